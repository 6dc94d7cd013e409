import Motion

/// UIViewControllerTransitioningDelegate: vends the objects that animate and drive a
/// presentation or dismissal. Every method is optional.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> AnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}

/// UIViewControllerAnimatedTransitioning.
public protocol AnimatedTransitioning: AnyObject {
    /// Seconds.
    func transitionDuration(using transitionContext: TransitionContext?) -> Double
    func animateTransition(using transitionContext: TransitionContext)
    func animationEnded(_ transitionCompleted: Bool)
    /// Segue's addition: a click at `point` (window points), or Esc (nil), while this
    /// non-interactive transition runs. Return true when the transition took it and acted (for
    /// example reversed in its own way); false lets the coordinator reverse every animator the
    /// transition started (`TransitionCoordinator.reverseTransition`).
    func interruptTransition(using transitionContext: TransitionContext, at point: CGPoint?) -> Bool
}

extension AnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptTransition(using transitionContext: TransitionContext, at point: CGPoint?) -> Bool { false }
}

/// UIViewControllerInteractiveTransitioning.
public protocol InteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: TransitionContext)
}

/// The key of a controller or view in a transition, as UITransitionContextViewControllerKey.
public enum TransitionContextKey: Hashable { case from, to }
