import Foundation

/// A tappable title and/or image with a highlighted state, as UIButton of the system type.
open class Button: Control {
    public let titleLabel = Label()
    public var image: Image? { didSet { setNeedsLayout() } }
    public var glyph: Glyph? { didSet { setNeedsDisplay() } }
    /// Colours the title and the glyph.
    public var tintColor: Color = .systemBlue { didSet { applyTint() } }
    /// Colour of the mark inside a filled glyph.
    public var glyphMarkColor = Color(white: 0, alpha: 0.45) { didSet { setNeedsDisplay() } }
    /// Points between the image and the title.
    public var imageTitleSpacing: CGFloat = 6

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 17, weight: .regular)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        applyTint()
    }

    public func setTitle(_ title: String?) {
        titleLabel.text = title
        setNeedsLayout()
    }

    private func applyTint() {
        titleLabel.textColor = tintColor
        setNeedsDisplay()
    }

    open override func highlightDidChange() {
        // UIKit's system buttons dim to about 20 % while pressed.
        titleLabel.alpha = isHighlighted ? 0.2 : 1
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        titleLabel.frame = bounds
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = titleLabel.sizeThatFits(size)
        let imageSize = image?.size ?? .zero
        return CGSize(
            width: title.width + imageSize.width + (image != nil && title.width > 0 ? imageTitleSpacing : 0),
            height: max(title.height, imageSize.height))
    }

    open override func drawContent(in context: inout DrawContext) {
        let dimmed = isHighlighted ? 0.2 : 1.0
        let saved = context.state.opacity
        context.state.opacity = saved * dimmed
        let bounds = presentation.bounds
        if let glyph {
            glyph.draw(in: bounds, color: tintColor, markColor: glyphMarkColor, context: &context)
        } else if let image {
            let rect = CGRect(
                x: bounds.midX - image.size.width / 2, y: bounds.midY - image.size.height / 2,
                width: image.size.width, height: image.size.height)
            context.image(image, source: CGRect(origin: .zero, size: image.size), in: rect)
        }
        context.state.opacity = saved
    }
}
