import Foundation
import SDLBackend
import SegueScript
import ViewKit

/// The look `segue spring --png` and `segue trace plot` share: a white card on the grouped
/// background, drawn headlessly into a PNG.
public enum ChartCard {
    /// Draws the display list `draw` makes (given the fonts, to measure text) on an offscreen
    /// canvas of `size` points at `scale` pixels per point and writes it to `path` as a PNG.
    public static func render(
        size: CGSize, scale: CGFloat, resources: String?, to path: String,
        _ draw: (TextMeasurer) -> DisplayList
    ) throws {
        let session = try SDLSession(video: true, preferredDriver: "offscreen")
        let fonts = try HeadlessRunner.loadFonts(
            resources: try ResourceLocator.locate(explicit: resources), session: session)
        let canvas = try HeadlessCanvas(size: size, scale: scale, fonts: fonts, session: session)
        try canvas.draw(draw(fonts))
        try writePNG(try canvas.snapshot(), to: path)
    }
}

/// The greys and accents the charts share, on a white card.
public enum ChartColors {
    public static let orange = Color(hex: 0xFF9500)
    public static let grid = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.12)
    public static let axis = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.32)
    public static let tertiary = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.45)
}

/// A linear scale from data to 0…1 with round tick values.
public struct ChartAxis {
    public let low: Double, high: Double
    public let step: Double

    public init(low: Double, high: Double, tickTarget: Int) {
        (self.low, self.high) = (low, high)
        let raw = (high - low) / Double(tickTarget)
        let magnitude = pow(10, floor(log10(raw)))
        let nice = [1, 2, 2.5, 5, 10].first { raw / magnitude <= $0 + 1e-9 } ?? 10
        step = nice * magnitude
    }

    /// An axis with its tick step given rather than chosen.
    public init(low: Double, high: Double, step: Double) {
        (self.low, self.high, self.step) = (low, high, step)
    }

    /// The next round step above `step`: 1, 2, 2.5 and 5 times a power of ten.
    static func roundStep(above step: Double) -> Double {
        let magnitude = pow(10, floor(log10(step)))
        return ([1, 2, 2.5, 5, 10].first { $0 * magnitude > step * (1 + 1e-9) } ?? 10) * magnitude
    }

    public func fraction(_ v: Double) -> Double { (v - low) / (high - low) }

    public var ticks: [Double] {
        let first = Int((low / step - 1e-9).rounded(.up)), last = Int((high / step + 1e-9).rounded(.down))
        return first <= last ? (first...last).map { Double($0) * step } : []
    }

    /// Just enough decimals for the step: 0.25 → "0.75", 0.2 → "0.4", 1 → "3".
    public func label(_ v: Double) -> String {
        let decimals =
            (0...6).first { d in abs(step * pow(10, Double(d)) - (step * pow(10, Double(d))).rounded()) < 1e-6 } ?? 6
        let text = String(format: "%.\(decimals)f", v)
        return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text.replacingOccurrences(of: "-", with: "−")
    }
}

/// Appends chart shapes and labels as display ops in window points.
public struct ChartPen {
    public let measurer: TextMeasurer
    public var ops: [DisplayOp] = []

    public init(measurer: TextMeasurer) { self.measurer = measurer }

    public mutating func fill(_ rect: CGRect, _ color: Color, radius: CGFloat = 0) {
        ops.append(.fill(rect: rect, cornerRadius: radius, color: color, state: DrawState()))
    }

    /// The white card inset 14 points in a picture of `size` points, with its soft shadow;
    /// returns the card's rectangle.
    public mutating func card(size: CGSize) -> CGRect {
        let card = CGRect(origin: .zero, size: size).insetBy(dx: 14, dy: 14)
        shadow(card, radius: 18)
        fill(card, .white, radius: 18)
        return card
    }

    public mutating func shadow(_ rect: CGRect, radius: CGFloat) {
        ops.append(
            .shadow(
                rect: rect, cornerRadius: radius, color: Color(white: 0, alpha: 0.08), blur: 14,
                offset: CGSize(width: 0, height: 3), state: DrawState()))
    }

    public mutating func text(_ s: String, at origin: CGPoint, _ font: Font, _ color: Color = .label) {
        ops.append(.text(s, font: font, color: color, origin: origin, state: DrawState()))
    }

