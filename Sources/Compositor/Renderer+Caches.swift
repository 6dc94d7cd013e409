import Foundation
import ViewKit

/// Key of a rasterised line of text: the text, the font, and the pixels per point; with a
/// `tint`, the line's copy in that colour (see `Renderer.tintedTextLayer`).
package struct TextKey: Hashable {
    package var text: String
    package var font: Font
    package var scale: CGFloat
    /// 0xRRGGBB of a tinted copy; nil for the line's white coverage.
    package var tint: UInt32?

    package init(text: String, font: Font, scale: CGFloat) { (self.text, self.font, self.scale) = (text, font, scale) }
}

/// A layer plus the frame it was last drawn in, for least-recently-used eviction.
struct CachedLayer {
    var layer: Layer
    var width: Int
    var height: Int
    var lastUsed: Int
}

/// A shadow 9-patch for one (pixel radius, pixel blur), as coverage that the shadow's colour
/// is drawn through; `core` is the corner slice side.
struct ShadowPatch {
    var layer: Layer
    /// Layer size in pixels.
    var side: Int, sideHeight: Int
    var core: Int
    var pad: Int
    /// True for a small rect's own layer, drawn whole rather than sliced.
    var whole: Bool
    var lastUsed: Int
    /// A small rect's own layer stretched to the pixels it was last drawn at (its key rounds
    /// them to 4): a shadow that stands at one size (a bar's, a button's) composites it one to
    /// one, several times faster than through the stretch. See `Renderer.shadowTile`.
    var stretched: Layer? = nil

    /// Bytes it holds: its layer's, and the stretched one's.
    var bytes: Int { side * sideHeight + (stretched.map { $0.width * $0.height } ?? 0) }
}

struct ShadowKey: Hashable {
    var radius: Int
    /// Blur in 1/4 pixels so nearly equal blurs share a layer.
    var blurQuarterPixels: Int
    /// 0 for the shared 9-patch; the rect's pixel size when it is too small to slice.
    var width = 0, height = 0
}

/// The blurred, tinted backdrop of one blur op, at the resolution it was computed at, and
/// once it shows unchanged in a second frame (or has rounded corners), enlarged and
/// corner-masked into a layer of its own.
struct BlurEntry {
    var key: Int
    var reduced: PixelCanvas.ReducedBlur
    /// The blur at the size shown; nil while it is drawn straight from `reduced`.
    var layer: Layer?
    /// Pixels shown, from the layer's (0, 0).
    var width: Int, height: Int
    var lastUsed: Int

    /// Pixels held: the reduced blur's, and the enlarged layer's when made.
    var pixels: Int {
        reduced.small.width * reduced.small.height + (layer.map { $0.width * $0.height } ?? 0)
    }
}

/// A layer made from an Image, with its mip levels.
final class ImageEntry {
    weak var image: Image?
    /// Level 0 is the decoded image; each next one half the last. New pixels in level 0 drop
    /// the layer at the drawn size, which was made from them.
    var levels: [ImageLevel] = [] {
        didSet { if levels.first?.layer !== oldValue.first?.layer { (drawn, lastDraw) = (nil, nil) } }
    }
    /// The image resampled to the pixels a draw covers, for draws the same (Renderer+DrawnSize).
    var drawn: DrawnSizeLayer?
    /// The last scaled draw made without `drawn`, its frame, and how many frames running drew
    /// it: at `framesBeforeDrawnSizeLayer` it asks for its layer.
    var lastDraw: (key: Renderer.DrawnSizeKey, frame: Int, run: Int)?
    /// Drawn-size layers made for this image and replaced before any frame drew from them.
    var undrawnLayers = 0
    /// Frames running a scaled draw must be made the same to ask for its layer: 2, and one
    /// more for each layer replaced undrawn, at most 10 (see Renderer+DrawnSize).
    var framesBeforeDrawnSizeLayer: Int { 2 + min(undrawnLayers, 8) }
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

    /// Pixels held: the levels and the layer at a drawn size.
    var pixels: Int {
        levels.reduce(0) { $0 + $1.width * $1.height } + (drawn.map { $0.layer.width * $0.layer.height } ?? 0)
    }

    init(image: Image, level0: ImageLevel, opaque: Bool, frame: Int, decodedDimension: Int) {
        (self.image, self.opaque, lastUsed, self.decodedDimension) = (image, opaque, frame, decodedDimension)
        levels = [level0]
    }
}

/// One mip level.
struct ImageLevel {
    var layer: Layer
    var width: Int, height: Int
}

