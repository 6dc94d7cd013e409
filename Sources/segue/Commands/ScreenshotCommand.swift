import ArgumentParser
import Motion
import SDLBackend
import ViewKit

struct ScreenshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot",
        abstract: "Render every scenario headlessly (offscreen SDL, software renderer) to PNGs.",
        discussion: """
            A scenario is an input script (see `segue run-script --help`), one NAME.txt file in the \
            scenarios folder; every .txt file there is played, in name order, each on a fresh app. \
            The folder is --scenarios when given, else $SEGUE_SCENARIOS, else \(ScenarioFolder.checkoutPath) \
            found as --resources is: in the checkout beside the executable, under the current \
            directory, or in the checkout segue was built from. The scripts are read at run time, so \
            an edited or added scenario needs no rebuild. Every scenario is checked before the first \
            plays: a malformed line, or a shot name two scenarios share, exits 2 naming the file and \
            the line.
            """)

    @OptionGroup var surface: SurfaceOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "Pixels per point, 0.5…4.")
    var scale: Double = 1

    @Option(
        help: ArgumentHelp(
            "The folder of scenario scripts, one NAME.txt each "
                + "(default: \(ScenarioFolder.checkoutPath) found beside the executable's checkout)."))
    var scenarios: String?

    func validate() throws {
        try surface.validate(scale: scale)
        if scenarios?.isEmpty == true {
            throw ValidationError("--scenarios needs a folder name, found an empty string")
        }
    }

    func run() throws {
        // All read and checked before SDL starts, so a bad scenario costs no rendering.
        let scripts = try ScenarioFolder.locate(explicit: scenarios).loadScenarios()
        let runner = try HeadlessRunner(surface: surface, scale: CGFloat(scale), output: output)
        for script in scripts { try runner.play(script) }
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
