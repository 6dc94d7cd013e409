import Foundation
import SDLBackend
import ViewKit
import XCTest

/// `Preparation.shownImagesAtDrawnSize`, taken between frames after a press on a scroll view:
/// each image the last frame showed drawn scaled gets its drawn-size layer then, up to a window's
/// pixels of layers, the largest first, so the frame that first moves it copies it
/// (Renderer+DrawnSize). Every frame keeps the pixels a fresh renderer resamples.
final class ShownImagesAtDrawnSizeTests: XCTestCase {
    /// The card file (800×1000) decoded at 400×500.
    private func card() throws -> Image {
        try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
    }

    /// A crop of the card (180×170 points unless `source` says) drawn over `rect`, rounded, on
    /// grey; `extra` draws too.
    private func list(
        _ image: Image, source: CGRect = CGRect(x: 10, y: 40, width: 180, height: 170), at rect: CGRect,
        also extra: [DisplayOp] = []
    ) -> DisplayList {
        Fixture.list(
            300, 300,
            [
                .fill(
                    rect: CGRect(x: 0, y: 0, width: 300, height: 300), cornerRadius: 0, color: .gray,
                    state: DrawState()),
                .image(
                    image, source: source, rect: rect, cornerRadius: 14, state: DrawState()),
            ] + extra)
    }

    private func resampled(_ list: DisplayList, scale: CGFloat) throws -> [UInt8] {
        let fresh = try Fixture.canvas(300, 300, scale: scale)
        try fresh.draw(list)
        return try fresh.snapshot().pixels
    }

    private func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    /// A 60×60-point draw at 1× comes from mip level 1 (200×250 pixels): its 60×60 layer is
    /// made when the preparation is taken, beside that level (a press may start a zoom, whose
    /// frames draw the image at other sizes), and the frame that moves it makes none, copies
    /// it, and lets the level go.
    func testThePressMakesTheLayerAndTheFirstMovingFrameCopiesIt() throws {
        let canvas = try Fixture.canvas(300, 300)
        let image = try card()
        try canvas.draw(list(image, at: CGRect(x: 20, y: 20, width: 60, height: 60)))
        XCTAssertEqual(canvas.renderer.memory.images, (400 * 500 + 200 * 250) * 4, "levels 0 and 1")
        canvas.renderer.prepare([.shownImagesAtDrawnSize])
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 1, "made between frames")
        XCTAssertEqual(canvas.renderer.memory.images, (400 * 500 + 200 * 250 + 60 * 60) * 4, "and the layer")
        let moved = list(image, at: CGRect(x: 20, y: 47.5, width: 60, height: 60))
        try canvas.draw(moved)
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 1, "the moving frame makes none")
        XCTAssertEqual(canvas.renderer.memory.images, (400 * 500 + 60 * 60) * 4, "level 0 and the layer")
        XCTAssertEqual(differing(try canvas.snapshot().pixels, try resampled(moved, scale: 1)), 0)
        // Taken again, it has the layer for that draw already.
        canvas.renderer.prepare([.shownImagesAtDrawnSize])
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 1)
    }

    /// At 1× the same crop over 100×100 points is drawn from level 0 (the 400×500 decode, shrunk
    /// 1.8 times), whose pixels nothing lets go: the press makes its 100×100 layer all the same,
    /// since the scroll's first frame would resample it, and that frame copies it, with the
    /// resampled draw's pixels.
    func testAPressMakesTheLayerOfADrawFromTheDecodeToo() throws {
        let canvas = try Fixture.canvas(300, 300)
        let image = try card()
        try canvas.draw(list(image, at: CGRect(x: 20, y: 20, width: 100, height: 100)))
        XCTAssertEqual(canvas.renderer.memory.images, 400 * 500 * 4, "level 0 only")
        canvas.renderer.prepare([.shownImagesAtDrawnSize])
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 1, "made between frames")
        XCTAssertEqual(canvas.renderer.memory.images, (400 * 500 + 100 * 100) * 4, "and the layer")
        let moved = list(image, at: CGRect(x: 20, y: 31, width: 100, height: 100))
        try canvas.draw(moved)
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 1, "the moving frame makes none")
        XCTAssertEqual(differing(try canvas.snapshot().pixels, try resampled(moved, scale: 1)), 0)
    }

    /// The layers a press makes hold at most the window's pixels (here 300×300), the largest
    /// first: the whole card over 240×300 points (72,000 pixels) gets its layer, and a second
    /// card's crop over 150×150 (22,500) would pass the 90,000, so it gets none. The frame that
    /// moves both copies the first and asks for the second, made after it.
    func testThePressMakesAtMostAWindowOfLayersTheLargestFirst() throws {
        let canvas = try Fixture.canvas(300, 300)
        let (whole, cropped) = (try card(), try card())
        func frame(dy: CGFloat) -> DisplayList {
            list(
                whole, source: CGRect(x: 0, y: 0, width: 400, height: 500),
                at: CGRect(x: 20, y: dy, width: 240, height: 300),
                also: [
                    .image(
                        cropped, source: CGRect(x: 10, y: 40, width: 180, height: 170),
                        rect: CGRect(x: 140, y: 140 + dy, width: 150, height: 150), cornerRadius: 14,
                        state: DrawState())
                ])
        }
        try canvas.draw(frame(dy: 0))
        canvas.renderer.prepare([.shownImagesAtDrawnSize])
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 1)
        XCTAssertEqual(canvas.renderer.memory.images, (2 * 400 * 500 + 240 * 300) * 4, "the larger's layer")
        let moved = frame(dy: -11)
        try canvas.draw(moved)
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 1, "the smaller drawn scaled, its layer asked for")
        XCTAssertEqual(differing(try canvas.snapshot().pixels, try resampled(moved, scale: 1)), 0)
        canvas.renderer.prepare([])
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 2, "made between frames")
    }

    /// A press that starts something else (a zoom drawing the image at other sizes) finds its
    /// levels still there: drawn at another size, the frame makes no level.
    func testALayerMadeAheadButNotUsedLeavesTheLevels() throws {
        let canvas = try Fixture.canvas(300, 300)
        let image = try card()
        try canvas.draw(list(image, at: CGRect(x: 20, y: 20, width: 60, height: 60)))
        canvas.renderer.prepare([.shownImagesAtDrawnSize])
        let made = canvas.renderer.stats.texturesCreated
        let other = list(image, at: CGRect(x: 20, y: 20, width: 66, height: 66))
        try canvas.draw(other)
        XCTAssertEqual(canvas.renderer.stats.texturesCreated, made, "no level made again")
        XCTAssertEqual(differing(try canvas.snapshot().pixels, try resampled(other, scale: 1)), 0)
    }

    /// An image the last frame did not show (drawn two frames ago) gets no layer.
    func testAnImageNoLongerShownGetsNone() throws {
        let canvas = try Fixture.canvas(300, 300)
        let image = try card()
        try canvas.draw(list(image, at: CGRect(x: 20, y: 20, width: 60, height: 60)))
        try canvas.draw(
            Fixture.list(
                300, 300,
                [
                    .fill(
                        rect: CGRect(x: 0, y: 0, width: 300, height: 300), cornerRadius: 0, color: .white,
                        state: DrawState())
                ]))
        canvas.renderer.prepare([.shownImagesAtDrawnSize])
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 0)
        withExtendedLifetime(image) {}
    }
}

