import Foundation
import Motion
import SDLBackend
import ViewKit

/// `segue spring --png`: position and velocity against time on a white card, drawn headlessly.
struct SpringChart {
    /// The picture's size in points.
    static let size = CGSize(width: 560, height: 440)

    let setup: SpringSetup
    let run: SpringRun
    let velocity: Double


    func write(to path: String, scale: CGFloat, resources: String?) throws {
        let session = try SDLSession(video: true, preferredDriver: "offscreen")
        let fonts = try Assets.loadFonts(resources: try ResourceLocator.locate(explicit: resources), session: session)
        let canvas = try HeadlessCanvas(size: Self.size, scale: scale, fonts: fonts, session: session)
        try canvas.draw(displayList(measurer: fonts))
        try writePNG(try canvas.snapshot(), to: path)
    }

    func displayList(measurer: TextMeasurer) -> DisplayList {
        var pen = ChartPen(measurer: measurer)
        let card = CGRect(origin: .zero, size: Self.size).insetBy(dx: 14, dy: 14)
        pen.shadow(card, radius: 18)
        pen.fill(card, .white, radius: 18)

        let left = card.minX + 50, right = card.maxX - 26
        pen.text(caption, at: CGPoint(x: card.minX + 22, y: card.minY + 18), .systemFont(ofSize: 17, weight: .semibold))
        pen.text(summary, at: CGPoint(x: card.minX + 22, y: card.minY + 42), .systemFont(ofSize: 13),
                 .secondaryLabel)

        let positions = run.rows.map(\.position), speeds = run.rows.map(\.velocity)
        let solution = SpringSolution(spring: run.spring, displacement: -1, velocity: velocity)
        let xAxis = Axis(low: 0, high: run.restTime * 1.03, tickTarget: 6)

        // Position: 0 → 1 with the target dashed.
        let top = CGRect(x: left, y: card.minY + 96, width: right - left, height: 160)
        let posLow = min(0, positions.min()!), posHigh = max(1, positions.max()!)
        let pad = (posHigh - posLow) * 0.06
        let yPos = Axis(low: posLow - pad, high: posHigh + pad, tickTarget: 6)
        pen.heading("Position", above: top)
        pen.grid(top, y: yPos, x: xAxis, labels: true)
        pen.dashed(y: top.maxY - CGFloat(yPos.fraction(1)) * top.height, from: left, to: right,
                   SpringChartColors.tertiary)
        let position = curve(in: top, x: xAxis, y: yPos, rest: 1) { 1 + solution.position(at: $0) }
        pen.polyline(position, width: 2.5, .systemBlue)
        let end = position.last!
        pen.fill(CGRect(x: end.x - 5, y: end.y - 5, width: 10, height: 10), .white, radius: 5)
        pen.fill(CGRect(x: end.x - 3.5, y: end.y - 3.5, width: 7, height: 7), .systemBlue, radius: 3.5)
        let restLabel = String(format: "at rest %.3f s", run.restTime)
        pen.text(restLabel, right: end.x, y: end.y + 8, .systemFont(ofSize: 11, weight: .medium), .systemBlue)

        // Velocity, distance per second, with zero emphasised.
        let bottom = CGRect(x: left, y: top.maxY + 40, width: right - left, height: 72)
        let vLow = min(0, speeds.min()!), vHigh = max(0, speeds.max()!)
        let vPad = max(vHigh - vLow, 1e-9) * 0.1
        let yVel = Axis(low: vLow - vPad, high: vHigh + vPad, tickTarget: 3)
        pen.heading("Velocity (distance/s)", above: bottom)
        pen.grid(bottom, y: yVel, x: xAxis, labels: true)
        pen.fill(CGRect(x: left, y: bottom.maxY - CGFloat(yVel.fraction(0)) * bottom.height - 0.5,
                        width: right - left, height: 1), SpringChartColors.axis)
        pen.polyline(curve(in: bottom, x: xAxis, y: yVel, rest: 0) { solution.velocity(at: $0) }, width: 2,
                     SpringChartColors.orange)

        // The shared time axis.
        let font = Font.systemFont(ofSize: 11)
        for tick in xAxis.ticks {
            let x = left + CGFloat(xAxis.fraction(tick)) * (right - left)
            pen.fill(CGRect(x: x - 0.5, y: bottom.maxY, width: 1, height: 4), SpringChartColors.axis)
            pen.text(xAxis.label(tick), centerX: x, y: bottom.maxY + 6, font, .secondaryLabel)
        }
        pen.text("Time (s)", centerX: (left + right) / 2, y: bottom.maxY + 22,
                 .systemFont(ofSize: 12, weight: .semibold), .secondaryLabel)
        return DisplayList(size: Self.size, clearColor: .systemGroupedBackground, ops: pen.ops)
    }

