import Motion

/// What carries a `ZoomGeometry` on after the fingers let go, advanced frame by frame: the
/// scale coasts (UIKit's fast deceleration) and springs back onto 1…maximum when it is past
/// them or coasts past them, about a fixed focus (the centroid at the release, so the point
/// under the fingers stays put while the scale settles); the centre coasts at the release
/// velocity (normal deceleration, as a scroll view's content) and springs back within the
/// limits the resting scale allows. Every part starts at the velocity it was let go with, so
/// nothing brakes at the release, and the springs are critically damped, so nothing wobbles.
public struct ZoomRelease: Equatable {
    /// The spring that brings a stretched scale or centre back: critically damped, 0.45 s
    /// response (a scroll view's bounce).
    public static let spring = Spring(dampingRatio: 1, response: 0.45)
    /// How the scale coasts inside its limits: UIKit's `.fast` rate (0.99 per ms), so a
    /// release at 2 scale/s carries on by 0.2.
    public static let scaleDeceleration = DecelerationRate.fast
    /// How the centre coasts: UIKit's `.normal` rate (0.998 per ms), as a scroll view's.
    public static let centerDeceleration = DecelerationRate.normal
    /// Scale per second below which the scale does not coast.
    public static let minimumScaleSpeed: Double = 0.05
    /// Points per second below which the centre does not coast (a scroll view's flick minimum).
    public static let minimumCenterSpeed: Double = 10

    /// One value's motion: coasting within limits, springing to a target, or at rest.
    public enum Part: Equatable {
        /// At rest.
        case idle
        /// Coasting, until it stops or leaves `limits` (where a spring takes its speed).
        case decay(DecayAnimation, limits: ClosedRange<Double>)
        /// Springing to its target.
        case spring(SpringAnimation)
    }

    /// The geometry as now shown.
    public private(set) var geometry: ZoomGeometry
    /// Points: the point the scale settles about, and it, unscaled, from the centre at the release.
    private let focus: CGPoint
    private let anchor: CGVector
    /// The scale's motion, and the centre's on top of what the scale about the focus does.
    private var scalePart: Part
    private var offsetX: Part
    private var offsetY: Part
    private var offset = CGPoint.zero

    /// Starts from `geometry` as shown, its scale changing at `scaleVelocity` (per second) and
    /// its centre at `centerVelocity` (points per second), settling about `focus` (points; nil:
    /// the centre). `targetScale` overrides where the scale settles (a decision to go back to
    /// full size, say); otherwise the scale coasts and springs back within 1…maximum.
    public init(
        geometry: ZoomGeometry, scaleVelocity: CGFloat, centerVelocity: CGVector, focus: CGPoint? = nil,
        targetScale: CGFloat? = nil
    ) {
        var geometry = geometry
        geometry.endPinch()
        geometry.endPan()
        self.geometry = geometry
        let focus = focus ?? geometry.center
        self.focus = focus
        let s = geometry.scale
        anchor = CGVector(
            dx: s > 0 ? (focus.x - geometry.center.x) / s : 0, dy: s > 0 ? (focus.y - geometry.center.y) / s : 0)
        let limits = 1...Double(geometry.maximumScale)
        let value = Double(s), speed = Double(scaleVelocity)
        let finalScale: Double
        if let targetScale {
            finalScale = Double(targetScale)
            scalePart = Self.spring(value, to: finalScale, velocity: speed, unit: .unitless)
        } else if value < limits.lowerBound || value > limits.upperBound {
            finalScale = min(max(value, limits.lowerBound), limits.upperBound)
            scalePart = Self.spring(value, to: finalScale, velocity: speed, unit: .unitless)
        } else if abs(speed) >= Self.minimumScaleSpeed {
            let decay = DecayAnimation(
                value: value, velocity: speed, rate: Self.scaleDeceleration, restThreshold: .unitless)
            finalScale = min(max(decay.projectedStop, limits.lowerBound), limits.upperBound)
            scalePart = .decay(decay, limits: limits)
        } else {
            (finalScale, scalePart) = (value, .idle)
        }
        // The centre the scale alone would leave, and the limits at the final scale, give the
        // room the offset has.
        let scaled = CGPoint(
            x: focus.x - anchor.dx * CGFloat(finalScale), y: focus.y - anchor.dy * CGFloat(finalScale))
        let centerLimits = geometry.centerLimits(atScale: CGFloat(finalScale))
        func offsetPart(_ velocity: CGFloat, _ range: ClosedRange<CGFloat>, _ base: CGFloat) -> Part {
            let room = Double(range.lowerBound - base)...Double(range.upperBound - base)
            if 0 < room.lowerBound || 0 > room.upperBound {
                let edge = min(max(0, room.lowerBound), room.upperBound)
                return Self.spring(0, to: edge, velocity: Double(velocity), unit: .points)
            }
            guard abs(Double(velocity)) >= Self.minimumCenterSpeed else { return .idle }
            return .decay(
                DecayAnimation(value: 0, velocity: Double(velocity), rate: Self.centerDeceleration), limits: room)
        }
        offsetX = offsetPart(centerVelocity.dx, centerLimits.x, scaled.x)
        offsetY = offsetPart(centerVelocity.dy, centerLimits.y, scaled.y)
    }

