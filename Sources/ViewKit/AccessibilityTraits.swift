import Foundation

/// What an accessibility element is and how it behaves, as UIKit's `UIAccessibilityTraits`: a
/// screen reader speaks them after the label ("Close, button") and a platform bridge turns
/// them into its roles and states (AT-SPI's push button, heading, page tab, selected; see
/// `AccessibilityRole`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Activating it does something: a push button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// It opens a place elsewhere: a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// It titles a section or a page: a heading (a pushed page's title has it).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// It is a picture: an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    /// It is chosen among others (the current tab, a selected row): the selected state.
    public static let selected = AccessibilityTraits(rawValue: 1 << 4)
    /// Text that does not change and cannot be activated: a label.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
    /// A value that `accessibilityIncrement()` and `accessibilityDecrement()` move: a slider.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 6)
    /// A container of tabs (UIKit's `.tabBar`): a page tab list whose elements are page tabs.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 7)
    /// It cannot be activated now: not enabled (UIKit's `.notEnabled`).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// No traits: a plain element.
    public static let none: AccessibilityTraits = []
}

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
