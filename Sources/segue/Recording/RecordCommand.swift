import ArgumentParser
import Foundation
import Motion
import SDLBackend
import ViewKit

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Open the window and record every input event into FILE, an input script run-script replays.",
        discussion: """
            FILE gets a header (window size, scale, scene, Segue's version), then every pointer \
            down, move and up, wheel, key and resize as it happens, with its time since the start \
            to the microsecond, written line by line so Ctrl-C, closing the window or Q loses \
            nothing. On exit it adds a `final` line with where the app came to rest (tab, \
            presented controllers, scroll offsets), which a replay must reach. Times are SDL's \
            event timestamps on the performance counter.
            """)

    @Argument(help: "The script file to write (replaced).")
    var file: String

    @OptionGroup var surface: SurfaceOptions
    @OptionGroup var window: WindowOptions

    func validate() throws { try window.validate(with: surface) }

    func run() throws {
        let scene = window.startScene
        let recorder = try ScriptRecorder(path: file)
        let (session, host, assets) = try window.open(surface, title: "Segue — recording")
        let clock = FastForwardClock(base: HostClock())
        let app = App(
            assets: assets, size: host.size, scale: host.scale, clock: clock, scene: scene,
            date: HeadlessRunner.fixedDate)
        try recorder.begin(
            RecordingHeader(
                version: SegueVersion.current, size: surface.size,
                scale: Double(host.scale), scene: scene), at: clock.now)
        let stop = try withExtendedLifetime(session) {
            try record(app: app, host: RecordingHost(host: host, recorder: recorder), recorder: recorder)
        }
        let ended = clock.now
        settle(app, clock: clock)
        try recorder.finish(FinalState(of: app), at: ended)
        print(
            "recorded \(recorder.eventsRecorded) events over \(String(format: "%.3f", recorder.lastTime)) s → \(file)")
        if recorder.isFull { print("the recording stopped at one hour, the longest a script may run") }
        if let stop { throw stop }
    }

    /// Runs the window until Q, its close button, a signal or a full hour; returns the signal's
    /// error, to be rethrown once the recording is closed.
    private func record(app: App, host: RecordingHost, recorder: ScriptRecorder) throws -> Error? {
        let loop = FrameLoop(client: app, host: host)
        do {
            while !app.quitRequested && !recorder.isFull {
                try Interruption.check()
                if let failure = host.failure { throw failure }
                _ = try loop.step(idleTimeoutMs: FrameLoop.idleTimeoutMs)
            }
        } catch let interrupted as Interruption.Interrupted {
            return interrupted
        }
        if let failure = host.failure { throw failure }
        return nil
    }

    /// Plays what is still moving to its end on skipped time, without drawing (at most 10 s),
    /// so the `final` line holds where the app comes to rest, as the replay lets it.
    private func settle(_ app: App, clock: FastForwardClock) {
        let frame = 1.0 / 60
        var skipped = 0.0
        while (app.needsFrame || app.window.transitionCoordinator.isTransitioning) && skipped < 10 {
            clock.skip(frame)
            skipped += frame
            app.advanceAnimations()
            _ = app.displayListIfNeeded()
        }
    }
}

/// A clock that follows another and can be moved ahead of it: the recording's app runs on
/// real time until the session ends, then skips ahead to let its animations finish at once.
final class FastForwardClock: FrameClock {
    let base: FrameClock
    /// Seconds skipped so far.
    private var skipped = 0.0

    init(base: FrameClock) { self.base = base }

    var now: Double { base.now + skipped }

    /// Moves the clock `seconds` ahead of its base.
    func skip(_ seconds: Double) { skipped += seconds }
}

/// The window, with every event it hands out written to the recording first.
final class RecordingHost: WindowWrapper {
    let window: WindowHost
    let recorder: ScriptRecorder
    /// The first failure to write the recording, which stops the session.
    private(set) var failure: Error?

    init(host: WindowHost, recorder: ScriptRecorder) { (window, self.recorder) = (host, recorder) }

    func pollEvents() -> [TimedInputEvent] { recorded(window.pollEvents()) }

    func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] { recorded(window.waitForEvents(timeoutMs: timeoutMs)) }

    private func recorded(_ events: [TimedInputEvent]) -> [TimedInputEvent] {
        guard failure == nil, !events.isEmpty else { return events }
        do { try recorder.record(events) } catch { failure = error }
        return events
    }
}
