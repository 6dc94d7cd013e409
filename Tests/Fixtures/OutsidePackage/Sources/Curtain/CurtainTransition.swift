import Segue

/// A transition of the app's own: the presented page drops in from above on a spring (or,
/// raised by a drag from the bottom edge, rises from below) and lifts away again, and can be
/// grabbed at any frame because it runs on a PropertyAnimator.
final class CurtainTransition: AnimatedTransitioning {
    let isPresenting: Bool
    /// The presentation comes up from below the window rather than down from above it.
    let risesFromBelow: Bool
    private var animator: PropertyAnimator?

    init(isPresenting: Bool, risesFromBelow: Bool = false) {
        self.isPresenting = isPresenting
        self.risesFromBelow = risesFromBelow
    }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using transitionContext: TransitionContext) {
        guard let page = transitionContext.viewController(forKey: isPresenting ? .to : .from)?.view else {
            return transitionContext.completeTransition(false)
        }
        let height = transitionContext.containerView.bounds.height
        if isPresenting {
            transitionContext.containerView.addSubview(page)
            page.transform = CGAffineTransform(translationX: 0, y: risesFromBelow ? height : -height)
        }
        let timing = SpringTimingParameters(dampingRatio: 0.85)
        let animator = PropertyAnimator(
            duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations { [isPresenting] in
            page.transform = isPresenting ? .identity : CGAffineTransform(translationX: 0, y: -height)
        }
        transitionContext.completeTransition(whenEnds: animator)
        self.animator = animator
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }
}

/// Hands out the curtain's animators, and while a drag raises or lifts the page, its
/// interaction.
final class CurtainDelegate: ViewControllerTransitioningDelegate {
    /// Set while a drag drives the presentation or the dismissal.
    var interaction: PercentDrivenInteractiveTransition?

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? {
        CurtainTransition(isPresenting: true, risesFromBelow: interaction != nil)
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        CurtainTransition(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}
