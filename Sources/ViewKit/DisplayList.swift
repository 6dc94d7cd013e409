import Foundation

/// Where and how an op draws: resolved for the window, so a backend needs no tree.
public struct DrawState: Hashable {
    /// Maps the op's local points to window points.
    public var transform: CGAffineTransform
    /// Axis-aligned clip in window points; nil means unclipped.
    public var clip: CGRect?
    /// 0…1; ancestors' alphas multiplied in, except those applied by an enclosing group.
    public var opacity: Double

    public init(transform: CGAffineTransform = .identity, clip: CGRect? = nil, opacity: Double = 1) {
        (self.transform, self.clip, self.opacity) = (transform, clip, opacity)
    }
}

/// One drawing command. Rects are in the op's local points; `state` places them in the window.
public enum DisplayOp: Hashable {
    /// A soft shadow cast by a (rounded) rect. `blur` is UIKit's shadowRadius, in points.
    case shadow(rect: CGRect, cornerRadius: CGFloat, color: Color, blur: CGFloat, offset: CGSize, state: DrawState)
    /// A solid (rounded) rect with anti-aliased corners.
    case fill(rect: CGRect, cornerRadius: CGFloat, color: Color, state: DrawState)
    /// `source` is the part of the image shown, in the image's points; it is stretched to `rect`.
    case image(Image, source: CGRect, rect: CGRect, cornerRadius: CGFloat, state: DrawState)
    /// One line of text; `origin` is the top-left of its line box.
    case text(String, font: Font, color: Color, origin: CGPoint, state: DrawState)
    /// Blurs what is already drawn under `rect`, then lays `tint` over it.
    case backdropBlur(rect: CGRect, cornerRadius: CGFloat, blur: CGFloat, tint: Color, state: DrawState)
    /// Starts a subtree drawn offscreen, then composited with `state.opacity`, clipped to
    /// `rect` with `cornerRadius`. Ops up to the matching `endGroup` belong to it.
    case beginGroup(rect: CGRect, cornerRadius: CGFloat, state: DrawState)
    case endGroup
    /// The keyboard focus ring: a stroke `width` points wide centred on the rounded rect
    /// `rect` (local points) with corners of `cornerRadius`, drawn over what is under it.
    case focusRing(rect: CGRect, cornerRadius: CGFloat, color: Color, width: CGFloat, state: DrawState)
}

/// A frame's worth of drawing, in painter's order.
public struct DisplayList: Hashable {
    public var ops: [DisplayOp] = []
    /// Size of the drawing surface, in points.
    public var size: CGSize
    /// Background the surface is cleared to.
    public var clearColor: Color

    public init(size: CGSize, clearColor: Color = .black, ops: [DisplayOp] = []) {
        (self.size, self.clearColor, self.ops) = (size, clearColor, ops)
    }

    /// True when every `beginGroup` has its `endGroup`, as microui checks its stacks each frame.
    public var isBalanced: Bool {
        var depth = 0
        for op in ops {
            if case .beginGroup = op { depth += 1 }
            if case .endGroup = op { depth -= 1; if depth < 0 { return false } }
        }
        return depth == 0
    }
}
