import CSDL2
import Foundation
import ViewKit

/// Images: lazily uploaded textures, mip levels for strong downscaling, rounded corners.
extension Renderer {
    func drawImage(
        _ image: Image, source: CGRect, rect: CGRect, radius: CGFloat, state: DrawState,
        _ r: OpaquePointer
    ) throws {
        guard rect.width > 0, rect.height > 0, source.width > 0, source.height > 0,
            state.opacity > 0.001, applyClip(state.clip, r)
        else { return }
        let t = state.transform
        guard t.isAxisAligned else {
            let level = try imageEntry(image, r).levels[0]
            device.setAlphaMod(level.texture, rgba(.white, state.opacity).a)
            device.setColorMod(level.texture, 255, 255, 255)
            texturedQuad(level.texture, rect, t, r)  // rotated images: whole image, square corners
            return
        }
        let dst = snappedRect(rect, t)
        guard !dst.isEmpty else { return }
        let entry = try imageEntry(image, r, shownAt: (source, dst))
        noteWantedPixels(entry, image: image, source: source, dst: dst)
        let pick = level(for: entry, image: image, source: source, dst: dst)
        let level = entry.levels[pick]
        let f = Double(level.width) / Double(image.pixelSize.width)  // image pixels → level pixels
        let src = (
            Double(source.minX * image.scale) * f, Double(source.minY * image.scale) * f,
            Double(source.width * image.scale) * f, Double(source.height * image.scale) * f
        )
        let alpha = rgba(.white, state.opacity).a
        // Opaque images skip blending: SDL's software renderer then takes its fast stretch path.
        device.setBlendMode(level.texture, entry.opaque && alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        device.setAlphaMod(level.texture, alpha)
        device.setColorMod(level.texture, 255, 255, 255)
        let rad = radiusPixels(radius, t, fitting: dst)
        blitCross(level.texture, src: src, dst: dst, radius: rad, r)
        if rad > 0, let pixman = device as? PixmanRenderDevice {
            // The corners come from the texture through the corner coverage, sampled exactly
            // (no whole-pixel rounding) within the pixels the source rect touches: no patch to
            // sample and upload whenever the image moves or resizes.
            let box = SDL_Rect(
                max(0, Int(src.0)), max(0, Int(src.1)),
                min(level.width, Int((src.0 + src.2).rounded(.up))) - max(0, Int(src.0)),
                min(level.height, Int((src.1 + src.3).rounded(.up))) - max(0, Int(src.1)))
            let coverage = try cornerTexture(rad, r)
            blitCross(level.texture, src: src, dst: dst, radius: rad, r) { texture, _, d, corner in
                pixman.copy(
                    texture, PixmanRenderDevice.SourceMap(source: src, within: box, onto: dst), d,
                    throughCorner: corner, radius: rad, from: (0, 0), coverage: coverage)
            }
            return
        }
        guard rad > 0 else { return }
        let patch = try imagePatch(entry, level: pick, image: image, src: src, dst: dst, radius: rad, r)
        device.setAlphaMod(patch, alpha)
        blitCorners(patch, dst: dst, radius: rad, r)
    }

    /// Copies the part of `src` (level pixels, fractional) that maps to `dst` minus its four
    /// r×r corners: one full-height centre column and two side bands.
    /// With `corners`, draws the four r×r corners instead, handing each its piece of `src`
    /// and its index (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
    func blitCross(
        _ tex: OpaquePointer, src: (Double, Double, Double, Double), dst: SDL_Rect,
        radius rad: Int, _ r: OpaquePointer,
        corners: ((OpaquePointer, SDL_Rect, SDL_Rect, Int) -> Void)? = nil
    ) {
        let kx = src.2 / Double(dst.w), ky = src.3 / Double(dst.h)
        func source(_ dx: Int32, _ dy: Int32, _ dw: Int32, _ dh: Int32) -> SDL_Rect {
            let sx0 = src.0 + Double(dx - dst.x) * kx, sy0 = src.1 + Double(dy - dst.y) * ky
            let sx1 = sx0 + Double(dw) * kx, sy1 = sy0 + Double(dh) * ky
            return SDL_Rect(
                Int(sx0.rounded()), Int(sy0.rounded()),
                max(1, Int(sx1.rounded()) - Int(sx0.rounded())), max(1, Int(sy1.rounded()) - Int(sy0.rounded())))
        }
        func piece(_ dx: Int32, _ dy: Int32, _ dw: Int32, _ dh: Int32) {
            guard dw > 0, dh > 0 else { return }
            copy(tex, source(dx, dy, dw, dh), SDL_Rect(x: dx, y: dy, w: dw, h: dh), r)
        }
        let rr = Int32(rad)
        if let corners {
            for corner in 0..<4 {
                let x = corner & 1 == 1 ? dst.x + dst.w - rr : dst.x
                let y = corner & 2 == 2 ? dst.y + dst.h - rr : dst.y
                corners(tex, source(x, y, rr, rr), SDL_Rect(x: x, y: y, w: rr, h: rr), corner)
                stats.drawCalls += 1
            }
            return
        }
        piece(dst.x + rr, dst.y, dst.w - 2 * rr, dst.h)
        piece(dst.x, dst.y + rr, rr, dst.h - 2 * rr)
        piece(dst.x + dst.w - rr, dst.y + rr, rr, dst.h - 2 * rr)
    }

    /// Draws the four quadrants of a 2r×2r corner-patch texture at `dst`'s corners.
    func blitCorners(_ patch: OpaquePointer, dst: SDL_Rect, radius rad: Int, _ r: OpaquePointer) {
        let rr = Int32(rad)
        for corner in 0..<4 {
            let qx = Int32(corner & 1) * rr, qy = Int32(corner >> 1) * rr
            let x = corner & 1 == 1 ? dst.x + dst.w - rr : dst.x
            let y = corner & 2 == 2 ? dst.y + dst.h - rr : dst.y
            copy(patch, SDL_Rect(x: qx, y: qy, w: rr, h: rr), SDL_Rect(x: x, y: y, w: rr, h: rr), r)
        }
    }

    /// The mip level whose downscale to `dst` is at most 2×, so linear filtering cannot alias.
    private func level(for entry: ImageEntry, image: Image, source: CGRect, dst: SDL_Rect) -> Int {
        // Level 0 may hold more pixels than `image.scale` says: a file decoded again, larger.
        let f = Double(entry.levels[0].width) / Double(image.pixelSize.width)
        let across = Double(source.width * image.scale) / Double(dst.w)
        let ratio = f * min(across, Double(source.height * image.scale) / Double(dst.h))
        var wanted = 0
        while ratio / Double(1 << (wanted + 1)) >= 1, wanted < 8 { wanted += 1 }
        guard wanted > 0 else { return 0 }
        while entry.levels.count <= wanted {
            let last = entry.levels[entry.levels.count - 1]
            guard last.width > 1, last.height > 1, let r = handle else { break }
            let half = withPixels(of: last) { ARGB.halve(Array($0), last.width, last.height) }
            guard let made = try? imageLevel(half.pixels, half.w, half.h, r) else { break }
            entry.levels.append(made)
        }
        return min(wanted, entry.levels.count - 1)
    }

    /// The image's cache entry, creating its texture on first use (or when a new object
    /// reuses a dead one's address).
    /// - Parameter shown: the part of the image drawn (image points) and where (pixels): a first
    ///   decode that happens anyway decodes a file straight at the pixels this needs.
    func imageEntry(_ image: Image, _ r: OpaquePointer, shownAt shown: (CGRect, SDL_Rect)? = nil) throws
        -> ImageEntry
    {
        let id = ObjectIdentifier(image)
        if let e = caches.images[id], e.image === image {
            e.lastUsed = frame
            if e.awaitsFirstDraw { try firstDraw(of: e, image: image, shownAt: shown, r) }
            return e
        }
        caches.images[id]?.levels.forEach { device.destroyTexture($0.texture) }
        let first = Self.firstDimension(of: image)
        let wanted = shown.flatMap { Self.wantedDimension(image, decoded: image.pixelSize, source: $0.0, dst: $0.1) }
        if case let .recording(list) = image.content, wanted.map({ $0 <= first }) ?? true,
            device is PixmanRenderDevice
        {
            return try adoptSnapshot(list, image: image, decoded: first, r)
        }
        let pixels: [UInt32], w: Int, h: Int
        if let wanted, wanted > first, let b = image.decode(maxPixelDimension: wanted) {
            (pixels, w, h) = (ARGB.fromRGBA(b.pixels), b.width, b.height)
        } else {
            switch image.content {
            case let .bitmap(b):
                (pixels, w, h) = (ARGB.fromRGBA(b.pixels), b.width, b.height)
            case let .recording(list):
                (pixels, w, h) = try renderSnapshot(list, image: image, r)
            }
        }
        let level0 = try imageLevel(pixels, w, h, r)
        // The texture now holds the image; the decoded file can go until needed again.
        image.discardDecodedPixels()
        let opaque = pixels.allSatisfy { $0 >= 0xFF00_0000 }
        let e = ImageEntry(
            image: image, level0: level0, opaque: opaque, frame: frame,
            decodedDimension: max(first, wanted ?? 0))
        caches.images[id] = e
        return e
    }

    /// A recorded image drawn by pixman: the target it was drawn into becomes its texture.
    private func adoptSnapshot(_ list: DisplayList, image: Image, decoded: Int, _ r: OpaquePointer) throws
        -> ImageEntry
    {
        let (texture, w, h) = try drawSnapshot(list, image: image, r)
        device.setScaleMode(texture, SDL_ScaleModeLinear)
        let e = ImageEntry(
            image: image, level0: ImageLevel(texture: texture, width: w, height: h, pixels: nil),
            opaque: PixmanRenderDevice.texture(texture).isOpaque, frame: frame, decodedDimension: decoded)
        caches.images[ObjectIdentifier(image)] = e
        return e
    }

    /// Corner patches for a rounded image: bilinear samples of the source × corner coverage,
    /// recomputed only when the image, source, size or radius changed.
    private func imagePatch(
        _ entry: ImageEntry, level pick: Int, image: Image, src: (Double, Double, Double, Double),
        dst: SDL_Rect, radius rad: Int, _ r: OpaquePointer
    ) throws -> OpaquePointer {
        let key = ImagePatchKey(image: ObjectIdentifier(image), radius: rad)
        let detail = [Double(pick), src.0, src.1, src.2, src.3, Double(dst.w), Double(dst.h)]
        var patch: ImagePatch
        if let p = caches.imagePatches[key] {
            patch = p
            if p.detail == detail { caches.imagePatches[key]?.lastUsed = frame; return p.texture }
        } else {
            patch = ImagePatch(
                detail: [], texture: try makeTexture(2 * rad, 2 * rad, access: SDL_TEXTUREACCESS_STREAMING, r),
                lastUsed: frame)
        }
        let level = entry.levels[pick]
        let q = quarter(rad)
        let kx = src.2 / Double(dst.w), ky = src.3 / Double(dst.h)
        let box = (
            max(0, Int(src.0)), max(0, Int(src.1)),
            min(level.width, Int((src.0 + src.2).rounded(.up))), min(level.height, Int((src.1 + src.3).rounded(.up)))
        )
        var out = [UInt32](repeating: 0, count: 4 * rad * rad)
        withPixels(of: level) { p in
            for j in 0..<(2 * rad) {
                for i in 0..<(2 * rad) {
                    // Patch pixel → dst pixel (corners sit at dst's edges) → source position.
                    let dx = i < rad ? i : Int(dst.w) - 2 * rad + i, dy = j < rad ? j : Int(dst.h) - 2 * rad + j
                    let cov = q[(j < rad ? j : 2 * rad - 1 - j) * rad + (i < rad ? i : 2 * rad - 1 - i)]
                    let s = ARGB.bilinear(
                        p, level.width, src.0 + (Double(dx) + 0.5) * kx, src.1 + (Double(dy) + 0.5) * ky, box: box)
                    out[j * 2 * rad + i] = ARGB.pack(
                        UInt32(s.0.rounded()), UInt32(s.1.rounded()), UInt32(s.2.rounded()),
                        UInt32((s.3 * Double(cov)).rounded()))
                }
            }
        }
        out.withUnsafeBufferPointer { upload($0, width: 2 * rad, to: patch.texture) }
        stats.cornerPatchUploads += 1
        patch.detail = detail
        patch.lastUsed = frame
        caches.imagePatches[key] = patch
        return patch.texture
    }
}

extension Renderer {
    /// A texture for image pixels, with a CPU copy only where the texture cannot be read back.
    func imageLevel(_ pixels: [UInt32], _ w: Int, _ h: Int, _ r: OpaquePointer) throws -> ImageLevel {
        let readable = isSoftware
        let tex = try makeTexture(w, h, access: readable ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC, r)
        pixels.withUnsafeBufferPointer { upload($0, width: w, to: tex) }
        device.setScaleMode(tex, SDL_ScaleModeLinear)
        return ImageLevel(texture: tex, width: w, height: h, pixels: readable ? nil : pixels)
    }

    /// Runs `body` with the level's pixels, rows `width` apart: its CPU copy, or its texture's
    /// memory (software renderer) when it keeps none.
    func withPixels<T>(of level: ImageLevel, _ body: (UnsafeBufferPointer<UInt32>) -> T) -> T {
        if let pixels = level.pixels { return pixels.withUnsafeBufferPointer(body) }
        guard let (raw, pitch) = device.lock(level.texture, writing: false), pitch == level.width * 4 else {
            return [UInt32](repeating: 0, count: level.width * level.height).withUnsafeBufferPointer(body)
        }
        defer { device.unlock(level.texture) }
        let words = raw.bindMemory(to: UInt32.self, capacity: level.width * level.height)
        return body(UnsafeBufferPointer(start: words, count: level.width * level.height))
    }

    /// Whether streaming textures live in readable memory (SDL's software renderer, pixman).
    var isSoftware: Bool { device.texturesAreReadable }
}
