import CSDL2
import Foundation
import ViewKit

/// Soft shadows as stretched 9-patches of a once-blurred rounded rect.
///
/// The patch covers a rounded rect just big enough that its middle row and column are
/// unaffected by the corners; any larger rect with the same radius and blur then looks the
/// same at its corners and edges, so one texture serves every size.
extension Renderer {
    /// Pixels of the constant middle of a shared patch: the length of one unscaled tile.
    static let shadowTile = 64

    func shadow(
        _ rect: CGRect, radius: CGFloat, color: Color, blur: CGFloat, offset: CGSize,
        state: DrawState, occluder: SDL_Rect?, _ r: OpaquePointer
    ) throws {
        let c = rgba(color, state.opacity)
        guard rect.width > 0, rect.height > 0, c.a > 0, applyClip(state.clip, r) else { return }
        let t = state.transform
        let moved = rect.applying(t).offsetBy(dx: offset.width, dy: offset.height)
        let px = snappedRect(moved, .identity)
        guard !px.isEmpty else { return }
        let rad = radiusPixels(radius, t, fitting: px)
        // UIKit's shadowRadius is about two standard deviations.
        let sigma = Double(blur * scale) / 2
        guard sigma >= 0.25 else { fillRounded(px, radius: rad, c, r); return }
        // The colour is baked into the patch so a fully opaque draw needs no colour or alpha
        // modulation, which SDL's software blitters handle several times faster.
        let patch = try shadowPatch(radius: rad, sigma: sigma, size: px, color: color.rgba8, r)
        device.setAlphaMod(patch.texture, rgba(.white, state.opacity).a)
        drawNinePatch(patch, around: px, c, occluder: occluder, r)
    }

    /// The part of the window an opaque op right after a shadow at `index` will cover, in
    /// current-target pixels: the shadow need not paint there. Its rounded corners are left out.
    func occluder(after index: Int, in list: DisplayList) -> SDL_Rect? {
        guard index + 1 < list.ops.count else { return nil }
        if case let .beginGroup(rect, radius, state) = list.ops[index + 1] {
            // A card is often a group (for its rounded clip) opening with an opaque background.
            guard state.opacity >= 1, let inner = occluder(after: index + 1, in: list),
                let own = coveredCore(rect, radius, state)
            else { return nil }
            return inner.intersection(own)
        }
        switch list.ops[index + 1] {
        case let .fill(rect, radius, color, state) where color.alpha * state.opacity >= 1:
            return coveredCore(rect, radius, state)
        case let .image(image, _, rect, radius, state) where state.opacity >= 1:
            guard let e = caches.images[ObjectIdentifier(image)], e.image === image, e.opaque else { return nil }
            return coveredCore(rect, radius, state)
        default:
            return nil
        }
    }

    private func coveredCore(_ rect: CGRect, _ radius: CGFloat, _ state: DrawState) -> SDL_Rect? {
        guard state.transform.isAxisAligned, state.clip == nil else { return nil }
        let px = snappedRect(rect, state.transform)
        let rad = Int32(radiusPixels(radius, state.transform, fitting: px))
        return SDL_Rect(x: px.x + rad, y: px.y + rad, w: px.w - 2 * rad, h: px.h - 2 * rad)
    }

