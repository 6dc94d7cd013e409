import ArgumentParser
import Foundation
import SegueCapture
import SegueFuzz
import SegueScript

/// `segue trace`: tools for the motion traces `run-script --trace` writes.
public struct TraceCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "trace",
            abstract: "Work with the motion traces run-script --trace writes.",
            subcommands: [TracePlotCommand<App>.self])
    }
}

public struct TracePlotCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "plot",
            abstract: "Draw columns of a motion trace against time as a PNG chart.",
            discussion: """
                Reads the CSV `\(App.commandName) run-script FILE --out DIR --trace TRACE.csv` writes and
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
                  \(App.commandName) run-script SCRIPT.txt --out DIR --trace card.csv
                  \(App.commandName) trace plot card.csv --out card.png
                  \(App.commandName) trace plot card.csv --out card.png --columns card.y,dim.alpha
                """)
    }

    @Argument(help: ArgumentHelp("The trace CSV, as run-script --trace writes it.", valueName: "trace.csv"))
    public var trace: String

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    public var out: String

    @Option(
        help: ArgumentHelp(
            "Columns to draw, comma-separated, at most \(TracePlotColumns.most) in at most two units "
                + "(default: the moving parts' x and y).",
            valueName: "names"))
    public var columns: String?

    @Option(parsing: .unconditional, help: "Pixels per point of the PNG, 1…4.")
    public var scale: Double = 2

    @Option(help: "The folder holding Fonts/.")
    public var resources: String?

    /// --columns as names, without blanks or repeats; nil when not given.
    var requestedColumns: [String]? {
        guard let columns else { return nil }
        var seen = Set<String>()
        return columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    public func validate() throws {
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
        try validateOption { try OutputFile.validate(path, option: "--out", what: "the PNG file") }
    }

    public func run() throws {
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
