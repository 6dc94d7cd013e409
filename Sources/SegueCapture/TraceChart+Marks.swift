import Foundation
import SegueScript
import ViewKit

/// The lines: each column's curve, broken where the part is off screen, and the grab and
/// release events.
extension TraceChart {
    /// A press or a release of the pointer's button.
    public struct PointerEvent: Equatable {
        public enum Kind: String { case grab, release }
        public let kind: Kind
        /// Seconds: the first row with the button in its new state.
        public let time: Double
    }

    /// Where pointer.down goes from 0 to 1 (grab) and from 1 to 0 (release); rows without a
    /// number there keep the state they had.
    var pointerEvents: [PointerEvent] {
        var events: [PointerEvent] = []
        var wasDown: Bool?
        for (time, value) in zip(table.times, table.values("pointer.down")) where !value.isNaN {
            let isDown = value >= 0.5
            if let wasDown, wasDown != isDown {
                events.append(PointerEvent(kind: isDown ? .grab : .release, time: time))
            }
            wasDown = isDown
        }
        return events
    }

    /// `column`'s curve in `color`: a line through each run of rows that have a number, a dot
    /// for a run of one, nothing across the rows between (the part was not on screen).
    func drawSeries(
        _ column: String, in box: CGRect, x: ChartAxis, y: ChartAxis, _ color: Color,
        _ pen: inout ChartPen
    ) {
        var run: [CGPoint] = []
        func finishRun() {
            if run.count == 1 { pen.dot(run[0], radius: 2.5, color) }
            if run.count > 1 { pen.polyline(Self.thinned(run, columnWidth: 0.5), width: 2, color) }
            run.removeAll()
        }
        for (time, value) in zip(table.times, table.values(column)) {
            guard !value.isNaN else { finishRun(); continue }
            run.append(
                CGPoint(
                    x: box.minX + CGFloat(x.fraction(time)) * box.width,
                    y: box.maxY - CGFloat(y.fraction(value)) * box.height))
        }
        finishRun()
    }

    /// At most the first, lowest, highest and last point of each `columnWidth` of x, in their
    /// order: the same picture as every point, but a long trace stays quick to draw.
    static func thinned(_ points: [CGPoint], columnWidth: CGFloat) -> [CGPoint] {
        var kept: [CGPoint] = []
        var start = 0
        while start < points.count {
            let column = (points[start].x / columnWidth).rounded(.down)
            var end = start + 1
            while end < points.count, (points[end].x / columnWidth).rounded(.down) == column { end += 1 }
            let indices = points.indices[start..<end]
            let low = indices.min { points[$0].y < points[$1].y }!, high = indices.max { points[$0].y < points[$1].y }!
            for index in Set([start, low, high, end - 1]).sorted() { kept.append(points[index]) }
            start = end
        }
        return kept
    }

    /// A dashed line through the plot at each event, with its name above the plot: a grab's to
    /// the left of its line and a release's to the right, so a tap's pair reads apart. A label
    /// that would overlap one already placed goes to the other side, then up a row. When some
    /// label finds no room none is drawn, since a partial set would misname the lines (the
    /// subtitle still counts them).
    func drawMarkers(_ pen: inout ChartPen, in box: CGRect, x: ChartAxis) {
        let font = Font.systemFont(ofSize: 11, weight: .medium)
        var labels: [(text: String, origin: CGPoint)] = []
        var taken: [[ClosedRange<CGFloat>]] = [[], []]
        var allPlaced = true
        for event in pointerEvents {
            let px = box.minX + CGFloat(x.fraction(event.time)) * box.width
            pen.dashed(x: px, from: box.minY, to: box.maxY, ChartColors.tertiary)
            guard allPlaced else { continue }
            let width = pen.measurer.width(of: event.kind.rawValue, font: font)
            let sides = event.kind == .grab ? [px - 3 - width, px + 3] : [px + 3, px - 3 - width]
            let places = taken.indices.flatMap { row in
                sides.map { (row: row, left: min(max($0, box.minX), box.maxX - width)) }
            }
            guard
                let place = places.first(where: { place in
                    !taken[place.row].contains { $0.overlaps((place.left - 2)...(place.left + width + 2)) }
                })
            else {
                allPlaced = false
                continue
            }
            taken[place.row].append(place.left...(place.left + width))
            labels.append((event.kind.rawValue, CGPoint(x: place.left, y: box.minY - 16 - CGFloat(place.row) * 14)))
        }
        guard allPlaced else { return }
        for label in labels { pen.text(label.text, at: label.origin, font, .secondaryLabel) }
    }
}
