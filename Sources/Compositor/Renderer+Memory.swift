import Foundation

/// What a renderer holds in memory, in bytes, by what it is for: the answer to "what holds
/// the memory" beside a process's resident size (`segue bench` reports it).
public struct RendererMemory: Hashable, CustomStringConvertible {
    /// Rasterised lines of text.
    public var text = 0
    /// Shadow 9-patches and small shadows.
    public var shadows = 0
    /// Backdrop blurs: each at the reduced resolution it is computed at, and enlarged to the
    /// size shown once it shows unchanged in a second frame.
    public var blurs = 0
    /// Decoded images, their mip levels, and their layers at the size drawn (see
    /// `RenderStats.drawnSizeLayers`).
    public var images = 0
    /// Pooled layers groups are drawn into.
    public var groupLayers = 0
    /// Corner coverage circles.
    public var corners = 0
    /// The copy of the output kept after a run of ops frames share (see `reusesPrefix`), and
    /// the one made between frames for a transition's first frame to keep, after a press.
    public var keptPrefix = 0
    /// The damage check's reference renderer (`checksDamage`), all of it.
    public var damageCheck = 0
    /// Buffers of layers that went, kept a few frames for the next layers made to draw in:
    /// at most a window's worth, and none once the host goes idle
    /// (`Renderer.releaseIdleMemory()`).
    public var recycled = 0

    public init() {}

    /// Every byte above.
    public var total: Int {
        text + shadows + blurs + images + groupLayers + corners + keptPrefix + damageCheck + recycled
    }

    /// Each part's largest size in either.
    public mutating func formMaximum(_ other: RendererMemory) {
        text = max(text, other.text); shadows = max(shadows, other.shadows); blurs = max(blurs, other.blurs)
        images = max(images, other.images); groupLayers = max(groupLayers, other.groupLayers)
        corners = max(corners, other.corners); keptPrefix = max(keptPrefix, other.keptPrefix)
        damageCheck = max(damageCheck, other.damageCheck); recycled = max(recycled, other.recycled)
    }

    /// The parts in MB, as "images 12.1 MB, text 0.8 MB, …", largest first, nonzero only.
    public var description: String {
        let parts = [
            ("images", images), ("group layers", groupLayers), ("kept prefix", keptPrefix), ("text", text),
            ("blurs", blurs), ("shadows", shadows), ("corners", corners), ("damage check", damageCheck),
            ("recycled", recycled),
        ].filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        guard !parts.isEmpty else { return "nothing" }
        return parts.map { "\($0.0) " + String(format: "%.1f MB", Double($0.1) / 1_048_576) }.joined(separator: ", ")
    }
}

extension Renderer {
    /// The bytes this renderer holds now, by what for; the output it draws into is its
    /// owner's (a window's surface, a canvas's pixels) and not counted.
    public var memory: RendererMemory {
        var m = RendererMemory()
        m.text = caches.text.values.reduce(0) { $0 + 4 * $1.layer.width * $1.layer.height }
        m.shadows = caches.shadows.values.reduce(0) {
            $0 + $1.layer.rowBytes * $1.layer.height + ($1.stretched.map { $0.rowBytes * $0.height } ?? 0)
        }
        m.blurs = caches.blurs.values.reduce(0) {
            $0 + $1.reduced.small.rowBytes * $1.reduced.small.height + ($1.layer.map { $0.rowBytes * $0.height } ?? 0)
        }
        m.images = caches.images.values.reduce(0) {
            $0 + $1.levels.reduce(0) { $0 + $1.layer.rowBytes * $1.layer.height }
                + ($1.drawn.map { $0.layer.rowBytes * $0.layer.height } ?? 0)
        }
        m.groupLayers =
            caches.targetPool.reduce(0) { $0 + 4 * $1.layer.width * $1.layer.height }
            + retainedGroups.reduce(0) { $0 + ($1.layer.map { 4 * $0.width * $0.height } ?? 0) }
        m.corners = caches.corners.values.reduce(0) { $0 + $1.rowBytes * $1.height }
        m.keptPrefix = [prefix.layer, prefix.ahead?.layer].reduce(0) { $0 + ($1.map { $0.rowBytes * $0.height } ?? 0) }
        m.recycled = recycler.keptBytes
        if let reference = damageCheck?.reference {
            m.damageCheck = reference.memory.total + reference.canvas.output.rowBytes * reference.canvas.output.height
        }
        return m
    }

    /// Frees the buffers kept for the next layers (`RendererMemory.recycled`), and the output
    /// copied after a press for a transition's first frame when a kept prefix is held besides
    /// it: for a host to call when it goes idle, so an app at rest holds none of them. Frames
    /// after it map their new layers afresh, as the first frames did, and a transition that
    /// starts then copies the output in its first frame. A copy held alone stays: it is the
    /// layer the transition keeps its prefix in, which the press made.
    public func releaseIdleMemory() {
        if prefix.layer != nil { prefix.ahead = nil }
        recycler.releaseAll()
    }
}
