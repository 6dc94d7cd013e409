import Foundation
import XCTest

/// `segue bench --frames-out`: every timed frame a CSV row, tied to the report's figures.
final class BenchFramesOutTests: XCTestCase {
    static let header = "scenario,frame,ms,present_ms,presented_px,release,work"

    /// The rows of `file` after its header, split on commas outside quotes.
    private func rows(_ file: URL) throws -> [[String]] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, Self.header)
        return lines.dropFirst().map { line in
            var fields: [String] = [], field = "", quoted = false
            for character in line {
                switch character {
                case "\"": quoted.toggle()
                case "," where !quoted: (fields, field) = (fields + [field], "")
                default: field.append(character)
                }
            }
            return fields + [field]
        }
    }

    func testEveryTimedFrameIsARowThatAgreesWithTheReport() throws {
        let file = SegueProcess.temporaryDirectory("bench-frames-out").appendingPathComponent("made/frames.csv")
        let result = try SegueProcess.run(
            [
                "bench", "--frames", "10", "--scenario", "home", "--scenario", "transition-zoom", "--json",
                "--frames-out", file.path,
            ], timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let scenarios = try XCTUnwrap(json["scenarios"] as? [[String: Any]])
        let rows = try rows(file)
        XCTAssertTrue(rows.allSatisfy { $0.count == 7 }, "\(rows.filter { $0.count != 7 })")

        // A still redrawn whole: 10 frames of the whole 390×844 window, nothing made, no present timed.
        let home = rows.filter { $0[0] == "home" }
        XCTAssertEqual(home.map { $0[1] }, (0..<10).map(String.init))
        XCTAssertEqual(Set(home.map { $0[3] + "|" + $0[4] + "|" + $0[5] + "|" + $0[6] }), ["|329160|0|"])

        // The zoom: a tap on the first photo. The press draws its cell (39999 px) and makes its layer;
        // the release, a frame later, starts the zoom and presents the whole window.
        let zoom = rows.filter { $0[0] == "transition-zoom" }
        let report = try XCTUnwrap(scenarios.first { $0["name"] as? String == "transition-zoom" })
        XCTAssertEqual(zoom.count, report["frames"] as? Int)
        XCTAssertEqual(zoom.map { $0[1] }, (0..<zoom.count).map(String.init))
        XCTAssertEqual(zoom[0][4], "39999")
        XCTAssertEqual(zoom[0][6], "1 layer, 48 new pages; 39999 px redrawn")
        XCTAssertEqual(zoom[1][4], "329160")
        XCTAssertEqual(zoom.indices.filter { zoom[$0][5] == "1" }, [try XCTUnwrap(report["release_frame"] as? Int)])
        // 51 frames present the whole window: the release's, and the backdrop's as it fades in and
        // out; the other 79, the photo settling, a part of it.
        XCTAssertEqual(zoom.filter { $0[4] == "329160" }.count, 51)
        XCTAssertEqual(zoom.map { Int($0[4]) ?? -1 }.max(), 329160)

        // The same times as the report's: its slowest frame is the slowest row.
        let times = zoom.compactMap { Double($0[2]) }
        XCTAssertEqual(times.count, zoom.count)
        let slowest = try XCTUnwrap(report["max_frame"] as? Int)
        XCTAssertEqual(times[slowest], try XCTUnwrap(report["max_ms"] as? Double), accuracy: 0.0005)
        XCTAssertEqual(times.max() ?? 0, times[slowest], accuracy: 0.0005)
        XCTAssertEqual(times[1], try XCTUnwrap(report["release_ms"] as? Double), accuracy: 0.0005)
        XCTAssertTrue(zoom.allSatisfy { $0[3].isEmpty }, "headless, a present copies nothing to time")
    }

    func testABadFileNamesItsCause() throws {
        let folder = SegueProcess.temporaryDirectory("bench-frames-out-bad")
        let isFolder = try SegueProcess.run(["bench", "--frames-out", folder.path])
        XCTAssertEqual(isFolder.status, 2, isFolder.stderr)
        XCTAssertTrue(
            isFolder.stderr.contains("--frames-out \(folder.path) is a folder; name a file in it"), isFolder.stderr)

        let file = folder.appendingPathComponent("plain")
        try Data().write(to: file)
        let underFile = try SegueProcess.run(["bench", "--frames-out", file.path + "/frames.csv"])
        XCTAssertEqual(underFile.status, 2, underFile.stderr)
        XCTAssertTrue(
            underFile.stderr.contains("--frames-out \(file.path)/frames.csv: \(file.path) is a file, not a folder"),
            underFile.stderr)

        // /proc takes no new folder, even from root: found before the run, not after minutes of it.
        let started = Date()
        let unmakeable = try SegueProcess.run(["bench", "--frames-out", "/proc/segue-bench/frames.csv"])
        XCTAssertEqual(unmakeable.status, 1, unmakeable.stderr)
        XCTAssertEqual(
            unmakeable.stderr,
            "error: cannot make the folder /proc/segue-bench for --frames-out: No such file or directory\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "it stopped before timing anything")
    }
}
