import ViewKit

/// Replaying a recording at the live window's own frame times (its `frame` and `idle` lines).
///
/// On the `--fps` grid a replay's frames fall at other times than the window's, and the frame
/// timer steps animations by other amounts (the live one starts afresh after every idle spell
/// and cuts a frame longer than 64 ms short): a press on content still moving (a list
/// gliding, a card in flight) then catches it somewhere else than the window did. At the
/// recorded times every animation step, and so every press, is the window's.
extension ScriptPlayer {
    /// Plays `step` at the recorded frame times when it belongs to them: a `frame` or `idle`
    /// line, and once there has been one, a timed event (held for the next `frame` line) or
    /// any other timed command (run at once, at the last frame's time, so no grid frame comes
    /// between two recorded ones). Returns false for a step played as without frame lines.
    func playAtRecordedFrames(_ step: InputScript.Step) throws -> Bool {
        if case let .frameTime(kind) = step.command {
            try playFrameTime(kind, at: step.time.map { startTime + $0 })
            return true
        }
        guard followsRecordedFrames, let time = step.time else { return false }
        if case let .input(event) = step.command {
            // Held even when the clock is at its time: the window handled an event stamped
            // with a frame's time only in the frame after it (`RecordingObserver` stamps after).
            input.queued.append(TimedInputEvent(event, at: startTime + time))
        } else {
            try perform(step.command)
        }
        return true
    }

    /// Runs a recorded frame at `time` (seconds on the player's clock; nil: the clock's time),
    /// handing it the events held since the last one, or resets the frame timer as the idle
    /// window did.
    func playFrameTime(_ kind: InputScript.FrameTime, at time: Double?) throws {
        if !followsRecordedFrames {
            followsRecordedFrames = true
            // The window's first frame came on a fresh timer; the player's first one (`begin`)
            // has gone before, which would make the recorded first step the few milliseconds
            // between the two instead of one nominal frame.
            app.becameIdle()
        }
        switch kind {
        case .idle:
            app.becameIdle()
        case .frame:
            // The clock never goes back: a frame line before a `wait` or `drag`'s end runs at once.
            // Set rather than advanced: the frame falls on the recorded time exactly.
            if let time, time > clock.now { clock.now = time }
            try frame()
        }
    }
}
