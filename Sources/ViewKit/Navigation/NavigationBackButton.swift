import Foundation

/// The bar's back button: a chevron and the title of the page below, tinted as a system button
/// and dimmed while pressed.
public final class NavigationBackButton: Control {
    /// Points: the chevron's box, and the gap before the title.
    static let chevronSide: CGFloat = 22
    static let chevronGap: CGFloat = 2

    public let titleLabel = Label()
    private let chevron = GlyphView(.chevronLeft, color: .systemBlue)
    public var tintColor: Color = .systemBlue {
        didSet {
            titleLabel.textColor = tintColor
            chevron.color = tintColor
        }
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "back"
        // The button is a bare chevron and title: the ring rounds its box as a pill would.
        focusRingShape = FocusRingShape(outset: 1, cornerRadius: 8)
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = tintColor
        chevron.color = tintColor
        chevron.isUserInteractionEnabled = false
        titleLabel.isUserInteractionEnabled = false
        addSubview(chevron)
        addSubview(titleLabel)
    }

    public func setTitle(_ title: String?) {
        titleLabel.text = title
        setNeedsLayout()
    }

    /// Points, in the button: where the title's centre sits at rest.
    var titleCenterX: CGFloat { Self.chevronSide + Self.chevronGap + titleWidth / 2 }

    private var titleWidth: CGFloat { titleLabel.sizeThatFits(CGSize(width: 1000, height: 44)).width }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: Self.chevronSide + Self.chevronGap + titleWidth, height: size.height)
    }

    public override func layoutSubviews() {
        let side = Self.chevronSide
        chevron.frame = CGRect(x: 0, y: (bounds.height - side) / 2, width: side, height: side)
        titleLabel.bounds = CGRect(x: 0, y: 0, width: titleWidth, height: bounds.height)
        titleLabel.center = CGPoint(x: titleCenterX, y: bounds.height / 2)
    }

    public override func highlightDidChange() {
        // UIKit's system buttons dim to about 20 % while pressed.
        let shown: CGFloat = isHighlighted ? 0.2 : 1
        chevron.alpha = shown
        titleLabel.alpha = shown
    }
}

/// One of the stand-in SF Symbols (`Glyph`), drawn in `color` across the view's bounds.
public final class GlyphView: View {
    public var glyph: Glyph { didSet { if glyph != oldValue { setNeedsDisplay() } } }
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }

    public init(_ glyph: Glyph, color: Color) {
        (self.glyph, self.color) = (glyph, color)
        super.init(frame: .zero)
    }

    public override func drawContent(in context: inout DrawContext) {
        glyph.draw(in: presentation.bounds, color: color, markColor: color, context: &context)
    }
}