/// A press that decodes a photo larger (its detail's size, `Preparation.image`) makes then the
/// mip levels of the new pixels that the photo's draw where it is shown needs, so the frame the
/// release starts its zoom in does not halve a photo.
final class PreparedLevelsTests: XCTestCase {
    private func list(_ image: Image, y: CGFloat) -> DisplayList {
        Fixture.list(
            300, 300,
            [
                .image(
                    image, source: CGRect(x: 10, y: 40, width: 180, height: 170),
                    rect: CGRect(x: 20, y: y, width: 60, height: 60), cornerRadius: 14, state: DrawState())
            ])
    }

    func testTheLargerDecodeHasItsLevelsBeforeTheNextFrame() throws {
        let canvas = try Fixture.canvas(300, 300)
        let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
        try canvas.draw(list(image, y: 20))
        let larger = [Preparation.image(image, pixelSize: CGSize(width: 800, height: 1000))]
        canvas.renderer.prepare(larger)
        // The 360-pixel crop of the 800-pixel decode drawn 60 wide: level 2, 200×250.
        XCTAssertEqual(canvas.renderer.memory.images, (800 * 1000 + 400 * 500 + 200 * 250) * 4)
        let made = canvas.renderer.stats.texturesCreated
        let next = list(image, y: 21)
        try canvas.draw(next)
        XCTAssertEqual(canvas.renderer.stats.texturesCreated, made, "the frame makes no level")
        let fresh = try Fixture.canvas(300, 300)
        fresh.renderer.prepare(larger)
        try fresh.draw(next)
        XCTAssertEqual(try canvas.snapshot().pixels, try fresh.snapshot().pixels)
    }
}