/// Every layer a renderer caches; they go when dropped from here.
struct Caches {
    /// Corner circles (coverage), by radius in pixels.
    var corners: [Int: Layer] = [:]
    var text: [TextKey: CachedLayer] = [:]
    var shadows: [ShadowKey: ShadowPatch] = [:]
    /// Backdrop blurs, by their op's place among the blur ops a frame draws (its slot).
    var blurs: [Int: BlurEntry] = [:]
    /// Slots of `blurs` that hold blurs a new backdrop displaced from their op's slot, for a
    /// blur op that comes back to that backdrop (see `Renderer.keepDisplaced`).
    static let displacedBlurSlots = -4 ... -1
    var images: [ObjectIdentifier: ImageEntry] = [:]
    /// The images whose draws in frame `frame` asked for a layer at their drawn size (the key
    /// of each entry's `lastDraw`), made between frames, after it (`makeAskedDrawnSizeLayers()`).
    /// Only one frame's: a renderer never asked to `prepare` holds no more than that.
    var drawnSizeRequests: (frame: Int, entries: [ImageEntry]) = (0, [])
    /// Free offscreen layers for groups, reused by size.
    var targetPool: [CachedLayer] = []
    /// The last frame each radius's corner data (coverage and circle) was used.
    var radiusUse: [Int: Int] = [:]

    /// Drops entries not drawn since `frame`, and images whose object has died.
    mutating func evict(olderThan frame: Int) {
        text = text.filter { $0.value.lastUsed >= frame }
        shadows = shadows.filter { $0.value.lastUsed >= frame }
        blurs = blurs.filter { $0.value.lastUsed >= frame }
        // The largest free group layer stays, however old: the next transition's first frame
        // would otherwise pay for a new window-sized layer (its pages zeroed on first touch).
        let largest = targetPool.max { $0.width * $0.height < $1.width * $1.height }.map { ObjectIdentifier($0.layer) }
        targetPool = targetPool.filter { $0.lastUsed >= frame || ObjectIdentifier($0.layer) == largest }
        for (radius, used) in radiusUse where used < frame {
            corners[radius] = nil
            radiusUse[radius] = nil
        }
        // An image's layer lives as long as the image: its decoded file was handed over to it
        // (see discardDecodedPixels), and decoding again mid-animation would drop frames.
        images = images.filter { $0.value.image != nil }
        // Its layer at a drawn size is remade from it in one resample.
        for entry in images.values where (entry.drawn?.lastUsed ?? frame) < frame { entry.drawn = nil }
    }
}

extension DisplayOp {
    /// Whether the op is drawn at opacity 0, and so changes no pixel.
    var isTransparent: Bool {
        switch self {
        case let .fill(_, _, _, s), let .shadow(_, _, _, _, _, s), let .image(_, _, _, _, s), let .text(_, _, _, _, s),
            let .backdropBlur(_, _, _, _, s), let .focusRing(_, _, _, _, s):
            return s.opacity <= 0.001
        case .beginGroup, .endGroup:
            return false
        }
    }

    /// Whether the op may be drawn in parts around what covers it: the ops drawn axis-aligned
    /// that paint, and a blur, which reads what is under it whole but paints its result only
    /// where it shows (a card flying over the list's blur). Not a group's ends; nor a turned op,
    /// whose anti-aliased edges cairo rounds differently under a different clip.
    var isCullable: Bool {
        switch self {
        case .fill, .image, .text, .shadow, .backdropBlur: return isDrawnAxisAligned
        case .beginGroup, .endGroup, .focusRing: return false
        }
    }

    /// Whether the renderer draws the op on its axis-aligned path: its edges snapped to whole
    /// pixels, and a line or an image laid upright into its snapped rect. A fill, a shadow, a
    /// blur, a focus ring or a group's frame looks the same either way round, so a mirror or a
    /// half turn (an axis-aligned transform with a negative scale) keeps it there. A line or an
    /// image under one is turned on the transformed path, as at any other angle: laid upright,
    /// a half-turned line sat right of and below its origin, outside its own bounds.
    var isDrawnAxisAligned: Bool {
        switch self {
        case let .text(_, _, _, _, state), let .image(_, _, _, _, state):
            return state.transform.isUpright
        case let .fill(_, _, _, state), let .shadow(_, _, _, _, _, state), let .backdropBlur(_, _, _, _, state),
            let .beginGroup(_, _, state), let .focusRing(_, _, _, _, state):
            return state.transform.isAxisAligned
        case .endGroup: return true
        }
    }

    /// Whether the op blurs what is under it.
    var isBlur: Bool {
        if case .backdropBlur = self { return true }
        return false
    }

    /// Whether the op opens or closes a group, which every frame must, drawn or not.
    var opensOrClosesGroup: Bool {
        switch self {
        case .beginGroup, .endGroup: return true
        default: return false
        }
    }
}
