import Foundation
import SDLBackend
import ViewKit
import XCTest

/// `segue trace plot`, run as a user would: the chart it draws from a real trace, the columns
/// it chooses by itself, and its one-line errors.
final class TracePlotTests: XCTestCase {
    /// The chart's legend colours, in column order (iOS's system colours).
    private let legendColours: [(r: UInt8, g: UInt8, b: UInt8)] = [
        (0x00, 0x7A, 0xFF), (0xFF, 0x95, 0x00),
        (0x34, 0xC7, 0x59), (0xFF, 0x3B, 0x30),
    ]

    /// Plays `script` from Tests/Scripts with --trace and returns the CSV.
    private func trace(_ script: String, in folder: URL) throws -> URL {
        let csv = folder.appendingPathComponent("\(script).csv")
        let path = SegueProcess.root.appendingPathComponent("Tests/Scripts/\(script).txt").path
        let result = try SegueProcess.run(["run-script", path, "--out", folder.path, "--trace", csv.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return csv
    }

    /// A CSV written from `text` into a fresh folder.
    private func csv(_ text: String, named name: String) throws -> URL {
        let url = SegueProcess.temporaryDirectory("trace-plot-\(name)").appendingPathComponent("\(name).csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// How many pixels of `bitmap` within the rows `rows` and columns `columns` (fractions of
    /// its size) are exactly `colour`, or pass `test` when given.
    private func count(
        in bitmap: Bitmap, rows: ClosedRange<Double> = 0...1, columns: ClosedRange<Double> = 0...1,
        where test: (UInt8, UInt8, UInt8) -> Bool
    ) -> Int {
        let ys = Int(rows.lowerBound * Double(bitmap.height))..<Int(rows.upperBound * Double(bitmap.height))
        let xs = Int(columns.lowerBound * Double(bitmap.width))..<Int(columns.upperBound * Double(bitmap.width))
        var found = 0
        for y in ys {
            for x in xs {
                let i = (y * bitmap.width + x) * 4
                if test(bitmap.pixels[i], bitmap.pixels[i + 1], bitmap.pixels[i + 2]) { found += 1 }
            }
        }
        return found
    }

    func testACardTraceIsDrawnWithOneLegendColourPerColumn() throws {
        let folder = SegueProcess.temporaryDirectory("trace-plot-card")
        let csv = try trace("trace-card-open", in: folder)
        for (scale, size) in [("1", (720, 440)), ("2", (1440, 880))] {
            let png = folder.appendingPathComponent("chart-\(scale).png")
            let result = try SegueProcess.run([
                "trace", "plot", csv.path, "--out", png.path,
                "--columns", "card.y,card.height,dim.alpha", "--scale", scale,
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, "plotted card.y, card.height, dim.alpha → \(png.path)\n")
            let bitmap = try ImageLoader().loadBitmap(png.path)
            XCTAssertEqual(bitmap.width, size.0, "width at scale \(scale)")
            XCTAssertEqual(bitmap.height, size.1, "height at scale \(scale)")
            // The legend sits between the subtitle and the plot, about a fifth of the way down.
            let legend = 0.14...0.28
            for (index, colour) in legendColours.enumerated() {
                let swatch = count(in: bitmap, rows: legend) { ($0, $1, $2) == colour }
                if index < 3 {
                    XCTAssertGreaterThan(swatch, 30, "column \(index + 1)'s colour in the legend at scale \(scale)")
                } else {
                    XCTAssertEqual(swatch, 0, "a fourth colour for three columns at scale \(scale)")
                }
            }
        }
    }

    func testWithoutColumnsTheMovingPositionsAreDrawn() throws {
        let folder = SegueProcess.temporaryDirectory("trace-plot-default")
        let cases = [
            ("trace-card-open", "card.x, card.y, close.x, close.y, white.x, white.y"),
            ("sheet-grab-trace", "sheet.y"),
        ]
        for (script, columns) in cases {
            let png = folder.appendingPathComponent("\(script).png")
            let result = try SegueProcess.run(["trace", "plot", try trace(script, in: folder).path, "--out", png.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, "plotted \(columns) → \(png.path)\n", script)
        }
    }

    func testPastEightMovingPositionsThoseThatMoveFurthestAreDrawn() throws {
        // p0.y … p9.y move 1 … 10 pt, still.x not at all and barely.y exactly the threshold.
        let parts = (0..<10).map { "p\($0).y" } + ["still.x", "barely.y"]
        let rows = (0...1).map { row in
            (["\(row)"] + (0..<10).map { "\(row * ($0 + 1))" } + ["5", row == 0 ? "1" : "1.5"]).joined(separator: ",")
        }
        let file = try csv((["time," + parts.joined(separator: ",")] + rows).joined(separator: "\n"), named: "many")
        let png = file.deletingLastPathComponent().appendingPathComponent("many.png")
        let result = try SegueProcess.run(["trace", "plot", file.path, "--out", png.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            "plotted p2.y, p3.y, p4.y, p5.y, p6.y, p7.y, p8.y, p9.y → \(png.path)\n"
                + "left out (moving less): p0.y, p1.y\n")
    }

    func testAPartOffScreenLeavesAGapNotALineToZero() throws {
        // a.y is 10 for the first and last two seconds and missing (off screen) in between;
        // b.y, from 0 to 20, puts 0 on the axis, where a line to zero would show.
        let rows = (0...10).map { t in "\(t),\(t < 2 || t > 8 ? "10" : ""),\(2 * t),\(t == 5 ? "1" : "0")" }
        let file = try csv((["time,a.y,b.y,pointer.down"] + rows).joined(separator: "\n") + "\n", named: "gap")
        let png = file.deletingLastPathComponent().appendingPathComponent("gap.png")
        let result = try SegueProcess.run(["trace", "plot", file.path, "--out", png.path, "--columns", "a.y,b.y"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let bitmap = try ImageLoader().loadBitmap(png.path)
        let plot = 0.3...0.9
        func blue(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { Int(b) - Int(r) > 60 }
        XCTAssertGreaterThan(
            count(in: bitmap, rows: plot, columns: 0.1...0.25, where: blue), 20, "the first run is drawn")
        XCTAssertGreaterThan(
            count(in: bitmap, rows: plot, columns: 0.8...0.95, where: blue), 20, "the last run is drawn")
        XCTAssertEqual(count(in: bitmap, columns: 0.35...0.65, where: blue), 0, "nothing where a.y is missing")
    }

    func testOddButReadableFilesAreDrawn() throws {
        let cases = [
            ("ragged", "time,a.y,b.y\n0,1\n\n1,nan,2,9,9\n2,inf\n,5\nx,6\n3,1e308,1\n4,2,-1e299\n"),
            ("one-row", "time,a.y\n0,5\n"),
            ("crlf-bom", "\u{FEFF}time,a.y\r\n0,1\r\n1,3\r\n"),
            ("huge", "time,a.y\n0,1e299\n1,-1e299\n2,1e300\n"),
            ("flat", "time,a.y\n0,1e15\n0,1e15\n"),
        ]
        for (name, text) in cases {
            let file = try csv(text, named: name)
            let png = file.deletingLastPathComponent().appendingPathComponent("\(name).png")
            let result = try SegueProcess.run([
                "trace", "plot", file.path, "--out", png.path, "--columns", "a.y",
                "--scale", "1",
            ])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(try ImageLoader().loadBitmap(png.path).width, 720, name)
        }
    }

    func testBadTracesAndColumnsExit2WithOneLineNamingTheCause() throws {
        let folder = SegueProcess.temporaryDirectory("trace-plot-bad")
        let card = try trace("trace-card-open", in: folder).path
        let empty = try csv("", named: "empty").path
        let spring = try csv("t,position,velocity\n0,0,0\n", named: "spring").path
        let header = try csv("time,frame,a.y\n\n", named: "header").path
        let noTimes = try csv("time,a.y\nx,1\nnan,2\n", named: "no-times").path
        let blank = try csv("time,a.y,b.y\n0,1,\n1,2,nan\n", named: "blank").path
        let still = try csv("time,a.y,pointer.x\n0,1,0\n1,1.5,100\n", named: "still").path
        let cases: [([String], String)] = [
            (["/no/such/trace.csv"], "/no/such/trace.csv: no such file"),
            ([folder.path], "\(folder.path) is a folder; give the trace CSV file to plot"),
            (
                ["/dev/null"],
                "/dev/null is not a regular file (it is a character device); give the trace CSV file to plot"
            ),
            ([empty], "\(empty) is empty, not a motion trace"),
            (
                [spring],
                "\(spring) is not a motion trace: its first line has no time column (found t, position, velocity)"
            ),
            ([header], "\(header) has a header but no rows"),
            ([noTimes], "\(noTimes) has no row with a number in its time column"),
            (
                [still],
                "\(still): no part moves (no NAME.x or NAME.y column changes by more than 0.5 pt); "
                    + "choose what to draw with --columns"
            ),
            (
                [blank, "--columns", "a.y,b.y"],
                "\(blank): column b.y has no numbers (every cell is empty or not a number)"
            ),
            (
                [card, "--columns", "card.q"],
                "\(card) has no column card.q; card's columns are card.x, card.y, "
                    + "card.width, card.height, card.alpha, card.cornerRadius, card.scale, card.vx, card.vy … (11 in all)"
            ),
            (
                [card, "--columns", "card.y,wobble"],
                "\(card) has no column wobble; its columns are frame, pointer.x, "
                    + "pointer.y, pointer.down, blur.x, blur.y, blur.width, blur.height … (81 in all); "
                    + "parts: blur, card, close, dim, page, white, pull"
            ),
            (
                [card, "--columns", "card.y,card.vy,dim.alpha"],
                "--columns card.y,card.vy,dim.alpha have 3 units "
                    + "(pt: card.y; pt/s: card.vy; no unit: dim.alpha); a chart has two y axes, so choose columns of at most two units"
            ),
            (
                [card, "--columns", "time,card.y"],
                "--columns: time is the chart's x axis; choose the columns to draw against it"
            ),
            ([card, "--columns", "a,b,c,d,e,f,g,h,i"], "--columns names 9 columns; a chart draws at most 8"),
        ]
        let png = folder.appendingPathComponent("never.png")
        for (arguments, message) in cases {
            let result = try SegueProcess.run(["trace", "plot"] + arguments + ["--out", png.path])
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "error: \(message)\n", "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path), "no chart for bad input")
    }

    func testBadOptionsExit2BeforeReadingTheTrace() throws {
        let folder = SegueProcess.temporaryDirectory("trace-plot-options")
        let cases: [([String], String)] = [
            (
                ["--out", "/no/such/folder/chart.png"],
                "--out /no/such/folder/chart.png: the folder /no/such/folder does not exist"
            ),
            (["--out", folder.path], "--out \(folder.path) is a folder; give the PNG file to write"),
            (["--out", ""], "--out needs a file name, found an empty string"),
            (
                ["--out", folder.appendingPathComponent("c.png").path, "--columns", " , "],
                "--columns needs at least one column name, such as card.y"
            ),
            (
                ["--out", folder.appendingPathComponent("c.png").path, "--scale", "nan"],
                "--scale must be a finite number within 1…4, found nan"
            ),
        ]
        for (options, message) in cases {
            // The trace does not exist: the options are checked first.
            let result = try SegueProcess.run(["trace", "plot", "/no/such/trace.csv"] + options)
            XCTAssertEqual(result.status, 2, "\(options): \(result.stderr)")
            XCTAssertEqual(
                result.stderr.split(separator: "\n").first.map(String.init), "Error: \(message)", "\(options)")
        }
    }

    func testHelpDocumentsThePlot() throws {
        let group = try SegueProcess.run(["trace", "--help"])
        XCTAssertEqual(group.status, 0)
        XCTAssertTrue(group.stdout.contains("plot"), group.stdout)
        let plot = try SegueProcess.run(["trace", "plot", "--help"])
        XCTAssertEqual(plot.status, 0)
        for text in ["--columns", "--out", "--scale", "grab", "release", "right", "at most", "plotted card.x, card.y"] {
            XCTAssertTrue(plot.stdout.contains(text), "--help should mention \(text): \(plot.stdout)")
        }
    }
}
