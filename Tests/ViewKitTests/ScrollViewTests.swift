import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// Scroll physics through real pointer input on fake time: rubber band, flick, bounce, wheel.
final class ScrollViewTests: XCTestCase {
    private var window: Window!
    private var scroll: ScrollView!
    private var driver: PointerDriver!

    override func setUp() {
        window = makeWindow(size: CGSize(width: 390, height: 600))
        scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 100_000)
        window.addSubview(scroll)
        driver = PointerDriver(window: window)
    }

    /// Displayed distance past an edge for `x` points of drag, with viewport `d` (the 0.55 formula).
    private func band(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

    func testDraggingPastTheTopRubberBandsByTheFormula() {
        // The pan begins after 10 pt at y = 110; translation counts from the press at 100.
        driver.press(CGPoint(x: 200, y: 100), through: [CGPoint(x: 200, y: 110), CGPoint(x: 200, y: 300)])
        XCTAssertTrue(scroll.isDragging)
        XCTAssertEqual(Double(scroll.contentOffset.y), -band(200, 600), accuracy: 1e-9)
        XCTAssertEqual(scroll.contentOffset.x, 0)
    }

    func testContentFollowsThePointerOneToOneInsideTheLimits() {
        scroll.contentOffset = CGPoint(x: 0, y: 1000)
        driver.press(CGPoint(x: 200, y: 400), through: [CGPoint(x: 200, y: 390)])
        XCTAssertEqual(scroll.contentOffset.y, 1010, accuracy: 1e-9, "the slop is caught up as the pan begins")
        driver.move(CGPoint(x: 200, y: 250))
        XCTAssertEqual(scroll.contentOffset.y, 1150, accuracy: 1e-9, "the grabbed point stays under the pointer")
    }

    func testAFlickComesToRestAtTheProjectedStop() {
        scroll.contentOffset = CGPoint(x: 0, y: 20_000)
        let recorder = ReleaseRecorder()
        scroll.delegate = recorder
        // 2000 pt/s upward finger motion: 33.3 pt per 60 Hz frame.
        driver.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 100), frames: 12)
        let v = Double(recorder.velocity.y) * 1000
        XCTAssertEqual(v, 2000, accuracy: 40, "content velocity at release, points per second")
        XCTAssertTrue(scroll.isDecelerating)
        driver.settle()
        XCTAssertFalse(scroll.isDecelerating)
        let expected = Double(recorder.offsetAtRelease.y) + v * 0.998 / (1000 * (1 - 0.998))
        XCTAssertEqual(Double(scroll.contentOffset.y), expected, accuracy: 1)
        XCTAssertEqual(recorder.endedDecelerating, 1)
    }

    func testOverscrollBouncesBackToZero() {
        driver.press(CGPoint(x: 200, y: 100), through: [CGPoint(x: 200, y: 110), CGPoint(x: 200, y: 250)])
        XCTAssertLessThan(scroll.contentOffset.y, -50)
        driver.wait(0.1)  // resting before release: no velocity
        driver.up(CGPoint(x: 200, y: 250))
        XCTAssertTrue(scroll.isDecelerating)
        driver.wait(0.2)
        XCTAssertLessThan(scroll.contentOffset.y, 0, "still on its way back")
        driver.settle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertFalse(window.animator.isAnimating)
    }

    func testAFlickIntoTheBottomEdgeBouncesAndSettlesOnIt() {
        scroll.contentSize = CGSize(width: 390, height: 1200)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        driver.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 100), frames: 6)
        var furthest = scroll.contentOffset.y
        for _ in 0..<300 {
            driver.wait(1.0 / 60)
            furthest = max(furthest, scroll.contentOffset.y)
        }
        XCTAssertGreaterThan(furthest, 600, "coasted past the bottom limit")
        XCTAssertEqual(scroll.contentOffset.y, 600, accuracy: 1e-9)
    }

    func testWithoutBouncesTheContentStopsAtTheEdge() {
        scroll.bounces = false
        driver.press(CGPoint(x: 200, y: 100), through: [CGPoint(x: 200, y: 110), CGPoint(x: 200, y: 300)])
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testTurningBouncesOffInsideDidScrollTakesEffect() {
        let toggler = BounceToggler()
        scroll.delegate = toggler
        driver.press(
            CGPoint(x: 200, y: 100),
            through: [
                CGPoint(x: 200, y: 110), CGPoint(x: 200, y: 200),
                CGPoint(x: 200, y: 300),
            ])
        XCTAssertFalse(scroll.bounces)
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testWheelScrollsTheViewUnderThePointerWithinTheLimits() {
        window.send(TimedInputEvent(.wheel(dx: 0, dy: 120, at: CGPoint(x: 100, y: 100)), at: 0))
        XCTAssertEqual(scroll.contentOffset.y, 120)
        window.send(TimedInputEvent(.wheel(dx: 0, dy: -500, at: CGPoint(x: 100, y: 100)), at: 0))
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testLeavingTheWindowCancelsTheDragCleanly() {
        driver.press(CGPoint(x: 200, y: 100), through: [CGPoint(x: 200, y: 110), CGPoint(x: 200, y: 200)])
        XCTAssertTrue(scroll.isDragging)
        driver.cancel()
        XCTAssertFalse(scroll.isDragging)
        XCTAssertFalse(scroll.isTracking)
        driver.settle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
        // A later press starts a fresh gesture.
        driver.press(CGPoint(x: 200, y: 300), through: [CGPoint(x: 200, y: 290), CGPoint(x: 200, y: 200)])
        XCTAssertEqual(scroll.contentOffset.y, 100, accuracy: 1e-9)
    }

    /// Issue 19: a drag pulled past the top, a second press with no release between (a lost
    /// release, as a real window delivers) and its release: the second press caught the bounce
    /// the first one's end had started, and the list stayed pulled down. It springs back.
    func testAPressThatCatchesABounceAndLetsGoSendsItBackWithin() {
        driver.press(CGPoint(x: 36, y: 71), through: [CGPoint(x: 56, y: 101)])
        XCTAssertLessThan(scroll.contentOffset.y, -10, "pulled past the top")
        driver.down(CGPoint(x: 147, y: 577))
        let caught = scroll.contentOffset.y
        XCTAssertLessThan(caught, -10, "the second press holds it where it was")
        XCTAssertFalse(scroll.isWithinContent)
        driver.up(CGPoint(x: 147, y: 577))
        XCTAssertTrue(window.animator.isAnimating, "going back")
        driver.settle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertTrue(scroll.isWithinContent)
    }

    /// The same when the press that caught the bounce is cancelled (the pointer leaves).
    func testACaughtBounceThatIsCancelledGoesBackWithin() {
        driver.press(CGPoint(x: 200, y: 100), through: [CGPoint(x: 200, y: 110), CGPoint(x: 200, y: 250)])
        driver.up(CGPoint(x: 200, y: 250))
        driver.wait(0.05)
        driver.down(CGPoint(x: 200, y: 300))
        XCTAssertLessThan(scroll.contentOffset.y, -1, "caught past the top")
        driver.cancel()
        driver.settle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    /// Content at rest that the window's shrinking leaves past its end goes back within.
    func testContentLeftOutsideByALayoutChangeGoesBackWithin() {
        scroll.contentSize = CGSize(width: 390, height: 1200)
        scroll.contentOffset = CGPoint(x: 0, y: 600)
        scroll.contentSize = CGSize(width: 390, height: 900)
        XCTAssertFalse(scroll.isWithinContent)
        _ = window.makeDisplayList()
        driver.settle()
        XCTAssertEqual(scroll.contentOffset.y, 300, accuracy: 1e-9)
    }

    func testADragThatStartsWhileOverscrolledPicksUpWithoutAJump() {
        driver.press(CGPoint(x: 200, y: 100), through: [CGPoint(x: 200, y: 110), CGPoint(x: 200, y: 300)])
        driver.wait(0.1)
        driver.up(CGPoint(x: 200, y: 300))
        driver.wait(0.05)
        let shown = scroll.contentOffset.y
        driver.press(CGPoint(x: 200, y: 300), through: [CGPoint(x: 200, y: 301)])
        XCTAssertEqual(scroll.contentOffset.y, shown, accuracy: 1e-6, "grabbing the content does not move it")
        driver.move(CGPoint(x: 200, y: 310))
        // The pan begins: its 10 pt of slop move the content the rubber band's share of 10 pt.
        XCTAssertLessThan(scroll.contentOffset.y, shown)
        XCTAssertGreaterThan(scroll.contentOffset.y, shown - 10)
    }

    func testSetContentOffsetAnimatedSettlesOnTheTarget() {
        scroll.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
        driver.wait(0.1)
        XCTAssertGreaterThan(scroll.contentOffset.y, 0)
        XCTAssertLessThan(scroll.contentOffset.y, 800)
        driver.settle()
        XCTAssertEqual(scroll.contentOffset.y, 800)
    }
}

private final class ReleaseRecorder: ScrollViewDelegate {
    var velocity = CGPoint.zero
    var offsetAtRelease = CGPoint.zero
    var endedDecelerating = 0

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {
        self.velocity = velocity
        offsetAtRelease = scrollView.contentOffset
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endedDecelerating += 1 }
}

private final class BounceToggler: ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView.contentOffset.y < 0 {
            scrollView.bounces = false
            scrollView.contentOffset.y = 0
        }
    }
}
