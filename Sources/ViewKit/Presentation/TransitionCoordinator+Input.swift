import Motion

extension TransitionCoordinator {
    /// Input during a transition. An interactive one lets it through to the views (the gesture
    /// driving it needs it). A press on what a grabbable transition moves holds it (see
    /// `beginGrab`), and the moves and release that follow drag and let go of it. A transition whose motion is within a point of its end never holds
    /// input back: it completes at once and the input is handled as at rest. Otherwise a click
    /// is offered to the animator, which may take it (the card reverses its own way); if it does
    /// not, the click, like Esc, sends the transition back the way it came from where it is
    /// (again, and it turns round again). Moves, releases and the wheel wait for the end; other
    /// keys pass. Returns true when the event was handled here.
    func intercept(_ timed: TimedInputEvent) -> Bool {
        if let grab { return continueGrab(grab, with: timed) }
        let event = timed.event
        if case .key(.escape, _) = event, context?.isInteractive == true {
            escapeInteractiveTransition()
            return true
        }
        guard let context, !context.isInteractive else { return false }
        if event.endsASettledTransition, completeIfSettled() { return false }
        switch event {
        case let .pointerDown(p):
            if beginGrab(at: p, time: timed.time) { return true }
            if context.animator?.interruptTransition(using: context, at: p) != true { reverseTransition() }
            return true
        case .key(.escape, _):
            // Queued, it would play a whole second transition once this one ends.
            if context.animator?.interruptTransition(using: context, at: nil) != true { reverseTransition() }
            return true
        case let .key(key, modifiers) where KeyPress(key, modifiers: modifiers).isActivation:
            // Enter or Space is a click on the focused item: as a click does, it sends the
            // transition back rather than queue a second one behind it.
            if context.animator?.interruptTransition(using: context, at: nil) != true { reverseTransition() }
            return true
        case let .key(key, modifiers) where KeyPress(key, modifiers: modifiers).isBack && context.isNavigation:
            // Alt+Left or Back during a push takes it back, as Esc does; during a pop, which
            // is going back already, it is used up.
            if context.isPresenting { reverseTransition() }
            return true
        case .pointerUp:
            // A touch that began before the transition still ends: its release is not lost.
            return window.activeTouch == nil
        case .pointerMove, .wheel:
            return true
        case .pointerCancel, .key, .resize, .quit:
            return false
        case .fingerDown, .fingerMove, .fingerUp:
            return false  // the window offers a finger as the pointer event it stands for
        }
    }

    /// Whether a finger other than the one standing for the pointer is held back: while a press
    /// holds a transition or one animates on its own, such a finger neither lands (`down`) nor
    /// moves; its release still reaches the touch it had.
    func holdsBackExtraFinger(down: Bool) -> Bool {
        grab != nil || context.map { !$0.isInteractive } ?? false
    }

    /// Esc while a gesture drives the transition (the sheet dragged down): the gesture ends, as
    /// if the pointer left, and whatever it left the transition doing, the presented controller
    /// then goes away from where it is drawn, at the speed it has, as Esc does at rest. It is
    /// not queued behind the gesture.
    private func escapeInteractiveTransition() {
        window.cancelActiveTouch()
        // A handler that ignored the cancelled gesture left the transition interactive.
        settleAbandonedInteraction(towardsEnd: context.map { !$0.isPresenting })
        guard let context, !context.isInteractive else { return }
        let goingAway = context.isPresenting == context.transitionWasCancelled
        if !goingAway { reverseTransition() }
    }

    /// Sends the animated, non-interactive transition in flight back the way it came, from
    /// where it is and at the speed it has: every animator it started runs in reverse, and the
    /// transition is marked cancelled, so it ends not completed (a presentation taken back, a
    /// dismissal undone). Called again, it turns round again. Returns false when there is
    /// nothing to reverse (no transition, one a gesture drives or a press holds, or no
    /// animator still running).
    @discardableResult
    public func reverseTransition() -> Bool {
        guard let context, !context.isInteractive, context.isAnimated else { return false }
        let running = transitionAnimators.compactMap(\.animator).filter { $0.state == .active }
        guard !running.isEmpty else { return false }
        guard context.turnRound() else { return false }
        for animator in running { animator.isReversed.toggle() }
        return true
    }

