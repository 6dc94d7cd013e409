/// A single value driven towards a target by a `Spring`, advanced frame by frame.
///
/// Each `step(by:)` solves the spring exactly from the current value and velocity over the
/// real frame time, so the path does not depend on the frame rate: stepping 1/120 s twice lands
/// where stepping 1/60 s once does, up to rounding. Retargeting mid-flight (setting `target`)
/// keeps the current value and velocity, as an interrupted UIKit spring does.
public struct SpringAnimation: Hashable, Sendable {
    /// The spring pulling `value` towards `target`.
    public var spring: Spring
    /// The current value, in value units (points for positions).
    public var value: Double
    /// The current velocity, in value units per second.
    public var velocity: Double
    /// Where the spring comes to rest, in value units.
    public var target: Double
    /// When the value counts as settled; `.points` by default, `.unitless` for alpha or scale.
    public var restThreshold: RestThreshold

    /// Creates an animation from `value` to `target`.
    ///
    /// - Parameters:
    ///   - spring: the spring to use.
    ///   - value: the starting value, in value units.
    ///   - target: the resting value, in value units.
    ///   - velocity: the starting velocity, absolute (units per second) or normalised
    ///     (fraction of `target − value` per second); zero by default.
    ///   - restThreshold: when to snap to the target and finish.
    public init(
        spring: Spring,
        value: Double,
        target: Double,
        velocity: InitialVelocity<Double> = .absolute(0),
        restThreshold: RestThreshold = .points
    ) {
        self.spring = spring
        self.value = value
        self.target = target
        self.velocity = velocity.absoluteVelocity(from: value, to: target)
        self.restThreshold = restThreshold
    }

    /// Whether the value sits on its target with no velocity, the state after a finishing step.
    public var isAtRest: Bool {
        value == target && velocity == 0
    }

    /// The exact motion from the current state, with displacement measured from `target`.
    public var solution: SpringSolution {
        SpringSolution(spring: spring, displacement: value - target, velocity: velocity)
    }

    /// Advances the animation by `duration` seconds.
    ///
    /// Once the value is within `restThreshold` of the target and slow enough, it snaps to the
    /// target with zero velocity.
    ///
    /// - Parameter duration: the animation time step, in seconds (not negative).
    /// - Returns: `true` when the animation is at rest and has finished.
    @discardableResult
    public mutating func step(by duration: Double) -> Bool {
        if isAtRest { return true }
        let motion = solution
        let displacement = motion.position(at: duration)
        value = target + displacement
        velocity = motion.velocity(at: duration)
        if restThreshold.isResting(displacement: displacement, velocity: velocity) {
            value = target
            velocity = 0
            return true
        }
        return false
    }
}
