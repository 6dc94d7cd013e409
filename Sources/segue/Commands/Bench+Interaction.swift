import Motion
import SDLBackend
import SegueScript
import SegueTool
import ViewKit

extension SegueDemo: BenchableApp {
    static let benchStills = [
        BenchStill(name: "kitchen-sink", scene: "kitchen-sink"), BenchStill(name: "home", scene: "home"),
    ]
    static let benchOwnScenarios = ["table-10", "table-10000"]
    /// The transitions' scripted sessions: Resources/Bench/NAME.txt, with their probes.
    static func benchScripts(resources: URL) throws -> [BenchScript] {
        try BenchScript.folder(resources.appendingPathComponent("Bench"), probes: BenchProbes.byScript)
    }

    /// The two lists dragged, and with both, the figures of driving lists with the pointer.
    func benchOwnScenarios(on bench: Bench, frames: Int, only: Set<String>) throws -> (
        scenarios: [BenchReport.Scenario], figures: BenchReport.Figures?
    ) {
        guard only.isEmpty else {
            let names = SegueDemo.benchOwnScenarios.filter(only.contains)
            return (try names.map { try bench.dragScenario($0, scene: $0, frames: frames).0 }, nil)
        }
        let (short, _) = try bench.dragScenario("table-10", scene: "table-10", frames: frames)
        let (long, longApp) = try bench.dragScenario("table-10000", scene: "table-10000", frames: frames)
        let table = (longApp.window.rootViewController?.view as? ListScreen)?.tableView
        let (lag, flick) = (try bench.dragLagFrames(assets: assets), try bench.flickStopError())
        let ratio = short.median > 0 ? long.median / short.median : 0
        let (cells, rows) = (table?.cellsCreated ?? 0, table?.visibleCells.count ?? 0)
        func f(_ v: Double) -> String { String(format: "%.3f", v) }
        let figures = BenchReport.Figures(
            jsonFields: "\"drag_lag_frames\":\(lag),\"table_10000_vs_10\":\(f(ratio)),"
                + "\"cells_alive_10000\":\(cells),\"visible_rows_10000\":\(rows),"
                + "\"flick_2000_stop_error_pt\":\(f(flick)),",
            line: String(
                format: "drag lag %d frames; table-10000 / table-10 median %.2f×; "
                    + "cells alive %d for %d visible rows; 2000 pt/s flick rests %.3f pt from the projection",
                lag, ratio, cells, rows, flick))
        return ([short, long], figures)
    }
}

/// Benches that drive the demo with pointer input, frame by frame, as a user's drag would.
extension Bench {
    /// Sweeps a drag up and down over a list for `frames` frames; each frame handles the move,
    /// animates, lays out, builds the display list and renders it.
    func dragScenario(_ name: String, scene: String, frames: Int) throws -> (BenchReport.Scenario, Application) {
        let session = PointerSession(on: self, scene: scene)
        try session.driver.step()
        var times: [Double] = []
        session.send(.pointerDown(CGPoint(x: 200, y: 500)))
        for i in 0..<(frames + 10) {
            try session.frame(movingTo: CGPoint(x: 200, y: 500 - 300 * sin(Double(i) / 45 * .pi)))
            if i >= 10 { times.append(session.driver.lastFrame!.cost * 1000) }
        }
        session.send(.pointerUp(CGPoint(x: 200, y: 500)))
        let timed = timedFrames(times)
        let baseline = try baselineTimes(for: session.driver.lastDrawnList!, frames: frames)
        var scenario = BenchReport.Scenario(
            name: name, frames: frames, median: times.percentile(0.5),
            p99: times.percentile(0.99), baselineMedian: baseline.percentile(0.5), max: times.max() ?? 0)
        scenario.timedFrames = timed
        return (scenario, session.app)
    }

