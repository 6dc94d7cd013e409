import Foundation
import ViewKit

/// Occlusion: what a later opaque op paints over is not drawn. A page pushed over another
/// leaves only a strip of it to draw, a card flying over its page picture only the rest of the
/// picture, as a compositor skips the pixels of a layer another opaque one covers.
///
/// An opaque op covers, and so does a group at full opacity whose first child is an opaque
/// fill: a sheet, a player or a card, a rounded page clipping its views. What is covered is
/// every kind of drawing under it: an op, a group's layer composited onto the output (a photo's
/// detail fading in under the photo flying over it), and the kept prefix restored at the start
/// of a frame (the page under a sheet). A blur reads what is under it, covered or not, so only
/// covers before the next blur count. The damage check's reference culls nothing, so every
/// frame it checks holds the culled pixels to those of every op drawn whole.
struct Cover {
    /// The op that covers, drawn after what it hides, at the top level.
    let index: Int
    /// Output pixels it paints opaquely: its rect less its rounded corners' rows, and less their
    /// columns (two rects, as a rounded rect's opaque part is a cross).
    let rows: PixelRect, columns: PixelRect
}

extension Renderer {
    /// Draws op `index` of `list` only within `parts` of `shown`, where no later opaque op
    /// paints over it (counted in `coveredPixelsSkipped` unless not `countingCovered`).
    func drawOp(
        at index: Int, in list: DisplayList, within parts: [PixelRect], of shown: PixelRect,
        countingCovered: Bool = true
    ) throws {
        let op = list.ops[index]
        if countingCovered { stats.coveredPixelsSkipped += shown.area - parts.reduce(0) { $0 + $1.area } }
        guard !parts.isEmpty else { return skip(op) }
        if case let .backdropBlur(rect, radius, blur, tint, state) = op {
            stats.opsDrawn += 1
            return try backdropBlur(
                rect, radius: radius, blur: blur, tint: tint, state: state, index: index, list: list, within: parts)
        }
        for part in parts {
            coverCulling.drawingWithin = part
            defer { coverCulling.drawingWithin = nil }
            try executeOp(op, at: index, in: list)
        }
        // One op, however many parts it was drawn in.
        stats.opsDrawn -= parts.count - 1
    }

    /// An op that draws nothing this frame (outside what it redraws, or off screen) still
    /// takes its blur slot. (An image it shows is noted by `noteShownImages`.)
    func skip(_ op: DisplayOp) {
        if op.isBlur { blurSlot += 1 }
    }

    /// The most rects an op is split into around what covers it; past it, it is drawn whole.
    static let maxVisibleParts = 4
    /// The fewest pixels (64×64) a cover paints to be used: under it, splitting what it covers
    /// costs more than it saves.
    static let leastCover = 4096

    /// Whether ops, group layers and the kept prefix are drawn only where no later opaque op
    /// covers them (the default). Off for the damage check's reference, which draws every op
    /// whole.
    public var cullsCoveredPixels: Bool {
        get { !coverCulling.isDisabled }
        set { coverCulling.isDisabled = !newValue }
    }

    /// The top-level ops of `list` that paint a rect opaquely: opaque fills, and images whose
    /// pixels are opaque, at full opacity, axis-aligned, as far as their clip lets them; and
    /// groups at full opacity that open with such a fill (a sheet, a player, a card: a rounded
    /// page clipping its content).
    func covers(in list: DisplayList, from start: Int) -> [Cover] {
        guard !coverCulling.isDisabled else { return [] }
        var covers: [Cover] = [], depth = 0
        for index in start..<list.ops.count {
            let op = list.ops[index]
            switch op {
            case let .beginGroup(rect, radius, state):
                if depth == 0, let cover = groupCover(index, rect, radius, state, in: list) { covers.append(cover) }
                depth += 1
            case .endGroup: depth -= 1
            case let .fill(rect, radius, color, state) where depth == 0 && color.alpha * state.opacity >= 1:
                if let cover = cover(index, rect, radius, state) { covers.append(cover) }
            case let .image(image, _, rect, radius, state) where depth == 0 && state.opacity >= 1:
                guard let entry = caches.images[ObjectIdentifier(image)], entry.image === image, entry.opaque else {
                    continue
                }
                if let cover = cover(index, rect, radius, state) { covers.append(cover) }
            default:
                break
            }
        }
        return covers
    }

