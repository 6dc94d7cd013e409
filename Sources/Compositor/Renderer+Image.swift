import CPixman
import Foundation
import ViewKit

/// Images: layers made on first use, mip levels for strong downscaling, rounded corners.
extension Renderer {
    func drawImage(_ image: Image, source: CGRect, rect: CGRect, radius: CGFloat, state: DrawState) throws {
        // Visible but outside the part of the frame that changed, an image is still shown: its
        // entry is noted as used, so it is neither evicted nor decoded back smaller.
        guard rect.width > 0, rect.height > 0, source.width > 0, source.height > 0, state.opacity > 0.001,
            clipPixels(state.clip, withinDamage: false) != nil
        else { return }
        let t = state.transform
        let fade = alpha(state.opacity)
        guard t.isUpright else {
            // Turned images, mirrored ones included: the whole image, square corners.
            let level = try imageEntry(image).levels[0]
            guard applyClip(state.clip) else { return }
            let map = CGAffineTransform(
                scaleX: rect.width / CGFloat(level.width), y: rect.height / CGFloat(level.height)
            )
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(toTargetPixels(t))
            canvas.draw(level.layer, transform: map, tint: nil, alpha: fade)
            stats.drawCalls += 1
            return
        }
        let dst = snappedRect(rect, t)
        guard !dst.isEmpty else { return }
        let entry = try imageEntry(image, shownAt: (source, dst))
        noteWantedPixels(entry, image: image, source: source, dst: dst)
        guard applyClip(state.clip) else { return }
        // The level is planned before it is made: a draw from the layer at the drawn size
        // needs none but level 0, which that layer lets the others go for.
        let planned = plannedLevel(for: entry, image: image, source: source, dst: dst)
        let f = Double(planned.width) / Double(image.pixelSize.width)  // image pixels → level pixels
        let src = (
            Double(source.minX * image.scale) * f, Double(source.minY * image.scale) * f,
            Double(source.width * image.scale) * f, Double(source.height * image.scale) * f
        )
        let rad = radiusPixels(radius, t, fitting: dst)
        if try drawFromDrawnSizeLayer(entry, levelIndex: planned.index, src: src, dst: dst, radius: rad, alpha: fade) {
            return
        }
        try makeLevels(of: entry, upTo: planned.index)
        let level = entry.levels[planned.index]
        blitCross(level.layer, src: src, dst: dst, radius: rad, alpha: fade, opaque: entry.opaque)
        guard rad > 0 else { return }
        // The corners come from the layer through the corner coverage, sampled exactly (no
        // whole-pixel rounding) within the pixels the source rect touches.
        let box = PixelRect(
            max(0, Int(src.0)), max(0, Int(src.1)),
            min(level.width, Int((src.0 + src.2).rounded(.up))) - max(0, Int(src.0)),
            min(level.height, Int((src.1 + src.3).rounded(.up))) - max(0, Int(src.1)))
        let circle = try cornerCircle(rad)
        let map = PixelCanvas.SourceMap(source: src, within: box, onto: dst)
        for corner in 0..<4 {
            let x = corner & 1 == 1 ? dst.maxX - rad : dst.x, y = corner & 2 == 2 ? dst.maxY - rad : dst.y
            canvas.draw(
                level.layer, map, PixelRect(x, y, rad, rad), throughCorner: corner, radius: rad, from: (0, 0),
                circle: circle, alpha: fade)
            stats.drawCalls += 1
        }
    }

    /// Draws the part of `src` (level pixels, fractional) that maps to `dst` minus its four
    /// r×r corners: one full-height centre column and two side bands.
    func blitCross(
        _ layer: Layer, src: (Double, Double, Double, Double), dst: PixelRect, radius rad: Int, alpha: UInt8,
        opaque: Bool
    ) {
        let kx = src.2 / Double(dst.width), ky = src.3 / Double(dst.height)
        func piece(_ dx: Int, _ dy: Int, _ dw: Int, _ dh: Int) {
            guard dw > 0, dh > 0 else { return }
            let sx0 = src.0 + Double(dx - dst.x) * kx, sy0 = src.1 + Double(dy - dst.y) * ky
            let sx1 = sx0 + Double(dw) * kx, sy1 = sy0 + Double(dh) * ky
            let s = PixelRect(
                Int(sx0.rounded()), Int(sy0.rounded()),
                max(1, Int(sx1.rounded()) - Int(sx0.rounded())), max(1, Int(sy1.rounded()) - Int(sy0.rounded())))
            copy(layer, s, PixelRect(dx, dy, dw, dh), alpha: alpha, opaque: opaque)
        }
        piece(dst.x + rad, dst.y, dst.width - 2 * rad, dst.height)
        piece(dst.x, dst.y + rad, rad, dst.height - 2 * rad)
        piece(dst.maxX - rad, dst.y + rad, rad, dst.height - 2 * rad)
    }

