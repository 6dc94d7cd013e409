import Foundation
import SDLBackend
import ViewKit
import XCTest

/// A window's renderer decodes images again on a thread of its own: the frame that asks goes on
/// with the pixels it has, and the next frame after the decode is in shows the new ones. The
/// card is 800×1000 pixels, first decoded at 400×500 (see ImageRefinementTests).
final class BackgroundDecodeTests: XCTestCase {
    private func draw(_ image: Image, _ size: CGSize, on canvas: HeadlessCanvas) throws {
        let op = DisplayOp.image(
            image, source: CGRect(origin: .zero, size: image.size), rect: CGRect(origin: .zero, size: size),
            cornerRadius: 0, state: DrawState())
        try canvas.draw(Fixture.list(canvas.size.width, canvas.size.height, [op]))
    }

    func testARefineDecodesInTheBackgroundAndTheNextFrameShowsIt() throws {
        let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
        let canvas = try Fixture.canvas(800, 1000)
        let woken = Counter()
        canvas.renderer.decodeImagesInBackground { woken.add() }
        XCTAssertTrue(canvas.renderer.decodesImagesInBackground)
        try draw(image, CGSize(width: 400, height: 500), on: canvas)
        try draw(image, CGSize(width: 760, height: 950), on: canvas)
        XCTAssertFalse(canvas.renderer.refineImages(), "the decode is asked for, not made here")
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 400, height: 500))
        canvas.renderer.awaitBackgroundDecodes()
        XCTAssertFalse(canvas.renderer.isDecodingImages)
        XCTAssertEqual(woken.value, 1, "the decoding thread woke the frame loop once")
        XCTAssertTrue(canvas.renderer.takeBackgroundDecodes())
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 760, height: 950))
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 1)
        XCTAssertFalse(canvas.renderer.takeBackgroundDecodes(), "taken once")
        try draw(image, CGSize(width: 760, height: 950), on: canvas)
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 0, y: 0, width: 800, height: 1000)], "redrawn whole")
    }

    /// The pixels are the ones a decode in the frame gives: the same file, the same size.
    func testABackgroundDecodeGivesTheSamePixelsAsOneInTheFrame() throws {
        func shown(background: Bool) throws -> Bitmap {
            let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
            let canvas = try Fixture.canvas(800, 1000)
            if background { canvas.renderer.decodeImagesInBackground {} }
            try draw(image, CGSize(width: 400, height: 500), on: canvas)
            try draw(image, CGSize(width: 760, height: 950), on: canvas)
            canvas.renderer.refineImages()
            canvas.renderer.awaitBackgroundDecodes()
            canvas.renderer.takeBackgroundDecodes()
            try draw(image, CGSize(width: 760, height: 950), on: canvas)
            return try canvas.snapshot()
        }
        XCTAssertEqual(try shown(background: true).pixels, try shown(background: false).pixels)
    }
}

/// A count bumped from another thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
