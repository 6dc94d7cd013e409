import Motion
import SDLBackend
import SegueScript
import ViewKit

/// The app as the recording's frame loop sees it: every event the app handles, every frame it
/// animates and every idle reset of its frame timer goes into the recording first, in the
/// order the loop runs them, so a replay can step its frames where the window did.
///
/// Events are written when the app handles them rather than when the window hands them out:
/// the file then holds each event before the frame that handled it, and an event the loop
/// collected but never handled (its last frame) is not in it.
public final class RecordingClient: FrameLoopClient {
    public let app: RunningApp
    public let recorder: ScriptRecorder
    /// The first failure to write the recording, which stops the session.
    public private(set) var failure: Error?
    /// App-clock seconds of the last frame's animation step, nil before the first.
    public private(set) var lastFrameTime: Double?

    public init(app: RunningApp, recorder: ScriptRecorder) { (self.app, self.recorder) = (app, recorder) }

    public var clock: FrameClock { app.clock }
    public var quitRequested: Bool { app.quitRequested }
    public var needsFrame: Bool { app.needsFrame }

    /// Writes and hands on `events`, each stamped after the last frame's time. SDL stamps an
    /// event in whole milliseconds when it pumps it, so one pumped just after a frame can carry
    /// a time up to 1 ms before that frame's; the replay gives each event to the first frame at
    /// or after its time, so such an event is moved to 1 µs after the frame, here and in what
    /// the app sees alike.
    public func handle(_ events: [TimedInputEvent]) {
        var handled = events
        if let lastFrameTime {
            var earliest = lastFrameTime + WindowHost.distinctEventSpacing
            for index in handled.indices {
                handled[index].time = max(handled[index].time, earliest)
                earliest = handled[index].time + WindowHost.distinctEventSpacing
            }
        }
        write { try recorder.record(handled) }
        app.handle(handled)
    }

    public func advanceAnimations() -> Double {
        let now = app.clock.now
        lastFrameTime = now
        write { try recorder.recordFrame(at: now) }
        return app.advanceAnimations()
    }

    public func displayListIfNeeded() -> DisplayList? { app.displayListIfNeeded() }

    public func becameIdle() {
        write { try recorder.recordIdle(at: app.clock.now) }
        app.becameIdle()
    }

    public func didDrawFrame(cost: Double) { app.didDrawFrame(cost: cost) }

    public func imagesRefined() { app.imagesRefined() }

    private func write(_ body: () throws -> Void) {
        guard failure == nil else { return }
        do { try body() } catch { failure = error }
    }
}
