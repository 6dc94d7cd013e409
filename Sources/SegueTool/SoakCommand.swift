import ArgumentParser
import Foundation
import Motion
import SDLBackend
import SegueFuzz
import SegueScript
import ViewKit

/// `segue soak`: the leak soak, headless on a virtual clock (see `Soak`).
public struct SoakCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        let own = App.self as? any SoakableApp.Type
        return CommandConfiguration(
            commandName: "soak",
            abstract: own?.soakAbstract ?? "Repeat a script's steps in one app and check that nothing leaks.",
            discussion: (own?.soakCycleDescription
                ?? "Each cycle plays the steps of --script FILE, then lets the app come to rest; the script must leave the app where it began.")
                    + """
                     After every cycle the app must be at rest and \
                    consistent; after every \(Soak.checkInterval) nothing may be alive but unreachable from the \
                    window (a leak, named with where it was last attached), the live View and ViewController \
                    counts must equal those before the first (else the cycles did not return to their start), \
                    and the renderer's caches must have stayed within their bounds. Prints the counts and the peak RSS as it goes; exits 1 naming \
                    the check that failed.
                    """)
    }

    @Option(help: "A script whose steps make one cycle, instead of the app's own cycles.")
    public var script: String?

    @Option(help: "Cycles to run: the app's own in turn, or --script's steps each time.")
    public var cycles = 1000

    @Option(
        help: """
            Frames to rasterise: every, sampled (one in \(SoakDriver.sampleInterval), spread over every cycle) or none \
            (counts only). Every frame is animated, laid out and flattened whatever this says.
            """)
    public var render: SoakRendering = .every

    @Flag(help: "Show the H key's HUD throughout: its text changes every frame, which the text cache must absorb.")
    public var hud = false

    @Option(help: "Fail when the peak RSS grows by this many MB or more from cycle \(Soak.earlyCycles) to the end.")
    var maxRSSGrowth: Double?

    @Option(help: "The folder holding Fonts/ and Images/.")
    public var resources: String?

    public func validate() throws {
        guard (1...100_000).contains(cycles) else {
            throw ValidationError("--cycles must be within 1…100000, found \(cycles)")
        }
        if let maxRSSGrowth, !(maxRSSGrowth.isFinite && maxRSSGrowth > 0) {
            throw ValidationError("--max-rss-growth must be a positive number of MB, found \(maxRSSGrowth)")
        }
        if maxRSSGrowth != nil, cycles <= Soak.earlyCycles {
            throw ValidationError("--max-rss-growth needs more than \(Soak.earlyCycles) cycles, found \(cycles)")
        }
    }

    public func run() throws {
        let started = CPUClock.wallNow()
        let scripted = try script.map {
            ScriptSoakCycles(script: try InputScript(contentsOfFile: $0, scenes: App.sceneNames))
        }
        let soak = try Soak(
            app: App.self, scene: scripted?.script.scene, cycles: scripted, resources: resources, rendering: render,
            showsHUD: hud)
        try soak.warmUp()
        print("start: \(soak.baseline.listed)")
        var earlyRSS: Double?
        do {
            for index in 0..<cycles {
                try soak.runCycle(index)
                let done = index + 1
                if done == Soak.earlyCycles { earlyRSS = PeakRSS.megabytes }
                guard done % Soak.checkInterval == 0 || done == cycles else { continue }
                try soak.checkCounts(after: done)
                print(
                    String(
                        format: "after %d cycles: %@; peak RSS %.1f MB; caches: %@", done,
                        soak.liveCounts.listed, PeakRSS.megabytes,
                        soak.driver.renderer.cacheSizes.description))
            }
        } catch let stop as Interruption.Interrupted {
            throw stop
        } catch {
            fail("\(error)")
        }
        let finalRSS = PeakRSS.megabytes
        print("peak caches: \(soak.peakCaches)")
        print("cache limits: \(soak.driver.renderer.cacheLimits)")
        print(
            String(
                format: "%d cycles in %.1f s: %d frames, %d rasterised (%@)", cycles, CPUClock.wallNow() - started,
                soak.driver.framesBuilt, soak.driver.framesRendered, render.rawValue))
        guard let earlyRSS else { return print(String(format: "peak RSS after %d cycles: %.1f MB", cycles, finalRSS)) }
        let growth = finalRSS - earlyRSS
        print(
            String(
                format: "peak RSS after %d cycles: %.1f MB; after %d cycles: %.1f MB; growth %.1f MB",
                Soak.earlyCycles, earlyRSS, cycles, finalRSS, growth))
        if let maxRSSGrowth, growth >= maxRSSGrowth {
            fail(
                String(
                    format: "the peak RSS grew %.1f MB from cycle %d to cycle %d, at or above the %.1f MB allowed",
                    growth, Soak.earlyCycles, cycles, maxRSSGrowth))
        }
    }

    /// Prints the failed check to standard error and exits 1.
    private func fail(_ message: String) -> Never {
        StandardError.line("soak failed: \(message)")
        Foundation.exit(1)
    }
}
