import Motion

/// The press that takes a transition in flight, as an ordinary recognizer on the window, so a
/// transition is grabbed, released and turned round through the same touch path as every other
/// gesture. While an animated transition moves on its own (`TransitionCoordinator.takesPresses`)
/// the window routes each new press to its own recognizers alone, and this one begins the moment
/// the press goes down, so it owns the touch before anything could act on it; at any other time
/// it fails at once and the press goes to the views as usual.
///
/// It follows the first touch only: fingers that land while it holds the screen are held back
/// (the views never hear of them), as iOS holds a second finger while a transition is carried.
/// Its moves and release go to the transition's driver (`TransitionCoordinator.handleGrab`).
final class TransitionGrabGestureRecognizer: GestureRecognizer {
    private var tracker = VelocityTracker()
    /// Seconds: the first touch's newest event.
    private var latestTime = 0.0

    override func touchesBegan(_ touch: Touch) {
        guard numberOfTouches == 1 else { return }
        guard let window = view as? Window, window.transitionCoordinator.takesPresses else {
            state = .failed
            return
        }
        tracker.reset()
        track(touch)
        state = .began
    }

    override func touchesMoved(_ touch: Touch) {
        guard touch === touches.first, hasRecognized else { return }
        track(touch)
        state = .changed
    }

    override func touchesEnded(_ touch: Touch) {
        guard touch === touches.first, hasRecognized else { return }
        // A release where the last move already was adds no motion, only a fake stop that
        // would bend the velocity's fit; the tracker's 40 ms rest rule covers real stops.
        if touch.windowLocation != touch.previousWindowLocation { track(touch) } else { latestTime = touch.timestamp }
        state = .ended
    }

    override func reset() { tracker.reset() }

    /// Window points: where the first touch is.
    var firstLocation: CGPoint { touches.first?.windowLocation ?? .zero }

    /// Points per second, window axes: how fast the first touch moved as of its newest event
    /// (zero once it rested 40 ms).
    var velocity: CGVector {
        let v = tracker.velocity(at: latestTime)
        return CGVector(dx: v.x, dy: v.y)
    }

    private func track(_ touch: Touch) {
        latestTime = touch.timestamp
        tracker.addSample(
            time: touch.timestamp,
            position: Vector2(x: Double(touch.windowLocation.x), y: Double(touch.windowLocation.y)))
    }
}
