import ArgumentParser
import Motion
import SDLBackend
import SegueScript
import ViewKit

public struct BenchCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "bench",
            abstract:
                "Measure frame times (390×844 points) headlessly or in a real window (--window) against a bare-SDL baseline.",
            discussion: """
                Headless, a frame's time is the thread's CPU time to build its display list and draw it; \
                composited on more than one thread (--threads, one per core by default), it is the wall clock's, \
                since the workers' time is not the drawing thread's. \
                With --window the same scenarios run in a real SDL window, and a frame's time is the wall \
                clock from its input to SDL_RenderPresent returning (without vsync unless --vsync); the \
                baseline is drawn and timed the same way in the same window. The scenarios are the app's \
                still scenes redrawn, its own scenarios, and the sessions --script adds, each frame from \
                the first input on timed.
                """)
    }

    @Option(help: "The folder holding Fonts/ and Images/.")
    public var resources: String?

    @Option(help: "A script whose frames to time, from its first input on (repeatable); named after its file.")
    public var script: [String] = []

    @Option(help: "Frames to time per scenario.")
    public var frames = 300

    @Option(help: "Pixels per point: 1, 2 for a HiDPI canvas (780×1688 pixels) or 3 (1170×2532).")
    public var scale = 1

    @Option(help: ThreadsOption.help)
    var threads: Int?

    @Option(name: .customLong("scenario"), help: "Run only this scenario (repeatable); for profiling.")
    var onlyScenarios: [String] = []

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Option(
        name: .customLong("frames-out"),
        help: ArgumentHelp(
            "Write every timed frame to this CSV file, a row each (a missing folder is made).",
            discussion: """
                Columns: scenario, frame (from 0: a transition's is the frame of its first input), ms (the \
                frame's time, as the medians are timed), present_ms (of it, the present's wall time in a \
                window; empty headless), presented_px (pixels the present copied), release (1 on the frame \
                the first pointer or finger release lands in), work (what the renderer made besides \
                compositing). At --scale 2 or 3, only that scale's frames, not the 1× run's.
                """,
            valueName: "file"))
    var framesOut: String?

    @Flag(help: "Time the scenarios in a real SDL window, from each frame's input to its present (needs a display).")
    public var window = false

    @Option(help: ArgumentHelp("With --window: " + RendererChoice.help))
    public var renderer: RendererChoice?

    @Flag(help: "With --window: present on the display's refresh, as the app does, so frames read at least 16.7 ms.")
    var vsync = false

    @Flag(
        help: ArgumentHelp(
            "Publish each scenario's window on the AT-SPI accessibility bus, as `open` does.",
            discussion: """
                What screen-reader support costs a frame: compare the medians with a run without it. With no \
                bus, the bridge gives up at once; with a bus nobody reads, it builds no tree; with an AT that \
                has asked anything, it rebuilds the tree after frames that changed something, at most ten \
                times a second while things move. The last line counts the trees built.
                """))
    var accessibility = false

    public func validate() throws {
        guard frames >= 10 else { throw ValidationError("--frames must be at least 10, found \(frames)") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, found \(scale)") }
        try ThreadsOption.validate(threads)
        if let framesOut, let problem = BenchReport.framesOutProblem(framesOut) { throw ValidationError(problem) }
        for (option, given) in [("--renderer", renderer != nil), ("--vsync", vsync)] where given && !window {
            throw ValidationError("\(option) needs --window: the headless bench draws on the software canvas")
        }
        let scripts = try scripts()
        // Without the Resources folder the run stops on it, naming where it looked.
        guard !onlyScenarios.isEmpty, let folder = try? ResourceLocator.locate(explicit: resources) else { return }
        let names = try Bench.scenarioNames(for: App.self, scripts: scripts, resources: folder)
        let unknown = onlyScenarios.filter { !names.contains($0) }
        guard unknown.isEmpty else {
            throw ValidationError(
                "no bench scenario named \(unknown.joined(separator: ", ")); the scenarios are "
                    + names.joined(separator: ", "))
        }
    }

    public func run() throws {
        let started = CPUClock.wallNow()
        if let framesOut { try BenchReport.createFramesOut(framesOut) }
        let surface = window ? renderer ?? .auto : nil
        // Each bench goes (and its window closes) before the next opens.
        let scripts = try scripts()
        let bench = try Bench(
            app: App.self, scripts: scripts, resources: resources, scale: CGFloat(scale), window: surface, vsync: vsync,
            threads: threads, started: started)
        bench.publishesAccessibility = accessibility
        var report = try bench.run(frames: frames, only: Set(onlyScenarios))
        if scale != 1 {
            // The same scenarios at 1× in the same run, for the cost of the extra pixels.
            let single = try Bench(
                app: App.self, scripts: scripts, resources: resources, scale: 1, window: surface, vsync: vsync,
                threads: threads, started: CPUClock.wallNow())
            report.compare(with: try single.run(frames: frames, only: Set(report.scenarios.map(\.name))))
        }
        print(json ? report.json : report.table)
        if let framesOut { try report.writeFramesCSV(to: framesOut) }
        if accessibility {
            let trees = bench.bridges.map(\.snapshotsBuilt).reduce(0, +)
            let seconds = bench.bridges.map(\.snapshotSeconds).reduce(0, +)
            let statuses = Dictionary(grouping: bench.bridges.map(\.status.summary)) { $0 }
                .map { "\($0.value.count) \($0.key)" }.sorted().joined(separator: ", ")
            print(
                "accessibility: \(bench.bridges.count) windows published, "
                    + "\(trees) trees built, \(format(trees == 0 ? 0 : seconds / Double(trees) * 1000)) ms each "
                    + "(\(statuses))")
        }
    }

    /// The `--script` files, read and checked.
    private func scripts() throws -> [BenchScript] {
        try script.map { path in
            let bench = try BenchScript(file: path)
            _ = try InputScript(text: bench.text, sourceName: path, scenes: App.sceneNames)
            return bench
        }
    }
}

