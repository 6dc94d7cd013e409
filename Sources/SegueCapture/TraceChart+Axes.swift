import Foundation
import SegueScript
import ViewKit

/// The scales: time across, a left y axis for the first unit and a right one for a second,
/// with its ticks on the left one's grid lines so one grid serves both.
extension TraceChart {
    /// The time axis over the trace's first to last row, in seconds.
    var timeAxis: ChartAxis {
        let times = table.times
        return Self.axis(low: times.min()!, high: times.max()!, padding: 0, tickTarget: 8)
    }

    /// The left y axis, then the right one when the columns have a second unit.
    var yAxes: [ChartAxis] {
        let leftRange = dataRange(onAxis: 0)
        let left = Self.axis(low: leftRange.low, high: leftRange.high, padding: 0.06, tickTarget: 7)
        guard columns.units.count > 1 else { return [left] }
        let rightRange = dataRange(onAxis: 1)
        let right = Self.axis(low: rightRange.low, high: rightRange.high, padding: 0, tickTarget: 7)
        return [left, Self.axis(aligning: right, with: left)]
    }

    /// The smallest and largest number of the columns on axis `index` (0 left, 1 right).
    private func dataRange(onAxis index: Int) -> (low: Double, high: Double) {
        let numbers = columns.names.filter { columns.axis(of: $0) == index }
            .flatMap { table.values($0) }.filter { !$0.isNaN }
        return (numbers.min()!, numbers.max()!)
    }

    /// An axis over at least `axis`'s range whose ticks fall on `primary`'s: the smallest round
    /// step for which some placement keeps the range inside; of those placements, the one
    /// with both zeros on one grid line if there is one, else the most central. `axis` itself
    /// when `primary` has fewer than two ticks.
    public static func axis(aligning axis: ChartAxis, with primary: ChartAxis) -> ChartAxis {
        let ticks = primary.ticks
        guard ticks.count >= 2 else { return axis }
        let first = primary.fraction(ticks[0]), spacing = primary.fraction(ticks[1]) - first
        // Steps from the first tick down to the bottom edge and up to the top one.
        let below = first / spacing, above = (1 - first) / spacing
        let primaryZero = ticks.firstIndex { abs($0) < primary.step * 1e-6 }.map { -Double($0) }
        var step = ChartAxis.roundStep(above: (axis.high - axis.low) / (below + above) / 1.0001)
        for _ in 0..<40 {
            // k: the value of the first grid line, in steps.
            let lowest = (axis.high / step - above).rounded(.up), highest = (axis.low / step + below).rounded(.down)
            if lowest <= highest {
                let central = ((lowest + highest) / 2).rounded(.down)
                let k = primaryZero.flatMap { (lowest...highest).contains($0) ? $0 : nil } ?? central
                return ChartAxis(low: (k - below) * step, high: (k + above) * step, step: step)
            }
            step = ChartAxis.roundStep(above: step)
        }
        return axis
    }

    /// An axis over `low…high` widened by `padding` of the span on each side. A span too small
    /// for round ticks (one value throughout) is widened around its middle first, so no axis
    /// divides by zero or needs more ticks than an integer counts.
    public static func axis(low: Double, high: Double, padding: Double, tickTarget: Int) -> ChartAxis {
        var (low, high) = (low, high)
        let magnitude = max(abs(low), abs(high))
        if high - low < max(1e-9, magnitude * 1e-9) {
            let half = max(1, magnitude * 0.1)
            (low, high) = (low - half, high + half)
        }
        let pad = (high - low) * padding
        return ChartAxis(low: low - pad, high: high + pad, tickTarget: tickTarget)
    }

    /// A tick's label; beyond what fixed decimals show well, three significant digits.
    static func tickLabel(_ axis: ChartAxis, _ value: Double) -> String {
        guard axis.step < 1e-4 || max(abs(axis.low), abs(axis.high)) >= 1e7 else { return axis.label(value) }
        return String(format: "%.3g", value).replacingOccurrences(of: "-", with: "−")
    }

    /// Each tick of y axis `index` with its label; the highest also names the axis's unit
    /// ("800 pt"), which unit-less columns (alpha, scale, pointer.down) do not have.
    func yTickLabels(_ axis: ChartAxis, index: Int) -> [(value: Double, text: String)] {
        let unit = columns.units[index].rawValue, ticks = axis.ticks
        return ticks.map { tick in
            let label = Self.tickLabel(axis, tick)
            return (tick, tick == ticks.last && !unit.isEmpty ? "\(label) \(unit)" : label)
        }
    }

    /// Tick labels beside each y axis: the left's right-aligned, the right's left-aligned.
    func drawYLabels(_ pen: inout ChartPen, box: CGRect, axes: [ChartAxis]) {
        for (index, axis) in axes.enumerated() {
            for (value, label) in yTickLabels(axis, index: index) {
                let y = box.maxY - CGFloat(axis.fraction(value)) * box.height
                let top = pen.top(centering: Self.tickFont, on: y)
                if index == 1 {
                    pen.text(label, at: CGPoint(x: box.maxX + 8, y: top), Self.tickFont, .secondaryLabel)
                } else {
                    pen.text(label, right: box.minX - 8, y: top, Self.tickFont, .secondaryLabel)
                }
            }
        }
    }

    /// Tick marks and labels under the plot, and the axis's name.
    func drawTimeLabels(_ pen: inout ChartPen, box: CGRect, x: ChartAxis) {
        for tick in x.ticks {
            let px = box.minX + CGFloat(x.fraction(tick)) * box.width
            pen.fill(CGRect(x: px - 0.5, y: box.maxY, width: 1, height: 4), ChartColors.axis)
            pen.text(Self.tickLabel(x, tick), centerX: px, y: box.maxY + 6, Self.tickFont, .secondaryLabel)
        }
        pen.text(
            "Time (s)", centerX: box.midX, y: box.maxY + 22, .systemFont(ofSize: 12, weight: .semibold),
            .secondaryLabel)
    }
}