    private func cover(_ index: Int, _ rect: CGRect, _ radius: CGFloat, _ state: DrawState) -> Cover? {
        guard state.transform.isAxisAligned else { return nil }
        let px = snappedRect(rect, state.transform)
        // The corners are the whole rect's, wherever its clip cuts it.
        let r = radiusPixels(radius, state.transform, fitting: px)
        var rows = PixelRect(px.x, px.y + r, px.width, px.height - 2 * r)
        var columns = PixelRect(px.x + r, px.y, px.width - 2 * r, px.height)
        if let clip = state.clip {
            let s = Double(scale)
            let c = PixelRect(
                enclosing: CGRect(x: clip.minX * s, y: clip.minY * s, width: clip.width * s, height: clip.height * s))
            // The clip's own edges may fall mid-pixel: only whole pixels inside it count.
            (rows, columns) = (rows.intersection(c.insetBy(1)), columns.intersection(c.insetBy(1)))
        }
        guard max(rows.area, columns.area) >= Self.leastCover else { return nil }
        return Cover(index: index, rows: rows, columns: columns)
    }

    /// A group's cover: where both the group, at full opacity, and its first child, an opaque
    /// fill, paint. Composited, or drawn in place (Renderer+InPlaceGroup), the group replaces
    /// the pixels under that part with the fill's and what its other children draw over it:
    /// its layer is opaque there, and a layer at full opacity is copied, not blended.
    private func groupCover(
        _ index: Int, _ rect: CGRect, _ radius: CGFloat, _ state: DrawState, in list: DisplayList
    ) -> Cover? {
        guard alpha(state.opacity) == 255, index + 1 < list.ops.count,
            case let .fill(childRect, childRadius, color, childState) = list.ops[index + 1],
            color.alpha * childState.opacity >= 1,
            let group = cover(index, rect, radius, state), let child = cover(index, childRect, childRadius, childState)
        else { return nil }
        let (rows, columns) = (group.rows.intersection(child.rows), group.columns.intersection(child.columns))
        guard max(rows.area, columns.area) >= Self.leastCover else { return nil }
        return Cover(index: index, rows: rows, columns: columns)
    }

    /// The parts of `bounds` (output pixels) that op `index` draws where no cover drawn after it
    /// and before `barrier` paints: nil when nothing covers it, empty when it is covered whole.
    /// A blur is a barrier: it reads the pixels under it, covered or not, and spreads them.
    func visibleParts(of bounds: PixelRect, at index: Int, before barrier: Int, covers: [Cover]) -> [PixelRect]? {
        var parts = [bounds], covered = false
        for cover in covers where cover.index > index && cover.index < barrier {
            for paint in [cover.rows, cover.columns] where !paint.isEmpty && parts.contains(where: paint.intersects) {
                let next = parts.flatMap { $0.subtracting(paint) }
                guard next.count <= Renderer.maxVisibleParts else { continue }
                (parts, covered) = (next, true)
            }
        }
        return covered ? parts : nil
    }
}

extension Renderer {
    /// The index of the first blur op after `index`, or the list's end. What a blur paints is
    /// read by the next blur, so only covers before that one may leave its pixels out.
    func blur(after index: Int, in list: DisplayList) -> Int {
        list.ops[(index + 1)...].firstIndex(where: \.isBlur) ?? list.ops.count
    }

    /// The parts of the layer of the group that op `index` closes to composite within `bounds`
    /// (output pixels), where no cover drawn after it and before `barrier` paints: nil when
    /// nothing covers it, or less than `leastCover` of it (each part composites the layer's
    /// pieces and corners again: around the small artwork flying out of the mini player's bar,
    /// the player's first frames at 2× cost 0.3 million instructions more in parts), or when
    /// the group is not composited from a layer onto the output.
    func visibleLayerParts(closingAt index: Int, within bounds: PixelRect, before barrier: Int, covers: [Cover])
        -> [PixelRect]?
    {
        guard targets.count == 2, let area = top.layerArea, top.inPlace == nil else { return nil }
        let shown = area.intersection(bounds)
        guard let parts = visibleParts(of: shown, at: index, before: barrier, covers: covers),
            shown.area - parts.reduce(0, { $0 + $1.area }) >= Self.leastCover
        else { return nil }
        return parts
    }
}

/// Whether covers are used, and where the op being drawn is visible.
struct CoverCulling {
    var isDisabled = false
    /// Output pixels the op being drawn is limited to; nil for all of it.
    var drawingWithin: PixelRect?
}

extension PixelRect {
    /// This rect less `other`: up to four rects (the bands above and below it, and beside it).
    func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return [self] }
        return [
            PixelRect(x, y, width, cut.y - y), PixelRect(x, cut.maxY, width, maxY - cut.maxY),
            PixelRect(x, cut.y, cut.x - x, cut.height), PixelRect(cut.maxX, cut.y, maxX - cut.maxX, cut.height),
        ].filter { !$0.isEmpty }
    }
}
