import CPixman
import Foundation
import ViewKit

/// A fading group over an opaque fill, composited as a fill where the fill is all it holds.
///
/// A photo's detail fades in over the grid as a group: a white fill over the whole window, a
/// status bar, a title and a close button. Its layer is kept (Renderer+RetainedGroup), and each
/// frame composites it at that frame's opacity, 9.3 million instructions at 2×, about 7 a
/// pixel: pixman reads every pixel of the layer, fades it and lays it over the grid. But most of
/// the layer is the fill's one colour, and laying one colour faded over the grid is pixman's
/// solid OVER, which reads only the grid. So where no op but the group's first, an opaque fill,
/// drew in the layer, the composite is that colour faded, and the layer is read only under the
/// other ops.
///
/// The bytes are the same. Composited, an opaque layer pixel (255, r, g, b) faded by alpha `m`
/// becomes (m, r·m, g·m, b·m) / 255, each rounded as pixman's MUL_UN8 rounds, then goes OVER
/// the pixel under it; the fill is that premultiplied colour, OVER the same pixel, through the
/// same arithmetic. The damage check's reference composites every group whole.
extension Renderer {
    /// The parts of `piece` (parent pixels) where the group `g`, whose ops run from `g.firstOp`
    /// to `end` (its `endGroup`), holds only its first op, an opaque fill: its colour, the
    /// parts, and the rest of the piece, which is composited from the layer; nil when the
    /// group does not open with such a fill, or when nothing of `piece` is the fill's alone.
    /// What the group's other ops may touch comes from their damage bounds (`frameOpBounds`),
    /// which hold everything they draw.
    ///
    /// A kept group (Renderer+RetainedGroup) has the same ops, place and output every frame it
    /// is kept, so its answer for a piece is its last frame's: a page fading in over many
    /// frames is searched once, not each frame, and its rest is cut once.
    ///
    /// A kept group is laid so at full opacity too (the same bytes as its layer composited
    /// there): its layer holds its first fill only where its composite reads it
    /// (`firstFillParts(of:list:)`).
    func uniformParts(of piece: PixelRect, in g: TargetFrame, end: Int, list: DisplayList) -> UniformParts? {
        guard fadesUniformGroupParts, g.opaque, g.opacity < 1 || g.retained != nil else { return nil }
        guard let kept = g.retained, retainedGroups.indices.contains(kept) else {
            return searchUniformParts(of: piece, in: g, end: end, list: list)
        }
        if let last = retainedGroups[kept].uniform, last.piece == piece { return last.found }
        let found = searchUniformParts(of: piece, in: g, end: end, list: list)
        retainedGroups[kept].uniform = (piece, found)
        return found
    }

    private func searchUniformParts(of piece: PixelRect, in g: TargetFrame, end: Int, list: DisplayList)
        -> UniformParts?
    {
        stats.uniformFadeSearches += 1
        guard let bounds = frameOpBounds,
            g.firstOp < end, end <= bounds.count, end - g.firstOp - 1 <= Self.mostUniformFadeOps,
            case let .fill(rect, radius, color, state) = list.ops[g.firstOp],
            color.alpha * state.opacity >= 1, state.transform.isAxisAligned, state.clip == nil
        else { return nil }
        let fill = snappedRect(rect, state.transform)
        let inset = fill.insetBy(radiusPixels(radius, state.transform, fitting: fill))
        var parts = [piece.intersection(inset)].filter { !$0.isEmpty }
        let p = top
        for index in (g.firstOp + 1)..<end where !bounds[index].isEmpty {
            let other = bounds[index].offsetBy(-p.originX, -p.originY)
            parts = parts.flatMap { $0.subtracting(other) }
            // A group of many small ops (a grid inside the page) is composited whole.
            if parts.count > Self.mostUniformParts { return nil }
        }
        guard !parts.isEmpty else { return nil }
        let rest = parts.reduce([piece]) { left, part in left.flatMap { $0.subtracting(part) } }
        return UniformParts(color: rgba(color, 1), parts: parts, rest: rest)
    }

    /// Where the first op of group `g`, just opened over the output, is to be drawn in the
    /// group's layer (output pixels): all of its pixels but those its composite lays as that
    /// op's colour (`uniformParts`), which no composite of the layer reads, in this frame or in
    /// a later one that keeps it. Nil to draw it whole: the group is not such a fade, not at
    /// the window's level, or holds a backdrop blur, which reads pixels around it.
    ///
    /// The photo's detail fading in over the grid is a white page over the whole window: its
    /// first frames wrote the white into every pixel of the layer, 5.3 MB at 2×, and then laid
    /// it faded over the grid without reading it.
    func firstFillParts(of g: TargetFrame, list: DisplayList) -> [PixelRect]? {
        guard targets.count == 1, g.opaque, g.opacity < 1, let end = endOfGroup(at: g.firstOp - 1, in: list),
            !list.ops[g.firstOp..<end].contains(where: \.isBlur)
        else { return nil }
        let area = PixelRect(g.originX, g.originY, g.width, g.height)
        let holes = Self.pieces(of: g, area: area).flatMap {
            uniformParts(of: $0, in: g, end: end, list: list)?.parts ?? []
        }
        guard !holes.isEmpty else { return nil }
        return holes.reduce([area]) { left, hole in left.flatMap { $0.subtracting(hole) } }
    }

    /// Draws op `index`, the first fill of the group whose layer is the target, only within
    /// `within` (`TargetFrame.firstFillWithin`) and the parts of `shown` no cover hides,
    /// `visible`; only what the covers hide counts in `coveredPixelsSkipped`.
    func drawFirstFill(
        at index: Int, in list: DisplayList, within: [PixelRect], visible: [PixelRect], of shown: PixelRect
    ) throws {
        stats.coveredPixelsSkipped += shown.area - visible.reduce(0) { $0 + $1.area }
        let parts = visible.flatMap { part in within.map { $0.intersection(part) } }.filter { !$0.isEmpty }
        try drawOp(at: index, in: list, within: parts, of: shown, countingCovered: false)
    }

    /// The most rects a piece of a fading group splits into before it is composited whole.
    static let mostUniformParts = 32
    /// The most ops after its first fill a fading group may hold to be laid as that fill: a page
    /// of many leaves little of the fill alone, in many small parts, and is composited whole
    /// without looking for them.
    static let mostUniformFadeOps = 24
}

/// The opaque colour of a fading group's first fill, the parts of a piece only it covers, and
/// the rest of the piece (Renderer+UniformFade).
struct UniformParts {
    var color: RGBA8
    /// Laid as the colour faded (`PixelCanvas.fade`).
    var parts: [PixelRect]
    /// The piece minus `parts`: composited from the group's layer.
    var rest: [PixelRect]
}

extension PixelCanvas {
    /// Lays the opaque colour `c` faded by `alpha` over `rect` of the target, within the clip:
    /// the bytes that compositing `rect` of an opaque layer of `c` at `alpha` gives.
    func fade(_ c: RGBA8, alpha: UInt8, over rect: PixelRect) {
        let visible = visibleArea(rect)
        guard !visible.isEmpty, alpha > 0 else { return }
        // pixman's MUL_UN8: a·b / 255, rounded.
        func faded(_ v: UInt8) -> UInt16 {
            let t = UInt32(v) * UInt32(alpha) + 0x80
            return UInt16(((t >> 8) + t) >> 8) * 257
        }
        let color = pixman_color_t(red: faded(c.r), green: faded(c.g), blue: faded(c.b), alpha: UInt16(alpha) * 257)
        fill(visible, of: target.image, with: color, op: PIXMAN_OP_OVER)
    }
}
