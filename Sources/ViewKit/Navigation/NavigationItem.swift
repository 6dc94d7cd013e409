import Foundation

/// What a navigation bar shows for one controller on a navigation stack, as UINavigationItem.
public final class NavigationItem {
    /// The bar's title while the controller is on top, and the back button's title while the
    /// controller is the one below the top.
    public var title: String? { didSet { if title != oldValue { onChange?() } } }
    /// Hides the back button while the controller is on top, and turns the back swipes off
    /// with it, as UIKit does.
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { onChange?() } } }
    /// The back button's title while the controller is the one below the top; nil uses `title`.
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { onChange?() } } }

    /// The bar showing this item redraws it.
    var onChange: (() -> Void)?

    public init(title: String? = nil) { self.title = title }

    /// The back button's title when this item is the one below the top: UIKit falls back to
    /// "Back" for an untitled page.
    var backTitle: String { backButtonTitle ?? title ?? "Back" }
}
