import Foundation

/// One pointer contact from button-down to button-up, as UITouch.
public final class Touch {
    public enum Phase: Hashable { case began, moved, ended, cancelled }

    public internal(set) var phase: Phase = .began
    /// Seconds, monotonic.
    public internal(set) var timestamp: Double
    /// The view hit-tested on button-down; the touch stays with it until button-up. Weak, as
    /// the view's recognizers hold the touch: a window let go mid-press must not be kept by
    /// its own press (view → recognizer → touch → view).
    public private(set) weak var view: View?
    public unowned let window: Window
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(window: Window, view: View?, location: CGPoint, timestamp: Double) {
        (self.window, self.view, self.timestamp) = (window, view, timestamp)
        (windowLocation, previousWindowLocation) = (location, location)
    }

    /// Points, in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        window.convert(windowLocation, to: view)
    }

    public func previousLocation(in view: View?) -> CGPoint {
        window.convert(previousWindowLocation, to: view)
    }
}