    /// `value` from t = 0 to rest (where it snaps to `rest`), sampled every half point of width,
    /// in points within `box`.
    private func curve(in box: CGRect, x: Axis, y: Axis, rest: Double, _ value: (Double) -> Double) -> [CGPoint] {
        let end = run.restTime
        let count = max(2, Int(CGFloat(x.fraction(end)) * box.width * 2))
        return (0...count).map { i in
            let t = end * Double(i) / Double(count)
            let v = i == count ? rest : value(t)
            return CGPoint(x: box.minX + CGFloat(x.fraction(t)) * box.width,
                           y: box.maxY - CGFloat(y.fraction(v)) * box.height)
        }
    }

    /// The parameters as given, with the coefficients they imply.
    var caption: String {
        let s = setup.spring
        var parts: [String]
        switch setup.form {
        case let .duration(ratio, duration): parts = ["ζ \(g(ratio))", "T \(g(duration)) s"]
        case let .response(ratio, response): parts = ["ζ \(g(ratio))", "response \(g(response)) s"]
        case .coefficients: parts = ["m \(g(s.mass))"]
        }
        parts += ["k \(g(s.stiffness))", "c \(g(s.damping))"]
        if case .coefficients = setup.form { parts.append("ζ \(g(s.dampingRatio))") }
        if velocity != 0 { parts.append("v₀ \(g(velocity).replacingOccurrences(of: "-", with: "−"))/s") }
        return parts.joined(separator: " · ")
    }

    /// How it settles: when, after how many frames, and how far past the target it goes.
    var summary: String {
        let overshoot = run.rows.map(\.position).max()! - 1
        let past = overshoot > 0.0005 ? String(format: "overshoot %.1f %%", overshoot * 100) : "no overshoot"
        return String(format: "at rest after %.3f s · %d frames at %d fps · ", run.restTime, run.rows.count - 1,
                      run.fps) + past
    }

    private func g(_ v: Double) -> String { String(format: "%.4g", v) }
}

private enum SpringChartColors {
    static let orange = Color(hex: 0xFF9500)
    static let grid = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.12)
    static let axis = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.32)
    static let tertiary = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.45)
}

/// A linear scale from data to 0…1 with round tick values.
private struct Axis {
    let low: Double, high: Double
    let step: Double

    init(low: Double, high: Double, tickTarget: Int) {
        (self.low, self.high) = (low, high)
        let raw = (high - low) / Double(tickTarget)
        let magnitude = pow(10, floor(log10(raw)))
        let nice = [1, 2, 2.5, 5, 10].first { raw / magnitude <= $0 + 1e-9 } ?? 10
        step = nice * magnitude
    }

    func fraction(_ v: Double) -> Double { (v - low) / (high - low) }

    var ticks: [Double] {
        let first = Int((low / step - 1e-9).rounded(.up)), last = Int((high / step + 1e-9).rounded(.down))
        return first <= last ? (first...last).map { Double($0) * step } : []
    }

