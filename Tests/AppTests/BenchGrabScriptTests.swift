import XCTest

/// The bench's grab scenarios do what their headers say: each `down` catches a transition in
/// flight (a probed part moves in the frame before it), and each click or tap that starts or
/// ends one lands when everything is at rest (nothing probed moves in the frame before it).
///
/// transition-zoom-grab waited 1.5 s after its first release; the photo it let go was still
/// springing into its cell then (4.7 pt off, at 24 pt/s), so the next tap caught it instead of
/// opening the detail, the close click landed on the grid, and the "grab" that followed
/// scrolled the grid. The bench then timed a grid scroll under a scenario named for a grab.
final class BenchGrabScriptTests: XCTestCase {
    /// Points per second, on any axis or size: a part this fast in the frame before a press moves.
    private static let movingSpeed = 1.0

    private func checkPresses(of name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let script = SegueProcess.root.appendingPathComponent("Resources/Bench/\(name).txt")
        let out = SegueProcess.temporaryDirectory("bench-grab-\(name)")
        let csv = out.appendingPathComponent("trace.csv")
        let result = try SegueProcess.run(["run-script", script.path, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let trace = try traceRows(of: csv)
        let header = try XCTUnwrap(String(contentsOf: csv, encoding: .utf8).split(separator: "\n").first)
        let parts = header.split(separator: ",").compactMap { column -> String? in
            guard column.hasSuffix(".vx"), !column.hasPrefix("finger.") else { return nil }
            return String(column.dropLast(3))
        }
        // The script's presses in order: true for a `down` (a grab), false for a `tap`.
        let presses = try String(contentsOf: script, encoding: .utf8).split(separator: "\n").compactMap { line in
            line.hasPrefix("down ") ? true : line.hasPrefix("tap ") ? false : nil
        }
        let pressFrames = trace.indices.filter { i in
            i > 0 && trace[i]["pointer.down"] == 1 && trace[i - 1]["pointer.down"] == 0
        }
        XCTAssertEqual(
            pressFrames.count, presses.count, "one press in the trace per down or tap", file: file, line: line)
        for (index, (frame, isGrab)) in zip(pressFrames, presses).enumerated() {
            let before = trace[frame - 1]
            let moving = parts.filter { part in
                ["vx", "vy", "vw", "vh"].contains { abs(before["\(part).\($0)"] ?? 0) > Self.movingSpeed }
            }
            let time = trace[frame]["time"] ?? 0
            if isGrab {
                XCTAssertFalse(
                    moving.isEmpty, "\(name): press \(index + 1) (a down, at \(time) s) catches nothing in flight",
                    file: file, line: line)
            } else {
                XCTAssertEqual(
                    moving, [], "\(name): press \(index + 1) (a tap, at \(time) s) lands on a transition still moving",
                    file: file, line: line)
            }
        }
    }

    func testTheZoomGrabsCatchThePhotoAndItsTapsFindItAtRest() throws {
        try checkPresses(of: "transition-zoom-grab")
    }

    func testTheCardGrabsCatchTheCard() throws { try checkPresses(of: "transition-card-grab") }

    func testTheSheetGrabsCatchTheSheet() throws { try checkPresses(of: "transition-sheet-grab") }

    func testThePushGrabsCatchThePage() throws { try checkPresses(of: "transition-push-grab") }

    func testThePlayerGrabsCatchThePlayer() throws { try checkPresses(of: "transition-player-grab") }
}
