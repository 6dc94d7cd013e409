import Foundation

extension Image {
    /// UIImage.SymbolWeight. The stand-in glyphs are drawn at one weight whatever is asked for.
    public enum SymbolWeight: Hashable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// UIImage.SymbolScale: a symbol's size beside text of its point size.
    public enum SymbolScale: Hashable {
        case `default`, unspecified, small, medium, large
    }

    /// UIImage.SymbolConfiguration: the size (and weight) a symbol image is made at.
    public struct SymbolConfiguration: Hashable {
        /// Points: the size of the text the symbol sits beside.
        public var pointSize: CGFloat
        public var weight: SymbolWeight
        public var scale: SymbolScale

        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
        }

        /// Points: the side of the symbol's square image. The medium scale (the default) is as
        /// tall as the point size; SF Symbols' small and large scales are about 0.8 and 1.3 of it.
        public var imageSide: CGFloat {
            switch scale {
            case .small: return pointSize * 0.8
            case .large: return pointSize * 1.3
            case .default, .unspecified, .medium: return pointSize
            }
        }
    }

    /// Points: the point size symbols are made at without a configuration (UIKit's body text).
    static let defaultSymbolPointSize: CGFloat = 17

    /// UIImage(systemName:withConfiguration:) for the SF Symbols Segue draws (see `Glyph`):
    /// "xmark.circle.fill", "xmark", "chevron.left" and "chevron.right". Nil for any other name, as UIKit returns nil for a
    /// name it does not know. The image draws the glyph in black; a `Button` given it with
    /// `setImage(_:for:)` draws the glyph in its `tintColor` instead, as UIKit tints symbols.
    /// The image is recorded at 1 pixel per point; drawn on a denser surface it is recorded
    /// again at that surface's scale (see `DrawContext.image`), so it stays sharp.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        let glyph: Glyph
        switch name {
        case "xmark.circle.fill": glyph = .xmarkCircleFill
        case "xmark": glyph = .xmark
        case "chevron.left": glyph = .chevronLeft
        case "chevron.right": glyph = .chevronRight
        default: return nil
        }
        let side = (configuration ?? SymbolConfiguration(pointSize: Image.defaultSymbolPointSize)).imageSide
        self.init(glyph, side: side, scale: 1, name: name)
    }

    /// A symbol image: `glyph` in black on a `side`-point square, recorded at `scale` pixels per point.
    private convenience init(_ glyph: Glyph, side: CGFloat, scale: CGFloat, name: String) {
        let bounds = CGRect(x: 0, y: 0, width: side, height: side)
        var context = DrawContext(visibleRect: bounds, scale: scale, textMeasurer: nil)
        glyph.draw(in: bounds, color: .black, markColor: .white, context: &context)
        let recording = DisplayList(size: bounds.size, clearColor: .clear, ops: context.ops)
        self.init(recording: recording, size: bounds.size, scale: scale, name: name)
        symbol = glyph
    }

    /// This image as drawn on a surface of `scale` pixels per point: itself, unless it is a
    /// symbol image recorded at another scale, which is recorded again at `scale` (once: the
    /// last one made is kept, so a surface keeps drawing the same image).
    func forSurface(scale: CGFloat) -> Image {
        guard let symbol, scale > 0, scale != self.scale else { return self }
        if let kept = rescaledSymbol, kept.scale == scale { return kept }
        let image = Image(symbol, side: size.width, scale: scale, name: name)
        rescaledSymbol = image
        return image
    }
}
