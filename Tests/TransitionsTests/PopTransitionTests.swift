import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// The pop-in screen (seed 004): a 0.2 → 1 spring with no overshoot, a linear shrink to 0
/// over the first half of 0.5 s, and the presenter's view back in place after.
final class PopTransitionTests: XCTestCase {
    private var harness: TransitionHarness!
    private var second: ViewController!
    /// Kept alive here: `transitioningDelegate` is weak.
    private let delegate = PopTransitioningDelegate()

    override func setUp() {
        super.setUp()
        harness = TransitionHarness(root: ViewController())
        second = ViewController()
        second.modalPresentationStyle = .fullScreen
        second.transitioningDelegate = delegate
    }

    override func tearDown() {
        harness = nil
        second = nil
        super.tearDown()
    }

    /// The presented view's shown horizontal scale.
    private var scale: CGFloat { second.view.presentation.transform.a }

    func testConstants() {
        XCTAssertEqual(PopTransition.duration, 0.5)
        XCTAssertEqual(PopTransition.initialScale, 0.2)
        XCTAssertEqual(PopTransition.dampingRatio, 100, "the seed's damping, over-damped")
        XCTAssertEqual(PopTransition.initialSpringVelocity, 0.1)
        XCTAssertEqual(PopTransition.dismissRelativeDuration, 0.5)
        XCTAssertEqual(PopTransition(animationType: .present).transitionDuration(using: nil), 0.5)
    }

    func testPresentationScalesFromAFifthToOneWithNoOvershoot() {
        harness.root.present(second, animated: true)
        XCTAssertEqual(scale, 0.2, accuracy: 1e-9)
        XCTAssertTrue(second.view.clipsToBounds)
        var last = scale, elapsed = 0.0
        while elapsed < 0.5 - 1e-9 {
            harness.wait(1.0 / 120)
            elapsed += 1.0 / 120
            XCTAssertGreaterThanOrEqual(scale, last - 1e-12, "monotonic at \(elapsed) s")
            XCTAssertLessThanOrEqual(scale, 1 + 1e-12, "no overshoot at \(elapsed) s")
            XCTAssertEqual(second.view.presentation.transform.d, scale, accuracy: 1e-12, "uniform")
            if elapsed > 0.05 && elapsed < 0.2 { XCTAssertLessThan(scale, 0.99, "still moving at \(elapsed) s") }
            last = scale
        }
        XCTAssertEqual(scale, 1, accuracy: 0.002, "about 1 at 0.5 s")
        harness.settle()
        XCTAssertEqual(second.view.transform, .identity)
        XCTAssertTrue(harness.root.presentedViewController === second)
        XCTAssertTrue(harness.root.view.isHidden, "full screen: the presenter's view is covered")
        harness.assertConsistent()
    }

    func testDismissalShrinksToNothingInTheFirstHalf() {
        harness.root.present(second, animated: true)
        harness.settle()
        second.dismiss(animated: true)
        XCTAssertFalse(harness.root.view.isHidden, "the first screen shows through as the page shrinks")
        let container = second.presentationController?.containerView
        // The seed adds the presenter's view to the container, under the page; ViewKit puts it
        // back in the window when the dismissal ends, as UIKit does.
        XCTAssertTrue(harness.root.view.superview === container, "the presenter's view is under the page")
        XCTAssertTrue(second.view.superview === container)
        XCTAssertEqual(container?.subviews.map { $0 === harness.root.view }, [true, false])
        harness.wait(0.125)
        XCTAssertEqual(scale, 0.5, accuracy: 1e-6)
        XCTAssertTrue(harness.coordinator.isTransitioning)
        harness.wait(0.125)
        XCTAssertEqual(scale, 0, accuracy: 1e-9)
        // The seed's keyframes then hold nothing on screen for another 0.25 s, in which input
        // would wait: the transition ends as the page vanishes.
        XCTAssertFalse(harness.coordinator.isTransitioning, "ended with the shrink, at 0.25 s")
        harness.settle()
        XCTAssertNil(harness.root.presentedViewController)
        XCTAssertNil(second.view.superview)
        XCTAssertTrue(harness.root.view.superview === harness.window)
        XCTAssertFalse(harness.root.view.isHidden)
        harness.assertConsistent()
    }

    func testPresentingAgainAfterADismissalStartsFromAFifthAgain() {
        harness.root.present(second, animated: true)
        harness.settle()
        second.dismiss(animated: true)
        harness.settle()
        harness.root.present(second, animated: true)
        XCTAssertEqual(scale, 0.2, accuracy: 1e-9)
        harness.settle()
        XCTAssertEqual(scale, 1, accuracy: 1e-9)
        harness.assertConsistent()
    }

    /// A click beside the page during the pop-in shrinks it back from where it is; one during
    /// the pop-out grows it back. Each ends consistent, the other way round.
    func testAClickBesideThePageTurnsThePopInAndThePopOutRound() {
        harness.root.present(second, animated: true)
        harness.wait(0.1)
        let grown = scale
        XCTAssertLessThan(grown, 0.9, "the top-left corner is beside the page")
        harness.pointer.down(CGPoint(x: 10, y: 10))
        harness.pointer.up(CGPoint(x: 10, y: 10))
        XCTAssertEqual(scale, grown, accuracy: 1e-9, "no jump")
        harness.wait(0.2)
        XCTAssertLessThan(scale, grown, "shrinking back")
        harness.settle()
        XCTAssertNil(harness.root.presentedViewController)
        XCTAssertFalse(harness.root.view.isHidden)
        harness.assertConsistent()

        harness.root.present(second, animated: true)
        harness.settle()
        second.dismiss(animated: true)
        harness.wait(0.1)
        let shrunk = scale
        XCTAssertEqual(shrunk, 0.6, accuracy: 1e-6, "0.1 s into the linear 0.25 s shrink")
        harness.pointer.down(CGPoint(x: 10, y: 10))
        harness.pointer.up(CGPoint(x: 10, y: 10))
        harness.wait(0.05)
        XCTAssertGreaterThan(scale, shrunk, "growing back")
        harness.settle()
        XCTAssertTrue(harness.root.presentedViewController === second)
        XCTAssertEqual(scale, 1, accuracy: 1e-9)
        harness.assertConsistent()
    }

    /// Issue 19: one rule for a click on what moves, as the card and the zoom have it: the pop
    /// goes on the way it was going (it used to turn round).
    func testAClickOnThePageLetsThePopInAndThePopOutGoOn() {
        harness.root.present(second, animated: true)
        harness.wait(0.1)
        let grown = scale
        harness.pointer.down(CGPoint(x: 195, y: 400))
        harness.pointer.up(CGPoint(x: 195, y: 400))
        XCTAssertEqual(scale, grown, accuracy: 1e-9, "no jump")
        harness.wait(0.05)
        XCTAssertGreaterThan(scale, grown, "growing on")
        harness.settle()
        XCTAssertTrue(harness.root.presentedViewController === second)
        harness.assertConsistent()

        second.dismiss(animated: true)
        harness.wait(0.1)
        let shrunk = scale
        harness.pointer.down(CGPoint(x: 195, y: 400))
        harness.pointer.up(CGPoint(x: 195, y: 400))
        harness.wait(0.05)
        XCTAssertLessThan(scale, shrunk, "shrinking on")
        harness.settle()
        XCTAssertNil(harness.root.presentedViewController)
        harness.assertConsistent()
    }
}
