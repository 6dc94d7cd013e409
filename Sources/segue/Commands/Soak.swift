import Foundation
import Motion
import SDLBackend
import ViewKit

/// The leak soak: presents and dismisses the four transitions in turn in one headless app,
/// and checks after every cycle that the app came to rest consistent, and after every
/// `checkInterval` cycles that the live View and ViewController counts are back at their
/// starting values and that the renderer's caches stayed within their bounds.
final class Soak {
    /// Cycles between count checks.
    static let checkInterval = 50
    /// Cycles after which the early peak RSS is read, the reference later growth is measured
    /// from: by then each transition has run its drags, the endings that draw the most.
    static let earlyCycles = 10

    let session: SDLSession
    let assets: Assets
    let canvas: HeadlessCanvas
    let driver: SoakDriver
    /// Live objects once every tab has been shown, before the first cycle.
    private(set) var baseline = LiveCounts.now
    /// The coordinator's record of views transitions hid, then (see `hiddenViewRecordCount`).
    private(set) var baselineHiddenRecord = 0
    /// The largest each renderer cache got, sampled after every rasterised frame.
    private(set) var peakCaches = RendererCacheSizes()

    /// Live instance counts.
    struct LiveCounts: Equatable, CustomStringConvertible {
        var views: Int
        var viewControllers: Int
        static var now: LiveCounts {
            LiveCounts(views: LiveObjects.views, viewControllers: LiveObjects.viewControllers)
        }
        var description: String { "\(views) views, \(viewControllers) view controllers" }
    }

    /// A check that failed: the cycle it failed after and what was wrong.
    struct Failure: Error, CustomStringConvertible {
        let cycle: Int
        let problem: String
        var description: String { "after cycle \(cycle): \(problem)" }
    }

    /// Whether the H key's HUD is on throughout.
    let showsHUD: Bool

    init(resources: String?, rendering: SoakRendering, showsHUD: Bool = false) throws {
        self.showsHUD = showsHUD
        session = try SDLSession(video: true, preferredDriver: "offscreen")
        let folder = try ResourceLocator.locate(explicit: resources)
        let fonts = try Assets.loadFonts(resources: folder, session: session)
        assets = try Assets(resources: folder, fonts: fonts, session: session, displayScale: 1)
        let size = CGSize(width: 390, height: 844)
        canvas = try HeadlessCanvas(size: size, scale: 1, fonts: fonts, session: session)
        let clock = ManualClock()
        let app = App(assets: assets, size: size, scale: 1, clock: clock, scene: .home, date: HeadlessRunner.fixedDate)
        driver = SoakDriver(app: app, clock: clock, renderer: canvas.renderer, rendering: rendering)
        driver.afterRender = { [unowned self] renderer in self.peakCaches.formMaximum(renderer.cacheSizes) }
    }

    /// Shows every tab once, so views that load on first show are in the baseline, turns the
    /// HUD on when asked (its text changes every frame, a stream of new lines for the text
    /// cache), then takes the baseline counts.
    func warmUp() throws {
        try driver.runFrames(1)
        if showsHUD != (driver.app.hud != nil) { try driver.press(.h) }
        guard let root = driver.app.root else { throw SoakStepError(description: "the app has no tab bar") }
        for item in root.bar.items.reversed() {
            try driver.tap(item)
            try driver.settle()
        }
        baseline = .now
        baselineHiddenRecord = driver.app.window.transitionCoordinator.hiddenViewRecordCount
    }

    /// Runs cycle `index` (0-based): transition `index % 4`, ended the way its turn says.
    func runCycle(_ index: Int) throws {
        let transition = SoakTransition.allCases[index % SoakTransition.allCases.count]
        let turn = index / SoakTransition.allCases.count
        try driver.cycle(transition, ending: transition.endings[turn % transition.endings.count], variant: turn)
        let problems = restProblems()
        if !problems.isEmpty {
            throw Failure(
                cycle: index + 1,
                problem: "\(transition.rawValue) came to rest inconsistent: "
                    + problems.joined(separator: "; "))
        }
    }

    /// What is wrong at rest: the presentation invariants, animations still running, frames
    /// that are not finite (the checks a script's end makes).
    func restProblems() -> [String] {
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

    /// The count and cache checks, after `cycles` cycles.
    func checkCounts(after cycles: Int) throws {
        let now = LiveCounts.now
        if now != baseline {
            throw Failure(
                cycle: cycles,
                problem: "\(now) alive, \(baseline) at the start: "
                    + "\(now.views - baseline.views) views and \(now.viewControllers - baseline.viewControllers) "
                    + "view controllers leaked")
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
enum PeakRSS {
    /// Megabytes: VmHWM from /proc/self/status, or getrusage's maximum where /proc is missing.
    static var megabytes: Double {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kB = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        {
            return kB / 1024
        }
        return CPUClock.peakRSSMB()
    }
}
