import Foundation
import XCTest

/// Issue 36: a trace has a `finger.N.x` and `finger.N.y` column for each finger the script puts
/// down, so a pinch's spread is read from the rows rather than recomputed from the script; and
/// `pointer.down` reads 1 while any finger is down (something is held), as documented.
final class FingerTraceTests: XCTestCase {
    func testEveryFingerDownIsInItsColumns() throws {
        let (rows, fingers) = try runPinchScript("pinch-zoom-follow")
        // Where runPinchScript had run-script write it.
        let csv = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-tests-pinch-zoom-follow-\(getpid())/trace.csv")
        let header = try String(contentsOf: csv, encoding: .utf8).prefix { $0 != "\n" }
        XCTAssertTrue(
            header.hasPrefix(
                "time,frame,pointer.x,pointer.y,pointer.down,finger.1.x,finger.1.y,finger.2.x,finger.2.y,"),
            String(header))
        var pinched = 0
        for row in rows {
            let step = fingers.step(at: row)
            let traced = (row["finger.1.x"], row["finger.1.y"], row["finger.2.x"], row["finger.2.y"])
            guard let step, step.spread > 0, let x1 = traced.0, let y1 = traced.1, let x2 = traced.2, let y2 = traced.3
            else { continue }
            pinched += 1
            XCTAssertEqual(x1, Double(step.first.x), accuracy: 0.001, "finger 1 at \(row["time"] ?? -1) s")
            XCTAssertEqual(y1, Double(step.first.y), accuracy: 0.001)
            XCTAssertEqual(x2, Double(step.second.x), accuracy: 0.001, "finger 2 at \(row["time"] ?? -1) s")
            XCTAssertEqual(y2, Double(step.second.y), accuracy: 0.001)
            XCTAssertEqual(row["pointer.down"], 1, "a finger down is a press")
        }
        XCTAssertGreaterThanOrEqual(pinched, 40, "the 40 frames of the pinch, read from the trace alone")
        let last = try XCTUnwrap(rows.last)
        XCTAssertNil(last["finger.1.x"], "empty once the finger has lifted")
        XCTAssertNil(last["finger.2.x"])
        XCTAssertEqual(last["pointer.down"], 0)
        let start = try XCTUnwrap(rows.first { $0["finger.1.x"] != nil })
        XCTAssertEqual(start["pointer.x"], start["finger.1.x"], "the pointer is the first finger down")
    }

    /// A script of the mouse alone has no finger columns: its traces read as before.
    func testAMouseScriptHasNoFingerColumns() throws {
        let out = SegueProcess.temporaryDirectory("mouse-trace")
        let csv = out.appendingPathComponent("trace.csv")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/trace-card-open.txt")
        let result = try SegueProcess.run(["run-script", script.path, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let header = try String(contentsOf: csv, encoding: .utf8).prefix { $0 != "\n" }
        XCTAssertFalse(header.contains("finger."), String(header))
    }
}
