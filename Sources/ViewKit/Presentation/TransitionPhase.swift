import Motion

/// Where a transition in flight stands: the one record of whether a gesture drives it, a press
/// holds it, or it runs on its animators, and which end it is heading for.
///
/// Every change of phase goes through `TransitionContext.enter(_:)`, and these are all of them:
///
/// | from | to | by |
/// |---|---|---|
/// | (start) | `.interactive(towardsEnd: true)` | an interaction controller that wants an interactive start |
/// | (start) | `.animating(towardsEnd: true)` | any other start |
/// | `.interactive` | `.animating(towardsEnd: true)` | `finishInteractiveTransition()` |
/// | `.interactive` | `.animating(towardsEnd: false)` | `cancelInteractiveTransition()` |
/// | `.animating` | `.interactive` (same heading) | `pauseInteractiveTransition()` |
/// | `.animating` | `.animating` (heading turned round) | a click or Esc (`reverseTransition()`) |
/// | `.animating` | `.held` | a press on what the transition moves (a grab) |
/// | `.held` | `.animating` (heading from the release) | the grab's release, or Esc |
/// | any | `.ended` | `completeTransition(_:)` |
///
/// Nothing leaves `.ended`.
public enum TransitionPhase: Equatable, CustomStringConvertible {
    /// Runs on its animators towards its end (`towardsEnd`) or back to its start (it will end
    /// not completed).
    case animating(towardsEnd: Bool)
    /// A gesture drives it through its interaction controller; `towardsEnd` is where it was
    /// heading when the gesture took it.
    case interactive(towardsEnd: Bool)
    /// A press holds it where it is drawn; `towardsEnd` is where it was heading when pressed.
    case held(towardsEnd: Bool)
    /// It completed (`completed` true) or ended cancelled.
    case ended(completed: Bool)

    /// The end it is heading for: true for its end, false for its start (cancelled).
    public var isTowardsEnd: Bool {
        switch self {
        case let .animating(towardsEnd), let .interactive(towardsEnd), let .held(towardsEnd): return towardsEnd
        case let .ended(completed): return completed
        }
    }

    /// True while a gesture drives it.
    public var isInteractive: Bool {
        if case .interactive = self { return true }
        return false
    }

    /// True while a press holds it.
    public var isHeld: Bool {
        if case .held = self { return true }
        return false
    }

    /// Whether the table above allows moving from this phase to `next`.
    public func allows(_ next: TransitionPhase) -> Bool {
        switch (self, next) {
        case (.ended, _): return false
        case (_, .ended): return true
        case (.interactive, .animating), (.animating, .interactive), (.animating, .animating),
            (.animating, .held), (.held, .animating):
            return true
        case (.interactive, .interactive), (.interactive, .held), (.held, .held), (.held, .interactive):
            return false
        }
    }

    public var description: String {
        let heading = isTowardsEnd ? "towards its end" : "back to its start"
        switch self {
        case .animating: return "animating \(heading)"
        case .interactive: return "driven by a gesture, \(heading)"
        case .held: return "held by a press, \(heading)"
        case let .ended(completed): return completed ? "completed" : "ended cancelled"
        }
    }
}