    /// The mip level whose downscale to `dst` is at most 2×, so linear filtering cannot alias,
    /// and its pixel size, whether it is made yet or not (see `makeLevels(of:upTo:)`).
    private func plannedLevel(for entry: ImageEntry, image: Image, source: CGRect, dst: PixelRect) -> (
        index: Int, width: Int, height: Int
    ) {
        // Level 0 may hold more pixels than `image.scale` says: a file decoded again, larger.
        let (width, height) = (entry.levels[0].width, entry.levels[0].height)
        let f = Double(width) / Double(image.pixelSize.width)
        let across = Double(source.width * image.scale) / Double(dst.width)
        let ratio = f * min(across, Double(source.height * image.scale) / Double(dst.height))
        return Renderer.mipLevel(shrinking: ratio, width: width, height: height)
    }

    /// The mip level a draw samples that shows level 0 (`width`×`height` pixels) `ratio` times
    /// smaller: the smallest level still at least the drawn size, at most 8 halvings down. Each
    /// level is half the last, down to where a side is 1 pixel.
    static func mipLevel(shrinking ratio: Double, width: Int, height: Int) -> (index: Int, width: Int, height: Int) {
        var (index, width, height) = (0, width, height)
        while ratio / Double(1 << (index + 1)) >= 1, index < 8, width > 1, height > 1 {
            (index, width, height) = (index + 1, max(1, width / 2), max(1, height / 2))
        }
        return (index, width, height)
    }

    /// Makes the mip levels of `entry` up to `index` that it does not hold.
    func makeLevels(of entry: ImageEntry, upTo index: Int) throws {
        while entry.levels.count <= index {
            entry.levels.append(try halved(entry.levels[entry.levels.count - 1]))
        }
    }

    /// A half-size copy, each pixel the mean of a 2×2 box of premultiplied pixels: pixman's
    /// bilinear sample at the corner the four share. An odd last row or column is dropped.
    private func halved(_ level: ImageLevel) throws -> ImageLevel {
        let w = max(1, level.width / 2), h = max(1, level.height / 2)
        let out = try makeLayer(w, h)
        guard let view = level.layer.view(level.layer.bounds) else { return level }
        defer { pixman_image_unref(view) }
        var transform = pixman_transform_t()
        pixman_transform_init_scale(&transform, PixelCanvas.fixed(2), PixelCanvas.fixed(2))
        pixman_image_set_transform(view, &transform)
        pixman_image_set_filter(view, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(view, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(PIXMAN_OP_SRC, view, nil, out.image, 0, 0, 0, 0, 0, 0, Int32(w), Int32(h))
        out.isOpaque = level.layer.isOpaque
        return ImageLevel(layer: out, width: w, height: h)
    }

    /// The image's cache entry, making its layer on first use (or when a new object reuses a
    /// dead one's address).
    /// - Parameter shown: the part of the image drawn (image points) and where (pixels): a first
    ///   decode that happens anyway decodes a file straight at the pixels this needs.
    func imageEntry(_ image: Image, shownAt shown: (CGRect, PixelRect)? = nil) throws -> ImageEntry {
        let id = ObjectIdentifier(image)
        if let e = caches.images[id], e.image === image {
            e.lastUsed = frame
            if e.awaitsFirstDraw { try firstDraw(of: e, image: image, shownAt: shown) }
            return e
        }
        let first = Self.firstDimension(of: image)
        let wanted = shown.flatMap { Self.wantedDimension(image, decoded: image.pixelSize, source: $0.0, dst: $0.1) }
        if case let .recording(list) = image.content {
            let layer = try drawSnapshot(list, image: image)
            let e = ImageEntry(
                image: image, level0: ImageLevel(layer: layer, width: layer.width, height: layer.height),
                opaque: layer.isOpaque, frame: frame, decodedDimension: first)
            caches.images[id] = e
            return e
        }
        var bitmap: Bitmap?
        if let wanted, wanted > first { bitmap = image.decode(maxPixelDimension: wanted) }
        if bitmap == nil, case let .bitmap(b) = image.content { bitmap = b }
        guard let bitmap else { throw SDLBackendError.invalidDisplayList("image \"\(image.name)\" has no pixels") }
        stats.imagesDecoded += 1
        let level0 = try imageLevel(bitmap)
        // The layer now holds the image; the decoded file can go until needed again.
        image.discardDecodedPixels()
        let e = ImageEntry(
            image: image, level0: level0, opaque: level0.layer.isOpaque, frame: frame,
            decodedDimension: max(first, wanted ?? 0))
        caches.images[id] = e
        return e
    }

    /// A layer for a decoded image's pixels.
    func imageLevel(_ bitmap: Bitmap) throws -> ImageLevel {
        let layer = try self.layer(from: ARGB.fromRGBA(bitmap.pixels), bitmap.width, bitmap.height)
        return ImageLevel(layer: layer, width: bitmap.width, height: bitmap.height)
    }
}
