import CPixman

/// Where the renderer's draws land: pixman's SIMD compositing and cairo's shapes over
/// premultiplied layers. It speaks pixels and layers, nothing of SDL: the window and the
/// canvas hand it their memory as a layer, and only present what it made.
package final class PixelCanvas {
    /// The frame's pixels: a window's surface or streaming buffer, or the canvas's memory.
    package private(set) var output: Layer
    /// Where draws go now: the output, or an offscreen layer.
    private(set) var target: Layer
    /// Draws are limited to this rect of the target; nil for the whole target.
    var clip: PixelRect?
    /// The clip the op being drawn has whatever part of the frame changed: its own clip, not
    /// the damage's nor what covers it. A shape cairo draws is rasterised whole within it (see
    /// PixelCanvas+Cairo). Nil for the whole target.
    var undamagedClip: PixelRect?
    /// Where layers for cairo's shapes take their buffers, when set (see PixelRecycler).
    var recycler: PixelRecycler?
    /// The threads large composites are split over (see PixelCanvas+Bands).
    var pool = BandPool(threads: 1)

    init(output: Layer) { (self.output, target) = (output, output) }

    /// Draws from now on go to `layer` (a window's new surface after a resize).
    func replaceOutput(_ layer: Layer) {
        let drawingToOutput = target === output
        output = layer
        if drawingToOutput { target = layer }
    }

    /// Sends draws to `layer`, or to the output when nil, with no clip.
    func setTarget(_ layer: Layer?) {
        target = layer ?? output
        (clip, undamagedClip) = (nil, nil)
    }

    /// `rect` within the target and the clip.
    func visibleArea(_ rect: PixelRect) -> PixelRect {
        var out = rect.intersection(target.bounds)
        if let c = clip { out = out.intersection(c) }
        return out
    }

    // MARK: - Fills

    /// Sets every pixel of `rect` (the whole target when nil) to `c`, whatever the clip.
    func replace(_ rect: PixelRect? = nil, with c: RGBA8) {
        let area = (rect ?? target.bounds).intersection(target.bounds)
        guard !area.isEmpty else { return }
        fillBox(area, c, op: PIXMAN_OP_SRC)
        if area == target.bounds {
            target.isOpaque = c.a == 255
        } else if c.a < 255 {
            target.isOpaque = false
        }
    }

    /// Blends `c` over `rect`, within the clip.
    func fill(_ rect: PixelRect, _ c: RGBA8) {
        let visible = visibleArea(rect)
        guard !visible.isEmpty, c.a > 0 else { return }
        fillBox(visible, c, op: c.a == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER)
    }

    private func fillBox(_ rect: PixelRect, _ c: RGBA8, op: pixman_op_t) {
        fill(rect, of: target.image, with: Self.premultiplied(c), op: op)
    }

    // MARK: - Reading

    /// The straight-alpha pixels of `rect` of the target as ARGB words (or ABGR with
    /// `swapRedBlue`), rows `rowWords` apart; false when `rect` is not inside the target.
    func read(_ rect: PixelRect, into out: UnsafeMutablePointer<UInt32>, rowWords: Int, swapRedBlue: Bool = false)
        -> Bool
    {
        guard target.bounds.contains(rect) else { return false }
        target.readStraight(rect, into: out, outRowWords: rowWords, swapRedBlue: swapRedBlue)
        return true
    }

    /// Copies `rect` of the target (inside it) into `layer`'s top-left corner, as they are,
    /// whatever the clip.
    func copyPixels(_ rect: PixelRect, into layer: Layer) {
        pixman_image_composite32(
            PIXMAN_OP_SRC, target.image, nil, layer.image, Int32(rect.x), Int32(rect.y), 0, 0, 0, 0,
            Int32(rect.width), Int32(rect.height))
    }

    /// Writes `layer`'s top-left pixels over `rect` of the target, as they are, whatever the clip.
    func writePixels(of layer: Layer, into rect: PixelRect) {
        pixman_image_composite32(
            PIXMAN_OP_SRC, layer.image, nil, target.image, 0, 0, 0, 0, Int32(rect.x), Int32(rect.y),
            Int32(rect.width), Int32(rect.height))
    }

    /// Sets `rect` of the target (inside it) to transparent black, whatever the clip, leaving
    /// what the target says of its opacity: the pixels are put back before it is read.
    func clearPixels(_ rect: PixelRect) {
        fill(rect, of: target.image, with: Self.premultiplied((0, 0, 0, 0)), op: PIXMAN_OP_SRC)
    }

    // MARK: - Colours

    /// An 8-bit straight colour as pixman's 16-bit premultiplied one.
    static func premultiplied(_ c: RGBA8) -> pixman_color_t {
        func channel(_ v: UInt8) -> UInt16 { UInt16((UInt32(v) * UInt32(c.a) * 257 + 127) / 255) }
        return pixman_color_t(red: channel(c.r), green: channel(c.g), blue: channel(c.b), alpha: UInt16(c.a) * 257)
    }

    /// A solid premultiplied colour image from a straight 8-bit colour; the caller unrefs it.
    static func solid(_ c: RGBA8) -> OpaquePointer? {
        var color = premultiplied(c)
        return pixman_image_create_solid_fill(&color)
    }

    /// 16.16 fixed point, as pixman takes coordinates and transforms.
    static func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
}
