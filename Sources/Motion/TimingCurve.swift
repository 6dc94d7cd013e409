/// A cubic Bézier easing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` and
/// `UICubicTimingParameters` define them.
///
/// The curve maps linear time progress (0…1) to animation progress. The x coordinates of the
/// control points must lie in 0…1 so that time never runs backwards; the y coordinates may
/// leave 0…1 for anticipation or overshoot.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's time coordinate, 0…1.
    public let x1: Double
    /// The first control point's progress coordinate.
    public let y1: Double
    /// The second control point's time coordinate, 0…1.
    public let x2: Double
    /// The second control point's progress coordinate.
    public let y2: Double

    /// Creates a curve with control points (x1, y1) and (x2, y2).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "Timing curve x coordinates must lie in 0...1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Constant speed: (0, 0), (1, 1).
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `UIView.AnimationCurve.easeIn`: (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `UIView.AnimationCurve.easeOut`: (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `UIView.AnimationCurve.easeInOut`: (0.42, 0), (0.58, 1).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// What `UIView.animate(withDuration:animations:)` uses when no curve is given: `easeInOut`.
    public static let `default` = easeInOut

    /// The largest error in time progress x(s) accepted when solving for the curve parameter.
    /// Finer than the 1e-7 the curves need, so the solver's error never shows on screen.
    static let timeTolerance = 1e-9

    /// The animation progress at time progress `progress`; input clamped to 0…1.
    public func value(at progress: Double) -> Double {
        let time = min(max(progress, 0), 1)
        if x1 == y1 && x2 == y2 { return time }
        let parameter = curveParameter(forTime: time)
        return Self.bezier(parameter, y1, y2)
    }

    /// The curve's slope d(progress)/d(time) at time progress `progress`, dimensionless;
    /// infinite where the curve is vertical.
    public func slope(at progress: Double) -> Double {
        let time = min(max(progress, 0), 1)
        let parameter = curveParameter(forTime: time)
        let dx = Self.bezierDerivative(parameter, x1, x2)
        let dy = Self.bezierDerivative(parameter, y1, y2)
        if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
        return dy / dx
    }

    /// Solves x(s) = time for the Bézier parameter s in 0…1: Newton's method from s = time,
    /// falling back to bisection, which always converges because x(s) is non-decreasing.
    func curveParameter(forTime time: Double) -> Double {
        var parameter = time
        for _ in 0..<8 {
            let error = Self.bezier(parameter, x1, x2) - time
            if abs(error) < Self.timeTolerance { return parameter }
            let derivative = Self.bezierDerivative(parameter, x1, x2)
            if abs(derivative) < 1e-6 { break }
            parameter -= error / derivative
            if parameter < 0 || parameter > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        parameter = time
        while high - low > Self.timeTolerance {
            let x = Self.bezier(parameter, x1, x2)
            if abs(x - time) < Self.timeTolerance { return parameter }
            if x < time { low = parameter } else { high = parameter }
            parameter = (low + high) / 2
        }
        return parameter
    }

    /// One coordinate of the Bézier with end points 0 and 1: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// d/ds of `bezier`: 3(1−s)²·p1 + 6(1−s)s·(p2 − p1) + 3s²·(1 − p2).
    static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
