import Motion

/// UIKit's default modal animation when the delegate vends none: the presented view slides
/// up from the bottom edge, and back down when dismissed.
final class DefaultModalAnimator: AnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let presented = context.presented
        let final = context.finalFrame(for: presented)
        let shown = presenting ? final : context.initialFrame(for: presented)
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            presented.view.frame = below
            container.addSubview(presented.view)
        }
        View.animate(
            withDuration: transitionDuration(using: context), delay: 0,
            usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: {
                presented.view.frame = self.presenting ? shown : below
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
