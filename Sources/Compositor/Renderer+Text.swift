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
            let (x0, y0, _, _) = pixelBox(CGRect(origin: origin, size: .zero), t)
            let w = Int((Double(entry.width) * Double(abs(t.a))).rounded())
            let h = Int((Double(entry.height) * Double(abs(t.d))).rounded())
            canvas.draw(
                coverage: entry.layer, from: entry.layer.bounds,
                to: PixelRect(Int(x0.rounded()), Int(y0.rounded()), w, h), color: c)
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
        if var hit = caches.text[key] {
            hit.lastUsed = frame
            caches.text[key] = hit
            return hit
        }
        guard let fonts,
            let layer = try fonts.withRasterizedLine(string, font: font, scale: scale, { try self.layer(from: $0) })
        else { return nil }
        stats.textRasterizations += 1
        let entry = CachedLayer(layer: layer, width: layer.width, height: layer.height, lastUsed: frame)
        caches.text[key] = entry
        return entry
    }

    /// A layer holding a premultiplied copy of `pixels`.
    func layer(from pixels: StraightPixels) throws -> Layer {
        let layer = try makeLayer(pixels.width, pixels.height)
        layer.store(straight: pixels.base, pitch: pixels.rowBytes)
        return layer
    }
}
