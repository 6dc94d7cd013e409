import SegueTestSupport
import ViewKit
import XCTest

/// An app's own push and pop from the delegate, the back swipe over it, and the rest check.
final class NavigationDelegateTests: XCTestCase {
    /// The delegate's animator runs the push; the back swipe drives the same animator's pop
    /// through the interactive API, 1:1 in its fraction, and the release still decides.
    func testACustomPushKeepsTheBackSwipe() {
        let f = NavigationFixture()
        let delegate = FadeUpDelegate()
        f.navigation.delegate = delegate
        let b = f.page("B")
        f.navigation.pushViewController(b, animated: true)
        f.driver.wait(0.2)
        XCTAssertEqual(delegate.operations, [.push])
        XCTAssertEqual(b.view.presentation.alpha, 0.5, accuracy: 1e-9, "linear, half way at 0.2 s of 0.4")
        XCTAssertEqual(f.drawnX(b), 0, "the fade does not slide")
        f.driver.settle()
        XCTAssertEqual(delegate.shown, ["B"])

        f.driver.press(CGPoint(x: 5, y: 400), through: [CGPoint(x: 50, y: 400), CGPoint(x: 5 + 97.5, y: 400)])
        XCTAssertTrue(f.window.transitionCoordinator.isInteractive)
        XCTAssertEqual(delegate.operations, [.push, .pop])
        XCTAssertEqual(b.view.presentation.alpha, 0.75, accuracy: 1e-9, "a quarter of the width: a quarter faded")
        f.driver.move(CGPoint(x: 300, y: 400))
        f.driver.up(CGPoint(x: 300, y: 400))
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(delegate.shown, ["B", "A"])
        XCTAssertEqual(f.violations, [])
    }

    /// The page below takes a click on the frame the settle ends: no dead time.
    func testThePageBelowIsLiveAsTheSettleEnds() {
        let f = NavigationFixture()
        _ = f.stack("B")
        let button = Button(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        f.root.view.addSubview(button)
        f.driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 250, y: 400), frames: 8)
        while !f.window.animator.isSettled { f.driver.wait(1.0 / 60) }
        XCTAssertTrue(f.window.transitionCoordinator.isTransitioning, "within a point of its end, still running")
        f.driver.down(CGPoint(x: 175, y: 219))
        f.driver.up(CGPoint(x: 175, y: 219))
        XCTAssertEqual(taps, 1, "the click reached the page below")
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.violations, [])
    }

    /// The rest check sees a navigation stack that is not at rest.
    func testTheRestCheckSeesAStrayPageAndAWrongTitle() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        f.navigation.contentView.addSubview(View())
        b.view.transform = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(
            f.violations,
            [
                "the navigation container shows 2 view(s), not only its top page",
                "the top page LoggedPage is moved, faded or hidden",
            ])
    }
}

/// An app's own push: the page fades in linearly over 0.4 s; the pop fades it out.
private final class FadeUpDelegate: NavigationControllerDelegate {
    var operations: [NavigationOperation] = []
    var shown: [String] = []

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning? {
        operations.append(operation)
        return FadeAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        shown.append((viewController as? LoggedPage)?.name ?? "?")
    }
}

private final class FadeAnimator: AnimatedTransitioning {
    let operation: NavigationOperation
    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using transitionContext: TransitionContext) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let pushing = operation == .push
        let top = pushing ? to : from
        container.insertSubview(pushing ? from : to, at: 0)
        container.addSubview(top)
        top.alpha = pushing ? 0 : 1
        let animator = PropertyAnimator(duration: 0.4, curve: .linear) { top.alpha = pushing ? 1 : 0 }
        transitionContext.completeTransition(whenEnds: animator) { top.alpha = 1 }
        animator.startAnimation()
    }
}
