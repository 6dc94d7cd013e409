import Motion
import SDLBackend
import ViewKit

/// Benches that drive the app with pointer input, frame by frame, as a user's drag would.
extension Bench {
    /// Sweeps a drag up and down over a list for `frames` frames; each frame handles the move,
    /// animates, lays out, builds the display list and renders it.
    func dragScenario(_ name: String, scene: Scene, frames: Int) throws -> (BenchReport.Scenario, App) {
        let clock = ManualClock()
        let app = App(
            assets: assets, size: size, scale: scale, clock: clock, scene: scene, date: HeadlessRunner.fixedDate)
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

    func baselineTimes(for list: DisplayList, frames: Int) throws -> [Double] {
        var baseline: [Double] = []
        for i in 0..<(frames + 10) {
            let start = surface.now()
            try surface.drawBaseline(list)
            if i >= 10 { baseline.append((surface.now() - start) * 1000) }
        }
        return baseline
    }

    /// Frames between a pointer move and the frame that draws the content where the pointer
    /// put it: the first Today card's drawn y must follow the drag in the same frame.
    func dragLagFrames() throws -> Int {
        let clock = ManualClock()
        let app = App(
            assets: assets, size: size, scale: scale, clock: clock, scene: .home, date: HeadlessRunner.fixedDate)
        guard let start = cardY(in: app.window.makeDisplayList()) else { return -1 }
        app.handle([TimedInputEvent(.pointerDown(CGPoint(x: 200, y: 600)), at: clock.now)])
        var worst = 0
        var drawn: [CGFloat] = []
        for k in 1...15 {
            clock.advance(by: 1.0 / 60)
            // 20 pt a frame upward; the pan begins on the first move (past the 10 pt slop) and its
            // translation counts from the press, as UIKit's: the content follows from that frame.
            app.handle([TimedInputEvent(.pointerMove(CGPoint(x: 200, y: 600 - 20 * CGFloat(k))), at: clock.now)])
            app.advanceAnimations()
            guard let list = app.displayListIfNeeded(), let y = cardY(in: list) else { continue }
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
    private func cardY(in list: DisplayList) -> CGFloat? {
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
        let app = App(
            assets: assets, size: size, scale: scale, clock: clock, scene: .table10000, date: HeadlessRunner.fixedDate)
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