    /// Just enough decimals for the step: 0.25 → "0.75", 0.2 → "0.4", 1 → "3".
    func label(_ v: Double) -> String {
        let decimals = (0...6).first { d in abs(step * pow(10, Double(d)) - (step * pow(10, Double(d))).rounded()) < 1e-6 } ?? 6
        let text = String(format: "%.\(decimals)f", v)
        return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text.replacingOccurrences(of: "-", with: "−")
    }
}

/// Appends chart shapes and labels as display ops in window points.
private struct ChartPen {
    let measurer: TextMeasurer
    var ops: [DisplayOp] = []

    init(measurer: TextMeasurer) { self.measurer = measurer }

    mutating func fill(_ rect: CGRect, _ color: Color, radius: CGFloat = 0) {
        ops.append(.fill(rect: rect, cornerRadius: radius, color: color, state: DrawState()))
    }

    mutating func shadow(_ rect: CGRect, radius: CGFloat) {
        ops.append(.shadow(rect: rect, cornerRadius: radius, color: Color(white: 0, alpha: 0.08), blur: 14,
                           offset: CGSize(width: 0, height: 3), state: DrawState()))
    }

    mutating func text(_ s: String, at origin: CGPoint, _ font: Font, _ color: Color = .label) {
        ops.append(.text(s, font: font, color: color, origin: origin, state: DrawState()))
    }

    /// Right-aligned at `right`, top of the line box at `y`.
    mutating func text(_ s: String, right: CGFloat, y: CGFloat, _ font: Font, _ color: Color) {
        text(s, at: CGPoint(x: right - measurer.width(of: s, font: font), y: y), font, color)
    }

    mutating func text(_ s: String, centerX: CGFloat, y: CGFloat, _ font: Font, _ color: Color) {
        text(s, at: CGPoint(x: centerX - measurer.width(of: s, font: font) / 2, y: y), font, color)
    }

    /// Where a line box starts so its digits are centred on `y`.
    func top(centering font: Font, on y: CGFloat) -> CGFloat {
        y - (measurer.metrics(of: font).ascent - font.size * 0.36)
    }

    mutating func heading(_ s: String, above box: CGRect) {
        text(s, at: CGPoint(x: box.minX - 28, y: box.minY - 24), .systemFont(ofSize: 12, weight: .semibold),
             .secondaryLabel)
    }

    /// Light lines at every tick of both axes, with the y values to the left.
    mutating func grid(_ box: CGRect, y: Axis, x: Axis, labels: Bool) {
        let font = Font.systemFont(ofSize: 11)
        for tick in y.ticks {
            let py = box.maxY - CGFloat(y.fraction(tick)) * box.height
            fill(CGRect(x: box.minX, y: py - 0.25, width: box.width, height: 0.5), SpringChartColors.grid)
            if labels { text(y.label(tick), right: box.minX - 8, y: top(centering: font, on: py), font, .secondaryLabel) }
        }
        for tick in x.ticks {
            let px = box.minX + CGFloat(x.fraction(tick)) * box.width
            fill(CGRect(x: px - 0.25, y: box.minY, width: 0.5, height: box.height), SpringChartColors.grid)
        }
    }

    mutating func dashed(y: CGFloat, from x0: CGFloat, to x1: CGFloat, _ color: Color) {
        var x = x0
        while x < x1 {
            fill(CGRect(x: x, y: y - 0.5, width: min(5, x1 - x), height: 1), color)
            x += 9
        }
    }

    /// A smooth line through `points`: the fewest chords that stay within a tenth of a point
    /// of every sample, each an anti-aliased capsule whose round ends overlap the next so the
    /// joins leave no gaps (fewer joins, fewer doubled fringes).
    mutating func polyline(_ points: [CGPoint], width: CGFloat, _ color: Color) {
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
            ops.append(.fill(rect: CGRect(x: -width / 2, y: -width / 2, width: length + width, height: width),
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
