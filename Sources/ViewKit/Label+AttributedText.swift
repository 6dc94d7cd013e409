import Foundation

/// NSParagraphStyle, the parts a `Label` draws: the spacing between lines and the alignment.
open class NSParagraphStyle {
    /// Points added between lines.
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var alignment: TextAlignment = .natural

    public init() {}
}

/// NSMutableParagraphStyle: a paragraph style to fill in and attach as `.paragraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Points added between lines.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    public override var alignment: TextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
}

extension NSAttributedString.Key {
    /// A `Font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `Color`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension Label {
    /// UILabel's `attributedText`, for one style over the whole text: the attributes of the
    /// first character (`.font`, `.foregroundColor`, `.paragraphStyle`'s line spacing and
    /// alignment) set the label's `font`, `textColor`, `lineSpacing` and `textAlignment`, and
    /// the string its `text`; attributes it does not name leave those as they were. Reading
    /// it gives the text with the label's current attributes.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let style = NSMutableParagraphStyle()
            (style.lineSpacing, style.alignment) = (lineSpacing, textAlignment)
            return NSAttributedString(
                string: text,
                attributes: [
                    .font: font, .foregroundColor: textColor, .paragraphStyle: style,
                ])
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            if newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? Font { self.font = font }
                if let color = attributes[.foregroundColor] as? Color { textColor = color }
                if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                    (lineSpacing, textAlignment) = (style.lineSpacing, style.alignment)
                }
            }
            text = newValue.string
        }
    }
}