    private static func spring(_ value: Double, to target: Double, velocity: Double, unit: RestThreshold) -> Part {
        guard value != target || velocity != 0 else { return .idle }
        return .spring(
            SpringAnimation(
                spring: ZoomRelease.spring, value: value, target: target, velocity: .absolute(velocity),
                restThreshold: unit))
    }

    /// True once every part has come to rest.
    public var isAtRest: Bool { scalePart == .idle && offsetX == .idle && offsetY == .idle }

    /// Scale per second, now.
    public var scaleVelocity: CGFloat { CGFloat(Self.velocity(of: scalePart)) }

    /// Points per second: how fast the centre moves now (the offset's motion plus what the
    /// scale's change about the focus moves it by).
    public var centerVelocity: CGVector {
        let s = Self.velocity(of: scalePart)
        return CGVector(
            dx: CGFloat(Self.velocity(of: offsetX)) - anchor.dx * CGFloat(s),
            dy: CGFloat(Self.velocity(of: offsetY)) - anchor.dy * CGFloat(s))
    }

    private static func velocity(of part: Part) -> Double {
        switch part {
        case .idle: return 0
        case let .decay(decay, _): return decay.velocity
        case let .spring(spring): return spring.velocity
        }
    }

    /// Advances `dt` seconds; returns true once at rest.
    @discardableResult
    public mutating func step(by dt: Double) -> Bool {
        let s = Self.step(&scalePart, dt, Double(geometry.scale), unit: .unitless)
        offset = CGPoint(
            x: Self.step(&offsetX, dt, Double(offset.x), unit: .points),
            y: Self.step(&offsetY, dt, Double(offset.y), unit: .points))
        geometry.scale = s
        geometry.center = CGPoint(x: focus.x - anchor.dx * s + offset.x, y: focus.y - anchor.dy * s + offset.y)
        return isAtRest
    }

    private static func step(_ part: inout Part, _ dt: Double, _ current: Double, unit: RestThreshold) -> CGFloat {
        switch part {
        case .idle:
            return CGFloat(current)
        case .decay(var decay, let limits):
            let rested = decay.step(by: dt)
            if decay.value < limits.lowerBound || decay.value > limits.upperBound {
                // Coasted past a limit: a spring takes its speed and brings it back.
                let edge = min(max(decay.value, limits.lowerBound), limits.upperBound)
                part = spring(decay.value, to: edge, velocity: decay.velocity, unit: unit)
                return CGFloat(decay.value)
            }
            part = rested ? .idle : .decay(decay, limits: limits)
            return CGFloat(decay.value)
        case .spring(var spring):
            let rested = spring.step(by: dt)
            part = rested ? .idle : .spring(spring)
            return CGFloat(spring.value)
        }
    }
}
