import CSDL2
import Foundation
import ViewKit

/// Executes ViewKit display lists with an SDL_Renderer, anti-aliased and cached.
///
/// Rects arrive in local points; `state.transform` maps them to window points and `scale`
/// maps window points to pixels. Every texture and CPU buffer this draws with belongs to the
/// instance, so two renderers never share state.
public final class Renderer {
    /// The SDL_Renderer* this draws with or beside; nil after `close()`.
    private(set) var handle: OpaquePointer?
    /// What draws: SDL's renderer, or pixman over the surface that renderer draws into.
    let device: RenderDevice
    /// What draws the pixels: "pixman", or SDL's renderer's name ("software", "opengl").
    public var compositorName: String { device.name }
    /// Whether `close()` destroys `handle` (not when it belongs to a canvas).
    private let ownsHandle: Bool
    var isClosed: Bool { handle == nil }
    /// Pixels per point (2 on a HiDPI display). Cache bounds left at their default follow it.
    public var scale: CGFloat {
        didSet {
            if cacheLimits == Renderer.defaultCacheLimits(scale: oldValue) {
                cacheLimits = Renderer.defaultCacheLimits(scale: scale)
            }
        }
    }
    /// Fonts for text ops; text is skipped when nil.
    public let fonts: FontLibrary?
    /// What the last frame did, plus lifetime cache counters.
    public internal(set) var stats = RenderStats()

    /// Lines of text rasterised by SDL_ttf since creation.
    public var textRasterizations: Int { stats.textRasterizations }
    /// Shadow 9-patch textures built since creation.
    public var shadowBuilds: Int { stats.shadowBuilds }
    /// Backdrop blurs computed (pixels read and blurred) since creation.
    public var blurComputations: Int { stats.blurComputations }

    /// Frames after which an unused cache entry (text, corner patches, blurs) is dropped.
    public var evictAfterFrames = 120
    /// The most each cache holds after a frame (see `defaultCacheLimits(scale:)`).
    public var cacheLimits = Renderer.defaultCacheLimits

