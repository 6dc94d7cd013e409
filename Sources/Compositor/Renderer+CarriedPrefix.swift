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
    func carryPrefix(into list: DisplayList, damage region: DamageRegion, start: Int) throws -> DamageRegion? {
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
            storePrefix(list, count: count, blurSlots: head.ops.filter(\.isBlur).count)
            stats.prefixesCarried += 1
            return changed
        }
        return nil
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
