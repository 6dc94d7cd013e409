import Foundation
import Motion
import SDLBackend
import SegueScript
import ViewKit

/// A scripted session the bench times frame by frame, and for interactive ones, a probe of
/// what must follow the pointer.
public struct BenchScript {
    public let name: String
    /// Input-script text (see InputScript), its `scene` line first when it has one.
    public let text: String
    /// The file it was read from, for messages; nil for a script the app wrote in.
    public let path: String?
    /// For interactive scenarios: a value (points) of the dragged content, read after a frame,
    /// such as the presented view's shown minY. Nil for non-interactive ones.
    public let probe: ((Application) -> CGFloat?)?

    /// A session in `scene`; `script` is its steps.
    public init(name: String, scene: String, script: String, probe: ((Application) -> CGFloat?)? = nil) {
        (self.name, self.text, self.path, self.probe) = (name, "scene \(scene)\n" + script, nil, probe)
    }

    /// The script file at `path`, named after it (`card-open.txt` is "card-open").
    /// - Throws: when it cannot be read; the message names the file.
    public init(file path: String) throws { try self.init(file: path, probe: nil) }

    /// The script file at `path`, named after it, with the `probe` of what follows the pointer
    /// when it has one.
    /// - Throws: when it cannot be read; the message names the file.
    public init(file path: String, probe: ((Application) -> CGFloat?)?) throws {
        name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw InputScript.ParseError(file: path, line: 0, message: "cannot be read as UTF-8 text")
        }
        (self.path, self.probe) = (path, probe)
    }

    /// Every `NAME.txt` script in `folder`, in name order, each with its probe from `probes`
    /// (by NAME). The scripts are read when the bench runs, so an edited one needs no rebuild.
    /// - Throws: `BenchError` naming the folder when it holds no script, or a probe whose
    ///   script is not there (a renamed file would otherwise lose its probe unseen); and a
    ///   file that cannot be read.
    public static func folder(_ folder: URL, probes: [String: (Application) -> CGFloat?] = [:]) throws -> [BenchScript]
    {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
        guard !names.isEmpty else {
            throw BenchError(description: "no bench scripts (NAME.txt) in \(folder.path)")
        }
        let scripts = try names.map { name in
            try BenchScript(
                file: folder.appendingPathComponent(name).path, probe: probes[String(name.dropLast(4))])
        }
        let orphans = Set(probes.keys).subtracting(scripts.map(\.name)).sorted()
        guard orphans.isEmpty else {
            throw BenchError(
                description: "\(folder.path) has no script for the probes of \(orphans.joined(separator: ", "))")
        }
        return scripts
    }
}

extension Bench {
    /// Times each frame drawn from the session's first input on, and measures its drag lag
    /// when it has a probe.
    func scriptScenario(_ spec: BenchScript) throws -> BenchReport.Scenario {
        let ((times, last), _, work, release) = try play(spec, measuringLag: false)
        let frames = timedFrames(times, work: work.map(\.summary))
        let presented = frames.compactMap(\.presentedPixels).map(Double.init)
        let lag = spec.probe == nil ? nil : try play(spec, measuringLag: true).lag
        let baseline = try last.map { try baselineTimes(for: $0, frames: max(times.count, 10)) } ?? []
        var scenario = BenchReport.Scenario(
            name: spec.name, frames: times.count, median: times.percentile(0.5),
            p99: times.percentile(0.99), baselineMedian: baseline.percentile(0.5), max: times.max() ?? 0,
            maxFrame: times.indices.max { times[$0] < times[$1] }, dragLagFrames: lag)
        scenario.firstFrame = times.first
        scenario.timedFrames = frames
        if let slowest = scenario.maxFrame, slowest < work.count { scenario.slowestFrameWork = work[slowest].summary }
        scenario.firstFrameWork = work.first?.summary
        if let release, release < times.count {
            scenario.releaseFrame = (release, times[release], release < work.count ? work[release].summary : nil)
        }
        if !presented.isEmpty {
            scenario.presentedPixels = (Int(presented.percentile(0.5)), Int(presented.max() ?? 0))
        }
        return scenario
    }

    /// Plays the script headlessly. With `measuringLag`, after each pointer move it lets frames
    /// pass with no input and counts those in which the probed content still moved: content
    /// glued to the pointer is already where it belongs in the move's own frame.
    private func play(_ spec: BenchScript, measuringLag: Bool) throws
        -> (times: ([Double], DisplayList?), lag: Int, work: [BenchFrameWork], release: Int?)
    {
        let clock = ManualClock()
        let script = try InputScript(
            text: spec.text, sourceName: spec.path ?? "bench \(spec.name)", scenes: self.app.sceneNames)
        let app = makeApp(scene: script.scene, clock: clock)
        surface.host.resetPresented()
        let player = ScriptPlayer(
            app: app, clock: clock, host: surface.host, outputDirectory: FileManager.default.temporaryDirectory)
        player.recordsFrameTimes = !measuringLag
        if let bridge = accessibilityBridge(for: app, clock: clock) { player.driver.addObserver(bridge) }
        player.frameCostClock = surface.now
        let work = BenchFrameWorkLog(renderer: surface.host.renderer)
        if !measuringLag { player.driver.addObserver(work) }
        player.driver.addObserver(BenchDecodeGap(renderer: surface.host.renderer))
        defer { rendererMemory.formMaximum(work.memory) }
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
        let before = player.framesTimedBeforeInput ?? 0
        let times = Array(player.frameTimes.dropFirst(before))
        let release = player.framesTimedBeforeRelease.map { $0 - before }
        return ((times, player.lastList), worst, Array(work.frames.dropFirst(before)), release)
    }
}

public struct BenchError: Error, CustomStringConvertible {
    public let description: String
}
