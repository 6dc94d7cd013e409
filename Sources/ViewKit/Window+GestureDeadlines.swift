import Foundation

/// The window's side of gesture deadlines (GestureRecognizer+Deadline): they pass on the frame
/// clock, the one input events and frames are timed on, before each event and at each frame.
extension Window {
    /// Seconds on the frame clock (the clock of `TimedInputEvent.time` and of the frames'
    /// `WindowAnimator.advance(by:at:)`): the earliest deadline a gesture recognizer waits
    /// for, such as a double tap's interval or a long press's duration; nil when none does. A
    /// run loop that sleeps while idle wakes by then for a frame (SDLBackend's `FrameDriver`
    /// does), and one that settles runs frames until it has passed.
    public var nextGestureDeadline: Double? { dispatcher.nextDeadline }

    /// Passes every gesture deadline at or before `time` (seconds on the frame clock), each at
    /// its own time: an animation a passing deadline starts (through a recognizer's targets)
    /// starts at the deadline, as one an event starts starts at the event's time.
    func passGestureDeadlines(through time: Double) {
        guard let next = dispatcher.nextDeadline, next <= time + TouchDispatcher.deadlineTolerance else { return }
        let outer = animator.eventTime
        defer { animator.eventTime = outer }
        dispatcher.passDeadlines(through: time) { animator.eventTime = $0 }
    }
}
