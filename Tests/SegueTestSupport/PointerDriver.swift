import ViewKit

/// Drives a window like a mouse at 60 Hz on fake time: every move is one frame, and the
/// window's animators advance by that frame, at its time (so gesture deadlines pass on it).
public final class PointerDriver {
    public let window: Window
    /// Seconds of fake time so far.
    public private(set) var now: Double = 0
    /// Seconds per frame.
    public let frameInterval: Double

    public init(window: Window, frameInterval: Double = 1.0 / 60) {
        (self.window, self.frameInterval) = (window, frameInterval)
    }

    /// Lets `seconds` pass, advancing animations one frame at a time.
    public func wait(_ seconds: Double) {
        var left = seconds
        while left > 1e-9 {
            let step = min(frameInterval, left)
            now += step
            left -= step
            window.animator.advance(by: step, at: now)
            _ = window.makeDisplayList()
        }
    }

    /// Advances frame by frame until nothing animates and no gesture deadline is pending, at
    /// most `limit` seconds.
    public func settle(limit: Double = 10) {
        var waited = 0.0
        while (window.animator.isAnimating || window.nextGestureDeadline != nil) && waited < limit {
            wait(frameInterval)
            waited += frameInterval
        }
    }

    public func down(_ p: CGPoint) { window.send(TimedInputEvent(.pointerDown(p), at: now)) }
    public func up(_ p: CGPoint) { window.send(TimedInputEvent(.pointerUp(p), at: now)) }
    public func cancel() { window.send(TimedInputEvent(.pointerCancel, at: now)) }

    public func move(_ p: CGPoint) {
        wait(frameInterval)
        window.send(TimedInputEvent(.pointerMove(p), at: now))
    }

    /// Down at `from`, then one move per frame through `points`; no release.
    public func press(_ from: CGPoint, through points: [CGPoint]) {
        down(from)
        for p in points { move(p) }
    }

    /// A straight drag at constant speed, `frames` moves long, then release where it ends.
    public func drag(from: CGPoint, to: CGPoint, frames: Int, release: Bool = true) {
        down(from)
        for i in 1...frames {
            let f = CGFloat(i) / CGFloat(frames)
            move(CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        if release { up(to) }
    }
}
