import Foundation
import ViewKit

/// One-line text from cached white glyph layers, drawn through in the text's colour.
extension Renderer {
    func text(_ string: String, font: Font, color: Color, origin: CGPoint, state: DrawState) throws {
        guard !string.isEmpty, font.size > 0, color.alpha * state.opacity > 0.001 else { return }
        guard applyClip(state.clip), let entry = try textLayer(string, font: font) else { return }
        let t = state.transform
        let c = rgba(color, state.opacity)
        if t.isAxisAligned {
            // Whole-pixel placement keeps glyph edges exactly as FreeType drew them (crisp).
            // Snapped in output pixels, then moved into the target, as `snappedRect` is.
            let (x0, y0, _, _) = outputPixelBox(CGRect(origin: origin, size: .zero), t)
            let w = Int((Double(entry.width) * Double(abs(t.a))).rounded())
            let h = Int((Double(entry.height) * Double(abs(t.d))).rounded())
            let to = PixelRect(Self.snapped(x0, into: top.originX), Self.snapped(y0, into: top.originY), w, h)
            if w == entry.width && h == entry.height {
                canvas.draw(coverage: entry.layer, from: entry.layer.bounds, to: to, color: c)
            } else if let tinted = try tintedTextLayer(string, font: font, line: entry, color: c) {
                // Stretched (a page scaling in or out): pixman samples a premultiplied colour
                // layer faded by a solid alpha on its SSE2 bilinear path, in about 29
                // instructions a pixel; a solid colour through a stretched coverage mask takes
                // its general path, about 97.
                canvas.draw(tinted.layer, from: tinted.layer.bounds, to: to, alpha: c.a, opaque: false)
            }
        } else {
            let map = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
                .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
                .concatenating(toTargetPixels(t))
            canvas.draw(entry.layer, transform: map, tint: c, alpha: 255)
        }
        stats.drawCalls += 1
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
