import Foundation
import ViewKit

/// What the next frames will draw, made ready between frames (`Window.prepare`): images decoded
/// at the size a transition will show them, recordings and lines of text rasterised, so the
/// frame that first draws them only composites.
extension Renderer {
    /// Makes each image ready to draw: its file decoded at the pixels asked for (when more than
    /// it holds), or its recording rasterised. Call it between frames, with the time they leave:
    /// after every frame drawn, with an empty array when nothing was asked for, since it also
    /// makes what the frame just drawn left for between frames (an image's layer at the size
    /// it is drawn, see `RenderStats.drawnSizeLayers`). `FrameDriver` calls it after each frame.
    public func prepare(_ preparations: [Preparation]) {
        guard !isClosed else { return }
        makeAskedDrawnSizeLayers()
        blurBetweenFrames()
        // A page's drawing is prepared for the transition that shows it, whose first frame
        // keeps the page under it as the prefix (Renderer+CarriedPrefix) and draws the page in
        // a group: the output is copied now for the one, and the other's layer made, their
        // pages written.
        if preparations.contains(where: { if case .drawing = $0 { true } else { false } }) {
            copyOutputAhead()
            warmGroupTarget()
        }
        for preparation in preparations {
            switch preparation {
            case let .image(image, pixelSize): prepare(image, pixelSize: pixelSize)
            case let .drawing(list): prepare(list)
            case .shownImagesAtDrawnSize: makeDrawnSizeLayersForShownImages()
            case let .fading(list): prepareGroupBlurs(in: list)
            }
            stats.prepared += 1
        }
        // The check's renderer draws the same frames, so it decodes for them as this one does:
        // a photo decoded ahead at the size its detail shows must not be drawn whole from the
        // grid's smaller decode.
        damageCheck?.reference.prepare(preparations)
    }

    /// Decodes `image` at `pixelSize` (its own size when nil), or rasterises its recording. A
    /// file-backed image asked for at its own size and not held yet (a list's prefetch) is
    /// decoded on the renderer's own thread when it has one (`decodeImagesInBackground`), so a
    /// window's next frames do not wait for it; the pixels are those a first draw decodes, and
    /// its first draw still decodes it larger if it shows it larger (`awaitsFirstDraw`).
    private func prepare(_ image: Image, pixelSize: CGSize?) {
        if pixelSize == nil, image.filePixelSize != nil, !image.isDecoded,
            caches.images[ObjectIdentifier(image)]?.image !== image
        {
            if let decoder {
                return decoder.enqueue(.init(image: image, dimension: Self.firstDimension(of: image), isFirst: true))
            }
            // Here, between frames, as the thread would have.
            if let entry = try? imageEntry(image) { entry.awaitsFirstDraw = true }
            return
        }
        let full = CGRect(origin: .zero, size: image.size)
        let pixels = pixelSize ?? image.pixelSize
        let shown = PixelRect(0, 0, Int(pixels.width.rounded()), Int(pixels.height.rounded()))
        guard !shown.isEmpty, let entry = try? imageEntry(image, shownAt: (full, shown)),
            let wanted = Self.wantedDimension(image, decoded: entry.levelSize, source: full, dst: shown),
            wanted > entry.decodedDimension, let bitmap = image.decode(maxPixelDimension: wanted)
        else { return }
        entry.decodedDimension = wanted
        // The level it sampled may have gone since (a drawn-size layer lets levels past 0 go):
        // its size is level 0's halved as often.
        let last = entry.lastDraw.map { draw in
            (
                key: draw.key,
                level: (0..<draw.key.level).reduce((entry.levels[0].width, entry.levels[0].height)) {
                    size, _ in (max(1, size.0 / 2), max(1, size.1 / 2))
                }
            )
        }
        // What shows it now is drawn again from the new pixels.
        guard (try? replaceLevels(of: entry, image: image, with: bitmap)) == true else { return }
        invalidate()
        // The next frame draws it where it was drawn (a photo's cell, as its zoom starts) from
        // the larger pixels: the mip levels that draw needs are made now, not in that frame.
        if let last { try? makeLevels(of: entry, upTo: Self.levelIndex(redrawing: last, from: entry.levels[0])) }
    }

    /// The mip level of a new level 0 that a draw made as `last` was (its key, and the size of
    /// the level it sampled) would plan: the one whose downscale to the drawn size is at most 2×.
    static func levelIndex(redrawing last: (key: DrawnSizeKey, level: (Int, Int)), from level0: ImageLevel) -> Int {
        let across = last.key.sourceWidth / Double(last.level.0) * Double(level0.width) / Double(last.key.width)
        let down = last.key.sourceHeight / Double(last.level.1) * Double(level0.height) / Double(last.key.height)
        return mipLevel(shrinking: min(across, down), width: level0.width, height: level0.height).index
    }

    /// Rasterises the lines of text `list` draws and makes its images ready, drawing nothing.
    private func prepare(_ list: DisplayList) {
        for op in list.ops {
            switch op {
            case let .text(string, font, _, _, _):
                _ = try? textLayer(string, font: font)
            case let .image(image, source, rect, _, state):
                let shown = rect.applying(state.transform)
                let pixels = CGRect(
                    x: shown.minX * scale, y: shown.minY * scale, width: shown.width * scale,
                    height: shown.height * scale)
                _ = try? imageEntry(image, shownAt: (source, PixelRect(enclosing: pixels)))
            default:
                break
            }
        }
    }
}

extension ImageEntry {
    /// Pixels of level 0, the largest.
    var levelSize: CGSize { CGSize(width: levels[0].width, height: levels[0].height) }
}
