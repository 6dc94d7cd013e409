/// When an animated value counts as settled, so the animation can snap to its target and finish.
///
/// A value rests once both |displacement| < `displacement` and |velocity| < `velocity`
/// (strict comparisons, so a zero threshold never rests). Requiring a small velocity as well
/// keeps a spring from stopping as it swings fast through its target.
public struct RestThreshold: Hashable, Sendable {
    /// The largest remaining distance that counts as arrived, in value units (points for positions).
    public var displacement: Double
    /// The largest speed that counts as stopped, in value units per second.
    public var velocity: Double

    /// How many value units per second of speed are allowed per value unit of distance,
    /// when the velocity threshold is derived from the displacement threshold. With 10/s a
    /// spring still moving at the threshold speed covers at most a sixth of the distance
    /// threshold in a 60 Hz frame, so the final snap is not visible.
    public static let velocityPerDisplacement = 10.0

    /// Creates a threshold with explicit limits.
    ///
    /// - Parameters:
    ///   - displacement: the distance limit, in value units.
    ///   - velocity: the speed limit, in value units per second; by default
    ///     `velocityPerDisplacement` (10) per second times `displacement`.
    public init(displacement: Double, velocity: Double? = nil) {
        self.displacement = displacement
        self.velocity = velocity ?? displacement * Self.velocityPerDisplacement
    }

    /// For positions and sizes in points: 0.5 pt (half a pixel at 1×) and 5 pt/s.
    public static let points = RestThreshold(displacement: 0.5)
    /// For unit-less channels such as alpha, scale and progress: 0.001 and 0.01 per second.
    public static let unitless = RestThreshold(displacement: 0.001)
    /// Never rests; for tests and for animations that are stopped by other means.
    public static let never = RestThreshold(displacement: 0, velocity: 0)

    /// Whether a value `displacement` away from its target, moving at `velocity`, has settled.
    public func isResting(displacement: Double, velocity: Double) -> Bool {
        abs(displacement) < self.displacement && abs(velocity) < self.velocity
    }
}
