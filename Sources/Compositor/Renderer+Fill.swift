import Foundation
import ViewKit

/// Solid (rounded) rects. Axis-aligned ones are pixman fills with corners through coverage
/// circles (cached up to `largestTabulatedRadius`; past it, quarter discs pixman rasterises for
/// the frame, see PixelCanvas+LargeCorners); rotated shapes are cairo's.
extension Renderer {
    /// Rounded fills with radii up to this many pixels take their corners from the cached
    /// coverage circles; larger ones, which grow on springs a new radius a frame, from quarter
    /// discs pixman rasterises along the arc, in microseconds.
    static let largestTabulatedRadius = 48

    func fill(_ rect: CGRect, radius: CGFloat, color: Color, state: DrawState) {
        guard rect.width > 0, rect.height > 0, color.alpha * state.opacity > 0.001 else { return }
        guard applyClip(state.clip) else { return }
        let c = rgba(color, state.opacity)
        if state.transform.isAxisAligned {
            var px = snappedRect(rect, state.transform)
            var c = c
            if px.isEmpty { (px, c) = hairline(rect, state.transform, c, origin: (top.originX, top.originY)) }
            guard !px.isEmpty else { return }
            fillRounded(px, radius: radiusPixels(radius, state.transform, fitting: px), c)
        } else {
            fillPolygon(rect, radius: radius, state.transform, c)
        }
    }

    /// A rect thinner than a pixel (a 0.5-point separator at 1×) would snap to nothing; like
    /// UIKit it becomes one whole pixel, with alpha scaled by the area it really covers.
    ///
    /// Both its edges snapped to the same pixel boundary; the pixel just before it is the one
    /// its own side owns. The pixel after belongs to whatever starts there, such as the next
    /// cell, which is drawn later and would paint over it: a separator moving by fractions of a
    /// point vanished on a third of the frames.
    ///
    /// Snapped in output pixels, then moved into the target whose origin is `origin` (output
    /// pixels), as `snappedRect` is.
    func hairline(_ rect: CGRect, _ t: CGAffineTransform, _ c: RGBA8, origin o: (x: Int, y: Int)) -> (PixelRect, RGBA8)
    {
        let (x0, y0, x1, y1) = outputPixelBox(rect, t)
        func span(_ a: Double, _ b: Double, origin: Int) -> (Int, Int, Double) {
            let start = Self.snapped(a, into: origin), w = Self.snapped(b, into: origin) - start
            if w > 0 { return (start, w, 1) }
            return (max(0, start - 1), 1, b - a)
        }
        let (x, w, fx) = span(x0, x1, origin: o.x), (y, h, fy) = span(y0, y1, origin: o.y)
        var out = c
        out.a = UInt8((Double(c.a) * min(1, fx) * min(1, fy)).rounded())
        return (PixelRect(x, y, w, h), out)
    }

    /// A snapped pixel rect with anti-aliased corners of `radius` whole pixels: the straight
    /// parts as three non-overlapping rects (so translucent colours blend once) and the
    /// corners through the cached coverage circle, or for larger radii through quarter discs
    /// pixman rasterises for the frame.
    func fillRounded(_ px: PixelRect, radius rad: Int, _ c: RGBA8) {
        guard rad > 0 else { return fillPixels(px, c) }
        let large = rad > Renderer.largestTabulatedRadius
        let circle = large ? nil : try? cornerCircle(rad)
        guard large || circle != nil else { return fillPixels(px, c) }
        fillPixels(PixelRect(px.x + rad, px.y, px.width - 2 * rad, px.height), c)
        fillPixels(PixelRect(px.x, px.y + rad, rad, px.height - 2 * rad), c)
        fillPixels(PixelRect(px.maxX - rad, px.y + rad, rad, px.height - 2 * rad), c)
        if let circle {
            canvas.fillCorners(of: px, radius: rad, c, circle: circle)
        } else {
            canvas.fillLargeCorners(of: px, radius: rad, c)
        }
        stats.drawCalls += 4
    }

    /// The keyboard focus ring: the rounded rect's outline, `width` points wide and centred on
    /// it, drawn by cairo under the op's transform, so it follows a view that moves, scales or
    /// rounds its corners on the way.
    func focusRing(_ rect: CGRect, radius: CGFloat, color: Color, width: CGFloat, state: DrawState) {
        guard rect.width > 0, rect.height > 0, width > 0, color.alpha * state.opacity > 0.001 else { return }
        guard applyClip(state.clip) else { return }
        canvas.stroke(
            PixelCanvas.RoundedShape(rect: rect, radius: Double(radius), transform: toTargetPixels(state.transform)),
            width: Double(width), rgba(color, state.opacity))
        stats.drawCalls += 1
    }

    /// A rotated (rounded) rect, drawn by cairo in the current target's pixels.
    func fillPolygon(_ rect: CGRect, radius: CGFloat, _ t: CGAffineTransform, _ c: RGBA8) {
        canvas.fill(PixelCanvas.RoundedShape(rect: rect, radius: Double(radius), transform: toTargetPixels(t)), c)
        stats.drawCalls += 1
    }

    /// The map from local points under `t` to the current target's pixels.
    func toTargetPixels(_ t: CGAffineTransform) -> CGAffineTransform {
        let s = scale, o = top
        return CGAffineTransform(
            a: t.a * s, b: t.b * s, c: t.c * s, d: t.d * s, tx: t.tx * s - CGFloat(o.originX),
            ty: t.ty * s - CGFloat(o.originY))
    }
}
