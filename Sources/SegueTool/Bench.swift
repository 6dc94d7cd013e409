import Foundation
import Motion
import SDLBackend
import SegueScript
import ViewKit

/// Runs an app's bench scenarios on the headless canvas, or in a window (`BenchSurface`): its
/// still scenes redrawn frame after frame, its own scenarios (`BenchableApp`), and its scripted
/// sessions. Frame time is the thread's CPU time to build a display list from the tree and
/// render it, or in a window the wall time from the frame's input to its present.
public final class Bench {
    public let surface: BenchSurface
    /// The app whose scenes are timed.
    public let app: any ScriptableApp.Type
    /// What its scenes share, loaded once.
    public let content: any ScriptableApp
    /// The scripted sessions to time after the app's own scenarios (`--script`).
    public let scripts: [BenchScript]
    /// The app's own scripted sessions (`BenchableApp.benchScripts(resources:)`).
    let ownScripts: [BenchScript]
    let firstFrameMs: Double
    /// Points the app lays out in.
    public let size: CGSize
    /// Pixels per point of the surface and the app.
    public let scale: CGFloat
    /// Whether each scenario's app publishes its window on the AT-SPI bus, as `open` does
    /// (`--accessibility`): what screen-reader support costs a frame.
    public var publishesAccessibility = false
    /// The most the renderer held, part by part, after any frame of the scripted scenarios.
    public internal(set) var rendererMemory = RendererMemory()
    /// The bridges made for the scenarios (`publishesAccessibility`), each one's snapshots
    /// counted in the report's accessibility line.
    public private(set) var bridges: [AccessibilityBridge] = []

    /// Every scenario `run` can time for `app` with the Resources folder `resources`, in its
    /// order.
    static func scenarioNames(
        for app: any ScriptableApp.Type, scripts: [BenchScript] = [], resources: URL
    ) throws -> [String] {
        let own = app as? any BenchableApp.Type
        return (own?.benchStills ?? app.scenes.map { BenchStill(name: $0, scene: $0) }).map(\.name)
            + (own?.benchOwnScenarios ?? [])
            + ((try own?.benchScripts(resources: resources) ?? []) + scripts).map(\.name)
    }

    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - window: the renderer of a real window to time in; nil for the headless canvas.
    ///   - vsync: in a window, whether presenting waits for the display's refresh.
    ///   - threads: threads each frame is composited on; nil for the renderer's default.
    ///   - started: the wall-clock seconds the command started at, for `firstFrameMs`.
    public init(
        app: any ScriptableApp.Type, scripts: [BenchScript] = [], resources: String?, scale: CGFloat = 1,
        window: RendererChoice? = nil, vsync: Bool = false, threads: Int?, started: Double
    ) throws {
        let folder = try ResourceLocator.locate(explicit: resources)
        ownScripts = try (app as? any BenchableApp.Type)?.benchScripts(resources: folder) ?? []
        surface =
            try window.map {
                try BenchSurface.window(
                    title: app.title, resources: folder, scale: scale, renderer: $0, vsync: vsync, threads: threads)
            }
            ?? BenchSurface.headless(resources: folder, scale: scale, threads: threads)
        (size, self.scale) = (surface.host.size, surface.host.scale)
        (self.app, self.scripts) = (app, scripts)
        content = try app.init(
            resources: folder, fonts: surface.fonts, session: surface.session, displayScale: self.scale)
        let clock = ManualClock()
        let first = content.makeApplication(
            scene: app.defaultScene, size: size, scale: self.scale, clock: clock, textMeasurer: surface.fonts)
        try Bench.makeDriver(for: first, clock: clock, input: nil, on: surface).step()
        firstFrameMs = (CPUClock.wallNow() - started) * 1000
    }

    /// A bench composited on the renderer's default threads (one per core).
    public convenience init(
        app: any ScriptableApp.Type, scripts: [BenchScript] = [], resources: String?, scale: CGFloat = 1,
        window: RendererChoice? = nil, vsync: Bool = false, started: Double
    ) throws {
        try self.init(
            app: app, scripts: scripts, resources: resources, scale: scale, window: window, vsync: vsync,
            threads: nil, started: started)
    }

    /// A fresh app in `scene`, at the bench's size and scale, on `clock`.
    public func makeApp(scene: String, clock: FrameClock) -> Application {
        content.makeApplication(scene: scene, size: size, scale: scale, clock: clock, textMeasurer: surface.fonts)
    }

    /// A driver for `app`'s frames on `clock`, a frame at a time, drawn on the surface and timed
    /// on its clock; `input` holds the scenario's events (the window's own are taken after them).
    /// Its frames never decode images again at rest, as the timed scenarios never have.
    public func makeDriver(for app: Application, clock: ManualClock, input: ScriptInput? = nil) -> FrameDriver {
        let driver = Bench.makeDriver(for: app, clock: clock, input: input, on: surface)
        if let bridge = accessibilityBridge(for: app, clock: clock) { driver.addObserver(bridge) }
        return driver
    }

    /// A bridge publishing `app`'s window when the bench measures accessibility, else nil.
    func accessibilityBridge(for app: Application, clock: FrameClock) -> AccessibilityBridge? {
        guard publishesAccessibility else { return nil }
        let bridge = AccessibilityBridge(
            window: app.window, host: (surface.host as? BenchWindow)?.window, clock: clock)
        bridges.append(bridge)
        return bridge
    }

