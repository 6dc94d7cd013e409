import Motion

/// A drag, as UIPanGestureRecognizer: it begins once the pointer has moved `hysteresis`
/// points, then reports translation and a least-squares velocity on every move. Translation
/// counts from where the touch went down, as UIKit's does, so what follows it jumps to the
/// pointer on the frame the pan begins and keeps the grabbed point under it from then on.
open class PanGestureRecognizer: GestureRecognizer {
    /// Points the pointer must move before the pan begins (iOS uses about 10).
    public var hysteresis: CGFloat = 10

    private var startLocation = CGPoint.zero
    /// Window point whose translation is zero.
    private var translationOrigin = CGPoint.zero
    private var tracker = VelocityTracker()

    open override func touchesBegan(_ touch: Touch) {
        startLocation = touch.windowLocation
        translationOrigin = startLocation
        tracker.reset()
        track(touch)
    }

    open override func touchesMoved(_ touch: Touch) {
        track(touch)
        switch state {
        case .possible:
            let d = touch.windowLocation - startLocation
            if (d.x * d.x + d.y * d.y).squareRoot() >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touch: Touch) {
        // A release where the last move already was adds no motion, only a fake stop that
        // would bend the fitted curve; the tracker's 40 ms rest rule covers real stops.
        if touch.windowLocation != touch.previousWindowLocation { track(touch) }
        state = hasRecognized ? .ended : .failed
    }

    open override func reset() {
        tracker.reset()
    }

    private func track(_ touch: Touch) {
        tracker.addSample(
            time: touch.timestamp,
            position: Vector2(x: Double(touch.windowLocation.x), y: Double(touch.windowLocation.y)))
    }

    /// Points the pointer moved since the touch went down (or since `setTranslation`), in
    /// `view`'s coordinate axes.
    public func translation(in view: View?) -> CGPoint {
        guard let touch else { return .zero }
        return windowVector(touch.windowLocation - translationOrigin, into: view)
    }

    /// Makes the current translation `translation` (in `view`'s axes), as UIKit's.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        guard let touch else { return }
        let inWindow = viewVector(translation, from: view)
        translationOrigin = touch.windowLocation - inWindow
    }

    /// Points per second, in `view`'s axes; zero when the pointer rested 40 ms before now.
    public func velocity(in view: View?) -> CGPoint {
        guard let touch else { return .zero }
        let v = tracker.velocity(at: touch.timestamp)
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

/// A click, as UITapGestureRecognizer: it recognizes on release unless the pointer moved
/// more than `allowableMovement` points.
open class TapGestureRecognizer: GestureRecognizer {
    /// Points the pointer may wander and still tap.
    public var allowableMovement: CGFloat = 10
    private var startLocation = CGPoint.zero

    open override func touchesBegan(_ touch: Touch) {
        startLocation = touch.windowLocation
    }

    open override func touchesMoved(_ touch: Touch) {
        let d = touch.windowLocation - startLocation
        if (d.x * d.x + d.y * d.y).squareRoot() > allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touch: Touch) {
        if state == .possible { state = .ended }
    }
}

extension CGPoint {
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
}