/// The bench's result, in the JSON shape later issues extend.
public struct BenchReport {
    public struct Scenario {
        public let name: String
        public let frames: Int
        public let median: Double, p99: Double, baselineMedian: Double
        /// The slowest single frame, milliseconds.
        public let max: Double
        /// Which timed frame (from 0) was the slowest: for transitions, counted from the
        /// frame of the first input.
        var maxFrame: Int? = nil
        /// For interactive scenarios: frames the dragged content lagged the pointer.
        public var dragLagFrames: Int? = nil
        /// At a scale above 1: the same scenario's median at 1×, timed in the same run.
        var singleScaleMedian: Double? = nil
        /// Milliseconds of the first timed frame: for a transition, the one its input starts.
        public var firstFrame: Double? = nil
        /// What the renderer made in the slowest frame besides compositing (`BenchFrameWork`):
        /// whether it did more work than the others, or waited on the machine.
        public var slowestFrameWork: String? = nil
        /// What the renderer made in the first timed frame besides compositing.
        public var firstFrameWork: String? = nil
        /// The frame the first pointer or finger release lands in: which timed frame (from 0),
        /// its milliseconds, and what the renderer made in it besides compositing. For a
        /// transition a tap starts, it is the transition's first moving frame, which
        /// `firstFrame` (the press) does not time. Nil when the scenario releases nothing.
        public var releaseFrame: (index: Int, ms: Double, work: String?)? = nil
        /// Pixels each timed frame presented: its median and its most.
        public var presentedPixels: (median: Int, max: Int)? = nil
        /// Every timed frame, in order, as `--frames-out` writes them; empty where the
        /// scenario kept none.
        public var timedFrames: [BenchFrame] = []

        /// Milliseconds, all but `frames`.
        public init(
            name: String, frames: Int, median: Double, p99: Double, baselineMedian: Double, max: Double,
            maxFrame: Int? = nil, dragLagFrames: Int? = nil
        ) {
            (self.name, self.frames, self.median, self.p99) = (name, frames, median, p99)
            (self.baselineMedian, self.max, self.maxFrame, self.dragLagFrames) = (
                baselineMedian, max, maxFrame, dragLagFrames
            )
        }
        public var ratio: Double { baselineMedian > 0 ? median / baselineMedian : 0 }
        /// This scale's median over the 1× median.
        var costOverSingleScale: Double? { singleScaleMedian.map { $0 > 0 ? median / $0 : 0 } }
    }

    /// Figures of the app's own (`BenchableApp`), already formatted.
    public struct Figures {
        /// JSON fields, each followed by a comma, between the run's and the scenarios'.
        public let jsonFields: String
        /// One line for the table, after the scenarios.
        public let line: String

        public init(jsonFields: String, line: String) { (self.jsonFields, self.line) = (jsonFields, line) }
    }

    /// What drew: the canvas or a window, its renderer, size and scale.
    public let surface: BenchSurface.Summary
    let firstFrameMs: Double
    public let peakRSSMB: Double
    let idleFrames: Int
    /// The most the renderer held, part by part, after any frame of the scripted scenarios.
    public var rendererMemory = RendererMemory()
    public private(set) var scenarios: [Scenario]
    /// The app's own figures; nil when only some scenarios ran (`--scenario`).
    public let figures: Figures?

