import Foundation

/// The exact path of a scroll view's deceleration after a flick (UIKit's momentum scrolling).
///
/// The model is UIKit's per-millisecond one, made continuous: after the n-th millisecond the
/// velocity is v0·rateⁿ and the content has moved by that velocity for a millisecond. Summing
/// it gives, with n = 1000·t,
///
///     x(t) = x0 + v0 · rate · (1 − rate^(1000·t)) / (1000 · (1 − rate))
///     v(t) = v0 · rate^(1000·t)
///
/// whose limit is exactly Apple's stopping point x0 + v0·rate / (1000·(1 − rate)). The
/// integral of v(t) alone would stop at x0 − v0 / (1000·ln rate), about 1 pt further for a
/// 2000 pt/s flick, and disagree with the stopping point that paging and snapping code computes.
/// The price is that dx/dt is v(t) scaled by −rate·ln(rate)/(1 − rate), 0.999 for `.normal`
/// and 0.995 for `.fast`: `velocity(at:)` reports the model's v(t), the value UIKit hands on.
public struct Decay: Hashable, Sendable {
    /// The position at the flick, in points.
    public let initialValue: Double
    /// The velocity at the flick, in points per second.
    public let initialVelocity: Double
    /// The fraction of velocity kept per millisecond.
    public let rate: DecelerationRate

    /// Starts a deceleration at `value` (points) moving at `velocity` (points per second).
    public init(value: Double, velocity: Double, rate: DecelerationRate = .normal) {
        self.initialValue = value
        self.initialVelocity = velocity
        self.rate = rate
    }

    /// Where the motion ends, in points: x0 + v0·rate / (1000·(1 − rate)).
    public var projectedStop: Double {
        initialValue + rate.projectedDistance(velocity: initialVelocity)
    }

    /// The position `time` seconds after the flick, in points.
    public func position(at time: Double) -> Double {
        initialValue + rate.projectedDistance(velocity: initialVelocity) * (1 - rate.velocityFraction(after: time))
    }

    /// The model velocity v0·rate^(1000·t) `time` seconds after the flick, in points per second.
    public func velocity(at time: Double) -> Double {
        initialVelocity * rate.velocityFraction(after: time)
    }

    /// How long until the remaining distance to `projectedStop` falls below `distance` points,
    /// in seconds; zero if it already has.
    public func duration(toWithin distance: Double) -> Double {
        let total = abs(rate.projectedDistance(velocity: initialVelocity))
        guard total > distance else { return 0 }
        guard distance > 0 else { return .infinity }
        return log(distance / total) / (1000 * log(rate.rawValue))
    }
}
