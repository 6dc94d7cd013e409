import CSDL2
import Foundation
import ViewKit

/// Backdrop blur (iOS's UIVisualEffectView): blur what is already drawn under a rect, lay a
/// tint over it, and keep the result while the backdrop does not change.
extension Renderer {
    func backdropBlur(
        _ rect: CGRect, radius: CGFloat, blur: CGFloat, tint: Color, state: DrawState,
        index: Int, list: DisplayList, _ r: OpaquePointer
    ) throws {
        // Every blur op owns the slot of its position among blur ops, drawn or not, so skipping
        // hidden ops (see firstVisibleOp) keeps the numbering.
        let slot = blurSlot
        blurSlot += 1
        guard rect.width > 0, rect.height > 0, state.opacity > 0.001, applyClip(state.clip, r),
            let clip = clipPixels(state.clip)
        else { return }
        let t = state.transform
        let px = snappedRect(rect, t)
        let out = px.intersection(clip)
        guard !out.isEmpty else { return }
        let rad = t.isAxisAligned ? radiusPixels(radius, t, fitting: px) : 0
        let sigma = Double(blur * scale) / 2
        let key = backdropKey(
            rect.applying(t), px: px, out: out, radius: rad, sigma: sigma, tint: tint,
            index: index, list: list)
        var entry = caches.blurs[slot]
        if entry?.key != key || entry?.width != Int(out.w) || entry?.height != Int(out.h) {
            entry = try computeBlur(
                px: px, out: out, clip: clip, radius: rad, sigma: sigma, tint: tint, key: key, old: entry, r)
        }
        guard var e = entry else { return }
        e.lastUsed = frame
        caches.blurs[slot] = e
        SDL_SetTextureAlphaMod(e.texture, rgba(.white, state.opacity).a)
        copy(e.texture, SDL_Rect(0, 0, e.width, e.height), out, r)
    }

    /// A hash of everything that decides the blurred pixels: the blur's own parameters and
    /// every op drawn before it in this target whose bounds touch it.
    func backdropKey(
        _ window: CGRect, px: SDL_Rect, out: SDL_Rect, radius: Int, sigma: Double,
        tint: Color, index: Int, list: DisplayList
    ) -> Int {
        var h = Hasher()
        h.combine(SDLRectKey(px)); h.combine(SDLRectKey(out)); h.combine(radius); h.combine(sigma); h.combine(tint)
        h.combine(top.originX); h.combine(top.originY)
        if targets.count == 1 { h.combine(list.clearColor) }
        let reach = window.insetBy(dx: -CGFloat(sigma * 3) / scale, dy: -CGFloat(sigma * 3) / scale)
        for i in top.firstOp..<index where Renderer.bounds(of: list.ops[i]).intersects(reach) {
            h.combine(i); h.combine(list.ops[i])
        }
        return h.finalize()
    }

    /// Window-point bounds an op can touch (generous where unknown, such as text width).
    static func bounds(of op: DisplayOp) -> CGRect {
        func clipped(_ r: CGRect, _ s: DrawState) -> CGRect { s.clip.map { r.intersection($0) } ?? r }
        switch op {
        case let .fill(rect, _, _, s), let .image(_, _, rect, _, s), let .backdropBlur(rect, _, _, _, s),
            let .beginGroup(rect, _, s):
            return clipped(rect.applying(s.transform), s)
        case let .shadow(rect, _, _, blur, offset, s):
            let r = rect.applying(s.transform).offsetBy(dx: offset.width, dy: offset.height)
            return clipped(r.insetBy(dx: -blur * 1.5, dy: -blur * 1.5), s)
        case let .text(string, font, _, origin, s):
            let box = CGRect(
                x: origin.x, y: origin.y, width: font.size * CGFloat(string.count), height: font.size * 1.5)
            return clipped(box.applying(s.transform), s)
        case .endGroup:
            return .null
        }
    }

    /// Reads the backdrop around `out`, blurs it at reduced size, and bakes tint and corner
    /// coverage into a texture the size of `out`.
    /// Only pixels inside `clip` are read: what the clip hides is not the view's backdrop.
    private func computeBlur(
        px: SDL_Rect, out: SDL_Rect, clip: SDL_Rect, radius rad: Int, sigma: Double, tint: Color,
        key: Int, old: BlurEntry?, _ r: OpaquePointer
    ) throws -> BlurEntry {
        stats.blurComputations += 1
        let margin = Int32((2 * sigma).rounded(.up))
        let read = SDL_Rect(x: out.x - margin, y: out.y - margin, w: out.w + 2 * margin, h: out.h + 2 * margin)
            .intersection(clip)
        try readRegion(read, into: &scratch.pixels, r)
        let d = max(1, min(4, Int(sigma / 2)))
        var small = BoxBlur.downscale(scratch.pixels, Int(read.w), Int(read.h), by: d)
        let s = sigma / Double(d)
        BoxBlur.blur(&small.pixels, small.w, small.h, radius: Int(((1 + 4 * s * s).squareRoot() - 1) / 2 + 0.5))
        var pixels = [UInt32](repeating: 0, count: Int(out.w * out.h))
        BoxBlur.upscale(
            small, by: d, origin: (Int(out.x - read.x), Int(out.y - read.y)), into: &pixels,
            width: Int(out.w), height: Int(out.h), tint: tint)
        maskCorners(&pixels, out: out, px: px, radius: rad)
        var tex = old?.texture
        if let o = old, o.width != Int(out.w) || o.height != Int(out.h) { SDL_DestroyTexture(o.texture); tex = nil }
        let texture = try tex ?? makeTexture(Int(out.w), Int(out.h), access: SDL_TEXTUREACCESS_STREAMING, r)
        pixels.withUnsafeBufferPointer { upload($0, width: Int(out.w), to: texture) }
        return BlurEntry(key: key, texture: texture, width: Int(out.w), height: Int(out.h), lastUsed: frame)
    }

    /// Multiplies alpha by the rounded-rect coverage of `px` for the pixels of `out`.
    private func maskCorners(_ pixels: inout [UInt32], out: SDL_Rect, px: SDL_Rect, radius rad: Int) {
        guard rad > 0 else { return }
        let q = quarter(rad)
        let w = Int(out.w)
        for y in 0..<Int(out.h) {
            let gy = Int(out.y) + y - Int(px.y)
            let cy = gy < rad ? gy : (gy >= Int(px.h) - rad ? Int(px.h) - 1 - gy : -1)
            guard cy >= 0 else { continue }
            for x in 0..<w {
                let gx = Int(out.x) + x - Int(px.x)
                let cx = gx < rad ? gx : (gx >= Int(px.w) - rad ? Int(px.w) - 1 - gx : -1)
                guard cx >= 0 else { continue }
                let p = pixels[y * w + x]
                let a = UInt32((Float(p >> 24) * q[cy * rad + cx]).rounded())
                pixels[y * w + x] = (p & 0x00FF_FFFF) | (a << 24)
            }
        }
    }
}
