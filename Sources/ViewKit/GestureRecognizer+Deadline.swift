import Foundation

/// Holding a decision: a recognizer that needs time to decide, as UIKit's double tap and long
/// press do, and Flutter's arena allows with `hold`, `release` and `sweep`.
///
/// A subclass sets `decisionDeadline` (seconds on the window's frame clock, the clock of
/// `Touch.timestamp`) and overrides `decisionDeadlinePassed()`:
///
/// - While its touches are down, the deadline is a timer: a long press sets it to the press's
///   time plus its `minimumPressDuration` and recognizes in the hook.
/// - At its last lift, a recognizer still `.possible` with a deadline set holds its decision
///   instead of failing. It keeps the lifted touch (where `location(in:)` reads it), and the
///   next touch on its view goes on with its sequence: a double tap's second tap. It fails when
///   its deadline passes (the default hook), unless it decided first.
/// - A recognizer that recognized but must wait for one holding its decision
///   (`require(toFail:)`, `shouldBeRequiredToFail(by:)`) waits across the sequences with it:
///   it begins, with the touch it recognized on, once that one fails, and fails if that one
///   recognizes. A single tap that requires a double tap to fail thus fires once the double
///   tap's interval has passed with no second tap, and never on the first tap of a double tap.
///
/// Deadlines pass deterministically on the frame clock: before the window handles an input
/// event at time t, every deadline at or before t (to the nanosecond, so that one landing on a
/// frame's time in exact arithmetic passes at that frame) passes, earliest first (in the order the
/// recognizers joined, for equal times); then, after the event, those it set at or before t;
/// and each frame at time `now` (`WindowAnimator.advance(by:at:)`) passes those at or before
/// `now` before advancing anything. What a passing deadline starts moving starts at the
/// deadline's time. A frame that does not give its time passes none.
extension GestureRecognizer {
    /// True while every touch of the recognizer's sequence has lifted and it waits, still
    /// `.possible`, for its `decisionDeadline` or its next touch (a double tap between taps).
    public var isHoldingDecision: Bool {
        state == .possible && decisionDeadline != nil && !touches.isEmpty && !touches.contains(where: \.isDown)
    }

    /// Whether the recognizer stays in the window's arena once its touches have lifted: it holds
    /// its decision, or it recognized and waits for others to decide.
    var lingers: Bool {
        (state == .possible && decisionDeadline != nil) || (isWaitingToBegin && hasRecognized)
    }

    /// Whether the two compete for the same gesture: they hold a touch in common, or did before
    /// one holding its decision went on to a new touch.
    func competes(with other: GestureRecognizer) -> Bool {
        sharesTouch(with: other) || arenaPartners.contains { $0.value === other }
            || other.arenaPartners.contains { $0.value === self }
    }

    /// Makes the recognizer's held sequence go on with a new touch: the lifted touches go, and
    /// the recognizers that held them with it stay its partners, to compete with and wait for.
    func resumeHeldSequence(among recognizers: [GestureRecognizer]) {
        let lifted = touches.filter { !$0.isDown }
        for other in recognizers where other !== self && lifted.contains(where: { other.holds($0) }) {
            arenaPartners.append(WeakRecognizer(other))
            other.arenaPartners.append(WeakRecognizer(self))
        }
        touches.removeAll { !$0.isDown }
    }
}
