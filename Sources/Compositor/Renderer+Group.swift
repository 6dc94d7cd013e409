import Foundation
import ViewKit

/// Groups: a subtree drawn into a pooled offscreen layer, then composited with the group's
/// opacity and clipped to its rounded rect. Layers are premultiplied, so translucent content
/// composites exactly; a backdrop blur inside a group sees only the group's own content.
extension Renderer {
    /// Opens the group at op `index`: in a pooled layer, or in place (see
    /// Renderer+InPlaceGroup) unless `inPlace` is false (a group kept in a layer of its own).
    func beginGroup(
        _ rect: CGRect, radius: CGFloat, state: DrawState, index: Int, list: DisplayList, inPlace: Bool = true
    ) throws {
        var frame = groupFrame(rect, radius: radius, state: state, index: index)
        if inPlace, drawsInPlace(frame, opacity: state.opacity, index: index, in: list) {
            return try beginGroupInPlace(frame)
        }
        frame.opaque = groupIsOpaque(frame, after: index, in: list)
        if frame.width > 0 {
            let layer = try acquireTarget(frame.width, frame.height)
            frame.layer = layer
            canvas.setTarget(layer)
            frame.firstFillWithin = firstFillParts(of: frame, list: list)
        }
        // Ops inside an empty group find no visible pixels (width 0) and skip themselves.
        targets.append(frame)
        // An opaque first child replaces every pixel the composite reads; else the pixels left
        // from the layer's last use go, as far as this frame redraws them.
        if frame.layer != nil, !frame.opaque, let redrawn = clipPixels(nil) {
            canvas.replace(redrawn, with: (0, 0, 0, 0))
        }
    }

    /// Whether the group's first child, opaque, covers the whole group: its layer is then
    /// opaque, so an opaque composite can replace instead of blending (several times faster).
    func groupIsOpaque(_ frame: TargetFrame, after index: Int, in list: DisplayList) -> Bool {
        guard let full = frame.clip, let o = occluder(after: index, in: list) else { return false }
        return o.intersection(full) == full
    }

    /// The target a group op opens over the current one: its visible part of the group's
    /// rect, in the output's pixels, and the rect and radius to composite it with.
    func groupFrame(_ rect: CGRect, radius: CGFloat, state: DrawState, index: Int) -> TargetFrame {
        let t = state.transform
        let full = snappedRect(rect, t)
        // Not within the damage: the layer holds the whole visible group, so what is drawn into
        // it (a blur's read) never depends on which part of the frame changed.
        var area = clipPixels(state.clip, withinDamage: false).map { full.intersection($0) } ?? .zero
        if state.opacity <= 0.001 || rect.width <= 0 || rect.height <= 0 { area = .zero }
        let parent = top
        return TargetFrame(
            layer: nil, originX: parent.originX + area.x, originY: parent.originY + area.y,
            width: max(0, area.width), height: max(0, area.height), firstOp: index + 1, opacity: state.opacity,
            radius: t.isAxisAligned ? radiusPixels(radius, t, fitting: full) : 0, clip: full,
            axisAligned: t.isAxisAligned)
    }

    /// Closes the group whose `endGroup` is op `index` of `list`: composites its layer into the
    /// target under it, only within `parts` (output pixels) when later opaque ops cover the
    /// rest (see Renderer+Covers).
    func endGroup(at index: Int, in list: DisplayList, within parts: [PixelRect]? = nil) throws {
        guard targets.count > 1 else {
            throw SDLBackendError.invalidDisplayList("endGroup without a matching beginGroup")
        }
        let g = targets.removeLast()
        if let corners = g.inPlace { return try endGroupInPlace(g, corners: corners) }
        guard let layer = g.layer else { return }
        defer {
            if let kept = g.retained { keepRetainedLayer(layer, entry: kept) } else { releaseTarget(layer) }
        }
        let p = top
        // Group geometry in parent pixels: `area` is what the layer holds, `full` the rounded rect.
        let area = PixelRect(g.originX - p.originX, g.originY - p.originY, g.width, g.height)
        canvas.setTarget(p.layer)
        // Each piece's parts of the layer's one colour, found once however many parts of it show.
        let pieces = Self.pieces(of: g, area: area).map { piece in
            (piece: piece, uniform: uniformParts(of: piece, in: g, end: index, list: list))
        }
        if let parts {
            stats.coveredPixelsSkipped +=
                area.intersection(damage.drawingWithin ?? area).area
                - parts.reduce(0) { $0 + $1.area }
            for part in parts {
                coverCulling.drawingWithin = part
                defer { coverCulling.drawingWithin = nil }
                if applyClip(nil) { try composite(g, layer, area: area, pieces: pieces) }
            }
        } else {
            _ = applyClip(nil)
            try composite(g, layer, area: area, pieces: pieces)
        }
        stats.groupsComposited += 1
    }

