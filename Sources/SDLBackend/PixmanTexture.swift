import CPixman
import CSDL2

/// A texture of the pixman device: premultiplied ARGB8888 pixels in a pixman image, with the
/// draw settings SDL keeps on its textures.
final class PixmanTexture {
    /// The pixman_image_t*, owning its pixels unless it wraps a surface's.
    let image: OpaquePointer
    let width: Int, height: Int
    var alphaMod: UInt8 = 255
    var colorMod = (r: UInt8(255), g: UInt8(255), b: UInt8(255))
    var blendMode = SDL_BLENDMODE_BLEND
    var linear = false
    /// Every pixel has alpha 255, so its premultiplied words are its straight ones.
    var isOpaque = false
    /// A straight-alpha copy handed out by `lock` (`width` words a row), written back and
    /// freed by `unlock`.
    var staging: UnsafeMutablePointer<UInt32>?
    var lockedForWriting = false

    /// A texture whose pixels pixman allocates, transparent black.
    init?(width: Int, height: Int) {
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), nil, 0)
        else { return nil }
        (self.image, self.width, self.height) = (image, width, height)
    }

    /// Wraps `pixels` (not copied, not freed): a surface drawn into directly.
    init?(wrapping pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, pitch: Int) {
        guard
            let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(pitch))
        else { return nil }
        (self.image, self.width, self.height) = (image, width, height)
        isOpaque = true
    }

    deinit {
        staging?.deallocate()
        pixman_image_unref(image)
    }

    var bits: UnsafeMutablePointer<UInt32> { pixman_image_get_data(image) }
    /// Words between rows.
    var rowWords: Int { Int(pixman_image_get_stride(image)) / 4 }

    /// A new pixman image sharing `rect` of these pixels, to carry a transform, filter or repeat
    /// of its own; the caller unrefs it.
    func view(_ rect: SDL_Rect) -> OpaquePointer? {
        pixman_image_create_bits(
            PIXMAN_a8r8g8b8, rect.w, rect.h, bits + Int(rect.y) * rowWords + Int(rect.x), Int32(rowWords * 4))
    }

    /// Replaces the pixels with straight-alpha `pixels`, premultiplying them.
    func store(_ pixels: UnsafeRawPointer, pitch: Int) {
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        SDL_PremultiplyAlpha(
            Int32(width), Int32(height), format, pixels, Int32(pitch), format, bits, Int32(rowWords * 4))
        isOpaque = PixelWords.allOpaque(bits, width: width, height: height, rowWords: rowWords)
    }

    /// The straight-alpha pixels of `rect` into `out`, rows `outRowWords` apart; `swapRedBlue`
    /// gives ABGR words.
    func readStraight(
        _ rect: SDL_Rect, into out: UnsafeMutablePointer<UInt32>, outRowWords: Int, swapRedBlue: Bool = false
    ) {
        let base = bits + Int(rect.y) * rowWords + Int(rect.x)
        PixelWords.unpremultiply(
            base, rowWords: rowWords, into: out, outRowWords: outRowWords, width: Int(rect.w), height: Int(rect.h),
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

    /// Premultiplied → straight alpha (SDL has only the other direction).
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
