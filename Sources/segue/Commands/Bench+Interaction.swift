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
    static var benchScripts: [BenchScript] {
        BenchScript.card + BenchScript.sheet + BenchScript.zoom + BenchScript.pop
            + BenchScript.navigation
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
    func dragScenario(_ name: String, scene: String, frames: Int) throws -> (BenchReport.Scenario, RunningApp) {
        let clock = ManualClock()
        let app = makeApp(scene: scene, clock: clock)
        if let list = app.displayListIfNeeded() { try surface.draw(list) }
        var times: [Double] = []
        var last: DisplayList?
        app.handle([TimedInputEvent(.pointerDown(CGPoint(x: 200, y: 500)), at: clock.now)])
        for i in 0..<(frames + 10) {
            clock.advance(by: 1.0 / 60)
            let y = 500 - 300 * sin(Double(i) / 45 * .pi)
            let start = surface.now()
            app.handle([TimedInputEvent(.pointerMove(CGPoint(x: 200, y: y)), at: clock.now)])
            app.advanceAnimations()
            if let list = app.displayListIfNeeded() {
                try surface.draw(list)
                last = list
            }
            if i >= 10 { times.append((surface.now() - start) * 1000) }
        }
        app.handle([TimedInputEvent(.pointerUp(CGPoint(x: 200, y: 500)), at: clock.now)])
        let baseline = try baselineTimes(for: last!, frames: frames)
        return (
            BenchReport.Scenario(
                name: name, frames: frames, median: times.percentile(0.5),
                p99: times.percentile(0.99), baselineMedian: baseline.percentile(0.5), max: times.max() ?? 0), app
        )
    }

    /// Frames between a pointer move and the frame that draws the content where the pointer
    /// put it: the first Today card's drawn y must follow the drag in the same frame.
    func dragLagFrames(assets: Assets) throws -> Int {
        let clock = ManualClock()
        let app = makeApp(scene: "home", clock: clock)
        guard let start = cardY(in: app.window.makeDisplayList(), assets: assets) else { return -1 }
        app.handle([TimedInputEvent(.pointerDown(CGPoint(x: 200, y: 600)), at: clock.now)])
        var worst = 0
        var drawn: [CGFloat] = []
        for k in 1...15 {
            clock.advance(by: 1.0 / 60)
            // 20 pt a frame upward; the pan begins on the first move (past the 10 pt slop) and its
            // translation counts from the press, as UIKit's: the content follows from that frame.
            app.handle([TimedInputEvent(.pointerMove(CGPoint(x: 200, y: 600 - 20 * CGFloat(k))), at: clock.now)])
            app.advanceAnimations()
            guard let list = app.displayListIfNeeded(), let y = cardY(in: list, assets: assets) else { continue }
            try surface.draw(list)
            drawn.append(y)
            let expected = start - 20 * CGFloat(k)
            // How many frames later (if ever) this frame's expected position was drawn.
            if abs(y - expected) > 0.01 {
                worst = max(worst, drawn.firstIndex { abs($0 - expected) <= 0.01 }.map { drawn.count - 1 - $0 } ?? 15)
            }
        }
        app.handle([TimedInputEvent(.pointerUp(CGPoint(x: 200, y: 0)), at: clock.now)])
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
        let clock = ManualClock()
        let app = makeApp(scene: "table-10000", clock: clock)
        guard let table = (app.window.rootViewController?.view as? ListScreen)?.tableView else { return .nan }
        table.contentOffset = CGPoint(x: 0, y: 5000)
        _ = app.window.makeDisplayList()
        app.handle([TimedInputEvent(.pointerDown(CGPoint(x: 200, y: 700)), at: clock.now)])
        for k in 1...12 {
            clock.advance(by: 1.0 / 60)
            app.handle([TimedInputEvent(.pointerMove(CGPoint(x: 200, y: 700 - 2000.0 / 60 * Double(k))), at: clock.now)]
            )
            app.advanceAnimations()
        }
        let recorder = FlickRecorder()
        table.delegate = recorder
        app.handle([TimedInputEvent(.pointerUp(CGPoint(x: 200, y: 700 - 2000.0 / 60 * 12)), at: clock.now)])
        for _ in 0..<1200 where app.needsFrame {
            clock.advance(by: 1.0 / 60)
            app.advanceAnimations()
            _ = app.displayListIfNeeded()
        }
        let v = Double(recorder.velocity) * 1000
        let expected = recorder.offset + v * 0.998 / (1000 * (1 - 0.998))
        return abs(Double(table.contentOffset.y) - expected)
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
