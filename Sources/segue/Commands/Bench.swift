import Motion
import SDLBackend
import ViewKit

/// Runs the bench scenarios on the headless canvas, or in a window (`BenchSurface`). Frame time
/// is the thread's CPU time to build a display list from the tree and render it, or in a window
/// the wall time from the frame's input to its present.
final class Bench {
    let surface: BenchSurface
    let assets: Assets
    let firstFrameMs: Double
    /// Points the app lays out in.
    let size: CGSize
    /// Pixels per point of the surface and the app.
    let scale: CGFloat

    /// Every scenario `run` can time, in its order.
    static var scenarioNames: [String] {
        ["kitchen-sink", "home", "table-10", "table-10000"] + transitionScripts.map(\.name)
    }

    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - window: the renderer of a real window to time in; nil for the headless canvas.
    ///   - vsync: in a window, whether presenting waits for the display's refresh.
    ///   - started: the wall-clock seconds the command started at, for `firstFrameMs`.
    init(
        resources: String?, scale: CGFloat = 1, window: RendererChoice? = nil, vsync: Bool = false, started: Double
    ) throws {
        let folder = try ResourceLocator.locate(explicit: resources)
        surface =
            try window.map { try BenchSurface.window(resources: folder, scale: scale, renderer: $0, vsync: vsync) }
            ?? BenchSurface.headless(resources: folder, scale: scale)
        (size, self.scale) = (surface.host.size, surface.host.scale)
        assets = try Assets(resources: folder, fonts: surface.fonts, session: surface.session, displayScale: self.scale)
        let app = App(
            assets: assets, size: size, scale: self.scale, clock: ManualClock(), scene: .home,
            date: HeadlessRunner.fixedDate)
        if let list = app.displayListIfNeeded() { try surface.draw(list) }
        firstFrameMs = (CPUClock.wallNow() - started) * 1000
    }

    /// Times every scenario, or only those named in `only` (then without the list-interaction
    /// figures, which need the table scenarios).
    func run(frames: Int, only: Set<String> = []) throws -> BenchReport {
        func wanted(_ name: String) -> Bool { only.isEmpty || only.contains(name) }
        var scenarios: [BenchReport.Scenario] = []
        if wanted("kitchen-sink") {
            scenarios.append(try staticScenario("kitchen-sink", scene: .kitchenSink, frames: frames))
        }
        if wanted("home") { scenarios.append(try staticScenario("home", scene: .home, frames: frames)) }
        var interaction: BenchReport.Interaction?
        if only.isEmpty {
            let (short, _) = try dragScenario("table-10", scene: .table10, frames: frames)
            let (long, longApp) = try dragScenario("table-10000", scene: .table10000, frames: frames)
            scenarios += [short, long]
            let table = (longApp.window.rootViewController?.view as? ListScreen)?.tableView
            interaction = BenchReport.Interaction(
                dragLagFrames: try dragLagFrames(),
                tableRatio: short.median > 0 ? long.median / short.median : 0,
                cellsAlive: table?.cellsCreated ?? 0,
                visibleRows: table?.visibleCells.count ?? 0,
                flickStopErrorPt: try flickStopError())
        } else {
            for name in ["table-10", "table-10000"] where only.contains(name) {
                scenarios.append(
                    try dragScenario(name, scene: name == "table-10" ? .table10 : .table10000, frames: frames).0)
            }
        }
        for spec in Bench.transitionScripts where wanted(spec.name) { scenarios.append(try transitionScenario(spec)) }
        let idle = try idleFrames(seconds: 2)
        return BenchReport(
            surface: surface.summary, firstFrameMs: firstFrameMs, peakRSSMB: CPUClock.peakRSSMB(), idleFrames: idle,
            scenarios: scenarios, interaction: interaction)
    }

    /// Redraws a still scene from the tree every frame (and shows it, in a window), then its
    /// final list with bare SDL calls.
    private func staticScenario(_ name: String, scene: Scene, frames: Int) throws -> BenchReport.Scenario {
        let app = App(
            assets: assets, size: size, scale: scale, clock: ManualClock(), scene: scene,
            date: HeadlessRunner.fixedDate)
        var times: [Double] = []
        var last: DisplayList?
        for i in 0..<(frames + 10) {
            app.window.setNeedsDisplay()
            let start = surface.now()
            let list = app.window.makeDisplayList()
            try surface.draw(list)
            if i >= 10 { times.append((surface.now() - start) * 1000) }  // the first frames warm caches
            last = list
        }
        let baseline = try baselineTimes(for: last!, frames: frames)
        return BenchReport.Scenario(
            name: name, frames: frames, median: times.percentile(0.5),
            p99: times.percentile(0.99), baselineMedian: baseline.percentile(0.5), max: times.max() ?? 0)
    }

    /// Runs the real idle loop for `seconds` of wall time and counts the frames it draws.
    private func idleFrames(seconds: Double) throws -> Int {
        let app = App(
            assets: assets, size: size, scale: scale, clock: MonotonicClock(), scene: .home,
            date: HeadlessRunner.fixedDate)
        if let list = app.displayListIfNeeded() { try surface.draw(list) }
        let loop = FrameLoop(client: app, host: surface.host)
        var drawn = 0
        let end = CPUClock.wallNow() + seconds
        while CPUClock.wallNow() < end {
            let remaining = Int(max(1, (end - CPUClock.wallNow()) * 1000))
            if try loop.step(idleTimeoutMs: remaining) { drawn += 1 }
        }
        return drawn
    }
}
