import CSDL2
import Foundation
import ViewKit

/// Coordinate conversion (points → current-target pixels), snapping and clipping.
extension Renderer {
    var top: TargetFrame { targets[targets.count - 1] }

    /// `rect` in local points → the current target's pixels, unsnapped, as (x0, y0, x1, y1).
    func pixelBox(_ rect: CGRect, _ t: CGAffineTransform) -> (Double, Double, Double, Double) {
        let w = rect.applying(t)
        let s = Double(scale), o = top
        return (
            Double(w.minX) * s - Double(o.originX), Double(w.minY) * s - Double(o.originY),
            Double(w.maxX) * s - Double(o.originX), Double(w.maxY) * s - Double(o.originY)
        )
    }

    /// The pixel rect with each edge rounded to the nearest pixel boundary, so shapes that
    /// share an edge in points share it in pixels too (no seams, no double-blended lines).
    func snappedRect(_ rect: CGRect, _ t: CGAffineTransform) -> SDL_Rect {
        let (x0, y0, x1, y1) = pixelBox(rect, t)
        let ix = Int32(x0.rounded()), iy = Int32(y0.rounded())
        return SDL_Rect(x: ix, y: iy, w: Int32(x1.rounded()) - ix, h: Int32(y1.rounded()) - iy)
    }

    /// A corner radius in points → whole pixels, clamped so it fits the pixel rect.
    func radiusPixels(_ radius: CGFloat, _ t: CGAffineTransform, fitting rect: SDL_Rect) -> Int {
        guard radius > 0 else { return 0 }
        let s = Double(scale) * Double(min(abs(t.a), abs(t.d)))
        let r = Int((Double(radius) * s).rounded())
        return max(0, min(r, Int(min(rect.w, rect.h)) / 2, 1024))
    }

    /// The clip in current-target pixels: `clip` (window points) within the target's used area.
    /// nil means "nothing visible".
    func clipPixels(_ clip: CGRect?) -> SDL_Rect? {
        let o = top
        var x0 = 0, y0 = 0, x1 = o.width, y1 = o.height
        if let c = clip {
            let s = Double(scale)
            x0 = max(x0, Int((Double(c.minX) * s).rounded()) - o.originX)
            y0 = max(y0, Int((Double(c.minY) * s).rounded()) - o.originY)
            x1 = min(x1, Int((Double(c.maxX) * s).rounded()) - o.originX)
            y1 = min(y1, Int((Double(c.maxY) * s).rounded()) - o.originY)
        }
        guard x1 > x0, y1 > y0 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }

    /// Sets SDL's clip for `clip` (window points); false when nothing would be visible.
    func applyClip(_ clip: CGRect?, _ r: OpaquePointer) -> Bool {
        guard let px = clipPixels(clip) else { return false }
        // The root needs no clip when the op is unclipped; a pooled group target may be larger
        // than the group, so there the used area is always the clip.
        let wanted: SDL_Rect? = (clip == nil && targets.count == 1) ? nil : px
        if let current = appliedClip, current.map(SDLRectKey.init) == wanted.map(SDLRectKey.init) { return true }
        device.setClip(wanted)
        appliedClip = .some(wanted)
        return true
    }

    /// Straight-alpha colour with `opacity` folded into alpha, as 8-bit components.
    func rgba(_ c: Color, _ opacity: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let q = c.withAlphaComponent(c.alpha * opacity).rgba8
        return q
    }

    /// Fills a pixel rect with the current draw colour; opaque colours skip blending, which
    /// SDL's software renderer turns into a plain memory fill.
    func fillPixels(_ rect: SDL_Rect, _ r: OpaquePointer) {
        guard rect.w > 0, rect.h > 0 else { return }
        if let c = drawColor, blendFillDirectly(rect, c) { return }
        device.fill(rect)
        stats.drawCalls += 1
    }

    func setDrawColor(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: OpaquePointer) {
        drawColor = c
        device.setDrawColor(c.r, c.g, c.b, c.a)
        device.setDrawBlendMode(c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    /// Copies `src` of `texture` to `dst` pixels; skips empty rects.
    func copy(_ texture: OpaquePointer, _ src: SDL_Rect, _ dst: SDL_Rect, _ r: OpaquePointer) {
        guard src.w > 0, src.h > 0, dst.w > 0, dst.h > 0 else { return }
        device.copy(texture, src, dst)
        stats.drawCalls += 1
    }

    func tint(_ texture: OpaquePointer, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        device.setColorMod(texture, c.r, c.g, c.b)
        device.setAlphaMod(texture, c.a)
    }
}

/// SDL_Rect is a C struct without Equatable; this compares by value.
struct SDLRectKey: Hashable {
    var x, y, w, h: Int32
    init(_ r: SDL_Rect) { (x, y, w, h) = (r.x, r.y, r.w, r.h) }
}

extension SDL_Rect {
    init(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
        self.init(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
    }

    var isEmpty: Bool { w <= 0 || h <= 0 }

    func intersection(_ o: SDL_Rect) -> SDL_Rect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + w, o.x + o.w), y1 = min(y + h, o.y + o.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }
}
