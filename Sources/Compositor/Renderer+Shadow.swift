import CCairo
import Foundation
import ViewKit

/// Soft shadows as stretched 9-patches of a once-blurred rounded rect.
///
/// The patch covers a rounded rect just big enough that its middle row and column are
/// unaffected by the corners; any larger rect with the same radius and blur then looks the
/// same at its corners and edges, so one layer serves every size.
extension Renderer {
    /// Pixels of the constant middle of a shared patch.
    static let shadowTile = 64

    func shadow(
        _ rect: CGRect, radius: CGFloat, color: Color, blur: CGFloat, offset: CGSize, state: DrawState,
        occluder: PixelRect?
    ) throws {
        let c = rgba(color, state.opacity)
        guard rect.width > 0, rect.height > 0, c.a > 0, applyClip(state.clip) else { return }
        let t = state.transform
        let moved = rect.applying(t).offsetBy(dx: offset.width, dy: offset.height)
        let px = snappedRect(moved, .identity)
        guard !px.isEmpty else { return }
        let rad = radiusPixels(radius, t, fitting: px)
        // UIKit's shadowRadius is about two standard deviations.
        let sigma = Double(blur * scale) / 2
        guard sigma >= 0.25 else { return fillRounded(px, radius: rad, c) }
        let patchRadius = min(Renderer.shadowPatchRadius(rad, sigma: sigma), min(px.width, px.height) / 2)
        let (patch, key) = try shadowPatch(radius: patchRadius, sigma: sigma, size: px)
        drawNinePatch(patch, key: key, around: px, c, occluder: occluder)
    }

    /// A small rect's own patch stretched to `size` pixels (see `ShadowPatch.stretched`), made
    /// now when the patch holds none at that size; nil when it cannot be made.
    private func stretchedPatch(_ p: ShadowPatch, key: ShadowKey, size: (w: Int, h: Int)) -> Layer? {
        if let held = p.stretched, held.width == size.w, held.height == size.h { return held }
        guard let made = Layer(width: size.w, height: size.h, mask: true),
            PixelCanvas.stretch(p.layer, from: p.layer.bounds, into: made, sampling: .linear)
        else { return nil }
        stats.texturesCreated += 1
        caches.shadows[key]?.stretched = made
        return made
    }

