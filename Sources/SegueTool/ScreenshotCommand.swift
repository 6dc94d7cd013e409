import ArgumentParser
import Motion
import SDLBackend
import SegueCapture
import SegueFuzz
import SegueScript
import ViewKit

public struct ScreenshotCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "screenshot",
            abstract: "Render every scenario headlessly (offscreen SDL, software renderer) to PNGs.",
            discussion: """
                A scenario is an input script (see `\(App.commandName) run-script --help`), one NAME.txt file in the \
                scenarios folder; every .txt file there is played, in name order, each on a fresh app. \
                The folder is --scenarios when given, else $SEGUE_SCENARIOS, else \(ScenarioFolder.checkoutPath) \
                found as --resources is: in the checkout beside the executable, under the current \
                directory, or in the checkout \(App.commandName) was built from. The scripts are read at run time, so \
                an edited or added scenario needs no rebuild. Every scenario is checked before the first \
                plays: a malformed line, or a shot name two scenarios share, exits 2 naming the file and \
                the line.
                """)
    }

    @OptionGroup public var surface: SurfaceOptions
    @OptionGroup public var output: OutputOptions

    @Option(help: "Pixels per point, 0.5…4.")
    public var scale: Double = 1

    @Option(
        help: ArgumentHelp(
            "The folder of scenario scripts, one NAME.txt each "
                + "(default: \(ScenarioFolder.checkoutPath) found beside the executable's checkout)."))
    public var scenarios: String?

    public func validate() throws {
        try surface.validate(scale: scale)
        if scenarios?.isEmpty == true {
            throw ValidationError("--scenarios needs a folder name, found an empty string")
        }
    }

    public func run() throws {
        // All read and checked before SDL starts, so a bad scenario costs no rendering.
        let scripts = try ScenarioFolder.locate(explicit: scenarios).loadScenarios(
            scenes: App.sceneNames, app: App.title)
        let runner = try HeadlessRunner(
            app: App.self, resources: surface.resources, size: surface.size, scale: CGFloat(scale),
            output: output.shotOutput)
        runner.compositorThreads = surface.threads
        for script in scripts { try runner.play(script) }
        try runner.finish()
    }
}
