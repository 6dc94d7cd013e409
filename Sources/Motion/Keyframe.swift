/// One segment of a keyframe animation, as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`
/// places it: a start and a length given as fractions (0…1) of the whole animation's duration.
///
/// The keyframe turns the whole animation's progress into its own local progress: 0 before it
/// starts, 1 after it ends, and in between the fraction of its own span that has passed,
/// eased by `curve`.
public struct Keyframe: Hashable, Sendable {
    /// When the keyframe starts, as a fraction (0…1) of the whole animation's duration.
    public var relativeStartTime: Double
    /// How long the keyframe lasts, as a fraction (0…1) of the whole animation's duration.
    public var relativeDuration: Double
    /// The easing applied to the keyframe's local progress; `linear` by default, as in UIKit's
    /// keyframe animations.
    public var curve: TimingCurve

    /// Creates a keyframe spanning `relativeStartTime` to `relativeStartTime + relativeDuration`.
    public init(relativeStartTime: Double, relativeDuration: Double, curve: TimingCurve = .linear) {
        precondition(relativeDuration >= 0, "A keyframe's relative duration must not be negative")
        self.relativeStartTime = relativeStartTime
        self.relativeDuration = relativeDuration
        self.curve = curve
    }

    /// When the keyframe ends, as a fraction of the whole animation's duration.
    public var relativeEndTime: Double {
        relativeStartTime + relativeDuration
    }

    /// The uneased fraction (0…1) of this keyframe that has passed when the whole animation
    /// has progressed `overallProgress` (0…1). A keyframe of zero duration jumps from 0 to 1
    /// at its start time.
    public func linearProgress(at overallProgress: Double) -> Double {
        if relativeDuration == 0 {
            return overallProgress >= relativeStartTime ? 1 : 0
        }
        let local = (overallProgress - relativeStartTime) / relativeDuration
        return min(max(local, 0), 1)
    }

    /// This keyframe's eased progress when the whole animation has progressed
    /// `overallProgress` (0…1): `curve` applied to `linearProgress(at:)`.
    public func progress(at overallProgress: Double) -> Double {
        curve.value(at: linearProgress(at: overallProgress))
    }

    /// Whether the whole animation's `overallProgress` falls inside this keyframe's span.
    public func contains(_ overallProgress: Double) -> Bool {
        overallProgress >= relativeStartTime && overallProgress <= relativeEndTime
    }
}