    /// The part of the window an opaque op right after a shadow at `index` will cover, in
    /// current-target pixels: the shadow need not paint there. Its rounded corners are left out.
    func occluder(after index: Int, in list: DisplayList) -> PixelRect? {
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

    private func coveredCore(_ rect: CGRect, _ radius: CGFloat, _ state: DrawState) -> PixelRect? {
        guard state.transform.isAxisAligned, state.clip == nil else { return nil }
        let px = snappedRect(rect, state.transform)
        let rad = radiusPixels(radius, state.transform, fitting: px)
        return px.insetBy(rad)
    }

    /// Draws `c` through the patch so its inner rect lands on `px`: fixed corners, stretched
    /// edges, and a plain fill for the fully covered centre.
    private func drawNinePatch(
        _ p: ShadowPatch, key: ShadowKey, around px: PixelRect, _ c: RGBA8, occluder: PixelRect?
    ) {
        let k = p.core + p.pad, pad = p.pad
        let x0 = px.x - pad, y0 = px.y - pad, x1 = px.maxX + pad, y1 = px.maxY + pad
        guard !p.whole else {
            // A small rect's own patch: stretched all (it is at most 3 pixels off in size), once
            // for as long as the rect keeps its size.
            let to = PixelRect(x0, y0, x1 - x0, y1 - y0)
            if let layer = stretchedPatch(p, key: key, size: (to.width, to.height)) {
                canvas.draw(mask: layer, from: layer.bounds, to: to, color: c, sampling: .nearest)
            } else {
                canvas.draw(mask: p.layer, from: p.layer.bounds, to: to, color: c, sampling: .linear)
            }
            stats.drawCalls += 1
            return
        }
        let midW = x1 - x0 - 2 * k, midH = y1 - y0 - 2 * k
        let mid = p.side - 2 * k  // width of the patch's constant middle strip
        let cols = [(0, k, x0, k), (k, mid, x0 + k, midW), (p.side - k, k, x1 - k, k)]
        let rows = [(0, k, y0, k), (k, mid, y0 + k, midH), (p.side - k, k, y1 - k, k)]
        for (ci, col) in cols.enumerated() {
            for (ri, row) in rows.enumerated() where col.3 > 0 && row.3 > 0 {
                var src = PixelRect(col.0, row.0, col.1, row.1)
                var dst = PixelRect(col.2, row.2, col.3, row.3)
                if let o = occluder {
                    (src, dst) = Renderer.uncovered(src, dst, by: o, stretchedX: ci == 1, stretchedY: ri == 1)
                }
                if ci == 1 && ri == 1 {
                    fillPixels(dst, c)
                } else if !src.isEmpty && !dst.isEmpty {
                    tile(p.layer, src, dst, color: c, alongX: ci == 1, alongY: ri == 1)
                }
            }
        }
    }

    /// Draws `c` through `src` of `mask` over `dst` in unscaled copies of `src` along the
    /// stretched axis, which the patch is constant along: pixman composites a copy through a
    /// mask at its fastest, a stretched one several times slower.
    private func tile(_ mask: Layer, _ src: PixelRect, _ dst: PixelRect, color c: RGBA8, alongX: Bool, alongY: Bool) {
        guard alongX || alongY else {
            canvas.draw(mask: mask, from: src, to: dst, color: c, sampling: .nearest)
            stats.drawCalls += 1
            return
        }
        let span = alongX ? dst.width : dst.height, length = alongX ? src.width : src.height
        var done = 0
        while done < span {
            let n = min(length, span - done)
            var s = src, d = dst
            if alongX {
                (s.width, d.x, d.width) = (n, dst.x + done, n)
            } else {
                (s.height, d.y, d.height) = (n, dst.y + done, n)
            }
            canvas.draw(mask: mask, from: s, to: d, color: c, sampling: .nearest)
            stats.drawCalls += 1
            done += n
        }
    }

    /// Trims a 9-patch piece to what `o` leaves visible when that is still one rect, cropping
    /// the source alike along axes that are not stretched.
    static func uncovered(_ src: PixelRect, _ dst: PixelRect, by o: PixelRect, stretchedX: Bool, stretchedY: Bool)
        -> (PixelRect, PixelRect)
    {
        var (s, d) = (src, dst)
        let spansX = o.x <= d.x && o.maxX >= d.maxX, spansY = o.y <= d.y && o.maxY >= d.maxY
        if spansX && spansY { return (s, .zero) }
        if spansX {  // a stretched axis is constant, so only the destination needs cropping
            let top = max(d.y, min(d.maxY, o.y)), bottom = min(d.maxY, max(d.y, o.maxY))
            if top == d.y, bottom > d.y {  // covered from the top: keep the bottom part
                let cut = bottom - d.y
                d.y += cut; d.height -= cut; if !stretchedY { s.y += cut; s.height -= cut }
            } else if bottom == d.maxY, top < bottom {
                let cut = d.maxY - top
                d.height -= cut; if !stretchedY { s.height -= cut }
            }
        }
        if spansY {
            let left = max(d.x, min(d.maxX, o.x)), right = min(d.maxX, max(d.x, o.maxX))
            if left == d.x, right > d.x {
                let cut = right - d.x
                d.x += cut; d.width -= cut; if !stretchedX { s.x += cut; s.width -= cut }
            } else if right == d.maxX, left < right {
                let cut = d.maxX - left
                d.width -= cut; if !stretchedX { s.width -= cut }
            }
        }
        return (s, d)
    }

    /// The corner radius (pixels) the shadow of a rect rounded by `radius` is built with: the
    /// nearest multiple of a quarter of the blur's standard deviation `sigma` (pixels). A card
    /// whose corners round as it is dragged asked for a new patch every frame, 5.8 million
    /// instructions at 2×; blurred by sigma, a corner up to an eighth of sigma rounder or
    /// squarer moved the shadows of the screenshot scenarios at 2× by at most 2 levels of 255.
    static func shadowPatchRadius(_ radius: Int, sigma: Double) -> Int {
        let step = max(1, Int(sigma / 4))
        return (radius + step / 2) / step * step
    }

    /// The cached patch for a radius and blur, built on a miss. A rect too small for the
    /// shared patch gets its own, keyed by its size rounded to 4 pixels.
    private func shadowPatch(radius rad: Int, sigma: Double, size px: PixelRect) throws -> (ShadowPatch, ShadowKey) {
        let pad = Int((3 * sigma).rounded(.up))
        let core = rad + pad
        var key = ShadowKey(radius: rad, blurQuarterPixels: Int((sigma * 4).rounded()))
        var inner = (2 * core + Renderer.shadowTile, 2 * core + Renderer.shadowTile)
        if px.width < 2 * core + 1 || px.height < 2 * core + 1 {
            let w = (px.width + 3) / 4 * 4, h = (px.height + 3) / 4 * 4
            (key.width, key.height) = (w, h)
            inner = (w, h)
        }
        if var hit = caches.shadows[key] {
            hit.lastUsed = frame
            caches.shadows[key] = hit
            return (hit, key)
        }
        stats.shadowBuilds += 1
        let side = (w: inner.0 + 2 * pad, h: inner.1 + 2 * pad)
        let layer = try shadowMask(inner: inner, pad: pad, radius: rad, sigma: sigma)
        let patch = ShadowPatch(
            layer: layer, side: side.w, sideHeight: side.h, core: core, pad: pad, whole: key.width != 0,
            lastUsed: frame)
        caches.shadows[key] = patch
        return (patch, key)
    }

    /// The coverage of the rounded rect, `inner` pixels with `pad` around it, blurred. A
    /// Gaussian of `sigma` pixels is smooth over a few pixels, so the shape (cairo's) and the
    /// blur are made on a grid `step` times coarser (a sixteenth of the work at σ ≥ 10) and
    /// pixman's bilinear enlargement gives the full pixels, within a level of the full-size
    /// blur: a corner radius that changes every frame (a card's, flying open) costs a small
    /// build a frame, not a large one.
    private func shadowMask(inner: (Int, Int), pad: Int, radius rad: Int, sigma: Double) throws -> Layer {
        let side = (w: inner.0 + 2 * pad, h: inner.1 + 2 * pad)
        let step = max(1, min(4, Int(sigma / 2.5)))
        let small = (w: (side.w + step - 1) / step + 1, h: (side.h + step - 1) / step + 1)
        guard let coarse = Layer(width: small.w, height: small.h, mask: true),
            let out = step > 1 ? Layer(width: side.w, height: side.h, mask: true) : coarse
        else {
            throw SDLBackendError.sdl(
                call: "pixman_image_create_bits(\(side.w)×\(side.h), a8)", reason: "out of memory")
        }
        let shape = CGRect(x: pad, y: pad, width: inner.0, height: inner.1)
        PixelCanvas.withCairo(on: coarse) { cr in
            cairo_scale(cr, 1 / Double(step), 1 / Double(step))
            PixelCanvas.roundedPath(shape, radius: Double(min(rad, min(inner.0, inner.1) / 2)), cr)
            cairo_fill(cr)
        }
        Renderer.blurCoverage(coarse, sigma: sigma / Double(step))
        stats.texturesCreated += 1
        guard step > 1 else { return out }
        // Small pixel i covers full pixels [i·step, (i+1)·step), so full (u + ½) is small (u + ½) ÷ step.
        coarse.sampleScaled(into: out, scale: 1 / Double(step), offset: 0)
        return out
    }

    /// Blurs a coverage layer in place by a near-Gaussian of `sigma` pixels (three box blurs).
    static func blurCoverage(_ mask: Layer, sigma: Double) {
        let (w, h, stride) = (mask.width, mask.height, mask.rowBytes)
        let bytes = UnsafeMutableRawPointer(mask.bits).assumingMemoryBound(to: UInt8.self)
        var values = [Float](repeating: 0, count: w * h)
        values.withUnsafeMutableBufferPointer { v in
            for y in 0..<h {
                let (row, out) = (bytes + y * stride, v.baseAddress! + y * w)
                for x in 0..<w { out[x] = Float(row[x]) / 255 }
            }
        }
        Coverage.boxBlur(&values, width: w, height: h, sigma: sigma)
        values.withUnsafeBufferPointer { v in
            for y in 0..<h {
                let (row, blurred) = (bytes + y * stride, v.baseAddress! + y * w)
                for x in 0..<w { row[x] = Coverage.level(blurred[x]) }
            }
        }
    }
}
