import Foundation

/// Reads an image's pixel size from its file header without decoding it (JPEG and PNG).
enum ImageHeader {
    /// Bytes read from the start of the file: a JPEG's frame header can follow large EXIF blocks.
    static let headerBytes = 256 * 1024

    /// Pixels, or nil when the path is not a readable regular file or its header is not a JPEG
    /// or PNG header this reader understands.
    static func pixelSize(ofFileAt path: String) -> (width: Int, height: Int)? {
        // POSIX calls rather than FileHandle, whose reads trap on errors such as a directory's EISDIR.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: headerBytes)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return png(bytes) ?? jpeg(bytes)
    }

    static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, b[12...15].elementsEqual("IHDR".utf8) else { return nil }
        let w = be32(b, 16), h = be32(b, 20)
        return w > 0 && h > 0 ? (w, h) : nil
    }

    static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard let frame = jpegFrame(b), frame.width > 0, frame.height > 0 else { return nil }
        return (frame.width, frame.height)
    }

    /// A JPEG's first start-of-frame marker (C0 for baseline, C2 for progressive…) and the
    /// pixel size it gives; nil when the bytes hold none.
    static func jpegFrame(_ b: [UInt8]) -> (marker: UInt8, width: Int, height: Int)? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = be16(b, i + 2)
            // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (marker, be16(b, i + 7), be16(b, i + 5))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }
}
