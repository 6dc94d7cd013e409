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
            // The root target's alpha is never shown, and its clear colour makes it opaque even where
            // SDL's blends leave 253 in the alpha channel.
            let opaqueTarget = targets.count == 1 && list.clearColor.alpha >= 1
            entry = try computeBlur(
                px: px, out: out, clip: clip, radius: rad, sigma: sigma, tint: tint, key: key, old: entry,
                opaqueTarget: opaqueTarget, r)
        }
        guard var e = entry else { return }
        e.lastUsed = frame
        let alpha = rgba(.white, state.opacity).a
        if e.backdrop != nil {
            let dim = foldableDim(after: index, in: list, over: rect.applying(t), clip: state.clip)
            let wanted = BlurMix(alpha: alpha, dim: dim ?? 0)
            if dim != nil { foldedOp = index + 1 }
            if e.mixed != wanted, let root = rootPixels() {
                // A mix that changes every frame (a fade) goes straight to the window's pixels.
                mix(e, wanted, into: root, at: out)
                e.mixed = nil
                caches.blurs[slot] = e
                return
            }
            if e.mixed != wanted { try mix(&e, wanted) }
            device.setBlendMode(e.texture, SDL_BLENDMODE_NONE)
            device.setAlphaMod(e.texture, 255)
        } else {
            device.setBlendMode(e.texture, SDL_BLENDMODE_BLEND)
            device.setAlphaMod(e.texture, alpha)
        }
        caches.blurs[slot] = e
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

    /// Reads the backdrop around `out`, blurs it at reduced size, and enlarges it with the tint
    /// baked in into a texture holding `out`; corners get their coverage afterwards.
    /// Only pixels inside `clip` are read: what the clip hides is not the view's backdrop, so
    /// the downscale repeats the nearest read pixel there.
    private func computeBlur(
        px: SDL_Rect, out: SDL_Rect, clip: SDL_Rect, radius rad: Int, sigma: Double, tint: Color,
        key: Int, old: BlurEntry?, opaqueTarget: Bool, _ r: OpaquePointer
    ) throws -> BlurEntry {
        stats.blurComputations += 1
        if let pixman = device as? PixmanRenderDevice {
            return try pixmanBlur(
                pixman, px: px, out: out, clip: clip, radius: rad, sigma: sigma, tint: tint, key: key, old: old, r)
        }
        let d = max(1, min(4, Int(sigma / 2)))
        // A whole number of small pixels, so `out` starts on a small pixel and the enlargement
        // is exactly d× (SDL's stretch takes whole source pixels).
        let margin = Int32((2 * sigma / Double(d)).rounded(.up)) * Int32(d)
        let region = SDL_Rect(x: out.x - margin, y: out.y - margin, w: out.w + 2 * margin, h: out.h + 2 * margin)
        let read = region.intersection(clip)
        try readRegion(read, into: &scratch.pixels, r)
        var small = BoxBlur.downscale(
            scratch.pixels,
            BoxBlur.Region(
                width: Int(region.w), height: Int(region.h), readX: Int(read.x - region.x),
                readY: Int(read.y - region.y), readWidth: Int(read.w), readHeight: Int(read.h)),
            by: d)
        let s = sigma / Double(d)
        BoxBlur.blur(&small, radius: Int(((1 + 4 * s * s).squareRoot() - 1) / 2 + 0.5))
        var packed = BoxBlur.pack(small, tint: tint)
        // The texture is a whole number of small pixels; only its top-left `out` size is shown.
        let cols = (Int(out.w) + d - 1) / d, rows = (Int(out.h) + d - 1) / d
        let size = (w: cols * d, h: rows * d)
        var blurred = old?.blurred ?? []
        if blurred.count != size.w * size.h { blurred = [UInt32](repeating: 0, count: size.w * size.h) }
        let from = SDL_Rect(x: margin / Int32(d), y: margin / Int32(d), w: Int32(cols), h: Int32(rows))
        let smallWidth = small.w
        try packed.withUnsafeMutableBufferPointer { words in
            try blurred.withUnsafeMutableBufferPointer { pixels in
                try stretch(words, width: smallWidth, from: from, into: pixels.baseAddress!, size, pitch: size.w * 4)
                Coverage.maskCorners(
                    pixels.baseAddress!, rowWords: size.w, out: out, px: px, quarter: quarter(rad), radius: rad,
                    premultiplied: false)
            }
        }
        var tex = old?.texture
        if let o = old, o.textureWidth != size.w || o.textureHeight != size.h {
            device.destroyTexture(o.texture); tex = nil
        }
        let texture = try tex ?? makeTexture(size.w, size.h, access: SDL_TEXTUREACCESS_STREAMING, r)
        var entry = BlurEntry(
            key: key, texture: texture, width: Int(out.w), height: Int(out.h), textureWidth: size.w,
            textureHeight: size.h, blurred: blurred, opaqueRows: opaqueRows(blurred, rowWords: size.w, out: out),
            lastUsed: frame)
        if opaqueTarget || isOpaque(scratch.pixels, count: Int(read.w * read.h)) {
            // The read pixels become the entry's; the old entry's buffer is the next read's.
            entry.backdrop = scratch.pixels
            scratch.pixels = old?.backdrop ?? []
            entry.backdropOffset = Int(out.y - read.y) * Int(read.w) + Int(out.x - read.x)
            entry.backdropRowWords = Int(read.w)
        } else {
            blurred.withUnsafeBufferPointer { upload($0, width: size.w, to: texture) }
        }
        return entry
    }

    /// The blur drawn by pixman from the target's pixels into the entry's texture, which is
    /// then drawn with its alpha like any other: pixman blends a faded blur in one pass, so
    /// it needs none of the backdrop mixing below.
    private func pixmanBlur(
        _ pixman: PixmanRenderDevice, px: SDL_Rect, out: SDL_Rect, clip: SDL_Rect, radius rad: Int, sigma: Double,
        tint: Color, key: Int, old: BlurEntry?, _ r: OpaquePointer
    ) throws -> BlurEntry {
        let margin = Int32((3 * sigma).rounded(.up))
        let region = SDL_Rect(x: out.x - margin, y: out.y - margin, w: out.w + 2 * margin, h: out.h + 2 * margin)
        var texture = old?.texture
        if let o = old, o.textureWidth != Int(out.w) || o.textureHeight != Int(out.h) {
            device.destroyTexture(o.texture); texture = nil
        }
        let made = try texture ?? makeTexture(Int(out.w), Int(out.h), access: SDL_TEXTUREACCESS_STREAMING, r)
        let request = PixmanRenderDevice.BlurRequest(region: region, readable: clip, out: out, sigma: sigma, tint: tint)
        guard pixman.blur(request, into: made) else { throw SDLBackendError.fromSDL("pixman blur of \(out)") }
        if rad > 0 {
            let t = PixmanRenderDevice.texture(made)
            Coverage.maskCorners(
                t.bits, rowWords: t.rowWords, out: out, px: px, quarter: quarter(rad), radius: rad, premultiplied: true)
        }
        return BlurEntry(
            key: key, texture: made, width: Int(out.w), height: Int(out.h), textureWidth: Int(out.w),
            textureHeight: Int(out.h), blurred: [], lastUsed: frame)
    }

    /// For each of `out`'s rows in `pixels`: whether every pixel in it is opaque.
    private func opaqueRows(_ pixels: [UInt32], rowWords: Int, out: SDL_Rect) -> [Bool] {
        pixels.withUnsafeBufferPointer { p in
            var rows = [Bool](repeating: true, count: Int(out.h))
            for y in 0..<Int(out.h) {
                var all: UInt32 = 0xFF00_0000
                for x in 0..<Int(out.w) { all &= p[y * rowWords + x] }
                rows[y] = all >= 0xFF00_0000
            }
            return rows
        }
    }

    /// Whether the first `count` words all have alpha 255.
    private func isOpaque(_ pixels: [UInt32], count: Int) -> Bool {
        pixels.withUnsafeBufferPointer { p in
            var all: UInt32 = 0xFF00_0000
            for i in 0..<count { all &= p[i] }
            return all >= 0xFF00_0000
        }
    }

    /// Enlarges `from` (small pixels, rows `width` words apart) to the whole `size` with SDL's
    /// linear stretch.
    private func stretch(
        _ small: UnsafeMutableBufferPointer<UInt32>, width: Int, from: SDL_Rect,
        into pixels: UnsafeMutablePointer<UInt32>, _ size: (w: Int, h: Int), pitch: Int
    ) throws {
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        let height = small.count / width
        guard
            let src = SDL_CreateRGBSurfaceWithFormatFrom(
                small.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), format),
            let dst = SDL_CreateRGBSurfaceWithFormatFrom(
                pixels, Int32(size.w), Int32(size.h), 32, Int32(pitch), format)
        else { throw SDLBackendError.fromSDL("SDL_CreateRGBSurfaceWithFormatFrom") }
        defer { SDL_FreeSurface(src); SDL_FreeSurface(dst) }
        var s = from, d = SDL_Rect(x: 0, y: 0, w: Int32(size.w), h: Int32(size.h))
        guard SDL_SoftStretchLinear(src, &s, dst, &d) == 0 else {
            throw SDLBackendError.fromSDL("SDL_SoftStretchLinear")
        }
    }
}
