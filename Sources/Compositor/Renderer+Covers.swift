import Foundation
import ViewKit

/// Occlusion: what a later opaque op paints over is not drawn. A page pushed over another
/// leaves only a strip of it to draw, a card flying over its page picture only the rest of the
/// picture, as a compositor skips the pixels of a layer another opaque one covers.
struct Cover {
    /// The op that covers, drawn after what it hides, at the top level.
    let index: Int
    /// Output pixels it paints opaquely: its rect less its rounded corners' rows, and less their
    /// columns (two rects, as a rounded rect's opaque part is a cross).
    let rows: PixelRect, columns: PixelRect
}

extension Renderer {
    /// The most rects an op is split into around what covers it; past it, it is drawn whole.
    static let maxVisibleParts = 4

    /// Whether ops are drawn only where no later opaque op covers them (the default). Off for
    /// the damage check's reference, which draws every op whole.
    public var cullsCoveredPixels: Bool {
        get { !coverCulling.isDisabled }
        set { coverCulling.isDisabled = !newValue }
    }

    /// The top-level ops of `list` that paint a rect opaquely: opaque fills, and images whose
    /// pixels are opaque, at full opacity, axis-aligned, as far as their clip lets them.
    func covers(in list: DisplayList, from start: Int) -> [Cover] {
        guard !coverCulling.isDisabled else { return [] }
        var covers: [Cover] = [], depth = 0
        for index in start..<list.ops.count {
            let op = list.ops[index]
            switch op {
            case .beginGroup: depth += 1
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
        guard max(rows.area, columns.area) >= 4096 else { return nil }  // too small to be worth the splitting
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