    var frame = 0
    /// Backdrop blurs drawn so far this frame; each is a cache slot.
    var blurSlot = 0
    /// An op already drawn as part of the one before it (a dim mixed into a blur).
    var foldedOp: Int?
    /// The colour `setDrawColor` last set, for fills drawn without SDL (see RootPixels).
    var drawColor: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)?
    /// The surface SDL's software renderer draws into, when known (an SDL-drawn headless
    /// canvas's), for the blends RootPixels does faster than SDL; pixman needs none of them.
    var rootSurface: UnsafeMutablePointer<SDL_Surface>?
    /// The bench's bare-SDL baseline is drawing: it must not use the renderer's own blends.
    var isDrawingBaseline = false
    var targets: [TargetFrame] = []
    var appliedClip: SDL_Rect?? = nil
    var caches = Caches()
    var scratch = Scratch()

    /// Wraps `handle` and takes ownership of it: `close()` or deinit destroys it.
    public init(handle: OpaquePointer, scale: CGFloat, fonts: FontLibrary? = nil) {
        (self.handle, self.scale, self.fonts) = (handle, scale, fonts)
        (device, ownsHandle) = (SDLRenderDevice(handle: handle), true)
        finishInit()
    }

    /// Draws with SDL's renderer `handle`, which stays its owner's: close this first.
    init(borrowing handle: OpaquePointer, scale: CGFloat, fonts: FontLibrary?) {
        (self.handle, self.scale, self.fonts) = (handle, scale, fonts)
        (device, ownsHandle) = (SDLRenderDevice(handle: handle), false)
        finishInit()
    }

    /// Draws into `surface` with pixman, beside `handle`, SDL's software renderer over the
    /// same pixels, which presents them and which this destroys only if `ownsHandle`.
    /// - Parameter surfaceProvider: asked each frame for the surface, when it can be replaced
    ///   (a window's, on a resize).
    init(
        drawingInto surface: UnsafeMutablePointer<SDL_Surface>, beside handle: OpaquePointer, scale: CGFloat,
        fonts: FontLibrary?, ownsHandle: Bool = false,
        surfaceProvider: (() -> UnsafeMutablePointer<SDL_Surface>?)? = nil
    ) throws {
        guard let pixman = PixmanRenderDevice(surface: surface) else {
            let format = String(cString: SDL_GetPixelFormatName(surface.pointee.format.pointee.format))
            throw SDLBackendError.sdl(
                call: "PixmanRenderDevice(surface:)",
                reason: "pixman draws into ARGB8888 or RGB888 surfaces, not \(format)")
        }
        pixman.surfaceProvider = surfaceProvider
        (self.handle, self.scale, self.fonts) = (handle, scale, fonts)
        (device, self.ownsHandle) = (pixman, ownsHandle)
        finishInit()
    }

    private func finishInit() {
        cacheLimits = Renderer.defaultCacheLimits(scale: scale)
        device.setDrawBlendMode(SDL_BLENDMODE_BLEND)
        caches.destroyTexture = { [device] in device.destroyTexture($0) }
    }

    deinit { close() }

    /// Destroys every cached texture and then the SDL_Renderer. Idempotent; call it before
    /// destroying the window the renderer draws to.
    public func close() {
        guard let r = handle else { return }
        caches.destroyAll()
        if ownsHandle { SDL_DestroyRenderer(r) }
        handle = nil
    }

    /// Clears to `list.clearColor` (unless the first visible op paints the whole surface) and
    /// draws every op in painter's order.
    /// - Throws: `SDLBackendError.invalidDisplayList` when groups are unbalanced, or an SDL
    ///   error when a texture cannot be created.
    public func draw(_ list: DisplayList) throws {
        guard let r = handle else { throw SDLBackendError.invalidDisplayList("the renderer was closed") }
        guard list.isBalanced else {
            throw SDLBackendError.invalidDisplayList(
                "beginGroup/endGroup are unbalanced; every beginGroup needs its endGroup in the same frame")
        }
        beginFrame(r)
        let (start, hiddenBlurs, covered) = firstVisibleOp(in: list)
        if !covered {
            let c = list.clearColor.rgba8
            device.setDrawColor(c.r, c.g, c.b, c.a)
            drawColor = nil
            device.clear()
        }
        blurSlot = hiddenBlurs
        foldedOp = nil
        for index in start..<list.ops.count where index != foldedOp {
            try executeOp(list.ops[index], at: index, in: list, r)
        }
        try endFrame()
    }

    private func beginFrame(_ r: OpaquePointer) {
        (device as? PixmanRenderDevice)?.refreshOutput()
        frame += 1
        blurSlot = 0
        stats.beginFrame()
        let (w, h) = device.outputSize()
        targets = [
            TargetFrame(
                texture: nil, originX: 0, originY: 0, width: w, height: h,
                firstOp: 0, opacity: 1, radius: 0, clip: nil, axisAligned: true)
        ]
        appliedClip = nil
        device.setClip(nil)
    }

    private func endFrame() throws {
        // Balance was checked up front, so a leftover target means a bug here, not in the list.
        assert(targets.count == 1, "group stack not unwound at end of frame")
        if frame % 30 == 0 { caches.evict(olderThan: frame - evictAfterFrames) }
        caches.trim(to: cacheLimits)
    }

    func executeOp(_ op: DisplayOp, at index: Int, in list: DisplayList, _ r: OpaquePointer) throws {
        stats.opsDrawn += 1
        switch op {
        case let .fill(rect, radius, color, state):
            fill(rect, radius: radius, color: color, state: state, r)
        case let .shadow(rect, radius, color, blur, offset, state):
            try shadow(
                rect, radius: radius, color: color, blur: blur, offset: offset, state: state,
                occluder: occluder(after: index, in: list), r)
        case let .image(image, source, rect, radius, state):
            try drawImage(image, source: source, rect: rect, radius: radius, state: state, r)
        case let .text(string, font, color, origin, state):
            try text(string, font: font, color: color, origin: origin, state: state, r)
        case let .backdropBlur(rect, radius, blur, tint, state):
            try backdropBlur(
                rect, radius: radius, blur: blur, tint: tint, state: state,
                index: index, list: list, r)
        case let .beginGroup(rect, radius, state):
            try beginGroup(rect, radius: radius, state: state, index: index, list: list, r)
        case .endGroup:
            try endGroup(r)
        }
    }
}

/// Counters for tests and the benchmark. Per-frame fields reset when a frame begins.
public struct RenderStats: Hashable {
    public var opsDrawn = 0
    /// SDL draw calls issued this frame (fills, copies, geometry).
    public var drawCalls = 0
    /// Small CPU-computed corner patches uploaded this frame (images and groups).
    public var cornerPatchUploads = 0
    public var groupsComposited = 0
    /// Lifetime: textures created, of any kind.
    public var texturesCreated = 0
    public var textRasterizations = 0
    public var shadowBuilds = 0
    public var blurComputations = 0
    /// Lifetime: translucent fills blended into the root surface without SDL.
    public var directBlends = 0
    /// Lifetime: offscreen snapshots (recorded images) rendered.
    public var snapshotRenders = 0
    /// Lifetime: image files decoded again, larger, because they were shown larger (`refineImages`).
    public var imageRedecodes = 0
    /// Lifetime: image files decoded again back at their first size, no longer shown larger.
    public var imageShrinks = 0

    mutating func beginFrame() {
        opsDrawn = 0; drawCalls = 0; cornerPatchUploads = 0; groupsComposited = 0
    }
}

/// One render target on the group stack; the root is the window (texture nil).
struct TargetFrame {
    var texture: OpaquePointer?
    /// Where the target's pixel (0, 0) lies, in window pixels.
    var originX: Int, originY: Int
    /// Used size in pixels (pooled textures may be larger).
    var width: Int, height: Int
    /// Index of the first op drawn into this target, for backdrop-blur cache keys.
    var firstOp: Int
    var opacity: Double
    /// Corner radius in pixels for compositing.
    var radius: Int
    /// The group's clip in parent-target pixels, applied when compositing.
    var clip: SDL_Rect?
    var axisAligned: Bool
    /// True when the group's first child paints every pixel of it opaquely.
    var opaque = false
}
