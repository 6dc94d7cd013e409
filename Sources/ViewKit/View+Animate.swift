import Motion

/// UIView.AnimationOptions, the subset Segue honours.
public struct AnimationOptions: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Keyframes: linear between keyframes (the only calculation mode here).
    public static let calculationModeLinear = AnimationOptions([])

    /// The timing curve the options name.
    public var curve: AnimationCurve {
        switch rawValue & (3 << 16) {
        case 1 << 16: return .easeIn
        case 2 << 16: return .easeOut
        case 3 << 16: return .linear
        default: return .easeInOut
        }
    }
}

extension View {
    /// UIView.animate: the block's property changes animate from what is shown to the new
    /// values. `completion` gets true when the animation ran to its end.
    /// - Parameters: duration and delay in seconds.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        run(animator, delay: delay, completion: completion)
    }

    /// UIView.animate with a spring. `velocity` is UIKit-normalised: fractions of each
    /// property's distance per second.
    public static func animate(
        withDuration duration: Double, delay: Double = 0,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let parameters = SpringTimingParameters(
            dampingRatio: dampingRatio,
            initialVelocity: CGVector(dx: velocity, dy: velocity))
        let animator = PropertyAnimator(duration: duration, timingParameters: parameters)
        animator.addAnimations(animations)
        run(animator, delay: delay, completion: completion)
    }

    /// UIView.animateKeyframes: `animations` calls `addKeyframe` for each slice of the time.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let animator = PropertyAnimator(duration: duration, curve: .linear)
        animator.addAnimations(animations)
        run(animator, delay: delay, completion: completion)
    }

    /// Inside `animateKeyframes`: `animations` runs from `relativeStartTime` for
    /// `relativeDuration`, both fractions of the whole duration, linearly.
    public static func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration: Double,
        animations: () -> Void
    ) {
        guard let capture = AnimationCapture.current else {
            // Outside animateKeyframes UIKit applies the changes at once; so do we.
            return animations()
        }
        let saved = capture.timing
        capture.timing = .keyframe(Keyframe(relativeStartTime: start, relativeDuration: relativeDuration))
        _ = capture.capture(animations)
        capture.timing = saved
    }

    private static func run(_ animator: PropertyAnimator, delay: Double, completion: ((Bool) -> Void)?) {
        if let completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation(afterDelay: delay)
    }
}
