import Foundation

/// The exact motion of a `Spring` released with a given displacement and velocity.
///
/// Displacement is measured from the spring's rest point (the animation's target), in the
/// animated value's units (points for positions); time is in seconds since release.
/// The closed form is chosen once, from the damping ratio: under-damped (ζ < 1), critically
/// damped (ζ = 1, within 1e-9) or over-damped (ζ > 1).
public struct SpringSolution: Hashable, Sendable {
    /// The spring being solved.
    public let spring: Spring
    /// The displacement from rest at t = 0, in value units (points).
    public let initialDisplacement: Double
    /// The velocity at t = 0, in value units per second (points per second).
    public let initialVelocity: Double

    private let form: Form

    private enum Form: Hashable, Sendable {
        /// x(t) = e^(−decay·t)·(x0·cos(ωd·t) + sineCoefficient·sin(ωd·t))
        case underdamped(decay: Double, dampedFrequency: Double, sineCoefficient: Double)
        /// x(t) = e^(−ω0·t)·(x0 + slope·t)
        case critical(naturalFrequency: Double, slope: Double)
        /// x(t) = slowWeight·e^(slowRoot·t) + fastWeight·e^(fastRoot·t)
        case overdamped(slowRoot: Double, fastRoot: Double, slowWeight: Double, fastWeight: Double)
    }

    /// Solves `spring` for a release at `displacement` (value units from rest) moving at
    /// `velocity` (value units per second).
    public init(spring: Spring, displacement: Double, velocity: Double) {
        self.spring = spring
        self.initialDisplacement = displacement
        self.initialVelocity = velocity

        let naturalFrequency = spring.naturalFrequency
        let ratio = spring.dampingRatio
        if ratio < 1 - Spring.criticalTolerance {
            let decay = ratio * naturalFrequency
            let dampedFrequency = naturalFrequency * (1 - ratio * ratio).squareRoot()
            form = .underdamped(
                decay: decay,
                dampedFrequency: dampedFrequency,
                sineCoefficient: (velocity + decay * displacement) / dampedFrequency
            )
        } else if ratio <= 1 + Spring.criticalTolerance {
            form = .critical(
                naturalFrequency: naturalFrequency,
                slope: velocity + naturalFrequency * displacement
            )
        } else {
            let root = naturalFrequency * (ratio * ratio - 1).squareRoot()
            let slowRoot = -ratio * naturalFrequency + root
            let fastRoot = -ratio * naturalFrequency - root
            let fastWeight = (slowRoot * displacement - velocity) / (slowRoot - fastRoot)
            form = .overdamped(
                slowRoot: slowRoot,
                fastRoot: fastRoot,
                slowWeight: displacement - fastWeight,
                fastWeight: fastWeight
            )
        }
    }

    /// The displacement from rest at `time` seconds after release, in value units (points).
    public func position(at time: Double) -> Double {
        let x0 = initialDisplacement
        switch form {
        case let .underdamped(decay, dampedFrequency, sineCoefficient):
            let angle = dampedFrequency * time
            return exp(-decay * time) * (x0 * cos(angle) + sineCoefficient * sin(angle))
        case let .critical(naturalFrequency, slope):
            return exp(-naturalFrequency * time) * (x0 + slope * time)
        case let .overdamped(slowRoot, fastRoot, slowWeight, fastWeight):
            return slowWeight * exp(slowRoot * time) + fastWeight * exp(fastRoot * time)
        }
    }

    /// The velocity at `time` seconds after release, in value units per second (points per second).
    public func velocity(at time: Double) -> Double {
        let x0 = initialDisplacement
        let v0 = initialVelocity
        switch form {
        case let .underdamped(decay, dampedFrequency, _):
            let angle = dampedFrequency * time
            let omega0Squared = spring.stiffness / spring.mass
            let sineCoefficient = (decay * v0 + omega0Squared * x0) / dampedFrequency
            return exp(-decay * time) * (v0 * cos(angle) - sineCoefficient * sin(angle))
        case let .critical(naturalFrequency, slope):
            return exp(-naturalFrequency * time) * (v0 - naturalFrequency * slope * time)
        case let .overdamped(slowRoot, fastRoot, slowWeight, fastWeight):
            return slowWeight * slowRoot * exp(slowRoot * time)
                + fastWeight * fastRoot * exp(fastRoot * time)
        }
    }
}