    /// Frames between a pointer move and the frame that draws the content where the pointer
    /// put it: the first Today card's drawn y must follow the drag in the same frame.
    func dragLagFrames(assets: Assets) throws -> Int {
        let session = PointerSession(on: self, scene: "home")
        try session.driver.step()
        guard let first = session.driver.lastFrame?.list, let start = cardY(in: first, assets: assets) else {
            return -1
        }
        session.send(.pointerDown(CGPoint(x: 200, y: 600)))
        var worst = 0
        var drawn: [CGFloat] = []
        for k in 1...15 {
            // 20 pt a frame upward; the pan begins on the first move (past the 10 pt slop) and its
            // translation counts from the press, as UIKit's: the content follows from that frame.
            try session.frame(movingTo: CGPoint(x: 200, y: 600 - 20 * CGFloat(k)))
            guard let list = session.driver.lastFrame?.list, let y = cardY(in: list, assets: assets) else { continue }
            drawn.append(y)
            let expected = start - 20 * CGFloat(k)
            // How many frames later (if ever) this frame's expected position was drawn.
            if abs(y - expected) > 0.01 {
                worst = max(worst, drawn.firstIndex { abs($0 - expected) <= 0.01 }.map { drawn.count - 1 - $0 } ?? 15)
            }
        }
        session.send(.pointerUp(CGPoint(x: 200, y: 0)))
        return worst
    }

    /// Window y (points) of the first card's image, as drawn.
    private func cardY(in list: DisplayList, assets: Assets) -> CGFloat? {
        for op in list.ops {
            if case let .image(image, _, rect, _, state) = op, image === assets.cards.first?.image {
                return rect.applying(state.transform).minY
            }
        }
        return nil
    }

    /// A 2000 pt/s flick on the long list: how far (points) from UIKit's projected stop it rests.
    func flickStopError() throws -> Double {
        // Laid out and flattened only: the figure is where the list rests, not what it costs.
        let session = PointerSession(on: self, scene: "table-10000", drawing: false)
        guard let table = (session.app.window.rootViewController?.view as? ListScreen)?.tableView else { return .nan }
        table.contentOffset = CGPoint(x: 0, y: 5000)
        try session.driver.step()
        session.send(.pointerDown(CGPoint(x: 200, y: 700)))
        for k in 1...12 { try session.frame(movingTo: CGPoint(x: 200, y: 700 - 2000.0 / 60 * Double(k))) }
        let recorder = FlickRecorder()
        table.delegate = recorder
        session.send(.pointerUp(CGPoint(x: 200, y: 700 - 2000.0 / 60 * 12)))
        try session.driver.settle()
        let v = Double(recorder.velocity) * 1000
        let expected = recorder.offset + v * 0.998 / (1000 * (1 - 0.998))
        return abs(Double(table.contentOffset.y) - expected)
    }
}

/// A fresh app in a bench scene, driven a 60 Hz frame at a time on a manual clock with pointer
/// input, as a user's drag would drive it: drawn on the bench's surface and timed as its frames
/// are, or only laid out and flattened.
private struct PointerSession {
    let clock = ManualClock()
    let app: Application
    /// The drag's moves, each queued for the frame it belongs to.
    let input: ScriptInput
    let driver: FrameDriver

    init(on bench: Bench, scene: String, drawing: Bool = true) {
        app = bench.makeApp(scene: scene, clock: clock)
        input = ScriptInput(host: drawing ? bench.surface.host : nil)
        driver =
            drawing
            ? bench.makeDriver(for: app, clock: clock, input: input)
            : FrameDriver(client: app, input: input, host: nil, pacing: .virtual(clock: clock, frameInterval: 1.0 / 60))
    }

    /// Hands `event` to the app now, between frames.
    func send(_ event: InputEvent) { driver.deliver([TimedInputEvent(event, at: clock.now)]) }

    /// Moves the clock on a frame and runs that frame, in which the pointer moves to `p`.
    func frame(movingTo p: CGPoint) throws {
        clock.advance(by: 1.0 / 60)
        input.queued.append(TimedInputEvent(.pointerMove(p), at: clock.now))
        try driver.step()
    }
}

/// Notes the release velocity (points per millisecond) and offset of a flick.
private final class FlickRecorder: TableViewDelegate {
    var velocity: CGFloat = 0
    var offset = 0.0

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {
        self.velocity = velocity.y
        offset = Double(scrollView.contentOffset.y)
    }
}
