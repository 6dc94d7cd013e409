import Foundation
import ViewKit

/// Images shown larger than they were decoded (a wider window, a HiDPI screen) are decoded
/// again from their file, larger. Draws only note what they would need: decoding takes
/// milliseconds a frame does not have, so it waits for `refineImages()`, which the frame loop
/// calls at rest. Until then the pixels already decoded are shown scaled.
extension Renderer {
    /// The factor by which the pixels a draw needs must exceed those an image has before its
    /// file is decoded again: a smaller growth is barely softer, and not worth a decode each
    /// time a window is dragged a little larger.
    public static let redecodeThreshold = 1.1

    /// Decodes again, larger, every image the last frame showed at more than `redecodeThreshold`
    /// times its decoded pixels, at what that frame needed (at most its file's pixels); the
    /// smaller layer and its mip levels are released. Sizes an image passed through only in
    /// earlier frames (a card flying open) are not decoded for: the last frame is the one at
    /// rest. An image decoded larger that no frame has shown for `evictAfterFrames` frames (drawn
    /// or not: outside what a frame redrew, or in the prefix it restored) is decoded back at its
    /// first size, so the memory goes to what is on screen. Call it only at
    /// rest, never between the frames of an animation, as `FrameDriver` does: each decode takes
    /// milliseconds.
    /// - Returns: whether an image layer the last frame drew changed, so a frame should be drawn to
    ///   show it.
    @discardableResult
    public func refineImages() -> Bool {
        guard !isClosed else { return false }
        var changed = false
        for entry in caches.images.values {
            guard let image = entry.image else { continue }
            let first = Self.firstDimension(of: image)
            if entry.wantedFrame == frame, entry.wantedDimension > entry.decodedDimension {
                let wanted = entry.wantedDimension
                (entry.wantedDimension, entry.decodedDimension) = (0, wanted)
                if let decoder { decoder.enqueue(.init(image: image, dimension: wanted)); continue }
                guard let bitmap = image.decode(maxPixelDimension: wanted) else { continue }
                if (try? replaceLevels(of: entry, image: image, with: bitmap)) == true {
                    stats.imageRedecodes += 1
                    changed = true
                }
            } else if entry.decodedDimension > first, frame - entry.lastUsed >= evictAfterFrames {
                entry.decodedDimension = first
                if let decoder { decoder.enqueue(.init(image: image, dimension: first)); continue }
                guard let bitmap = image.decode(maxPixelDimension: first) else { continue }
                if (try? replaceLevels(of: entry, image: image, with: bitmap)) == true {
                    stats.imageShrinks += 1
                    // No frame shows it, but a kept prefix may hold its old pixels: restored in a
                    // later frame that shows it again, they would stand for the new ones.
                    if prefixHolds(image) { dropPrefix() }
                }
            }
        }
        // The new pixels show where the images are, which no change of the display list marks.
        if changed { invalidate() }
        // The check's renderer drew the same frames, so it wants the same decodes.
        damageCheck?.reference.refineImages()
        return changed
    }

    /// Returns every image to never having been drawn, as for a fresh app on the same renderer
    /// (scripted runs): what one app showed larger, and so decoded larger, must not change the
    /// next one's pictures. Textures decoded larger are destroyed; one at its first decode is
    /// kept, being what a fresh renderer would decode too, and its next draw may decode it at
    /// the size shown, as a first draw does.
    public func resetImageDecodes() {
        for (id, entry) in caches.images {
            guard let image = entry.image, entry.decodedDimension == Self.firstDimension(of: image) else {
                caches.images[id] = nil
                continue
            }
            (entry.awaitsFirstDraw, entry.wantedDimension) = (true, 0)
        }
        invalidate()
        damageCheck?.reference.resetImageDecodes()
    }

    /// The first draw of a kept entry since `resetImageDecodes()`: it decodes at the size shown
    /// exactly when a new entry's first draw would.
    func firstDraw(of entry: ImageEntry, image: Image, shownAt shown: (CGRect, PixelRect)?) throws {
        entry.awaitsFirstDraw = false
        guard let (source, dst) = shown,
            let wanted = Self.wantedDimension(image, decoded: image.pixelSize, source: source, dst: dst),
            wanted > Self.firstDimension(of: image)
        else { return }
        if let decoder {
            entry.decodedDimension = wanted
            return decoder.enqueue(.init(image: image, dimension: wanted))
        }
        guard let bitmap = image.decode(maxPixelDimension: wanted) else { return }
        entry.decodedDimension = wanted
        _ = try replaceLevels(of: entry, image: image, with: bitmap)
    }

    /// Pixels of the layer the renderer holds for `image` (its level 0, the largest), nil
    /// when it holds none.
    public func decodedPixelSize(of image: Image) -> CGSize? {
        guard let entry = caches.images[ObjectIdentifier(image)], entry.image === image else { return nil }
        return CGSize(width: entry.levels[0].width, height: entry.levels[0].height)
    }

    /// Notes on `entry` the larger decode that showing `source` (image points) in `dst`
    /// (pixels) wants, for `refineImages()`; decodes nothing.
    func noteWantedPixels(_ entry: ImageEntry, image: Image, source: CGRect, dst: PixelRect) {
        let level0 = CGSize(width: entry.levels[0].width, height: entry.levels[0].height)
        guard let wanted = Self.wantedDimension(image, decoded: level0, source: source, dst: dst),
            wanted > entry.decodedDimension
        else { return }
        if entry.wantedFrame != frame { (entry.wantedFrame, entry.wantedDimension) = (frame, 0) }
        entry.wantedDimension = max(entry.wantedDimension, wanted)
    }

