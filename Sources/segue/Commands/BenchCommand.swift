import ArgumentParser
import Motion
import SDLBackend
import ViewKit

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame times headlessly (software renderer, 1×, 390×844) against a bare-SDL baseline.")

    @Option(help: "The folder holding Fonts/ and Images/.")
    var resources: String?

    @Option(help: "Frames to time per scenario.")
    var frames = 300

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    func validate() throws {
        guard frames >= 10 else { throw ValidationError("--frames must be at least 10, found \(frames)") }
    }

    func run() throws {
        let started = CPUClock.wallNow()
        let bench = try Bench(resources: resources, started: started)
        let report = try bench.run(frames: frames)
        print(json ? report.json : report.table)
    }
}

/// The bench's result, in the JSON shape later issues extend.
struct BenchReport {
    struct Scenario {
        let name: String
        let frames: Int
        let median: Double, p99: Double, baselineMedian: Double
        /// For interactive scenarios: frames the dragged content lagged the pointer.
        var dragLagFrames: Int? = nil
        var ratio: Double { baselineMedian > 0 ? median / baselineMedian : 0 }
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

    let firstFrameMs: Double
    let peakRSSMB: Double
    let idleFrames: Int
    let scenarios: [Scenario]
    let interaction: Interaction

    var json: String {
        func f(_ v: Double) -> String { String(format: "%.3f", v) }
        let list = scenarios.map {
            "{\"name\":\"\($0.name)\",\"frames\":\($0.frames),\"median_ms\":\(f($0.median)),\"p99_ms\":\(f($0.p99)),"
                + "\"baseline_median_ms\":\(f($0.baselineMedian)),\"ratio\":\(f($0.ratio))"
                + ($0.dragLagFrames.map { ",\"drag_lag_frames\":\($0)" } ?? "") + "}"
        }
        return "{\"renderer\":\"software\",\"scale\":1,\"size\":[390,844],\"first_frame_ms\":\(f(firstFrameMs)),"
            + "\"peak_rss_mb\":\(f(peakRSSMB)),\"idle_frames_2s\":\(idleFrames),"
            + "\"drag_lag_frames\":\(interaction.dragLagFrames),\"table_10000_vs_10\":\(f(interaction.tableRatio)),"
            + "\"cells_alive_10000\":\(interaction.cellsAlive),\"visible_rows_10000\":\(interaction.visibleRows),"
            + "\"flick_2000_stop_error_pt\":\(f(interaction.flickStopErrorPt)),"
            + "\"scenarios\":[\(list.joined(separator: ","))]}"
    }

    var table: String {
        var lines = [
            "renderer software, scale 1, 390x844",
            String(
                format: "first frame %.1f ms, peak RSS %.1f MB, idle frames in 2 s: %d",
                firstFrameMs, peakRSSMB, idleFrames),
            "scenario                frames  median ms  p99 ms  baseline ms  ratio",
        ]
        for s in scenarios {
            let name = s.name.padding(toLength: 22, withPad: " ", startingAt: 0)
            lines.append(
                name
                    + String(
                        format: "  %6d  %9.3f  %6.3f  %11.3f  %5.2f", s.frames, s.median, s.p99,
                        s.baselineMedian, s.ratio) + (s.dragLagFrames.map { "  lag \($0)" } ?? ""))
        }
        lines.append(
            String(
                format: "drag lag %d frames; table-10000 / table-10 median %.2f×; "
                    + "cells alive %d for %d visible rows; 2000 pt/s flick rests %.3f pt from the projection",
                interaction.dragLagFrames, interaction.tableRatio, interaction.cellsAlive,
                interaction.visibleRows, interaction.flickStopErrorPt))
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
