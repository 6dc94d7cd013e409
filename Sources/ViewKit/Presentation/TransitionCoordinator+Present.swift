import Motion

extension TransitionCoordinator {
    func beginPresentation(
        of controller: ViewController, from source: ViewController, animated: Bool,
        completion: (() -> Void)?
    ) {
        // As UIKit without definesPresentationContext: a child presents through its top-level
        // container, over whatever that already presents.
        var topLevel = source
        while let parent = topLevel.parent { topLevel = parent }
        let presenting = topLevel.topPresentedViewController
        guard controller.presentingViewController == nil, controller !== presenting,
            controller.parent == nil
        else { return }
        let style = controller.modalPresentationStyle
        let presentation =
            (style == .custom
                ? controller.transitioningDelegate?.presentationController(
                    forPresented: controller, presenting: presenting,
                    source: source) : nil)
            ?? PresentationController(
                presentedViewController: controller, presenting: presenting,
                removesPresentersView: style == .fullScreen)
        let container = makeContainer(for: presentation)
        presenting.presentedViewController = controller
        controller.presentingViewController = presenting
        controller.presentationController = presentation
        controller.loadViewIfNeeded()
        controller.view.frame = presentation.frameOfPresentedViewInContainerView

        let animator =
            animated
            ? controller.transitioningDelegate?.animationController(
                forPresented: controller, presenting: presenting,
                source: source) ?? DefaultModalAnimator(presenting: true)
            : nil
        let context = TransitionContext(
            container: container, from: presenting, to: controller, presenting: true,
            animated: animated, presentationController: presentation)
        context.presentersPlace = placeOfView(of: presenting)
        let interaction = animator.flatMap {
            controller.transitioningDelegate?.interactionControllerForPresentation(using: $0)
        }
        begin(
            Launch(
                context: context, animator: animator, interaction: interaction,
                willBegin: {
                    presentation.presentationTransitionWillBegin()
                    if presentation.shouldRemovePresentersView { presenting.viewWillDisappear(animated) }
                    controller.viewWillAppear(animated)
                },
                end: { [unowned self] context, completed in
                    self.endPresentation(context, completed: completed, completion: completion)
                }))
    }

    private func endPresentation(_ context: TransitionContext, completed: Bool, completion: (() -> Void)?) {
        let controller = context.to, presenting = context.from
        let presentation = context.presentationController
        finishAlongside(context, completed: completed)
        // An animator may take the presenting view out (seed 000 moves it into the container
        // and removes it at the end); UIKit keeps it in the window, hidden under a full screen.
        restorePresentersView(context)
        presentation.presentationTransitionDidEnd(completed)
        if completed {
            if controller.view.superview !== context.containerView { context.containerView.addSubview(controller.view) }
            if presentation.shouldRemovePresentersView { hostView(of: presenting)?.isHidden = true }
            controller.viewDidAppear(context.isAnimated)
            if presentation.shouldRemovePresentersView { presenting.viewDidDisappear(context.isAnimated) }
        } else {
            unlink(controller, from: presenting, container: context.containerView)
            controller.viewDidDisappear(context.isAnimated)
        }
        context.animator?.animationEnded(completed)
        // Only a transition that completed changed the screen: one a gesture gave up announces
        // nothing, and neither does any frame before the end.
        if completed { window.transitionDidChangeScreen() }
        transitionEnded()
        if completed { completion?() }
    }

    func makeContainer(for presentation: PresentationController) -> View {
        let container = TransitionContainerView(frame: window.bounds)
        container.autoresizingMask = .flexibleSize
        container.presentationController = presentation
        window.insertBelowOverlays(container)
        presentation.containerView = container
        return container
    }

    /// Undoes a presentation: views out, links cut.
    func unlink(_ controller: ViewController, from presenting: ViewController, container: View) {
        controller.view.removeFromSuperview()
        container.removeFromSuperview()
        presenting.presentedViewController = nil
        controller.presentingViewController = nil
        controller.presentationController = nil
    }

    /// The view in the window that shows `controller`: the root view, or its container.
    func hostView(of controller: ViewController) -> View? {
        if let container = controller.presentationController?.containerView { return container }
        return window.rootViewController === controller ? controller.view : nil
    }
}
