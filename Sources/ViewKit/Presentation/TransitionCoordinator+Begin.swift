import Motion

/// The one start of every transition: a presentation, a dismissal, a push and a pop each set
/// up their own views and controllers, then hand the rest to `begin(_:)`, which owns what they
/// share: the context's place in the coordinator, the touch rule, the will-callbacks' moment,
/// the end handler and the animator's start.
extension TransitionCoordinator {
    /// What one kind of transition hands to `begin(_:)`.
    struct Launch {
        let context: TransitionContext
        /// nil: the transition is not animated and completes at once.
        let animator: AnimatedTransitioning?
        /// The interaction controller a gesture drives the transition with, if any.
        let interaction: InteractiveTransitioning?
        /// The kind's will-callbacks (`viewWillAppear` and the like), in its own order.
        let willBegin: () -> Void
        /// The kind's end: views put in place, links made or cut, did-callbacks.
        let end: (TransitionContext, Bool) -> Void
    }

    /// Starts `launch`'s transition. The touch rule, the same for every kind: a transition an
    /// interaction controller drives keeps the touch under way, whose gesture goes on sending
    /// the moves and the release that drive it (a drag up that presents, a drag down that
    /// dismisses, a back swipe); any other transition ends that touch cleanly (its gestures
    /// see it cancelled), as UIKit cancels touches when a transition begins.
    func begin(_ launch: Launch) {
        let context = launch.context
        let animator = reducingMotion(launch.animator, interaction: launch.interaction)
        context.animator = animator
        context.interaction = launch.interaction
        setContext(context)
        if launch.interaction == nil { window.cancelActiveTouch() }
        launch.willBegin()
        // The context keeps this handler: capturing it strongly would make a cycle that only
        // completing breaks, and an app closed mid-transition never completes.
        let end = launch.end
        context.onComplete = { [unowned context] completed in end(context, completed) }
        guard let animator else { return context.completeTransition(true) }
        start(context, animator: animator, interaction: launch.interaction)
    }

    /// Reduce Motion: while the window prefers it, a transition that no gesture drives (no
    /// interaction controller) fades (`CrossFadeAnimator`) instead of running `animator`,
    /// which is then never started. One a gesture drives keeps its animator, which the gesture
    /// moves 1:1.
    func reducingMotion(_ animator: AnimatedTransitioning?, interaction: InteractiveTransitioning?)
        -> AnimatedTransitioning?
    {
        guard let animator, interaction == nil, window.prefersReducedMotion else { return animator }
        return animator as? CrossFadeAnimator ?? CrossFadeAnimator(replacing: animator)
    }

    private func start(
        _ context: TransitionContext, animator: AnimatedTransitioning, interaction: InteractiveTransitioning?
    ) {
        if interaction?.wantsInteractiveStart == true { context.enter(.interactive(towardsEnd: true)) }
        run(context, interaction: interaction) {
            if let interaction {
                interaction.startInteractiveTransition(context)
            } else {
                animator.animateTransition(using: context)
            }
        }
    }

    /// The gesture driving an interactive transition is over (its touch ended or was cancelled)
    /// and left the transition interactive: a handler that ignores `.cancelled`, or a pointer
    /// lost. Left so, it would stay held for good. It goes on, from where it is drawn, to
    /// `towardsEnd` when given, else to the end it is nearer.
    func settleAbandonedInteraction(towardsEnd: Bool? = nil) {
        guard let context, context.isInteractive, !pressHolds, window.activeTouches.isEmpty,
            context.interaction is PercentDrivenInteractiveTransition || context.driver.isDriving
        else { return }
        context.driver.release(
            progressVelocity: 0, towardsEnd: towardsEnd ?? (context.driver.progress > 0.5))
    }
}
