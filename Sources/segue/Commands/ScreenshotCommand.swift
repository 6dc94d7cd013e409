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
