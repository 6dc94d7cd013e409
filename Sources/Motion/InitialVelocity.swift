/// The velocity an animation starts with, in either of UIKit's two conventions.
public enum InitialVelocity<Value: AnimatableVector> {
    /// Value units per second, per component (points per second for positions).
    case absolute(Value)
    /// UIKit's `initialSpringVelocity`: the fraction of the total distance covered per second,
    /// the same fraction for every component. A component whose distance is zero gets zero
    /// velocity rather than NaN.
    case normalized(Double)

    /// The velocity in value units per second for a move from `start` to `target`.
    public func absoluteVelocity(from start: Value, to target: Value) -> Value {
        switch self {
        case let .absolute(velocity):
            return velocity
        case let .normalized(fraction):
            let starts = start.animatableComponents
            let targets = target.animatableComponents
            precondition(starts.count == targets.count, "Start and target must have the same components")
            return Value(
                animatableComponents: zip(starts, targets).map { start, target in
                    let distance = target - start
                    return distance == 0 ? 0 : fraction * distance
                })
        }
    }
}

extension InitialVelocity: Equatable where Value: Equatable {}
extension InitialVelocity: Hashable where Value: Hashable {}
extension InitialVelocity: Sendable where Value: Sendable {}
