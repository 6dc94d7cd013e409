import Foundation
import Motion
import SegueCapture
import SegueScript
import ViewKit

/// `segue spring --png`: position and velocity against time on a white card, drawn headlessly.
public struct SpringChart {
    /// The picture's size in points.
    public static let size = CGSize(width: 560, height: 440)

    let setup: SpringSetup
    public let run: SpringRun
    public let velocity: Double

    public func write(to path: String, scale: CGFloat, resources: String?) throws {
        try ChartCard.render(size: Self.size, scale: scale, resources: resources, to: path, displayList(measurer:))
    }

    public func displayList(measurer: TextMeasurer) -> DisplayList {
        var pen = ChartPen(measurer: measurer)
        let card = pen.card(size: Self.size)

        let left = card.minX + 50, right = card.maxX - 26
        pen.text(caption, at: CGPoint(x: card.minX + 22, y: card.minY + 18), .systemFont(ofSize: 17, weight: .semibold))
        pen.text(
            summary, at: CGPoint(x: card.minX + 22, y: card.minY + 42), .systemFont(ofSize: 13),
            .secondaryLabel)

        let positions = run.rows.map(\.position), speeds = run.rows.map(\.velocity)
        let solution = SpringSolution(spring: run.spring, displacement: -1, velocity: velocity)
        let xAxis = ChartAxis(low: 0, high: run.restTime * 1.03, tickTarget: 6)

        // Position: 0 → 1 with the target dashed.
        let top = CGRect(x: left, y: card.minY + 96, width: right - left, height: 160)
        let posLow = min(0, positions.min()!), posHigh = max(1, positions.max()!)
        let pad = (posHigh - posLow) * 0.06
        let yPos = ChartAxis(low: posLow - pad, high: posHigh + pad, tickTarget: 6)
        pen.heading("Position", above: top)
        pen.grid(top, y: yPos, x: xAxis, labels: true)
        pen.dashed(
            y: top.maxY - CGFloat(yPos.fraction(1)) * top.height, from: left, to: right,
            ChartColors.tertiary)
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
        let yVel = ChartAxis(low: vLow - vPad, high: vHigh + vPad, tickTarget: 3)
        pen.heading("Velocity (distance/s)", above: bottom)
        pen.grid(bottom, y: yVel, x: xAxis, labels: true)
        pen.fill(
            CGRect(
                x: left, y: bottom.maxY - CGFloat(yVel.fraction(0)) * bottom.height - 0.5,
                width: right - left, height: 1), ChartColors.axis)
        pen.polyline(
            curve(in: bottom, x: xAxis, y: yVel, rest: 0) { solution.velocity(at: $0) }, width: 2,
            ChartColors.orange)

        // The shared time axis.
        let font = Font.systemFont(ofSize: 11)
        for tick in xAxis.ticks {
            let x = left + CGFloat(xAxis.fraction(tick)) * (right - left)
            pen.fill(CGRect(x: x - 0.5, y: bottom.maxY, width: 1, height: 4), ChartColors.axis)
            pen.text(xAxis.label(tick), centerX: x, y: bottom.maxY + 6, font, .secondaryLabel)
        }
        pen.text(
            "Time (s)", centerX: (left + right) / 2, y: bottom.maxY + 22,
            .systemFont(ofSize: 12, weight: .semibold), .secondaryLabel)
        return DisplayList(size: Self.size, clearColor: .systemGroupedBackground, ops: pen.ops)
    }

    /// `value` from t = 0 to rest (where it snaps to `rest`), sampled every half point of width,
    /// in points within `box`.
    private func curve(in box: CGRect, x: ChartAxis, y: ChartAxis, rest: Double, _ value: (Double) -> Double)
        -> [CGPoint]
    {
        let end = run.restTime
        let count = max(2, Int(CGFloat(x.fraction(end)) * box.width * 2))
        return (0...count).map { i in
            let t = end * Double(i) / Double(count)
            let v = i == count ? rest : value(t)
            return CGPoint(
                x: box.minX + CGFloat(x.fraction(t)) * box.width,
                y: box.maxY - CGFloat(y.fraction(v)) * box.height)
        }
    }

    /// The parameters as given, with the coefficients they imply.
    public var caption: String {
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
        return String(
            format: "at rest after %.3f s · %d frames at %d fps · ", run.restTime, run.rows.count - 1,
            run.fps) + past
    }

    private func g(_ v: Double) -> String { String(format: "%.4g", v) }
}
