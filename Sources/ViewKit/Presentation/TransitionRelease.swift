import Motion

/// How a hand let go of a transition: what decides whether it goes on to its end or back to its
/// start (`TransitionPath.headsToEnd(_:)`, `AnimatedTransitioning.shouldFinish(using:release:)`).
///
/// Where the motion would coast to is the one projection rule of every release in Segue:
/// `projection(of:velocity:rate:)`, UIKit's deceleration (WWDC 2018, "Designing Fluid
/// Interfaces"). Decide by projected figures, not by where the hand let go.
public struct TransitionRelease: Equatable {
    /// 0 at the transition's start, 1 at its end; beyond either while rubber-banded.
    public var progress: CGFloat
    /// Progress per second, positive towards the end.
    public var progressVelocity: CGFloat
    /// Points, window axes: how far the hand moved since it took the transition (near zero for
    /// a click).
    public var travel: CGVector
    /// Points per second, window axes: how fast the hand moved as it let go.
    public var velocity: CGVector
    /// The fingers' spread over their spread when they took the transition (1 for a press).
    public var scale: CGFloat = 1
    /// Scale per second.
    public var scaleVelocity: CGFloat = 0
    /// Points, window axes: how the grabbed point moves from the transition's start to its end
    /// (zero when no point was grabbed).
    public var pathTravel: CGVector = .zero
    /// Whether the transition was heading for its end when the hand took it.
    public var wasHeadingToEnd: Bool = true

    public init(
        progress: CGFloat, progressVelocity: CGFloat, travel: CGVector, velocity: CGVector, scale: CGFloat = 1,
        scaleVelocity: CGFloat = 0, pathTravel: CGVector = .zero, wasHeadingToEnd: Bool = true
    ) {
        (self.progress, self.progressVelocity, self.travel, self.velocity) = (
            progress, progressVelocity, travel, velocity
        )
        (self.scale, self.scaleVelocity, self.pathTravel) = (scale, scaleVelocity, pathTravel)
        self.wasHeadingToEnd = wasHeadingToEnd
    }

    /// Where a value moving at `velocity` (units per second) coasts to with `rate`:
    /// value + v·r / (1000·(1 − r)), about half a second of the velocity at `.normal`.
    public static func projection(
        of value: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal
    ) -> CGFloat {
        value + CGFloat(rate.projectedDistance(velocity: Double(velocity)))
    }

    /// Where the progress coasts to with `rate`.
    public func projectedProgress(rate: DecelerationRate = .normal) -> CGFloat {
        Self.projection(of: progress, velocity: progressVelocity, rate: rate)
    }

    /// Points, window axes: where the hand's travel coasts to with `rate`.
    public func projectedTravel(rate: DecelerationRate = .normal) -> CGVector {
        CGVector(
            dx: Self.projection(of: travel.dx, velocity: velocity.dx, rate: rate),
            dy: Self.projection(of: travel.dy, velocity: velocity.dy, rate: rate))
    }

    /// Where the fingers' scale coasts to with `rate`.
    public func projectedScale(rate: DecelerationRate = .fast) -> CGFloat {
        Self.projection(of: scale, velocity: scaleVelocity, rate: rate)
    }

    /// True when the hand let go about where it took the transition, without a flick: a click.
    public var isClick: Bool {
        Self.isClick(travel: travel, velocity: velocity) && abs(scale - 1) < 0.05 && abs(scaleVelocity) < 0.5
    }

    /// The click rule: the hand moved less than 10 pt (a pan's slop) along each axis and let go
    /// slower than 100 pt/s.
    public static func isClick(travel: CGVector, velocity: CGVector) -> Bool {
        abs(travel.dx) < 10 && abs(travel.dy) < 10 && abs(velocity.dx) < 100 && abs(velocity.dy) < 100
    }

    /// The driver's rule when the transition has none: a click keeps the heading it was taken
    /// with; otherwise the end when the projected progress passes one half.
    public var defaultHeadsToEnd: Bool {
        isClick ? wasHeadingToEnd : projectedProgress() > 0.5
    }

    // MARK: The names of the release a grab reported before the driver, for one round

    /// `progress`.
    @available(*, deprecated, renamed: "progress")
    public var fractionComplete: CGFloat { progress }
    /// `progressVelocity`.
    @available(*, deprecated, renamed: "progressVelocity")
    public var fractionVelocity: CGFloat { progressVelocity }
    /// `velocity`.
    @available(*, deprecated, renamed: "velocity")
    public var pointerVelocity: CGVector { velocity }
    /// `travel`.
    @available(*, deprecated, renamed: "travel")
    public var pointerTravel: CGVector { travel }
    /// `projectedProgress()`.
    @available(*, deprecated, message: "use projectedProgress()")
    public var projectedFractionComplete: CGFloat { projectedProgress() }
}

/// The release a grab reported before every transition had a driver.
@available(*, deprecated, renamed: "TransitionRelease")
public typealias TransitionGrabRelease = TransitionRelease
