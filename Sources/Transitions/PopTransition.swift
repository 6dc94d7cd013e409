import ViewKit

/// The seed's AnimationTransitioning: the presented screen springs in from a fifth of its
/// size, and on dismissal shrinks to nothing in the first half of the time. Either way the
/// page can be caught at any frame: it stops where it is drawn, a drag scales it with the
/// point pressed under the pointer, and the release carries the drag's speed on (the momentum
/// decides, past half); a click on it lets it go on its way, one beside it turns it round.
public final class PopTransition: AnimatedTransitioning {
    public enum AnimationType: Hashable {
        case present
        case dismiss
    }

    /// Seconds, both ways.
    public static let duration = 0.5
    /// The presented view's scale when the presentation starts.
    public static let initialScale: CGFloat = 0.2
    /// The seed's `usingSpringWithDamping: 100`: a damping ratio of 100, heavily over-damped,
    /// so the scale creeps onto 1 with no overshoot. ViewKit chooses the stiffness so that
    /// it has settled (within 0.1 % of the distance) at the duration, as UIKit does.
    public static let dampingRatio: CGFloat = 100
    /// The seed's initial spring velocity, in fractions of the distance per second.
    public static let initialSpringVelocity: CGFloat = 0.1
    /// The dismissal's keyframe: the shrink runs over this fraction of the duration from 0.
    public static let dismissRelativeDuration = 0.5

    private let animationType: AnimationType
    /// The spring in or the shrink out, while it runs.
    public private(set) var animator: PropertyAnimator?
    /// The page that pops, while it does.
    private weak var animatedView: View?

    public init(animationType: AnimationType) {
        self.animationType = animationType
    }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        PopTransition.duration
    }

    public func animateTransition(using transitionContext: TransitionContext) {
        guard let to = transitionContext.viewController(forKey: .to),
            let from = transitionContext.viewController(forKey: .from)
        else {
            transitionContext.completeTransition(false)
            return
        }

        switch animationType {
        case .present:
            transitionContext.containerView.addSubview(to.view)
            presentAnimation(with: transitionContext, viewToAnimate: to.view)
        case .dismiss:
            // ViewKit puts the presenting view back in its place when the dismissal ends, as UIKit does.
            transitionContext.containerView.addSubview(to.view)
            transitionContext.containerView.addSubview(from.view)
            dismissAnimation(with: transitionContext, viewToAnimate: from.view)
        }
    }

    private func presentAnimation(with transitionContext: TransitionContext, viewToAnimate: View) {
        if viewToAnimate.traceName == nil { viewToAnimate.traceName = "pop" }
        viewToAnimate.clipsToBounds = true
        viewToAnimate.transform = CGAffineTransform(scaleX: PopTransition.initialScale, y: PopTransition.initialScale)
        // The seed's View.animate(usingSpringWithDamping:…), as the animator UIKit's
        // interruptible transitions hand out: the same spring, but it can be held and scrubbed.
        let parameters = SpringTimingParameters(
            dampingRatio: PopTransition.dampingRatio,
            initialVelocity: CGVector(
                dx: PopTransition.initialSpringVelocity,
                dy: PopTransition.initialSpringVelocity))
        let animator = PropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: parameters)
        animator.addAnimations {
            viewToAnimate.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
        }
        run(animator, grabbing: viewToAnimate, in: transitionContext)
    }

    private func dismissAnimation(with transitionContext: TransitionContext, viewToAnimate: View) {
        if viewToAnimate.traceName == nil { viewToAnimate.traceName = "pop" }
        // The seed's keyframe shrinks linearly over the first half of the duration and then holds
        // nothing on screen: the same shrink, ended when it has shrunk, so scrubbing it is 1:1.
        let shrink = transitionDuration(using: transitionContext) * PopTransition.dismissRelativeDuration
        let animator = PropertyAnimator(duration: shrink, curve: .linear) {
            viewToAnimate.transform = CGAffineTransform(scaleX: 0.0, y: 0.0)
        }
        run(animator, grabbing: viewToAnimate, in: transitionContext)
    }

    private func run(_ animator: PropertyAnimator, grabbing view: View, in transitionContext: TransitionContext) {
        // Weak: this object keeps the animator.
        transitionContext.completeTransition(whenEnds: animator) { [weak self] in self?.animator = nil }
        (self.animator, animatedView) = (animator, view)
        animator.startAnimation()
    }

    // MARK: Grabbing

    public func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }

    /// The page, where it is drawn: held, a point on it follows the pointer along the way the
    /// scale moves it (out from the page's centre as it grows).
    public func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View? {
        guard let view = animatedView, view.onScreenMotion.frame.contains(point) else { return nil }
        return view
    }
}

/// The seed's SecondViewController delegate methods, as an object: assign it as the presented
/// controller's `transitioningDelegate` and keep it alive (the property is weak), e.g. in a
/// stored property of that controller.
public final class PopTransitioningDelegate: ViewControllerTransitioningDelegate {
    public init() {}

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? {
        PopTransition(animationType: .present)
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        PopTransition(animationType: .dismiss)
    }
}
