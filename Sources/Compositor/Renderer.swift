import Foundation
import ViewKit

/// Executes ViewKit display lists into pixels with pixman and cairo: anti-aliased, cached, and
/// the same for every window and the headless canvas, so what the goldens test is what a
/// window shows.
///
/// Rects arrive in local points; `state.transform` maps them to window points and `scale`
/// maps window points to pixels. Every layer and buffer this draws with belongs to the
/// instance, so two renderers never share state.
public final class Renderer {
    /// Where the pixels go.
    package let canvas: PixelCanvas
    /// What draws the pixels, as reports name it.
    public var compositorName: String { "pixman" }
    /// Set by `close()`: drawing then throws.
    private(set) var isClosed = false
    /// Pixels per point (2 on a HiDPI display). Cache bounds left at their default follow it,
    /// and a change redraws the whole output at the next frame.
    public var scale: CGFloat {
        get { pixelScale }
        set {
            let old = pixelScale
            pixelScale = newValue
            if cacheLimits == Renderer.defaultCacheLimits(scale: old) {
                cacheLimits = Renderer.defaultCacheLimits(scale: newValue)
            }
            if newValue != old { invalidate() }
        }
    }
    /// `scale`, or a snapshot's own while one is drawn.
    private var pixelScale: CGFloat
    /// What draws text ops' lines (SDLBackend's `FontLibrary`); text is skipped when nil.
    public let fonts: (any TextRasterizer)?
    /// What the last frame did, plus lifetime cache counters.
    public internal(set) var stats = RenderStats()

    /// Lines of text rasterised since creation.
    public var textRasterizations: Int { stats.textRasterizations }
    /// Shadow 9-patches built since creation.
    public var shadowBuilds: Int { stats.shadowBuilds }
    /// Backdrop blurs computed since creation.
    public var blurComputations: Int { stats.blurComputations }

    /// Threads a frame's large composites are split over, in bands of rows: the drawing thread
    /// and `threads − 1` workers, which start on the first large composite. One per core by
    /// default (`defaultThreads`); values are clamped to 1…`mostThreads`. The pixels are the
    /// same for any number.
    public var threads: Int {
        get { canvas.pool.threads }
        set {
            let count = min(max(1, newValue), Renderer.mostThreads)
            if count != canvas.pool.threads { canvas.pool = BandPool(threads: count) }
        }
    }
    /// Composites split into bands over more than one thread since `threads` was last set.
    public var compositesSplit: Int { canvas.pool.splits }
    /// Bytes of layer pixels written for the first time since the renderer was made, counting
    /// layers of 128 KiB or more (smaller ones come from heap pages already in use): pages the
    /// kernel supplies on their first write, 2.2–2.5 µs a 4 KiB page on the 2-core VM Segue is
    /// measured on, so about 3 ms for a window's worth at 2×. Read it before and after
    /// `draw(_:)`: a frame that added to it waited on the kernel besides drawing.
    /// `Window.prepare(presenting:)`, asked for when a press lands, moves a presentation's
    /// share to between frames; a layer given back is kept a few frames, so the next layer of
    /// about its size writes no new pages.
    public var newLayerBytes: Int { recycler.newBytes }
    /// One thread per core the process may run on.
    public static var defaultThreads: Int { min(ProcessInfo.processInfo.activeProcessorCount, mostThreads) }
    /// The most threads a renderer composites on.
    public static let mostThreads = 64

    /// Frames after which an unused cache entry (text, corner circles, blurs) is dropped.
    public var evictAfterFrames = 120 {
        // The check's renderer ages its caches as this one does: which decode an image has
        // (decoded back smaller after this many frames unshown) decides its pixels.
        didSet { damageCheck?.reference.evictAfterFrames = evictAfterFrames }
    }
    /// The most each cache holds after a frame (see `defaultCacheLimits(scale:)`).
    public var cacheLimits = Renderer.defaultCacheLimits

