import Foundation

/// UIBlurEffect: the look a `BlurView` is made with (`BlurView(effect: BlurEffect(style: .light))`).
public struct BlurEffect: Hashable {
    public let style: BlurView.Style

    public init(style: BlurView.Style) {
        self.style = style
    }
}

extension BlurView {
    /// UIVisualEffectView(effect:): a blur view in the effect's style.
    public convenience init(effect: BlurEffect) {
        self.init(style: effect.style)
    }
}
