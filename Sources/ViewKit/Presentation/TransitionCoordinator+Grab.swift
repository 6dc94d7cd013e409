import Motion

/// A press holding the transition in flight: scrubbed by the coordinator, or handled by the
/// transition itself.
enum ActiveGrab {
    case scrub(TransitionGrab)
    case handled(TransitionGrabHandling)
}

extension TransitionCoordinator {
    /// True while a press holds the transition in flight.
    public var isGrabbingTransition: Bool { grab != nil }

    /// A press at `point` during an animated transition whose animator vends an interruptible
    /// animator: when it lands on the view the animator says it grabs, where that view is
    /// drawn, every animator of the transition stops there and the press holds it. Returns
    /// false when the press grabs nothing.
    func beginGrab(at point: CGPoint, time: Double) -> Bool {
        guard let context, let transition = context.animator else { return false }
        let heading = context.phase.isTowardsEnd
        if let handler = transition.beginGrab(using: context, at: point, time: time) {
            (grab, grabPointer) = (.handled(handler), point)
            context.enter(.held(towardsEnd: heading))
            return true
        }
        guard let animator = transition.interruptibleAnimator(using: context), animator.state == .active,
            let view = transition.grabbedView(using: context, at: point)
        else { return false }
        let others = transitionAnimators.compactMap(\.animator)
        guard
            let held = TransitionGrab(
                animator: animator, others: others, view: view, pointer: point, time: time,
                viewport: window.bounds.size, wasFinishing: heading)
        else { return false }
        (grab, grabPointer) = (.scrub(held), point)
        context.enter(.held(towardsEnd: heading))
        return true
    }

    /// Hands the press under way to `handler`, as if it had pressed on what the transition in
    /// flight moves: a gesture that starts a transition by dragging (a zoom dragged off its
    /// page) passes its touch on this way. The views' gestures lose the touch (cancelled), and
    /// the moves and release that follow go to `handler`. `pointer`: where the pointer is now,
    /// window points. Returns false, doing nothing, when no animated transition is in flight
    /// or a press already holds it.
    @discardableResult
    public func holdTransition(with handler: TransitionGrabHandling, pointer: CGPoint) -> Bool {
        guard let context, !context.isInteractive, grab == nil else { return false }
        window.cancelActiveTouch()
        (grab, grabPointer) = (.handled(handler), pointer)
        context.enter(.held(towardsEnd: context.phase.isTowardsEnd))
        return true
    }

    /// Input while a press holds the transition: moves drag it, the release (or anything that
    /// ends the press) lets it go. Returns true when the event was used up here.
    func continueGrab(_ held: ActiveGrab, with timed: TimedInputEvent) -> Bool {
        switch timed.event {
        case let .pointerMove(p):
            move(held, to: p, time: timed.time)
            return true
        case let .pointerUp(p):
            // A release where the last move already was adds no motion, only a fake stop that
            // would bend the velocity fit (the pan does the same); the 40 ms rest rule covers
            // real stops.
            if p != grabPointer { move(held, to: p, time: timed.time) }
            releaseGrab(held, at: timed.time, forcing: nil)
            return true
        case .pointerCancel, .wheel:
            releaseGrab(held, at: timed.time, forcing: nil)
            return true
        case .key(.escape, _):
            // As a click on the backdrop: back where it came from, from where it is held.
            releaseGrab(held, at: timed.time, forcing: false)
            return true
        case .pointerDown:
            // The release of the press that grabbed was lost: let go, then take the new press.
            releaseGrab(held, at: timed.time, forcing: nil)
            return intercept(timed)
        case .resize, .quit:
            releaseGrab(held, at: timed.time, forcing: nil)
            return false
        case .key, .fingerDown, .fingerMove, .fingerUp:
            return false  // the window offers a finger as the pointer event it stands for
        }
    }

    /// The pointer moved to `point` (window points) at `time` (seconds): the held transition follows.
    private func move(_ held: ActiveGrab, to point: CGPoint, time: Double) {
        grabPointer = point
        switch held {
        case let .scrub(scrub): scrub.move(to: point, time: time)
        case let .handled(handler): handler.grabMoved(to: point, at: time)
        }
    }

    /// Lets the held transition go: on to its end or back to its start, as `forcing` says or
    /// else as its animator (or the momentum projection) decides from the release.
    private func releaseGrab(_ held: ActiveGrab, at time: Double, forcing: Bool?) {
        grab = nil
        switch held {
        case let .scrub(scrub): releaseScrub(scrub, at: time, forcing: forcing)
        case let .handled(handler):
            // The handler decides the way from the release; until it completes the transition,
            // it animates the way it was heading when pressed, or back when forced.
            if let context { context.enter(.animating(towardsEnd: forcing ?? context.phase.isTowardsEnd)) }
            handler.grabEnded(at: time, goingBack: forcing.map { !$0 })
        }
    }

    /// One rule for every grab: let go with no travel and no speed (a click), it goes on the way
    /// it was going when pressed, as the card and the zoom do; dragged, the animator (or the
    /// momentum projection, past half) decides; Esc forces the way back.
    private func releaseScrub(_ held: TransitionGrab, at time: Double, forcing: Bool?) {
        let release = held.release(at: time)
        var finish = forcing ?? (release.projectedFractionComplete > 0.5)
        if forcing == nil, release.isClick {
            finish = held.wasFinishing
        } else if forcing == nil, let context,
            let decided = context.animator?.shouldFinish(using: context, release: release)
        {
            finish = decided
        }
        context?.enter(.animating(towardsEnd: finish))
        held.resume(finishing: finish, release: release)
    }
}
