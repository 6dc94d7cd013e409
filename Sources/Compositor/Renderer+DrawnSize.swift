import Foundation
import ViewKit

/// Images kept at the size they are drawn, as Core Animation keeps a layer's contents: an image
/// drawn scaled (a photo's crop filling a grid cell, a card's picture) is resampled once into a
/// layer of exactly the pixels it covers, and every later frame that draws it the same way copies
/// that layer one to one. Resampling a photo costs a bilinear filter per pixel; copying it costs a
/// memcpy.
///
/// The rule: an image drawn axis-aligned at the same pixel size, from the same part of the same mip
/// level, with the same corner radius, in two frames running gets a layer at that size, made after
/// the second frame, between frames (`prepare(_:)`), so the third copies it. No frame makes one: a
/// size that holds for two frames and then moves on (a spring creeping to rest, a finger that
/// paused) made it in the frame, a resample and a copy where one resample would do, for a layer
/// drawn once. Made between frames, such a layer still costs that time, so each layer an image had
/// replaced before any frame drew from it asks one more frame at one size of its next
/// (`ImageEntry.framesBeforeDrawnSizeLayer`, 2 to 10); a frame drawing from one brings it back to
/// 2. A spring's last frames hold each size longer than the one before, and the layers they get are
/// drawn from. An image whose size animates (a card flying open, a photo zooming) changes size
/// every frame and so is never rasterised: it is drawn scaled from its levels as before, at no
/// extra cost. Moving, fading or being drawn in part keep the layer; a new size, crop or radius, or
/// new pixels (a decode at another size), drop it. An image drawn larger than the window it is
/// drawn in is never rasterised. An image keeps one such layer: a second size drawn in the same
/// frames is drawn scaled, so two sizes never take turns being rasterised. A layer not drawn for
/// `evictAfterFrames` frames goes. Nothing is rasterised at rest for its own sake: a layer made for
/// every image a still screen shows cost the bench's peak 6 MB at 2× (174.2 MB, 180.3 with it). But
/// a press on a scroll view says a motion may start (`Window.prepareShownImagesToMove()`): the
/// images the last frame showed get their layers then, between frames, so the first frame of the
/// scroll copies them rather than resampling any: at most a window's pixels of layers, the
/// largest first. The levels stay until a frame draws from the layer: a press may open a zoom
/// instead, whose frames draw those images at other sizes from their levels.
///
/// The pixels are those of the scaled draw: the layer holds what each piece of that draw samples
/// (the straight-edged cross and the four corner squares, each by its own map, all relative to the
/// image's rect), and the corners go through the same coverage, so a frame drawn from the layer and
/// one drawn scaled are the same to the bit.
extension Renderer {
    /// What a draw of an image resamples: the mip level, the source rect in its pixels, the
    /// pixel size drawn, and the corner radius in pixels.
    struct DrawnSizeKey: Hashable {
        var level: Int
        /// Level pixels, fractional: x, y, width, height.
        var sourceX: Double, sourceY: Double, sourceWidth: Double, sourceHeight: Double
        var width: Int, height: Int
        var radius: Int
    }

