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
        let single = try XCTUnwrap(pop["median_1x_ms"] as? Double), cost = try XCTUnwrap(pop["cost_vs_1x"] as? Double)
        XCTAssertEqual(cost, median / single, accuracy: 0.01, "the 2× median over the 1× one, timed in the same run")
        XCTAssertEqual(json["idle_frames_2s"] as? Int, 0)
    }

    func testBadOptionsNameTheirCause() throws {
        let scale = try SegueProcess.run(["bench", "--scale", "3"])
        XCTAssertEqual(scale.status, 2)
        XCTAssertTrue(scale.stderr.contains("--scale must be 1 or 2, found 3"), scale.stderr)
        let name = try SegueProcess.run(["bench", "--scenario", "transition-nope"])
        XCTAssertEqual(name.status, 2)
        XCTAssertTrue(
            name.stderr.contains("no bench scenario named transition-nope; the scenarios are kitchen-sink, home,"),
            name.stderr)
    }
}
