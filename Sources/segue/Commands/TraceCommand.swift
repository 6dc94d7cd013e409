import ArgumentParser
import Foundation

/// `segue trace`: tools for the motion traces `run-script --trace` writes.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Work with the motion traces run-script --trace writes.",
        subcommands: [TracePlotCommand.self])
}

struct TracePlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw columns of a motion trace against time as a PNG chart.",
        discussion: """
            Reads the CSV `segue run-script FILE --out DIR --trace TRACE.csv` writes and
            draws the chosen columns over time on one \(Int(TraceChart.size.width))×\(Int(TraceChart.size.height))-point card, one colour
            each, with a legend. Columns in points (x, y, width, height, cornerRadius)
            go on one y axis, points per second (vx, vy, vw, vh) or unit-less ones (alpha,
            scale, pointer.down) on another; the first unit takes the left axis and
            a second the right, and a third is an error. Dashed lines mark where the
            pointer's button goes down ("grab") and up ("release"). Empty cells, where
            a part is not on screen, leave gaps in its line.

            Without --columns it draws the moving parts' positions: every NAME.x and
            NAME.y whose value changes by more than \(format(TracePlotColumns.movingThreshold)) pt over the trace, at most
            \(TracePlotColumns.most) (those that move furthest). It prints the columns it drew,
            and on a second line any moving positions it left out:
              plotted card.x, card.y → chart.png

            Examples:
              segue run-script SCRIPT.txt --out DIR --trace card.csv
              segue trace plot card.csv --out card.png
              segue trace plot card.csv --out card.png --columns card.y,dim.alpha
            """)

    @Argument(help: ArgumentHelp("The trace CSV, as run-script --trace writes it.", valueName: "trace.csv"))
    var trace: String

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    var out: String

    @Option(
        help: ArgumentHelp(
            "Columns to draw, comma-separated, at most \(TracePlotColumns.most) in at most two units "
                + "(default: the moving parts' x and y).",
            valueName: "names"))
    var columns: String?

    @Option(parsing: .unconditional, help: "Pixels per point of the PNG, 1…4.")
    var scale: Double = 2

    @Option(help: "The folder holding Fonts/.")
    var resources: String?

    /// --columns as names, without blanks or repeats; nil when not given.
    var requestedColumns: [String]? {
        guard let columns else { return nil }
        var seen = Set<String>()
        return columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    func validate() throws {
        guard scale.isFinite, (1...4).contains(scale) else {
            throw ValidationError("--scale must be a finite number within 1…4, found \(format(scale))")
        }
        if let names = requestedColumns, names.isEmpty {
            throw ValidationError("--columns needs at least one column name, such as card.y")
        }
        try Self.validateOutput(out)
    }

    /// Checks before anything is read that `path` can become the chart.
    static func validateOutput(_ path: String) throws {
        try OutputFile.validate(path, option: "--out", what: "the PNG file")
    }

    func run() throws {
        do {
            let table = try TraceTable(path: trace)
            let chosen = try TracePlotColumns(requested: requestedColumns, table: table)
            let title = URL(fileURLWithPath: trace).lastPathComponent
            try TraceChart(table: table, columns: chosen, title: title)
                .write(to: out, scale: CGFloat(scale), resources: resources)
            print("plotted \(chosen.names.joined(separator: ", ")) → \(out)")
            if !chosen.leftOut.isEmpty {
                print("left out (moving less): \(chosen.leftOut.joined(separator: ", "))")
            }
        } catch let error as TracePlotError {
            // The file or the columns are at fault: one line and exit 2, like a bad script.
            StandardError.line("error: \(error)")
            throw ExitCode(2)
        }
    }
}

/// Why a trace cannot be plotted: the fault of the CSV or of the columns asked for, so the
/// command exits 2 (bad input) with the description as its one-line message.
enum TracePlotError: Error, CustomStringConvertible {
    case noSuchFile(path: String)
    case isAFolder(path: String)
    /// `kind` is what it is instead: "a character device", "a named pipe"…
    case notARegularFile(path: String, kind: String)
    case unreadable(path: String, reason: String)
    /// `megabytes` is the file's size, rounded up.
    case tooLarge(path: String, megabytes: Int)
    case empty(path: String)
    /// The header, shortened, follows the cause.
    case notATrace(path: String, header: String)
    case noRows(path: String)
    case noTimes(path: String)
    /// `available` already says which columns there are.
    case unknownColumn(path: String, name: String, available: String)
    case timeIsTheXAxis
    case noNumbers(path: String, column: String)
    case tooManyColumns(count: Int)
    /// `byUnit` is "pt: a, b; pt/s: c; no unit: d".
    case tooManyUnits(columns: [String], units: Int, byUnit: String)
    case nothingMoves(path: String)

    var description: String {
        switch self {
        case let .noSuchFile(path): return "\(path): no such file"
        case let .isAFolder(path): return "\(path) is a folder; give the trace CSV file to plot"
        case let .notARegularFile(path, kind):
            return "\(path) is not a regular file (it is \(kind)); give the trace CSV file to plot"
        case let .unreadable(path, reason): return "\(path) cannot be read: \(reason)"
        case let .tooLarge(path, megabytes):
            return "\(path) is \(megabytes) MB; a trace to plot may be at most \(TraceTable.largestFileMegabytes) MB"
        case let .empty(path):
            return "\(path) is empty, not a motion trace"
        case let .notATrace(path, header):
            return "\(path) is not a motion trace: its first line has no time column (found \(header))"
        case let .noRows(path): return "\(path) has a header but no rows"
        case let .noTimes(path): return "\(path) has no row with a number in its time column"
        case let .unknownColumn(path, name, available):
            return "\(path) has no column \(TracePlotColumns.clipped(name)); \(available)"
        case .timeIsTheXAxis: return "--columns: time is the chart's x axis; choose the columns to draw against it"
        case let .noNumbers(path, column):
            return
                "\(path): column \(TracePlotColumns.clipped(column)) has no numbers (every cell is empty or not a number)"
        case let .tooManyColumns(count):
            return "--columns names \(count) columns; a chart draws at most \(TracePlotColumns.most)"
        case let .tooManyUnits(columns, units, byUnit):
            return
                "--columns \(columns.map { TracePlotColumns.clipped($0) }.joined(separator: ",")) have \(units) units (\(byUnit)); "
                + "a chart has two y axes, so choose columns of at most two units"
        case let .nothingMoves(path):
            return "\(path): no part moves (no NAME.x or NAME.y column changes by more than "
                + "\(format(TracePlotColumns.movingThreshold)) pt); choose what to draw with --columns"
        }
    }
}

extension Array where Element == String {
    /// The first `limit` names joined by commas, then how many more there are: "a, b, c … (12 in all)".
    func shortList(limit: Int) -> String {
        count <= limit ? joined(separator: ", ") : prefix(limit).joined(separator: ", ") + " … (\(count) in all)"
    }
}
