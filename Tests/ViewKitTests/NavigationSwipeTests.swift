import SegueTestSupport
import ViewKit
import XCTest

/// The back swipes: 1:1 follow, the projection decision, and what happens around them.
final class NavigationSwipeTests: XCTestCase {
    /// From the edge, the page waits for 15 pt of travel, then keeps the point pressed under
    /// the pointer; the covered page follows at 30 % and the dim is 0.05 half way.
    func testTheEdgeSwipeFollowsThePointerOneToOne() throws {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        f.driver.down(CGPoint(x: 10, y: 400))
        f.driver.move(CGPoint(x: 20, y: 402))
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning, "10 pt is not enough")
        var worst: CGFloat = 0
        for x in stride(from: 25 as CGFloat, through: 205, by: 12) {
            f.driver.move(CGPoint(x: x, y: 404))
            worst = max(worst, abs(f.drawnX(b) - (x - 10)))
            XCTAssertEqual(f.drawnX(f.root), -0.3 * (390 - f.drawnX(b)), accuracy: 1e-9)
        }
        XCTAssertEqual(worst, 0, "follow error, points")
        XCTAssertTrue(f.window.transitionCoordinator.isInteractive)
        let dim = try XCTUnwrap(f.navigation.view.descendant(named: "nav.dim"))
        XCTAssertEqual(f.drawnX(b), 195)
        XCTAssertEqual(dim.presentation.alpha, 0.05, accuracy: 1e-12, "the dim at 50 %")
        XCTAssertEqual(f.drawnX(f.root), -58.5, accuracy: 1e-9)
        f.driver.up(CGPoint(x: 205, y: 404))
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"], "released past half the width at rest, it pops")
        XCTAssertEqual(f.violations, [])
    }

    /// iOS's projection: 0.12 s of the release velocity, against min(187.5 pt, half the width).
    func testTheReleaseDecisionsIOSMakes() {
        XCTAssertTrue(NavigationController.releasePops(offset: 0.16 * 390, velocity: 1200, width: 390))
        XCTAssertFalse(NavigationController.releasePops(offset: 0.29 * 390, velocity: 400, width: 390))
        XCTAssertTrue(NavigationController.releasePops(offset: 0.66 * 390, velocity: -500, width: 390))
        XCTAssertFalse(NavigationController.releasePops(offset: 150, velocity: 0, width: 300), "half of 300 is 150")
        XCTAssertTrue(NavigationController.releasePops(offset: 188, velocity: 0, width: 1000), "187.5 on a wide window")
    }

    /// Let go at 16 % of the width moving 1200 pt/s, it pops, and the page carries on at least
    /// as fast as the pointer moved.
    func testASwipeFlickedAt16PercentPops() {
        let f = NavigationFixture(frameInterval: 10.4 / 1200)
        let b = f.stack("B")[0]
        let release = swipe(f, from: 5, through: (1...6).map { 5 + 10.4 * CGFloat($0) })
        XCTAssertEqual(f.drawnX(b), 62.4, accuracy: 1e-9)
        f.driver.up(release)
        // Let go in the frame of its last move, the coming frame draws that move.
        f.driver.wait(10.4 / 1200)
        XCTAssertEqual(f.drawnX(b), 62.4, accuracy: 1e-9, "the frame after the lift draws the last move")
        let before = f.drawnX(b)
        f.driver.wait(10.4 / 1200)
        let speed = (f.drawnX(b) - before) / (10.4 / 1200)
        XCTAssertGreaterThanOrEqual(speed, 1200 - 1e-6, "the settle is never slower than the pointer")
        XCTAssertGreaterThanOrEqual(b.view.onScreenMotion.velocity.dx, 1200 - 1e-6)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.violations, [])
    }

    /// At 29 % moving 400 pt/s it stays, and goes back.
    func testASlowSwipeAt29PercentStays() {
        let f = NavigationFixture(frameInterval: 113.1 / 9 / 400)
        let b = f.stack("B")[0]
        let release = swipe(f, from: 5, through: (1...9).map { 5 + 113.1 / 9 * CGFloat($0) })
        XCTAssertEqual(f.drawnX(b), 113.1, accuracy: 1e-9)
        f.driver.up(release)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A", "B"])
        XCTAssertEqual(f.drawnX(b), 0, accuracy: 1e-9)
        XCTAssertEqual(f.log.take(), NavigationFixture.cancelledPopOfBOverA)
        XCTAssertEqual(f.navigation.navigationBar.titleLabel?.text, "B", "the bar is back on B")
        XCTAssertEqual(f.navigation.navigationBar.backButton?.titleLabel.text, "A")
        XCTAssertEqual(f.violations, [])
    }

    /// At 66 % moving back at 500 pt/s it still pops.
    func testASwipeAt66PercentMovingBackStillPops() {
        let f = NavigationFixture(frameInterval: 0.02)
        let b = f.stack("B")[0]
        let out = (1...10).map { 5 + 31.74 * CGFloat($0) }
        let back = (1...6).map { 5 + 317.4 - 10 * CGFloat($0) }
        let release = swipe(f, from: 5, through: out + back)
        XCTAssertEqual(f.drawnX(b), 257.4, accuracy: 1e-9)
        f.driver.up(release)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.violations, [])
    }

    func testAContentSwipeFromTheMiddlePopsAndAVerticalDragDoesNot() {
        let f = NavigationFixture()
        _ = f.stack("B")
        f.driver.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 440), frames: 4)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning, "26 pt off the horizontal fails")
        f.driver.drag(from: CGPoint(x: 10, y: 400), to: CGPoint(x: 12, y: 460), frames: 6)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning)
        f.driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 360, y: 400), frames: 10)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
    }

    /// At the root there is nothing to pop: the swipe does nothing, and a button still works.
    func testASwipeAtTheRootDoesNothing() {
        let f = NavigationFixture()
        let button = Button(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        f.root.view.addSubview(button)
        f.driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), frames: 10)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning)
        f.driver.down(CGPoint(x: 150, y: 194))
        f.driver.up(CGPoint(x: 150, y: 194))
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.violations, [])
    }

    /// Turned off mid-swipe, the swipe ends there and the page goes back.
    func testTurningTheSwipeOffMidwayCancelsIt() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        f.driver.press(CGPoint(x: 5, y: 400), through: [CGPoint(x: 60, y: 400), CGPoint(x: 120, y: 400)])
        XCTAssertTrue(f.window.transitionCoordinator.isInteractive)
        f.navigation.interactivePopGestureRecognizer.isEnabled = false
        XCTAssertEqual(f.drawnX(b), 115, accuracy: 1e-9, "it ends where it is drawn")
        f.driver.move(CGPoint(x: 300, y: 400))
        XCTAssertEqual(f.drawnX(b), 115, accuracy: 1e-9, "the frame after it ended draws its last move")
        f.driver.move(CGPoint(x: 300, y: 400))
        XCTAssertLessThan(f.drawnX(b), 115, "on its way back, not following the pointer")
        f.driver.up(CGPoint(x: 300, y: 400))
        f.driver.settle()
        XCTAssertEqual(f.names, ["A", "B"])
        XCTAssertEqual(f.drawnX(b), 0, accuracy: 1e-9)
        XCTAssertEqual(f.log.take(), NavigationFixture.cancelledPopOfBOverA)
        XCTAssertEqual(f.violations, [])
        f.navigation.interactiveContentPopGestureRecognizer.isEnabled = false
        f.driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), frames: 10)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning, "both off: no swipe")
        f.navigation.interactivePopGestureRecognizer.isEnabled = true
        f.driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), frames: 10)
        XCTAssertFalse(f.window.transitionCoordinator.isTransitioning, "the content swipe stays off")
        f.driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), frames: 10)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"], "the edge swipe is back")
    }

    /// The back button tapped during a swipe pops one page, whether the swipe pops or not.
    func testTheBackButtonTappedDuringASwipePopsOnePage() throws {
        for flick in [true, false] {
            let f = NavigationFixture()
            _ = f.stack("B", "C")
            f.driver.press(CGPoint(x: 5, y: 400), through: [CGPoint(x: 40, y: 400), CGPoint(x: 80, y: 400)])
            let back = try XCTUnwrap(
                f.navigation.navigationBar.subviews.compactMap { $0 as? NavigationBackButton }
                    .first { $0.titleLabel.text == "B" })
            back.sendActions(for: .touchUpInside)
            if flick { f.driver.move(CGPoint(x: 300, y: 400)) } else { f.driver.wait(0.1) }
            f.driver.up(flick ? CGPoint(x: 300, y: 400) : CGPoint(x: 80, y: 400))
            f.driver.settle()
            XCTAssertEqual(f.names, ["A", "B"], flick ? "swiped away" : "swipe cancelled, the tap pops")
            XCTAssertEqual(f.navigation.navigationBar.titleLabel?.text, "B")
            XCTAssertEqual(f.violations, [])
        }
    }

    /// `popViewController` during a drag pops the top of the stack as it reads then (the swipe
    /// already took C off it): B goes once the swipe pops C; it finds C on top if the swipe is
    /// cancelled, and pops nothing. Either way nothing freezes.
    func testPopViewControllerDuringADragResolvesAsTheStackSays() {
        for flick in [true, false] {
            let f = NavigationFixture()
            let (b, _) = {
                let p = f.stack("B", "C"); return (p[0], p[1])
            }()
            f.driver.press(CGPoint(x: 5, y: 400), through: [CGPoint(x: 40, y: 400), CGPoint(x: 80, y: 400)])
            XCTAssertTrue(f.navigation.popViewController(animated: true) === b)
            if flick { f.driver.move(CGPoint(x: 300, y: 400)) } else { f.driver.wait(0.1) }
            f.driver.up(flick ? CGPoint(x: 300, y: 400) : CGPoint(x: 80, y: 400))
            f.driver.settle()
            XCTAssertEqual(f.names, flick ? ["A"] : ["A", "B", "C"])
            XCTAssertFalse(f.window.transitionCoordinator.isTransitioning)
            XCTAssertEqual(f.violations, [])
        }
    }

    /// A push in flight is caught by a press on the page: no jump, 1:1 follow, and the release
    /// is decided by the swipe's rule (here, dragged right past the line slowly: it goes back).
    func testAPushCaughtMidFlightFollowsAndIsDecidedByProjection() {
        let f = NavigationFixture()
        let b = f.page("B")
        f.navigation.pushViewController(b, animated: true)
        f.driver.wait(0.1)
        let caught = f.drawnX(b)
        f.driver.down(CGPoint(x: caught + 40, y: 400))
        f.driver.wait(1.0 / 60)
        XCTAssertEqual(f.drawnX(b), caught, accuracy: 1e-9, "stops where it is drawn")
        var worst: CGFloat = 0
        for step in 1...20 {
            let x = caught + 40 + CGFloat(step) * 3
            f.driver.move(CGPoint(x: x, y: 400))
            worst = max(worst, abs(f.drawnX(b) - (x - 40)))
        }
        XCTAssertEqual(worst, 0, accuracy: 1e-9, "follow error, points")
        XCTAssertGreaterThan(f.drawnX(b), 187.5)
        f.driver.up(CGPoint(x: caught + 100, y: 400))
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"], "the push went back")
        XCTAssertEqual(f.violations, [])
    }

    /// A press on the covered page while a push runs sends the push back, as a click beside
    /// what moves does for every transition.
    func testAPressOnTheCoveredPageDuringAPushReversesIt() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.page("B"), animated: true)
        f.driver.wait(0.05)
        f.driver.down(CGPoint(x: 10, y: 400))
        f.driver.move(CGPoint(x: 200, y: 400))
        f.driver.up(CGPoint(x: 200, y: 400))
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.navigation.navigationBar.titleLabel?.text, "A")
        XCTAssertNil(f.navigation.navigationBar.backButton)
        XCTAssertEqual(f.violations, [])
    }

    /// The page settling after a swipe is caught too, and sent back by a drag to the left.
    func testASettlingSwipeCanBeCaughtAndSentBack() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        f.driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 245, y: 400), frames: 8)
        f.driver.wait(2.0 / 60)
        let caught = f.drawnX(b)
        XCTAssertGreaterThan(caught, 240)
        f.driver.down(CGPoint(x: caught + 20, y: 400))
        for step in 1...12 { f.driver.move(CGPoint(x: caught + 20 - CGFloat(step) * 15, y: 400)) }
        f.driver.up(CGPoint(x: caught + 20 - 180, y: 400))
        f.driver.settle()
        XCTAssertEqual(f.names, ["A", "B"])
        XCTAssertEqual(f.navigation.navigationBar.titleLabel?.text, "B")
        XCTAssertEqual(f.violations, [])
    }

    /// The content swipe gives way to a horizontal scroll view that can still scroll left, and
    /// takes the drag once it is at its leading edge.
    func testTheContentSwipeGivesWayToAScrollViewThatCanScrollLeft() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        let row = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 120))
        row.contentSize = CGSize(width: 1200, height: 120)
        row.contentOffset = CGPoint(x: 300, y: 0)
        b.view.addSubview(row)
        _ = f.window.makeDisplayList()
        f.driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), frames: 10)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A", "B"], "the row scrolled instead")
        XCTAssertLessThan(row.contentOffset.x, 300)
        row.contentOffset = .zero
        f.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300), frames: 10)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"], "the edge swipe always wins")
    }

    /// A drag at constant speed from x = `start` through `xs` (one per frame), not released;
    /// returns where the pointer is.
    private func swipe(_ f: NavigationFixture, from start: CGFloat, through xs: [CGFloat]) -> CGPoint {
        f.driver.press(CGPoint(x: start, y: 400), through: xs.map { CGPoint(x: $0, y: 400) })
        return CGPoint(x: xs.last ?? start, y: 400)
    }
}
