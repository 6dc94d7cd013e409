import Foundation

/// One contact from press to release, as UITouch: the mouse pointer from button-down to
/// button-up, or one finger from touching the screen to lifting. Several fingers make several
/// touches at once; the mouse is always one.
public final class Touch {
    public enum Phase: Hashable { case began, moved, ended, cancelled }
    /// What makes the contact: the mouse pointer, or the finger the backend calls `id`.
    public enum Source: Hashable, Sendable {
        case pointer
        case finger(Int)
    }

    /// The contact's identity, stable from press to release.
    public let source: Source

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

    init(window: Window, view: View?, location: CGPoint, timestamp: Double, source: Source = .pointer) {
        (self.window, self.view, self.timestamp, self.source) = (window, view, timestamp, source)
        (windowLocation, previousWindowLocation) = (location, location)
    }

    /// Points, in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        window.convert(windowLocation, to: view)
    }

    /// Where the touch was before its last move, in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: View?) -> CGPoint {
        window.convert(previousWindowLocation, to: view)
    }
}

extension Touch {
    /// Whether the touch is still down (not ended, not cancelled).
    var isDown: Bool { phase == .began || phase == .moved }
}
