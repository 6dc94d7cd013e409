import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// The sheet's rise starts with its top edge on the screen's bottom edge: its first frame shows
/// it moving, together with the dim (it used to stay off screen for four frames, then appear
/// at 80 pt a frame).
final class SheetRiseTests: XCTestCase {
    func testTheFirstFrameShowsTheSheetMovingWithTheDim() throws {
        let harness = TransitionHarness(root: ViewController())
        let sheet = SheetViewController()
        sheet.rowTitles = (0..<30).map { String($0) }
        harness.root.present(sheet, animated: true)
        let sheetView = try XCTUnwrap(sheet.view as? SheetView)
        let rest = sheetView.sheetTop
        XCTAssertEqual(rest, 338, "the top 40 % is the transparent backdrop")
        /// Points: where the visible sheet's top edge is drawn.
        func visibleTop() -> CGFloat { sheet.view.presentation.center.y - 422 + rest }
        XCTAssertEqual(visibleTop(), 844, "it starts on the bottom edge")
        let dim = (sheet.presentationController as? SheetPresentationController)?.overlayView
        var tops: [CGFloat] = []
        for _ in 0..<4 {
            harness.wait(1.0 / 60)
            tops.append(visibleTop())
        }
        XCTAssertLessThan(tops[0], 844, "moving on the first frame")
        XCTAssertGreaterThan(dim?.presentation.alpha ?? 0, 0)
        XCTAssertEqual(tops, tops.sorted(by: >), "rising every frame")
        XCTAssertEqual(tops[0], 824.427, accuracy: 0.001, "the critically damped 0.5 s spring over 506 pt")
        harness.settle()
        XCTAssertEqual(visibleTop(), rest)
        XCTAssertEqual(sheet.view.frame, harness.window.bounds)
        harness.assertConsistent()
    }
}
