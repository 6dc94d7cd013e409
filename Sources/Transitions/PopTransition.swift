import ViewKit

/// The seed's AnimationTransitioning: the presented screen springs in from a fifth of its
/// size, and on dismissal shrinks to nothing in the first half of the time.
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

    public init(animationType: AnimationType) {
        self.animationType = animationType
    }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        PopTransition.duration
    }

    public func animateTransition(using transitionContext: TransitionContext) {
        guard let to = transitionContext.viewController(forKey: .to),
              let from = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }

        switch animationType {
        case .present:
            transitionContext.containerView.addSubview(to.view)
            presentAnimation(with: transitionContext, viewToAnimate: to.view)
        case .dismiss:
            // The seed adds the presenting view to the container, where UIKit takes it back
            // afterwards. ViewKit leaves a full-screen presenter's view in the window (hidden
            // while covered, shown again as the dismissal starts), so moving it would take it
            // out of its place for good: only a view that is in no window is added.
            if to.view.window == nil {
                transitionContext.containerView.addSubview(to.view)
            }
            transitionContext.containerView.addSubview(from.view)
            dismissAnimation(with: transitionContext, viewToAnimate: from.view)
        }
    }

    private func presentAnimation(with transitionContext: TransitionContext, viewToAnimate: View) {
        if viewToAnimate.traceName == nil { viewToAnimate.traceName = "pop" }
        viewToAnimate.clipsToBounds = true
        viewToAnimate.transform = CGAffineTransform(scaleX: PopTransition.initialScale, y: PopTransition.initialScale)
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0.0,
                     usingSpringWithDamping: PopTransition.dampingRatio,
                     initialSpringVelocity: PopTransition.initialSpringVelocity,
                     options: .curveEaseOut, animations: {
                         viewToAnimate.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
                     }, completion: { finished in
                         transitionContext.completeTransition(finished)
                     })
    }

    private func dismissAnimation(with transitionContext: TransitionContext, viewToAnimate: View) {
        if viewToAnimate.traceName == nil { viewToAnimate.traceName = "pop" }
        View.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0.0,
                              options: .calculationModeLinear, animations: {
                                  View.addKeyframe(withRelativeStartTime: 0.0,
                                                   relativeDuration: PopTransition.dismissRelativeDuration) {
                                      viewToAnimate.transform = CGAffineTransform(scaleX: 0.0, y: 0.0)
                                  }
                              }, completion: { finished in
                                  transitionContext.completeTransition(finished)
                              })
    }
}

/// The seed's SecondViewController delegate methods, as an object: assign it as the presented
/// controller's `transitioningDelegate` and keep it alive (the property is weak), e.g. in a
/// stored property of that controller.
public final class PopTransitioningDelegate: ViewControllerTransitioningDelegate {
    public init() {}

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> AnimatedTransitioning? {
        PopTransition(animationType: .present)
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        PopTransition(animationType: .dismiss)
    }
}
