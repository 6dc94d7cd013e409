import Foundation

/// Blurs whatever is drawn behind it, as UIVisualEffectView with a UIBlurEffect.
/// Its `alpha` is animatable and fades the effect in and out.
///
/// It blurs only what lies under its bounds, as a UIVisualEffectView's backdrop layer
/// captures only its own: near its edges the nearest pixel under it stands in for what lies
/// beyond, so a view drawn beside it (a bar just above a tab bar) never shows in its blur.
open class BlurView: View {
    public enum Style: Hashable {
        /// A bright frosted glass: blur plus a white tint.
        case light
        /// iOS's "regular" material, a little less white.
        case regular
    }

    public var style: Style { didSet { setNeedsDisplay() } }
    /// Blur radius in points.
    public var blurRadius: CGFloat = 20 { didSet { setNeedsDisplay() } }
    /// While it is transparent (alpha 0), its backdrop is still blurred, between frames, so the
    /// frame it starts to fade in does not blur the whole backdrop. Set it on a blur that will
    /// fade in soon, such as a transition's backdrop; it costs a blur whenever the backdrop changes.
    public var preparesBackdrop = false { didSet { setNeedsDisplay() } }

    public init(style: Style = .light) {
        self.style = style
        super.init(frame: .zero)
    }

    var tint: Color {
        switch style {
        case .light: return Color(white: 1, alpha: 0.55)
        case .regular: return Color(white: 0.97, alpha: 0.72)
        }
    }

    open override func drawContent(in context: inout DrawContext) {
        let shown = presentation
        context.backdropBlur(shown.bounds, cornerRadius: shown.cornerRadius, blur: blurRadius, tint: tint)
    }
}
