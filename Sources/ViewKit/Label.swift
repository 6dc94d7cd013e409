import Foundation

/// Read-only text, wrapped at word boundaries, vertically centred in its bounds as UILabel is.
open class Label: View {
    public var text: String? { didSet { if text != oldValue { invalidateText() } } }
    public var font = Font.systemFont(ofSize: 17) { didSet { if font != oldValue { invalidateText() } } }
    public var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// 0 means as many lines as the text needs.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateText() } } }
    /// Extra points between lines.
    public var lineSpacing: CGFloat = 0 { didSet { if lineSpacing != oldValue { invalidateText() } } }
    public var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }

    private var cachedLayout: TextLayout?
    private var cachedWidth: CGFloat = -1

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private func invalidateText() {
        cachedLayout = nil
        setNeedsDisplay()
    }

    /// Lines for `width`, or nil while no text measurer is reachable (the label is in no window,
    /// and none is laying it out ahead: `Window.prepare(presenting:)`).
    public func textLayout(forWidth width: CGFloat) -> TextLayout? {
        guard let measurer = measuringWindow?.textMeasurer else { return nil }
        return layout(width: width, measurer: measurer)
    }

    private func layout(width: CGFloat, measurer: TextMeasurer) -> TextLayout {
        if let cachedLayout, cachedWidth == width { return cachedLayout }
        let fresh = TextLayout(
            text: text ?? "", font: font, width: width, numberOfLines: numberOfLines,
            lineSpacing: lineSpacing, measurer: measurer)
        (cachedLayout, cachedWidth) = (fresh, width)
        return fresh
    }

    /// Points: the size the text needs when wrapped to `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty, let layout = textLayout(forWidth: size.width) else { return .zero }
        return layout.size
    }

    open override func drawContent(in context: inout DrawContext) {
        guard let text, !text.isEmpty else { return }
        guard let measurer = context.textMeasurer ?? measuringWindow?.textMeasurer else { return }
        // Lines wrap at the model width (no re-wrapping mid-animation) and sit in the shown bounds.
        let layout = layout(width: bounds.width, measurer: measurer)
        let bounds = presentation.bounds
        // UILabel centres the text block vertically; it overflows evenly when too tall.
        var y = bounds.minY + ((bounds.height - layout.size.height) / 2).rounded()
        for line in layout.lines {
            let x: CGFloat
            switch textAlignment {
            case .left, .natural: x = bounds.minX
            case .center: x = bounds.minX + ((bounds.width - line.width) / 2).rounded()
            case .right: x = bounds.maxX - line.width
            }
            let lineBox = CGRect(x: x, y: y, width: line.width, height: layout.lineHeight)
            if context.isVisible(lineBox) {
                context.text(line.text, font: font, color: textColor, at: CGPoint(x: x, y: y))
            }
            y += layout.lineAdvance
        }
    }
}
