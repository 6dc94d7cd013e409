import Motion

/// Collects the property changes made inside an animation block, so the block's animator
/// can turn each into a track. It is bound for the block's dynamic scope only (a task-local
/// value, like CATransaction's scope), never stored globally.
final class AnimationCapture {
    struct Change {
        let view: View
        let property: AnimatableProperty
        /// Old model value minus new model value: the offset the track starts from.
        let delta: [Double]
        let timing: TrackTiming
    }

    @TaskLocal static var current: AnimationCapture?

    /// How tracks recorded now map the animator's progress (changed inside keyframes).
    var timing: TrackTiming = .whole
    private(set) var changes: [Change] = []

    func record(_ view: View, _ property: AnimatableProperty, delta: [Double]) {
        guard delta.contains(where: { $0 != 0 }) else { return }
        changes.append(Change(view: view, property: property, delta: delta, timing: timing))
    }

    /// Runs `body` with this capture in scope and returns what it recorded.
    func capture(_ body: () -> Void) -> [Change] {
        let start = changes.count
        AnimationCapture.$current.withValue(self) { body() }
        return Array(changes[start...])
    }
}

/// Which part of an animator's run a track follows.
enum TrackTiming: Hashable {
    /// The animator's progress, start to end.
    case whole
    /// A keyframe: linear progress within a slice of the animator's time.
    case keyframe(Keyframe)
    /// Added while running at `startFraction`: the rest of the run covers the whole change.
    case remainder(startFraction: Double)
}

extension View {
    /// Reports a model change: inside an animation block it becomes a track; outside one,
    /// tracks of that property are dropped so the view shows the value it was given.
    func recordChange(_ property: AnimatableProperty, old: [Double], new: [Double]) {
        guard !isApplyingAnimation else { return }
        if let capture = AnimationCapture.current {
            capture.record(self, property, delta: zip(old, new).map { $0 - $1 })
        } else if !tracks.isEmpty {
            tracks.removeAll { $0.property == property }
        }
    }

    func withoutRecordingChanges(_ body: () -> Void) {
        let saved = isApplyingAnimation
        isApplyingAnimation = true
        body()
        isApplyingAnimation = saved
    }

    /// Runs `body` with no animation, even inside an animation block (UIView.performWithoutAnimation).
    public static func performWithoutAnimation(_ body: () -> Void) {
        AnimationCapture.$current.withValue(nil) { body() }
    }
}
