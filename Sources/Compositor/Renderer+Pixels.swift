import Foundation
import ViewKit

extension CGAffineTransform {
    /// Whether the transform only scales, by factors of 0 or more, and moves: axis-aligned
    /// without a mirror or a half turn, so a line or an image under it is laid left to right and
    /// top to bottom, as the axis-aligned paths draw them.
    var isUpright: Bool { b == 0 && c == 0 && a >= 0 && d >= 0 }
}

/// Coordinate conversion (points → current-target pixels), snapping and clipping.
extension Renderer {
    var top: TargetFrame { targets[targets.count - 1] }

    /// The current target's origin in output pixels (read once: `top` copies its frame).
    var topOrigin: (x: Int, y: Int) {
        let frame = top
        return (frame.originX, frame.originY)
    }

    /// `rect` in local points → the output's pixels, unsnapped, as (x0, y0, x1, y1). Edges are
    /// snapped here and only then moved into the current target (see `snappedRect`).
    func outputPixelBox(_ rect: CGRect, _ t: CGAffineTransform) -> (Double, Double, Double, Double) {
        let w = rect.applying(t)
        let s = Double(scale)
        return (Double(w.minX) * s, Double(w.minY) * s, Double(w.maxX) * s, Double(w.maxY) * s)
    }

    /// The pixel rect with each edge rounded to the nearest pixel boundary, so shapes that
    /// share an edge in points share it in pixels too (no seams, no double-blended lines).
    ///
    /// The edges are rounded in output pixels and only then moved into the current target, as
    /// `pixelsOfClip` does: rounding in the target's own pixels would put an edge half a pixel
    /// left of a layer's origin one pixel further left (ties round away from zero) than the same
    /// edge drawn straight into the output, and a group drawn in place must give its layer's
    /// pixels.
    ///
    /// `origin` is the target's origin in output pixels: the current target's when nil, and
    /// (0, 0) for the output's own pixels, as damage compares ops in (Renderer+SamePixels).
    func snappedRect(_ rect: CGRect, _ t: CGAffineTransform, origin: (x: Int, y: Int)? = nil) -> PixelRect {
        let (x0, y0, x1, y1) = outputPixelBox(rect, t)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .zero }
        let o = origin ?? topOrigin
        let ix = Self.snapped(x0, into: o.x), iy = Self.snapped(y0, into: o.y)
        return PixelRect(ix, iy, Self.snapped(x1, into: o.x) - ix, Self.snapped(y1, into: o.y) - iy)
    }

    /// An output-pixel coordinate rounded to the nearest pixel boundary (ties away from zero),
    /// then moved into a target whose origin is `origin` output pixels: the one snapping rule
    /// of edges, clips, hairlines and text (see `snappedRect`). Clamped to ±10⁹ so far-off
    /// geometry cannot overflow.
    static func snapped(_ v: Double, into origin: Int) -> Int {
        Int(min(1e9, max(-1e9, v)).rounded()) - origin
    }

    /// A corner radius in points → whole pixels, clamped so it fits the pixel rect.
    func radiusPixels(_ radius: CGFloat, _ t: CGAffineTransform, fitting rect: PixelRect) -> Int {
        guard radius > 0 else { return 0 }
        let s = Double(scale) * Double(min(abs(t.a), abs(t.d)))
        let r = Int(min(1e6, Double(radius) * s).rounded())
        return max(0, min(r, min(rect.width, rect.height) / 2, 1024))
    }

    /// The clip in current-target pixels: `clip` (window points) within the target's used area
    /// and, while a frame draws and `withinDamage`, within the part of the output it redraws.
    /// nil means "nothing visible".
    func clipPixels(_ clip: CGRect?, withinDamage: Bool = true) -> PixelRect? {
        let o = top
        var area = PixelRect(0, 0, o.width, o.height)
        if let limit = o.limit { area = area.intersection(limit) }
        if let c = clip { area = area.intersection(pixelsOfClip(c)) }
        if withinDamage, let redrawn = damage.drawingWithin {
            area = area.intersection(redrawn.offsetBy(-o.originX, -o.originY))
        }
        if withinDamage, let shown = coverCulling.drawingWithin {
            area = area.intersection(shown.offsetBy(-o.originX, -o.originY))
        }
        return area.isEmpty ? nil : area
    }

    /// `clip` (window points) in the current target's pixels, each edge rounded to the nearest
    /// pixel boundary, not narrowed to the target, its limit or the damage; `origin` as
    /// `snappedRect` takes it.
    func pixelsOfClip(_ clip: CGRect, origin: (x: Int, y: Int)? = nil) -> PixelRect {
        let s = Double(scale), o = origin ?? topOrigin
        let x0 = Self.snapped(Double(clip.minX) * s, into: o.x)
        let y0 = Self.snapped(Double(clip.minY) * s, into: o.y)
        let x1 = Self.snapped(Double(clip.maxX) * s, into: o.x)
        let y1 = Self.snapped(Double(clip.maxY) * s, into: o.y)
        return PixelRect(x0, y0, x1 - x0, y1 - y0)
    }

    /// Sets the canvas's clip for `clip` (window points); false when nothing would be visible.
    func applyClip(_ clip: CGRect?) -> Bool {
        guard let px = clipPixels(clip) else { return false }
        (canvas.clip, canvas.undamagedClip) = (px, clipPixels(clip, withinDamage: false))
        return true
    }

    /// Straight-alpha colour with `opacity` folded into alpha, as 8-bit components.
    func rgba(_ c: Color, _ opacity: Double) -> RGBA8 {
        c.withAlphaComponent(c.alpha * opacity).rgba8
    }

    /// An 8-bit alpha for `opacity` (0…1).
    func alpha(_ opacity: Double) -> UInt8 { rgba(.white, opacity).a }

    /// Fills a pixel rect with `c` within the clip.
    func fillPixels(_ rect: PixelRect, _ c: RGBA8) {
        guard !rect.isEmpty else { return }
        canvas.fill(rect, c)
        stats.drawCalls += 1
    }

    /// Draws `src` of `layer` over `dst` pixels; skips empty rects.
    func copy(
        _ layer: Layer, _ src: PixelRect, _ dst: PixelRect, alpha: UInt8 = 255,
        sampling: PixelCanvas.Sampling = .linear, opaque: Bool? = nil
    ) {
        guard !src.isEmpty, !dst.isEmpty else { return }
        canvas.draw(layer, from: src, to: dst, alpha: alpha, sampling: sampling, opaque: opaque)
        stats.drawCalls += 1
    }
}
