import Foundation
import ViewKit

/// A kept prefix cut back to the ops a frame still shares with it, in place.
///
/// A transition's first frame keeps as its prefix everything under what moves (see
/// Renderer+CarriedPrefix): a page, its bars, and a view that starts to fade on the page, the
/// mini player's bar. When the next frame changes an op inside that prefix (the bar's fade goes
/// on), its list no longer starts with the prefix, and the frame drew every op over the whole
/// window: the page's too, which it shares with the prefix up to the bar.
///
/// The prefix's layer holds those shared ops' pixels everywhere except where its later ops drew.
/// So the shared ops are drawn again into the layer within those ops' rects only (a strip for a
/// bar, the status and tab bars), and the prefix becomes the shared ops; the frame then
/// restores it as any frame does. The layer holds what the shared ops alone draw, as a frame
/// drawing them whole would: within the rects, they were drawn anew from a cleared start, and
/// outside them, no later op touched a pixel. `checksDamage` compares each such frame with one
/// drawn whole.
///
/// The mini player's open at 1×: its second frame drew 68 ops over the whole window
/// (8.63 million instructions); it now draws the page within the bars' strips and the 44 ops
/// past it. Its close's first frame, which adds the bar to a prefix of 56 ops, likewise.
extension Renderer {
    /// Cuts the kept prefix back to the first ops `list` shares with it and returns where the
    /// frame then starts, having begun the frame; nil, having drawn nothing, when the list
    /// shares none of it worth keeping, or all of it, or when redrawing the rest would cover more
    /// than `carriedChanges` of the window or reach outside `region`, which the frame redraws.
    /// `start` is where the frame would start without it.
    func shortenPrefix(for list: DisplayList, damage region: DamageRegion, bounds: [PixelRect], start: FrameStart)
        throws -> FrameStart?
    {
        let output = canvas.output.bounds
        guard start.kept == nil, prefix.isEnabled, damage.isTracking, let layer = prefix.layer,
            layer.width == output.width, layer.height == output.height, let within = region.bounds,
            Double(within.area) >= Double(output.area) * Renderer.carryingDamage
        else { return nil }
        let shared = sharedTopLevelOps(list, prefix.ops)
        guard shared < prefix.ops.count, shared - start.visible.index >= PrefixCache.minimumOps else { return nil }
        // Where the ops past the shared ones drew in the layer.
        let kept = DisplayList(size: list.size, clearColor: list.clearColor, ops: Array(prefix.ops))
        var redrawn = DamageRegion()
        for rect in opBounds(kept, within: output).0[shared...] { Renderer.add(rect, to: &redrawn) }
        guard redrawn.rects.allSatisfy({ within.contains($0) }),
            Double(redrawn.rects.reduce(0) { $0 + $1.area }) <= Double(output.area) * Renderer.carriedChanges
        else { return nil }
        let head = DisplayList(size: list.size, clearColor: list.clearColor, ops: Array(list.ops[0..<shared]))
        let headBounds = Array(bounds[0..<shared])
        // A blur among the shared ops whose cached blur is gone would blur its backdrop again,
        // reading the layer beyond the rects redrawn, where the later ops' pixels still are.
        let stale = opBounds(head, within: output).1
        guard !stale.contains(where: { read in redrawn.rects.contains { $0.intersects(read) } }) else { return nil }
        // The frame begins here, whether or not any rect is drawn: ops that drew nothing (at
        // opacity 0) leave none.
        beginFrame()
        let drawnTo = canvas.output
        canvas.replaceOutput(layer)
        defer { canvas.replaceOutput(drawnTo) }
        do {
            for rect in redrawn.rects {
                try drawFrame(head, within: DamageRegion(rects: [rect]), bounds: headBounds, stable: 0, begun: true)
            }
        } catch {
            // The layer is drawn in part: it holds neither prefix now.
            dropPrefix()
            throw error
        }
        let slots = head.ops.filter(\.isBlur).count
        (prefix.ops, prefix.blurSlots, prefix.pendingBlur) = (list.ops[0..<shared], slots, nil)
        stats.prefixesShortened += 1
        return FrameStart(visible: start.visible, kept: (shared, slots))
    }

    /// How many of the first ops of `list` equal `kept`'s, cut back to end at the top level: a
    /// prefix is restored onto the output, outside every group.
    private func sharedTopLevelOps(_ list: DisplayList, _ kept: ArraySlice<DisplayOp>) -> Int {
        var (depth, shared, count) = (0, 0, 0)
        for (op, other) in zip(list.ops, kept) {
            guard op == other else { break }
            switch op {
            case .beginGroup: depth += 1
            case .endGroup: depth -= 1
            default: break
            }
            count += 1
            if depth == 0 { shared = count }
        }
        return shared
    }
}
