import Foundation

/// How quickly a flick slows down: the fraction of velocity kept per millisecond, as in
/// `UIScrollView.DecelerationRate`.
public struct DecelerationRate: Hashable, Sendable {
    /// The fraction of velocity kept after each millisecond, strictly between 0 and 1.
    public let rawValue: Double

    /// Creates a rate from the fraction of velocity kept per millisecond.
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1, "A deceleration rate must lie strictly between 0 and 1")
        self.rawValue = rawValue
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// How far a flick at `velocity` (points per second) travels before stopping, in points:
    /// v·rate / (1000·(1 − rate)), Apple's projection formula.
    public func projectedDistance(velocity: Double) -> Double {
        velocity * rawValue / (1000 * (1 - rawValue))
    }

    /// rate^(1000·t): the fraction of the starting velocity left after `time` seconds.
    func velocityFraction(after time: Double) -> Double {
        exp(1000 * time * log(rawValue))
    }
}
