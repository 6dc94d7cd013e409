import Foundation

/// What an accessibility element is and how it behaves, as UIKit's `UIAccessibilityTraits`: a
/// screen reader speaks them after the label ("Close, button") and a platform bridge turns
/// them into its roles and states (AT-SPI's push button, heading, page tab, selected; see
/// `AccessibilityRole`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// Traits from their bits.
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
