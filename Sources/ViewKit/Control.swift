import Foundation

/// UIControl's event kinds that Segue's controls send.
public struct ControlEvents: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 1)
    public static let touchCancel = ControlEvents(rawValue: 1 << 2)
}

/// A view that tracks a touch and sends target-actions, as UIControl.
open class Control: View {
    private struct Action {
        let events: ControlEvents
        let send: (Control) -> Void
    }

    private var actions: [Action] = []

    /// True while a touch that began here is inside the bounds (plus UIKit's 70 pt slop).
    public internal(set) var isHighlighted = false {
        didSet { if isHighlighted != oldValue { highlightDidChange() } }
    }
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    /// Calls `action` on `target` (held weakly, as UIKit does) for the events.
    /// Usage: `button.addTarget(self, action: DetailViewController.close, for: .touchUpInside)`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Control) -> Void,
        for events: ControlEvents
    ) {
        actions.append(
            Action(events: events) { [weak target] control in
                if let target { action(target)(control) }
            })
    }

    /// Calls `handler` for the events (UIKit's `addAction(_:for:)`).
    public func addAction(for events: ControlEvents, _ handler: @escaping (Control) -> Void) {
        actions.append(Action(events: events, send: handler))
    }

    public func sendActions(for events: ControlEvents) {
        for action in actions where !action.events.isDisjoint(with: events) { action.send(self) }
    }

    open func highlightDidChange() { setNeedsDisplay() }

    /// An enabled control takes keyboard focus, as a GTK button does.
    open override var canBecomeFocused: Bool { isEnabled || isFocusable }

    /// Enter or Space: the control sends its `.touchUpInside` actions, as a click does.
    open override func activate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchUpInside)
        return true
    }

    /// Points beyond the bounds where a dragged touch still counts as inside, as UIKit's.
    static let touchSlop: CGFloat = 70

    private func isInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Control.touchSlop, dy: -Control.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touch: Touch) {
        guard isEnabled else { return super.touchesBegan(touch) }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touch: Touch) {
        guard isEnabled else { return super.touchesMoved(touch) }
        isHighlighted = isInside(touch)
    }

    open override func touchesEnded(_ touch: Touch) {
        guard isEnabled else { return super.touchesEnded(touch) }
        let inside = isInside(touch)
        isHighlighted = false
        if inside { sendActions(for: .touchUpInside) }
    }

    open override func touchesCancelled(_ touch: Touch) {
        guard isEnabled else { return super.touchesCancelled(touch) }
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
