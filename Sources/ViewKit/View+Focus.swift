import Foundation

/// Keyboard focus, as UIKit's focus system and GTK's focus chain: a view that can be activated
/// says so (`canBecomeFocused`), the window moves focus among such views with Tab, Shift+Tab
/// and the arrow keys, and Enter or Space activates the focused one (`activate()`). See
/// `Window` for the keys and the order.
extension View {
    /// Whether this view is its window's focused view (`Window.focusedView`).
    public var isFocused: Bool { window.map { $0.focusedView === self } ?? false }

    /// Makes this view the window's focused view, as a key would, and shows the ring. Returns
    /// whether it is focused now: it must be in its window's key scope (what the front-most
    /// controller shows), shown, and `canBecomeFocused`.
    @discardableResult
    public func becomeFocused() -> Bool {
        guard let window, window.isFocusable(self) else { return false }
        window.setFocus(self, showRing: true)
        return true
    }

    /// Points: the stroke's width of the focus ring the compositor draws around the focused
    /// view, as macOS's keyboard focus ring.
    public static let focusRingWidth: CGFloat = 3

    /// The focus ring's colour: the accent blue, a little translucent, as macOS draws it.
    public static let focusRingColor = Color(hex: 0x007AFF, alpha: 0.8)

    /// What `activate()` does unless overridden: the nearest tap recognizer on this view or
    /// an ancestor recognizes a tap at this view's centre, as a click there would. Returns
    /// whether there was one.
    public func tapFromKeyboard() -> Bool {
        var candidate: View? = self
        while let view = candidate {
            if let tap = view.gestureRecognizers.first(where: { $0 is TapGestureRecognizer && $0.isEnabled }) {
                let center = CGPoint(x: bounds.midX, y: bounds.midY)
                tap.recognizeTap(at: convert(center, to: nil), on: self)
                return true
            }
            candidate = view.superview
        }
        return false
    }
}

extension GestureRecognizer {
    /// Sends this recognizer's actions as if a tap ended at `point` (window points) on `view`,
    /// then readies it for the next touch: a keyboard activation of what it listens to.
    func recognizeTap(at point: CGPoint, on view: View) {
        guard let window = view.window, touch == nil else { return }
        let synthetic = Touch(window: window, view: view, location: point, timestamp: window.animator.eventTime ?? 0)
        synthetic.phase = .ended
        touches = [synthetic]
        state = .ended
        sendActions()
        resetForNextTouch()
    }
}

/// The view a focus ring surrounds and how, in that view's presentation geometry.
public struct FocusRingShape: Hashable, Sendable {
    /// Points from the view's bounds to the ring's centre line; negative draws it inside the
    /// view (a full-width row, whose outside a scroll view clips).
    public var outset: CGFloat
    /// Points: the corner radius of the ring's centre line, or nil to follow the view's own
    /// corner radius (plus the outset), as its corners animate.
    public var cornerRadius: CGFloat?

    public init(outset: CGFloat = 3, cornerRadius: CGFloat? = nil) {
        (self.outset, self.cornerRadius) = (outset, cornerRadius)
    }
}
