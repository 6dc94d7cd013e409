import Foundation

/// Touches by their source: the mouse pointer is one touch, each finger another, all routed
/// by the one dispatcher. A transition in flight treats the primary finger (the first down
/// while nothing else was) as it treats the pointer, so a finger grabs, reverses and releases
/// a transition exactly as a click does; other fingers wait while it holds the screen.
extension Window {
    /// Offers the event to the transition coordinator, a finger's as the pointer event it
    /// stands for. Returns true when the coordinator used it up.
    func interceptForTransition(_ timed: TimedInputEvent) -> Bool {
        switch timed.event {
        case let .fingerDown(id, p):
            if primaryFinger == nil && activeTouches.isEmpty { primaryFinger = .finger(id) }
            guard primaryFinger == .finger(id) else { return transitionCoordinator.holdsBackExtraFinger(down: true) }
            return transitionCoordinator.intercept(TimedInputEvent(.pointerDown(p), at: timed.time))
        case let .fingerMove(id, p):
            guard primaryFinger == .finger(id) else { return transitionCoordinator.holdsBackExtraFinger(down: false) }
            return transitionCoordinator.intercept(TimedInputEvent(.pointerMove(p), at: timed.time))
        case let .fingerUp(id, p):
            guard primaryFinger == .finger(id) else { return false }
            let used = transitionCoordinator.intercept(TimedInputEvent(.pointerUp(p), at: timed.time))
            if used { primaryFinger = nil }
            return used
        default:
            return transitionCoordinator.intercept(timed)
        }
    }

    func touchBegan(_ source: Touch.Source, at p: CGPoint, time: Double) {
        // A press without the previous release: that touch was lost, so cancel it cleanly.
        if touches[source] != nil { cancelTouch(source, time: time) }
        layoutIfNeeded()
        let hit = hitTest(p)
        focusOnClick(hit)
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
