/// A scroll offset gliding to a stop after a flick, advanced frame by frame.
///
/// Each step applies the exact `Decay` model from the current position and velocity, which is
/// memoryless, so the path does not depend on the frame rate. Once the remaining distance to
/// the projected stop is below `restThreshold.displacement`, the value snaps onto that stop, so
/// the animation ends exactly on `Decay.projectedStop` of its flick.
public struct DecayAnimation: Hashable, Sendable {
    /// The current position, in points.
    public var value: Double
    /// The current model velocity, in points per second.
    public var velocity: Double
    /// The fraction of velocity kept per millisecond.
    public var rate: DecelerationRate
    /// When to stop; only the displacement (distance to the projected stop) is used.
    public var restThreshold: RestThreshold

    /// Starts a deceleration at `value` (points) moving at `velocity` (points per second).
    public init(
        value: Double,
        velocity: Double,
        rate: DecelerationRate = .normal,
        restThreshold: RestThreshold = .points
    ) {
        self.value = value
        self.velocity = velocity
        self.rate = rate
        self.restThreshold = restThreshold
    }

    /// Where the motion will end from the current state, in points.
    public var projectedStop: Double {
        value + rate.projectedDistance(velocity: velocity)
    }

    /// Whether the motion has stopped.
    public var isAtRest: Bool {
        velocity == 0
    }

    /// Advances the deceleration by `duration` seconds.
    ///
    /// - Parameter duration: the animation time step, in seconds (not negative).
    /// - Returns: `true` when the motion has stopped on its projected stop.
    @discardableResult
    public mutating func step(by duration: Double) -> Bool {
        if isAtRest { return true }
        let stop = projectedStop
        let motion = Decay(value: value, velocity: velocity, rate: rate)
        value = motion.position(at: duration)
        velocity = motion.velocity(at: duration)
        if abs(stop - value) < restThreshold.displacement {
            value = stop
            velocity = 0
            return true
        }
        return false
    }
}
