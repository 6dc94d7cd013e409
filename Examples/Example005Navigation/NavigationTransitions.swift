// The app's own push and pop, supplied through the navigation controller's delegate: the
// detail rises 80 pt into place as it fades in over the list, which fades back; the pop is the
// reverse. The back swipe drives the same animator (the navigation controller's interactive
// pop scrubs it), and a press on the moving detail catches it, as with the system slide.
import Segue

final class NavigationTransitions: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewKit.ViewController, to toVC: ViewKit.ViewController
    ) -> AnimatedTransitioning? {
        RiseAnimator(operation: operation)
    }
}

final class RiseAnimator: AnimatedTransitioning {
    /// Points the detail rises through.
    static let rise: CGFloat = 80
    let operation: NavigationOperation
    private var animator: PropertyAnimator?
    private weak var detail: View?

    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.45 }

    func animateTransition(using transitionContext: TransitionContext) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let pushing = operation == .push
        let (detail, list) = pushing ? (toView, fromView) : (fromView, toView)
        let container = transitionContext.containerView
        container.addSubview(list)
        container.addSubview(detail)
        let lowered = CGAffineTransform(translationX: 0, y: RiseAnimator.rise)
        detail.transform = pushing ? lowered : .identity
        detail.alpha = pushing ? 0 : 1
        list.alpha = pushing ? 1 : 0.4
        let animator = PropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: SpringTimingParameters(dampingRatio: 1))
        animator.addAnimations {
            detail.transform = pushing ? .identity : lowered
            detail.alpha = pushing ? 1 : 0
            list.alpha = pushing ? 0.4 : 1
        }
        transitionContext.completeTransition(whenEnds: animator) {
            detail.transform = .identity
            detail.alpha = 1
            list.alpha = 1
        }
        (self.animator, self.detail) = (animator, detail)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }

    func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View? {
        guard let detail, detail.onScreenMotion.frame.contains(point) else { return nil }
        return detail
    }
}

/// The app's navigation controller: the list at its root, and its own transitions (kept here,
/// as the delegate property is weak).
final class ColorsNavigationController: NavigationController {
    private let transitions = NavigationTransitions()

    init() {
        super.init(rootViewController: ListViewController())
        delegate = transitions
    }
}