    private static func makeDriver(
        for app: Application, clock: ManualClock, input: ScriptInput?, on surface: BenchSurface
    ) -> FrameDriver {
        let driver = FrameDriver(
            client: app, input: input ?? ScriptInput(host: surface.host), host: surface.host,
            pacing: .virtual(clock: clock, frameInterval: 1.0 / 60))
        driver.drawPolicy = FrameDrawPolicy(drawsOneIn: 1, refinesImagesAtRest: false)
        driver.costClock = surface.now
        return driver
    }

    /// Times every scenario, or only those named in `only` (then without the app's figures,
    /// which need all of its own scenarios).
    public func run(frames: Int, only: Set<String> = []) throws -> BenchReport {
        func wanted(_ name: String) -> Bool { only.isEmpty || only.contains(name) }
        let own = content as? any BenchableApp
        let stills = (app as? any BenchableApp.Type)?.benchStills ?? app.scenes.map { BenchStill(name: $0, scene: $0) }
        var scenarios: [BenchReport.Scenario] = []
        for still in stills where wanted(still.name) {
            scenarios.append(try staticScenario(still.name, scene: still.scene, frames: frames))
        }
        let extras = try own?.benchOwnScenarios(on: self, frames: frames, only: only)
        scenarios += extras?.scenarios ?? []
        for script in ownScripts where wanted(script.name) {
            scenarios.append(try scriptScenario(script))
        }
        for script in scripts where wanted(script.name) { scenarios.append(try scriptScenario(script)) }
        let idle = try idleFrames(seconds: 2)
        var report = BenchReport(
            surface: surface.summary, firstFrameMs: firstFrameMs, peakRSSMB: CPUClock.peakRSSMB(), idleFrames: idle,
            scenarios: scenarios, figures: only.isEmpty ? extras?.figures : nil)
        report.rendererMemory = rendererMemory
        return report
    }

    /// Redraws a still scene from the tree every frame (and shows it, in a window), then its
    /// final list with bare SDL calls.
    func staticScenario(_ name: String, scene: String, frames: Int) throws -> BenchReport.Scenario {
        let clock = ManualClock()
        let app = makeApp(scene: scene, clock: clock)
        let driver = makeDriver(for: app, clock: clock)
        var times: [Double] = []
        surface.host.resetPresented()
        for i in 0..<(frames + 10) {
            app.window.setNeedsDisplay()
            // All of it, as if everything in it changed: the cost of a full frame of the scene.
            surface.host.renderer.invalidate()
            try driver.step()
            if i >= 10 { times.append(driver.lastFrame!.cost * 1000) }  // the first frames warm caches
        }
        let timed = timedFrames(times)
        let baseline = try baselineTimes(for: driver.lastDrawnList!, frames: frames)
        var scenario = BenchReport.Scenario(
            name: name, frames: frames, median: times.percentile(0.5),
            p99: times.percentile(0.99), baselineMedian: baseline.percentile(0.5), max: times.max() ?? 0)
        scenario.timedFrames = timed
        return scenario
    }

    /// Draws `list` with bare SDL calls `frames` times after 10 to warm up; milliseconds each.
    /// The baseline's textures go afterwards, so it never holds more than one scenario's.
    public func baselineTimes(for list: DisplayList, frames: Int) throws -> [Double] {
        var baseline: [Double] = []
        defer { surface.releaseBaselineTextures() }
        for i in 0..<(frames + 10) {
            let start = surface.now()
            try surface.drawBaseline(list)
            if i >= 10 { baseline.append((surface.now() - start) * 1000) }
        }
        return baseline
    }

    /// Runs the real idle loop for `seconds` of wall time and counts the frames it draws.
    private func idleFrames(seconds: Double) throws -> Int {
        let app = makeApp(scene: self.app.defaultScene, clock: MonotonicClock())
        let driver = FrameDriver(client: app, host: surface.host)
        try driver.step(idleTimeoutMs: 0)
        var drawn = 0
        let end = CPUClock.wallNow() + seconds
        while CPUClock.wallNow() < end {
            let remaining = Int(max(1, (end - CPUClock.wallNow()) * 1000))
            if try driver.step(idleTimeoutMs: remaining) { drawn += 1 }
        }
        return drawn
    }
}

/// A still scene the bench redraws frame after frame.
public struct BenchStill {
    /// The scenario's name in the report.
    public let name: String
    public let scene: String

    public init(name: String, scene: String) { (self.name, self.scene) = (name, scene) }
}

/// An app that says what `bench` times: its stills, scenarios of its own, and scripted sessions.
public protocol BenchableApp: ScriptableApp {
    /// Still scenes, redrawn frame after frame; every scene when not given.
    static var benchStills: [BenchStill] { get }
    /// Names of the scenarios `benchOwnScenarios` times, in its order.
    static var benchOwnScenarios: [String] { get }
    /// Scripted sessions written in code, each frame from the first input on timed; none
    /// unless the app gives some. `benchScripts(resources:)` returns them.
    static var benchScripts: [BenchScript] { get }
    /// The scripted sessions the bench times, with the Resources folder found for it (where an
    /// app keeps script files: the demo's are `Resources/Bench/*.txt`, read with
    /// `BenchScript.folder(_:probes:)`); `benchScripts` unless the app says otherwise.
    static func benchScripts(resources: URL) throws -> [BenchScript]
    /// Times the app's own scenarios named in `only` (all when empty), and, when all ran, the
    /// figures they give for the report.
    func benchOwnScenarios(on bench: Bench, frames: Int, only: Set<String>) throws -> (
        scenarios: [BenchReport.Scenario], figures: BenchReport.Figures?
    )
}

extension BenchableApp {
    public static var benchScripts: [BenchScript] { [] }
    public static func benchScripts(resources: URL) throws -> [BenchScript] { benchScripts }
}
