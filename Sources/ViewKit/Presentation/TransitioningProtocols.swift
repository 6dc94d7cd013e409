import Motion

/// UIViewControllerTransitioningDelegate: vends the objects that animate and drive a
/// presentation or dismissal. Every method is optional.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        nil
    }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
}

/// UIViewControllerAnimatedTransitioning.
public protocol AnimatedTransitioning: AnyObject {
    /// Seconds.
    func transitionDuration(using transitionContext: TransitionContext?) -> Double
    func animateTransition(using transitionContext: TransitionContext)
    /// Called once the transition has ended, after the context's `completeTransition`. Also
    /// called with false, and no `completeTransition`, when the window goes away while the
    /// transition still runs: drop every view, animator and closure kept for it here, as what
    /// it holds would otherwise keep the window's controllers and views alive.
    func animationEnded(_ transitionCompleted: Bool)
    /// Segue's addition: a click at `point` (window points), or Esc (nil), while this
    /// transition runs on its own. Return true when the transition turned itself round in its
    /// own way (reversed its running animators, say): the context then heads back to where it
    /// started, as `TransitionContext.phase` says. Return false (the default) to let the driver
    /// turn the transition round, from where it is drawn (`TransitionDriver.turnRound()`).
    func interruptTransition(using transitionContext: TransitionContext, at point: CGPoint?) -> Bool
    /// UIKit's interruptible animator: the animator that carries the transition's motion, from
    /// 0 (where it starts) to 1 (where it ends). Returning one makes the transition grabbable
    /// at any frame through the default path (`AnimatorPath`): the driver pauses it, scrubs it
    /// under the pointer and springs it on from the release. nil (the default) leaves a press
    /// turning the transition round, unless `transitionPath(using:)` says otherwise.
    func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator?
    /// Segue's addition, for the default path: the view a press at `point` (window points, hit
    /// against what is drawn) grabs, which then stays under the pointer; nil for a press
    /// elsewhere, which turns the transition round. Asked only when `interruptibleAnimator`
    /// returns one.
    func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View?
    /// Segue's addition, for the default path: whether a transition let go as `release` says
    /// runs on to its end (true) or goes back to its start (false). nil (the default) lets the
    /// driver decide: a click keeps the heading; otherwise the end when the projected progress
    /// passes one half.
    func shouldFinish(using transitionContext: TransitionContext, release: TransitionRelease) -> Bool?
    /// Segue's addition: how the transition's motion is described to its driver
    /// (`TransitionPath`). The default scrubs `interruptibleAnimator` (`AnimatorPath`), or is
    /// nil when there is none. Return a path of your own for motion that one progress cannot
    /// follow (a view carried in two dimensions while it shrinks).
    func transitionPath(using transitionContext: TransitionContext) -> TransitionPath?
    /// Segue's addition, for Reduce Motion: the window cross-fades this transition
    /// (`CrossFadeAnimator`) instead of calling `animateTransition(using:)`; the fade starts
    /// next. Fade here, alongside it (`TransitionCoordinator.animate(alongsideTransition:)`),
    /// what this animator would have taken away (a backdrop of its own). Does nothing by default.
    func transitionWillCrossFade(using transitionContext: TransitionContext)
    /// Segue's addition, for Reduce Motion: the cross-fade that stood in for this animator has
    /// just ended, `completed` or sent back; `animationEnded(_:)` follows. Set up here what the
    /// animation's own end would have (the gestures that dismiss what was presented, say).
    /// Does nothing by default.
    func transitionDidCrossFade(using transitionContext: TransitionContext, completed: Bool)
}

extension AnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptTransition(using transitionContext: TransitionContext, at point: CGPoint?) -> Bool { false }
    public func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { nil }
    public func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View? { nil }
    public func shouldFinish(using transitionContext: TransitionContext, release: TransitionRelease) -> Bool? {
        nil
    }
    public func transitionPath(using transitionContext: TransitionContext) -> TransitionPath? {
        guard let animator = interruptibleAnimator(using: transitionContext) else { return nil }
        return AnimatorPath(
            animator: animator, viewport: transitionContext.containerView.window?.bounds.size ?? .zero,
            grabbedView: { [weak self, weak transitionContext] point in
                guard let self, let transitionContext else { return nil }
                return self.grabbedView(using: transitionContext, at: point)
            },
            shouldFinish: { [weak self, weak transitionContext] release in
                guard let self, let transitionContext else { return nil }
                return self.shouldFinish(using: transitionContext, release: release)
            })
    }
    public func transitionWillCrossFade(using transitionContext: TransitionContext) {}
    public func transitionDidCrossFade(using transitionContext: TransitionContext, completed: Bool) {}
}

/// UIViewControllerInteractiveTransitioning.
public protocol InteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: TransitionContext)
    /// UIKit's `wantsInteractiveStart`: false starts the transition animating (not interactive)
    /// though it has this interaction controller, which may pause it into interaction later
    /// (`TransitionContext.pauseInteractiveTransition()`). Defaults to true.
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    public var wantsInteractiveStart: Bool { true }
}

/// The key of a controller or view in a transition, as UITransitionContextViewControllerKey.
public enum TransitionContextKey: Hashable { case from, to }