    /// Draws the patch so its inner rect lands on `px`: fixed corners, stretched edges, and a
    /// plain fill for the fully covered centre.
    private func drawNinePatch(
        _ p: ShadowPatch, around px: SDL_Rect, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
        occluder: SDL_Rect?, _ r: OpaquePointer
    ) {
        let side = Int32(p.side), k = Int32(p.core + p.pad), pad = Int32(p.pad)
        let x0 = px.x - pad, y0 = px.y - pad, x1 = px.x + px.w + pad, y1 = px.y + px.h + pad
        guard !p.whole else {
            // A small rect's own patch: stretch it all (it is at most 3 pixels off in size).
            copy(p.texture, SDL_Rect(0, 0, p.side, p.sideHeight), SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), r)
            return
        }
        let midW = x1 - x0 - 2 * k, midH = y1 - y0 - 2 * k
        let mid = side - 2 * k  // width of the patch's constant middle strip
        let cols: [(Int32, Int32, Int32, Int32)] = [(0, k, x0, k), (k, mid, x0 + k, midW), (side - k, k, x1 - k, k)]
        let rows: [(Int32, Int32, Int32, Int32)] = [(0, k, y0, k), (k, mid, y0 + k, midH), (side - k, k, y1 - k, k)]
        for (ci, col) in cols.enumerated() {
            for (ri, row) in rows.enumerated() where col.3 > 0 && row.3 > 0 {
                var src = SDL_Rect(x: col.0, y: row.0, w: col.1, h: row.1)
                var dst = SDL_Rect(x: col.2, y: row.2, w: col.3, h: row.3)
                if let o = occluder {
                    (src, dst) = Renderer.uncovered(src, dst, by: o, stretchedX: ci == 1, stretchedY: ri == 1)
                }
                if ci == 1 && ri == 1 {
                    setDrawColor(c, r)
                    fillPixels(dst, r)
                } else {
                    tile(p.texture, src, dst, length: mid, alongX: ci == 1, alongY: ri == 1, r)
                }
            }
        }
    }

    /// Fills `dst` with unscaled copies of `src`'s first `length` pixels along the stretched
    /// axis (the patch is constant along it): SDL's software renderer blends an unscaled copy
    /// several times faster than a stretched one.
    private func tile(
        _ texture: OpaquePointer, _ src: SDL_Rect, _ dst: SDL_Rect, length: Int32, alongX: Bool, alongY: Bool,
        _ r: OpaquePointer
    ) {
        guard alongX || alongY else { return copy(texture, src, dst, r) }
        let span = alongX ? dst.w : dst.h
        var done: Int32 = 0
        while done < span {
            let n = min(length, span - done)
            var s = src, d = dst
            if alongX { (s.w, d.x, d.w) = (n, dst.x + done, n) } else { (s.h, d.y, d.h) = (n, dst.y + done, n) }
            copy(texture, s, d, r)
            done += n
        }
    }

    /// Trims a 9-patch piece to what `o` leaves visible when that is still one rect, cropping
    /// the source alike along axes that are not stretched.
    static func uncovered(_ src: SDL_Rect, _ dst: SDL_Rect, by o: SDL_Rect, stretchedX: Bool, stretchedY: Bool)
        -> (SDL_Rect, SDL_Rect)
    {
        var (s, d) = (src, dst)
        let spansX = o.x <= d.x && o.x + o.w >= d.x + d.w, spansY = o.y <= d.y && o.y + o.h >= d.y + d.h
        if spansX && spansY { return (s, SDL_Rect(0, 0, 0, 0)) }
        if spansX {  // a stretched axis is constant, so only the destination needs cropping
            let top = max(d.y, min(d.y + d.h, o.y)), bottom = min(d.y + d.h, max(d.y, o.y + o.h))
            if top == d.y, bottom > d.y {  // covered from the top: keep the bottom part
                let cut = bottom - d.y
                d.y += cut; d.h -= cut; if !stretchedY { s.y += cut; s.h -= cut }
            } else if bottom == d.y + d.h, top < bottom {
                let cut = d.y + d.h - top
                d.h -= cut; if !stretchedY { s.h -= cut }
            }
        }
        if spansY {
            let left = max(d.x, min(d.x + d.w, o.x)), right = min(d.x + d.w, max(d.x, o.x + o.w))
            if left == d.x, right > d.x {
                let cut = right - d.x
                d.x += cut; d.w -= cut; if !stretchedX { s.x += cut; s.w -= cut }
            } else if right == d.x + d.w, left < right {
                let cut = d.x + d.w - left
                d.w -= cut; if !stretchedX { s.w -= cut }
            }
        }
        return (s, d)
    }

    /// The cached patch for a radius and blur, built on a miss. A rect too small for the
    /// shared patch gets its own, keyed by its size rounded to 4 pixels.
    private func shadowPatch(
        radius rad: Int, sigma: Double, size px: SDL_Rect,
        color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: OpaquePointer
    ) throws -> ShadowPatch {
        let pad = Int((3 * sigma).rounded(.up))
        let core = rad + pad
        var key = ShadowKey(
            radius: rad, blurQuarterPixels: Int((sigma * 4).rounded()),
            color: ARGB.pack(UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a)))
        var inner = (2 * core + Renderer.shadowTile, 2 * core + Renderer.shadowTile)
        if Int(px.w) < 2 * core + 1 || Int(px.h) < 2 * core + 1 {
            let w = (Int(px.w) + 3) / 4 * 4, h = (Int(px.h) + 3) / 4 * 4
            (key.width, key.height) = (w, h)
            inner = (w, h)
        }
        if var hit = caches.shadows[key] {
            hit.lastUsed = frame
            caches.shadows[key] = hit
            return hit
        }
        stats.shadowBuilds += 1
        let side = (w: inner.0 + 2 * pad, h: inner.1 + 2 * pad)
        var mask = [Float](repeating: 0, count: side.w * side.h)
        let shape = Coverage.roundedRect(
            width: inner.0, height: inner.1, radius: min(rad, min(inner.0, inner.1) / 2),
            quarter: quarter(min(rad, min(inner.0, inner.1) / 2)))
        for y in 0..<inner.1 { for x in 0..<inner.0 { mask[(y + pad) * side.w + x + pad] = shape[y * inner.0 + x] } }
        Coverage.boxBlur(&mask, width: side.w, height: side.h, sigma: sigma)
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b), alpha = Float(color.a)
        let tex = try texture(from: mask.map { rgb | UInt32(($0 * alpha).rounded()) << 24 }, side.w, side.h, r)
        // Stretching never interpolates across a varying axis here, so nearest is exact and
        // lets SDL's software renderer scale, tint and blend in one pass.
        device.setScaleMode(tex, key.width != 0 ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
        let patch = ShadowPatch(
            texture: tex, side: side.w, sideHeight: side.h, core: core, pad: pad,
            whole: key.width != 0, lastUsed: frame)
        caches.shadows[key] = patch
        return patch
    }
}
