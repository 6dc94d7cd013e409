import CSDL2
import Foundation
import ViewKit

/// Key of a rasterised line of text: the text, the font, and the pixels per point.
struct TextKey: Hashable {
    var text: String
    var font: Font
    var scale: CGFloat
}

/// A texture plus the frame it was last drawn in, for least-recently-used eviction.
struct CachedTexture {
    var texture: OpaquePointer
    var width: Int
    var height: Int
    var lastUsed: Int
}

/// A shadow 9-patch for one (pixel radius, pixel blur); `core` is the corner slice side.
struct ShadowPatch {
    var texture: OpaquePointer
    /// Texture size in pixels.
    var side: Int, sideHeight: Int
    var core: Int
    var pad: Int
    /// True for a small rect's own texture, drawn whole rather than sliced.
    var whole: Bool
    var lastUsed: Int
}

/// A rotated shape's pixel-space geometry, quantised.
struct RotatedKey: Hashable {
    var values: [Int]
}

struct ShadowKey: Hashable {
    var radius: Int
    /// Blur in 1/4 pixels so nearly equal blurs share a texture.
    var blurQuarterPixels: Int
    /// The shadow colour, baked into the texture (ARGB).
    var color: UInt32
    /// 0 for the shared 9-patch; the rect's pixel size when it is too small to slice.
    var width = 0, height = 0
}

/// The blurred, tinted, corner-masked backdrop of one blur op.
struct BlurEntry {
    var key: Int
    var texture: OpaquePointer
    /// Pixels shown: the top-left part of the texture.
    var width: Int, height: Int
    /// The texture's own size: whole blocks of the blur's downscale factor.
    var textureWidth: Int, textureHeight: Int
    /// The blurred, tinted pixels, `textureWidth` words a row.
    var blurred: [UInt32]
    /// For each shown row of `blurred`: whether all its pixels are opaque (not a corner row).
    var opaqueRows: [Bool] = []
    /// The opaque backdrop the blur was made from (the pixels read for it); nil when it was
    /// not opaque. With it, a partly faded blur is mixed here and copied without blending,
    /// which costs a fraction of SDL's modulated blend of the whole rect every frame.
    var backdrop: [UInt32]?
    /// Where the shown rect's first pixel is in `backdrop`, and the words between its rows.
    var backdropOffset = 0, backdropRowWords = 0
    /// What the texture holds a mix of; nil when it holds `blurred` itself.
    var mixed: BlurMix? = nil
    var lastUsed: Int

    /// Memory held, in pixels: the texture and the CPU copies.
    var pixelCount: Int { textureWidth * textureHeight + blurred.count + (backdrop?.count ?? 0) }
}

/// Corner patches (a 2r×2r texture, one corner per quadrant) of a rounded image.
struct ImagePatch {
    var detail: [Double]
    var texture: OpaquePointer
    var lastUsed: Int
}

struct ImagePatchKey: Hashable {
    var image: ObjectIdentifier
    var radius: Int
}

/// A texture made from an Image, with the CPU pixels kept for corner sampling and mips.
final class ImageEntry {
    weak var image: Image?
    var levels: [ImageLevel] = []
    var opaque: Bool
    var lastUsed: Int
    /// Pixels of the longer side the file was last asked to be decoded at: more is wanted only
    /// beyond it, so a file that decodes smaller (a placeholder) is not asked again and again.
    var decodedDimension: Int
    /// Pixels of the longer side the draws of frame `wantedFrame` wanted; 0 for none.
    var wantedDimension = 0
    var wantedFrame = 0
    /// Set by `resetImageDecodes()`: the next draw is the image's first for a fresh app.
    var awaitsFirstDraw = false

    init(image: Image, level0: ImageLevel, opaque: Bool, frame: Int, decodedDimension: Int) {
        (self.image, self.opaque, lastUsed, self.decodedDimension) = (image, opaque, frame, decodedDimension)
        levels = [level0]
    }
}

/// One mip level: ARGB8888 pixels (as UInt32) and their texture.
struct ImageLevel {
    var texture: OpaquePointer
    var width: Int, height: Int
    /// A CPU copy for corner patches and mips; nil when the texture itself can be read (SDL's
    /// software renderer keeps streaming textures in memory), so the pixels exist once.
    var pixels: [UInt32]?
}

/// All textures a renderer owns. Destroying them is the renderer's job, in `close()`.
struct Caches {
    /// The device's texture destructor: every texture here is that device's.
    var destroyTexture: (OpaquePointer) -> Void = { _ in }
    var corners: [Int: OpaquePointer] = [:]
    var quarters: [Int: [Float]] = [:]
    var text: [TextKey: CachedTexture] = [:]
    var rotated: [RotatedKey: CachedTexture] = [:]
    var shadows: [ShadowKey: ShadowPatch] = [:]
    var blurs: [Int: BlurEntry] = [:]
    var images: [ObjectIdentifier: ImageEntry] = [:]
    var imagePatches: [ImagePatchKey: ImagePatch] = [:]
    /// Free offscreen targets for groups, reused by size.
    var targetPool: [CachedTexture] = []
    /// Streaming 2r×2r textures for group corners, by r.
    var groupPatches: [Int: OpaquePointer] = [:]
    /// The last frame each radius's corner data (coverage, corner and group textures) was used.
    var radiusUse: [Int: Int] = [:]

    mutating func destroyAll() {
        corners.values.forEach { destroyTexture($0) }
        text.values.forEach { destroyTexture($0.texture) }
        rotated.values.forEach { destroyTexture($0.texture) }
        shadows.values.forEach { destroyTexture($0.texture) }
        blurs.values.forEach { destroyTexture($0.texture) }
        images.values.forEach { $0.levels.forEach { destroyTexture($0.texture) } }
        imagePatches.values.forEach { destroyTexture($0.texture) }
        targetPool.forEach { destroyTexture($0.texture) }
        groupPatches.values.forEach { destroyTexture($0) }
        self = Caches(destroyTexture: destroyTexture)
    }

    /// Drops entries not drawn since `frame`, and images whose object has died.
    mutating func evict(olderThan frame: Int) {
        text = text.filter { keep($0.value.lastUsed >= frame, $0.value.texture) }
        rotated = rotated.filter { keep($0.value.lastUsed >= frame, $0.value.texture) }
        shadows = shadows.filter { keep($0.value.lastUsed >= frame, $0.value.texture) }
        blurs = blurs.filter { keep($0.value.lastUsed >= frame, $0.value.texture) }
        imagePatches = imagePatches.filter { keep($0.value.lastUsed >= frame, $0.value.texture) }
        targetPool = targetPool.filter { keep($0.lastUsed >= frame, $0.texture) }
        for (radius, used) in radiusUse where used < frame {
            if let t = corners.removeValue(forKey: radius) { destroyTexture(t) }
            if let t = groupPatches.removeValue(forKey: radius) { destroyTexture(t) }
            quarters[radius] = nil
            radiusUse[radius] = nil
        }
        // An image's texture lives as long as the image: its decoded file was handed over to it
        // (see discardDecodedPixels), and decoding again mid-animation would drop frames.
        images = images.filter { _, entry in
            let alive = entry.image != nil
            if !alive { entry.levels.forEach { destroyTexture($0.texture) } }
            return alive
        }
    }

    private func keep(_ alive: Bool, _ texture: OpaquePointer) -> Bool {
        if !alive { destroyTexture(texture) }
        return alive
    }
}

/// Per-renderer scratch buffers, reused every frame so the hot path does not allocate.
struct Scratch {
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []
    var pixels: [UInt32] = []
    var floats: [Float] = []
    var hashes: [Int] = []
}
