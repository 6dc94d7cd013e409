import Foundation
import ViewKit

/// A prefix carried over from the output the last frame left, for the first frame of a
/// presentation. That frame adds ops over most of the window (a sheet's dimming, a zoom's
/// fading backdrop, a card's blur), so it redraws the screen under them everywhere: the whole
/// page, drawn from its ops, which every later frame restores from the prefix it keeps (see
/// Renderer+Prefix). But the output already holds that page, as the last frame drew it; only
/// what the press changed in it (a button's highlight going off, a photo's cell hidden) differs.
///
/// So when a frame's list starts with ops that differ from the last frame's whole list in at
/// most half of the window, and goes on to change at least half of it, the frame is drawn in
/// two passes. The first draws those ops alone, within the rects where they differ, as a frame of
/// that list after the last one would; the output then holds exactly their pixels, and is kept
/// as the prefix. The second draws the rest of the list over it, as any frame that restores a
/// prefix does. The pixels are those of the list drawn whole: each pass is a frame the damage
/// rules already draw exactly (`checksDamage` compares every frame with one drawn whole).
///
/// Where the prefix ends is found from the last frame's list: the prefix ends with the op its
/// list ended with, at the top level, and is followed by more ops.
///
/// Keeping the output is a copy of all of it: at 2×, 5.3 MB read and 5.3 MB written in the
/// first frame, besides drawing it. So when a press asks for a transition's page to be prepared
/// (`prepare(_:)`), the output is copied then, between frames (`copyOutputAhead`), and the
/// first frame copies into that copy only the part of the output it drew before keeping it.
/// The copy counts only while no frame has drawn in the output since (`outputChanges`).
extension Renderer {
    /// The least part of the output a frame must change, as a fraction, for its first ops to be
    /// carried over: below it, drawing them within the frame's damage costs less than keeping
    /// the output.
    static let carryingDamage = 0.5
    /// The most of the output the carried ops may differ in from what it shows, as a fraction:
    /// past it, drawing them there and keeping the output saves little over drawing them within
    /// the frame's damage. A card's release changes more than a quarter of it: the card's place
    /// in the list, emptied.
    static let carriedChanges = 0.5
    /// Where the prefix may end, tried from the list's end: the ops the last list ended with
    /// can recur (a group's end, say), and each try measures a damage.
    static let carriedEndsTried = 3

    /// When `list` changes `region`, most of the output, after first ops that differ from the
    /// last frame's list in a smaller part of it: begins the frame, draws those ops where they
    /// differ, keeps the output as their prefix, and returns the rects drawn. Nil otherwise,
    /// having drawn nothing and begun no frame.
    /// `start` is the list's first visible op; the list must not begin with the kept prefix.
    /// `copied` is the output as the last frame left it (`takeOutputCopy`), kept in its stead.
    func carryPrefix(into list: DisplayList, damage region: DamageRegion, start: Int, copied: Layer? = nil) throws
        -> DamageRegion?
    {
        let output = canvas.output.bounds
        guard prefix.isEnabled, damage.isTracking, let old = damage.shown, let last = old.ops.last,
            Double(area(of: region)) >= Double(output.area) * Renderer.carryingDamage
        else { return nil }
        for count in prefixEnds(in: list, endingWith: last, after: start).prefix(Renderer.carriedEndsTried) {
            let head = DisplayList(size: list.size, clearColor: list.clearColor, ops: Array(list.ops[0..<count]))
            let (changed, headBounds, headStable) = damagedRegion(for: head)
            guard Double(area(of: changed)) <= Double(output.area) * Renderer.carriedChanges else { continue }
            if changed.bounds == nil {
                beginFrame()
            } else {
                try drawFrame(head, within: changed, bounds: headBounds, stable: headStable)
            }
            storePrefix(
                list, count: count, blurSlots: head.ops.filter(\.isBlur).count, into: copied, changed: changed.bounds)
            stats.prefixesCarried += 1
            return changed
        }
        return nil
    }

    /// Copies the output, as the last frame left it, for the next frame to keep as the prefix
    /// it carries; between frames, when a press prepares a transition's page. Takes the kept
    /// prefix's layer when no prefix is kept in it, and a recycled buffer otherwise.
    func copyOutputAhead() {
        let out = canvas.output
        guard prefix.isEnabled, prefix.ahead.map({ $0.changes != outputChanges || !fits($0.layer) }) ?? true
        else { return }
        let layer: Layer
        if let held = prefix.ahead?.layer, fits(held) {
            layer = held
        } else if prefix.ops.isEmpty, let free = prefix.layer, fits(free) {
            (layer, prefix.layer) = (free, nil)
        } else {
            prefix.ahead = nil
            guard let made = try? makeLayer(out.width, out.height, zeroed: false) else { return }
            layer = made
        }
        Self.copyRows(of: out.bounds, from: out, into: layer)
        prefix.ahead = (layer, outputChanges)
        stats.outputsCopiedAhead += 1
    }

    /// The output copied ahead, when it is still the output; forgets it either way. A copy no
    /// longer good stays as the prefix layer (`keepBuffer(of:)`).
    func takeOutputCopy() -> Layer? {
        guard let ahead = prefix.ahead else { return nil }
        prefix.ahead = nil
        guard ahead.changes == outputChanges, fits(ahead.layer) else {
            keepBuffer(of: ahead.layer)
            return nil
        }
        return ahead.layer
    }

    /// Keeps `copy`, a copy of the output that no frame will carry, as the layer the next
    /// prefix is kept in when there is none, its pages written: a transition its press prepared
    /// that carries nothing in its first frame (the pop page, small as it starts) keeps a
    /// prefix later, and would wait on the kernel for a new layer's pages then.
    func keepBuffer(of copy: Layer) {
        guard fits(copy), prefix.layer.map({ !fits($0) }) ?? true else { return }
        prefix.layer = copy
    }

    /// Whether `layer` is the output's size.
    private func fits(_ layer: Layer) -> Bool {
        layer.width == canvas.output.width && layer.height == canvas.output.height
    }

    /// Where a carried prefix of `list` may end, last first: after an op equal to `last`, at the
    /// top level, with ops after it, `PrefixCache.minimumOps` or more past `start`.
    private func prefixEnds(in list: DisplayList, endingWith last: DisplayOp, after start: Int) -> [Int] {
        var depth = 0, ends: [Int] = []
        for (index, op) in list.ops.enumerated() {
            switch op {
            case .beginGroup: depth += 1
            case .endGroup: depth -= 1
            default: break
            }
            let count = index + 1
            if depth == 0, count < list.ops.count, count - start >= PrefixCache.minimumOps, op == last {
                ends.append(count)
            }
        }
        return ends.reversed()
    }

    private func area(of region: DamageRegion) -> Int { region.rects.reduce(0) { $0 + $1.area } }
}
