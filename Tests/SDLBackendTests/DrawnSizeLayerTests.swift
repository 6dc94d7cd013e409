import Foundation
import SDLBackend
import ViewKit
import XCTest

/// An image drawn scaled at the same size in two frames running is resampled once into a layer
/// of the pixels it covers, between the second frame and the third, and later frames copy it
/// (Renderer+DrawnSize). Those frames must be the pixels a fresh renderer draws by resampling: a
/// renderer's first draw of an image never has such a layer.
final class DrawnSizeLayerTests: XCTestCase {
    /// The card file (800×1000) decoded at 400×500 and shown as a 150×150-point crop of its
    /// middle, with rounded corners, over grey: each pixel is resampled from mip level 1.
    private func card() throws -> Image {
        try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
    }

    /// A translucent 64×48 gradient, so blends (not copies) carry it.
    private func translucent() -> Image {
        var bytes: [UInt8] = []
        for y in 0..<48 {
            for x in 0..<64 { bytes += [UInt8(x * 4), UInt8(y * 5), 200, UInt8(60 + x + y)] }
        }
        return Image(bitmap: Bitmap(width: 64, height: 48, pixels: bytes), scale: 1, name: "gradient")
    }

    private func list(
        _ draws: [(Image, CGRect)], source: (Image) -> CGRect, opacity: Double = 1, background: Color = .gray
    ) -> DisplayList {
        var ops: [DisplayOp] = [
            .fill(
                rect: CGRect(x: 0, y: 0, width: 300, height: 300), cornerRadius: 0, color: background,
                state: DrawState())
        ]
        for (image, rect) in draws {
            ops.append(
                .image(
                    image, source: source(image), rect: rect, cornerRadius: 14,
                    state: DrawState(opacity: opacity)))
        }
        return Fixture.list(300, 300, ops)
    }

    private func cardCrop(_ image: Image) -> CGRect {
        image.size.width > 100 ? CGRect(x: 10, y: 40, width: 180, height: 170) : CGRect(origin: .zero, size: image.size)
    }

    /// Bytes that differ between two snapshots' pixels (a count, not a dump of both arrays).
    private func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    /// What a renderer that never drew the image shows for `list`: drawn by resampling.
    private func resampled(_ list: DisplayList, scale: CGFloat) throws -> [UInt8] {
        let fresh = try Fixture.canvas(300, 300, scale: scale)
        try fresh.draw(list)
        XCTAssertEqual(fresh.renderer.stats.drawnSizeLayers, 0)
        return try fresh.snapshot().pixels
    }

