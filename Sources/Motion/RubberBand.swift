/// UIScrollView's resistance when content is dragged past its edge.
///
/// A finger `overshoot` points past the edge moves the content only
/// b = (1 − 1 / (overshoot·coefficient / dimension + 1))·dimension points past it, which
/// starts at the finger's pace and never reaches `dimension`, the viewport's extent along the
/// drag. The inverse recovers the finger overshoot from a displayed one, to resume a drag that
/// starts while the content is already overscrolled. Negative distances (past the leading edge)
/// behave symmetrically, and a zero dimension offers no room, so nothing moves past the edge.
public struct RubberBand: Hashable, Sendable {
    /// UIKit's constant: how stiff the band feels, dimensionless.
    public static let defaultCoefficient = 0.55

    /// The stiffness constant, dimensionless; larger values stretch further.
    public var coefficient: Double
    /// The viewport's extent along the drag axis, in points.
    public var dimension: Double

    /// Creates a rubber band for a viewport `dimension` points long.
    public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        precondition(coefficient > 0, "A rubber band coefficient must be positive")
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The displayed distance past the edge, in points, for a finger `overshoot` points past it.
    public func displayedOffset(forOvershoot overshoot: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(overshoot)
        let stretched = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -stretched : stretched
    }

    /// The finger distance past the edge, in points, that displays `displayedOffset` past it.
    ///
    /// x = (dimension / coefficient) · b / (dimension − b). A displayed offset of `dimension` or
    /// more cannot be reached and gives an infinite overshoot of the same sign; with a zero
    /// dimension the result is 0.
    public func overshoot(forDisplayedOffset displayedOffset: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(displayedOffset)
        let overshoot =
            magnitude >= dimension
            ? Double.infinity
            : (dimension / coefficient) * magnitude / (dimension - magnitude)
        return displayedOffset < 0 ? -overshoot : overshoot
    }

    /// Applies the band to a position that may lie outside `limits`: inside, it is unchanged;
    /// outside, only the rubber-banded part of the excess shows. Values and limits in points.
    public func clamp(_ position: Double, to limits: ClosedRange<Double>) -> Double {
        if position < limits.lowerBound {
            return limits.lowerBound + displayedOffset(forOvershoot: position - limits.lowerBound)
        }
        if position > limits.upperBound {
            return limits.upperBound + displayedOffset(forOvershoot: position - limits.upperBound)
        }
        return position
    }

    /// The inverse of `clamp(_:to:)`: the raw finger position that displays `displayed`.
    public func unclamp(_ displayed: Double, from limits: ClosedRange<Double>) -> Double {
        if displayed < limits.lowerBound {
            return limits.lowerBound + overshoot(forDisplayedOffset: displayed - limits.lowerBound)
        }
        if displayed > limits.upperBound {
            return limits.upperBound + overshoot(forDisplayedOffset: displayed - limits.upperBound)
        }
        return displayed
    }
}
