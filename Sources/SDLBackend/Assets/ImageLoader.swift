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
    /// - Throws: `missingResource` when there is no file, `badResource` when it is a directory
    ///   or a device. An undecodable file is not an error: it yields a 200×200 "broken image"
    ///   placeholder and a warning on stderr.
    public func loadBitmap(_ path: String) throws -> Bitmap {
        try ImageLoader.requireRegularFile(path)
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
    /// - Parameters:
    ///   - path: the image file (PNG or JPEG).
    ///   - scale: the image's pixels per point (2 for an `@2x` picture).
    ///   - maxPixelDimension: when set, the pixels are decoded lazily, on first draw,
    ///     and reduced so the longer side is at most this many pixels (the size in points stays).
    ///     A renderer that shows the image larger may decode it again, up to the file's pixels.
    /// - Throws: `missingResource` when there is no file.
    public func loadImage(_ path: String, scale: CGFloat = 1, maxPixelDimension: Int? = nil) throws -> Image {
        let name = (path as NSString).lastPathComponent
        // Checked now even when decoding waits for the first draw, so a bad path fails at start-up.
        try ImageLoader.requireRegularFile(path)
        guard let limit = maxPixelDimension,
            let header = ImageHeader.pixelSize(ofFileAt: path)
        else {
            return Image(bitmap: try loadBitmap(path), scale: scale, name: name)
        }
        let first = ImageLoader.reducedSize(of: header, maxPixelDimension: limit)
        let size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
        return Image(
            size: size, scale: CGFloat(first.width) / size.width, name: name,
            filePixelSize: CGSize(width: header.width, height: header.height)
        ) { limit in
            let reduced = ImageLoader.reducedSize(of: header, maxPixelDimension: limit)
            return self.decodeReduced(path, toWidth: reduced.width, height: reduced.height, expected: header)
        }
    }

    /// Pixels of a `file`-sized image reduced so its longer side is at most `limit`, keeping its
    /// aspect; never larger than the file.
    static func reducedSize(of file: (width: Int, height: Int), maxPixelDimension limit: Int) -> (
        width: Int, height: Int
    ) {
        let reduction = min(1, Double(limit) / Double(max(file.width, file.height)))
        return (
            max(1, Int((Double(file.width) * reduction).rounded())),
            max(1, Int((Double(file.height) * reduction).rounded()))
        )
    }

    /// Decodes `path` and reduces it to `w`×`h` straight from SDL's converted surface, so the
    /// full-size pixels exist once, briefly. A file that changed or broke since its header was
    /// read gives whatever `loadBitmap` gives (possibly the placeholder).
    private func decodeReduced(_ path: String, toWidth w: Int, height h: Int, expected: (width: Int, height: Int))
        -> Bitmap
    {
        guard let decoded = IMG_Load(path) else { return (try? loadBitmap(path)) ?? ImageLoader.placeholder() }
        // JPEGs arrive as packed RGB: reduce them as they are, without a full-size RGBA copy.
        if decoded.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB24.rawValue,
            Int(decoded.pointee.w) == expected.width, Int(decoded.pointee.h) == expected.height,
            SDL_LockSurface(decoded) == 0, let base = decoded.pointee.pixels?.assumingMemoryBound(to: UInt8.self)
        {
            defer { SDL_UnlockSurface(decoded); SDL_FreeSurface(decoded) }
            return Resample.downscale(
                UnsafePointer(base), width: expected.width, height: expected.height,
                pitch: Int(decoded.pointee.pitch), bytesPerPixel: 3, toWidth: w, height: h)
        }
        let rgba = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0)
        SDL_FreeSurface(decoded)
        guard let rgba else { return (try? loadBitmap(path)) ?? ImageLoader.placeholder() }
        defer { SDL_FreeSurface(rgba) }
        let sw = Int(rgba.pointee.w), sh = Int(rgba.pointee.h)
        guard sw == expected.width, sh == expected.height, SDL_LockSurface(rgba) == 0,
            let base = rgba.pointee.pixels?.assumingMemoryBound(to: UInt8.self)
        else {
            return ImageLoader.bitmap(from: rgba) ?? ImageLoader.placeholder()
        }
        defer { SDL_UnlockSurface(rgba) }
        return Resample.downscale(
            UnsafePointer(base), width: sw, height: sh, pitch: Int(rgba.pointee.pitch),
            toWidth: w, height: h)
    }

    /// Throws unless `path` is a regular file: a directory or a device would make a reader trap,
    /// hang or fill memory.
    static func requireRegularFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw SDLBackendError.missingResource(
                path: path, hint: "image file not found; run from the repository root or pass --resources DIR")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw SDLBackendError.badResource(path: path, reason: "is a directory, not an image file")
        default: throw SDLBackendError.badResource(path: path, reason: "is not a regular file, so not an image file")
        }
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

/// Writes a bitmap as a PNG, encoded in memory and then written as `writeOutput` decides: a
/// file whole or not at all (named `path` only once every byte is on disk), a device or FIFO
/// as a stream.
/// - Throws: `writeFailed` naming `path` when it cannot be written in full (a missing folder, a
///   full disk, a file-size limit), and then nothing is left under `path` or a temporary name;
///   `notAFile` when `path` is a folder or a block device.
public func writePNG(_ bitmap: Bitmap, to path: String) throws {
    try writeOutput(try encodePNG(bitmap), to: path)
}

/// The PNG bytes of `bitmap`. SDL_image would ignore a short write to a file (a full disk
/// gives a truncated PNG and success), so it writes into memory, which cannot run short.
func encodePNG(_ bitmap: Bitmap) throws -> [UInt8] {
    var pixels = bitmap.pixels
    return try pixels.withUnsafeMutableBytes { buf in
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buf.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32, Int32(bitmap.width * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue)
        else { throw SDLBackendError.fromSDL("SDL_CreateRGBSurfaceWithFormatFrom") }
        defer { SDL_FreeSurface(surface) }
        guard let stream = SDL_AllocRW() else { throw SDLBackendError.fromSDL("SDL_AllocRW") }
        defer { SDL_FreeRW(stream) }
        let sink = ByteSink()
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
        stream.pointee.size = { _ in -1 }
        stream.pointee.seek = { stream, offset, whence in
            // Only "where am I" is answerable: the stream grows at its end.
            guard let stream, offset == 0, whence == RW_SEEK_CUR else { return -1 }
            return Sint64(ByteSink.of(stream).bytes.count)
        }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { stream, source, size, count in
            guard let stream, let source else { return 0 }
            ByteSink.of(stream).bytes.append(contentsOf: UnsafeRawBufferPointer(start: source, count: size * count))
            return count
        }
        stream.pointee.close = { _ in 0 }
        let status = withExtendedLifetime(sink) { IMG_SavePNG_RW(surface, stream, 0) }
        guard status == 0 else { throw SDLBackendError.fromSDL("IMG_SavePNG_RW") }
        return sink.bytes
    }
}

/// Where `encodePNG`'s SDL stream puts its bytes.
private final class ByteSink {
    var bytes: [UInt8] = []

    static func of(_ stream: UnsafeMutablePointer<SDL_RWops>) -> ByteSink {
        Unmanaged<ByteSink>.fromOpaque(stream.pointee.hidden.unknown.data1).takeUnretainedValue()
    }
}
