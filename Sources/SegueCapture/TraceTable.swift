import Foundation
import SegueScript

/// A `run-script --trace` CSV read back for plotting: each row's time and, by column name, each
/// row's number. Rows without a time are dropped (they have no place on the time axis); cells
/// that are empty, not numbers, infinite or beyond ±`largestMagnitude` read as NaN, which the
/// chart draws as a gap.
public struct TraceTable {
    /// The largest file read whole, in megabytes: about 40 minutes of a seven-part trace.
    static let largestFileMegabytes = 64
    /// Larger numbers count as missing, so a span of two numbers is always finite.
    static let largestMagnitude = 1e300

    /// The file as named on the command line, for messages.
    public let path: String
    /// The first line's names, trimmed, in order.
    public let header: [String]
    /// Seconds, one per row kept.
    public let times: [Double]
    /// Each header column's numbers, row by row, in header order.
    private let columns: [[Double]]
    /// Where each name is in `header`; the first of a repeated name wins.
    private let indexByName: [String: Int]

    /// Reads and parses `path`.
    /// - Throws: `TracePlotError` naming the file and what is wrong with it.
    public init(path: String) throws {
        let lines = try Self.contents(of: path).split(separator: UInt8(ascii: "\n")).filter { !Self.isBlank($0) }
        guard let first = lines.first else { throw TracePlotError.empty(path: path) }
        let header = Self.cells(of: Self.droppingByteOrderMark(first)).map { Self.text($0) }
        guard let timeIndex = header.firstIndex(of: "time") else {
            throw TracePlotError.notATrace(
                path: path, header: header.map { TracePlotColumns.clipped($0) }.shortList(limit: 6))
        }
        guard lines.count > 1 else { throw TracePlotError.noRows(path: path) }
        var columns = Array(repeating: [Double](), count: header.count)
        for line in lines.dropFirst() {
            let cells = Self.cells(of: line)
            guard timeIndex < cells.count, Self.number(cells[timeIndex]).isFinite else { continue }
            for index in header.indices {
                columns[index].append(index < cells.count ? Self.number(cells[index]) : .nan)
            }
        }
        guard !columns[timeIndex].isEmpty else { throw TracePlotError.noTimes(path: path) }
        (self.path, self.header, self.columns, times) = (path, header, columns, columns[timeIndex])
        indexByName = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the header names `column`.
    public func has(_ column: String) -> Bool { indexByName[column] != nil }

    /// `column`'s numbers row by row (NaN where a cell has none); empty for an unknown name.
    public func values(_ column: String) -> [Double] { indexByName[column].map { columns[$0] } ?? [] }

    /// The largest minus the smallest number in `column`, or nil when it has none.
    public func range(of column: String) -> Double? {
        let numbers = values(column).filter { !$0.isNaN }
        guard let low = numbers.min(), let high = numbers.max() else { return nil }
        return high - low
    }

    // MARK: Reading

    /// The whole file, checked to be a regular file of a plottable size.
    private static func contents(of path: String) throws -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { throw TracePlotError.noSuchFile(path: path) }
            throw TracePlotError.unreadable(path: path, reason: String(cString: strerror(errno)).lowercased())
        }
        if let kind = ScriptLines.kind(of: info.st_mode) {
            throw kind == "a directory"
                ? TracePlotError.isAFolder(path: path)
                : TracePlotError.notARegularFile(path: path, kind: kind)
        }
        let megabyte = 1 << 20
        guard info.st_size <= largestFileMegabytes * megabyte else {
            throw TracePlotError.tooLarge(path: path, megabytes: (Int(info.st_size) + megabyte - 1) / megabyte)
        }
        // Non-blocking, so a file swapped for a pipe after the check cannot hang the open.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            throw TracePlotError.unreadable(path: path, reason: String(cString: strerror(errno)).lowercased())
        }
        defer { close(fd) }
        return try readAll(fd, expecting: Int(info.st_size), path: path)
    }

    /// Reads `fd` to its end, or at most the largest size, whatever it grew or shrank to.
    private static func readAll(_ fd: Int32, expecting size: Int, path: String) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: min(max(size, 1), largestFileMegabytes << 20))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw TracePlotError.unreadable(path: path, reason: String(cString: strerror(errno)).lowercased())
            }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    // MARK: Parsing

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }
    }

    private static func droppingByteOrderMark(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.starts(with: [0xEF, 0xBB, 0xBF]) ? line.dropFirst(3) : line
    }

    private static func cells(of line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        return trimmed.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    }

    private static func text(_ cell: ArraySlice<UInt8>) -> String {
        String(decoding: cell, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// The cell's number, or NaN when it has none a chart can place.
    private static func number(_ cell: ArraySlice<UInt8>) -> Double {
        // No number is longer; this also keeps a huge cell from being copied into a string.
        guard !cell.isEmpty, cell.count <= 64, let value = Double(text(cell)),
            value.isFinite, abs(value) <= largestMagnitude
        else { return .nan }
        return value
    }
}
