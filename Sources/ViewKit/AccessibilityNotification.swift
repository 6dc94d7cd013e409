import Foundation

/// What an app tells assistive technology happened, as UIKit's `UIAccessibility.Notification`
/// with its argument, posted with `Window.post(_:)`.
public enum AccessibilityNotification: Equatable {
    /// A new screen took the window (a presentation or a push ended): a screen reader announces
    /// it and moves to `focus`, or to the screen's first element when nil.
    case screenChanged(focus: View?)
    /// Part of the screen changed: a screen reader reads its tree again and moves to `focus`
    /// when given.
    case layoutChanged(focus: View?)
    /// Speak `message` now, without moving anything.
    case announcement(String)

    /// The same notification with its view dropped: what a log keeps.
    var withoutView: AccessibilityNotification {
        switch self {
        case .screenChanged: return .screenChanged(focus: nil)
        case .layoutChanged: return .layoutChanged(focus: nil)
        case .announcement: return self
        }
    }

    /// The same case, with the same view (by identity) or the same message.
    public static func == (lhs: AccessibilityNotification, rhs: AccessibilityNotification) -> Bool {
        switch (lhs, rhs) {
        case let (.screenChanged(a), .screenChanged(b)), let (.layoutChanged(a), .layoutChanged(b)): return a === b
        case let (.announcement(a), .announcement(b)): return a == b
        default: return false
        }
    }
}

/// What a posted notification became, for the window's `AccessibilityObserver` (a platform
/// bridge) and its log: the notification, the element focused after it, and the words a screen
/// reader speaks for it.
public struct AccessibilityEvent {
    /// What was posted.
    public let notification: AccessibilityNotification
    /// The window's focused view once the notification moved focus (it may have stayed).
    public weak var focus: View?
    /// What is announced: the new screen's title for `.screenChanged`, the message for an
    /// announcement, nil for `.layoutChanged`.
    public let announcement: String?
}

/// Hears what a window posts for assistive technology: a platform bridge (AT-SPI on Linux)
/// relays it as that platform's events. Held weakly by the window.
public protocol AccessibilityObserver: AnyObject {
    /// `event` was posted in `window`, after it moved focus.
    func window(_ window: Window, didPost event: AccessibilityEvent)
}
