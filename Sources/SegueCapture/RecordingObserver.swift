import Motion
import SDLBackend
import SegueScript
import ViewKit

/// What the recording's frame driver does, written down as it happens: every event the app
/// handles, every frame it animates and every idle reset of its frame timer goes into the
/// recording, in the order the driver runs them, so a replay can step its frames where the
/// window did.
///
/// Events are written when the app handles them rather than when the window hands them out:
/// the file then holds each event before the frame that handled it, and an event the driver
/// collected but never handled (its last frame) is not in it.
public final class RecordingObserver: FrameObserver {
    /// The recording being written.
    public let recorder: ScriptRecorder
    /// The app's clock, which frame and idle lines are timed on.
    public let clock: FrameClock
    /// The first failure to write the recording, which stops the session.
    public private(set) var failure: Error?
    /// App-clock seconds of the last frame's animation step, nil before the first.
    public private(set) var lastFrameTime: Double?

    /// What the app shows, written after each `idle` line as a `state` line the replay checks
    /// (`InputScript.Command.expectState`); nil writes none.
    public var state: (() -> FinalState)?

    /// Writes into `recorder`, timing idle lines on `clock` (the app's).
    public init(recorder: ScriptRecorder, clock: FrameClock) { (self.recorder, self.clock) = (recorder, clock) }

    /// Writes `events`, each stamped after the last frame's time, and the app sees those times.
    /// SDL stamps an event in whole milliseconds when it pumps it, so one pumped just after a
    /// frame can carry a time up to 1 ms before that frame's; the replay gives each event to the
    /// first frame at or after its time, so such an event is moved to 1 µs after the frame.
    public func willHandle(_ events: inout [TimedInputEvent]) {
        if let lastFrameTime {
            var earliest = lastFrameTime + WindowHost.distinctEventSpacing
            for index in events.indices {
                events[index].time = max(events[index].time, earliest)
                earliest = events[index].time + WindowHost.distinctEventSpacing
            }
        }
        let handled = events
        write { try recorder.record(handled) }
    }

    public func willAdvanceAnimations(to time: Double) {
        lastFrameTime = time
        write { try recorder.recordFrame(at: time) }
    }

    public func frameDriverWillIdle() {
        let time = clock.now
        write { try recorder.recordIdle(at: time) }
        if let state { write { try recorder.recordState(state(), at: time) } }
    }

    private func write(_ body: () throws -> Void) {
        guard failure == nil else { return }
        do { try body() } catch { failure = error }
    }
}
