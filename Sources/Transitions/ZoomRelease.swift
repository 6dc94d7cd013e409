import Motion
import ViewKit

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

    /// The geometry as now shown.
    public private(set) var geometry: ZoomGeometry
    /// Points: the point the scale settles about, and it, unscaled, from the centre at the release.
    private let focus: CGPoint
    private let anchor: CGVector
    /// The scale's motion, and the centre's on top of what the scale about the focus does.
    private var scalePart: CoastingMotion
    private var offsetX: CoastingMotion
    private var offsetY: CoastingMotion
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
            scalePart = Self.spring(value, to: finalScale, velocity: speed)
        } else if value < limits.lowerBound || value > limits.upperBound {
            finalScale = min(max(value, limits.lowerBound), limits.upperBound)
            scalePart = Self.spring(value, to: finalScale, velocity: speed)
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
        func offsetPart(_ velocity: CGFloat, _ range: ClosedRange<CGFloat>, _ base: CGFloat) -> CoastingMotion {
            .release(
                0, velocity: Double(velocity),
                limits: Double(range.lowerBound - base)...Double(range.upperBound - base),
                rate: Self.centerDeceleration, minimumSpeed: Self.minimumCenterSpeed, spring: Self.spring)
        }
        offsetX = offsetPart(centerVelocity.dx, centerLimits.x, scaled.x)
        offsetY = offsetPart(centerVelocity.dy, centerLimits.y, scaled.y)
    }

    private static func spring(_ value: Double, to target: Double, velocity: Double) -> CoastingMotion {
        .springing(value, to: target, velocity: velocity, spring: spring, restThreshold: .unitless)
    }

    /// True once every part has come to rest.
    public var isAtRest: Bool { scalePart == .idle && offsetX == .idle && offsetY == .idle }

    /// Scale per second, now.
    public var scaleVelocity: CGFloat { CGFloat(scalePart.velocity) }

    /// Points per second: how fast the centre moves now (the offset's motion plus what the
    /// scale's change about the focus moves it by).
    public var centerVelocity: CGVector {
        let s = CGFloat(scalePart.velocity)
        return CGVector(
            dx: CGFloat(offsetX.velocity) - anchor.dx * s, dy: CGFloat(offsetY.velocity) - anchor.dy * s)
    }

    /// Advances `dt` seconds; returns true once at rest.
    @discardableResult
    public mutating func step(by dt: Double) -> Bool {
        let s = CGFloat(
            scalePart.step(by: dt, from: Double(geometry.scale), spring: Self.spring, restThreshold: .unitless))
        offset = CGPoint(
            x: offsetX.step(by: dt, from: Double(offset.x), spring: Self.spring),
            y: offsetY.step(by: dt, from: Double(offset.y), spring: Self.spring))
        geometry.scale = s
        geometry.center = CGPoint(x: focus.x - anchor.dx * s + offset.x, y: focus.y - anchor.dy * s + offset.y)
        return isAtRest
    }
}
