import Foundation

/// The arena past the last lift: recognizers that hold their decision until a deadline on the
/// frame clock (GestureRecognizer+Deadline), and the ones waiting for them, stay here across
/// touch sequences until they decide; deadlines pass in time order, each at its own time.
extension TouchDispatcher {
    /// The most deadlines passed in one call: a hook that keeps setting deadlines already due
    /// cannot hang the window; what is left passes at the next event or frame.
    static let deadlinesPerPass = 64
    /// Seconds: a deadline this close after a time counts as at it, so that one landing on a
    /// frame's time in exact arithmetic (a tap lifted on a 60 Hz frame, plus 0.3 s, is 18 frames
    /// on) passes at that frame whatever the last bit of a sum of frame steps says.
    static let deadlineTolerance = 1e-9

    /// Seconds on the frame clock: the earliest deadline of a recognizer still deciding.
    var nextDeadline: Double? {
        recognizers.lazy.filter { $0.state == .possible }.compactMap(\.decisionDeadline).min()
    }

    /// Whether `r`, waiting to begin, waits for a recognizer that holds, or may still hold, its
    /// decision: one still deciding with a deadline set.
    func waitsForHeldDecision(_ r: GestureRecognizer) -> Bool {
        requirements(of: r).contains { $0.state == .possible && $0.decisionDeadline != nil }
    }

    /// Calls `decisionDeadlinePassed()` on each recognizer still deciding whose deadline is at
    /// or before `time` (seconds on the frame clock, to `deadlineTolerance`), earliest first and, for equal times, in
    /// the order they joined; `willPass` is told each deadline's time first, so that what the
    /// hook and the targets start moving starts then. The rules run after each.
    func passDeadlines(through time: Double, willPass: (Double) -> Void) {
        for _ in 0..<Self.deadlinesPerPass {
            var earliest: (recognizer: GestureRecognizer, deadline: Double)?
            for r in recognizers where r.state == .possible {
                guard let deadline = r.decisionDeadline, deadline <= time + Self.deadlineTolerance else { continue }
                if deadline < earliest?.deadline ?? .infinity { earliest = (r, deadline) }
            }
            guard let (r, deadline) = earliest else { return }
            r.decisionDeadline = nil
            willPass(deadline)
            failLingeringOffWindow()
            if r.state == .possible { r.decisionDeadlinePassed() }
            resolve()
            sweep()
        }
    }

    /// Settles the recognizers whose touches have all lifted but that lingered: one still
    /// deciding with no deadline has failed (as at its last lift), and one waiting for others
    /// fails once none of them is still deciding. The arena closes as a whole: a decided one is
    /// reset for the next sequence only when none it competes with still lingers, so a single
    /// tap that failed with the double tap it waited for takes no tap of a triple tap still
    /// deciding.
    func sweep() {
        let idle = recognizers.filter { r in !r.touches.isEmpty && !r.touches.contains(where: \.isDown) }
        guard !idle.isEmpty else { return }
        failLingeringOffWindow()
        for r in idle where r.state == .possible && r.decisionDeadline == nil { fail(r) }
        resolve()
        for r in idle where r.isWaitingToBegin && !requirements(of: r).contains(where: { $0.state == .possible }) {
            fail(r)
        }
        let done = idle.filter { r in
            !r.lingers && !recognizers.contains { $0.lingers && $0.competes(with: r) }
        }
        recognizers.removeAll { r in done.contains { $0 === r } }
        for r in done { r.resetForNextTouch() }
    }

    /// Fails each lingering recognizer whose view has left the window (a page dismissed between
    /// two taps): as UIKit cancels the gestures of a view taken out, it decides nothing more,
    /// and a single tap waiting on a double tap there does not fire after its page is gone.
    private func failLingeringOffWindow() {
        for r in recognizers where r.lingers && r.view?.window == nil && !r.touches.contains(where: \.isDown) {
            fail(r)
        }
    }

    /// Ends the held sequence of each of `resumed` that failed on the touch that went on with
    /// it (too late, too far for a next tap): once the ones waiting for it have decided, it is
    /// reset, to take the touch afresh with the others.
    func restartFailedSequences(_ resumed: [GestureRecognizer]) {
        let failed = resumed.filter { $0.state == .failed && $0.touches.count == 1 }
        guard !failed.isEmpty else { return }
        resolve()
        recognizers.removeAll { r in failed.contains { $0 === r } }
        for r in failed { r.resetForNextTouch() }
        sweep()
    }
}
