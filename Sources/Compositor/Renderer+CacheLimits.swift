import Foundation

/// How many entries each of a renderer's caches holds, and the pixel memory they take. Used
/// both for the sizes now (`Renderer.cacheSizes`) and for the bounds (`Renderer.cacheLimits`).
public struct RendererCacheSizes: Hashable, CustomStringConvertible {
    /// Rasterised lines of text.
    public var text = 0
    /// Shadow 9-patches (and small shadows' own masks).
    public var shadows = 0
    /// Blurred backdrops, one per blur op slot.
    public var blurs = 0
    /// Images made into layers, each with its mip levels and its layer at a drawn size.
    public var images = 0
    /// Free offscreen targets for groups.
    public var targetPool = 0
    /// Pixel radii with a corner circle.
    public var radii = 0
    /// Bytes of pixels held by all of the above: 4 a layer pixel, 1 a coverage value.
    public var bytes = 0

    public init(
        text: Int = 0, shadows: Int = 0, blurs: Int = 0, images: Int = 0, targetPool: Int = 0, radii: Int = 0,
        bytes: Int = 0
    ) {
        (self.text, self.shadows, self.blurs, self.images) = (text, shadows, blurs, images)
        (self.targetPool, self.radii, self.bytes) = (targetPool, radii, bytes)
    }

    private var fields: [(name: String, value: Int)] {
        [
            ("text", text), ("shadows", shadows), ("blurs", blurs), ("images", images), ("target pool", targetPool),
            ("radii", radii), ("bytes", bytes),
        ]
    }

    /// The entry counts, in the order of `Entry.cache`.
    var counts: [Int] { [text, shadows, blurs, images, targetPool, radii] }

    public var description: String { fields.map { "\($0.name) \($0.value)" }.joined(separator: ", ") }

    /// Keeps, field by field, the larger of this and `other`.
    public mutating func formMaximum(_ other: RendererCacheSizes) {
        (text, shadows, blurs) = (max(text, other.text), max(shadows, other.shadows), max(blurs, other.blurs))
        (images, targetPool) = (max(images, other.images), max(targetPool, other.targetPool))
        (radii, bytes) = (max(radii, other.radii), max(bytes, other.bytes))
    }

    /// "name value > limit" for every field above its limit in `limits`; empty when none is.
    public func exceeding(_ limits: RendererCacheSizes) -> [String] {
        zip(fields, limits.fields).filter { $0.0.value > $0.1.value }.map {
            "\($0.0.name) \($0.0.value) > \($0.1.value)"
        }
    }
}

extension Renderer {
    /// The bounds every renderer's caches are held to after each frame, besides the age limit
    /// (`evictAfterFrames`): the age limit alone lets a burst of one-off content pile up for two
    /// seconds (a new corner radius each frame while a page scales in, a new line of text each
    /// frame in the HUD). Past a bound, the least recently drawn entries go first; a later
    /// frame that needs one again rebuilds it. Each count is at least three times what the
    /// busiest frame of the demo draws (measured over every transition and ending with
    /// `segue soak`: 29 lines of text, 1 shadow, 2 blurs, 8 images, 1 group layer, 11 radii,
    /// 8.8 MB in all), so no frame rebuilds what the frame before it drew.
    public static let defaultCacheLimits = RendererCacheSizes(
        text: 128,  // lines; at most 390 × 60 pixels each
        shadows: 16,  // 9-patches per (radius, blur, colour), and small shadows' own
        blurs: 8,  // slots, one per backdrop blur op in a frame, and up to 4 displaced
        images: 32,  // images made into layers: the demo's 13 photos and cards, and snapshots
        targetPool: 4,  // free group layers, each at most the window's size
        radii: 32,  // corner data, 20 r² bytes for a radius of r pixels
        bytes: 32 << 20)  // 32 MB of pixels in all, of which the demo's images are 9.7 MB

    /// The default bounds at `scale` pixels per point: pixels cost scale² as many bytes, so the
    /// byte bound grows with them (at 2× the 32 MB bound evicted images the same frame drew).
    public static func defaultCacheLimits(scale: CGFloat) -> RendererCacheSizes {
        var limits = defaultCacheLimits
        limits.bytes = Int((Double(limits.bytes) * Double(max(1, scale * scale))).rounded())
        return limits
    }

