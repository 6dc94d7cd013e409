import Foundation
import SDLBackend
import SegueScript
import ViewKit

/// `--hashes`: one line per frame, `FRAME TIME HASH`, where HASH is a 64-bit FNV-1a of the
/// frame's size and RGBA pixels. Two replays drew the same frames when the files are equal.
public final class FrameHashes: FrameConsumer {
    public let path: String
    private var lines: [String] = []

    public init(path: String) { self.path = path }

    public func take(_ frame: Bitmap, index: Int, time: Double) throws {
        lines.append(String(format: "%d %.6f %016llx", index, time, FrameHashes.hash(frame)))
    }

    /// A file is written whole or not at all; a device or FIFO (`/dev/stdout`) as a stream.
    public func finish() throws {
        try writeOutput(Array(lines.map { $0 + "\n" }.joined().utf8), to: path)
        print("hashes: \(lines.count) frames → \(path)")
    }

    /// FNV-1a over the size and then the pixels eight bytes at a time (the byte-at-a-time
    /// loop is slow in debug builds, and any change to any pixel still changes the hash).
    static func hash(_ frame: Bitmap) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in [UInt64(frame.width), UInt64(frame.height)] { hash = (hash ^ word) &* prime }
        frame.pixels.withUnsafeBytes { bytes in
            let words = bytes.count / 8
            for i in 0..<words { hash = (hash ^ bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* prime }
            for i in (words * 8)..<bytes.count { hash = (hash ^ UInt64(bytes[i])) &* prime }
        }
        return hash
    }
}

/// `--frames DIR`: every frame as DIR/frame-00000.png, numbered from 0.
public final class FramePNGs: FrameConsumer {
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    public func take(_ frame: Bitmap, index: Int, time: Double) throws {
        try writePNG(frame, to: folder.appendingPathComponent(String(format: "frame-%05d.png", index)).path)
    }

    public func finish() throws {}
}
