import Foundation

/// Large pixel buffers that layers gave back, kept a few frames to be drawn in again.
///
/// A layer of `smallestBytes` or more is mapped on pages of its own (`ProcessMemory` fixes
/// glibc's threshold there) and its pages go back to the system the moment it goes. A new one
/// then pays the kernel for every page on its first write: 2.2–2.5 µs a 4 KiB page on the
/// 2-core VM this was measured on, 3 ms for a window's 5.3 MB at 2×, where clearing the same
/// bytes takes 0.2 ms. Frames that replace a layer by one of nearly its size paid that each
/// time: a card's picture, kept at the size drawn (Renderer+DrawnSize), was made again eight
/// times in twenty frames as its spring crept to rest a pixel at a time.
///
/// So a renderer's layers give their buffer back here. It is kept for `keptFrames` frames,
/// and a layer made in that time takes a kept buffer it fits in, clearing only the bytes it
/// uses. A buffer is made `headroom` larger than its first layer needs, so the next layer a
/// pixel or a few rows larger fits it too, or with the room its layer asks for: a group's
/// layer, which grows with a view expanding to full screen (the mini player), has room for
/// the window, and each larger layer is made in the same buffer. Pages never written are never
/// resident, so room costs address space, not memory: what counts is the bytes a buffer's
/// layers have written (`written`). What is kept is bounded (`mostBytes`, written), and all of
/// it goes when the host goes idle (`Renderer.releaseIdleMemory()`).
///
/// Layers may go on any thread (an image decoded on the renderer's decoding thread, say), so
/// the buffers are behind a lock.
final class PixelRecycler: @unchecked Sendable {
    /// A buffer of `capacity` bytes, of which its layers wrote the first `written` (the
    /// pages resident), given back in `frame`.
    private struct Kept {
        let bytes: UnsafeMutableRawPointer
        let capacity: Int
        let written: Int
        let frame: Int
    }

    /// A buffer a layer draws in: `capacity` bytes, of which layers wrote the first `written`.
    struct Buffer {
        let bytes: UnsafeMutableRawPointer
        let capacity: Int
        let written: Int
    }

    /// Bytes from which a layer's buffer is recycled: `ProcessMemory.largeBufferBytes`, below
    /// which the heap gives out memory already resident.
    static let smallestBytes = 128 << 10
    /// Frames a buffer is kept unused before it goes back to the system.
    static let keptFrames = 8
    /// A new buffer's room past what its layer needs, as a fraction of it.
    static let headroom = 1.0 / 16
    /// What a kept buffer may have written past a layer's need for the layer to take it, as a
    /// fraction of that need: a small layer kept for long (a line of text) never pins a
    /// window's worth.
    static let mostWaste = 0.25

    private let lock = NSLock()
    private var kept: [Kept] = []
    private var frame = 0
    private var bound: Int
    private var reusedCount = 0

    init(mostBytes: Int) { bound = mostBytes }

    /// The most bytes kept at once, as written; a buffer given back past it is freed.
    var mostBytes: Int {
        get { lock.withLock { bound } }
        set { lock.withLock { bound = newValue } }
    }
    /// Buffers taken again instead of being mapped anew, since the recycler was made.
    var reused: Int { lock.withLock { reusedCount } }
    /// Bytes of the buffers it gave out that no layer had written before: pages the kernel
    /// supplies on their first write, since the recycler was made.
    var newBytes: Int { lock.withLock { newByteCount } }
    private var newByteCount = 0

    deinit { for buffer in kept { free(buffer.bytes) } }

    /// Bytes kept now, as written (resident).
    var keptBytes: Int { lock.withLock { kept.reduce(0) { $0 + $1.written } } }

    /// A buffer of at least `bytes` (or `room`, when larger, for a layer to grow into), the
    /// first `bytes` of them zero unless `zeroed` is false (then a kept buffer keeps whatever
    /// its last layer left); nil when memory runs out. Its `written` counts `bytes`.
    func take(_ bytes: Int, room: Int = 0, zeroed: Bool = true) -> Buffer? {
        let found: Kept? = lock.withLock {
            let fits = kept.indices.filter {
                kept[$0].capacity >= bytes && Double(kept[$0].written - bytes) <= Double(bytes) * Self.mostWaste
            }
            // The one whose written pages serve the most of the need and pin the least past it.
            guard let best = fits.min(by: { abs(kept[$0].written - bytes) < abs(kept[$1].written - bytes) })
            else { return nil }
            reusedCount += 1
            newByteCount += max(0, bytes - kept[best].written)
            return kept.remove(at: best)
        }
        if let found {
            if zeroed { memset(found.bytes, 0, bytes) }
            return Buffer(bytes: found.bytes, capacity: found.capacity, written: max(found.written, bytes))
        }
        // Rounded up to whole pages; calloc maps pages this large, already zero, untouched.
        let capacity = (max(bytes + Int(Double(bytes) * Self.headroom), room) + 4095) / 4096 * 4096
        guard let fresh = calloc(capacity, 1) else { return nil }
        lock.withLock { newByteCount += bytes }
        return Buffer(bytes: fresh, capacity: capacity, written: bytes)
    }

    /// Takes back a buffer `take` gave, to be taken again or freed.
    func giveBack(_ buffer: Buffer) {
        let freed: UnsafeMutableRawPointer? = lock.withLock {
            guard kept.reduce(0, { $0 + $1.written }) + buffer.written <= bound else { return buffer.bytes }
            kept.append(Kept(bytes: buffer.bytes, capacity: buffer.capacity, written: buffer.written, frame: frame))
            return nil
        }
        if let freed { free(freed) }
    }

    /// At the end of renderer frame `frame`: frees what was given back `keptFrames` or more
    /// frames before it.
    func endFrame(_ frame: Int) {
        let old: [Kept] = lock.withLock {
            self.frame = frame
            let old = kept.filter { frame - $0.frame >= Self.keptFrames }
            kept.removeAll { frame - $0.frame >= Self.keptFrames }
            return old
        }
        for buffer in old { free(buffer.bytes) }
    }

    /// Frees every kept buffer.
    func releaseAll() {
        let all: [Kept] = lock.withLock {
            defer { kept = [] }
            return kept
        }
        for buffer in all { free(buffer.bytes) }
    }
}
