import Foundation

/// A damped harmonic oscillator, m·x″ + c·x′ + k·x = 0, described by its physical coefficients.
///
/// A spring says nothing about where it starts or how fast it moves: `stiffness` and `damping`
/// never depend on the initial velocity. Pair it with a displacement and velocity in a
/// `SpringSolution`, or drive a value with `SpringAnimation` / `VectorSpringAnimation`.
///
/// Three parameterisations are offered, in UIKit/SwiftUI/Wave vocabulary:
/// - `init(mass:stiffness:damping:)`: the raw coefficients.
/// - `init(dampingRatio:response:mass:)`: SwiftUI's and Wave's, where `response` is the
///   undamped period in seconds.
/// - `init(dampingRatio:duration:mass:)`: UIKit's `UISpringTimingParameters`, where the
///   motion is visually settled (0.1 % of the distance) after `duration` seconds.
public struct Spring: Hashable, Sendable {
    /// The moving mass, in arbitrary mass units (1 unless you need a heavier feel).
    public let mass: Double
    /// The spring constant k, in force units per point (mass units per second squared).
    public let stiffness: Double
    /// The viscous damping coefficient c, in force units per point per second.
    public let damping: Double

    /// Creates a spring from its physical coefficients.
    ///
    /// - Parameters:
    ///   - mass: the moving mass; must be positive.
    ///   - stiffness: k, in mass units per second squared; must be positive.
    ///   - damping: c, in mass units per second; must not be negative.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && mass.isFinite, "Spring mass must be positive and finite")
        precondition(stiffness > 0 && stiffness.isFinite, "Spring stiffness must be positive and finite")
        precondition(damping >= 0 && damping.isFinite, "Spring damping must be non-negative and finite")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring the SwiftUI / Wave way.
    ///
    /// k = (2π / response)²·m and c = 4π·ζ·m / response.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ; 1 is critically damped, below 1 bounces, above 1 creeps.
    ///   - response: the period of the undamped oscillation, in seconds; must be positive.
    ///   - mass: the moving mass.
    public init(dampingRatio: Double, response: Double, mass: Double = 1) {
        precondition(response > 0, "Spring response must be positive")
        precondition(dampingRatio >= 0, "Spring damping ratio must be non-negative")
        let angularFrequency = 2 * Double.pi / response
        self.init(
            mass: mass,
            stiffness: angularFrequency * angularFrequency * mass,
            damping: 4 * Double.pi * dampingRatio * mass / response
        )
    }

    /// Creates a spring the UIKit way (`UISpringTimingParameters(dampingRatio:)` with a
    /// `UIViewPropertyAnimator` duration): the motion from rest is settled after `duration`.
    ///
    /// The natural angular frequency ω0 is chosen so that, starting at rest, the decay reaches
    /// 0.001 of the distance at `duration`; then k = ω0²·m and c = 2ζ·√(k·m).
    /// - ζ < 1: UIKit's envelope rule ω0 = −ln(0.001·√(1−ζ²)/ζ) / (ζ·T). Ratios below 0.01 use
    ///   the stiffness of 0.01 (the rule has no positive solution as ζ → 0) with their own damping.
    /// - ζ = 1: ω0·T solves e^(−ω0·T)·(ω0·T + 1) = 0.001.
    /// - ζ > 1: ω0·T is solved so that the exact step response from rest, which for an
    ///   over-damped spring falls monotonically, reaches 0.001 at T. This is the same rule
    ///   as the critical case and tends to it continuously as ζ → 1.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ; must be positive.
    ///   - duration: the settling time T, in seconds; must be positive.
    ///   - mass: the moving mass.
    public init(dampingRatio: Double, duration: Double, mass: Double = 1) {
        precondition(duration > 0, "Spring duration must be positive")
        precondition(dampingRatio >= 0, "Spring damping ratio must be non-negative")
        let naturalFrequency = Spring.settlingProduct(dampingRatio: dampingRatio) / duration
        let stiffness = naturalFrequency * naturalFrequency * mass
        self.init(
            mass: mass,
            stiffness: stiffness,
            damping: 2 * dampingRatio * (stiffness * mass).squareRoot()
        )
    }

    /// ζ = c / (2·√(k·m)); dimensionless.
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double {
        (stiffness / mass).squareRoot()
    }

    /// The period of the undamped oscillation 2π/ω0, in seconds (SwiftUI's `response`).
    public var response: Double {
        2 * Double.pi / naturalFrequency
    }

    /// SwiftUI's classic `.spring()` (before iOS 17): ζ = 0.825, response 0.55 s.
    public static let `default` = Spring(dampingRatio: 0.825, response: 0.55)
    /// SwiftUI's `.smooth`: critically damped, response 0.5 s.
    public static let smooth = Spring(dampingRatio: 1, response: 0.5)
    /// SwiftUI's `.snappy`: ζ = 0.85, response 0.5 s.
    public static let snappy = Spring(dampingRatio: 0.85, response: 0.5)
    /// SwiftUI's `.bouncy`: ζ = 0.7, response 0.5 s.
    public static let bouncy = Spring(dampingRatio: 0.7, response: 0.5)
}

extension Spring {
    /// The fraction of the distance that counts as settled in `init(dampingRatio:duration:)`.
    static let settledFraction = 0.001

    /// Below this the under-damped envelope rule has no positive solution.
    static let smallestDurationDampingRatio = 0.01

    /// Within this of 1 the damping ratio counts as critical, where the over-damped
    /// formulas lose precision to cancellation.
    static let criticalTolerance = 1e-9

    /// ω0·T for a spring of ratio ζ that settles at T; dimensionless.
    static func settlingProduct(dampingRatio: Double) -> Double {
        let ratio = dampingRatio
        if ratio < 1 - criticalTolerance {
            let clamped = max(ratio, smallestDurationDampingRatio)
            let envelopeStart = settledFraction * (1 - clamped * clamped).squareRoot() / clamped
            return -log(envelopeStart) / clamped
        }
        if ratio <= 1 + criticalTolerance {
            return solveDecreasing(initialGuess: 9) { u in
                (exp(-u) * (u + 1), -u * exp(-u))
            }
        }
        // Roots of s² + 2ζs + 1 = 0 (time measured in units of 1/ω0); their product is 1.
        let root = (ratio * ratio - 1).squareRoot()
        let slow = -(ratio - root)
        let fast = -(ratio + root)
        let guess = -log(settledFraction) / -slow
        return solveDecreasing(initialGuess: guess) { u in
            let value = (slow * exp(fast * u) - fast * exp(slow * u)) / (slow - fast)
            let slope = (exp(fast * u) - exp(slow * u)) / (slow - fast)
            return (value, slope)
        }
    }

    /// Finds u > 0 where a decreasing function of u (from 1 at u = 0 towards 0) equals
    /// `settledFraction`, by Newton's method kept inside a shrinking bisection bracket.
    private static func solveDecreasing(
        initialGuess: Double,
        valueAndSlope: (Double) -> (Double, Double)
    ) -> Double {
        var low = 0.0
        var high = max(initialGuess, 1)
        while valueAndSlope(high).0 > settledFraction { high *= 2 }
        var u = min(max(initialGuess, low), high)
        for _ in 0..<200 {
            let (value, slope) = valueAndSlope(u)
            let error = value - settledFraction
            if abs(error) < 1e-15 { return u }
            if error > 0 { low = u } else { high = u }
            var next = slope != 0 ? u - error / slope : .nan
            if !(next > low && next < high) { next = (low + high) / 2 }
            if abs(next - u) < 1e-14 * max(1, u) { return next }
            u = next
        }
        return u
    }
}