    /// The longer side, in pixels, to decode `image`'s file at so that `source` (image points)
    /// fills `dst` (pixels) one to one, at most the file's; nil when `decoded` pixels (of the
    /// whole image) already come within `redecodeThreshold` of that, or the file has no more.
    static func wantedDimension(_ image: Image, decoded: CGSize, source: CGRect, dst: PixelRect) -> Int? {
        guard let file = image.filePixelSize, source.width > 0, source.height > 0 else { return nil }
        // Pixels the whole image needs at this draw's density.
        let needed = (
            width: Double(dst.width) * Double(image.size.width / source.width),
            height: Double(dst.height) * Double(image.size.height / source.height)
        )
        guard
            needed.width > redecodeThreshold * Double(decoded.width)
                || needed.height > redecodeThreshold * Double(decoded.height),
            file.width > decoded.width || file.height > decoded.height
        else { return nil }
        let share = min(1, max(needed.width / Double(file.width), needed.height / Double(file.height)))
        // Less a hair, so 950.0000001 pixels of float error do not become 951.
        return Int((share * Double(max(file.width, file.height)) - 1e-6).rounded(.up))
    }

    /// The longer side, in pixels, of the image's first decode.
    static func firstDimension(of image: Image) -> Int {
        Int(max(image.pixelSize.width, image.pixelSize.height).rounded())
    }

    /// Whether image files are decoded again, larger or smaller, on a thread of the renderer's
    /// own instead of in the frame that asks (see `ImageDecodeQueue`): windows do, so no frame
    /// waits for a JPEG; until a decode is in, the image is drawn from the pixels held. Off by
    /// default, so a headless run's frames never depend on a thread's timing. `wake` is called
    /// on the decoding thread when a decode is in, to wake a frame loop waiting for input.
    public func decodeImagesInBackground(wake: @escaping () -> Void) {
        decoder = ImageDecodeQueue(wake: wake)
    }

    /// Whether image decodes run on the renderer's own thread (`decodeImagesInBackground`).
    public var decodesImagesInBackground: Bool { decoder != nil }

    /// Returns once every background decode asked for is in (for `takeBackgroundDecodes()`):
    /// what a window's capture does, so it shows what the window shows at rest.
    public func awaitBackgroundDecodes() { decoder?.waitUntilIdle() }

    /// Returns once every background decode asked for is in, or after `seconds`, whichever
    /// comes first: what a window's decoding thread gets done in the time between two frames
    /// (a bench that steps frames back to back gives it that time with this).
    public func awaitBackgroundDecodes(timeout seconds: Double) {
        guard seconds > 0 else { return }
        decoder?.waitUntilIdle(before: Date(timeIntervalSinceNow: seconds))
    }

    /// Whether a background decode is waiting or being made.
    public var isDecodingImages: Bool { decoder?.isBusy ?? false }

    /// Puts in the images decoded in the background since the last call. Returns whether any
    /// image's pixels changed, so a frame should be drawn to show them; that frame redraws the
    /// whole output, as the display list does not mark where the images are.
    @discardableResult
    public func takeBackgroundDecodes() -> Bool {
        guard let decoder, !isClosed else { return false }
        var changed = false
        for result in decoder.takeDone() {
            if result.isFirst {
                // Unless a frame drew it first, and so decoded it.
                if let level = result.level, caches.images[ObjectIdentifier(result.image)]?.image !== result.image {
                    keepPrefetched(result.image, level: level, dimension: result.dimension)
                }
                continue
            }
            guard let level = result.level, let entry = caches.images[ObjectIdentifier(result.image)],
                entry.image === result.image, entry.decodedDimension == result.dimension,
                level.width != entry.levels[0].width || level.height != entry.levels[0].height
            else { continue }
            let larger = level.width > entry.levels[0].width
            (entry.levels, entry.opaque) = ([level], level.layer.isOpaque)
            stats.texturesCreated += 1
            if larger { stats.imageRedecodes += 1 } else { stats.imageShrinks += 1 }
            changed = true
        }
        if changed { invalidate() }
        return changed
    }

    /// Holds the first decode of `image`, made ahead on the decoding thread (a prefetch), for the
    /// frame that first draws it: that draw then decodes nothing, unless it shows the image
    /// larger, when it asks for the larger decode (`firstDraw(of:image:shownAt:)`). It was counted in
    /// `stats.prepared` when asked for; no frame decoded it, so `imagesDecoded` leaves it out.
    private func keepPrefetched(_ image: Image, level: ImageLevel, dimension: Int) {
        let entry = ImageEntry(
            image: image, level0: level, opaque: level.layer.isOpaque, frame: frame, decodedDimension: dimension)
        entry.awaitsFirstDraw = true
        caches.images[ObjectIdentifier(image)] = entry
    }

    /// Puts `bitmap` in `entry` in place of its levels. Returns false, changing nothing, when
    /// `bitmap` is the size level 0 already has (a file that now decodes to a placeholder, say).
    func replaceLevels(of entry: ImageEntry, image: Image, with bitmap: Bitmap) throws -> Bool {
        guard bitmap.width != entry.levels[0].width || bitmap.height != entry.levels[0].height else { return false }
        let level0 = try imageLevel(bitmap)
        (entry.levels, entry.opaque) = ([level0], level0.layer.isOpaque)
        return true
    }
}
