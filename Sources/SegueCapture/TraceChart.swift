import Foundation
import SegueScript
import ViewKit

/// `segue trace plot`: chosen columns of a motion trace against time on one white card, with a
/// left axis for the first unit, a right axis for a second, a legend and the grab and release
/// events marked; drawn headlessly like `segue spring --png`.
public struct TraceChart {
    /// The picture's size in points.
    public static let size = CGSize(width: 720, height: 440)
    /// One colour per column, in the order the columns are given.
    public static let palette: [Color] = [
        0x007AFF, 0xFF9500, 0x34C759, 0xFF3B30, 0xAF52DE, 0x30B0C7, 0x5856D6, 0xA2845E,
    ]
    .map { Color(hex: $0) }
    /// The tick labels' font (11 points).
    static let tickFont = Font.systemFont(ofSize: 11)

    public let table: TraceTable
    public let columns: TracePlotColumns
    /// The chart's title: the trace's file name.
    public let title: String

    public init(table: TraceTable, columns: TracePlotColumns, title: String) {
        (self.table, self.columns, self.title) = (table, columns, title)
    }

    public func write(to path: String, scale: CGFloat, resources: String?) throws {
        try ChartCard.render(size: Self.size, scale: scale, resources: resources, to: path, displayList(measurer:))
    }

    public func displayList(measurer: TextMeasurer) -> DisplayList {
        var pen = ChartPen(measurer: measurer)
        let card = pen.card(size: Self.size)
        drawHeader(&pen, in: card)
        let legendBottom = drawLegend(&pen, in: card, top: card.minY + 68)
        let yAxes = self.yAxes
        // Room above the plot for two rows of marker labels, when there are markers.
        let box = plotBox(
            in: card, top: legendBottom + (pointerEvents.isEmpty ? 16 : 34), yAxes: yAxes,
            measurer: measurer)
        let xAxis = timeAxis

        pen.grid(box, y: yAxes[0], x: xAxis, labels: false)
        pen.fill(CGRect(x: box.minX, y: box.maxY - 0.5, width: box.width, height: 1), ChartColors.axis)
        drawMarkers(&pen, in: box, x: xAxis)
        for (index, name) in columns.names.enumerated() {
            drawSeries(name, in: box, x: xAxis, y: yAxes[columns.axis(of: name)], Self.palette[index], &pen)
        }
        drawYLabels(&pen, box: box, axes: yAxes)
        drawTimeLabels(&pen, box: box, x: xAxis)
        return DisplayList(size: Self.size, clearColor: .systemGroupedBackground, ops: pen.ops)
    }

    /// The plotting area: below the legend and the marker labels, above the time labels, and
    /// inside the tick labels of each y axis (at most 140 points of them).
    func plotBox(in card: CGRect, top: CGFloat, yAxes: [ChartAxis], measurer: TextMeasurer) -> CGRect {
        func labelWidth(_ index: Int) -> CGFloat {
            let widths = yTickLabels(yAxes[index], index: index).map {
                measurer.width(of: $0.text, font: Self.tickFont)
            }
            return min(140, widths.max() ?? 0)
        }
        let left = card.minX + 20 + max(labelWidth(0), 14) + 8
        let right = card.maxX - (yAxes.count > 1 ? 20 + max(labelWidth(1), 24) + 8 : 24)
        let bottom = card.maxY - 46
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

// MARK: - Header and legend

/// The words above the plot: the title, what the trace holds, and which colour is which column.
extension TraceChart {
    static let legendFont = Font.systemFont(ofSize: 12, weight: .medium)
    /// Points between legend rows' tops.
    static let legendRowHeight: CGFloat = 20

    /// The file's name, then the trace's length and events, and how many moving positions the
    /// default choice left out.
    func drawHeader(_ pen: inout ChartPen, in card: CGRect) {
        pen.text(
            TracePlotColumns.clipped(title), at: CGPoint(x: card.minX + 22, y: card.minY + 18),
            .systemFont(ofSize: 17, weight: .semibold))
        pen.text(subtitle, at: CGPoint(x: card.minX + 22, y: card.minY + 42), .systemFont(ofSize: 13), .secondaryLabel)
    }

    /// "188 frames over 3.12 s · 1 grab, 1 release", then "the 8 of 11 moving positions that
    /// move furthest" when the default choice left some out.
    public var subtitle: String {
        let times = table.times
        let frames = times.count == 1 ? "1 frame" : "\(times.count) frames"
        var parts = [String(format: "%@ over %.2f s", frames, times.max()! - times.min()!)]
        let events = pointerEvents
        let grabs = events.filter { $0.kind == .grab }.count, releases = events.count - grabs
        if !events.isEmpty {
            parts.append(
                [counted(grabs, "grab"), counted(releases, "release")].compactMap { $0 }
                    .joined(separator: ", "))
        }
        if !columns.leftOut.isEmpty {
            let moving = columns.names.count + columns.leftOut.count
            parts.append("the \(columns.names.count) of \(moving) moving positions that move furthest")
        }
        return parts.joined(separator: " · ")
    }

    /// "1 grab", "2 grabs", or nil for none.
    private func counted(_ n: Int, _ noun: String) -> String? { n == 0 ? nil : n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    /// A swatch and the name of each column, flowing left to right in rows; with two y axes,
    /// the right axis's columns say so. Returns the bottom of the last row.
    func drawLegend(_ pen: inout ChartPen, in card: CGRect, top: CGFloat) -> CGFloat {
        let left = card.minX + 22, right = card.maxX - 22
        let note = Font.systemFont(ofSize: 12)
        // From a line box's top to the middle of its digits, where the swatch is centred.
        let middle = -pen.top(centering: Self.legendFont, on: 0)
        var origin = CGPoint(x: left, y: top)
        for (index, name) in columns.names.enumerated() {
            let suffix = columns.units.count > 1 && columns.axis(of: name) == 1 ? " (right axis)" : ""
            let label = TracePlotColumns.clipped(name)
            let nameWidth = pen.measurer.width(of: label, font: Self.legendFont)
            let width = 24 + nameWidth + pen.measurer.width(of: suffix, font: note)
            if origin.x > left, origin.x + width > right {
                origin = CGPoint(x: left, y: origin.y + Self.legendRowHeight)
            }
            // Whole points, so the swatch's inside is exactly its colour at any scale.
            pen.fill(
                CGRect(x: origin.x.rounded(), y: (origin.y + middle).rounded() - 2, width: 18, height: 4),
                Self.palette[index], radius: 2)
            pen.text(label, at: CGPoint(x: origin.x + 24, y: origin.y), Self.legendFont)
            if !suffix.isEmpty {
                pen.text(suffix, at: CGPoint(x: origin.x + 24 + nameWidth, y: origin.y), note, .secondaryLabel)
            }
            origin.x += width + 20
        }
        return origin.y + Self.legendRowHeight
    }
}
