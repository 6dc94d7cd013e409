import Motion

extension TransitionCoordinator {
    /// Whether a press now belongs to the transition in flight rather than to the views: an
    /// animated transition runs on its own (no gesture of the app drives it), or a press
    /// already holds it. Such presses go to the grab recognizer alone (see `Window+Touches`).
    public var takesPresses: Bool {
        guard let context, context.isAnimated else { return false }
        return !context.isInteractive || pressHolds
    }

    /// Keys and the wheel during a transition (presses come through the grab recognizer). Esc
    /// sends the transition back: a press holding it lets it go backwards, a gesture driving it
    /// ends, and one running on its own turns round from where it is drawn. Enter and Space,
    /// as a click, turn it round rather than queue a second one; Alt+Left or Back takes a push
    /// back. The wheel waits for the end. Returns true when the event was used up here.
    func intercept(_ timed: TimedInputEvent) -> Bool {
        guard let context else { return false }
        let event = timed.event
        if event.endsASettledTransition, completeIfSettled() { return false }
        switch event {
        case .key(.escape, _):
            if pressHolds {
                pressHolds = false
                context.driver.release(velocity: .zero, towardsEnd: false)
            } else if context.isInteractive {
                escapeInteractiveTransition()
            } else {
                interrupt(context, at: nil)
            }
            return true
        case let .key(key, modifiers) where !context.isInteractive && KeyPress(key, modifiers: modifiers).isActivation:
            interrupt(context, at: nil)
            return true
        case let .key(key, modifiers)
        where !context.isInteractive && KeyPress(key, modifiers: modifiers).isBack && context.isNavigation:
            // During a pop, which is going back already, it is used up.
            if context.isPresenting { context.driver.turnRound() }
            return true
        case .wheel:
            return !context.isInteractive
        default:
            return false
        }
    }

    /// A click at `point` (nil: a key) beside what the transition moves: offered to its
    /// animator, which may turn itself round; otherwise the driver turns the transition round.
    /// Either way the context heads back, so what comes next (a grab, a click on it) reads the
    /// way the transition now goes.
    private func interrupt(_ context: TransitionContext, at point: CGPoint?) {
        if context.animator?.interruptTransition(using: context, at: point) == true {
            context.turnRound()
        } else {
            context.driver.turnRound()
        }
    }

    /// The grab recognizer: a press takes the transition where it is drawn when it lands on what
    /// moves (its moves then drive it and its release lets it go at the hand's speed); beside
    /// it, the press turns the transition round.
    func handleGrab(_ recognizer: GestureRecognizer) {
        guard let grab = recognizer as? TransitionGrabGestureRecognizer, let context else { return }
        let location = grab.firstLocation
        switch grab.state {
        case .began:
            pressHolds = context.driver.take(at: location)
            if !pressHolds { interrupt(context, at: location) }
        case .changed:
            if pressHolds { context.driver.follow(TransitionInput(location: location)) }
        case .ended, .cancelled:
            guard pressHolds else { return }
            pressHolds = false
            // Where it lifted counts as its last move (a lift away from the last move moved it).
            if grab.state == .ended { context.driver.follow(TransitionInput(location: location)) }
            let velocity = grab.state == .ended ? grab.velocity : .zero
            context.driver.release(velocity: TransitionInputVelocity(location: velocity))
        case .possible, .failed:
            break
        }
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
        if !goingAway { context.driver.turnRound() }
    }

    /// Sends the transition in flight back the way it came, from where it is drawn and at the
    /// speed it has (`TransitionDriver.turnRound()`): a presentation taken back, a dismissal
    /// undone. Called again, it turns round again. Returns false when there is nothing to turn
    /// (no transition, one a hand holds, or nothing still moving).
    @discardableResult
    public func reverseTransition() -> Bool {
        guard let context, context.isAnimated else { return false }
        return context.driver.turnRound()
    }

    /// The transition's own animators, reversed: every one still running heads back from where
    /// it is, keeping a spring's velocity, and the transition is marked cancelled (turned again,
    /// completed once more). For a transition the driver does not move yet.
    func reverseAnimators() -> Bool {
        guard let context, !context.isInteractive, context.isAnimated else { return false }
        let running = activeTransitionAnimators()
        guard !running.isEmpty, context.turnRound() else { return false }
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
        guard let context, !context.isInteractive, window.animator.isSettled,
            context.driver.isWithinSettlingTolerance
        else { return !isTransitioning }
        context.driver.finishSettled()
        window.animator.finishSettledAnimators()
        return !isTransitioning
    }

    /// Everything that is wrong with the presentation state, or nothing when the app is at
    /// rest and consistent: no transition running or waiting; every presented controller
    /// linked both ways with its view in its own container in the window; no stray containers;
    /// no view that a transition hid left hidden (but one it keeps hidden, see
    /// `TransitionContext.keepHiddenUntilDismissal(_:)`, while what it opened is shown); every
    /// navigation stack at rest (its top page alone and in place, its bar on that page).
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
        problems += hiddenViewViolations(covered: coveredHosts())
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
    var endsASettledTransition: Bool {
        switch self {
        case .pointerDown, .pointerUp, .fingerDown, .fingerUp, .wheel, .key: return true
        case .pointerMove, .fingerMove, .pointerCancel, .resize, .quit: return false
        }
    }
}
