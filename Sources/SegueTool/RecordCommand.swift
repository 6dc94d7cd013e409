import ArgumentParser
import Foundation
import Motion
import SDLBackend
import SegueCapture
import SegueFuzz
import SegueScript
import ViewKit

public struct RecordCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "record",
            abstract: "Open the window and record every input event into FILE, an input script run-script replays.",
            discussion: """
                FILE gets a header (window size, scale, scene, Segue's version), then every pointer \
                down, move and up, finger down, move and up, wheel, key and resize as it happens, with its time since the start \
                to the microsecond, written line by line so Ctrl-C, closing the window or Q loses \
                nothing. Between them go the times the window ran its frames (`frame`) and reset \
                its frame timer when idle (`idle`), which the replay steps at. On exit it adds a \
                `final` line with where the app came to rest (tab, presented controllers, scroll \
                offsets), which a replay must reach. Times are SDL's event timestamps on the \
                performance counter.
                """)
    }

    @Argument(help: "The script file to write (replaced).")
    public var file: String

    @OptionGroup public var surface: SurfaceOptions
    @OptionGroup public var window: WindowOptions<App>
    @OptionGroup public var motion: MotionOptions

    public func validate() throws { try window.validate(with: surface) }

    public func run() throws {
        let scene = window.startScene
        let recorder = try ScriptRecorder(path: file)
        let fingers = try window.fingerScriptEvents()
        let (session, host, fonts, content) = try window.open(surface, title: "\(App.title) — recording")
        let feed = fingers.map { FingerFeed(events: $0, host: host) }
        let clock = FastForwardClock(base: HostClock())
        let app = content.makeApplication(
            scene: scene, size: host.size, scale: host.scale, clock: clock, textMeasurer: fonts)
        let watcher = try motion.watch(app.window)
        var header = RecordingHeader(
            version: SegueVersion.current, size: surface.size, scale: Double(host.scale), scene: scene)
        header.reducesMotion = app.window.prefersReducedMotion
        try recorder.begin(header, at: clock.now)
        let recording = RecordingObserver(recorder: recorder, clock: clock)
        recording.state = { FinalState(of: app) }
        feed?.start()
        let stop = try withExtendedLifetime(session) {
            defer { feed?.stop() }  // while SDL is still up
            return try record(app, in: host, recording: recording, watcher: watcher)
        }
        let ended = clock.now
        try settle(app, clock: clock, after: recording.lastFrameTime ?? ended)
        try recorder.finish(FinalState(of: app), at: ended)
        print(
            "recorded \(recorder.eventsRecorded) events over \(String(format: "%.3f", recorder.lastTime)) s → \(file)")
        if recorder.isFull { print("the recording stopped at one hour, the longest a script may run") }
        if let stop { throw stop }
    }

    /// Runs the window until Q, its close button, a signal or a full hour; returns the signal's
    /// error, to be rethrown once the recording is closed.
    private func record(
        _ app: Application, in host: WindowHost, recording: RecordingObserver, watcher: MotionPreferenceWatcher
    ) throws -> Error? {
        let driver = FrameDriver(client: app, host: host, frameInterval: host.refreshInterval)
        driver.addObserver(watcher)
        driver.addObserver(recording)
        driver.checkBeforeFrame = {
            try Interruption.check()
            if let failure = recording.failure { throw failure }
        }
        do {
            while !app.quitRequested && !recording.recorder.isFull { try driver.step() }
        } catch let interrupted as Interruption.Interrupted {
            return interrupted
        }
        if let failure = recording.failure { throw failure }
        return nil
    }

    /// Plays what is still moving to its end on skipped time, without drawing (at most 10 s),
    /// so the `final` line holds where the app comes to rest, as the replay lets it: at 60 Hz
    /// from the last live frame (`lastFrame`, app-clock seconds), where the replay's settling
    /// starts too.
    private func settle(_ app: Application, clock: FastForwardClock, after lastFrame: Double) throws {
        let skipping = SkippedFrames(clock, from: lastFrame)
        try FrameDriver(client: app, input: nil, host: nil, pacing: .virtual(clock: skipping, frameInterval: 1.0 / 60))
            .settle()
    }
}

/// A clock that follows another and can be moved ahead of it: the recording's app runs on
/// real time until the session ends, then skips ahead to let its animations finish at once.
public final class FastForwardClock: FrameClock {
    public let base: FrameClock
    /// Seconds skipped so far.
    private var skipped = 0.0

    public init(base: FrameClock) { self.base = base }

    public var now: Double { base.now + skipped }

    /// Moves the clock by `seconds`: ahead, or back when negative (the settle restarts from the
    /// last live frame, which the base has already passed).
    public func skip(_ seconds: Double) { skipped += seconds }
}

/// Frames at `origin` and whole frames after it on a fast-forward clock, wherever real time has
/// got to meanwhile: the recording's settling replays the 60 Hz grid from its last live frame.
private final class SkippedFrames: SteppedClock {
    let clock: FastForwardClock
    let origin: Double
    /// Seconds after `origin` so far.
    private var skipped = 0.0

    init(_ clock: FastForwardClock, from origin: Double) { (self.clock, self.origin) = (clock, origin) }

    var now: Double { clock.now }

    func advance(by seconds: Double) {
        skipped += seconds
        clock.skip(origin + skipped - clock.now)
    }
}
