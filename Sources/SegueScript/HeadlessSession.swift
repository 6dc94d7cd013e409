import Foundation
import Motion
import SDLBackend
import ViewKit

/// One app on the offscreen canvas and a manual clock, for tests: play a script, or drive
/// input step by step, then read its shots and its motion trace. Nothing sleeps; every frame
/// is 1/60 s of virtual time.
///
///     let session = try HeadlessSession(resources: resources, outputDirectory: folder) { _ in
///         HomeController()
///     }
///     try session.play(text: "tap 195 426\nwait 0.6\nshot shown\n")
///     session.trace.rows  // one row per frame
public final class HeadlessSession {
    /// What a root controller is built from: the fonts, SDL and the surface's scale.
    public struct Context {
        public let resources: URL
        public let fonts: FontLibrary
        public let session: SDLSession
        /// Pixels per point.
        public let scale: CGFloat
    }

    public let session: SDLSession
    public let fonts: FontLibrary
    public let canvas: HeadlessCanvas
    public var clock: ManualClock { player.clock }
    public var app: Application { player.app }
    public let player: ScriptPlayer
    /// One row per frame played, with every part a transition names.
    public let trace = MotionTrace()
    /// Where shots are written, as NAME.png.
    public let outputDirectory: URL
    /// The names a script's `scene` line may give.
    public let scenes: SceneNames
    /// The preference the session was given, or `SEGUE_REDUCE_MOTION`'s; nil when neither
    /// said anything, so a recording made with reduced motion replays so.
    private let chosenMotion: MotionPreference?
    private var began = false

    /// - Parameters:
    ///   - resources: the folder that holds `Fonts/`.
    ///   - size: the window's size in points.
    ///   - scale: pixels per point.
    ///   - outputDirectory: the folder shots are written to (created when missing).
    ///   - scenes: the names a script's `scene` line may give.
    ///   - motionPreference: the window's; nil plays as `run-script` does:
    ///     `SEGUE_REDUCE_MOTION=1` or `=0` when set, else reduced for a recording made so,
    ///     else full motion (see `MotionPreference.forScript`).
    ///   - makeRoot: the root controller to play against.
    /// - Throws: `DesktopMotionPreference.BadValue` for a `SEGUE_REDUCE_MOTION` that is
    ///   neither 1 nor 0, and what opening SDL, the fonts or the root controller throws.
    public init(
        resources: URL, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1, outputDirectory: URL,
        scenes: SceneNames = .single, motionPreference: MotionPreference?,
        makeRoot: (Context) throws -> ViewController
    ) throws {
        chosenMotion =
            try motionPreference
            ?? DesktopMotionPreference.override(
                flag: nil, environment: ProcessInfo.processInfo.environment)
        session = try SDLSession(video: true, preferredDriver: "offscreen")
        fonts = try HeadlessRunner.loadFonts(resources: resources, session: session)
        canvas = try HeadlessCanvas(size: size, scale: scale, fonts: fonts, session: session)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        self.outputDirectory = outputDirectory
        self.scenes = scenes
        let root = try makeRoot(Context(resources: resources, fonts: fonts, session: session, scale: scale))
        player = ScriptPlayer(freshAppWith: root, on: canvas, textMeasurer: fonts, outputDirectory: outputDirectory)
        player.trace = trace
        player.app.window.motionPreference = chosenMotion ?? .standard
    }

    /// A session playing against `makeRoot`'s controller with the motion preference
    /// `run-script` plays with: `SEGUE_REDUCE_MOTION` when set, else reduced for a recording
    /// made so, else full motion.
    public convenience init(
        resources: URL, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1, outputDirectory: URL,
        scenes: SceneNames = .single, makeRoot: (Context) throws -> ViewController
    ) throws {
        try self.init(
            resources: resources, size: size, scale: scale, outputDirectory: outputDirectory, scenes: scenes,
            motionPreference: nil, makeRoot: makeRoot)
    }

    /// A session of `App` in `scene` (its first when nil), as `run-script` starts one, with the
    /// motion preference `run-script` plays with: `SEGUE_REDUCE_MOTION` when set, else reduced
    /// for a recording made so, else full motion.
    public convenience init<App: ScriptableApp>(
        app: App.Type, scene: String? = nil, resources: URL, size: CGSize = CGSize(width: 390, height: 844),
        scale: CGFloat = 1, outputDirectory: URL
    ) throws {
        try self.init(
            app: app, scene: scene, resources: resources, size: size, scale: scale, outputDirectory: outputDirectory,
            motionPreference: nil)
    }

    /// A session of `App` in `scene` (its first when nil) whose window has `motionPreference`;
    /// nil decides as `run-script` does.
    public convenience init<App: ScriptableApp>(
        app: App.Type, scene: String? = nil, resources: URL, size: CGSize = CGSize(width: 390, height: 844),
        scale: CGFloat = 1, outputDirectory: URL, motionPreference: MotionPreference?
    ) throws {
        let name = try App.sceneNames.named(scene ?? App.defaultScene)
        try self.init(
            resources: resources, size: size, scale: scale, outputDirectory: outputDirectory,
            scenes: App.sceneNames, motionPreference: motionPreference
        ) { context in
            try App(resources: context.resources, fonts: context.fonts, session: context.session, displayScale: scale)
                .makeRootViewController(scene: name, date: HeadlessRunner.fixedDate)
        }
    }