    /// Draws `src` of `levels[levelIndex]` of `entry` over `dst`, from its drawn-size layer when
    /// it has one for this key (asked for, to be made after this frame, if the last frame drew
    /// the same); returns false, having drawn nothing, when the draw should be made scaled from
    /// the level.
    func drawFromDrawnSizeLayer(
        _ entry: ImageEntry, levelIndex: Int, src: (Double, Double, Double, Double), dst: PixelRect, radius: Int,
        alpha: UInt8
    ) throws -> Bool {
        // A draw that is already one to one has nothing to resample.
        let isOneToOne =
            src.2 == Double(dst.width) && src.3 == Double(dst.height) && src.0 == src.0.rounded()
            && src.1 == src.1.rounded()
        // Nor is one larger than the window (a photo pinched far in), whose layer would hold
        // more pixels than any frame shows.
        guard !isOneToOne, dst.width * dst.height <= canvas.output.width * canvas.output.height else { return false }
        let key = DrawnSizeKey(
            level: levelIndex, sourceX: src.0, sourceY: src.1, sourceWidth: src.2, sourceHeight: src.3,
            width: dst.width, height: dst.height,
            radius: radius)
        guard let drawn = entry.drawn, drawn.key == key else {
            noteScaledDraw(of: entry, key: key)
            return false
        }
        entry.drawn?.lastUsed = frame
        // Made between frames, it kept the levels in case the next frame drew the image at
        // another size (or a press started a zoom); drawn from now, it lets them go.
        if drawn.isAhead {
            entry.drawn?.isAhead = false
            entry.undrawnLayers = 0
            if entry.levels.count > 1 { entry.levels.removeSubrange(1...) }
        }
        let layer = drawn.layer
        let whole = (0.0, 0.0, Double(dst.width), Double(dst.height))
        blitCross(layer, src: whole, dst: dst, radius: radius, alpha: alpha, opaque: entry.opaque)
        guard radius > 0 else { return true }
        let circle = try cornerCircle(radius)
        let map = PixelCanvas.SourceMap(source: whole, within: layer.bounds, onto: dst)
        for corner in 0..<4 {
            let x = corner & 1 == 1 ? dst.maxX - radius : dst.x, y = corner & 2 == 2 ? dst.maxY - radius : dst.y
            canvas.draw(
                layer, map, PixelRect(x, y, radius, radius), throughCorner: corner, radius: radius, from: (0, 0),
                circle: circle, alpha: alpha)
            stats.drawCalls += 1
        }
        return true
    }

    /// Notes a draw of `entry` made scaled, for `key`, and asks for its layer when enough frames
    /// running drew it the same. Asked for, not made: this frame draws it scaled, and the layer
    /// is made after it, between frames. Made here, it cost this frame a resample, a copy and
    /// often new pages, and a size that holds two frames and moves on (a spring creeping to
    /// rest) paid that every other frame for a layer drawn once.
    private func noteScaledDraw(of entry: ImageEntry, key: DrawnSizeKey) {
        // The first scaled draw of a frame is the one a layer may be made for: of two sizes
        // drawn in the same frames, the first keeps its layer.
        guard entry.lastDraw?.frame != frame else { return }
        let run = entry.lastDraw.map { $0.key == key && $0.frame == frame - 1 ? $0.run + 1 : 1 } ?? 1
        entry.lastDraw = (key, frame, run)
        let current = entry.drawn.map { $0.lastUsed >= frame - 1 } ?? false
        guard run >= entry.framesBeforeDrawnSizeLayer, !current else { return }
        if caches.drawnSizeRequests.frame != frame { caches.drawnSizeRequests = (frame, []) }
        caches.drawnSizeRequests.entries.append(entry)
    }

    /// Makes the layers the frame just drawn asked for (see `drawFromDrawnSizeLayer`): between
    /// frames, so the next frame that draws the image the same copies it, and no frame resamples
    /// it twice. Each keeps the image's mip levels until a frame draws from it, as one made
    /// ahead at a press does: the next frame may draw the image at another size.
    func makeAskedDrawnSizeLayers() {
        let asked = caches.drawnSizeRequests
        caches.drawnSizeRequests = (frame, [])
        guard asked.frame == frame else { return }
        // An entry asks once a frame, with its first scaled draw, which `lastDraw` still holds.
        for entry in asked.entries {
            guard let last = entry.lastDraw, last.frame == frame else { continue }
            try? makeDrawnSizeLayer(of: entry, key: last.key, keepingLevels: true)
        }
    }

    /// Makes the layer of each image the last frame showed drawn scaled, for the draw it last
    /// made, where it has none for that draw: what the first frame of a motion that keeps their
    /// sizes would ask for, after resampling every one of them (`Preparation.shownImagesAtDrawnSize`).
    /// An image shown but not redrawn since its last draw is drawn the same way still: its op did
    /// not change. What the window shows holds about the window's pixels, so the layers made here
    /// hold at most that many, the largest first: at most one window's worth more memory at a
    /// press that starts no scroll, until the layers are evicted.
    func makeDrawnSizeLayersForShownImages() {
        let shown = caches.images.values.compactMap { entry -> (entry: ImageEntry, key: DrawnSizeKey)? in
            guard entry.lastUsed == frame, let last = entry.lastDraw, entry.drawn?.key != last.key,
                entry.levels.count > last.key.level
            else { return nil }
            return (entry, last.key)
        }
        var pixelsLeft = canvas.output.width * canvas.output.height
        for (entry, key) in shown.sorted(by: { $0.key.width * $0.key.height > $1.key.width * $1.key.height })
        where key.width * key.height <= pixelsLeft {
            pixelsLeft -= key.width * key.height
            try? makeDrawnSizeLayer(of: entry, key: key, keepingLevels: true)
        }
    }

