import Foundation
import ViewKit

/// A second renderer that draws every frame whole, to hold the damage to its promise: the
/// output after drawing only what changed must equal, pixel for pixel, the output drawn anew.
/// Tests and the fuzzer switch it on (`checksDamage`); it doubles a frame's cost. The
/// reference draws on one thread, so the check holds the bands to one thread's pixels too.
final class DamageCheck {
    let reference: Renderer
    /// What went wrong, a line a frame, at most `limit` lines.
    private(set) var mismatches: [String] = []
    static let limit = 20

    init?(like renderer: Renderer) {
        let out = renderer.canvas.output
        guard let layer = Layer(width: out.width, height: out.height) else { return nil }
        reference = Renderer(output: layer, scale: renderer.scale, fonts: renderer.fonts)
        reference.tracksDamage = false
        reference.evictAfterFrames = renderer.evictAfterFrames
        // Every op of every frame, whole, and every group in a layer of its own, composited
        // whole, so the kept prefixes, the covers, the kept groups, the groups drawn in place and
        // the fades composited as fills are checked as well.
        reference.reusesPrefix = false
        reference.cullsCoveredPixels = false
        reference.retainsFadingGroups = false
        reference.drawsGroupsInPlace = false
        reference.fadesUniformGroupParts = false
        // On one thread, so a frame drawn in bands is held to the pixels of one drawn without.
        reference.threads = 1
    }

    /// Draws `list` whole and compares it with `drawn`, the output `frame` left.
    func compare(_ list: DisplayList, with drawn: Layer, scale: CGFloat, frame: Int, damage: [PixelRect]) throws {
        if reference.scale != scale { reference.scale = scale }
        if reference.canvas.output.width != drawn.width || reference.canvas.output.height != drawn.height {
            guard let layer = Layer(width: drawn.width, height: drawn.height) else { return }
            reference.replaceOutput(layer)
        }
        // At this renderer's frame number: a call that changed nothing drew no frame here, and
        // a cache's age (an image decoded larger, unused for `evictAfterFrames` frames) must
        // count the same frames in both.
        reference.frame = frame - 1
        try reference.draw(list)
        let whole = reference.canvas.output
        var differing = 0, box = PixelRect.zero, first = ""
        for y in 0..<drawn.height {
            let a = drawn.bits + y * drawn.rowWords, b = whole.bits + y * whole.rowWords
            guard memcmp(a, b, drawn.width * 4) != 0 else { continue }
            for x in 0..<drawn.width where a[x] & 0x00FF_FFFF != b[x] & 0x00FF_FFFF {
                if differing == 0 { first = "; first (\(x), \(y)): \(hex(a[x])) drawn, \(hex(b[x])) whole" }
                differing += 1
                box = box.union(PixelRect(x, y, 1, 1))
            }
        }
        guard differing > 0, mismatches.count < DamageCheck.limit else { return }
        mismatches.append(
            "frame \(frame): \(differing) pixels in \(box) differ from the frame drawn whole; it redrew \(damage)\(first)"
        )
    }

    /// A pixel as #RRGGBB.
    private func hex(_ pixel: UInt32) -> String { "#" + String(format: "%06X", pixel & 0x00FF_FFFF) }
}

extension Renderer {
    /// Whether each frame is also drawn whole by a second renderer and compared with what
    /// drawing only its damage left (`damageMismatches`). For tests and the fuzzer: it doubles
    /// the cost of a frame.
    public var checksDamage: Bool {
        get { damageCheck != nil }
        set { damageCheck = newValue ? (damageCheck ?? DamageCheck(like: self)) : nil }
    }

    /// The frames whose output differed from the same frame drawn whole, one line each (the
    /// pixels, where, and the damage it drew); empty when `checksDamage` found none.
    public var damageMismatches: [String] { damageCheck?.mismatches ?? [] }
}
