import Foundation
import XCTest

/// `segue bench`: its options and the JSON fields later tools read.
final class BenchCommandTests: XCTestCase {
    func testAScenarioAtScaleTwoReportsItsScaleAndSlowestFrame() throws {
        let result = try SegueProcess.run(
            ["bench", "--frames", "10", "--scenario", "transition-pop", "--scale", "2", "--json"], timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        XCTAssertEqual(json["scale"] as? Int, 2)
        XCTAssertNil(json["drag_lag_frames"], "list figures need the table scenarios, which did not run")
        let scenarios = try XCTUnwrap(json["scenarios"] as? [[String: Any]])
        XCTAssertEqual(scenarios.map { $0["name"] as? String }, ["transition-pop"])
        let pop = scenarios[0]
        let median = try XCTUnwrap(pop["median_ms"] as? Double), p99 = try XCTUnwrap(pop["p99_ms"] as? Double)
        let slowest = try XCTUnwrap(pop["max_ms"] as? Double)
        XCTAssertGreaterThan(median, 0)
        XCTAssertLessThanOrEqual(median, p99)
        XCTAssertLessThanOrEqual(p99, slowest)
        let frames = try XCTUnwrap(pop["frames"] as? Int), slowestFrame = try XCTUnwrap(pop["max_frame"] as? Int)
        XCTAssertTrue((0..<frames).contains(slowestFrame), "frame \(slowestFrame) of \(frames)")
        // The scenario opens with a tap: its press is timed frame 0, and the release that starts
        // the pop's transition lands a frame later.
        XCTAssertEqual(pop["release_frame"] as? Int, 1)
        let release = try XCTUnwrap(pop["release_ms"] as? Double)
        XCTAssertTrue(release > 0 && release <= slowest, "the release's frame is one of the timed: \(release) ms")
        // The press on Show Page laid the page out and rasterised its 7 lines between frames:
        // the release's frame only composites them ("7 text lines, 9 layers" before).
        let work = try XCTUnwrap(pop["release_frame_work"] as? String)
        XCTAssertFalse(work.contains("text line"), work)
        let single = try XCTUnwrap(pop["median_1x_ms"] as? Double), cost = try XCTUnwrap(pop["cost_vs_1x"] as? Double)
        XCTAssertEqual(cost, median / single, accuracy: 0.01, "the 2× median over the 1× one, timed in the same run")
        XCTAssertEqual(json["idle_frames_2s"] as? Int, 0)
    }

    /// Issue 20: the same scenario in a real window under Xvfb, timed from input to present,
    /// names the SDL renderer that drew.
    func testTheWindowBenchNamesItsRendererAndTimesFrames() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run") else {
            throw XCTSkip("xvfb-run is missing: scripts/test installs the xvfb package")
        }
        let frames = SegueProcess.temporaryDirectory("bench-window-frames").appendingPathComponent("frames.csv")
        let result = try SegueProcess.run(
            [
                "bench", "--window", "--renderer", "software", "--frames", "10", "--scenario", "home", "--json",
                "--frames-out", frames.path,
            ],
            launcher: ["xvfb-run", "-a", "-s", "-screen 0 1024x1024x24"],
            environment: ["SDL_VIDEODRIVER": "x11"].merging(SegueProcess.mesaPreload) { $1 }, timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        XCTAssertEqual(json["renderer"] as? String, "software")
        XCTAssertEqual(json["window"] as? Bool, true)
        XCTAssertEqual(json["video_driver"] as? String, "x11")
        XCTAssertEqual(json["timing"] as? String, "wall_input_to_present")
        XCTAssertEqual(json["pixels"] as? [Int], [390, 844])
        let scenarios = try XCTUnwrap(json["scenarios"] as? [[String: Any]])
        XCTAssertEqual(scenarios.map { $0["name"] as? String }, ["home"])
        for key in ["median_ms", "p99_ms", "max_ms", "baseline_median_ms"] {
            XCTAssertGreaterThan(try XCTUnwrap(scenarios[0][key] as? Double, key), 0, key)
        }
        // In a window each frame's present is timed, within the frame's time: the still is redrawn
        // and presented whole, 390×844 pixels.
        let rows = try String(contentsOf: frames, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(rows.map { $0[1] }, (0..<10).map(String.init))
        for row in rows {
            let (ms, present) = (try XCTUnwrap(Double(row[2]), "\(row)"), try XCTUnwrap(Double(row[3]), "\(row)"))
            XCTAssertTrue(present > 0 && present <= ms, "\(row)")
            XCTAssertEqual(row[4], "329160")
        }
    }

    func testWindowOptionsNeedTheWindowAndTheWindowNeedsADisplay() throws {
        for option in [["--renderer", "software"], ["--vsync"]] {
            let result = try SegueProcess.run(["bench"] + option)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.contains("\(option[0]) needs --window"), result.stderr)
        }
        let noDisplay = try SegueProcess.run(
            ["bench", "--window", "--frames", "10", "--scenario", "home"],
            environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(noDisplay.status, 1, noDisplay.stderr)
        XCTAssertTrue(noDisplay.stderr.hasPrefix("error: no display to open a window on"), noDisplay.stderr)
    }

    func testBadOptionsNameTheirCause() throws {
        let scale = try SegueProcess.run(["bench", "--scale", "4"])
        XCTAssertEqual(scale.status, 2)
        XCTAssertTrue(scale.stderr.contains("--scale must be 1, 2 or 3, found 4"), scale.stderr)
        let name = try SegueProcess.run(["bench", "--scenario", "transition-nope"])
        XCTAssertEqual(name.status, 2)
        XCTAssertTrue(
            name.stderr.contains("no bench scenario named transition-nope; the scenarios are kitchen-sink, home,"),
            name.stderr)
    }
}