    /// Right-aligned at `right`, top of the line box at `y`.
    public mutating func text(_ s: String, right: CGFloat, y: CGFloat, _ font: Font, _ color: Color) {
        text(s, at: CGPoint(x: right - measurer.width(of: s, font: font), y: y), font, color)
    }

    public mutating func text(_ s: String, centerX: CGFloat, y: CGFloat, _ font: Font, _ color: Color) {
        text(s, at: CGPoint(x: centerX - measurer.width(of: s, font: font) / 2, y: y), font, color)
    }

    /// Where a line box starts so its digits are centred on `y`.
    public func top(centering font: Font, on y: CGFloat) -> CGFloat {
        y - (measurer.metrics(of: font).ascent - font.size * 0.36)
    }

    public mutating func heading(_ s: String, above box: CGRect) {
        text(
            s, at: CGPoint(x: box.minX - 28, y: box.minY - 24), .systemFont(ofSize: 12, weight: .semibold),
            .secondaryLabel)
    }

    /// Light lines at every tick of both axes, with the y values to the left.
    public mutating func grid(_ box: CGRect, y: ChartAxis, x: ChartAxis, labels: Bool) {
        let font = Font.systemFont(ofSize: 11)
        for tick in y.ticks {
            let py = box.maxY - CGFloat(y.fraction(tick)) * box.height
            fill(CGRect(x: box.minX, y: py - 0.25, width: box.width, height: 0.5), ChartColors.grid)
            if labels {
                text(y.label(tick), right: box.minX - 8, y: top(centering: font, on: py), font, .secondaryLabel)
            }
        }
        for tick in x.ticks {
            let px = box.minX + CGFloat(x.fraction(tick)) * box.width
            fill(CGRect(x: px - 0.25, y: box.minY, width: 0.5, height: box.height), ChartColors.grid)
        }
    }

    public mutating func dashed(y: CGFloat, from x0: CGFloat, to x1: CGFloat, _ color: Color) {
        var x = x0
        while x < x1 {
            fill(CGRect(x: x, y: y - 0.5, width: min(5, x1 - x), height: 1), color)
            x += 9
        }
    }

    /// A vertical dashed line one point wide from `y0` down to `y1`.
    public mutating func dashed(x: CGFloat, from y0: CGFloat, to y1: CGFloat, _ color: Color) {
        var y = y0
        while y < y1 {
            fill(CGRect(x: x - 0.5, y: y, width: 1, height: min(4, y1 - y)), color)
            y += 7
        }
    }

    /// A filled circle of `radius` points centred on `center`.
    mutating func dot(_ center: CGPoint, radius: CGFloat, _ color: Color) {
        fill(
            CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2), color,
            radius: radius)
    }

    /// A smooth line through `points`: the fewest chords that stay within a tenth of a point
    /// of every sample, each an anti-aliased capsule whose round ends overlap the next so the
    /// joins leave no gaps (fewer joins, fewer doubled fringes).
    public mutating func polyline(_ points: [CGPoint], width: CGFloat, _ color: Color) {
        var kept = [points[0]]
        var anchor = 0
        while anchor < points.count - 1 {
            var next = anchor + 1
            while next + 1 < points.count, fits(points[anchor...(next + 1)]) { next += 1 }
            kept.append(points[next])
            anchor = next
        }
        for (a, b) in zip(kept, kept.dropFirst()) {
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { continue }
            var angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
            // An exactly axis-aligned transform would be pixel-snapped rather than anti-aliased.
            if sin(angle) == 0 || cos(angle) == 0 { angle += 1e-7 }
            let t = CGAffineTransform(rotationAngle: CGFloat(angle))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
            ops.append(
                .fill(
                    rect: CGRect(x: -width / 2, y: -width / 2, width: length + width, height: width),
                    cornerRadius: width / 2, color: color, state: DrawState(transform: t)))
        }
    }

    /// Whether the chord from the first to the last point is at most 40 points long and passes
    /// within 0.1 point of every point between.
    private func fits(_ run: ArraySlice<CGPoint>) -> Bool {
        let a = run.first!, b = run.last!
        let dx = b.x - a.x, dy = b.y - a.y, length = hypot(dx, dy)
        guard length <= 40 else { return false }
        guard length > 0 else { return true }
        return run.allSatisfy { abs(($0.x - a.x) * dy - ($0.y - a.y) * dx) / length <= 0.1 }
    }
}
