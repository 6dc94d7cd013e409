import ArgumentParser
import Motion
import SDLBackend
import ViewKit

/// The scenarios `segue screenshot` renders: each is an input script.
enum Scenarios {
    static var all: [(name: String, script: String)] { foundation + card + sheet + zoom + pop }

    /// Still screens, scrolling and lists.
    static let foundation: [(name: String, script: String)] = [
        ("home", "scene home\nshot home"),
        ("kitchen-sink", "scene kitchen-sink\nshot kitchen-sink"),
        ("photos", "scene photos\nshot photos"),
        ("sheet", "scene sheet\nshot sheet"),
        ("pop", "scene pop\nshot pop"),
        ("tab-switch", "scene home\ntap 243 800\nwait 0.1\nshot tab-switch-photos"),
        ("today-scroll", """
            scene home
            down 200 300
            move 200 310
            move 200 420
            shot today-rubber-band
            up 200 420
            wait 1
            drag 200 700 200 300 0.2
            wait 0.1
            shot today-coasting
            wait 3
            shot today-scrolled
            """),
        ("list", """
            scene table-10000
            drag 200 700 200 300 0.2
            wait 4
            down 200 420
            wait 0.05
            shot list-highlighted
            up 200 420
            wait 0.5
            shot list-deselected
            """),
        ("photos-scroll", "scene photos\ndrag 200 600 200 350 0.3\nwait 0.6\nshot photos-scrolled"),
    ]
}

struct ScreenshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot",
        abstract: "Render every scenario headlessly (offscreen SDL, software renderer) to PNGs.")

    @OptionGroup var surface: SurfaceOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "Pixels per point, 0.5…4.")
    var scale: Double = 1

    func validate() throws {
        try surface.validate(scale: scale)
    }

    func run() throws {
        let runner = try HeadlessRunner(surface: surface, scale: CGFloat(scale), output: output)
        for scenario in Scenarios.all {
            let script = try InputScript(text: scenario.script, sourceName: "scenario \(scenario.name)")
            try runner.play(script)
        }
        try runner.finish()
    }
}

struct RunScriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run-script", abstract: "Play an input script against the app and write its shots as PNGs.")

    @Argument(help: "The script file.")
    var file: String

    @OptionGroup var surface: SurfaceOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "Pixels per point, 0.5…4 (headless only).")
    var scale: Double = 1

    @Flag(help: "Play in a real SDL window instead of headlessly.")
    var window = false

    @Option(help: "The SDL renderer for --window: auto or software.")
    var renderer: RendererChoice = .auto

    @Option(help: ArgumentHelp(
        "Write a motion trace to this CSV file: one row per 60 Hz frame.",
        discussion: """
            Columns: time (s), frame, pointer.x, pointer.y (window points), pointer.down (0 or 1), \
            then for each moving part a transition names (card, white, blur, dim, close, sheet, \
            photo, pop…): NAME.x, NAME.y, NAME.width, NAME.height (where it is drawn, window \
            points), NAME.alpha, NAME.cornerRadius (points on screen), NAME.scale and NAME.vx, \
            NAME.vy (points per second, from the running animation's closed form, or the change \
            since the last frame while nothing animates it). A part not on screen leaves its \
            cells empty.
            """,
        valueName: "file"))
    var trace: String?

    func validate() throws {
        try surface.validate(scale: scale)
        if let trace { try TraceFile.validate(trace) }
    }

    func run() throws {
        // Every line is checked before SDL starts; the steps are read again as they play.
        let script = try ScriptFile(path: file)
        let motion = trace == nil ? nil : MotionTrace()
        if window {
            var runner = WindowScriptRunner(surface: surface, renderer: renderer, output: output)
            runner.trace = motion
            try runner.play(script)
            if let trace, let motion { try TraceFile.write(motion, to: trace) }
        } else {
            let runner = try HeadlessRunner(surface: surface, scale: CGFloat(scale), output: output)
            runner.trace = motion
            try runner.play(script)
            // Before the golden check: a mismatch is easier to read beside the motion.
            if let trace, let motion { try TraceFile.write(motion, to: trace) }
            try runner.finish()
        }
    }
}

/// Where shots go, and the goldens to compare them with.
struct OutputOptions: ParsableArguments {
    @Option(help: "Folder for the PNGs (created when missing).")
    var out: String

    @Option(help: "Compare each shot with the PNG of the same name in this folder; exit 1 on a mismatch.")
    var check: String?

    @Option(help: "Per-pixel colour distance (0–441, Euclidean over 8-bit RGB) above which a pixel differs.")
    var tolerance: Double = 24

    /// The largest tolerance: the distance from black to white.
    static let largestTolerance = 441.0

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out needs a folder name, found an empty string") }
        guard tolerance.isFinite, (0...Self.largestTolerance).contains(tolerance) else {
            throw ValidationError("--tolerance must be a finite number within 0…441, found \(format(tolerance))")
        }
    }
}
