import Motion
import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// Dragged above its place, the sheet rubber-bands (UIKit's 0.55 formula over the container's
/// height) instead of stopping dead, and springs back on release.
final class SheetAboveRestTests: XCTestCase {
    func testDraggedUpTheSheetRubberBandsAndSpringsBack() throws {
        let harness = TransitionHarness(root: ViewController())
        let sheet = SheetViewController()
        sheet.rowTitles = (0..<30).map { String($0) }
        harness.root.present(sheet, animated: true)
        harness.settle()
        /// Points: where the visible sheet's top edge is drawn (338 at rest).
        func shownTop() -> CGFloat {
            let shown = sheet.view.presentation
            return shown.center.y - 422 + shown.transform.ty + 338
        }
        let press = CGPoint(x: 195, y: 350)
        harness.pointer.down(press)
        for dy in stride(from: CGFloat(12), through: 100, by: 22) {
            harness.pointer.move(CGPoint(x: press.x, y: press.y - dy))
        }
        harness.pointer.move(CGPoint(x: press.x, y: press.y - 100))
        // 100 pt up, banded over 844: (1 − 1 / (100 · 0.55 / 844 + 1)) · 844 = 51.64 pt.
        let lift = RubberBand(dimension: 844).displayedOffset(forOvershoot: 100)
        XCTAssertEqual(lift, 51.636, accuracy: 0.001)
        XCTAssertEqual(shownTop(), 338 - CGFloat(lift), accuracy: 1e-6)
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: press.x, y: press.y - 100))
        harness.wait(0.1)
        XCTAssertTrue(shownTop() > 338 - CGFloat(lift) && shownTop() < 338, "springing back down")
        harness.settle()
        XCTAssertEqual(shownTop(), 338, accuracy: 1e-9)
        XCTAssertEqual(sheet.view.transform, .identity)
        XCTAssertTrue(harness.root.presentedViewController === sheet)
        harness.assertConsistent()
    }
}
