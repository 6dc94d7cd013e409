import Motion

extension TransitionCoordinator {
    /// True while a press holds the transition in flight.
    public var isGrabbingTransition: Bool { grab != nil }

    /// A press at `point` during an animated transition whose animator vends an interruptible
    /// animator: when it lands on the view the animator says it grabs, where that view is
    /// drawn, every animator of the transition stops there and the press holds it. Returns
    /// false when the press grabs nothing.
    func beginGrab(at point: CGPoint, time: Double) -> Bool {
        guard let context, let transition = context.animator,
              let animator = transition.interruptibleAnimator(using: context), animator.state == .active,
              let view = transition.grabbedView(using: context, at: point) else { return false }
        let others = transitionAnimators.compactMap(\.animator)
        guard let held = TransitionGrab(animator: animator, others: others, view: view, pointer: point, time: time,
                                        viewport: window.bounds.size) else { return false }
        grab = held
        return true
    }

    /// Input while a press holds the transition: moves drag it, the release (or anything that
    /// ends the press) lets it go. Returns true when the event was used up here.
    func continueGrab(_ held: TransitionGrab, with timed: TimedInputEvent) -> Bool {
        switch timed.event {
        case let .pointerMove(p):
            held.move(to: p, time: timed.time)
            return true
        case let .pointerUp(p):
            held.move(to: p, time: timed.time)
            releaseGrab(held, at: timed.time, forcing: nil)
            return true
        case .pointerCancel, .wheel:
            releaseGrab(held, at: timed.time, forcing: nil)
            return true
        case .key(.escape):
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
        case .key:
            return false
        }
    }

    /// Lets the held transition go: on to its end or back to its start, as `forcing` says or
    /// else as its animator (or the momentum projection) decides from the release.
    private func releaseGrab(_ held: TransitionGrab, at time: Double, forcing: Bool?) {
        grab = nil
        let release = held.release(at: time)
        var finish = forcing ?? (release.projectedFractionComplete > 0.5)
        if forcing == nil, let context, let decided = context.animator?.shouldFinish(using: context, release: release) {
            finish = decided
        }
        context?.transitionWasCancelled = !finish
        let lag = window.animator.lastFrameTime.map { max(0, time - $0) } ?? 0
        held.resume(finishing: finish, release: release, lag: lag)
    }
}
