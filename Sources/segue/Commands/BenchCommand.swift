import ArgumentParser
import Motion
import SDLBackend
import ViewKit

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Measure frame times (390×844 points) headlessly or in a real window (--window) against a bare-SDL baseline.",
        discussion: """
            Headless, a frame's time is the thread's CPU time to build its display list and draw it. \
            With --window the same scenarios run in a real SDL window, and a frame's time is the wall \
            clock from its input to SDL_RenderPresent returning (without vsync unless --vsync); the \
            baseline is drawn and timed the same way in the same window.
            """)

    @Option(help: "The folder holding Fonts/ and Images/.")
    var resources: String?

    @Option(help: "Frames to time per scenario.")
    var frames = 300

    @Option(help: "Pixels per point: 1, or 2 for a HiDPI canvas (780×1688 pixels).")
    var scale = 1

    @Option(name: .customLong("scenario"), help: "Run only this scenario (repeatable); for profiling.")
    var onlyScenarios: [String] = []

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Flag(help: "Time the scenarios in a real SDL window, from each frame's input to its present (needs a display).")
    var window = false

    @Option(help: "With --window: the SDL renderer, auto (accelerated when there is one) or software.")
    var renderer: RendererChoice?

    @Flag(help: "With --window: present on the display's refresh, as the app does, so frames read at least 16.7 ms.")
    var vsync = false

    func validate() throws {
        guard frames >= 10 else { throw ValidationError("--frames must be at least 10, found \(frames)") }
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2, found \(scale)") }
        for (option, given) in [("--renderer", renderer != nil), ("--vsync", vsync)] where given && !window {
            throw ValidationError("\(option) needs --window: the headless bench draws on the software canvas")
        }
        let unknown = onlyScenarios.filter { !Bench.scenarioNames.contains($0) }
        guard unknown.isEmpty else {
            throw ValidationError(
                "no bench scenario named \(unknown.joined(separator: ", ")); the scenarios are "
                    + Bench.scenarioNames.joined(separator: ", "))
        }
    }

    func run() throws {
        let started = CPUClock.wallNow()
        let surface = window ? renderer ?? .auto : nil
        // Each bench goes (and its window closes) before the next opens.
        var report = try Bench(
            resources: resources, scale: CGFloat(scale), window: surface, vsync: vsync, started: started
        ).run(frames: frames, only: Set(onlyScenarios))
        if scale != 1 {
            // The same scenarios at 1× in the same run, for the cost of the extra pixels.
            let single = try Bench(
                resources: resources, scale: 1, window: surface, vsync: vsync, started: CPUClock.wallNow())
            report.compare(with: try single.run(frames: frames, only: Set(report.scenarios.map(\.name))))
        }
        print(json ? report.json : report.table)
    }
}

/// The bench's result, in the JSON shape later issues extend.
struct BenchReport {
    struct Scenario {
        let name: String
        let frames: Int
        let median: Double, p99: Double, baselineMedian: Double
        /// The slowest single frame, milliseconds.
        let max: Double
        /// Which timed frame (from 0) was the slowest: for transitions, counted from the
        /// frame of the first input.
        var maxFrame: Int? = nil
        /// For interactive scenarios: frames the dragged content lagged the pointer.
        var dragLagFrames: Int? = nil
        /// At a scale above 1: the same scenario's median at 1×, timed in the same run.
        var singleScaleMedian: Double? = nil
        var ratio: Double { baselineMedian > 0 ? median / baselineMedian : 0 }
        /// This scale's median over the 1× median.
        var costOverSingleScale: Double? { singleScaleMedian.map { $0 > 0 ? median / $0 : 0 } }
    }

    /// Figures from driving lists with the pointer.
    struct Interaction {
        let dragLagFrames: Int
        /// Median frame time of the 10,000-row list over the 10-row one's.
        let tableRatio: Double
        let cellsAlive: Int
        let visibleRows: Int
        let flickStopErrorPt: Double
    }

    /// What drew: the canvas or a window, its renderer, size and scale.
    let surface: BenchSurface.Summary
    let firstFrameMs: Double
    let peakRSSMB: Double
    let idleFrames: Int
    private(set) var scenarios: [Scenario]
    /// Nil when only some scenarios ran (`--scenario`).
    let interaction: Interaction?

    /// Notes each scenario's 1× median from `single`, a run of the same scenarios at 1×.
    mutating func compare(with single: BenchReport) {
        for i in scenarios.indices {
            scenarios[i].singleScaleMedian = single.scenarios.first { $0.name == scenarios[i].name }?.median
        }
    }

    var json: String {
        func f(_ v: Double) -> String { String(format: "%.3f", v) }
        let list = scenarios.map {
            "{\"name\":\"\($0.name)\",\"frames\":\($0.frames),\"median_ms\":\(f($0.median)),\"p99_ms\":\(f($0.p99)),"
                + "\"max_ms\":\(f($0.max)),\"max_frame\":\($0.maxFrame ?? -1),\"baseline_median_ms\":\(f($0.baselineMedian)),\"ratio\":\(f($0.ratio))"
                + ($0.dragLagFrames.map { ",\"drag_lag_frames\":\($0)" } ?? "")
                + ($0.singleScaleMedian.map { ",\"median_1x_ms\":\(f($0))" } ?? "")
                + ($0.costOverSingleScale.map { ",\"cost_vs_1x\":\(f($0))" } ?? "") + "}"
        }
        return "{\(surfaceJSON),\"first_frame_ms\":\(f(firstFrameMs)),"
            + "\"peak_rss_mb\":\(f(peakRSSMB)),\"idle_frames_2s\":\(idleFrames),"
            + (interaction.map {
                "\"drag_lag_frames\":\($0.dragLagFrames),\"table_10000_vs_10\":\(f($0.tableRatio)),"
                    + "\"cells_alive_10000\":\($0.cellsAlive),\"visible_rows_10000\":\($0.visibleRows),"
                    + "\"flick_2000_stop_error_pt\":\(f($0.flickStopErrorPt)),"
            } ?? "")
            + "\"scenarios\":[\(list.joined(separator: ","))]}"
    }

    var table: String {
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
                    + (s.costOverSingleScale.map { String(format: "  %.2f× 1x", $0) } ?? ""))
        }
        if let interaction {
            lines.append(
                String(
                    format: "drag lag %d frames; table-10000 / table-10 median %.2f×; "
                        + "cells alive %d for %d visible rows; 2000 pt/s flick rests %.3f pt from the projection",
                    interaction.dragLagFrames, interaction.tableRatio, interaction.cellsAlive,
                    interaction.visibleRows, interaction.flickStopErrorPt))
        }
        return lines.joined(separator: "\n")
    }
}

/// Thread CPU time and wall time, in seconds.
enum CPUClock {
    static func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func wallNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Peak resident set size of this process, in megabytes.
    static func peakRSSMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

extension Array where Element == Double {
    /// The value at `fraction` (0…1) of the sorted samples, nearest rank.
    func percentile(_ fraction: Double) -> Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
    }
}
