import Foundation
import XCTest

/// Issue 35: a real window's random grabs, throws, Esc, clicks beside and edge swipes of
/// transitions in flight, on every tab (Tests/Fixtures/record-grabs.sh, seed 35112, recorded
/// under Xvfb with xdotool), replay to the window's final state, and on no frame does anything
/// that moves leap: every part's position changes by less than 6,000 pt/s over each frame (100 pt
/// in a 60 Hz frame; the fastest throw in the recording moves 3,420 pt/s).
final class ReplayGrabsTests: XCTestCase {
    /// Parts that move in steps by design: the focus ring goes to the next element at once, and
    /// the navigation bar's title part is a new label from one page to the next.
    static let steppedParts: Set<String> = ["focus", "nav.title"]

    func testRandomGrabsInARealWindowReplayToItsStateWithoutALeap() throws {
        let out = SegueProcess.temporaryDirectory("recorded-grabs")
        let csv = out.appendingPathComponent("grabs.csv")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/recorded-grabs.txt").path
        let replay = try SegueProcess.run(["run-script", script, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertTrue(replay.stdout.contains("final state: matches the recording"), replay.stdout)
        let rows = try traceRows(of: csv)
        XCTAssertGreaterThan(rows.count, 1500, "a frame for each of the recording's")
        let columns = Set(rows.flatMap(\.keys)).filter { column in
            let part = column.split(separator: ".").dropLast().joined(separator: ".")
            return (column.hasSuffix(".x") || column.hasSuffix(".y")) && !part.hasPrefix("pointer")
                && !part.hasPrefix("finger") && !Self.steppedParts.contains(part)
        }
        XCTAssertTrue(columns.isSuperset(of: ["card.y", "sheet.y", "nav.top.x", "pull.y"]), "\(columns.sorted())")
        var fastest = (speed: 0.0, at: "")
        for (before, after) in zip(rows, rows.dropFirst()) {
            let dt = after["time"]! - before["time"]!
            guard dt > 0 else { continue }
            for column in columns {
                guard let a = before[column], let b = after[column] else { continue }
                let speed = abs(b - a) / dt
                if speed > fastest.speed { fastest = (speed, "\(column) at frame \(after["frame"]!)") }
            }
        }
        XCTAssertLessThan(fastest.speed, 6000, "the fastest step: \(fastest.at)")
    }
}