    /// Draws `frames` on one 300×300 canvas at 1×, each with the pixels a fresh renderer
    /// resamples, with the time between frames a frame driver leaves (`prepare([])`) after
    /// each; returns the layers made at a drawn size. No frame's draw makes one.
    private func layersMade(playing frames: [DisplayList]) throws -> Int {
        let canvas = try Fixture.canvas(300, 300)
        for (index, frame) in frames.enumerated() {
            let before = canvas.renderer.stats.drawnSizeLayers
            try canvas.draw(frame)
            XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, before, "frame \(index) made a layer")
            XCTAssertEqual(differing(try canvas.snapshot().pixels, try resampled(frame, scale: 1)), 0, "frame \(index)")
            canvas.renderer.prepare([])
        }
        return canvas.renderer.stats.drawnSizeLayers
    }

    func testTheLayerIsMadeAfterTheSecondFrameAtOneSizeAndEveryFrameHasTheResampledPixels() throws {
        for scale: CGFloat in [1, 2] {
            for (name, image, opacity) in [("card", try card(), 1.0), ("gradient", translucent(), 0.7)] {
                let canvas = try Fixture.canvas(300, 300, scale: scale)
                // Moved by fractions of a point each frame, so each frame is drawn again.
                let origins = [CGPoint(x: 20, y: 30), CGPoint(x: 33.5, y: 41), CGPoint(x: 70, y: 12.25)]
                var (afterDraw, afterPrepare): ([Int], [Int]) = ([], [])
                for origin in origins {
                    let frame = list(
                        [(image, CGRect(origin: origin, size: CGSize(width: 150, height: 150)))], source: cardCrop,
                        opacity: opacity)
                    try canvas.draw(frame)
                    afterDraw.append(canvas.renderer.stats.drawnSizeLayers)
                    XCTAssertEqual(
                        differing(try canvas.snapshot().pixels, try resampled(frame, scale: scale)), 0,
                        "\(name) at \(scale)×, frame at \(origin)")
                    canvas.renderer.prepare([])
                    afterPrepare.append(canvas.renderer.stats.drawnSizeLayers)
                }
                XCTAssertEqual(afterDraw, [0, 0, 1], "\(name) at \(scale)×: no frame makes it")
                XCTAssertEqual(afterPrepare, [0, 1, 1], "\(name) at \(scale)×: made after the second frame")
            }
        }
    }

    /// A size that holds for two frames and moves on (a spring creeping to rest) is drawn
    /// scaled in every frame, and its layer is made between frames, never in one: made in the
    /// frame, it cost that frame a resample and a copy for a layer no frame drew from. Each
    /// layer replaced undrawn asks one more frame of the next size: 150 and 151 get theirs after
    /// 2 frames, and 151's replaced 150's undrawn, so 152 waits for 3; the fourth frame at 152
    /// draws from its layer, which brings the count back, so 153 gets its layer after 2.
    func testASizeHeldTwoFramesAtATimeIsRasterisedBetweenFramesAndBacksOff() throws {
        let image = try card()
        let sides: [CGFloat] = [150, 150, 151, 151, 152, 152, 152, 152, 153, 153, 154]
        let canvas = try Fixture.canvas(300, 300)
        var made: [Int] = []
        for (index, side) in sides.enumerated() {
            let frame = list(
                [(image, CGRect(x: 10 + CGFloat(index), y: 10, width: side, height: side))], source: cardCrop)
            let before = canvas.renderer.stats.drawnSizeLayers
            try canvas.draw(frame)
            XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, before, "frame \(index) made a layer")
            XCTAssertEqual(differing(try canvas.snapshot().pixels, try resampled(frame, scale: 1)), 0, "frame \(index)")
            canvas.renderer.prepare([])
            made.append(canvas.renderer.stats.drawnSizeLayers)
        }
        XCTAssertEqual(made, [0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4])
    }

    func testAnImageWhoseSizeChangesEveryFrameIsNeverRasterised() throws {
        let image = try card()
        let frames = (0..<6).map { step in
            let side = 120 + CGFloat(step) * 7.5
            return list([(image, CGRect(x: 10, y: 10, width: side, height: side))], source: cardCrop)
        }
        XCTAssertEqual(try layersMade(playing: frames), 0)
    }

    /// An image drawn larger than the window (a photo pinched far in) is never rasterised:
    /// its layer would hold more pixels than any frame shows.
    func testAnImageLargerThanTheWindowIsNeverRasterised() throws {
        let image = try card()
        let frames = (0..<4).map { step in
            list([(image, CGRect(x: -60 + CGFloat(step), y: -50, width: 301, height: 300))], source: cardCrop)
        }
        XCTAssertEqual(try layersMade(playing: frames), 0)
    }

    /// Drawn at two sizes in the same frames, an image keeps the layer of the first and draws
    /// the second by resampling: the two never take turns being rasterised.
    func testTwoSizesInTheSameFramesMakeOneLayer() throws {
        let image = try card()
        let frames = (0..<6).map { step in
            let dx = CGFloat(step) * 3
            return list(
                [
                    (image, CGRect(x: 10 + dx, y: 10, width: 100, height: 100)),
                    (image, CGRect(x: 120 + dx, y: 120, width: 150, height: 150)),
                ], source: cardCrop)
        }
        XCTAssertEqual(try layersMade(playing: frames), 1)
    }

    /// The layer is counted in what the renderer holds, lets the mip levels past the first go,
    /// and goes once the image is not drawn at that size for `evictAfterFrames` frames. A 60×60
    /// draw of the 400×500 decode needs level 1 or 2.
    func testTheLayerIsHeldInTheImagesMemoryInPlaceOfTheMipLevelsAndEvictedWhenNotDrawn() throws {
        let canvas = try Fixture.canvas(300, 300)
        canvas.renderer.evictAfterFrames = 30
        let image = try card()
        let level0 = 400 * 500 * 4
        try canvas.draw(list([(image, CGRect(x: 20, y: 20, width: 60, height: 60))], source: cardCrop))
        XCTAssertGreaterThan(canvas.renderer.memory.images, level0, "drawn from a mip level")
        try canvas.draw(list([(image, CGRect(x: 21, y: 20, width: 60, height: 60))], source: cardCrop))
        let levels = canvas.renderer.memory.images
        canvas.renderer.prepare([])
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 1)
        XCTAssertEqual(canvas.renderer.memory.images, levels + 60 * 60 * 4, "the levels kept until it is drawn")
        try canvas.draw(list([(image, CGRect(x: 22, y: 20, width: 60, height: 60))], source: cardCrop))
        XCTAssertEqual(canvas.renderer.memory.images, level0 + 60 * 60 * 4, "level 0 and 60×60 pixels")
        // The image stays alive, but no frame draws it; each frame changes, so each is drawn.
        for step in 0..<60 {
            try canvas.draw(list([], source: cardCrop, background: step % 2 == 0 ? .white : .gray))
        }
        XCTAssertEqual(canvas.renderer.memory.images, level0)
        withExtendedLifetime(image) {}
    }
}
