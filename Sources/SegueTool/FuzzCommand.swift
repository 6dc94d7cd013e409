import ArgumentParser
import Foundation
import SDLBackend
import SegueCapture
import SegueFuzz
import SegueScript
import ViewKit

public struct FuzzCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "fuzz",
            abstract: "Drive the headless app with random input and check it at rest after every burst.",
            discussion: """
                Bursts of a few hundred random events (taps, double taps, long presses, drags and flicks \
                of every speed, stray button events, drags out of the window, wheel bursts, Esc/S/H and other keys, pauses of \
                0–0.3 s, resizes, and drags with a key, a resize, a cancel or a second press arriving \
                while the button is held) aimed mostly at what moves: controls, cells, images and the \
                views the app names as its fuzz targets (ScriptableApp.fuzzTargets: a view whose trace \
                name or type name is in the set); the line before the summary counts the actions begun \
                on each of those and names the ones never aimed at. --profile drag-interrupts makes most actions such drags. After \
                each burst the app comes to rest and is checked: the transition invariants, no \
                animation running, finite frames, every scroll view within its content, and nothing alive \
                but unreachable from the window (a leak, named with where it was last attached). \
                On a failure the burst is shrunk to a short script, written to DIR/repro-SEED.txt (play \
                it with `\(App.commandName) run-script`), and the command exits 1. A crash leaves the burst it \
                happened in, unshrunk, in DIR/burst-in-progress-SEED.txt.
                """)
    }

    @Option(help: "Input events to make in all.")
    public var events = 20_000

    @Option(help: "The seed; the same seed makes the same input.")
    public var seed: UInt64 = 1

    @Option(help: "Scenes to fuzz, comma-separated, or all: \(App.scenes.joined(separator: ", ")).")
    public var scenes = "all"

    @Option(help: "Input events per burst.")
    public var burst = 300

    @Option(
        help: ArgumentHelp(
            "The mix of input: standard, or drag-interrupts (drags with keys, resizes, cancels and second presses arriving while the button is held).",
            valueName: "name"))
    public var profile = FuzzProfile.standard.rawValue

    @Option(help: "Folder for reproducers (created when missing).")
    public var out = "fuzz-out"

    @Flag(help: "Print a line per burst: its scene, actions, frames drawn and how often something was presented.")
    public var verbose = false

    @Option(help: "The folder holding Fonts/ and Images/ (default: found beside the executable's checkout).")
    public var resources: String?

    @OptionGroup public var motion: MotionOptions

    @Option(help: ThreadsOption.help)
    public var threads: Int?

    public func validate() throws {
        try ThreadsOption.validate(threads)
        guard (1...10_000_000).contains(events) else {
            throw ValidationError("--events must be within 1…10000000, found \(events)")
        }
        guard (1...100_000).contains(burst) else {
            throw ValidationError("--burst must be within 1…100000, found \(burst)")
        }
        guard !out.isEmpty else { throw ValidationError("--out must name a folder, found an empty path") }
        _ = try chosenScenes()
        do { _ = try FuzzProfile.named(profile) } catch { throw ValidationError("--profile: \(error)") }
    }

    func chosenScenes() throws -> [String] {
        if scenes == "all" { return App.scenes }
        let names = scenes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty else { throw ValidationError("--scenes names no scene") }
        do { return try names.map(App.sceneNames.named) } catch { throw ValidationError("--scenes: \(error)") }
    }

    public func run() throws {
        let started = Date()
        let world = try FuzzWorld(app: App.self, resources: resources, fault: try PlantedFault.fromEnvironment())
        world.motionPreference = try motion.scriptPreference()
        if let threads { world.compositorThreads = threads }
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let repro = folder.appendingPathComponent("repro-\(seed).txt")
        let journal = try FuzzJournal(url: folder.appendingPathComponent("burst-in-progress-\(seed).txt"))
        let list = try chosenScenes()
        var made = 0, bursts = 0, failures = 0
        var aimedAt: [String: Int] = [:]
        while made < events {
            let scene = list[bursts % list.count]
            let burstSeed = SeededGenerator.burstSeed(seed, burst: bursts)
            let size = min(burst, events - made)
            var activity = FuzzBurst.Activity()
            let result = try FuzzBurst(
                scene: scene, seed: burstSeed, events: size, profile: try FuzzProfile.named(profile)
            ).run(in: world, journal: journal, activity: &activity)
            aimedAt.merge(activity.appTargetsAimedAt, uniquingKeysWith: +)
            if verbose {
                print(
                    "burst \(bursts) \(scene): \(activity.actions) actions, \(activity.framesDrawn) frames, "
                        + "presenting after \(activity.actionsWithPresentation)")
            }
            made += size
            bursts += 1
            guard let failure = result.failure else { continue }
            failures += 1
            try report(failure, commands: result.commands, scene: scene, burst: bursts - 1, world: world, to: repro)
            break
        }
        let seconds = Date().timeIntervalSince(started)
        if !App.fuzzTargets.isEmpty { print(FuzzBurst.appTargetsLine(App.fuzzTargets, aimedAt: aimedAt)) }
        print("fuzz: \(made) events, \(bursts) bursts, \(failures) failures, \(String(format: "%.1f", seconds)) s")
        if failures > 0 { throw ExitCode(1) }
    }

    /// Shrinks the failing burst, writes the reproducer and says which seed and check failed.
    private func report(
        _ failure: RestFailure, commands: [InputScript.Command], scene: String, burst: Int,
        world: FuzzWorld, to file: URL
    ) throws {
        var shrinker = FuzzShrinker(scene: scene, check: failure.check, world: world)
        let (shrunk, shrunkFailure) = try shrinker.shrink(commands)
        let header = [
            "\(App.commandName) fuzz --seed \(seed): burst \(burst) in scene \(scene) failed the \(failure.check.rawValue) check",
            "  \(failure.detail)",
            "shrunk from \(FuzzShrinker.withEnding(commands).count) to \(shrunk.count) commands in \(shrinker.replays) replays",
            "play it again: \(App.commandName) run-script \(file.path) --out DIR"
                + (world.motionPreference.reducesMotion ? " --reduce-motion" : ""),
        ]
        let text = InputScript.reproText(scene: scene, commands: shrunk, header: header)
        try writeOutput(Array(text.utf8), to: file.path)
        let note = shrunkFailure == nil ? " (the shrunk script no longer fails; it is the whole burst)" : ""
        StandardError.write(
            """
            \(App.commandName) fuzz: seed \(seed), burst \(burst) (scene \(scene)) failed the \(failure.check.rawValue) check: \
            \(failure.detail)
            reproducer: \(file.path), \(shrunk.count) commands\(note)

            """)
    }
}
