import SegueTestSupport
import ViewKit
import XCTest

/// The touchpad's back swipe (issue 30, part 4): precise horizontal wheel scrolling over a
/// pushed page drives the pop 1:1; the first frame without a delta lets it go at the deltas'
/// speed by the back swipe's rule, and more deltas within 150 ms take it back where it is drawn
/// (issue 35: it held still for 150 ms first); wheel notches and vertical scrolling are left
/// alone.
final class WheelBackSwipeTests: XCTestCase {
    /// Where the fingers are: over page B, below the bar.
    static let over = CGPoint(x: 200, y: 400)

    private func wheel(_ f: NavigationFixture, dx: CGFloat, dy: CGFloat = 0, precise: Bool = true) {
        f.window.send(TimedInputEvent(.wheel(dx: dx, dy: dy, at: Self.over, precise: precise), at: f.driver.now))
    }

    /// One event a frame (60 Hz), each `dx` (negative: the fingers move right).
    private func scroll(_ f: NavigationFixture, dx: CGFloat, dy: CGFloat = 0, events: Int) {
        for _ in 0..<events {
            f.driver.wait(f.driver.frameInterval)
            wheel(f, dx: dx, dy: dy)
        }
    }

    /// libadwaita's rule on a sequence's first event: sideways must exceed 1.2 × vertical.
    /// At exactly 1.2 × the sequence is the scroll views', to its end, even when it turns
    /// sideways; 150 ms later a new sequence just past 1.2 × starts the swipe.
    func testTheFirstEventMustBeMoreThan1Point2TimesMoreSidewaysThanVertical() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        wheel(f, dx: -12, dy: 10)
        scroll(f, dx: -30, events: 3)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning, "12 is not more than 1.2 × 10")
        f.driver.wait(0.15)
        wheel(f, dx: -12.5, dy: 10)
        XCTAssertTrue(f.window.transitionCoordinator.isInteractive, "12.5 is")
        XCTAssertEqual(f.drawnX(b), 12.5, accuracy: 1e-9)
    }

    /// The page follows the deltas added up, 1:1, vertical parts and a turn back included.
    func testTheSwipeFollowsTheAddedUpDeltasOneToOne() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        var worst: CGFloat = 0
        var travel: CGFloat = 0
        for (i, dx) in ([-7.25, -13.5, -20, -4, 6.5, -11] as [CGFloat]).enumerated() {
            f.driver.wait(f.driver.frameInterval)
            wheel(f, dx: dx, dy: i == 0 ? 0 : 9)
            travel -= dx
            worst = max(worst, abs(f.drawnX(b) - travel))
        }
        XCTAssertEqual(travel, 49.25)
        XCTAssertEqual(worst, 0, accuracy: 1e-9, "follow error, points")
        XCTAssertEqual(f.drawnX(f.root), -0.3 * (390 - 49.25), accuracy: 1e-9, "the page below at 30 %")
    }

    /// The frame that shows the last delta still holds the page; the next frame, with no delta,
    /// lets it go at the deltas' 300 pt/s (a 5 pt step, 1.0–1.25 of it), never holding it still;
    /// more deltas take it back where it is drawn and it follows them again, 1:1 from there.
    func testTheFirstFrameWithoutADeltaLetsGoAndMoreDeltasTakeItBack() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        scroll(f, dx: -5, events: 20)
        XCTAssertEqual(f.drawnX(b), 100, accuracy: 1e-9)
        f.driver.wait(1 / 60)
        XCTAssertTrue(f.window.transitionCoordinator.isInteractive, "the last delta's frame")
        XCTAssertEqual(f.drawnX(b), 100, accuracy: 1e-9)
        f.driver.wait(1 / 60)
        XCTAssertFalse(f.window.transitionCoordinator.isInteractive, "let go on the first frame without a delta")
        let step = f.drawnX(b) - 100
        XCTAssertEqual(step, 5, accuracy: 1.25, "on at the deltas' pace: \(step) pt")
        XCTAssertGreaterThanOrEqual(step, 5 * 0.8)
        let drawn = f.drawnX(b)
        wheel(f, dx: -5)
        XCTAssertTrue(f.window.transitionCoordinator.isInteractive, "taken back")
        XCTAssertEqual(f.drawnX(b), drawn + 5, accuracy: 1e-9, "from where it was drawn, 1:1")
        scroll(f, dx: -5, events: 3)
        XCTAssertEqual(f.drawnX(b), drawn + 20, accuracy: 1e-9)
        f.driver.settle()
        XCTAssertEqual(f.violations, [])
    }

    /// 100 pt at 1200 pt/s projects to 100 + 0.12 × 1200 = 244 pt, past 187.5: it pops.
    func testAFastSwipeAt100PointsPops() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        scroll(f, dx: -20, events: 5)
        XCTAssertEqual(f.drawnX(b), 100, accuracy: 1e-9)
        f.driver.wait(1 / 60)
        let before = f.drawnX(b)
        f.driver.wait(1 / 60)
        XCTAssertFalse(f.window.transitionCoordinator.isInteractive)
        XCTAssertFalse(f.window.transitionCoordinator.isCancelled, "heading on to the pop")
        let step = f.drawnX(b) - before
        XCTAssertGreaterThanOrEqual(step, 20, "leaves at the scroll's 1200 pt/s, 20 pt a frame: \(step)")
        XCTAssertLessThanOrEqual(step, 25)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.violations, [])
    }

    /// 100 pt at 300 pt/s projects to 136 pt, short of 187.5: the page goes back.
    func testASlowSwipeAt100PointsGoesBack() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        scroll(f, dx: -5, events: 20)
        f.driver.wait(2 / 60)
        XCTAssertTrue(f.window.transitionCoordinator.isCancelled)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A", "B"])
        XCTAssertEqual(f.drawnX(b), 0, accuracy: 1e-9)
        XCTAssertEqual(f.log.take(), NavigationFixture.cancelledPopOfBOverA)
        XCTAssertEqual(f.violations, [])
    }

    /// Wheel notches (X11) never swipe, however sideways; nor do precise deltas leftwards.
    func testNotchesAndLeftwardScrollingDoNotSwipe() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        for _ in 0..<5 {
            f.driver.wait(f.driver.frameInterval)
            wheel(f, dx: -40, precise: false)
        }
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning, "notches")
        f.driver.wait(0.15)
        scroll(f, dx: 20, events: 5)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning, "leftwards")
        XCTAssertEqual(f.drawnX(b), 0)
        XCTAssertEqual(f.names, ["A", "B"])
    }

    /// A vertical precise scroll over a list on the page scrolls it by its deltas, and the
    /// sequence stays the list's when it turns sideways.
    func testAVerticalScrollScrollsThePageAndNeverSwipes() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        let list = ScrollView(frame: b.view.bounds)
        list.contentSize = CGSize(width: b.view.bounds.width, height: 3000)
        b.view.addSubview(list)
        _ = f.window.makeDisplayList()
        scroll(f, dx: -2, dy: 12.5, events: 4)
        scroll(f, dx: -30, dy: 0, events: 2)
        XCTAssertEqual(list.contentOffset.y, 50, accuracy: 1e-9)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning)
        XCTAssertEqual(f.drawnX(b), 0)
    }

    /// At the root there is nothing to pop: the sequence is left alone.
    func testAtTheRootNothingHappens() {
        let f = NavigationFixture()
        scroll(f, dx: -20, events: 5)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning)
        XCTAssertEqual(f.names, ["A"])
    }
}