    /// Composites group `g`'s `layer`, which holds `area` (parent pixels), within the clip: its
    /// `pieces` between the corners, each as its layer's one colour faded where it is only that
    /// (`uniform`) and from the layer elsewhere, then its corners through their circles.
    private func composite(
        _ g: TargetFrame, _ layer: Layer, area: PixelRect, pieces: [(piece: PixelRect, uniform: UniformParts?)]
    ) throws {
        let full = g.clip ?? area
        let rad = g.radius
        let fade = alpha(g.opacity)
        for (piece, uniform) in pieces {
            var rest = [piece]
            // Where the layer holds only its opaque first fill: that colour, faded.
            if let uniform {
                for part in uniform.parts { canvas.fade(uniform.color, alpha: fade, over: part) }
                rest = uniform.rest
                stats.drawCalls += uniform.parts.count
                stats.pixelsFadedAsFill += uniform.parts.reduce(0) { $0 + canvas.visibleArea($1).area }
            }
            for r in rest {
                copy(
                    layer, PixelRect(r.x - area.x, r.y - area.y, r.width, r.height), r, alpha: fade,
                    sampling: .nearest, opaque: g.opaque)
            }
        }
        if rad > 0 {
            let circle = try cornerCircle(rad)
            let whole = PixelCanvas.SourceMap(
                source: (0, 0, Double(area.width), Double(area.height)),
                within: PixelRect(0, 0, area.width, area.height), onto: area)
            for (corner, square) in cornerSquares(full, rad).enumerated() {
                let d = square.intersection(area)
                // A corner outside the clip (composited in parts around a cover) makes no mask.
                guard !canvas.visibleArea(d).isEmpty else { continue }
                canvas.draw(
                    layer, whole, d, throughCorner: corner, radius: rad, from: (d.x - square.x, d.y - square.y),
                    circle: circle, alpha: fade)
            }
        }
    }

    /// The parts of group `g`'s `area` (parent pixels) between its rounded corners, which
    /// `composite` lays without a mask: the band between the top and bottom corners, and the two
    /// strips between the left and the right ones.
    static func pieces(of g: TargetFrame, area: PixelRect) -> [PixelRect] {
        let full = g.clip ?? area
        return [
            PixelRect(full.x + g.radius, full.y, full.width - 2 * g.radius, full.height),
            PixelRect(full.x, full.y + g.radius, g.radius, full.height - 2 * g.radius),
            PixelRect(full.maxX - g.radius, full.y + g.radius, g.radius, full.height - 2 * g.radius),
        ].map { $0.intersection(area) }.filter { !$0.isEmpty }
    }

    /// The four r×r corner squares of `full`: top-left, top-right, bottom-left, bottom-right.
    private func cornerSquares(_ full: PixelRect, _ r: Int) -> [PixelRect] {
        [
            PixelRect(full.x, full.y, r, r), PixelRect(full.maxX - r, full.y, r, r),
            PixelRect(full.x, full.maxY - r, r, r), PixelRect(full.maxX - r, full.maxY - r, r, r),
        ]
    }

    /// A pooled layer at least `w`×`h`; sizes round up to 64 so animated groups reuse one.
    /// A group that outgrew the pooled layers (a view expanding to full screen) lets go of
    /// the smaller ones, and its new layer is made with room for the window, so each larger
    /// layer after it is made in that same buffer, writing only the pages it adds (see
    /// PixelRecycler).
    private func acquireTarget(_ w: Int, _ h: Int) throws -> Layer {
        if let best = pooledTarget(fitting: w, h) { return caches.targetPool.remove(at: best).layer }
        // No copy of the pool may outlive this line: a layer it held would keep its buffer
        // from the recycler until the new layer is made (as an unoptimised build does).
        caches.targetPool.removeAll { $0.width * $0.height < w * h }
        let (width, height) = ((w + 63) / 64 * 64, (h + 63) / 64 * 64)
        // Not cleared here: `beginGroup` clears what the frame redraws in it (or an opaque first
        // child replaces it), and no pixel past that is read, as with a pooled layer's old ones.
        return try makeLayer(width, height, room: roundedWindowBytes, zeroed: false)
    }

    /// Puts a layer of the output's size, its pages written, in the pool of group layers unless
    /// one is there. Call it between frames before a presentation: its first frames draw the
    /// presented page in a group that grows to the window (a card's page, a photo's detail, the
    /// player), and writing a page for the first time waits on the kernel, 2.2–2.5 µs a page on
    /// the VM Segue is measured on (see PixelRecycler): at 2×, 1,404 pages, about 3 ms, in the
    /// frames the group grew in. The layer stays in the pool as any other, for
    /// `evictAfterFrames` frames unused.
    func warmGroupTarget() {
        let out = canvas.output
        guard pooledTarget(fitting: out.width, out.height) == nil, let layer = try? acquireTarget(out.width, out.height)
        else { return }
        memset(layer.bits, 0, layer.rowBytes * layer.height)
        releaseTarget(layer)
    }

    /// The index of the smallest pooled layer at least `w`×`h`, if one is.
    private func pooledTarget(fitting w: Int, _ h: Int) -> Int? {
        let pool = caches.targetPool
        let fits = pool.indices.filter { pool[$0].width >= w && pool[$0].height >= h }
        return fits.min(by: { pool[$0].width * pool[$0].height < pool[$1].width * pool[$1].height })
    }

    /// Puts `layer` in the pool, for the next group that fits in it.
    func releaseTarget(_ layer: Layer) {
        caches.targetPool.append(
            CachedLayer(layer: layer, width: layer.width, height: layer.height, lastUsed: frame))
    }
}
