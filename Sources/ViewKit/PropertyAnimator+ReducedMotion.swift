import Motion

/// Reduce Motion's springs: in a window whose `prefersReducedMotion` is on, a spring an
/// animator runs is damped to at least critical (ratio 1), keeping its mass and stiffness, so
/// nothing springs past where it rests and back. Cubic curves are left as they are.
extension PropertyAnimator {
    /// Called when the animator starts in its window: its spring, if one would overshoot, is
    /// replaced before the first frame moves anything.
    func dampForReducedMotion() {
        guard host?.prefersReducedMotion == true else { return }
        let damped = timingParameters.timing.withoutOvershoot
        guard damped != timingParameters.timing else { return }
        timingParameters = DampedTiming(timing: damped)
        progress.configure(damped, duration: duration, from: 0, to: 1, velocityScale: 1)
    }

    /// `parameters`' timing as this animator's window wants it (see `dampForReducedMotion`).
    func timingForWindow(_ parameters: TimingCurveProvider) -> TimingCurveProvider {
        guard host?.prefersReducedMotion == true else { return parameters }
        let damped = parameters.timing.withoutOvershoot
        return damped == parameters.timing ? parameters : DampedTiming(timing: damped)
    }
}

/// A spring's timing with its damping raised for Reduce Motion.
private struct DampedTiming: TimingCurveProvider {
    let timing: AnimatorTiming
}

extension AnimatorTiming {
    /// This timing with a spring's damping ratio raised to 1 where it is below (its mass,
    /// stiffness and initial velocity kept); a cubic curve, or a spring already at or above
    /// critical damping, unchanged.
    public var withoutOvershoot: AnimatorTiming {
        guard case let .spring(ratio, spring, velocity) = self, ratio < 1 else { return self }
        let critical = spring.map {
            Spring(mass: $0.mass, stiffness: $0.stiffness, damping: 2 * ($0.stiffness * $0.mass).squareRoot())
        }
        return .spring(dampingRatio: 1, spring: critical, initialVelocity: velocity)
    }
}
