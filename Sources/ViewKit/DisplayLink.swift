import Motion

/// Calls a closure once per frame of a window, with the seconds of animation time since the
/// last call, until the closure returns false or the link is stopped: UIKit's `CADisplayLink`,
/// for a motion of your own that no `PropertyAnimator` describes (a decay, a spring on several
/// numbers at once, a physics step).
///
/// The link advances on the window's frame clock, as animators do: a link started while an
/// event is handled first advances only by the share of the frame after that event, so where
/// the motion starts does not depend on where in the frame the event fell. The window keeps
/// drawing frames while a link runs, and holds it strongly until it stops.
///
/// ```swift
/// let link = DisplayLink { dt in
///     velocity *= pow(0.998, dt * 1000)  // UIScrollView's normal deceleration
///     box.center.y += velocity * dt
///     return abs(velocity) > 1  // keep going until it is slower than 1 pt/s
/// }
/// link.start(in: view.window)
/// ```
public final class DisplayLink: FrameTicking {
    /// Advances the motion by its argument (seconds); returns false once the motion rests.
    private let step: (Double) -> Bool
    private weak var window: Window?

    /// A link that calls `step` with each frame's seconds of animation time once started; the
    /// link stops once `step` returns false.
    public init(_ step: @escaping (Double) -> Bool) { self.step = step }

    /// True from `start(in:)` until `step` returns false or `stop()` is called.
    public private(set) var isRunning = false

    /// Starts calling `step` from the next frame of `window` (or from the time of the event
    /// being handled); nothing happens when `window` is nil. Starting a running link again
    /// keeps it running in the new window.
    public func start(in window: Window?) {
        stop()
        guard let window else { return }
        self.window = window
        isRunning = true
        window.animator.addTicker(self)
    }

    /// Stops calling `step`, at once; a stopped link can be started again.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        window?.animator.removeTicker(self)
        window = nil
    }

    func tick(by dt: Double) -> Bool {
        guard isRunning else { return false }
        let goesOn = step(dt)
        // `step` may have stopped or restarted the link itself.
        if !goesOn, isRunning { (isRunning, window) = (false, nil) }
        return goesOn && isRunning
    }
}
