import Foundation

/// Decoded pixels: RGBA, 8 bits per channel, straight alpha, rows top to bottom with no padding.
public final class Bitmap {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "Bitmap needs width·height·4 bytes")
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    public convenience init(width: Int, height: Int, fill: Color) {
        let c = fill.rgba8
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: px.count, by: 4) {
            px[i] = c.r; px[i + 1] = c.g; px[i + 2] = c.b; px[i + 3] = c.a
        }
        self.init(width: width, height: height, pixels: px)
    }
}

/// An image a view can show. It is either decoded pixels or a recorded display list
/// (a snapshot), which the backend rasterises once and caches. Pixels may be decoded lazily,
/// on first use, so images that are never drawn cost neither time nor memory.
/// Identity matters: backends key their texture caches on the object.
public final class Image {
    public enum Content {
        case bitmap(Bitmap)
        /// A snapshot: the recorded ops are in the image's own point space, origin at (0, 0).
        case recording(DisplayList)
    }

    private var resolved: Content?
    private var decode: (() -> Bitmap)?
    /// Decodes the file anew with its longer side at most the given pixels (`decode(maxPixelDimension:)`).
    private var decodeAt: ((Int) -> Bitmap)?
    /// Pixels of the file behind the image, the most it can be decoded at; nil when it cannot
    /// be decoded at another size (given pixels, a snapshot, a file decoded whole).
    public let filePixelSize: CGSize?
    /// Size in points.
    public let size: CGSize
    /// Pixels per point of the content.
    public let scale: CGFloat
    /// A human-readable name for dumps and errors, such as the file name.
    public let name: String
    /// The glyph an SF Symbol image stands for (`Image(systemName:)`), which a button tints.
    public internal(set) var symbol: Glyph?
    /// A symbol image recorded again for a surface of another scale (`forSurface(scale:)`).
    var rescaledSymbol: Image?

    public init(bitmap: Bitmap, scale: CGFloat = 1, name: String) {
        resolved = .bitmap(bitmap)
        size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        self.scale = scale
        self.name = name
        filePixelSize = nil
    }

    public init(recording: DisplayList, size: CGSize, scale: CGFloat, name: String = "snapshot") {
        resolved = .recording(recording)
        (self.size, self.scale, self.name, filePixelSize) = (size, scale, name, nil)
    }

    /// An image whose pixels are decoded by `decode` the first time they are needed.
    /// - Parameters:
    ///   - size: points, known up front (from a file header) so layout needs no decoding.
    ///   - scale: pixels per point of the content.
    ///   - name: a human-readable name for dumps and errors, such as the file name.
    ///   - decode: should return `size × scale` pixels; a backend maps whatever it returns.
    public init(size: CGSize, scale: CGFloat, name: String, decode: @escaping () -> Bitmap) {
        (self.size, self.scale, self.name, self.decode, filePixelSize) = (size, scale, name, decode, nil)
    }

    /// An image decoded lazily at `size × scale` pixels, reduced from a larger file, which a
    /// backend may decode again at up to the file's own pixels when it is shown larger.
    /// - Parameters:
    ///   - size: points, known up front (from a file header) so layout needs no decoding.
    ///   - scale: pixels per point of the first decode, which is `decodeAt` of the longer side
    ///     of `size × scale` pixels.
    ///   - name: a human-readable name for dumps and errors, such as the file name.
    ///   - filePixelSize: pixels of the file, the most `decodeAt` can give.
    ///   - decodeAt: decodes the file with its longer side at most the given pixels, keeping
    ///     its aspect; a backend maps whatever it returns. A window's renderer calls it on a
    ///     thread of its own for the decodes after the first (larger when the image is shown
    ///     larger, back at the first size when it is not), so it must touch nothing the main
    ///     thread changes: read the file and return its pixels.
    public init(
        size: CGSize, scale: CGFloat, name: String, filePixelSize: CGSize,
        decodeAt: @escaping (_ maxPixelDimension: Int) -> Bitmap
    ) {
        (self.size, self.scale, self.name, self.filePixelSize, self.decodeAt) = (
            size, scale, name, filePixelSize, decodeAt
        )
        let first = Int(max(size.width * scale, size.height * scale).rounded())
        decode = { decodeAt(first) }
    }

    /// Pixels decoded anew from the file with the longer side at most `maxPixelDimension`
    /// (and at most the file's), without keeping them: the caller owns the only copy. Nil when
    /// the image cannot be decoded at another size (`filePixelSize` is nil).
    public func decode(maxPixelDimension: Int) -> Bitmap? {
        guard let decodeAt, let file = filePixelSize else { return nil }
        return decodeAt(max(1, min(maxPixelDimension, Int(max(file.width, file.height)))))
    }

    /// The pixels or recording, decoding them now if that has not happened yet.
    public var content: Content {
        if let resolved { return resolved }
        let bitmap = decode?() ?? Bitmap(width: 1, height: 1, fill: .clear)
        resolved = .bitmap(bitmap)
        return .bitmap(bitmap)
    }

    /// Drops decoded pixels that can be decoded again (a lazily loaded file), once a backend
    /// holds its own copy in a texture; `content` decodes anew if it is needed later.
    public func discardDecodedPixels() {
        guard decode != nil, case .bitmap = resolved else { return }
        resolved = nil
    }

    /// Whether the pixels have been decoded (or were given up front).
    public var isDecoded: Bool { resolved != nil }

    /// Size of the content in pixels.
    public var pixelSize: CGSize { CGSize(width: size.width * scale, height: size.height * scale) }
}

extension Image: Hashable {
    public static func == (l: Image, r: Image) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
