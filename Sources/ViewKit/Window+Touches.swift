import Foundation

/// Touches by their source: the mouse pointer is one touch, each finger another, all routed
/// by the one dispatcher. While a transition moves on its own, a new press belongs to it: it
/// goes to the window's own recognizers alone, where the transition's grab recognizer takes it
/// (a finger grabs, turns round and releases a transition exactly as a click does), and fingers
/// that land while it holds the screen are held back there.
extension Window {
    /// Keys and the wheel offered to the transition in flight. Returns true when it used them up.
    func interceptForTransition(_ timed: TimedInputEvent) -> Bool {
        switch timed.event {
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .fingerDown, .fingerMove, .fingerUp:
            return false
        default:
            return transitionCoordinator.intercept(timed)
        }
    }

    func touchBegan(_ source: Touch.Source, at p: CGPoint, time: Double) {
        // A press without the previous release: that touch was lost, so cancel it cleanly.
        if touches[source] != nil { cancelTouch(source, time: time) }
        if case .finger = source, primaryFinger == nil, activeTouches.isEmpty { primaryFinger = source }
        // A transition within a point of its end does not hold the press back: it ends now.
        transitionCoordinator.completeIfSettled()
        layoutIfNeeded()
        let hit: View?
        if transitionCoordinator.takesPresses {
            hit = self
        } else {
            hit = hitTest(p)
            focusOnClick(hit)
        }
        let touch = Touch(window: self, view: hit, location: p, timestamp: time, source: source)
        touches[source] = touch
        dispatcher.begin(touch)
    }

    func touchMoved(_ source: Touch.Source, to p: CGPoint, time: Double) {
        guard let touch = touches[source] else { return }
        touch.previousWindowLocation = touch.windowLocation
        (touch.windowLocation, touch.timestamp, touch.phase) = (p, time, .moved)
        dispatcher.move(touch)
    }

    func touchEnded(_ source: Touch.Source, at p: CGPoint, time: Double) {
        if primaryFinger == source { primaryFinger = nil }
        guard let touch = touches[source] else { return }
        touch.previousWindowLocation = touch.windowLocation
        (touch.windowLocation, touch.timestamp, touch.phase) = (p, time, .ended)
        touches[source] = nil
        dispatcher.end(touch)
    }

    func cancelTouch(_ source: Touch.Source, time: Double) {
        guard let touch = touches[source] else { return }
        (touch.timestamp, touch.phase) = (time, .cancelled)
        touches[source] = nil
        dispatcher.cancel(touch)
    }
}
