import Foundation

/// Input as the app sees it, already in window points. The backend translates its
/// native events into these; input scripts produce them too.
public enum InputEvent: Hashable {
    case pointerDown(CGPoint)
    case pointerMove(CGPoint)
    case pointerUp(CGPoint)
    /// A finger touched the screen at a point (window points). `id` names the finger until it
    /// lifts (the backend's touch device and finger, made one number); several may be down.
    case fingerDown(id: Int, at: CGPoint)
    /// The finger `id` moved to a point (window points).
    case fingerMove(id: Int, at: CGPoint)
    /// The finger `id` lifted at a point (window points).
    case fingerUp(id: Int, at: CGPoint)
    /// Scroll distance in points; positive `dy` scrolls content up (the finger moves up), positive
    /// `dx` scrolls it left. `precise`: the deltas come from a device that reports continuous
    /// motion (a touchpad's two fingers, where SDL gives fractional deltas), not whole wheel
    /// notches; a horizontal precise scroll over a pushed page drives the back swipe.
    case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint, precise: Bool = false)
    /// A key pressed (not its release, nor its auto-repeat), with the modifiers held.
    case key(Key, modifiers: KeyModifiers = [])
    /// The window's size in points changed, or its pixel density did.
    case resize(size: CGSize, scale: CGFloat)
    /// The pointer left the window, or the window lost focus: any gesture in progress is
    /// cancelled, with every touch, the fingers' included.
    case pointerCancel
    case quit
}

/// An input event with its monotonic timestamp, in seconds.
public struct TimedInputEvent: Hashable {
    public var event: InputEvent
    public var time: Double

    public init(_ event: InputEvent, at time: Double) {
        (self.event, self.time) = (event, time)
    }
}
