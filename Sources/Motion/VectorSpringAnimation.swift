/// A point, size, rectangle, colour or any `AnimatableVector` driven towards a target by a
/// `Spring`, every component independently under the same spring.
///
/// Stepping is exact per component, as in `SpringAnimation`. The whole value rests at once:
/// when every component is within `restThreshold`, all of them snap to the target together.
public struct VectorSpringAnimation<Value: AnimatableVector>: Hashable, Sendable {
    /// The spring pulling every component towards its target.
    public var spring: Spring
    /// When each component counts as settled; `.points` by default.
    public var restThreshold: RestThreshold
    /// The current components, in value units.
    public private(set) var components: [Double]
    /// The current velocity components, in value units per second.
    public private(set) var velocityComponents: [Double]
    /// The target components, in value units.
    public private(set) var targetComponents: [Double]

    /// Creates an animation from `value` to `target`.
    ///
    /// - Parameters:
    ///   - spring: the spring to use.
    ///   - value: the starting value.
    ///   - target: the resting value.
    ///   - velocity: the starting velocity; zero when `nil`. A normalised velocity gives a
    ///     zero-distance component zero velocity.
    ///   - restThreshold: when to snap to the target and finish.
    public init(
        spring: Spring,
        value: Value,
        target: Value,
        velocity: InitialVelocity<Value>? = nil,
        restThreshold: RestThreshold = .points
    ) {
        self.spring = spring
        self.restThreshold = restThreshold
        self.components = value.animatableComponents
        self.targetComponents = target.animatableComponents
        precondition(components.count == targetComponents.count, "Value and target must have the same components")
        if let velocity {
            velocityComponents = velocity.absoluteVelocity(from: value, to: target).animatableComponents
            precondition(velocityComponents.count == components.count, "Velocity must have the value's components")
        } else {
            velocityComponents = Array(repeating: 0, count: components.count)
        }
    }

    /// The current value.
    public var value: Value {
        get { Value(animatableComponents: components) }
        set { components = newValue.animatableComponents }
    }

    /// The current velocity, in value units per second.
    public var velocity: Value {
        get { Value(animatableComponents: velocityComponents) }
        set { velocityComponents = newValue.animatableComponents }
    }

    /// Where the value comes to rest; changing it keeps the current value and velocity.
    public var target: Value {
        get { Value(animatableComponents: targetComponents) }
        set { targetComponents = newValue.animatableComponents }
    }

    /// Whether every component sits on its target with no velocity.
    public var isAtRest: Bool {
        components == targetComponents && velocityComponents.allSatisfy { $0 == 0 }
    }

    /// Advances the animation by `duration` seconds.
    ///
    /// - Parameter duration: the animation time step, in seconds (not negative).
    /// - Returns: `true` when every component is at rest and the animation has finished.
    @discardableResult
    public mutating func step(by duration: Double) -> Bool {
        if isAtRest { return true }
        var everyComponentResting = true
        for index in components.indices {
            let motion = SpringSolution(
                spring: spring,
                displacement: components[index] - targetComponents[index],
                velocity: velocityComponents[index]
            )
            let displacement = motion.position(at: duration)
            components[index] = targetComponents[index] + displacement
            velocityComponents[index] = motion.velocity(at: duration)
            if !restThreshold.isResting(displacement: displacement, velocity: velocityComponents[index]) {
                everyComponentResting = false
            }
        }
        if everyComponentResting {
            components = targetComponents
            velocityComponents = Array(repeating: 0, count: components.count)
            return true
        }
        return false
    }
}
