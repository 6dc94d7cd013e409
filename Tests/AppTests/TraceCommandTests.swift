import XCTest

/// `run-script --trace`: a CSV row per 60 Hz frame with where each named moving part is drawn.
final class TraceCommandTests: XCTestCase {
    /// The trace's rows as column → cell dictionaries.
    private func readTrace(_ url: URL) throws -> (header: [String], rows: [[String: String]]) {
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try XCTUnwrap(lines.first)
        let rows = lines.dropFirst().map { cells in
            Dictionary(uniqueKeysWithValues: zip(header, cells).filter { !$0.1.isEmpty })
        }
        return (header, Array(rows))
    }

    private func number(_ row: [String: String], _ column: String) -> Double? { row[column].flatMap(Double.init) }

    /// Opening a Today card and closing it with Esc: every frame is a row, the parts the card
    /// transition names appear while it flies, and it lands where the detail and the cell are.
    func testACardOpenAndCloseIsTracedFrameByFrame() throws {
        let out = SegueProcess.temporaryDirectory("trace-card")
        let csv = out.appendingPathComponent("card.csv")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/trace-card-open.txt").path
        let result = try SegueProcess.run(["run-script", script, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let (header, rows) = try readTrace(csv)
        XCTAssertTrue(
            result.stdout.contains(
                "trace: \(rows.count) frames, 7 parts (blur, card, close, dim, page, white, pull) → \(csv.path)"
            ),
            result.stdout)
        XCTAssertEqual(Array(header.prefix(5)), ["time", "frame", "pointer.x", "pointer.y", "pointer.down"])
        // "pull" is the pull-down's picture of the page, hidden (alpha 0) unless pulled; the edge
        // swipe moves the flight's own white page.
        for part in ["blur", "card", "close", "dim", "page", "pull", "white"] {
            XCTAssertTrue(header.contains("\(part).vy"), "\(part) is traced")
        }
        XCTAssertEqual(rows.map { Int($0["frame"]!)! }, Array(0..<rows.count), "one row per frame, none skipped")
        XCTAssertEqual(rows.filter { $0["pointer.down"] == "1" }.count, 1, "the tap holds the button one frame")

        let flight = rows.filter { $0["card.y"] != nil }
        let opening = flight.prefix { number($0, "card.height")! < 332.5 && number($0, "white.height")! < 843.9 }
        let landed = try XCTUnwrap(flight.first { number($0, "white.height") == 844 })
        XCTAssertEqual(number(landed, "card.y"), 0, "the card lands at the top of the detail")
        XCTAssertEqual(number(landed, "card.height"), 332)
        XCTAssertEqual(number(landed, "dim.alpha"), 0.5)
        XCTAssertFalse(opening.isEmpty)
        let closed = try XCTUnwrap(flight.last)
        XCTAssertEqual(number(closed, "card.y"), 131, "back over its cell's card")
        XCTAssertEqual(number(closed, "white.height"), 332)
        XCTAssertEqual(number(closed, "dim.alpha"), 0)
        // The spring's velocity is its closed form: it points the way the card goes next frame.
        for (row, next) in zip(flight, flight.dropFirst()) where abs(number(row, "card.vy")!) > 100 {
            XCTAssertEqual(
                number(next, "card.y")! > number(row, "card.y")!, number(row, "card.vy")! > 0,
                "at \(row["time"]!) s")
        }
    }

    /// A missing folder is made (issue 29, as `--out` makes its own; OutputPathTests), but one
    /// that cannot be, under a file, is bad input naming the file.
    func testATraceInAFolderThatCannotBeMadeOrAtAFolderIsBadInput() throws {
        let out = SegueProcess.temporaryDirectory("trace-bad")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/trace-card-open.txt").path
        let file = SegueProcess.temporaryDirectory("trace-bad-file").appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let cases = [
            (
                "\(file.path)/folder/t.csv",
                "--trace \(file.path)/folder/t.csv: its folder cannot be made, as \(file.path) is not a folder"
            ),
            (out.path, "--trace \(out.path) is a folder; give the CSV file to write"),
            ("", "--trace needs a file name, found an empty string"),
        ]
        for (path, message) in cases {
            let result = try SegueProcess.run(["run-script", script, "--out", out.path, "--trace", path])
            XCTAssertEqual(result.status, 2, path)
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [], "nothing played")
    }
}
