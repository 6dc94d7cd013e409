import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// A press on a scroll view asks the host, once, to resample the images the window shows to
/// the size they are drawn at (`Window.prepareShownImagesToMove()`), so the scroll's first
/// frame copies them; a scroll view that cannot scroll asks nothing.
final class ShownImagesPreparationTests: XCTestCase {
    private func isShownImages(_ preparation: Preparation) -> Bool {
        if case .shownImagesAtDrawnSize = preparation { return true }
        return false
    }

    private func window(scrollingContentOf height: CGFloat) -> (Window, PointerDriver) {
        let window = makeWindow(size: CGSize(width: 390, height: 600))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: height)
        window.addSubview(scroll)
        _ = window.makeDisplayList()
        return (window, PointerDriver(window: window))
    }

    func testAPressOnAScrollViewAsksOnceBeforeItMoves() {
        let (window, driver) = window(scrollingContentOf: 100_000)
        XCTAssertEqual(window.takePreparations().filter(isShownImages).count, 0, "nothing at rest")
        driver.down(CGPoint(x: 200, y: 300))
        XCTAssertEqual(window.takePreparations().filter(isShownImages).count, 1, "the press asks")
        driver.move(CGPoint(x: 200, y: 250))
        XCTAssertEqual(window.takePreparations().filter(isShownImages).count, 0, "the drag does not ask again")
    }

    func testAskingTwiceBeforeTheHostTakesItQueuesOne() {
        let window = makeWindow()
        window.prepareShownImagesToMove()
        window.prepareShownImagesToMove()
        XCTAssertEqual(window.takePreparations().filter(isShownImages).count, 1)
    }

    func testAScrollViewThatCannotScrollAsksNothing() {
        // Content no taller than the view, and no bounce asked for (the default).
        let (window, driver) = window(scrollingContentOf: 600)
        driver.down(CGPoint(x: 200, y: 300))
        XCTAssertEqual(window.takePreparations().filter(isShownImages).count, 0)
    }
}