    var frame = 0
    /// Backdrop blurs drawn so far this frame; each is a cache slot.
    var blurSlot = 0
    var targets: [TargetFrame] = []
    /// Groups that only fade, and the layers they are kept in (see Renderer+RetainedGroup).
    var retainedGroups: [RetainedGroup] = []
    /// Whether a large group that only fades is drawn once into a layer that later frames
    /// composite at their opacity (the default; see `RenderStats.groupsReused`). Off for the
    /// damage check's reference, which draws every group's ops every frame.
    public var retainsFadingGroups = true {
        didSet { if !retainsFadingGroups { dropRetainedGroups(all: true) } }
    }
    /// Whether a group at full opacity whose first child paints it opaquely, or that holds a
    /// single image, is drawn straight into the target under it, with only its rounded corners
    /// drawn aside (the default; see `RenderStats.groupsDrawnInPlace`). The pixels are the same
    /// either way. Off for the damage check's reference, which draws every group in a layer of
    /// its own.
    public var drawsGroupsInPlace = true
    /// The name `drawsGroupsInPlace` had when it drew only groups with an opaque first child.
    @available(*, deprecated, renamed: "drawsGroupsInPlace")
    public var drawsOpaqueGroupsInPlace: Bool {
        get { drawsGroupsInPlace }
        set { drawsGroupsInPlace = newValue }
    }
    /// Whether a fading group that opens with an opaque fill is composited as that fill faded
    /// where the fill is all it holds (see Renderer+UniformFade). Off for the damage check's
    /// reference, which composites every group whole.
    var fadesUniformGroupParts = true
    /// While a frame draws: each op's output pixels (see `drawFrame`).
    var frameOpBounds: [PixelRect]?
    var caches = Caches()
    /// What the last frame drew and where it changed the output (see Renderer+Damage).
    var damage = DamageState()
    /// Decodes images on a thread of its own, when a window asked (`decodeImagesInBackground`).
    var decoder: ImageDecodeQueue?
    /// Draws each frame whole as well, when `checksDamage` is on.
    var damageCheck: DamageCheck?
    /// The output after the first ops of a recent frame (see Renderer+Prefix).
    var prefix = PrefixCache()
    /// Counts the frames that drew in the output and the outputs replaced (a window resized):
    /// a copy of the output made while the count stood is the output still.
    var outputChanges = 0
    /// Where the op being drawn shows past what later opaque ops cover (see Renderer+Covers).
    var coverCulling = CoverCulling()
    /// Buffers of layers that went, for the next layers to draw in (see PixelRecycler).
    let recycler = PixelRecycler(mostBytes: 0)

    /// Draws into `output`, `scale` pixels per point.
    package init(output: Layer, scale: CGFloat, fonts: (any TextRasterizer)?) {
        canvas = PixelCanvas(output: output)
        (pixelScale, self.fonts) = (scale, fonts)
        canvas.pool = BandPool(threads: Renderer.defaultThreads)
        canvas.recycler = recycler
        cacheLimits = Renderer.defaultCacheLimits(scale: scale)
        boundRecycler()
    }

    deinit { decoder?.stop() }

    /// Draws from the next frame on into `output` (a window's new surface), all of it anew.
    package func replaceOutput(_ output: Layer) {
        canvas.replaceOutput(output)
        outputChanges &+= 1
        boundRecycler()
        invalidate()
    }

    /// One window's worth of recycled buffers, its sides rounded up to 64 as a group's layer's
    /// are: a layer replaced by one of about its size, as large as the window at most (an
    /// image larger than it is never kept at its drawn size). Each byte kept is one the
    /// process's peak may hold: the bench's at 2× rose 154.9 → 158.5 MB with two windows'.
    private func boundRecycler() { recycler.mostBytes = roundedWindowBytes }

    /// The bytes of a layer the window's size, its sides rounded up to 64 (see `acquireTarget`).
    var roundedWindowBytes: Int { (canvas.output.width + 63) / 64 * 64 * ((canvas.output.height + 63) / 64 * 64) * 4 }