    // MARK: Whole scripts

    /// Plays `script` from its first frame, lets the app come to rest and checks it (the
    /// transition invariants, nothing animating, finite frames, scroll views within their content).
    /// - Throws: the script's parse errors, `InconsistentState` naming what is wrong at rest
    ///   (`EndedWithButtonDown` when the script ends mid-press and that is why),
    ///   and `AlreadyPlayed` when the session has played or stepped before: a script starts on a
    ///   fresh app, so make another session for the next.
    public func play(_ script: some PlayableScript) throws {
        guard !began else { throw AlreadyPlayed(source: script.sourceName) }
        began = true
        if chosenMotion == nil, script.header?.reducesMotion == true {
            app.window.motionPreference = try .forScript(recordedReduced: true, environment: [:])
        }
        try player.play(script)
    }

    /// A second script on the same session, whose app is no longer fresh.
    public struct AlreadyPlayed: Error, CustomStringConvertible {
        public let source: String
        public var description: String {
            "\(source): this session has already played or stepped; a script starts on a fresh app, so make a "
                + "new HeadlessSession for it"
        }
    }

    /// Plays the script file at `path`.
    public func play(file path: String) throws { try play(try ScriptFile(path: path, scenes: scenes)) }

    /// Plays `text`, script lines as a file holds them; `name` is what errors call it.
    public func play(text: String, name: String = "script") throws {
        try play(try InputScript(text: text, sourceName: name, scenes: scenes))
    }

    // MARK: Step by step

    /// Runs script lines (no `scene` or `size`) on from where the last call stopped, without
    /// letting the app come to rest: what a frame shows mid-gesture stays on screen.
    public func run(_ lines: String) throws {
        let script = try InputScript(text: lines, sourceName: "steps", scenes: scenes, pointer: player.pointer)
        try beginIfNeeded()
        try script.forEachStep(player.perform)
    }

    /// Sends one input event now, as a live window would in its next frame.
    public func send(_ event: InputEvent) throws {
        try beginIfNeeded()
        try player.perform(InputScript.Step(time: nil, command: .input(event), line: 0))
    }

    /// Lets `seconds` of virtual time pass, a frame each 1/60 s.
    public func wait(_ seconds: Double) throws {
        try beginIfNeeded()
        try player.perform(InputScript.Step(time: nil, command: .wait(seconds), line: 0))
    }

    /// Lets exactly `frames` frames pass, 1/60 s each.
    public func wait(frames: Int) throws {
        try beginIfNeeded()
        try player.perform(InputScript.Step(time: nil, command: .waitFrames(max(0, frames)), line: 0))
    }

    /// Lets the app come to rest and checks it, as the end of a script does.
    /// - Throws: `InconsistentState` naming what is wrong, or `EndedWithButtonDown` when a
    ///   press still held kept the app from resting.
    public func settle() throws {
        try beginIfNeeded()
        try player.finishFrames()
        if let failure = player.restError(source: "steps") { throw failure }
    }

    private func beginIfNeeded() throws {
        guard !began else { return }
        began = true
        try player.begin()
    }

    // MARK: Results

    /// The shots written so far, in the order they were taken.
    public var shots: [URL] { player.shots }

    /// The shot called `name`, when one was taken.
    public func shot(named name: String) -> URL? {
        shots.first { $0.deletingPathExtension().lastPathComponent == name }
    }

    /// Compares the shot called `name` with `goldens/NAME.png`; nil when they match within
    /// `tolerance` (Euclidean distance over 8-bit RGBA), else a message naming the pixels that
    /// differ and the diff image written beside the shot. Never records.
    public func goldenMismatch(_ name: String, goldens: URL, tolerance: Double = 24) throws -> String? {
        try checkGolden(name, goldens: goldens, tolerance: tolerance, recording: false).message
    }

    /// Compares the shot called `name` with `goldens/NAME.png` as `goldenMismatch` does, and
    /// when `recording` (by default: `SEGUE_RECORD_GOLDENS` is set, as `SEGUE_RECORD_GOLDENS=1
    /// swift test`), writes the shot as the golden when there is none or it differs, and says so.
    public func checkGolden(
        _ name: String, goldens: URL, tolerance: Double = 24, recording: Bool = GoldenChecker.recordingRequested()
    ) throws -> GoldenChecker.Outcome {
        guard let shot = shot(named: name) else {
            return .mismatched("no shot named \(name); the script took \(shots.map { $0.lastPathComponent })")
        }
        var checker = GoldenChecker(goldens: goldens, tolerance: tolerance, loader: try ImageLoader(session: session))
        checker.recordHint = "run with \(GoldenChecker.recordVariable)=1 to write it from this shot"
        return checker.outcome(of: shot, recording: recording)
    }

    /// The rows of the trace where `part` is on screen, with its motion.
    public func motion(of part: String) -> [(row: MotionTrace.Row, motion: OnScreenMotion)] {
        trace.rows.compactMap { row in row.parts[part].map { (row, $0) } }
    }
}
