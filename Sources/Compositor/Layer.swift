import CPixman

/// Pixels the compositor draws into or from: premultiplied ARGB8888 words in a pixman image,
/// as Core Animation's layers hold their rasterised content. The window's and the canvas's
/// frames are layers, and so is everything cached: text, images, snapshots, blurs, groups.
/// A mask layer holds coverage alone, a byte a pixel (a corner circle, a shadow), and colours
/// are drawn through it.
package final class Layer {
    /// The pixman_image_t*, owning its pixels unless it wraps memory of someone else's.
    package let image: OpaquePointer
    /// Pixels.
    package let width: Int, height: Int
    /// a8r8g8b8, or a8 for a mask.
    let format: pixman_format_code_t
    /// Every pixel has alpha 255, so its premultiplied words are its straight ones.
    package var isOpaque = false
    /// The buffer holding the pixels when a recycler gave it, given back when the layer goes.
    private let recycled: (buffer: PixelRecycler.Buffer, recycler: PixelRecycler)?

    private init(
        image: OpaquePointer, width: Int, height: Int, format: pixman_format_code_t,
        recycled: (buffer: PixelRecycler.Buffer, recycler: PixelRecycler)? = nil
    ) {
        (self.image, self.width, self.height, self.format, self.recycled) = (image, width, height, format, recycled)
    }

    /// A transparent black layer whose pixels pixman allocates (a mask of coverage 0 when
    /// `mask`); nil when it cannot.
    package convenience init?(width: Int, height: Int, mask: Bool = false) {
        let format = mask ? PIXMAN_a8 : PIXMAN_a8r8g8b8
        guard width > 0, height > 0, let image = pixman_image_create_bits(format, Int32(width), Int32(height), nil, 0)
        else { return nil }
        self.init(image: image, width: width, height: height, format: format)
    }

    /// A transparent black a8r8g8b8 layer whose pixels `recycler` gives, in a buffer of at
    /// least `room` bytes, and takes back when the layer goes; pixman allocates them, as
    /// `init(width:height:)` does, when they are fewer than `PixelRecycler.smallestBytes`. Nil
    /// when memory runs out. Not `zeroed`, a recycled buffer's pixels are whatever its last
    /// layer left: for a layer whose user writes every pixel it reads.
    convenience init?(width: Int, height: Int, recycler: PixelRecycler, room: Int = 0, zeroed: Bool = true) {
        // Sizes past pixman's own limits fail there.
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15,
            width * height * 4 >= PixelRecycler.smallestBytes
        else {
            self.init(width: width, height: height)
            return
        }
        guard let buffer = recycler.take(width * height * 4, room: room, zeroed: zeroed) else { return nil }
        guard
            let image = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(width), Int32(height), buffer.bytes.assumingMemoryBound(to: UInt32.self),
                Int32(width * 4))
        else {
            recycler.giveBack(buffer)
            return nil
        }
        self.init(
            image: image, width: width, height: height, format: PIXMAN_a8r8g8b8,
            recycled: (buffer, recycler))
    }

    /// Wraps `pixels` (not copied, not freed), rows `pitch` bytes apart: a surface drawn into
    /// directly. It is taken as opaque, as a window's is.
    package convenience init?(wrapping pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, pitch: Int) {
        guard
            let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(pitch))
        else { return nil }
        self.init(image: image, width: width, height: height, format: PIXMAN_a8r8g8b8)
        isOpaque = true
    }

    deinit {
        pixman_image_unref(image)
        if let recycled { recycled.recycler.giveBack(recycled.buffer) }
    }

    /// The pixels as words: for an a8r8g8b8 layer only.
    package var bits: UnsafeMutablePointer<UInt32> { pixman_image_get_data(image) }
    /// Words between rows (of an a8r8g8b8 layer).
    package var rowWords: Int { Int(pixman_image_get_stride(image)) / 4 }
    /// Bytes between rows.
    package var rowBytes: Int { Int(pixman_image_get_stride(image)) }
    /// The whole layer.
    package var bounds: PixelRect { PixelRect(0, 0, width, height) }

    /// A new pixman image sharing `rect` of these pixels, to carry a transform, filter or repeat
    /// of its own; the caller unrefs it.
    func view(_ rect: PixelRect) -> OpaquePointer? {
        let bytesPerPixel = format == PIXMAN_a8 ? 1 : 4
        let start = UnsafeMutableRawPointer(bits) + rect.y * rowBytes + rect.x * bytesPerPixel
        return pixman_image_create_bits(
            format, Int32(rect.width), Int32(rect.height), start.assumingMemoryBound(to: UInt32.self), Int32(rowBytes))
    }

    /// A new pixman image of all these pixels read as x8r8g8b8, each word's alpha taken as
    /// 255: for an opaque a8r8g8b8 layer, whose words are the same read either way. Nil for a
    /// mask. The caller unrefs it.
    func opaqueWords() -> OpaquePointer? {
        guard format == PIXMAN_a8r8g8b8 else { return nil }
        return pixman_image_create_bits(PIXMAN_x8r8g8b8, Int32(width), Int32(height), bits, Int32(rowBytes))
    }

    /// Replaces the pixels with straight-alpha ARGB words, premultiplying them.
    func store(straight pixels: UnsafeRawPointer, pitch: Int) {
        PixelWords.premultiply(pixels, rowBytes: pitch, into: bits, rowWords: rowWords, width: width, height: height)
        isOpaque = PixelWords.allOpaque(bits, width: width, height: height, rowWords: rowWords)
    }

    /// Fills all of `out` with these pixels sampled bilinearly at `scale` × (u + ½) + `offset`
    /// (pixel centres at ½) for each of its pixels u, clamped at the edges: an enlargement when
    /// `scale` < 1.
    func sampleScaled(into out: Layer, scale: Double, offset: Double) {
        guard let source = view(bounds) else { return }
        defer { pixman_image_unref(source) }
        let f = PixelCanvas.fixed(scale), o = PixelCanvas.fixed(offset)
        var transform = pixman_transform_t(matrix: ((f, 0, o), (0, f, o), (0, 0, PixelCanvas.fixed(1))))
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(
            PIXMAN_OP_SRC, source, nil, out.image, 0, 0, 0, 0, 0, 0, Int32(out.width), Int32(out.height))
    }

    /// The straight-alpha pixels of `rect` into `out`, rows `outRowWords` apart; `swapRedBlue`
    /// gives ABGR words (R, G, B, A bytes in memory).
    package func readStraight(
        _ rect: PixelRect, into out: UnsafeMutablePointer<UInt32>, outRowWords: Int, swapRedBlue: Bool = false
    ) {
        let base = bits + rect.y * rowWords + rect.x
        PixelWords.unpremultiply(
            base, rowWords: rowWords, into: out, outRowWords: outRowWords, width: rect.width, height: rect.height,
            knownOpaque: isOpaque, swapRedBlue: swapRedBlue)
    }
}