    public init(
        surface: BenchSurface.Summary, firstFrameMs: Double, peakRSSMB: Double, idleFrames: Int,
        scenarios: [Scenario], figures: Figures?
    ) {
        (self.surface, self.firstFrameMs, self.peakRSSMB) = (surface, firstFrameMs, peakRSSMB)
        (self.idleFrames, self.scenarios, self.figures) = (idleFrames, scenarios, figures)
    }

    /// Notes each scenario's 1× median from `single`, a run of the same scenarios at 1×.
    public mutating func compare(with single: BenchReport) {
        for i in scenarios.indices {
            scenarios[i].singleScaleMedian = single.scenarios.first { $0.name == scenarios[i].name }?.median
        }
    }

    var json: String {
        func f(_ v: Double) -> String { String(format: "%.3f", v) }
        let list = scenarios.map {
            "{\"name\":\"\($0.name)\",\"frames\":\($0.frames),\"median_ms\":\(f($0.median)),\"p99_ms\":\(f($0.p99)),"
                + "\"max_ms\":\(f($0.max)),\"max_frame\":\($0.maxFrame ?? -1),\"baseline_median_ms\":\(f($0.baselineMedian)),\"ratio\":\(f($0.ratio))"
                + ($0.firstFrame.map { ",\"first_ms\":\(f($0))" } ?? "")
                + ($0.slowestFrameWork.map { ",\"slowest_frame_work\":\"\($0)\"" } ?? "")
                + ($0.firstFrameWork.map { ",\"first_frame_work\":\"\($0)\"" } ?? "")
                + ($0.releaseFrame.map {
                    ",\"release_frame\":\($0.index),\"release_ms\":\(f($0.ms))"
                        + ($0.work.map { ",\"release_frame_work\":\"\($0)\"" } ?? "")
                } ?? "")
                + ($0.presentedPixels.map {
                    ",\"presented_pixels_per_frame\":{\"median\":\($0.median),\"max\":\($0.max)}"
                } ?? "")
                + ($0.dragLagFrames.map { ",\"drag_lag_frames\":\($0)" } ?? "")
                + ($0.singleScaleMedian.map { ",\"median_1x_ms\":\(f($0))" } ?? "")
                + ($0.costOverSingleScale.map { ",\"cost_vs_1x\":\(f($0))" } ?? "") + "}"
        }
        return "{\(surfaceJSON),\"first_frame_ms\":\(f(firstFrameMs)),"
            + "\"peak_rss_mb\":\(f(peakRSSMB)),\"idle_frames_2s\":\(idleFrames),"
            + "\"renderer_memory_mb\":\(rendererMemoryJSON),"
            + (figures?.jsonFields ?? "")
            + "\"scenarios\":[\(list.joined(separator: ","))]}"
    }

    public var table: String {
        var lines = surfaceLines
        lines += [
            String(
                format: "first frame %.1f ms, peak RSS %.1f MB, idle frames in 2 s: %d",
                firstFrameMs, peakRSSMB, idleFrames),
            "scenario                frames  median ms  p99 ms  max ms  baseline ms  ratio",
        ]
        for s in scenarios {
            let name = s.name.padding(toLength: 22, withPad: " ", startingAt: 0)
            lines.append(
                name
                    + String(
                        format: "  %6d  %9.3f  %6.3f  %6.3f  %11.3f  %5.2f", s.frames, s.median, s.p99,
                        s.max, s.baselineMedian, s.ratio) + (s.dragLagFrames.map { "  lag \($0)" } ?? "")
                    + (s.maxFrame.map { "  slowest #\($0)" } ?? "")
                    + (s.releaseFrame.map { String(format: "  release #%d %.3f ms", $0.index, $0.ms) } ?? "")
                    + (s.slowestFrameWork.map { " (\($0))" } ?? "")
                    + (s.presentedPixels.map { "  presents \($0.median) px (max \($0.max))" } ?? "")
                    + (s.costOverSingleScale.map { String(format: "  %.2f× 1x", $0) } ?? ""))
        }
        if let figures { lines.append(figures.line) }
        lines.append("the renderer held at most: \(rendererMemory)")
        return lines.joined(separator: "\n")
    }

    /// `rendererMemory` as JSON, in MB.
    private var rendererMemoryJSON: String {
        let m = rendererMemory
        let parts = [
            ("text", m.text), ("shadows", m.shadows), ("blurs", m.blurs), ("images", m.images),
            ("group_layers", m.groupLayers), ("corners", m.corners), ("kept_prefix", m.keptPrefix),
            ("recycled", m.recycled),
        ]
        return "{"
            + parts.map { "\"\($0.0)\":" + String(format: "%.3f", Double($0.1) / 1_048_576) }.joined(separator: ",")
            + "}"
    }
}
