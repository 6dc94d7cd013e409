import Foundation
import SegueScript

/// What a trace column measures, which decides the y axis it is drawn against.
public enum TraceUnit: String {
    case points = "pt"
    case pointsPerSecond = "pt/s"
    case none = ""

    /// From the column's name as `MotionTrace` writes it: pointer.x, card.vy, dim.alpha…
    /// Names it does not write (frame, another CSV's) count as unit-less.
    public init(column: String) {
        let field = column.split(separator: ".").last.map(String.init) ?? column
        switch field {
        case "x", "y", "width", "height", "cornerRadius": self = .points
        case "vx", "vy", "vw", "vh": self = .pointsPerSecond
        default: self = .none
        }
    }

    /// For messages: "pt", "pt/s" or "no unit".
    public var name: String { self == .none ? "no unit" : rawValue }
}

/// The columns a plot draws, as asked for with --columns or chosen by default, and the unit
/// of each y axis.
public struct TracePlotColumns {
    /// Columns one chart draws at most (one colour each).
    public static let most = 8
    /// Points a position must change by over the trace to count as moving.
    public static let movingThreshold = 0.5

    /// In drawing and legend order.
    public let names: [String]
    /// Moving positions the default choice left out, in header order; empty for --columns.
    public let leftOut: [String]
    /// The left axis's unit, then the right axis's when the columns have two.
    public let units: [TraceUnit]

    /// - Parameters:
    ///   - requested: --columns, split and without repeats; nil for the default choice.
    ///   - table: the trace's columns and rows.
    /// - Throws: `TracePlotError` naming the column or the units at fault.
    public init(requested: [String]?, table: TraceTable) throws {
        if let requested {
            try Self.check(requested, in: table)
            (names, leftOut) = (requested, [])
        } else {
            (names, leftOut) = try Self.movingPositions(in: table)
        }
        units = try Self.axisUnits(of: names)
    }

    /// The y axis `column` is drawn against: 0 the left, 1 the right.
    public func axis(of column: String) -> Int { units.firstIndex(of: TraceUnit(column: column)) ?? 0 }

    private static func check(_ requested: [String], in table: TraceTable) throws {
        guard !requested.contains("time") else { throw TracePlotError.timeIsTheXAxis }
        guard requested.count <= most else { throw TracePlotError.tooManyColumns(count: requested.count) }
        for name in requested {
            guard table.has(name) else {
                throw TracePlotError.unknownColumn(
                    path: table.path, name: name, available: available(near: name, in: table))
            }
            guard table.range(of: name) != nil else { throw TracePlotError.noNumbers(path: table.path, column: name) }
        }
    }

    /// Every part's x and y that changes by more than `movingThreshold`, in header order; past
    /// `most`, the ones that move furthest are kept.
    private static func movingPositions(in table: TraceTable) throws -> (kept: [String], leftOut: [String]) {
        var seen = Set<String>()
        let positions = table.header.filter { name in
            // The input's columns (the pointer, the fingers) are not parts of the app.
            let isPosition =
                (name.hasSuffix(".x") || name.hasSuffix(".y")) && !name.hasPrefix("pointer.")
                && !name.hasPrefix("finger.")
            return isPosition && seen.insert(name).inserted
        }
        let ranges = positions.map { table.range(of: $0) ?? 0 }
        let moving = positions.indices.filter { ranges[$0] > movingThreshold }
        guard !moving.isEmpty else { throw TracePlotError.nothingMoves(path: table.path) }
        // Furthest first; of equal ranges, the earlier column.
        let kept = Set(moving.sorted { (ranges[$0], -$0) > (ranges[$1], -$1) }.prefix(most))
        return (
            moving.filter { kept.contains($0) }.map { positions[$0] },
            moving.filter { !kept.contains($0) }.map { positions[$0] }
        )
    }

    /// The distinct units in column order; more than two is an error listing every column's.
    private static func axisUnits(of names: [String]) throws -> [TraceUnit] {
        var units: [TraceUnit] = []
        for name in names where !units.contains(TraceUnit(column: name)) { units.append(TraceUnit(column: name)) }
        guard units.count <= 2 else {
            let byUnit = units.map { unit in
                "\(unit.name): " + names.filter { TraceUnit(column: $0) == unit }.joined(separator: ", ")
            }
            throw TracePlotError.tooManyUnits(
                columns: names, units: units.count, byUnit: byUnit.joined(separator: "; "))
        }
        return units
    }

    /// The columns there are, for an unknown name: its part's own when the part exists, else a
    /// shortened list with the parts.
    static func available(near name: String, in table: TraceTable) -> String {
        let columns = table.header.filter { !$0.isEmpty && $0 != "time" }.map { clipped($0) }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let part = String(name[..<dot])
            let own = columns.filter { $0.hasPrefix(part + ".") }
            if !own.isEmpty { return "\(clipped(part))'s columns are \(own.shortList(limit: 9))" }
        }
        guard !columns.isEmpty else { return "it has no columns but time" }
        var parts: [String] = [], seen: Set<String> = ["pointer"]
        for column in columns {
            guard let dot = column.lastIndex(of: "."), dot != column.startIndex else { continue }
            let part = String(column[..<dot])
            if seen.insert(part).inserted { parts.append(part) }
        }
        return "its columns are \(columns.shortList(limit: 8))"
            + (parts.isEmpty ? "" : "; parts: \(parts.shortList(limit: 12))")
    }

    /// At most 40 characters of a name from the file, so a garbage header gives a short message.
    public static func clipped(_ name: String) -> String { name.count <= 40 ? name : name.prefix(39) + "…" }
}