    /// Sets the pixels per point the next draws use, without redrawing or resizing the caches:
    /// a snapshot drawn at its own scale mid-frame.
    func restoreScale(_ value: CGFloat) { pixelScale = value }

    /// Drops every cached layer; drawing afterwards throws. Idempotent.
    public func close() {
        decoder?.stop()
        caches = Caches()
        (prefix.layer, prefix.ahead) = (nil, nil)
        // Layers still held elsewhere free their buffers as they go.
        recycler.mostBytes = 0
        recycler.releaseAll()
        isClosed = true
    }

    /// Clears to `list.clearColor` (unless the first visible op paints the whole surface) and
    /// draws every op in painter's order, within the part of the output that changed since the
    /// last frame (`lastDamage`).
    /// - Throws: `SDLBackendError.invalidDisplayList` when groups are unbalanced or the renderer
    ///   was closed, or when a layer cannot be made.
    public func draw(_ list: DisplayList) throws {
        guard !isClosed else { throw SDLBackendError.invalidDisplayList("the renderer was closed") }
        guard list.isBalanced else {
            throw SDLBackendError.invalidDisplayList(
                "beginGroup/endGroup are unbalanced; every beginGroup needs its endGroup in the same frame")
        }
        var (region, bounds, stable) = damagedRegion(for: list)
        // Where the frame starts, found once (a frame that changes nothing needs none): the
        // first visible op counts blur slots against the output as the only target.
        resetTargets()
        let start = region.bounds == nil ? nil : frameStart(for: list)
        // The output copied ahead is the output until a frame draws in it.
        let copied = start == nil ? nil : takeOutputCopy()
        if start != nil { outputChanges &+= 1 }
        do {
            // The list's first ops, drawn where they differ from what the output shows and kept,
            // when the frame would otherwise draw them over most of the window.
            if let start, start.kept == nil,
                let carried = try carryPrefix(into: list, damage: region, start: start.visible.index, copied: copied)
            {
                for rect in carried.rects { Renderer.add(rect, to: &region) }
                try drawFrame(list, within: region, bounds: bounds, stable: stable, continuing: true)
            } else if let start,
                let shortened = try shortenPrefix(for: list, damage: region, bounds: bounds, start: start)
            {
                try drawFrame(list, within: region, bounds: bounds, stable: stable, begun: true, from: shortened)
            } else {
                try drawFrame(list, within: region, bounds: bounds, stable: stable, from: start)
            }
        } catch is RedrawAll {
            region = DamageRegion(rects: [canvas.output.bounds])
            stats.damageRestarts += 1
            try drawFrame(list, within: region, bounds: bounds, stable: stable)
        }
        if let copied, prefix.layer !== copied { keepBuffer(of: copied) }
        finishDamage(list, region, bounds: bounds)
        if region.bounds != nil { noteShownImages(in: list, bounds: bounds) }
        endFrame()
        try damageCheck?.compare(list, with: canvas.output, scale: scale, frame: frame, damage: region.rects)
    }

    func beginFrame() {
        frame += 1
        stats.beginFrame()
        resetTargets()
    }

    /// The output as the only target, and no blur drawn yet.
    func resetTargets() {
        blurSlot = 0
        targets = [
            TargetFrame(
                layer: nil, originX: 0, originY: 0, width: canvas.output.width, height: canvas.output.height,
                firstOp: 0, opacity: 1, radius: 0, clip: nil, axisAligned: true)
        ]
        canvas.setTarget(nil)
    }

    private func endFrame() {
        // Balance was checked up front, so a leftover target means a bug here, not in the list.
        assert(targets.count == 1, "group stack not unwound at end of frame")
        dropRetainedGroups()
        if frame % 30 == 0 { caches.evict(olderThan: frame - evictAfterFrames) }
        caches.trim(to: cacheLimits)
        recycler.endFrame(frame)
    }