    /// Makes `entry`'s layer for `key`, from its level, made first if it must be. The levels
    /// past 0 then go: a mip level only serves draws at other sizes, and is remade from level 0
    /// in one halving when one comes (a photo's level 1 at 2× is 0.75 MB, its grid cell's layer
    /// 0.5 MB).
    private func makeDrawnSizeLayer(of entry: ImageEntry, key: DrawnSizeKey, keepingLevels: Bool = false) throws {
        // The layer it replaces goes first: its buffer is the one the new layer, a few pixels
        // larger or smaller as a spring creeps to rest, is made in (see PixelRecycler).
        if entry.drawn?.isAhead == true { entry.undrawnLayers += 1 }
        entry.drawn = nil
        try makeLevels(of: entry, upTo: key.level)
        let layer = try rasterize(
            entry.levels[key.level].layer, src: (key.sourceX, key.sourceY, key.sourceWidth, key.sourceHeight),
            size: PixelRect(0, 0, key.width, key.height), radius: key.radius, entry: entry)
        entry.drawn = DrawnSizeLayer(key: key, layer: layer, lastUsed: frame, isAhead: keepingLevels)
        if entry.levels.count > 1, !keepingLevels { entry.levels.removeSubrange(1...) }
        stats.drawnSizeLayers += 1
    }

    /// A layer of `size`'s pixels holding what the scaled draw of `src` of `level` over `size`
    /// samples: the cross as `blitCross` maps it, each corner square as the exact map does.
    private func rasterize(
        _ level: Layer, src: (Double, Double, Double, Double), size: PixelRect, radius: Int, entry: ImageEntry
    ) throws -> Layer {
        // An opaque image writes every pixel of its layer, so a recycled buffer is not cleared
        // first: the cross replaces its pixels, and the corner squares blend pixels that are
        // all opaque over them, which leaves exactly theirs (a 780×1688 picture at 2×: 5.2 of
        // the 34 million instructions it took to make).
        let layer = try makeLayer(size.width, size.height, zeroed: !entry.opaque)
        let at = PixelRect(0, 0, size.width, size.height)
        let saved = (canvas.target, canvas.clip)
        defer {
            canvas.setTarget(saved.0 === canvas.output ? nil : saved.0)
            canvas.clip = saved.1
        }
        canvas.setTarget(layer)
        // Over transparent black, a blend leaves exactly the pixels drawn.
        blitCross(level, src: src, dst: at, radius: radius, alpha: 255, opaque: entry.opaque)
        if radius > 0 {
            let box = PixelRect(
                max(0, Int(src.0)), max(0, Int(src.1)),
                min(level.width, Int((src.0 + src.2).rounded(.up))) - max(0, Int(src.0)),
                min(level.height, Int((src.1 + src.3).rounded(.up))) - max(0, Int(src.1)))
            let map = PixelCanvas.SourceMap(source: src, within: box, onto: at)
            for corner in 0..<4 {
                let x = corner & 1 == 1 ? at.maxX - radius : 0, y = corner & 2 == 2 ? at.maxY - radius : 0
                canvas.draw(level, map, PixelRect(x, y, radius, radius), mask: nil, at: (0, 0))
            }
        }
        layer.isOpaque = entry.opaque
        return layer
    }
}

/// An image resampled once to the pixels a draw covers (see Renderer+DrawnSize).
struct DrawnSizeLayer {
    var key: Renderer.DrawnSizeKey
    var layer: Layer
    var lastUsed: Int
    /// Made between frames (`makeAskedDrawnSizeLayers()`, or ahead of a motion:
    /// `makeDrawnSizeLayersForShownImages()`), and not drawn from yet: the image keeps its mip
    /// levels until it is, for a next frame at another size, or a press that starts a zoom
    /// instead, whose frames draw the image at other sizes.
    var isAhead = false
}
