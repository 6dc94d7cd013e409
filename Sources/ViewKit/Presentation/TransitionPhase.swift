import Motion

/// Where a transition in flight stands: the one record of whether a hand holds it (a gesture
/// driving it, a press that took it) or it moves on its own (its animators, or its driver's
/// spring), and which end it is heading for.
///
/// The context changes it in one guarded step, which refuses any move the table below does not
/// list; these are all of them:
///
/// | from | to | by |
/// |---|---|---|
/// | (start) | `.interactive(towardsEnd: true)` | an interaction controller that wants an interactive start |
/// | (start) | `.animating(towardsEnd: true)` | any other start |
/// | `.animating` | `.interactive` (same heading) | a hand takes it (`TransitionDriver.take(at:)`, `pause()`, `setProgress(_:)`) |
/// | `.interactive` | `.animating` (the heading its release decides) | the hand lets go (`TransitionDriver.release`) |
/// | `.animating` | `.animating` (heading turned round) | a click beside it, Esc (`TransitionDriver.turnRound()`) |
/// | any | `.ended` | `completeTransition(_:)` |
///
/// Nothing leaves `.ended`.
public enum TransitionPhase: Equatable, CustomStringConvertible {
    /// Moves on its own (its animators, or its driver's spring) towards its end (`towardsEnd`)
    /// or back to its start (it will end not completed).
    case animating(towardsEnd: Bool)
    /// A hand holds it: a gesture drives it, or a press took it; `towardsEnd` is where it was
    /// heading when the hand took it.
    case interactive(towardsEnd: Bool)
    /// It completed (`completed` true) or ended cancelled.
    case ended(completed: Bool)

    /// The end it is heading for: true for its end, false for its start (cancelled).
    public var isTowardsEnd: Bool {
        switch self {
        case let .animating(towardsEnd), let .interactive(towardsEnd): return towardsEnd
        case let .ended(completed): return completed
        }
    }

    /// True while a hand holds it.
    public var isInteractive: Bool {
        if case .interactive = self { return true }
        return false
    }

    /// Whether the table above allows moving from this phase to `next`.
    public func allows(_ next: TransitionPhase) -> Bool {
        switch (self, next) {
        case (.ended, _): return false
        case (_, .ended): return true
        case (.interactive, .animating), (.animating, .interactive), (.animating, .animating): return true
        case (.interactive, .interactive): return false
        }
    }

    public var description: String {
        let heading = isTowardsEnd ? "towards its end" : "back to its start"
        switch self {
        case .animating: return "animating \(heading)"
        case .interactive: return "held by a hand, \(heading)"
        case let .ended(completed): return completed ? "completed" : "ended cancelled"
        }
    }
}
