import CSDL2
import Foundation
import ViewKit

/// Solid (rounded) rects. Axis-aligned ones are blits; rotated ones are triangles.
extension Renderer {
    func fill(_ rect: CGRect, radius: CGFloat, color: Color, state: DrawState, _ r: OpaquePointer) {
        guard rect.width > 0, rect.height > 0, color.alpha * state.opacity > 0.001 else { return }
        guard applyClip(state.clip, r) else { return }
        let c = rgba(color, state.opacity)
        if state.transform.isAxisAligned {
            var px = snappedRect(rect, state.transform)
            var c = c
            if px.isEmpty { (px, c) = hairline(rect, state.transform, c) }
            guard !px.isEmpty else { return }
            fillRounded(px, radius: radiusPixels(radius, state.transform, fitting: px), c, r)
        } else {
            fillPolygon(rect, radius: radius, state.transform, c, r)
        }
    }

    /// A rect thinner than a pixel (a 0.5-point separator at 1×) would snap to nothing; like
    /// UIKit it becomes one whole pixel, with alpha scaled by the area it really covers.
    ///
    /// Both its edges snapped to the same pixel boundary; the pixel just before it is the one
    /// its own side owns. The pixel after belongs to whatever starts there, such as the next
    /// cell, which is drawn later and would paint over it: a separator moving by fractions of a
    /// point vanished on a third of the frames.
    private func hairline(_ rect: CGRect, _ t: CGAffineTransform, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
        -> (SDL_Rect, (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
    {
        let (x0, y0, x1, y1) = pixelBox(rect, t)
        func span(_ a: Double, _ b: Double) -> (Int32, Int32, Double) {
            let w = Int32(b.rounded()) - Int32(a.rounded())
            if w > 0 { return (Int32(a.rounded()), w, 1) }
            return (max(0, Int32(a.rounded()) - 1), 1, b - a)
        }
        let (x, w, fx) = span(x0, x1), (y, h, fy) = span(y0, y1)
        var out = c
        out.a = UInt8((Double(c.a) * min(1, fx) * min(1, fy)).rounded())
        return (SDL_Rect(x: x, y: y, w: w, h: h), out)
    }

    /// A snapped pixel rect with anti-aliased corners of `radius` whole pixels: the straight
    /// parts as three non-overlapping rects (so translucent colours blend once) and the
    /// corners as quadrants of the cached coverage circle.
    func fillRounded(
        _ px: SDL_Rect, radius rad: Int, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
        _ r: OpaquePointer
    ) {
        setDrawColor(c, r)
        let pixman = device as? PixmanRenderDevice
        if let pixman, rad > PixmanRenderDevice.largestTabulatedRadius {
            pixman.fill(PixmanRenderDevice.RoundedShape(rect: CGRect(px), radius: Double(rad)), c)
            stats.drawCalls += 1
            return
        }
        // Large radii share textures in 4-pixel steps (drawn a few percent scaled), so a circle
        // growing on a spring does not build a new texture every frame.
        let textureRadius = rad <= 48 ? rad : (rad + 2) / 4 * 4
        guard rad > 0, let tex = try? cornerTexture(textureRadius, r) else { fillPixels(px, r); return }
        let rr = Int32(rad), tr = Int32(textureRadius), (x, y, w, h) = (px.x, px.y, px.w, px.h)
        fillPixels(SDL_Rect(x: x + rr, y: y, w: w - 2 * rr, h: h), r)
        fillPixels(SDL_Rect(x: x, y: y + rr, w: rr, h: h - 2 * rr), r)
        fillPixels(SDL_Rect(x: x + w - rr, y: y + rr, w: rr, h: h - 2 * rr), r)
        if let pixman {
            pixman.fillCorners(of: px, radius: rad, c, coverage: tex)
            stats.drawCalls += 4
            return
        }
        tint(tex, c)
        copy(tex, SDL_Rect(x: 0, y: 0, w: tr, h: tr), SDL_Rect(x: x, y: y, w: rr, h: rr), r)
        copy(tex, SDL_Rect(x: tr, y: 0, w: tr, h: tr), SDL_Rect(x: x + w - rr, y: y, w: rr, h: rr), r)
        copy(tex, SDL_Rect(x: 0, y: tr, w: tr, h: tr), SDL_Rect(x: x, y: y + h - rr, w: rr, h: rr), r)
        copy(tex, SDL_Rect(x: tr, y: tr, w: tr, h: tr), SDL_Rect(x: x + w - rr, y: y + h - rr, w: rr, h: rr), r)
    }

    /// A rotated (rounded) rect, rasterised on the CPU from its signed distance (a one-pixel
    /// linear ramp, i.e. box-filtered edges) into a white coverage texture, tinted when
    /// drawn. SDL's triangle rasteriser does not interpolate alpha well enough for fringes.
    /// Patches are cached by shape and sub-pixel phase, so static shapes cost one blit.
    func fillPolygon(
        _ rect: CGRect, radius: CGFloat, _ t: CGAffineTransform,
        _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: OpaquePointer
    ) {
        if let pixman = device as? PixmanRenderDevice {
            let s = scale, o = top
            let toPixels = CGAffineTransform(
                a: t.a * s, b: t.b * s, c: t.c * s, d: t.d * s, tx: t.tx * s - CGFloat(o.originX),
                ty: t.ty * s - CGFloat(o.originY))
            pixman.fill(PixmanRenderDevice.RoundedShape(rect: rect, radius: Double(radius), transform: toPixels), c)
            stats.drawCalls += 1
            return
        }
        let (x0, y0, x1, y1) = pixelBox(rect, t)
        let bx = Int(x0.rounded(.down)) - 1, by = Int(y0.rounded(.down)) - 1
        let w = Int(x1.rounded(.up)) + 1 - bx, h = Int(y1.rounded(.up)) + 1 - by
        guard w > 0, h > 0, w * h <= 1 << 22 else { return }
        let s = Double(scale), o = top
        // The local → pixel map, with the patch's origin at (bx, by).
        let m = (
            Double(t.a) * s, Double(t.b) * s, Double(t.c) * s, Double(t.d) * s,
            Double(t.tx) * s - Double(o.originX) - Double(bx), Double(t.ty) * s - Double(o.originY) - Double(by)
        )
        func q(_ v: Double, _ k: Double = 1024) -> Int { Int((v * k).rounded()) }
        let key = RotatedKey(values: [
            q(m.0), q(m.1), q(m.2), q(m.3), q(m.4, 16), q(m.5, 16),
            q(Double(rect.minX)), q(Double(rect.minY)), q(Double(rect.width)),
            q(Double(rect.height)), q(Double(radius)), w, h,
        ])
        guard let tex = rotatedPatch(key, map: m, rect: rect, radius: radius, w: w, h: h, r) else { return }
        tint(tex, c)
        copy(tex, SDL_Rect(0, 0, w, h), SDL_Rect(bx, by, w, h), r)
    }

    private func rotatedPatch(
        _ key: RotatedKey, map m: (Double, Double, Double, Double, Double, Double),
        rect: CGRect, radius: CGFloat, w: Int, h: Int, _ r: OpaquePointer
    ) -> OpaquePointer? {
        if let hit = caches.rotated[key] {
            caches.rotated[key]?.lastUsed = frame
            return hit.texture
        }
        let det = m.0 * m.3 - m.1 * m.2
        guard abs(det) > 1e-9 else { return nil }
        // Pixel → local inverse, and local distances → pixels (assumes near-uniform scale).
        let inv = (m.3 / det, -m.1 / det, -m.2 / det, m.0 / det)
        let pxPerLocal = abs(det).squareRoot()
        let hw = Double(rect.width) / 2, hh = Double(rect.height) / 2
        let cx = Double(rect.midX), cy = Double(rect.midY)
        let rad = min(Double(radius), min(hw, hh))
        var cov = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let px = Double(x) + 0.5 - m.4, py = Double(y) + 0.5 - m.5
                let lx = inv.0 * px + inv.2 * py - cx, ly = inv.1 * px + inv.3 * py - cy
                let qx = abs(lx) - (hw - rad), qy = abs(ly) - (hh - rad)
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                let dist = (outside + min(max(qx, qy), 0) - rad) * pxPerLocal
                cov[y * w + x] = Float(min(1, max(0, 0.5 - dist)))
            }
        }
        guard let tex = try? texture(from: Renderer.whitePixels(cov), w, h, r) else { return nil }
        caches.rotated[key] = CachedTexture(texture: tex, width: w, height: h, lastUsed: frame)
        return tex
    }
}
