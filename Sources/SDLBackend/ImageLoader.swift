import CSDL2
import Foundation
import ViewKit

/// Decodes JPEG and PNG files into ViewKit bitmaps and images with SDL_image.
public struct ImageLoader {
    private let session: SDLSession

    /// - Parameter session: keeps SDL_image loaded; a video-less session is made when nil.
    public init(session: SDLSession? = nil) throws {
        self.session = try session ?? SDLSession(video: false)
    }

    /// Decodes `path` into RGBA pixels.
    /// - Throws: `missingResource` when there is no file. An undecodable file is not an error:
    ///   it yields a 200×200 "broken image" placeholder and a warning on stderr.
    public func loadBitmap(_ path: String) throws -> Bitmap {
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLBackendError.missingResource(
                path: path, hint: "image file not found; run from the repository root or pass --resources DIR")
        }
        guard let decoded = IMG_Load(path) else {
            warn("could not decode image \(path) (\(String(cString: SDL_GetError()))); showing a placeholder")
            return ImageLoader.placeholder()
        }
        defer { SDL_FreeSurface(decoded) }
        guard let bitmap = ImageLoader.bitmap(from: decoded) else {
            warn("could not convert image \(path) (\(String(cString: SDL_GetError()))); showing a placeholder")
            return ImageLoader.placeholder()
        }
        return bitmap
    }

    /// Loads `path` as an Image of `scale` pixels per point, named after the file.
    /// - Parameter maxPixelDimension: when set, the pixels are decoded lazily, on first draw,
    ///   and reduced so the longer side is at most this many pixels (the size in points stays).
    /// - Throws: `missingResource` when there is no file.
    public func loadImage(_ path: String, scale: CGFloat = 1, maxPixelDimension: Int? = nil) throws -> Image {
        let name = (path as NSString).lastPathComponent
        guard let limit = maxPixelDimension, FileManager.default.fileExists(atPath: path),
              let header = ImageHeader.pixelSize(ofFileAt: path) else {
            return Image(bitmap: try loadBitmap(path), scale: scale, name: name)
        }
        let reduction = min(1, Double(limit) / Double(max(header.width, header.height)))
        let w = max(1, Int((Double(header.width) * reduction).rounded()))
        let h = max(1, Int((Double(header.height) * reduction).rounded()))
        let size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
        return Image(size: size, scale: CGFloat(w) / size.width, name: name) {
            self.decodeReduced(path, toWidth: w, height: h, expected: header)
        }
    }

    /// Decodes `path` and reduces it to `w`×`h` straight from SDL's converted surface, so the
    /// full-size pixels exist once, briefly. A file that changed or broke since its header was
    /// read gives whatever `loadBitmap` gives (possibly the placeholder).
    private func decodeReduced(_ path: String, toWidth w: Int, height h: Int, expected: (width: Int, height: Int)) -> Bitmap {
        guard let decoded = IMG_Load(path) else { return (try? loadBitmap(path)) ?? ImageLoader.placeholder() }
        // JPEGs arrive as packed RGB: reduce them as they are, without a full-size RGBA copy.
        if decoded.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB24.rawValue,
           Int(decoded.pointee.w) == expected.width, Int(decoded.pointee.h) == expected.height,
           SDL_LockSurface(decoded) == 0, let base = decoded.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
            defer { SDL_UnlockSurface(decoded); SDL_FreeSurface(decoded) }
            return Resample.downscale(UnsafePointer(base), width: expected.width, height: expected.height,
                                      pitch: Int(decoded.pointee.pitch), bytesPerPixel: 3, toWidth: w, height: h)
        }
        let rgba = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0)
        SDL_FreeSurface(decoded)
        guard let rgba else { return (try? loadBitmap(path)) ?? ImageLoader.placeholder() }
        defer { SDL_FreeSurface(rgba) }
        let sw = Int(rgba.pointee.w), sh = Int(rgba.pointee.h)
        guard sw == expected.width, sh == expected.height, SDL_LockSurface(rgba) == 0,
              let base = rgba.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
            return ImageLoader.bitmap(from: rgba) ?? ImageLoader.placeholder()
        }
        defer { SDL_UnlockSurface(rgba) }
        return Resample.downscale(UnsafePointer(base), width: sw, height: sh, pitch: Int(rgba.pointee.pitch),
                                  toWidth: w, height: h)
    }

    /// Copies any SDL surface into a Bitmap, converting to RGBA byte order (ABGR8888 on
    /// little-endian) and dropping the row padding SDL's pitch may add.
    static func bitmap(from surface: UnsafeMutablePointer<SDL_Surface>) -> Bitmap? {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        SDL_LockSurface(rgba)
        defer { SDL_UnlockSurface(rgba) }
        guard let base = rgba.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return nil }
        bytes.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                (dst.baseAddress! + y * w * 4).update(from: base + y * pitch, count: w * 4)
            }
        }
        return Bitmap(width: w, height: h, pixels: bytes)
    }

    /// Light grey with a darker framed "mountain and sun" mark: iOS's broken-image look.
    public static func placeholder(size: Int = 200) -> Bitmap {
        let bmp = Bitmap(width: size, height: size, fill: Color(white: 0.9))
        let dark: (UInt8, UInt8, UInt8) = (150, 150, 155)
        func paint(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < size, y < size else { return }
            let i = (y * size + x) * 4
            (bmp.pixels[i], bmp.pixels[i + 1], bmp.pixels[i + 2]) = dark
        }
        let (lo, hi) = (size * 3 / 10, size * 7 / 10)
        for k in lo...hi { for t in 0..<3 { paint(k, lo + t); paint(k, hi - t); paint(lo + t, k); paint(hi - t, k) } }
        for x in lo...hi {  // a mountain: a triangle rising from the bottom edge
            let peak = abs(x - size / 2)
            for y in (lo + size / 10 + peak)...hi { paint(x, y) }
        }
        for y in -8...8 { for x in -8...8 where x * x + y * y <= 64 { paint(lo + size / 10 + x, lo + size / 10 + y) } }
        return bmp
    }
}

/// Writes a bitmap as a PNG file.
/// - Throws: an SDL error naming the path when the file cannot be written.
public func writePNG(_ bitmap: Bitmap, to path: String) throws {
    var pixels = bitmap.pixels
    try pixels.withUnsafeMutableBytes { buf in
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
            buf.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32, Int32(bitmap.width * 4),
            SDL_PIXELFORMAT_ABGR8888.rawValue) else { throw SDLBackendError.fromSDL("SDL_CreateRGBSurfaceWithFormatFrom") }
        defer { SDL_FreeSurface(surface) }
        guard IMG_SavePNG(surface, path) == 0 else {
            throw SDLBackendError.sdl(call: "IMG_SavePNG(\(path))",
                                      reason: String(cString: SDL_GetError()) + "; check the directory exists and is writable")
        }
    }
}
