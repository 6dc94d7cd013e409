import Foundation

/// UIScreen: the surface the app draws on. In Segue that surface is the window, so a window's
/// `screen` describes the window itself (ported code that sizes things to `UIScreen.main.bounds`
/// asks the window it is in: `view.window?.screen.bounds`). There is no `main` screen: each
/// window has its own, and reading it takes a window.
public struct Screen: Equatable {
    /// Points: the window's bounds, origin at zero.
    public let bounds: CGRect
    /// Pixels per point of the window's surface.
    public let scale: CGFloat
}

extension Window {
    /// UIWindow's `screen`: this window's surface as it is now (its size and scale follow a resize).
    public var screen: Screen {
        Screen(bounds: CGRect(origin: .zero, size: bounds.size), scale: scale)
    }
}
