import Motion

/// How close a shown value must be to where its animation ends to count as arrived: what a
/// person cannot tell from the end. A transition whose values are all this close no longer
/// holds input back (see `TransitionCoordinator.completeIfSettled`).
public enum SettlingTolerance {
    /// Points: positions, sizes, translations and corner radii.
    public static let points = 1.0
    /// Alpha, scale (a transform's linear part), shadow opacity and colour components.
    public static let unitless = 0.01
}

extension AnimatableProperty {
    /// The settling tolerance of component `index` (see `SettlingTolerance`).
    func settlingTolerance(component index: Int) -> Double {
        switch self {
        case .center, .bounds, .cornerRadius: return SettlingTolerance.points
        case .transform: return index < 4 ? SettlingTolerance.unitless : SettlingTolerance.points
        case .alpha, .backgroundColor, .shadowOpacity: return SettlingTolerance.unitless
        }
    }
}

extension PropertyAnimator {
    /// Whether every value this animator moves is shown within `SettlingTolerance` of where
    /// it ends (its start when reversed). One still waiting out its delay has not moved yet,
    /// so it is as far as its whole change; a paused, scrubbed or stopped one is where it was
    /// left. An inactive one moves nothing.
    var isWithinSettlingTolerance: Bool {
        guard state != .inactive else { return true }
        for track in tracks where track.view != nil {
            let now = progress(for: track.timing), end = endProgress(for: track.timing)
            let axes = track.property.axes
            for (index, delta) in track.delta.enumerated() {
                let remaining = abs(delta * (axes[index] == .x ? end.x - now.x : end.y - now.y))
                if remaining > track.property.settlingTolerance(component: index) { return false }
            }
        }
        return true
    }

    /// The progress a track with `timing` has once this animator reaches its target.
    private func endProgress(for timing: TrackTiming) -> (x: Double, y: Double) {
        let target = progress.target
        switch timing {
        case .whole:
            return (target, target)
        case let .keyframe(frame):
            let v = frame.progress(at: target)
            return (v, v)
        case let .remainder(start):
            let v = max(0, (target - start) / (1 - start))
            return (v, v)
        }
    }

    /// Ends the animator with its values where it was headed (its start when reversed);
    /// completions run.
    func finishAtTarget() {
        guard state != .inactive else { return }
        if state == .active { stopAnimation(false) }
        finishAnimation(at: progress.target == 1 ? .end : .start)
    }
}

extension WindowAnimator {
    /// Whether every animator in the window shows its values within `SettlingTolerance` of
    /// where they end. Frame tickers (a coasting scroll view) do not count: they are not
    /// transitions, and they keep their own clock.
    public var isSettled: Bool { animators.allSatisfy(\.isWithinSettlingTolerance) }

    /// Ends every active animator at its target, in the order they started. Completions may
    /// start new animators; those are left running.
    public func finishSettledAnimators() {
        for animator in animators where animator.isWithinSettlingTolerance { animator.finishAtTarget() }
    }
}
