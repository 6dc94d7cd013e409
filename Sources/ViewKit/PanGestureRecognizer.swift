import Motion

/// A drag, as UIPanGestureRecognizer: it begins once the pointer has moved `hysteresis`
/// points, then reports translation and a least-squares velocity on every move. Translation
/// counts from where the touch went down, as UIKit's does, so what follows it jumps to the
/// pointer on the frame the pan begins and keeps the grabbed point under it from then on.
///
/// With several fingers it follows their centroid. A finger landing or lifting moves the
/// centroid without any finger moving, so the pan re-bases there: translation and velocity
/// carry on from where they were, without a jump.
open class PanGestureRecognizer: GestureRecognizer {
    /// Points the pointer must move before the pan begins (iOS uses about 10).
    public var hysteresis: CGFloat = 10

    /// Where the pan is, window points: the touches' centroid less every jump a finger landing
    /// or lifting made in it.
    private(set) var panLocation = CGPoint.zero
    /// What `panLocation` leaves out of the centroid.
    private var rebase = CGPoint.zero
    private var startLocation = CGPoint.zero
    /// Window point whose translation is zero.
    private var translationOrigin = CGPoint.zero
    private var tracker = VelocityTracker()
    /// Seconds: the newest touch event's time.
    private var latestTime = 0.0

    open override func touchesBegan(_ touch: Touch) {
        latestTime = touch.timestamp
        guard numberOfTouches == 1 else {
            // The centroid jumps to take the new finger in; the pan stays where it was.
            rebase = rebase + (Self.centroid(of: touches.filter(\.isDown)) - centroidBefore(adding: touch))
            return
        }
        rebase = .zero
        panLocation = touch.windowLocation
        startLocation = panLocation
        translationOrigin = startLocation
        tracker.reset()
        track()
    }

    open override func touchesMoved(_ touch: Touch) {
        latestTime = touch.timestamp
        panLocation = Self.centroid(of: touches.filter(\.isDown)) - rebase
        track()
        switch state {
        case .possible:
            let d = panLocation - startLocation
            if (d.x * d.x + d.y * d.y).squareRoot() >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touch: Touch) {
        latestTime = touch.timestamp
        let remaining = touches.filter(\.isDown)
        // The lifting finger's last move counts; then the centroid of the others takes over.
        let withLift = Self.centroid(of: remaining + [touch]) - rebase
        if withLift != panLocation {
            panLocation = withLift
            // A release where the last move already was adds no motion, only a fake stop that
            // would bend the fitted curve; the tracker's 40 ms rest rule covers real stops.
            track()
        }
        guard remaining.isEmpty else {
            rebase = rebase + (Self.centroid(of: remaining) - Self.centroid(of: remaining + [touch]))
            return
        }
        state = hasRecognized ? .ended : .failed
    }

    open override func reset() {
        tracker.reset()
        rebase = .zero
    }

    /// The centroid of the touches down before `touch` joined them.
    private func centroidBefore(adding touch: Touch) -> CGPoint {
        Self.centroid(of: touches.filter { $0.isDown && $0 !== touch })
    }

    private func track() {
        tracker.addSample(
            time: latestTime, position: Vector2(x: Double(panLocation.x), y: Double(panLocation.y)))
    }

    /// Points the pointer moved since the touch went down (or since `setTranslation`), in
    /// `view`'s coordinate axes.
    public func translation(in view: View?) -> CGPoint {
        guard touch != nil else { return .zero }
        return windowVector(panLocation - translationOrigin, into: view)
    }

    /// Makes the current translation `translation` (in `view`'s axes), as UIKit's.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        guard touch != nil else { return }
        let inWindow = viewVector(translation, from: view)
        translationOrigin = panLocation - inWindow
    }

    /// Points per second, in `view`'s axes; zero when the pointer rested 40 ms before now.
    public func velocity(in view: View?) -> CGPoint {
        guard touch != nil else { return .zero }
        let v = tracker.velocity(at: latestTime)
        return windowVector(CGPoint(x: v.x, y: v.y), into: view)
    }

    /// A window-space vector in `view`'s axes (through its transforms' linear parts).
    private func windowVector(_ v: CGPoint, into view: View?) -> CGPoint {
        guard let view else { return v }
        let origin = view.convert(CGPoint.zero, from: nil)
        return view.convert(v, from: nil) - origin
    }

    private func viewVector(_ v: CGPoint, from view: View?) -> CGPoint {
        guard let view else { return v }
        return view.convert(v, to: nil) - view.convert(CGPoint.zero, to: nil)
    }
}

extension CGPoint {
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
}
