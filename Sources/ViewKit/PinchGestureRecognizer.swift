import Motion

/// Two fingers moving apart or together, as UIPinchGestureRecognizer. It begins once two
/// touches are down on its view and the distance between them has changed by `hysteresis`
/// points since the second landed; then every move of either finger changes it. It ends
/// when a finger lifts and fewer than two remain, and fails if that happens before it began.
///
/// `scale` is the distance between the two fingers now divided by the distance when the
/// second one landed (so it is already a little past 1 when the pinch begins, as UIKit's);
/// `velocity` is how fast `scale` changes, per second; `location(in:)` is the centroid of the
/// touches. With more than two fingers down, the two oldest make the pinch.
open class PinchGestureRecognizer: GestureRecognizer {
    /// Points the distance between the fingers must change before the pinch begins.
    public var hysteresis: CGFloat = 4

    /// The distance between the two fingers now, divided by the distance at the start (a
    /// ratio; 1 is no change). Set it, as UIKit allows, to make the current distance stand for
    /// that scale (setting 1 after applying a step makes the next report relative).
    public var scale: CGFloat {
        get { startDistance > 0 ? distance / startDistance : 1 }
        set {
            guard newValue > 0, distance > 0 else { return }
            let old = startDistance
            startDistance = distance / newValue
            velocity *= old / startDistance
        }
    }

    /// How fast `scale` is changing, in scale per second (positive apart, negative together);
    /// zero once the fingers have rested 40 ms, as the pan's velocity.
    public private(set) var velocity: CGFloat = 0

    /// Points between the two fingers when the scale was 1.
    private var startDistance: CGFloat = 0
    /// Points between the two fingers at the latest event.
    private var distance: CGFloat = 0
    /// The distance, points, over time: its slope over `startDistance` is the velocity.
    private var tracker: VelocityTracker = {
        var tracker = VelocityTracker()
        // The pointer's speed limit is no limit on how fast fingers part.
        tracker.maximumSpeed = .greatestFiniteMagnitude
        return tracker
    }()

    /// The two fingers' centroid over time, window points: its slope is `centroidVelocity`.
    private var centroidTracker = VelocityTracker()
    /// Seconds: the latest sample's time.
    private var latestTime = 0.0

    /// Points per second, in `view`'s axes (the window's when nil): how fast the two fingers'
    /// centroid moves; zero once it rested 40 ms. Segue's addition: what a pinch carried by the
    /// fingers (a photo pinched in and moved) lets go with.
    public func centroidVelocity(in view: View?) -> CGPoint {
        let v = centroidTracker.velocity(at: latestTime)
        guard let view else { return CGPoint(x: v.x, y: v.y) }
        let origin = view.convert(CGPoint.zero, from: nil)
        let mapped = view.convert(CGPoint(x: v.x, y: v.y), from: nil)
        return CGPoint(x: mapped.x - origin.x, y: mapped.y - origin.y)
    }

    open override func touchesBegan(_ touch: Touch) {
        let down = touches.filter(\.isDown)
        guard down.count >= 2, down[1] === touch else { return }
        // The second finger landed: the pinch measures from here.
        distance = Self.separation(down[0], down[1])
        startDistance = distance
        velocity = 0
        tracker.reset()
        centroidTracker.reset()
        track(at: touch.timestamp)
    }

    open override func touchesMoved(_ touch: Touch) {
        let down = touches.filter(\.isDown)
        guard down.count >= 2, down[0] === touch || down[1] === touch else { return }
        distance = Self.separation(down[0], down[1])
        track(at: touch.timestamp)
        switch state {
        case .possible:
            if abs(distance - startDistance) >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touch: Touch) {
        let pair = Array(touches.filter { $0.isDown || $0 === touch }.prefix(2))
        guard pair.count == 2, pair.contains(where: { $0 === touch }) else { return }
        // Where the finger lifted counts as its last move; a lift where it already was adds
        // no sample (a fake stop), but fingers that rested 40 ms still read as still.
        let lifted = Self.separation(pair[0], pair[1])
        let moved = lifted != distance
        distance = lifted
        track(at: touch.timestamp, adding: moved)
        guard hasRecognized else {
            // Undecided: two fingers still down make the pair from now, measured afresh (a
            // jump in distance is no pinch); with one, it fails unless a second comes.
            let down = touches.filter(\.isDown)
            if down.count >= 2 {
                distance = Self.separation(down[0], down[1])
                startDistance = distance
                tracker.reset()
                track(at: touch.timestamp)
            }
            return
        }
        state = .ended
    }

    open override func reset() {
        (startDistance, distance, velocity) = (0, 0, 0)
        tracker.reset()
        centroidTracker.reset()
    }

    /// Samples the distance and the centroid at `time` (seconds) unless told not to, and reads
    /// the velocity then.
    private func track(at time: Double, adding: Bool = true) {
        latestTime = time
        if adding {
            tracker.addSample(time: time, position: Double(distance))
            let pair = Array(touches.filter(\.isDown).prefix(2))
            if pair.count == 2 {
                let c = Self.centroid(of: pair)
                centroidTracker.addSample(time: time, position: Vector2(x: Double(c.x), y: Double(c.y)))
            }
        }
        velocity = startDistance > 0 ? CGFloat(tracker.velocity(at: time).x) / startDistance : 0
    }

    private static func separation(_ a: Touch, _ b: Touch) -> CGFloat {
        let d = a.windowLocation - b.windowLocation
        return (d.x * d.x + d.y * d.y).squareRoot()
    }
}
