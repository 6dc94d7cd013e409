import Motion

/// UIView.AnimationCurve.
public enum AnimationCurve: Hashable {
    case easeInOut, easeIn, easeOut, linear

    var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: return .easeInOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}

/// A 2-D velocity (UIKit's CGVector), here in units of the animation's distance per second.
public struct CGVector: Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// How a PropertyAnimator's progress runs from 0 to 1 (UITimingCurveProvider).
public protocol TimingCurveProvider {
    var timing: AnimatorTiming { get }
}

/// The two timing families a PropertyAnimator understands.
public enum AnimatorTiming: Hashable {
    case cubic(TimingCurve)
    /// `spring` nil means: derive stiffness from the animator's duration with `dampingRatio`,
    /// UIKit's meaning. `initialVelocity` is UIKit-normalised: distance fractions per second.
    case spring(dampingRatio: Double, spring: Spring?, initialVelocity: CGVector)
}

/// UICubicTimingParameters.
public struct CubicTimingParameters: TimingCurveProvider {
    public let timing: AnimatorTiming

    public init(animationCurve: AnimationCurve = .easeInOut) {
        timing = .cubic(animationCurve.timingCurve)
    }

    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        timing = .cubic(TimingCurve(x1: Double(p1.x), y1: Double(p1.y), x2: Double(p2.x), y2: Double(p2.y)))
    }
}

/// UISpringTimingParameters.
public struct SpringTimingParameters: TimingCurveProvider {
    public let timing: AnimatorTiming

    /// A spring that settles over the animator's duration with this damping ratio.
    /// - Parameters:
    ///   - dampingRatio: ζ. Below 1 the value overshoots and oscillates; 1 (critically damped)
    ///     and above arrive without overshoot. The stiffness is chosen so that, from rest, the
    ///     motion is within 0.1 % of its distance at the animator's duration.
    ///   - velocity: UIKit-normalised (fractions of the distance per second), per axis.
    public init(dampingRatio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        timing = .spring(dampingRatio: Double(dampingRatio), spring: nil, initialVelocity: velocity)
    }

    /// A spring with explicit physics; the animator's duration is then ignored, as in UIKit.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let spring = Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        timing = .spring(dampingRatio: spring.dampingRatio, spring: spring, initialVelocity: velocity)
    }
}