    func executeOp(_ op: DisplayOp, at index: Int, in list: DisplayList) throws {
        stats.opsDrawn += 1
        switch op {
        case let .fill(rect, radius, color, state):
            fill(rect, radius: radius, color: color, state: state)
        case let .shadow(rect, radius, color, blur, offset, state):
            try shadow(
                rect, radius: radius, color: color, blur: blur, offset: offset, state: state,
                occluder: occluder(after: index, in: list))
        case let .image(image, source, rect, radius, state):
            try drawImage(image, source: source, rect: rect, radius: radius, state: state)
        case let .text(string, font, color, origin, state):
            try text(string, font: font, color: color, origin: origin, state: state)
        case let .backdropBlur(rect, radius, blur, tint, state):
            try backdropBlur(rect, radius: radius, blur: blur, tint: tint, state: state, index: index, list: list)
        case let .beginGroup(rect, radius, state):
            try beginGroup(rect, radius: radius, state: state, index: index, list: list)
        case .endGroup:
            try endGroup(at: index, in: list)
        case let .focusRing(rect, radius, color, width, state):
            focusRing(rect, radius: radius, color: color, width: width, state: state)
        }
    }
}

/// Counters for tests and the benchmark. Per-frame fields reset when a frame begins.
public struct RenderStats: Hashable {
    public var opsDrawn = 0
    /// Compositing calls issued this frame (fills, layer draws, shapes).
    public var drawCalls = 0
    /// Groups this frame drew in a layer of their own and composited from it.
    public var groupsComposited = 0
    /// Groups this frame composited from the layer they were kept in, without drawing what is
    /// inside them: a group that only fades, from its third frame on (see
    /// `Renderer.retainedGroupMinimumPixels`).
    public var groupsReused = 0
    /// Groups this frame drew straight into the target under them, not in a layer of their
    /// own, with only their rounded corners drawn aside: a group at full opacity, axis-aligned,
    /// whose first child is an opaque fill covering all of it but those corners, with no
    /// backdrop blur inside, or whose only child is an axis-aligned image (see
    /// `Renderer.drawsGroupsInPlace`). Not counted in `groupsComposited`.
    public var groupsDrawnInPlace = 0
    /// Pixels of fading groups this frame laid as their opaque first fill's colour, faded,
    /// instead of compositing their layer there (see Renderer+UniformFade).
    var pixelsFadedAsFill = 0
    /// Lifetime: fading groups searched for the parts their first fill alone covers; a kept
    /// group is searched once for all its frames (see Renderer+UniformFade).
    var uniformFadeSearches = 0
    /// Lifetime: changed ops whose pixel forms damage compared with the last frame's (see
    /// Renderer+SamePixels); not those inside a group whose own change already damages them.
    var pixelFormComparisons = 0
    /// Pixels of the output this frame drew within and presents: its damage.
    public var damagedPixels = 0
    /// Pixels of ops this frame left undrawn because a later opaque op paints over them
    /// (see `Renderer.cullsCoveredPixels`), counted once per op; with them, the pixels of a
    /// group's layer left uncomposited, and of the kept prefix left unrestored, for the same
    /// reason.
    public var coveredPixelsSkipped = 0
    /// Lifetime: layers created, of any kind.
    public var texturesCreated = 0
    public var textRasterizations = 0
    public var shadowBuilds = 0
    public var blurComputations = 0
    /// Lifetime: offscreen snapshots (recorded images) rendered.
    public var snapshotRenders = 0
    /// Lifetime: images made into layers the renderer did not hold yet (at their first draw, or
    /// after their layer was dropped): a file's first decode, unless the image came decoded.
    public var imagesDecoded = 0
    /// Lifetime: image files decoded again, larger, because they were shown larger (`refineImages`).
    public var imageRedecodes = 0
    /// Lifetime: image files decoded again back at their first size, no longer shown larger.
    public var imageShrinks = 0
    /// Lifetime: pictures made ahead of the frame that shows them (`prepare(_:)`).
    public var prepared = 0
    /// Lifetime: images resampled once into a layer of the pixels they are drawn at, which
    /// later frames drawing them the same copy one to one (Core Animation's rasterised
    /// contents): made between frames (`prepare(_:)`) after the second frame running that draws
    /// an image scaled at the same size, so the third copies it.
    public var drawnSizeLayers = 0
    /// Ops this frame did not draw because the output kept after them was restored.
    public var prefixOpsSkipped = 0
    /// Lifetime: times the output was kept after a prefix of ops for later frames to start from.
    public var prefixesKept = 0
    /// Lifetime: prefixes kept from the output the last frame left, with only what changed in
    /// them redrawn, in a frame that added ops over most of the window (a presentation's first).
    public var prefixesCarried = 0
    /// Lifetime: kept prefixes cut back, in place, to the first ops a frame still shared with
    /// them (see Renderer+ShortenedPrefix).
    public var prefixesShortened = 0
    /// Lifetime: backdrops blurred between frames, before their blur faded in.
    public var blursPrepared = 0
    /// Lifetime: blurs inside the group of a view about to fade, made between frames from a
    /// recording of it (`Window.prepareToFade(_:)`, Renderer+FadingGroup).
    public var groupBlursPrepared = 0
    /// Lifetime: blurs enlarged into their layers after a frame at rest (see
    /// `Renderer.enlargeBlursAtRest()`), so the next frame that draws them copies them.
    public var blursEnlargedAtRest = 0
    /// Lifetime: cached blurs found for a blur op by their backdrop, in the cache of another
    /// blur op's place, when its place among the frame's blur ops changed.
    public var blursMoved = 0
    /// Lifetime: copies of the output made between frames, when a press prepared a
    /// transition's page, for the transition's first frame to keep as its prefix.
    public var outputsCopiedAhead = 0
    /// Lifetime: prefixes carried (`prefixesCarried`) in the output copied ahead, copying only
    /// what their frame drew in the output since.
    public var prefixesCarriedInCopy = 0
    /// Lifetime: frames drawn again whole because a blur had to read pixels outside their
    /// damage; the damage's blur rule makes this 0, and the tests hold it there.
    public var damageRestarts = 0

