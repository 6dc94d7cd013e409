import Motion

/// Pushes and pops run through the coordinator as presentations and dismissals do: one at a
/// time, with the same interruption, grab and rest rules. A push is shaped as a presentation
/// of the new page over the old one in the navigation controller's page container, a pop as a
/// dismissal of the top page, so animators written for either read the context the same way.
extension TransitionCoordinator {
    func beginNavigation(_ request: NavigationRequest) {
        guard let navigation = request.navigation else { return }
        let before = navigation.shownStack
        guard let after = request.change.applied(to: before), let from = before.last, let to = after.last,
            navigation.isViewLoaded, navigation.view.window === window
        else {
            return navigation.endChange(showing: request.change.applied(to: navigation.shownStack), animated: false)
        }
        guard request.animated, from !== to else { return navigation.endChange(showing: after, animated: false) }
        let operation: NavigationOperation = before.contains { $0 === to } ? .pop : .push
        let container = navigation.contentView
        let presentation = PresentationController(
            presentedViewController: operation == .push ? to : from,
            presenting: operation == .push ? from : to, removesPresentersView: true)
        presentation.containerView = container
        navigation.adoptForTransition(after)
        to.view.bounds = CGRect(origin: .zero, size: container.bounds.size)
        to.view.center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        let animator =
            navigation.delegate?.navigationController(
                navigation, animationControllerFor: operation, from: from, to: to)
            ?? NavigationSlideAnimator(operation: operation)
        let context = TransitionContext(
            container: container, from: from, to: to, presenting: operation == .push, animated: true,
            presentationController: presentation)
        let interaction =
            request.interaction
            ?? navigation.delegate?.navigationController(navigation, interactionControllerFor: animator)
        var barEnds: (start: () -> Void, end: () -> Void)?
        begin(
            Launch(
                context: context, animator: animator, interaction: interaction,
                willBegin: {
                    navigation.delegate?.navigationController(navigation, willShow: to, animated: true)
                    from.viewWillDisappear(true)
                    to.viewWillAppear(true)
                    barEnds = navigation.navigationBar.beginTransition(
                        operation, to: to.navigationItem, backTitle: navigation.backTitle(below: to, in: after),
                        fadingOnly: self.reducingMotion(animator, interaction: interaction) !== animator)
                },
                end: { [unowned self, weak navigation] context, completed in
                    self.endNavigation(
                        context, navigation: navigation, before: before, after: after, completed: completed)
                }))
        if let barEnds, let lead = context.animator {
            startBarMotion(barEnds, of: navigation, leadBy: lead, in: context, interaction: interaction)
        }
    }

    /// Runs the bar's items on the pages' own timing (the animator the transition vends for
    /// grabs, when it does), so titles and pages arrive together; a gesture scrubs both.
    private func startBarMotion(
        _ ends: (start: () -> Void, end: () -> Void), of navigation: NavigationController,
        leadBy transition: AnimatedTransitioning,
        in context: TransitionContext, interaction: InteractiveTransitioning?
    ) {
        guard isTransitioning else { return }
        let lead = transition.interruptibleAnimator(using: context)
        let animator = PropertyAnimator(
            duration: lead?.duration ?? transition.transitionDuration(using: context),
            timingParameters: lead?.timingParameters ?? CubicTimingParameters(animationCurve: .easeInOut))
        animator.addAnimations(ends.end)
        navigation.navigationBar.motionAnimator = animator
        context.companionMotion = TransitionCompanionMotion(
            animator: animator, applyStart: ends.start, applyEnd: ends.end)
        start(riding: animator, in: context, interaction: interaction)
    }

    private func endNavigation(
        _ context: TransitionContext, navigation: NavigationController?, before: [ViewController],
        after: [ViewController], completed: Bool
    ) {
        let from = context.from, to = context.to
        finishAlongside(context, completed: completed)
        navigation?.navigationBar.endTransition(completed: completed)
        let container = context.containerView
        let (gone, shown) = completed ? (from, to) : (to, from)
        gone.view.removeFromSuperview()
        if shown.view.superview !== container { container.addSubview(shown.view) }
        if completed {
            navigation?.endChange(showing: after, animated: true)
            from.viewDidDisappear(true)
            to.viewDidAppear(true)
            if let navigation { navigation.delegate?.navigationController(navigation, didShow: to, animated: true) }
        } else {
            // UIKit's order for a cancelled swipe: the page that was leaving appears again, the
            // one that was coming disappears, each with a will and a did.
            navigation?.endChange(showing: before, animated: true)
            from.viewWillAppear(true)
            to.viewWillDisappear(true)
            to.viewDidDisappear(true)
            from.viewDidAppear(true)
        }
        context.animator?.animationEnded(completed)
        // Only a transition that completed changed the screen: one a gesture gave up announces
        // nothing, and neither does any frame before the end.
        if completed { window.transitionDidChangeScreen() }
        transitionEnded()
    }
}
