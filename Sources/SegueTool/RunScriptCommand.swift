import ArgumentParser
import Foundation
import SDLBackend
import SegueCapture
import SegueFuzz
import SegueScript
import ViewKit

public struct RunScriptCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run-script",
            abstract: "Play an input script or a recording against the app; write its shots, frames, hashes or video.",
            discussion: """
                A recording (from `\(App.commandName) record`) replays at the size, scale and scene in its header, \
                unless --size or --scale say otherwise, and must come to rest where the live window did: \
                the same tab and presented controllers, every scroll offset within 0.5 pt (exit 1 otherwise).
                """)
    }

    @Argument(help: "The script file.")
    public var file: String

    @OptionGroup public var surface: SurfaceOptions
    @OptionGroup public var output: OutputOptions
    @OptionGroup public var replay: ReplayOptions
    @OptionGroup public var motion: MotionOptions

    @Option(help: "Pixels per point, 0.5…4 (headless only; default: the recording's, else 1).")
    public var scale: Double?

    @Flag(help: "Play in a real SDL window instead of headlessly.")
    public var window = false

    @Option(help: ArgumentHelp("With --window: " + RendererChoice.help))
    public var renderer: RendererChoice = .auto

    @Option(
        help: ArgumentHelp(
            "Write a motion trace to this CSV file: one row per frame.",
            discussion: """
                Columns: time (s), frame, pointer.x, pointer.y (window points: the mouse, or while \
                fingers are down, the first finger down, which presses as a click does), pointer.down (1 \
                while the mouse button or any finger is down, else 0: something is held), then \
                finger.N.x and finger.N.y (window points) for each finger id N the script puts down, \
                empty while that finger is up, then for each moving part, a view the app names with `traceName` (the line the run prints \
                names the parts it saw): NAME.x, NAME.y, NAME.width, NAME.height (where it is drawn, window \
                points), NAME.alpha, NAME.cornerRadius (points on screen), NAME.scale, NAME.vx and \
                NAME.vy (how fast its centre moves) and NAME.vw and NAME.vh (how fast it grows), in \
                points per second, from the running animation's closed form, or the change since the \
                last frame while nothing animates it. A part not on screen leaves its cells empty. \
                A missing folder is made, and a run that fails its checks still writes the trace first. \
                Plot it with `\(App.commandName) trace plot`.
                """,
            valueName: "file"))
    public var trace: String?

    @Option(
        help: ArgumentHelp(
            "Headless: write the window's accessibility tree at the script's end to this file, as text.",
            discussion: """
                One element a line, indented by depth: its role, "label", = "value", (hint), [states] and \
                its frame in window points, as assistive technology reads the window (a script's \
                `accessibility NAME` line writes the tree at that moment as NAME.accessibility.txt, \
                checked with --check as the shots are).
                """,
            valueName: "file"))
    public var accessibilityDump: String?

    public func validate() throws {
        try surface.validate(scale: scale ?? 1)
        if let trace { try TraceFile.validate(trace) }
        if window && accessibilityDump != nil {
            throw ValidationError("--accessibility-dump is for headless replays")
        }
        if window && scale != nil {
            throw ValidationError("--scale is for headless replays; a window draws at its screen's scale")
        }
    }

    public func run() throws {
        // Every line is checked before SDL starts; the steps are read again as they play.
        let script = try ScriptFile(path: file, scenes: App.sceneNames)
        let (surface, scale) = try settings(for: script.header)
        let motion = trace == nil ? nil : MotionTrace()
        let sampler = try replay.makeSampler()
        let preference = try self.motion.scriptPreference(recordedReduced: script.header?.reducesMotion ?? false)
        do {
            if window {
                var runner = WindowScriptRunner(
                    app: App.self, resources: surface.resources, size: surface.size, renderer: renderer.kind,
                    output: output.shotOutput)
                (runner.trace, runner.frameOutput, runner.framesPerSecond) = (motion, sampler, replay.stepRate)
                (runner.motionPreference, runner.compositorThreads) = (preference, surface.threads)
                try writingTraceEvenIfFailing(motion) { try runner.play(script) }
            } else {
                let runner = try HeadlessRunner(
                    app: App.self, resources: surface.resources, size: surface.size, scale: CGFloat(scale),
                    output: output.shotOutput, framesPerSecond: replay.stepRate)
                (runner.trace, runner.frameOutput, runner.motionPreference) = (motion, sampler, preference)
                runner.compositorThreads = surface.threads
                runner.accessibilityDump = accessibilityDump.map { URL(fileURLWithPath: $0) }
                // Before the golden check: a mismatch is easier to read beside the motion.
                try writingTraceEvenIfFailing(motion) { try runner.play(script) }
                try runner.finish()
            }
        } catch {
            sampler?.cancel()
            throw error
        }
    }

    /// Plays, then writes the trace, also when playing failed (a rest check, the final
    /// state): the trace is what such a failure is read with. The play's error wins over a
    /// failure to write, which is reported on its own line.
    private func writingTraceEvenIfFailing(_ motion: MotionTrace?, play: () throws -> Void) throws {
        do {
            try play()
        } catch {
            if let trace, let motion, !motion.rows.isEmpty, !(error is Interruption.Interrupted) {
                do { try TraceFile.write(motion, to: trace) } catch let writeError {
                    StandardError.line("error: \(writeError)")
                }
            }
            throw error
        }
        if let trace, let motion { try TraceFile.write(motion, to: trace) }
    }

    /// The surface and scale to play at: the recording's, unless the command line gives them,
    /// with a warning on standard error wherever the two differ.
    private func settings(for header: RecordingHeader?) throws -> (SurfaceOptions, Double) {
        guard let header else { return (surface, scale ?? 1) }
        var chosen = surface
        if let given = surface.givenSize, given != header.size {
            warn(
                "the recording was made at \(header.size.width)x\(header.size.height), replaying at "
                    + "--size \(given.width)x\(given.height)")
        }
        if chosen.givenSize == nil { chosen.givenSize = header.size }
        if let scale, scale != header.scale {
            warn("the recording was made at scale \(format(header.scale)), replaying at --scale \(format(scale))")
        }
        if header.version != SegueVersion.current {
            warn(
                "the recording was made by Segue \(header.version), this is \(SegueVersion.current); "
                    + "it may not replay the same")
        }
        let played = scale ?? header.scale
        try chosen.validate(scale: played)
        return (chosen, played)
    }

    private func warn(_ message: String) {
        StandardError.line("warning: \(file): \(message)")
    }
}
