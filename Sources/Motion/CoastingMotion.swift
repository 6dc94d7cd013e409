import Foundation

/// One value's motion after a release, stepped frame by frame: it coasts within limits and a
/// spring brings it back onto the nearer limit when it is let go past one or coasts past one
/// (a scroll view's content at its edges, a zoom's scale at 1× and its maximum), or it springs
/// to a chosen target, or it is at rest. Every motion starts at the velocity it was let go with.
public enum CoastingMotion: Hashable, Sendable {
    /// At rest.
    case idle
    /// Coasting, until it stops or leaves `limits` (where a spring takes its speed).
    case decay(DecayAnimation, limits: ClosedRange<Double>)
    /// Springing to its target.
    case spring(SpringAnimation)

    /// Let go at `value` moving at `velocity` (units per second): past `limits` it springs onto
    /// the nearer one; within them it coasts at `rate` when at least `minimumSpeed` fast, else
    /// it rests. `restThreshold` says when the coast and the spring are done.
    public static func release(
        _ value: Double, velocity: Double, limits: ClosedRange<Double>, rate: DecelerationRate,
        minimumSpeed: Double, spring: Spring, restThreshold: RestThreshold = .points
    ) -> CoastingMotion {
        if value < limits.lowerBound || value > limits.upperBound {
            return .springing(
                value, to: min(max(value, limits.lowerBound), limits.upperBound), velocity: velocity,
                spring: spring, restThreshold: restThreshold)
        }
        guard abs(velocity) >= minimumSpeed else { return .idle }
        return .decay(
            DecayAnimation(value: value, velocity: velocity, rate: rate, restThreshold: restThreshold),
            limits: limits)
    }

    /// A spring from `value` to `target`, starting at `velocity` (units per second); at rest
    /// when the value is already there and still.
    public static func springing(
        _ value: Double, to target: Double, velocity: Double, spring: Spring, restThreshold: RestThreshold = .points
    ) -> CoastingMotion {
        guard value != target || velocity != 0 else { return .idle }
        return .spring(
            SpringAnimation(
                spring: spring, value: value, target: target, velocity: .absolute(velocity),
                restThreshold: restThreshold))
    }

    /// Units per second, now.
    public var velocity: Double {
        switch self {
        case .idle: return 0
        case let .decay(decay, _): return decay.velocity
        case let .spring(spring): return spring.velocity
        }
    }

    public var isIdle: Bool { self == .idle }

    /// Advances `dt` seconds and returns the value then (`current` while at rest). A coast that
    /// leaves its limits hands its speed to `spring`, which brings it back onto the limit;
    /// with `bounces` false it stops at the limit instead.
    public mutating func step(
        by dt: Double, from current: Double, spring: Spring, restThreshold: RestThreshold = .points,
        bounces: Bool = true
    ) -> Double {
        switch self {
        case .idle:
            return current
        case .decay(var decay, let limits):
            let rested = decay.step(by: dt)
            if decay.value < limits.lowerBound || decay.value > limits.upperBound {
                let edge = min(max(decay.value, limits.lowerBound), limits.upperBound)
                guard bounces else {
                    self = .idle
                    return edge
                }
                self = .springing(
                    decay.value, to: edge, velocity: decay.velocity, spring: spring, restThreshold: restThreshold)
                return decay.value
            }
            self = rested ? .idle : .decay(decay, limits: limits)
            return decay.value
        case .spring(var animation):
            let rested = animation.step(by: dt)
            self = rested ? .idle : .spring(animation)
            return animation.value
        }
    }
}
