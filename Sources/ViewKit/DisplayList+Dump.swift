import Foundation

extension DisplayList {
    /// A readable listing, one op a line, with rects resolved to window points.
    /// Tests compare it; keep it stable.
    public var dump: String {
        var lines: [String] = []
        var depth = 0
        for op in ops {
            if case .endGroup = op { depth -= 1 }
            lines.append(String(repeating: "  ", count: max(depth, 0)) + op.dumpLine)
            if case .beginGroup = op { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }
}

extension DisplayOp {
    var dumpLine: String {
        switch self {
        case let .shadow(rect, radius, color, blur, offset, state):
            return
                "shadow \(rect.dumped(state))\(radius.radiusTag) \(color.dumped) blur=\(blur.short) offset=\(offset.width.short),\(offset.height.short)\(state.tags)"
        case let .fill(rect, radius, color, state):
            return "fill \(rect.dumped(state))\(radius.radiusTag) \(color.dumped)\(state.tags)"
        case let .image(image, source, rect, radius, state):
            return "image \"\(image.name)\" src=\(source.short) \(rect.dumped(state))\(radius.radiusTag)\(state.tags)"
        case let .text(text, font, color, origin, state):
            let at = origin.applying(state.transform)
            return
                "text \"\(text)\" \(font.family)-\(font.weight) \(font.size.short)pt at \(at.x.short),\(at.y.short) \(color.dumped)\(state.tags)"
        case let .backdropBlur(rect, radius, blur, tint, state):
            return "blur \(rect.dumped(state))\(radius.radiusTag) blur=\(blur.short) tint=\(tint.dumped)\(state.tags)"
        case let .beginGroup(rect, radius, state):
            return "group \(rect.dumped(state))\(radius.radiusTag)\(state.tags)"
        case .endGroup:
            return "end"
        case let .focusRing(rect, radius, color, width, state):
            return "ring \(rect.dumped(state))\(radius.radiusTag) width=\(width.short) \(color.dumped)\(state.tags)"
        }
    }
}

extension CGFloat {
    /// Up to two decimals, with no trailing zeros: 12, 12.5, 12.25.
    var short: String {
        let v = (Double(self) * 100).rounded() / 100
        if v == v.rounded() { return String(Int(v)) }
        return String(format: "%g", v)
    }

    fileprivate var radiusTag: String { self > 0 ? " r=\(short)" : "" }
}

extension CGRect {
    var short: String { "[\(minX.short),\(minY.short) \(width.short)x\(height.short)]" }

    fileprivate func dumped(_ state: DrawState) -> String { applying(state.transform).short }
}

extension Color {
    var dumped: String {
        let c = rgba8
        let hex = String(format: "#%02X%02X%02X", c.r, c.g, c.b)
        return c.a == 255 ? hex : hex + String(format: "/%.2f", alpha)
    }
}

extension DrawState {
    fileprivate var tags: String {
        var s = ""
        if opacity < 1 { s += String(format: " alpha=%.2f", opacity) }
        if !transform.isAxisAligned {
            s += " rot=" + CGFloat(atan2(Double(transform.b), Double(transform.a)) * 180 / .pi).short + "deg"
        }
        if let clip { s += " clip=\(clip.short)" }
        return s
    }
}
