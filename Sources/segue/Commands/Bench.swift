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

    init(resources: String?, started: Double) throws {
        session = try SDLSession(video: true, preferredDriver: "offscreen")
        let folder = try ResourceLocator.locate(explicit: resources)
        let fonts = try Assets.loadFonts(resources: folder, session: session)
        assets = try Assets(resources: folder, fonts: fonts, session: session, displayScale: 1)
        canvas = try HeadlessCanvas(size: size, scale: 1, fonts: fonts, session: session)
        let app = App(
            assets: assets, size: size, scale: 1, clock: ManualClock(), scene: .home,
            date: HeadlessRunner.fixedDate)
        if let list = app.displayListIfNeeded() { try canvas.renderer.draw(list) }
        firstFrameMs = (CPUClock.wallNow() - started) * 1000
    }

    func run(frames: Int) throws -> BenchReport {
        var scenarios: [BenchReport.Scenario] = []
        scenarios.append(try staticScenario("kitchen-sink", scene: .kitchenSink, frames: frames))
        scenarios.append(try staticScenario("home", scene: .home, frames: frames))
        let (short, _) = try dragScenario("table-10", scene: .table10, frames: frames)
        let (long, longApp) = try dragScenario("table-10000", scene: .table10000, frames: frames)
        scenarios += [short, long]
        for spec in Bench.transitionScripts { scenarios.append(try transitionScenario(spec)) }
        let table = (longApp.window.rootViewController?.view as? ListScreen)?.tableView
        let lagFrames = try dragLagFrames()
        let flick = try flickStopError()
        let interaction = BenchReport.Interaction(
            dragLagFrames: lagFrames,
            tableRatio: short.median > 0 ? long.median / short.median : 0,
            cellsAlive: table?.cellsCreated ?? 0,
            visibleRows: table?.visibleCells.count ?? 0,
            flickStopErrorPt: flick)
        let idle = try idleFrames(seconds: 2)
        return BenchReport(
            firstFrameMs: firstFrameMs, peakRSSMB: CPUClock.peakRSSMB(), idleFrames: idle,
            scenarios: scenarios, interaction: interaction)
    }

    /// Redraws a still scene from the tree every frame, then its final list with bare SDL calls.
    private func staticScenario(_ name: String, scene: Scene, frames: Int) throws -> BenchReport.Scenario {
        let app = App(
            assets: assets, size: size, scale: 1, clock: ManualClock(), scene: scene,
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
            p99: times.percentile(0.99), baselineMedian: baseline.percentile(0.5))
    }

    /// Runs the real idle loop for `seconds` of wall time and counts the frames it draws.
    private func idleFrames(seconds: Double) throws -> Int {
        let app = App(
            assets: assets, size: size, scale: 1, clock: MonotonicClock(), scene: .home,
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
