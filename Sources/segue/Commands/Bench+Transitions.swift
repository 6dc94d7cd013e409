import Motion
import SDLBackend
import ViewKit

/// A transition benchmark: a scripted user session whose drawn frames are timed, and for
/// interactive ones, a probe of what must follow the pointer.
struct TransitionBenchScript {
    let name: String
    let scene: Scene
    /// Input-script text (see InputScript), without its `scene` line.
    let script: String
    /// For interactive scenarios: a value (points) of the dragged content, read after a frame,
    /// such as the presented view's shown minY. Nil for non-interactive ones.
    let probe: ((App) -> CGFloat?)?
}

extension Bench {
    /// Every transition's bench scripts, by transition.
    static var transitionScripts: [TransitionBenchScript] {
        TransitionBenchScript.card + TransitionBenchScript.sheet + TransitionBenchScript.zoom
            + TransitionBenchScript.pop
    }

    /// Times each frame drawn from the session's first input on, and measures its drag lag
    /// when it has a probe.
    func transitionScenario(_ spec: TransitionBenchScript) throws -> BenchReport.Scenario {
        let (times, last) = try play(spec, measuringLag: false).times
        let lag = spec.probe == nil ? nil : try play(spec, measuringLag: true).lag
        let baseline = try last.map { try baselineTimes(for: $0, frames: max(times.count, 10)) } ?? []
        return BenchReport.Scenario(
            name: spec.name, frames: times.count, median: times.percentile(0.5),
            p99: times.percentile(0.99), baselineMedian: baseline.percentile(0.5), max: times.max() ?? 0,
            maxFrame: times.indices.max { times[$0] < times[$1] }, dragLagFrames: lag)
    }

    /// Plays the script headlessly. With `measuringLag`, after each pointer move it lets frames
    /// pass with no input and counts those in which the probed content still moved: content
    /// glued to the pointer is already where it belongs in the move's own frame.
    private func play(_ spec: TransitionBenchScript, measuringLag: Bool) throws
        -> (times: ([Double], DisplayList?), lag: Int)
    {
        let clock = ManualClock()
        let app = App(
            assets: assets, size: size, scale: scale, clock: clock, scene: spec.scene, date: HeadlessRunner.fixedDate)
        let script = try InputScript(
            text: "scene \(spec.scene.rawValue)\n" + spec.script, sourceName: "bench \(spec.name)")
        let player = ScriptPlayer(
            app: app, clock: clock, host: surface.host, outputDirectory: FileManager.default.temporaryDirectory)
        player.recordsFrameTimes = !measuringLag
        player.frameCostClock = surface.now
        var worst = 0
        if measuringLag, let probe = spec.probe {
            player.afterMove = { player in
                guard let shown = probe(app) else { return }
                var late = 0
                for _ in 0..<5 {
                    try? player.runFrames(1)
                    if let later = probe(app), abs(later - shown) > 0.01 { late += 1 }
                }
                worst = max(worst, late)
            }
        }
        try player.play(script)
        let violations = app.window.transitionCoordinator.invariantViolations()
        if !violations.isEmpty {
            throw BenchError(
                description: "bench \(spec.name) ended inconsistent: \(violations.joined(separator: "; "))")
        }
        // The scene's first frame decodes its photos: start-up, which `first_frame_ms` covers.
        let times = Array(player.frameTimes.dropFirst(player.framesTimedBeforeInput ?? 0))
        return ((times, player.lastList), worst)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
}
