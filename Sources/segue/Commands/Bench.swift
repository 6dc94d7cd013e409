import Motion
import SDLBackend
import ViewKit

/// Runs the bench scenarios on the headless canvas. Frame time is the thread's CPU time to
/// build a display list from the tree and render it.
final class Bench {
    let session: SDLSession
    let assets: Assets
    let canvas: HeadlessCanvas
    let firstFrameMs: Double
    let size = CGSize(width: 390, height: 844)
    /// Pixels per point of the canvas and the app.
    let scale: CGFloat

    /// Every scenario `run` can time, in its order.
    static var scenarioNames: [String] {
        ["kitchen-sink", "home", "table-10", "table-10000"] + transitionScripts.map(\.name)
    }

    init(resources: String?, scale: CGFloat = 1, started: Double) throws {
        self.scale = scale
        session = try SDLSession(video: true, preferredDriver: "offscreen")
        let folder = try ResourceLocator.locate(explicit: resources)
        let fonts = try Assets.loadFonts(resources: folder, session: session)
        assets = try Assets(resources: folder, fonts: fonts, session: session, displayScale: scale)
        canvas = try HeadlessCanvas(size: size, scale: scale, fonts: fonts, session: session)
        let app = App(
            assets: assets, size: size, scale: scale, clock: ManualClock(), scene: .home,
            date: HeadlessRunner.fixedDate)
        if let list = app.displayListIfNeeded() { try canvas.renderer.draw(list) }
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
            scale: Int(scale), firstFrameMs: firstFrameMs, peakRSSMB: CPUClock.peakRSSMB(), idleFrames: idle,
            scenarios: scenarios, interaction: interaction)
    }

    /// Redraws a still scene from the tree every frame, then its final list with bare SDL calls.
    private func staticScenario(_ name: String, scene: Scene, frames: Int) throws -> BenchReport.Scenario {
        let app = App(
            assets: assets, size: size, scale: scale, clock: ManualClock(), scene: scene,
            date: HeadlessRunner.fixedDate)
        var times: [Double] = []
        var last: DisplayList?
        for i in 0..<(frames + 10) {
            app.window.setNeedsDisplay()
            let start = CPUClock.cpuNow()
            let list = app.window.makeDisplayList()
            try canvas.renderer.draw(list)
            if i >= 10 { times.append((CPUClock.cpuNow() - start) * 1000) }  // the first frames warm caches
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
        if let list = app.displayListIfNeeded() { try canvas.renderer.draw(list) }
        let loop = FrameLoop(client: app, host: canvas)
        var drawn = 0
        let end = CPUClock.wallNow() + seconds
        while CPUClock.wallNow() < end {
            let remaining = Int(max(1, (end - CPUClock.wallNow()) * 1000))
            if try loop.step(idleTimeoutMs: remaining) { drawn += 1 }
        }
        return drawn
    }
}
