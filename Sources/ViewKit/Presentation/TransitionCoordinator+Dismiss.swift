import Motion

extension TransitionCoordinator {
    func beginDismissal(of controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard let presenting = controller.presentingViewController,
            let presentation = controller.presentationController,
            let container = presentation.containerView
        else { return }
        // Whatever the controller presents goes first, at once, as UIKit does.
        if let above = controller.presentedViewController {
            dismissImmediately(above)
        }
        if presentation.shouldRemovePresentersView { hostView(of: presenting)?.isHidden = false }
        let animator =
            animated
            ? controller.transitioningDelegate?.animationController(forDismissed: controller)
                ?? DefaultModalAnimator(presenting: false)
            : nil
        let context = TransitionContext(
            container: container, from: controller, to: presenting, presenting: false,
            animated: animated, presentationController: presentation)
        context.presentersPlace = placeOfView(of: presenting)
        let interaction = animator.flatMap {
            controller.transitioningDelegate?.interactionControllerForDismissal(using: $0)
        }
        begin(
            Launch(
                context: context, animator: animator, interaction: interaction,
                willBegin: {
                    presentation.dismissalTransitionWillBegin()
                    controller.viewWillDisappear(animated)
                    if presentation.shouldRemovePresentersView { presenting.viewWillAppear(animated) }
                },
                end: { [unowned self] context, completed in
                    self.endDismissal(context, completed: completed, completion: completion)
                }))
    }

    private func endDismissal(_ context: TransitionContext, completed: Bool, completion: (() -> Void)?) {
        let controller = context.from, presenting = context.to
        let presentation = context.presentationController
        finishAlongside(context, completed: completed)
        restorePresentersView(context)
        presentation.dismissalTransitionDidEnd(completed)
        if completed {
            unlink(controller, from: presenting, container: context.containerView)
            controller.viewDidDisappear(context.isAnimated)
            if presentation.shouldRemovePresentersView { presenting.viewDidAppear(context.isAnimated) }
        } else {
            if controller.view.superview !== context.containerView { context.containerView.addSubview(controller.view) }
            if presentation.shouldRemovePresentersView { hostView(of: presenting)?.isHidden = true }
        }
        context.animator?.animationEnded(completed)
        // Only a transition that completed changed the screen: one a gesture gave up announces
        // nothing, and neither does any frame before the end.
        if completed { window.transitionDidChangeScreen() }
        transitionEnded()
        if completed { completion?() }
    }

    /// Where the controller's view is in its superview, when it is in one.
    func placeOfView(of controller: ViewController) -> ViewPlace? {
        guard let superview = controller.view.superview,
            let index = superview.subviews.firstIndex(where: { $0 === controller.view })
        else { return nil }
        return ViewPlace(superview: superview, index: index)
    }

    /// Puts the presenting view back where it was, if the animator moved it (seed 004 adds it
    /// to the container, which goes when the dismissal ends; seed 000 removes it at the end of
    /// its presentation).
    func restorePresentersView(_ context: TransitionContext) {
        let presenting = context.isPresenting ? context.from : context.to
        guard let place = context.presentersPlace, let superview = place.superview,
            presenting.view.superview !== superview
        else { return }
        superview.insertSubview(presenting.view, at: min(place.index, superview.subviews.count))
    }

    /// Removes a presented controller (and what it presents) with no animation.
    private func dismissImmediately(_ controller: ViewController) {
        if let above = controller.presentedViewController { dismissImmediately(above) }
        guard let presenting = controller.presentingViewController,
            let presentation = controller.presentationController,
            let container = presentation.containerView
        else { return }
        if presentation.shouldRemovePresentersView { hostView(of: presenting)?.isHidden = false }
        presentation.dismissalTransitionWillBegin()
        presentation.dismissalTransitionDidEnd(true)
        unlink(controller, from: presenting, container: container)
        controller.viewDidDisappear(false)
    }
}
