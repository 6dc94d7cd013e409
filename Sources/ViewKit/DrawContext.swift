import Foundation

/// What a view draws into: it appends ops already resolved to window coordinates.
public struct DrawContext {
    /// Ops so far, in painter's order.
    public private(set) var ops: [DisplayOp] = []
    /// The state of the view currently drawing.
    public var state: DrawState
    /// Window rect (points) outside of which nothing is visible; used to cull.
    public let visibleRect: CGRect
    /// Pixels per point of the target.
    public let scale: CGFloat
    /// Measures text for views that lay it out while drawing.
    public let textMeasurer: TextMeasurer?
    /// The view the focus ring surrounds this frame, if any (`Window.focusRingTarget`).
    var focusRingTarget: ObjectIdentifier?
    /// The ring, once its view is drawn: its superview adds it after all its subviews, so the
    /// neighbours drawn after the focused view do not cover it.
    var pendingFocusRing: DisplayOp?
    /// The view whose ops `recordedRange` is to give (`Window.prepareToFade(_:)`).
    var recordedView: ObjectIdentifier?
    /// Where `recordedView`'s ops lie in `ops`, its shadow and group included, once it is drawn.
    var recordedRange: Range<Int>?

    public init(visibleRect: CGRect, scale: CGFloat, textMeasurer: TextMeasurer?) {
        (self.visibleRect, self.scale, self.textMeasurer) = (visibleRect, scale, textMeasurer)
        state = DrawState(clip: nil)
    }

    public mutating func fill(_ rect: CGRect, color: Color, cornerRadius: CGFloat = 0) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        ops.append(.fill(rect: rect, cornerRadius: cornerRadius, color: color, state: state))
    }

    public mutating func image(_ image: Image, source: CGRect, in rect: CGRect, cornerRadius: CGFloat = 0) {
        guard rect.width > 0, rect.height > 0, source.width > 0, source.height > 0 else { return }
        // A symbol image is drawn as recorded at this surface's scale (sources are in points: unchanged).
        ops.append(
            .image(image.forSurface(scale: scale), source: source, rect: rect, cornerRadius: cornerRadius, state: state)
        )
    }

    public mutating func text(_ text: String, font: Font, color: Color, at origin: CGPoint) {
        guard !text.isEmpty, color.alpha > 0 else { return }
        ops.append(.text(text, font: font, color: color, origin: origin, state: state))
    }

    public mutating func shadow(of rect: CGRect, cornerRadius: CGFloat, color: Color, blur: CGFloat, offset: CGSize) {
        ops.append(
            .shadow(rect: rect, cornerRadius: cornerRadius, color: color, blur: blur, offset: offset, state: state))
    }

    public mutating func backdropBlur(_ rect: CGRect, cornerRadius: CGFloat, blur: CGFloat, tint: Color) {
        ops.append(.backdropBlur(rect: rect, cornerRadius: cornerRadius, blur: blur, tint: tint, state: state))
    }

    /// Adds an op resolved elsewhere (the focus ring).
    mutating func append(_ op: DisplayOp) { ops.append(op) }

    mutating func beginGroup(_ rect: CGRect, cornerRadius: CGFloat) {
        ops.append(.beginGroup(rect: rect, cornerRadius: cornerRadius, state: state))
    }

    /// Closes the group, or drops it when nothing was drawn in it.
    mutating func endGroup() {
        if case .beginGroup = ops.last { ops.removeLast() } else { ops.append(.endGroup) }
    }

    /// Whether `rect` (local points under the current transform) could show inside the clip and surface.
    public func isVisible(_ rect: CGRect) -> Bool {
        var area = rect.applying(state.transform)
        if area.width == 0 || area.height == 0 { area = area.insetBy(dx: -0.5, dy: -0.5) }
        let limit = state.clip.map { $0.intersection(visibleRect) } ?? visibleRect
        return !area.intersection(limit).isEmpty
    }
}
