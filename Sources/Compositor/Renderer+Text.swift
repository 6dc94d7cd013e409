import Foundation
import ViewKit

/// One-line text from cached white glyph layers, drawn through in the text's colour.
extension Renderer {
    func text(_ string: String, font: Font, color: Color, origin: CGPoint, state: DrawState) throws {
        guard !string.isEmpty, font.size > 0, color.alpha * state.opacity > 0.001 else { return }
        guard applyClip(state.clip), let entry = try textLayer(string, font: font) else { return }
        let t = state.transform
        let c = rgba(color, state.opacity)
        if t.isUpright {
            // Whole-pixel placement keeps glyph edges exactly as FreeType drew them (crisp).
            let to = textPixelRect(entry, origin: origin, t)
            if to.width == entry.width && to.height == entry.height {
                canvas.draw(coverage: entry.layer, from: entry.layer.bounds, to: to, color: c)
            } else if let tinted = try tintedTextLayer(string, font: font, line: entry, color: c) {
                // Stretched (a page scaling in or out): pixman samples a premultiplied colour
                // layer faded by a solid alpha on its SSE2 bilinear path, in about 29
                // instructions a pixel; a solid colour through a stretched coverage mask takes
                // its general path, about 97.
                canvas.draw(tinted.layer, from: tinted.layer.bounds, to: to, alpha: c.a, opaque: false)
            }
        } else {
            // Turned, mirrored included: a half turn lays the line right to left, upside down.
            let map = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
                .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
                .concatenating(toTargetPixels(t))
            canvas.draw(entry.layer, transform: map, tint: c, alpha: 255)
        }
        stats.drawCalls += 1
    }

    /// Where the line `line` lands for `origin` under the axis-aligned `t`, in the pixels of the
    /// target whose origin is `target` output pixels (the current target's when nil): its
    /// origin snapped as every edge is (`snappedTextOrigin`), its size the line's scaled by `t`
    /// and rounded (`scaledLength`). A line's pixel form (Renderer+SamePixels) is built from
    /// the same two, so damage and drawing cannot disagree on where a line lands.
    func textPixelRect(
        _ line: CachedLayer, origin: CGPoint, _ t: CGAffineTransform, into target: (x: Int, y: Int)? = nil
    ) -> PixelRect {
        let at = snappedTextOrigin(origin, t, into: target ?? topOrigin)
        return PixelRect(at.x, at.y, Self.scaledLength(line.width, t.a), Self.scaledLength(line.height, t.d))
    }

    /// A line's origin snapped as every edge is, as an empty rect there: clamped like `snapped`,
    /// where `snappedRect` gives up on a point that is not finite.
    func snappedTextOrigin(_ origin: CGPoint, _ t: CGAffineTransform, into target: (x: Int, y: Int)) -> PixelRect {
        let (x0, y0, _, _) = outputPixelBox(CGRect(origin: origin, size: .zero), t)
        return PixelRect(Self.snapped(x0, into: target.x), Self.snapped(y0, into: target.y), 0, 0)
    }

    /// `pixels` scaled by `factor`'s size and rounded, at most 10⁹ (as `snapped` clamps), so a
    /// line under a far-off scale cannot overflow.
    static func scaledLength(_ pixels: Int, _ factor: CGFloat) -> Int {
        Int(min(1e9, Double(pixels) * Double(abs(factor))).rounded())
    }

    /// The cached layer for a line, rasterising it at this renderer's scale on a miss.
    /// Transforms that scale the text stretch this layer instead, so animations never
    /// rasterise.
    func textLayer(_ string: String, font: Font) throws -> CachedLayer? {
        let key = TextKey(text: string, font: font, scale: scale)
        if let hit = cachedText(key) { return hit }
        guard let fonts,
            let layer = try fonts.withRasterizedLine(string, font: font, scale: scale, { try self.layer(from: $0) })
        else { return nil }
        stats.textRasterizations += 1
        let entry = CachedLayer(layer: layer, width: layer.width, height: layer.height, lastUsed: frame)
        caches.text[key] = entry
        return entry
    }

    /// `line` (a line's white coverage) in `color`'s red, green and blue, premultiplied, cached
    /// beside it: the line itself for white. Made in one pixman composite when a line is first
    /// drawn stretched; its fade and the colour's alpha are the draw's.
    func tintedTextLayer(_ string: String, font: Font, line: CachedLayer, color c: RGBA8) throws -> CachedLayer? {
        if (c.r, c.g, c.b) == (255, 255, 255) { return line }
        var key = TextKey(text: string, font: font, scale: scale)
        key.tint = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        if let hit = cachedText(key) { return hit }
        let layer = try makeLayer(line.width, line.height, zeroed: false)
        PixelCanvas.tint(line.layer, into: layer, red: c.r, green: c.g, blue: c.b)
        let entry = CachedLayer(layer: layer, width: line.width, height: line.height, lastUsed: frame)
        caches.text[key] = entry
        return entry
    }

    /// The line (or tinted copy) cached for `key`, marked used this frame; nil when none is.
    private func cachedText(_ key: TextKey) -> CachedLayer? {
        guard var hit = caches.text[key] else { return nil }
        hit.lastUsed = frame
        caches.text[key] = hit
        return hit
    }

    /// A layer holding a premultiplied copy of `pixels`.
    func layer(from pixels: StraightPixels) throws -> Layer {
        let layer = try makeLayer(pixels.width, pixels.height)
        layer.store(straight: pixels.base, pitch: pixels.rowBytes)
        return layer
    }
}
