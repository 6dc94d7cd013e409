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

    /// A list's prefetch (`Window.prepare` of an image at its own size, not held yet) is decoded
    /// on the thread, or headless between frames: the frame that then first draws the image
    /// decodes nothing and shows the pixels a frame that decoded it itself shows.
    func testAPrefetchIsDecodedAheadAndItsFirstDrawDecodesNothing() throws {
        func shown(prefetched: Bool, background: Bool) throws -> (pixels: [UInt8], decodedInFrame: Int) {
            let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
            let canvas = try Fixture.canvas(800, 1000)
            if background { canvas.renderer.decodeImagesInBackground {} }
            if prefetched {
                canvas.renderer.prepare([.image(image, pixelSize: nil)])
                if background {
                    XCTAssertNil(canvas.renderer.decodedPixelSize(of: image), "asked for, not made here")
                    canvas.renderer.awaitBackgroundDecodes()
                    XCTAssertFalse(canvas.renderer.takeBackgroundDecodes(), "nothing shown changed")
                }
                XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 400, height: 500))
                XCTAssertFalse(image.isDecoded, "the image holds no second copy")
            }
            let before = canvas.renderer.stats.imagesDecoded
            try draw(image, CGSize(width: 400, height: 500), on: canvas)
            return (try canvas.snapshot().pixels, canvas.renderer.stats.imagesDecoded - before)
        }
        let plain = try shown(prefetched: false, background: false)
        XCTAssertEqual(plain.decodedInFrame, 1)
        for background in [true, false] {
            let prefetched = try shown(prefetched: true, background: background)
            XCTAssertEqual(prefetched.decodedInFrame, 0, "background: \(background)")
            XCTAssertEqual(prefetched.pixels, plain.pixels, "background: \(background)")
        }
    }

    /// A prefetched image whose first draw shows it larger than its first decode is decoded
    /// larger there, as a fresh image's first draw is: headless, the frame shows it sharp.
    func testAPrefetchedImageShownLargerIsDecodedLargerAtItsFirstDraw() throws {
        func shown(prefetched: Bool) throws -> (pixels: [UInt8], size: CGSize?) {
            let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
            let canvas = try Fixture.canvas(800, 1000)
            if prefetched { canvas.renderer.prepare([.image(image, pixelSize: nil)]) }
            try draw(image, CGSize(width: 760, height: 950), on: canvas)
            return (try canvas.snapshot().pixels, canvas.renderer.decodedPixelSize(of: image))
        }
        let prefetched = try shown(prefetched: true), plain = try shown(prefetched: false)
        XCTAssertEqual(prefetched.size, CGSize(width: 760, height: 950))
        XCTAssertEqual(prefetched.size, plain.size)
        XCTAssertEqual(prefetched.pixels, plain.pixels)
    }

    /// Waiting with a timeout (the bench's gap between frames) returns at once with nothing
    /// asked for, and with a decode asked for, once it is in.
    func testWaitingWithATimeoutEndsWhenTheDecodesAreIn() throws {
        let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
        let canvas = try Fixture.canvas(800, 1000)
        canvas.renderer.decodeImagesInBackground {}
        let started = Date()
        canvas.renderer.awaitBackgroundDecodes(timeout: 5)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "nothing asked for: no wait")
        canvas.renderer.prepare([.image(image, pixelSize: nil)])
        canvas.renderer.awaitBackgroundDecodes(timeout: 30)
        XCTAssertFalse(canvas.renderer.isDecodingImages, "in within the time given")
    }
}

/// A count bumped from another thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
