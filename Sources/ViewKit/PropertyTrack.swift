import Motion

/// One property of one view animating under a PropertyAnimator. Tracks are additive, as
/// UIKit's animations are: each holds an offset from the model value that shrinks to zero as
/// its animator progresses, so a second animation on a property in flight starts from where
/// the property is shown, at the speed it is moving, with no jump.
final class PropertyTrack {
    let property: AnimatableProperty
    /// Offset from the model value at progress 0 (the old value minus the new), per component.
    let delta: [Double]
    let timing: TrackTiming
    weak var animator: PropertyAnimator?
    weak var view: View?

    init(view: View, property: AnimatableProperty, delta: [Double], timing: TrackTiming, animator: PropertyAnimator) {
        (self.view, self.property, self.delta, self.timing, self.animator) = (view, property, delta, timing, animator)
    }

    /// Adds this track's current offset to `value`.
    func addOffset(to value: inout [Double]) {
        guard let animator else { return }
        let progress = animator.progress(for: timing)
        let axes = property.axes
        for i in value.indices {
            value[i] += delta[i] * (1 - (axes[i] == .x ? progress.x : progress.y))
        }
    }

    /// Adds this track's current velocity (units per second) to `value`.
    func addVelocity(to value: inout [Double]) {
        guard let animator else { return }
        let rate = animator.progressVelocity(for: timing)
        let axes = property.axes
        for i in value.indices {
            value[i] -= delta[i] * (axes[i] == .x ? rate.x : rate.y)
        }
    }
}

/// A view's properties as they are shown this frame: the model plus every animation's offset.
public struct PresentationValues {
    public var center: CGPoint
    public var bounds: CGRect
    public var transform: CGAffineTransform
    public var alpha: CGFloat
    public var cornerRadius: CGFloat
    public var backgroundColor: Color?
    public var shadowOpacity: Float

    /// Maps the view's own coordinates to its superview's, as shown.
    public var transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
}

extension View {
    /// What is shown now; equal to the model when nothing animates (UIKit's presentation layer).
    public var presentation: PresentationValues {
        var values = PresentationValues(
            center: center, bounds: bounds, transform: transform, alpha: alpha,
            cornerRadius: cornerRadius, backgroundColor: backgroundColor,
            shadowOpacity: shadowOpacity)
        guard !tracks.isEmpty else { return values }
        for property in Set(tracks.map(\.property)) {
            let c = presentationComponents(property)
            switch property {
            case .center: values.center = CGPoint(animatableComponents: c)
            case .bounds: values.bounds = CGRect(animatableComponents: c)
            case .transform: values.transform = CGAffineTransform(animatableComponents: c)
            case .alpha: values.alpha = CGFloat(min(1, max(0, c[0])))
            case .cornerRadius: values.cornerRadius = CGFloat(max(0, c[0]))
            case .backgroundColor: values.backgroundColor = Color(premultiplied: c)
            case .shadowOpacity: values.shadowOpacity = Float(min(1, max(0, c[0])))
            }
        }
        return values
    }

    /// The shown value of `property`, as components.
    public func presentationComponents(_ property: AnimatableProperty) -> [Double] {
        var value = modelComponents(property)
        for track in tracks where track.property == property { track.addOffset(to: &value) }
        return value
    }

    /// How fast the shown value of `property` changes, per component, in units per second.
    public func presentationVelocity(_ property: AnimatableProperty) -> [Double] {
        var velocity = [Double](repeating: 0, count: modelComponents(property).count)
        for track in tracks where track.property == property { track.addVelocity(to: &velocity) }
        return velocity
    }

    /// Whether any animation is in flight on this view.
    public var isAnimating: Bool { !tracks.isEmpty }

    /// Whether a running animator moves this view now (a paused one, held or scrubbed, does not).
    var isMovedByRunningAnimator: Bool {
        tracks.contains { $0.animator?.isRunning == true || $0.animator?.drivenRate != nil }
    }
}