    mutating func beginFrame() {
        opsDrawn = 0; drawCalls = 0; groupsComposited = 0; groupsReused = 0; groupsDrawnInPlace = 0; damagedPixels = 0;
        prefixOpsSkipped = 0
        coveredPixelsSkipped = 0
        pixelsFadedAsFill = 0
    }
}

/// One render target on the group stack; the root is the output (layer nil).
struct TargetFrame {
    var layer: Layer?
    /// Where the target's pixel (0, 0) lies, in output pixels.
    var originX: Int, originY: Int
    /// Used size in pixels (pooled layers may be larger).
    var width: Int, height: Int
    /// Index of the first op drawn into this target, for backdrop-blur cache keys.
    var firstOp: Int
    var opacity: Double
    /// Corner radius in pixels for compositing.
    var radius: Int
    /// The group's rounded rect in parent-target pixels, applied when compositing.
    var clip: PixelRect?
    var axisAligned: Bool
    /// True when the group's first child paints every pixel of it opaquely.
    var opaque = false
    /// The kept group (`Renderer.retainedGroups`) whose layer this is: not returned to the pool.
    var retained: Int?
    /// The part of the target this frame's ops may draw in, when it is narrower than the
    /// target: a group drawn in place draws in its parent's target, within the group's rect.
    var limit: PixelRect?
    /// A group drawn in place (see Renderer+InPlaceGroup): its corners' pixels from before it.
    var inPlace: [SavedCorner]?
    /// Where the group's first op, an opaque fill, is drawn in its layer (output pixels): not
    /// where the layer is composited as that fill's colour, which reads no pixel of it
    /// (`Renderer.firstFillParts(of:list:)`). Nil to draw it whole.
    var firstFillWithin: [PixelRect]?

    /// The output pixels a group's layer holds, composited where they lie; nil when it has
    /// no layer.
    var layerArea: PixelRect? { layer == nil ? nil : PixelRect(originX, originY, width, height) }
}