    /// The caches' sizes now.
    public var cacheSizes: RendererCacheSizes { caches.sizes }
}

extension Caches {
    /// Counts and bytes, summed without building the entry list: this runs every frame.
    var sizes: RendererCacheSizes {
        var px = text.values.reduce(0) { $0 + $1.width * $1.height }
        var bytes = shadows.values.reduce(0) { $0 + $1.bytes }
        px += blurs.values.reduce(0) { $0 + $1.pixels }
        px += images.values.reduce(0) { $0 + $1.pixels }
        px += targetPool.reduce(0) { $0 + $1.width * $1.height }
        bytes += radiusUse.keys.reduce(0) { $0 + radiusBytes($1) }
        return RendererCacheSizes(
            text: text.count, shadows: shadows.count, blurs: blurs.count, images: images.count,
            targetPool: targetPool.count, radii: radiusUse.count, bytes: 4 * px + bytes)
    }

    /// Bytes held for radius `r`: its 2r×2r circle of coverage.
    private func radiusBytes(_ r: Int) -> Int { corners[r] == nil ? 0 : 4 * r * r }

    /// One cache entry, for trimming: which it is, its bytes and the frame it was last drawn in.
    private enum Entry {
        case text(TextKey)
        case shadow(ShadowKey)
        case blur(Int)
        case image(ObjectIdentifier)
        case target(ObjectIdentifier)
        case radius(Int)

        /// The entry's cache, as an index into `RendererCacheSizes.counts`.
        var cache: Int {
            switch self {
            case .text: return 0
            case .shadow: return 1
            case .blur: return 2
            case .image: return 3
            case .target: return 4
            case .radius: return 5
            }
        }
    }

    /// Every entry with its bytes and last use.
    private func victims() -> [(entry: Entry, bytes: Int, lastUsed: Int)] {
        var all: [(entry: Entry, bytes: Int, lastUsed: Int)] = []
        all.reserveCapacity(text.count + shadows.count + images.count + 64)
        for (k, v) in text { all.append((.text(k), 4 * v.width * v.height, v.lastUsed)) }
        for (k, v) in shadows { all.append((.shadow(k), v.bytes, v.lastUsed)) }
        for (k, v) in blurs { all.append((.blur(k), 4 * v.pixels, v.lastUsed)) }
        for (k, v) in images {
            all.append((.image(k), 4 * v.pixels, v.lastUsed))
        }
        for t in targetPool { all.append((.target(ObjectIdentifier(t.layer)), 4 * t.width * t.height, t.lastUsed)) }
        for (r, used) in radiusUse { all.append((.radius(r), radiusBytes(r), used)) }
        return all
    }

    /// Drops the least recently drawn entries until every cache is within `limits`: first each
    /// cache's count, then the bytes of all of them together.
    mutating func trim(to limits: RendererCacheSizes) {
        // A dead image's layer can never be drawn again: a dismissed page's snapshot (a
        // full-screen layer) goes now rather than at the next age pass, up to 30 frames on.
        images = images.filter { $0.value.image != nil }
        let now = sizes
        guard !now.exceeding(limits).isEmpty else { return }
        let oldestFirst = victims().sorted { $0.lastUsed < $1.lastUsed }
        for (cache, (count, limit)) in zip(now.counts, limits.counts).enumerated() where count > limit {
            for victim in oldestFirst.filter({ $0.entry.cache == cache }).prefix(count - limit) { remove(victim.entry) }
        }
        var bytes = sizes.bytes
        guard bytes > limits.bytes else { return }
        for victim in victims().sorted(by: { $0.lastUsed < $1.lastUsed }) where bytes > limits.bytes {
            remove(victim.entry)
            bytes -= victim.bytes
        }
    }

    /// Drops one entry.
    private mutating func remove(_ entry: Entry) {
        switch entry {
        case let .text(k): text[k] = nil
        case let .shadow(k): shadows[k] = nil
        case let .blur(k): blurs[k] = nil
        case let .image(k): images[k] = nil
        case let .target(id): targetPool.removeAll { ObjectIdentifier($0.layer) == id }
        case let .radius(r):
            corners[r] = nil
            radiusUse[r] = nil
        }
    }
}
