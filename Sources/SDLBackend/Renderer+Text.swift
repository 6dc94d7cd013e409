import CSDL2
import Foundation
import ViewKit

/// One-line text from cached white glyph textures, tinted per draw.
extension Renderer {
    func text(
        _ string: String, font: Font, color: Color, origin: CGPoint, state: DrawState,
        _ r: OpaquePointer
    ) throws {
        guard !string.isEmpty, font.size > 0, color.alpha * state.opacity > 0.001 else { return }
        guard applyClip(state.clip, r), let entry = try textTexture(string, font: font, r) else { return }
        let t = state.transform
        tint(entry.texture, rgba(color, state.opacity))
        if t.isAxisAligned {
            // Whole-pixel placement keeps glyph edges exactly as FreeType drew them (crisp).
            let (x0, y0, _, _) = pixelBox(CGRect(origin: origin, size: .zero), t)
            let w = Int((Double(entry.width) * Double(abs(t.a))).rounded())
            let h = Int((Double(entry.height) * Double(abs(t.d))).rounded())
            copy(
                entry.texture, SDL_Rect(0, 0, entry.width, entry.height),
                SDL_Rect(Int(x0.rounded()), Int(y0.rounded()), w, h), r)
        } else {
            let size = CGSize(width: CGFloat(entry.width) / scale, height: CGFloat(entry.height) / scale)
            texturedQuad(entry.texture, CGRect(origin: origin, size: size), t, r)
        }
    }

    /// The cached texture for a line, rasterising it at this renderer's scale on a miss.
    /// Transforms that scale the text stretch this texture instead, so animations never
    /// rasterise.
    func textTexture(_ string: String, font: Font, _ r: OpaquePointer) throws -> CachedTexture? {
        let key = TextKey(text: string, font: font, scale: scale)
        if var hit = caches.text[key] {
            hit.lastUsed = frame
            caches.text[key] = hit
            return hit
        }
        guard let fonts = fonts, let surface = fonts.rasterize(string, font: font, scale: scale) else { return nil }
        defer { SDL_FreeSurface(surface) }
        stats.textRasterizations += 1
        guard let tex = device.makeTexture(from: surface) else {
            throw SDLBackendError.fromSDL("SDL_CreateTextureFromSurface(text \"\(string)\")")
        }
        stats.texturesCreated += 1
        device.setBlendMode(tex, SDL_BLENDMODE_BLEND)
        device.setScaleMode(tex, SDL_ScaleModeLinear)
        let entry = CachedTexture(
            texture: tex, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
            lastUsed: frame)
        caches.text[key] = entry
        return entry
    }

    /// Draws the whole of `texture` over `rect` (local points) under any transform, as two
    /// triangles. Texture coordinates stay within 0…1, which SDL's software renderer requires.
    func texturedQuad(_ texture: OpaquePointer, _ rect: CGRect, _ t: CGAffineTransform, _ r: OpaquePointer) {
        let mod = device.colorMod(texture)
        let c = SDL_Color(r: mod.r, g: mod.g, b: mod.b, a: device.alphaMod(texture))
        let s = Double(scale), o = top
        let corners = [
            (rect.minX, rect.minY, 0, 0), (rect.maxX, rect.minY, 1, 0),
            (rect.maxX, rect.maxY, 1, 1), (rect.minX, rect.maxY, 0, 1),
        ]
        scratch.vertices.removeAll(keepingCapacity: true)
        for (x, y, u, v) in corners {
            let p = CGPoint(x: x, y: y).applying(t)
            scratch.vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(
                        x: Float(Double(p.x) * s - Double(o.originX)), y: Float(Double(p.y) * s - Double(o.originY))),
                    color: c, tex_coord: SDL_FPoint(x: Float(min(1, max(0, u))), y: Float(min(1, max(0, v))))))
        }
        let idx: [Int32] = [0, 1, 2, 0, 2, 3]
        device.geometry(texture, scratch.vertices, idx)
        stats.drawCalls += 1
    }
}