    /// Keeps `animator` as one of the transition's, when one is in flight.
    func noteAnimatorStarted(_ animator: PropertyAnimator) {
        guard isTransitioning, !transitionAnimators.contains(where: { $0.animator === animator }) else { return }
        transitionAnimators.removeAll { $0.animator == nil }
        transitionAnimators.append(WeakAnimator(animator: animator))
    }

    /// When everything the window animates is within `SettlingTolerance` of where it ends,
    /// ends it there, so the transition in flight completes now rather than on its last
    /// invisible frames. Returns true when no transition is left in flight (a completion that
    /// starts the next leg of one leaves it in flight).
    @discardableResult
    public func completeIfSettled() -> Bool {
        guard isTransitioning, window.animator.isSettled else { return !isTransitioning }
        window.animator.finishSettledAnimators()
        return !isTransitioning
    }

    func viewDidHide(_ view: View) {
        guard isTransitioning, !(view is TransitionContainerView) else { return }
        if !hiddenDuringTransition.contains(where: { $0.view === view }) {
            hiddenDuringTransition.append(WeakView(view))
        }
    }

    /// Everything that is wrong with the presentation state, or nothing when the app is at
    /// rest and consistent: no transition running or waiting; every presented controller
    /// linked both ways with its view in its own container in the window; no stray containers;
    /// no view that a transition hid left hidden; every navigation stack at rest (its top page
    /// alone and in place, its bar on that page).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if isTransitioning { problems.append("a transition is still in flight") }
        if !queue.isEmpty { problems.append("\(queue.count) presentation request(s) still waiting") }
        var expectedContainers: [View] = []
        var controller = window.rootViewController
        while let presenter = controller, let presented = presenter.presentedViewController {
            let name = "\(type(of: presented))"
            if presented.presentingViewController !== presenter {
                problems.append("\(name) does not point back to its presenter")
            }
            guard let container = presented.presentationController?.containerView else {
                problems.append("\(name) is presented without a container")
                break
            }
            expectedContainers.append(container)
            if container.superview !== window { problems.append("\(name)'s container is not in the window") }
            if presented.view.superview !== container { problems.append("\(name)'s view is not in its container") }
            if presented.view.isHidden || container.isHidden { problems.append("\(name) is presented but hidden") }
            controller = presented
        }
        for view in window.subviews where view is TransitionContainerView {
            if !expectedContainers.contains(where: { $0 === view }) {
                problems.append("a stray transition container remains")
            }
        }
        for navigation in window.navigationControllersInTree { problems += navigation.restViolations() }
        let covered = coveredHosts()
        for entry in hiddenDuringTransition {
            guard let view = entry.view, view.window === window, view.isHidden else { continue }
            if covered.contains(where: { $0 === view }) { continue }
            problems.append("\(view.ancestryDescription) was hidden during a transition and is still hidden")
        }
        return problems
    }

    /// Host views of presenters that a full-screen presentation covers (hidden on purpose).
    private func coveredHosts() -> [View] {
        var hosts: [View] = []
        var controller = window.rootViewController
        while let presenter = controller, let presented = presenter.presentedViewController {
            if presented.presentationController?.shouldRemovePresentersView == true, let host = hostView(of: presenter)
            {
                hosts.append(host)
            }
            controller = presented
        }
        return hosts
    }

    /// Forgets hidden-view bookkeeping for views that are gone or shown again, keeping those
    /// still hidden for the rest check. Each transition's end does this too.
    public func clearRestingRecord() {
        hiddenDuringTransition.removeAll { $0.view == nil || $0.view?.isHidden == false }
    }
}

extension KeyPress {
    /// Enter, the keypad's Enter or Space, with no modifiers: what activates the focused view.
    var isActivation: Bool { modifiers.isEmpty && [.enter, .keypadEnter, .space].contains(key) }
    /// Alt+Left or Back: what pops a navigation stack.
    var isBack: Bool { (key == .left && modifiers == .alternate) || (key == .back && modifiers.isEmpty) }
}

extension TransitionContext {
    /// Whether this is a navigation controller's push or pop rather than a presentation.
    var isNavigation: Bool { presented.parent is NavigationController }
}

extension InputEvent {
    /// Input a person means to act with: it ends a transition's invisible tail. Moves do not
    /// (a hovering pointer would clip every transition by its last point).
    fileprivate var endsASettledTransition: Bool {
        switch self {
        case .pointerDown, .pointerUp, .fingerDown, .fingerUp, .wheel, .key: return true
        case .pointerMove, .fingerMove, .pointerCancel, .resize, .quit: return false
        }
    }
}
