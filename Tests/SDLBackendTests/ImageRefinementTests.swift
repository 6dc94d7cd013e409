import Foundation
import SDLBackend
import ViewKit
import XCTest

/// Images shown larger than they were decoded are decoded again, larger, by `refineImages()`
/// and never while drawing. The file is a real card: 800×1000 pixels, loaded as the demo loads
/// it (2 pixels a point, first decoded with its longer side at 500 pixels: 400×500).
final class ImageRefinementTests: XCTestCase {
    static let cardPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Images/Cards/card-1.jpg").path

    private func card() throws -> Image {
        try ImageLoader().loadImage(Self.cardPath, scale: 2, maxPixelDimension: 500)
    }

    /// Draws `image` whole (or its `source` part, image points) into `rect` (points).
    private func draw(_ image: Image, _ rect: CGRect, source: CGRect? = nil, on canvas: HeadlessCanvas) throws {
        let op = DisplayOp.image(
            image, source: source ?? CGRect(origin: .zero, size: image.size), rect: rect, cornerRadius: 0,
            state: DrawState())
        try canvas.draw(Fixture.list(canvas.size.width, canvas.size.height, [op]))
    }

    private func rect(_ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: 0, y: 0, width: w, height: h) }

    func testTheCardLoadsAt400x500PointsAndItsFirstDecodeIs400x500Pixels() throws {
        let image = try card()
        XCTAssertEqual(image.size, CGSize(width: 400, height: 500))
        XCTAssertEqual(image.filePixelSize, CGSize(width: 800, height: 1000))
        let canvas = try Fixture.canvas(400, 500)
        try draw(image, rect(400, 500), on: canvas)
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 400, height: 500))
        XCTAssertFalse(canvas.renderer.refineImages(), "shown at its decoded size: nothing to do")
    }

    func testAnImageShownLargerIsDecodedAgainByRefineAndNeverWhileDrawing() throws {
        let image = try card()
        let canvas = try Fixture.canvas(800, 1000)
        try draw(image, rect(400, 500), on: canvas)
        for _ in 0..<3 { try draw(image, rect(760, 950), on: canvas) }
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 0, "draws only note what they need")
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 400, height: 500))
        XCTAssertTrue(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 1)
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 760, height: 950))
        XCTAssertFalse(canvas.renderer.refineImages(), "done once")
        try draw(image, rect(760, 950), on: canvas)
        XCTAssertFalse(canvas.renderer.refineImages(), "the new decode suffices")
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 1)
    }

    func testAGrowthOfTenPercentOrLessKeepsTheDecode() throws {
        let image = try card()
        let canvas = try Fixture.canvas(800, 1000)
        try draw(image, rect(400, 500), on: canvas)
        try draw(image, rect(440, 550), on: canvas)  // exactly 1.1×
        XCTAssertFalse(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 400, height: 500))
        try draw(image, rect(444, 555), on: canvas)  // 1.11×
        XCTAssertTrue(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 444, height: 555))
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 1)
    }

    /// Only the last frame counts: a size an image passed through (a card flying open) is not
    /// decoded for once it has come to rest smaller.
    func testOnlyTheLastFramesSizeIsDecodedFor() throws {
        let image = try card()
        let canvas = try Fixture.canvas(800, 1000)
        try draw(image, rect(400, 500), on: canvas)
        try draw(image, rect(760, 950), on: canvas)
        try draw(image, rect(400, 500), on: canvas)
        XCTAssertFalse(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 0)
    }

    func testTheDecodeIsCappedAtTheFilesPixelsWhichItThenShowsOneToOne() throws {
        let image = try card()
        let canvas = try Fixture.canvas(1000, 1250)
        try draw(image, rect(400, 500), on: canvas)
        try draw(image, rect(1000, 1250), on: canvas)
        XCTAssertTrue(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 800, height: 1000))
        try draw(image, rect(1000, 1250), on: canvas)
        XCTAssertFalse(canvas.renderer.refineImages(), "the file has no more pixels")
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 1)

        // At the file's size the canvas shows the file's own pixels.
        let oneToOne = try Fixture.canvas(800, 1000)
        try draw(image, rect(400, 500), on: oneToOne)
        try draw(image, rect(800, 1000), on: oneToOne)
        XCTAssertTrue(oneToOne.renderer.refineImages())
        try draw(image, rect(800, 1000), on: oneToOne)
        let shown = try oneToOne.snapshot(), file = try ImageLoader().loadBitmap(Self.cardPath)
        XCTAssertEqual(shown.pixels, file.pixels)
    }

    func testATwiceAsDenseCanvasWantsTwiceThePixels() throws {
        let image = try card()
        let single = try Fixture.canvas(400, 500)
        try draw(image, rect(300, 375), on: single)
        XCTAssertFalse(single.renderer.refineImages(), "300×375 pixels: fewer than decoded")
        let double = try Fixture.canvas(400, 500, scale: 2)
        try draw(image, rect(200, 250), on: double)  // 400×500 pixels: the first decode
        XCTAssertFalse(double.renderer.refineImages())
        try draw(image, rect(300, 375), on: double)
        XCTAssertTrue(double.renderer.refineImages())
        XCTAssertEqual(double.renderer.decodedPixelSize(of: image), CGSize(width: 600, height: 750))
    }

    /// A card's photo is drawn cropped (aspect fill): the whole image must be decoded at the
    /// density of the part shown.
    func testACroppedDrawWantsTheWholeImageAtItsDensity() throws {
        let image = try card()
        let canvas = try Fixture.canvas(768, 480)
        try draw(image, rect(400, 250), source: CGRect(x: 0, y: 0, width: 400, height: 250), on: canvas)
        try draw(image, rect(768, 480), source: CGRect(x: 0, y: 0, width: 400, height: 250), on: canvas)
        XCTAssertTrue(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 768, height: 960))
    }

    func testTheSmallerTextureAndItsMipLevelsAreDestroyed() throws {
        let image = try card()
        let canvas = try Fixture.canvas(800, 1000)
        try draw(image, rect(100, 125), on: canvas)  // a quarter: mip levels of 200×250 and 100×125
        XCTAssertEqual(canvas.renderer.cacheSizes.images, 1)
        XCTAssertEqual(canvas.renderer.cacheSizes.bytes, 4 * (400 * 500 + 200 * 250 + 100 * 125))
        let created = canvas.renderer.stats.texturesCreated
        try draw(image, rect(760, 950), on: canvas)
        XCTAssertTrue(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.cacheSizes.images, 1)
        XCTAssertEqual(canvas.renderer.cacheSizes.bytes, 4 * 760 * 950, "only the new level 0 is left")
        XCTAssertEqual(canvas.renderer.stats.texturesCreated, created + 1)
    }

    func testAnEnlargedImageNoFrameDrawsGoesBackToItsFirstSize() throws {
        let image = try card()
        let canvas = try Fixture.canvas(800, 1000)
        canvas.renderer.evictAfterFrames = 4
        try draw(image, rect(400, 500), on: canvas)
        try draw(image, rect(760, 950), on: canvas)
        XCTAssertTrue(canvas.renderer.refineImages())
        // Frames without the image; each changes something, or it would draw nothing and not count.
        func frameWithoutTheImage(_ k: Int) throws {
            let dot = DisplayOp.fill(
                rect: CGRect(x: k, y: 0, width: 1, height: 1), cornerRadius: 0, color: .red, state: DrawState())
            try canvas.draw(Fixture.list(800, 1000, [dot]))
        }
        for k in 0..<3 { try frameWithoutTheImage(k) }
        XCTAssertFalse(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 760, height: 950), "3 frames")
        try frameWithoutTheImage(3)
        XCTAssertFalse(canvas.renderer.refineImages(), "not on screen: no frame needed")
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 400, height: 500))
        XCTAssertEqual(canvas.renderer.stats.imageShrinks, 1)
        XCTAssertEqual(canvas.renderer.cacheSizes.bytes, 4 * 400 * 500)
    }

    /// The first decode happens at the first draw anyway, so it decodes straight at the size shown.
    func testTheFirstDecodeIsAtTheSizeFirstShown() throws {
        let image = try card()
        let canvas = try Fixture.canvas(800, 1000)
        try draw(image, rect(760, 950), on: canvas)
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 760, height: 950))
        XCTAssertFalse(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 0)
    }

    /// A fresh app on the same renderer sees every image as never drawn: a larger decode is
    /// gone, and a first-size one is kept but decoded at the size shown when first drawn.
    func testAResetMakesTheNextDrawEveryImagesFirst() throws {
        let (enlarged, kept) = (try card(), try card())
        let canvas = try Fixture.canvas(800, 1000)
        try draw(enlarged, rect(760, 950), on: canvas)
        try draw(kept, rect(400, 500), on: canvas)
        canvas.renderer.resetImageDecodes()
        XCTAssertNil(canvas.renderer.decodedPixelSize(of: enlarged))
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: kept), CGSize(width: 400, height: 500))
        try draw(kept, rect(760, 950), on: canvas)
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: kept), CGSize(width: 760, height: 950))
        try draw(kept, rect(800, 1000), on: canvas)
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: kept), CGSize(width: 760, height: 950), "a draw after")
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 0)
    }

    func testImagesWithoutAFileAreNeverDecodedAgain() throws {
        let image = Image(bitmap: Bitmap(width: 40, height: 50, fill: .white), name: "plain")
        XCTAssertNil(image.filePixelSize)
        XCTAssertNil(image.decode(maxPixelDimension: 100))
        let canvas = try Fixture.canvas(400, 500)
        try draw(image, rect(400, 500), on: canvas)
        XCTAssertFalse(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 40, height: 50))
    }
}
