import XCTest

/// Music's mini player in the demo (issue 29, item 1), read off `run-script --trace` rows: a
/// drag up presents the player under the pointer from the drag's first frame, Esc sends it back
/// into the bar from where it is drawn, and the artwork flies between the two with exactly one
/// artwork showing. The releases' speed and settling are in `ReleaseTableTests`
/// (player-open, player-close, player-grab).
final class MiniPlayerTraceTests: XCTestCase {
    /// Points: the bar's top edge in the 390 × 844 window, and the pointer's press below it.
    static let barTop = 697.0
    static let press = 725.0

    func testTheDragFollowsThePointerOneToOneAndEscTakesItBack() throws {
        let out = SegueProcess.temporaryDirectory("player-follow")
        let csv = out.appendingPathComponent("player.csv")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/player-follow-escape.txt").path
        let result = try SegueProcess.run(["run-script", script, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try traceRows(of: csv)

        // The pan begins on the first move (20 pt, past its 10 pt slop), and the player's top edge
        // is then exactly the press's 28 pt above the pointer on every frame it is held.
        let escape = try XCTUnwrap(trace.firstIndex { $0["pointer.down"] == 1 && $0["pointer.y"] == 325 }) + 1
        let held = trace[..<escape].filter { $0["pointer.down"] == 1 && ($0["pointer.y"] ?? 0) < Self.press }
        XCTAssertEqual(held.count, 20)
        for row in held {
            let top = try XCTUnwrap(row["player.y"], "frame \(row["frame"]!): the player is up from the first move")
            XCTAssertEqual(
                top, row["pointer.y"]! - (Self.press - Self.barTop), accuracy: 1e-9, "frame \(row["frame"]!)")
        }
        // The copy of the artwork leaves the bar's (705) for the player's (92) in step with the
        // drag: 20 of the 653 pt of the player's travel on the first frame.
        XCTAssertEqual(held.first?["artwork.y"] ?? 0, 705 - 613.0 * 20 / 653, accuracy: 0.001)

        // Esc while held: that frame's row shows the player where the pointer left it, then it
        // goes back down without turning, into the bar, which shows again.
        let tops = trace[escape...].compactMap { $0["player.y"] }
        XCTAssertEqual(tops.first ?? 0, 297, accuracy: 1e-9, "no jump at Esc")
        XCTAssertEqual(tops, tops.sorted(), "down without turning")
        XCTAssertEqual(tops.last ?? 0, Self.barTop, accuracy: 1)
        XCTAssertEqual(trace.last?["mini-player.alpha"], 1, "the bar shows again")
        XCTAssertNil(trace.last?["player.y"], "the player is gone")
        XCTAssertNil(trace.last?["artwork.y"], "the copy landed")
    }
}
