import Foundation
import SegueScript

/// Why a trace cannot be plotted: the fault of the CSV or of the columns asked for, so the
/// command exits 2 (bad input) with the description as its one-line message.
public enum TracePlotError: Error, CustomStringConvertible {
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

    public var description: String {
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
