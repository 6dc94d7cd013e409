import Foundation

/// Small vector symbols drawn from rounded rects, standing in for SF Symbols.
public enum Glyph: Hashable {
    /// SF Symbols' "xmark.circle.fill": a filled circle with an × knocked into it.
    case xmarkCircleFill
    /// A plain ×.
    case xmark
    /// SF Symbols' "chevron.left": the back button's arrow head.
    case chevronLeft
    /// SF Symbols' "chevron.right": a table row's disclosure indicator.
    case chevronRight

    /// Appends the glyph's ops, centred in `rect` (points), in `color`.
    /// - Parameter markColor: colour of the × inside a filled circle.
    func draw(in rect: CGRect, color: Color, markColor: Color, context: inout DrawContext) {
        let side = min(rect.width, rect.height)
        let box = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        switch self {
        case .xmarkCircleFill:
            context.fill(box, color: color, cornerRadius: side / 2)
            drawCross(
                in: box.insetBy(dx: side * 0.32, dy: side * 0.32), thickness: side * 0.085,
                color: markColor, context: &context)
        case .xmark:
            drawCross(
                in: box.insetBy(dx: side * 0.2, dy: side * 0.2), thickness: side * 0.1,
                color: color, context: &context)
        case .chevronLeft:
            drawChevron(in: box, pointingLeft: true, color: color, context: &context)
        case .chevronRight:
            drawChevron(in: box, pointingLeft: false, color: color, context: &context)
        }
    }

    /// Two strokes meeting at the left, each leaning 45°, as the system back arrow (about
    /// half as wide as it is tall).
    private func drawChevron(in box: CGRect, pointingLeft: Bool, color: Color, context: inout DrawContext) {
        let thickness = box.height * 0.13
        let length = box.height * 0.5 * 2.squareRoot() * 0.72
        let side: CGFloat = pointingLeft ? 1 : -1
        let tip = CGPoint(x: box.midX - side * box.height * 0.22, y: box.midY)
        let saved = context.state
        let angles = pointingLeft ? [-CGFloat.pi / 4, CGFloat.pi / 4] : [CGFloat.pi * 5 / 4, CGFloat.pi * 3 / 4]
        for angle in angles {
            let bar = CGRect(x: -thickness / 2, y: -thickness / 2, width: length, height: thickness)
            let local = CGAffineTransform(rotationAngle: angle)
                .concatenating(CGAffineTransform(translationX: tip.x, y: tip.y))
            context.state.transform = local.concatenating(saved.transform)
            context.fill(bar, color: color, cornerRadius: thickness / 2)
        }
        context.state = saved
    }

    private func drawCross(in box: CGRect, thickness: CGFloat, color: Color, context: inout DrawContext) {
        let length = box.width * 2.squareRoot()
        let bar = CGRect(x: -length / 2, y: -thickness / 2, width: length, height: thickness)
        let saved = context.state
        for angle in [CGFloat.pi / 4, -CGFloat.pi / 4] {
            let local = CGAffineTransform(rotationAngle: angle)
                .concatenating(CGAffineTransform(translationX: box.midX, y: box.midY))
            context.state.transform = local.concatenating(saved.transform)
            context.fill(bar, color: color, cornerRadius: thickness / 2)
        }
        context.state = saved
    }
}