/// Loops over ARGB8888 words that no library here offers.
enum PixelWords {
    static func allOpaque(_ p: UnsafePointer<UInt32>, width: Int, height: Int, rowWords: Int) -> Bool {
        for y in 0..<height {
            var all: UInt32 = 0xFF00_0000
            let row = p + y * rowWords
            for x in 0..<width { all &= row[x] }
            if all < 0xFF00_0000 { return false }
        }
        return true
    }

    /// Straight → premultiplied alpha, each channel × alpha ÷ 255 rounded to nearest, as
    /// SDL_PremultiplyAlpha gives it (the compositor links no SDL).
    static func premultiply(
        _ src: UnsafeRawPointer, rowBytes: Int, into out: UnsafeMutablePointer<UInt32>, rowWords: Int, width: Int,
        height: Int
    ) {
        for y in 0..<height {
            let s = (src + y * rowBytes).assumingMemoryBound(to: UInt32.self), d = out + y * rowWords
            for x in 0..<width {
                let p = s[x], a = p >> 24
                if a == 255 {
                    d[x] = p
                    continue
                }
                let r = ((p >> 16) & 0xFF) * a / 255, g = ((p >> 8) & 0xFF) * a / 255, b = (p & 0xFF) * a / 255
                d[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
    }

    /// Premultiplied → straight alpha.
    static func unpremultiply(
        _ src: UnsafePointer<UInt32>, rowWords: Int, into out: UnsafeMutablePointer<UInt32>, outRowWords: Int,
        width: Int, height: Int, knownOpaque: Bool, swapRedBlue: Bool
    ) {
        for y in 0..<height {
            let s = src + y * rowWords, d = out + y * outRowWords
            if knownOpaque && !swapRedBlue {
                d.update(from: s, count: width)
                continue
            }
            for x in 0..<width {
                let p = s[x]
                let a = p >> 24
                var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if a != 255 && a != 0 {
                    r = min(255, (r * 255 + a / 2) / a)
                    g = min(255, (g * 255 + a / 2) / a)
                    b = min(255, (b * 255 + a / 2) / a)
                }
                d[x] = swapRedBlue ? (a << 24) | (b << 16) | (g << 8) | r : (a << 24) | (r << 16) | (g << 8) | b
            }
        }
    }
}
