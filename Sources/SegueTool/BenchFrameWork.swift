import SDLBackend
import ViewKit

/// What the renderer made in one frame besides compositing: the work that makes a frame slow
/// on any machine, as opposed to a frame that waited for the CPU. The bench names it for each
/// scenario's slowest frame (`slowest_frame_work`).
public struct BenchFrameWork: Equatable {
    /// Lines of text rasterised.
    public var textLines = 0
    /// Shadow 9-patches built.
    public var shadows = 0
    /// Backdrop blurs computed.
    public var blurs = 0
    /// Layers allocated, of any kind.
    public var layers = 0
    /// Image files decoded: for a picture not held yet, again larger, or back at the first size.
    public var imageDecodes = 0
    /// Offscreen snapshots rendered.
    public var snapshots = 0
    /// Output pixels the frame redrew.
    public var damagedPixels = 0
    /// Bytes of layer pixels written for the first time (`Renderer.newLayerBytes`): pages the
    /// frame waited on the kernel for, about 2.4 µs each on the VM Segue is measured on.
    public var newLayerBytes = 0

    /// The lifetime counters of `renderer`, and its frame's damage.
    init(_ renderer: Renderer) {
        let stats = renderer.stats
        newLayerBytes = renderer.newLayerBytes
        (textLines, shadows, blurs) = (stats.textRasterizations, stats.shadowBuilds, stats.blurComputations)
        (layers, imageDecodes) = (
            stats.texturesCreated, stats.imagesDecoded + stats.imageRedecodes + stats.imageShrinks
        )
        (snapshots, damagedPixels) = (stats.snapshotRenders, stats.damagedPixels)
    }

    /// What was made between `earlier` and this, with this frame's damage.
    func since(_ earlier: BenchFrameWork) -> BenchFrameWork {
        var made = self
        made.textLines -= earlier.textLines
        made.shadows -= earlier.shadows
        made.blurs -= earlier.blurs
        made.layers -= earlier.layers
        made.imageDecodes -= earlier.imageDecodes
        made.snapshots -= earlier.snapshots
        made.newLayerBytes -= earlier.newLayerBytes
        return made
    }

    /// "2 image decodes, 1 blur, 3 layers, 1286 new pages; 1316640 px redrawn", or "compositing
    /// only; … px redrawn". A page is 4 KiB.
    public var summary: String {
        let parts = [
            (imageDecodes, "image decode"), (textLines, "text line"), (blurs, "blur"), (shadows, "shadow"),
            (snapshots, "snapshot"), (layers, "layer"), ((newLayerBytes + 4095) / 4096, "new page"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return (parts.isEmpty ? "compositing only" : parts.joined(separator: ", ")) + "; \(damagedPixels) px redrawn"
    }
}

/// Keeps each drawn frame's `BenchFrameWork`, in the order the frame times are kept: what the
/// frame made up to its draw, the part its time covers. What a frame's preparations make after
/// it (`Window.prepare`, between frames) is no frame's.
final class BenchFrameWorkLog: FrameObserver {
    private let renderer: Renderer
    private var last: BenchFrameWork
    /// The counters once this frame drew, before its preparations.
    private var drawn: BenchFrameWork?
    private(set) var frames: [BenchFrameWork] = []
    /// The most the renderer held, part by part, after any frame.
    private(set) var memory = RendererMemory()

    init(renderer: Renderer) {
        self.renderer = renderer
        last = BenchFrameWork(renderer)
    }

    func didDraw(_ list: DisplayList, on host: FrameHost) {
        drawn = BenchFrameWork(renderer)
    }

    func frameDidEnd(_ frame: FrameSummary) {
        if frame.drawn {
            frames.append((drawn ?? BenchFrameWork(renderer)).since(last))
            memory.formMaximum(renderer.memory)
        }
        drawn = nil
        last = BenchFrameWork(renderer)
    }
}

/// Gives the renderer's decoding thread, after each frame, the time a 60 Hz window leaves it
/// before the next: the bench steps frames back to back, so without this a decode asked for
/// ahead (a prefetched row of photos, half a second of scrolling early) would have had only
/// the few milliseconds the frames between took, and the frame that shows it would decode it
/// itself, as no window at 60 Hz does. The wait is not timed: frames are timed on the thread's
/// CPU clock.
final class BenchDecodeGap: FrameObserver {
    /// Seconds between two frames of a 60 Hz window.
    static let frameInterval = 1.0 / 60
    private let renderer: Renderer

    init(renderer: Renderer) { self.renderer = renderer }

    func frameDidEnd(_ frame: FrameSummary) {
        guard renderer.isDecodingImages else { return }
        renderer.awaitBackgroundDecodes(timeout: Self.frameInterval - frame.cost)
    }
}
