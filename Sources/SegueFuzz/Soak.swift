import Foundation
import Motion
import SDLBackend
import SegueScript
import ViewKit

/// The leak soak: runs an app's cycles (`SoakCycles`: presenting and dismissing what it
/// presents, or a script's steps) in turn in one headless app, and checks after every cycle that
/// the app came to rest consistent, and after every `checkInterval` cycles that nothing its
/// window tracked is alive but unreachable, that the live View and ViewController counts are
/// back at their starting values (the app returned to its start) and that the renderer's caches
/// stayed within their bounds.
public final class Soak {
    /// Cycles between count checks.
    public static let checkInterval = 50
    /// Cycles after which the early peak RSS is read, the reference later growth is measured
    /// from: by then each transition has run its drags, the endings that draw the most.
    public static let earlyCycles = 10

    public let session: SDLSession
    public let fonts: FontLibrary
    /// What one cycle does.
    public let cycles: any SoakCycles
    public let canvas: HeadlessCanvas
    public let driver: SoakDriver
    /// Live objects once every tab has been shown, before the first cycle.
    public private(set) var baseline = LiveCounts(views: 0, viewControllers: 0)
    /// The coordinator's record of views transitions hid, then (see `hiddenViewRecordCount`).
    private(set) var baselineHiddenRecord = 0
    /// The largest each renderer cache got, sampled after every rasterised frame.
    public private(set) var peakCaches = RendererCacheSizes()

    /// A check that failed: the cycle it failed after and what was wrong.
    public struct Failure: Error, CustomStringConvertible {
        public let cycle: Int
        public let problem: String
        public var description: String { "after cycle \(cycle): \(problem)" }
    }

    /// Whether the H key's HUD is on throughout.
    public let showsHUD: Bool

    /// - Parameters:
    ///   - app: the app, in `scene` (its first when nil).
    ///   - scene: the scene the soak starts in; the app's first when nil.
    ///   - cycles: what each cycle does; nil for the app's own (`SoakableApp`).
    ///   - resources: the folder that holds `Fonts/`; nil looks where `ResourceLocator` looks.
    ///   - rendering: how frames are drawn (see `SoakRendering`).
    ///   - showsHUD: whether the H key's HUD is on throughout.
    /// - Throws: `SoakSetupError` when neither gives cycles.
    public init(
        app: any ScriptableApp.Type, scene: String? = nil, cycles: (any SoakCycles)? = nil, resources: String?,
        rendering: SoakRendering, showsHUD: Bool = false
    ) throws {
        self.showsHUD = showsHUD
        session = try SDLSession(video: true, preferredDriver: "offscreen")
        let folder = try ResourceLocator.locate(explicit: resources)
        let fonts = try HeadlessRunner.loadFonts(resources: folder, session: session)
        self.fonts = fonts
        let content = try app.init(resources: folder, fonts: fonts, session: session, displayScale: 1)
        guard let chosen = cycles ?? (content as? any SoakableApp)?.soakCycles() else {
            throw SoakSetupError(
                description: "\(app.title) has no soak cycles of its own; give one with --script FILE")
        }
        self.cycles = chosen
        let size = CGSize(width: 390, height: 844)
        canvas = try HeadlessCanvas(size: size, scale: 1, fonts: fonts, session: session)
        let clock = ManualClock()
        let app = content.makeApplication(
            scene: scene ?? app.defaultScene, size: size, scale: 1, clock: clock, textMeasurer: fonts)
        driver = SoakDriver(app: app, clock: clock, canvas: canvas, rendering: rendering)
        driver.afterRender = { [unowned self] renderer in self.peakCaches.formMaximum(renderer.cacheSizes) }
    }

    /// Turns the HUD on when asked (its text changes every frame, a stream of new lines for the
    /// text cache), lets the cycles show what loads on first show (every tab), so it is in the
    /// baseline, checks that nothing leaked, then takes the baseline counts.
    public func warmUp() throws {
        try driver.runFrames(1)
        if showsHUD != (driver.app.hud != nil) { try driver.press(.h) }
        try cycles.warmUp(driver)
        // Also tracks what the app keeps out of its window (unselected tabs, caches), so the
        // counts cover it from the start.
        if let leak = LeakWatch.checkAtRest(driver.app.window) { throw Failure(cycle: 0, problem: leak.description) }
        baseline = liveCounts
        baselineHiddenRecord = driver.app.window.transitionCoordinator.hiddenViewRecordCount
    }

    /// Runs cycle `index` (0-based), then checks that the app came to rest consistent.
    public func runCycle(_ index: Int) throws {
        let name = try cycles.runCycle(index, on: driver)
        let problems = restProblems()
        if !problems.isEmpty {
            throw Failure(
                cycle: index + 1,
                problem: "\(name) came to rest inconsistent: "
                    + problems.joined(separator: "; "))
        }
    }

    /// What is wrong at rest: the presentation invariants, animations still running, frames
    /// that are not finite (the checks a script's end makes).
    public func restProblems() -> [String] {
        let window = driver.app.window
        var problems = window.transitionCoordinator.invariantViolations()
        if window.animator.activeCount > 0 {
            problems.append("\(window.animator.activeCount) animator(s) still active")
        }
        if let view = ScriptPlayer.firstNonFiniteView(in: window) {
            problems.append("\(type(of: view)) has a non-finite frame \(view.frame)")
        }
        return problems
    }

    /// What the app's window holds alive now.
    public var liveCounts: LiveCounts { LiveCounts(driver.app.window.liveObjects) }

    /// The leak, count and cache checks, after `cycles` cycles. Objects alive but unreachable
    /// are leaks; more reachable objects than at the start mean the cycles left the app
    /// somewhere else than where they found it (a script that leaves its sheet open, say).
    public func checkCounts(after cycles: Int) throws {
        if let leak = LeakWatch.checkAtRest(driver.app.window) {
            throw Failure(cycle: cycles, problem: leak.description)
        }
        let now = liveCounts
        if now != baseline {
            throw Failure(
                cycle: cycles,
                problem: "\(self.cycles.name) did not return to its start: \(now.listed) alive, "
                    + "\(baseline.listed) at the start")
        }
        let record = driver.app.window.transitionCoordinator.hiddenViewRecordCount
        if record != baselineHiddenRecord {
            throw Failure(
                cycle: cycles,
                problem: "the coordinator records \(record) views hidden by transitions, "
                    + "\(baselineHiddenRecord) at the start")
        }
        let over = peakCaches.exceeding(driver.renderer.cacheLimits)
        if !over.isEmpty {
            throw Failure(cycle: cycles, problem: "renderer caches over their bounds: " + over.joined(separator: ", "))
        }
    }
}

/// Peak resident set size so far, from the kernel.
public enum PeakRSS {
    /// Megabytes: VmHWM from /proc/self/status, or getrusage's maximum where /proc is missing.
    public static var megabytes: Double {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kB = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        {
            return kB / 1024
        }
        return CPUClock.peakRSSMB()
    }
}

extension LiveCounts {
    /// "120 views, 14 view controllers", as the soak prints them.
    public var listed: String { "\(views) views, \(viewControllers) view controllers" }
}
