import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import Compositor

/// A layer that goes gives its buffer back for the next layer to draw in, for a few frames, so
/// a layer replaced by one of about its size is not mapped and faulted in again
/// (PixelRecycler); and the layer a presentation keeps its page in is made when the page is
/// prepared, not in the presentation's first frame.
final class PixelRecyclerTests: XCTestCase {
    /// A buffer given back is taken again, cleared, by a need it fits within a quarter of.
    func testABufferGivenBackIsTakenAgainZeroed() throws {
        let recycler = PixelRecycler(mostBytes: 1 << 20)
        let first = try XCTUnwrap(recycler.take(200_000))
        // 200,000 bytes and a sixteenth more, in whole pages.
        XCTAssertEqual(first.capacity, 212_992)
        memset(first.bytes, 0xAB, first.capacity)
        recycler.giveBack(first)
        // Counted as its layer wrote it: the pages resident.
        XCTAssertEqual(recycler.keptBytes, 200_000)

        let second = try XCTUnwrap(recycler.take(201_000))
        XCTAssertEqual(second.bytes, first.bytes)
        XCTAssertEqual(second.capacity, 212_992)
        XCTAssertEqual(second.written, 201_000)
        XCTAssertEqual(recycler.reused, 1)
        XCTAssertEqual(recycler.keptBytes, 0)
        let bytes = second.bytes.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual((0..<201_000).filter { bytes[$0] != 0 }.count, 0)
        // Past the bytes asked for, it is not cleared: no layer reads there.
        XCTAssertEqual(bytes[201_000], 0xAB)
        memset(second.bytes, 0xCD, 201_000)
        recycler.giveBack(second)

        // Taken for a group's layer, which clears what it draws in, it is not cleared at all.
        let third = try XCTUnwrap(recycler.take(200_500, zeroed: false))
        XCTAssertEqual(third.bytes, first.bytes)
        let left = third.bytes.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual((0..<200_500).filter { left[$0] != 0xCD }.count, 0)
        recycler.giveBack(third)
    }

    /// A small need never takes a buffer whose written pages pass it by more than a quarter
    /// (it would pin them for as long as it lives), nor does a need larger than a buffer.
    func testABufferIsTakenOnlyByANeedItFits() throws {
        let recycler = PixelRecycler(mostBytes: 1 << 20)
        let large = try XCTUnwrap(recycler.take(200_000))
        recycler.giveBack(large)

        let small = try XCTUnwrap(recycler.take(150_000))
        XCTAssertNotEqual(small.bytes, large.bytes)
        let larger = try XCTUnwrap(recycler.take(213_000))
        XCTAssertNotEqual(larger.bytes, large.bytes)
        XCTAssertEqual(recycler.reused, 0)
        XCTAssertEqual(recycler.keptBytes, 200_000)
        for buffer in [small, larger] { recycler.giveBack(buffer) }
    }

    /// Kept buffers go after `keptFrames` frames, past `mostBytes`, and all at once when the host
    /// goes idle.
    func testKeptBuffersGoAfterEightFramesPastTheBoundAndWhenIdle() throws {
        let recycler = PixelRecycler(mostBytes: 450_000)
        let buffers = try (0..<3).map { _ in try XCTUnwrap(recycler.take(200_000)) }
        for buffer in buffers { recycler.giveBack(buffer) }
        // Two fit under 450,000 bytes written; the third was freed.
        XCTAssertEqual(recycler.keptBytes, 400_000)

        recycler.endFrame(PixelRecycler.keptFrames - 1)
        XCTAssertEqual(recycler.keptBytes, 400_000)
        recycler.endFrame(PixelRecycler.keptFrames)
        XCTAssertEqual(recycler.keptBytes, 0)

        let again = try XCTUnwrap(recycler.take(200_000))
        recycler.giveBack(again)
        XCTAssertEqual(recycler.keptBytes, 200_000)
        recycler.releaseAll()
        XCTAssertEqual(recycler.keptBytes, 0)
    }

    /// Layers of fewer than 128 KiB come from pixman, as before; larger ones from the recycler.
    func testOnlyLargeLayersAreRecycled() throws {
        let recycler = PixelRecycler(mostBytes: 1 << 22)
        do {
            let small = try XCTUnwrap(Layer(width: 100, height: 80, recycler: recycler))
            let large = try XCTUnwrap(Layer(width: 400, height: 300, recycler: recycler))
            XCTAssertEqual(small.rowBytes, 400)
            XCTAssertEqual(large.rowBytes, 1600)
            // Transparent black, as a layer pixman allocates.
            XCTAssertEqual((0..<(400 * 300)).filter { large.bits[$0] != 0 }.count, 0)
            large.bits[0] = 0xFFFF_FFFF
        }
        // The small layer's 32,000 bytes went to pixman.
        XCTAssertEqual(recycler.keptBytes, 480_000)
        let next = try XCTUnwrap(Layer(width: 401, height: 300, recycler: recycler))
        XCTAssertEqual(recycler.reused, 1)
        XCTAssertEqual(next.bits[0], 0)
        XCTAssertEqual(recycler.keptBytes, 0)
    }

    /// A buffer made with room for more is taken by a larger layer, whose new pages alone are
    /// written for the first time.
    func testABufferWithRoomServesALargerLayer() throws {
        let recycler = PixelRecycler(mostBytes: 1 << 22)
        let small = try XCTUnwrap(recycler.take(200_000, room: 1_000_000))
        XCTAssertEqual(small.capacity, 1_003_520)
        recycler.giveBack(small)
        let grown = try XCTUnwrap(recycler.take(900_000))
        XCTAssertEqual(grown.bytes, small.bytes)
        XCTAssertEqual(grown.written, 900_000)
        recycler.giveBack(grown)
        XCTAssertEqual(recycler.keptBytes, 900_000)
    }

    /// Draws each frame's `ops` over a grey 300×300-point background on one canvas at 2×,
    /// asserting each has the pixels a fresh renderer draws; returns the canvas.
    private func playedLikeAFreshRenderer(_ frames: [[DisplayOp]]) throws -> HeadlessCanvas {
        let canvas = try Fixture.canvas(300, 300, scale: 2)
        let background = DisplayOp.fill(
            rect: CGRect(x: 0, y: 0, width: 300, height: 300), cornerRadius: 0, color: .gray, state: DrawState())
        for (index, ops) in frames.enumerated() {
            let list = Fixture.list(300, 300, [background] + ops)
            try canvas.draw(list)
            let fresh = try Fixture.canvas(300, 300, scale: 2)
            try fresh.draw(list)
            XCTAssertEqual(try canvas.snapshot().pixels, try fresh.snapshot().pixels, "frame \(index)")
            // The time between frames, as a frame driver leaves it.
            canvas.renderer.prepare([])
        }
        return canvas
    }

    /// A group growing frame by frame (a view expanding to full screen, the mini player) is
    /// drawn in one buffer: each larger layer is made in the one before's, with the pixels a
    /// fresh renderer draws.
    func testAGrowingGroupIsDrawnInOneBuffer() throws {
        let heights: [CGFloat] = [40, 80, 120, 160, 200, 240]
        let canvas = try playedLikeAFreshRenderer(
            heights.map { height in
                [
                    .beginGroup(
                        rect: CGRect(x: 10, y: 280 - height, width: 280, height: height), cornerRadius: 12,
                        state: DrawState(opacity: 0.8)),
                    .fill(
                        rect: CGRect(x: 10, y: 280 - height, width: 280, height: height), cornerRadius: 0,
                        color: .white, state: DrawState()),
                    .fill(
                        rect: CGRect(x: 20, y: 290 - height, width: 60, height: 20), cornerRadius: 4,
                        color: Color(red: 0.9, green: 0.2, blue: 0.3), state: DrawState()),
                    .endGroup,
                ]
            })
        // 576 pixels wide (560 rounded up to 64): the first layer, 128 rows (80 rounded), is
        // made afresh with room for the window, and the five after it (192, 256, 320, 448 and
        // 512 rows) in its buffer, not cleared (the last layer's white is in it, rows away from
        // where the next draws it), yet every frame is a fresh renderer's; the pool keeps the
        // last.
        XCTAssertEqual(canvas.renderer.recycler.reused, 5)
        XCTAssertEqual(canvas.renderer.caches.targetPool.count, 1)
    }

    /// An image kept at its drawn size, whose size creeps a pixel at a time (a spring coming to
    /// rest), is made again in the buffer of the layer it replaces; every frame has the pixels
    /// a fresh renderer resamples.
    func testADrawnSizeLayerMadeAgainAPixelLargerReusesItsBuffer() throws {
        let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
        // Each size twice, so its layer is made after the second frame of each, between frames
        // (and never drawn from), and the last size, once two layers went undrawn, three times;
        // moved a point each frame.
        let widths: [CGFloat] = [180, 180, 180.5, 180.5, 181, 181, 181]
        let canvas = try playedLikeAFreshRenderer(
            widths.enumerated().map { index, width in
                [
                    .image(
                        image, source: CGRect(origin: .zero, size: image.size),
                        rect: CGRect(x: 10 + CGFloat(index), y: 20, width: width, height: 250), cornerRadius: 14,
                        state: DrawState())
                ]
            })
        // Three layers (360, 361 and 362 × 500 pixels, 0.7 MB each), the second and third in the
        // buffer of the one before.
        XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 3)
        XCTAssertEqual(canvas.renderer.recycler.reused, 2)
    }

    /// A page's drawing prepared (a press on what presents it) makes the layer its presentation
    /// keeps the page in, with its pages written by a copy of the output; the presentation's
    /// first frame keeps the page in that same layer.
    func testPreparingAPageMakesThePrefixLayerTheReleaseKeeps() throws {
        let canvas = try Fixture.canvas(200, 300, scale: 2)
        var page: [DisplayOp] = [
            .fill(rect: CGRect(x: 0, y: 0, width: 200, height: 300), cornerRadius: 0, color: .gray, state: DrawState())
        ]
        for row in 0..<12 {
            page.append(
                .fill(
                    rect: CGRect(x: 8, y: 4 + CGFloat(row) * 24, width: 184, height: 20), cornerRadius: 6,
                    color: .white, state: DrawState()))
        }
        let dimming = DisplayOp.fill(
            rect: CGRect(x: 0, y: 0, width: 200, height: 300), cornerRadius: 0,
            color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), state: DrawState())
        try canvas.draw(Fixture.list(200, 300, page))
        XCTAssertEqual(canvas.renderer.memory.keptPrefix, 0)

        canvas.renderer.prepare([.drawing(Fixture.list(200, 300, []))])
        XCTAssertEqual(canvas.renderer.memory.keptPrefix, 400 * 600 * 4)
        let made = try XCTUnwrap(canvas.renderer.prefix.ahead?.layer)

        try canvas.draw(Fixture.list(200, 300, page + [dimming]))
        XCTAssertEqual(canvas.renderer.stats.prefixesCarried, 1)
        XCTAssertEqual(canvas.renderer.stats.prefixesCarriedInCopy, 1)
        XCTAssertTrue(canvas.renderer.prefix.layer === made)
        XCTAssertNil(canvas.renderer.prefix.ahead)
        XCTAssertEqual(canvas.renderer.memory.keptPrefix, 400 * 600 * 4)
    }

    /// Preparing images alone (a scroll's prefetch) makes no prefix layer.
    func testPreparingImagesMakesNoPrefixLayer() throws {
        let canvas = try Fixture.canvas(200, 300, scale: 2)
        let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
        canvas.renderer.prepare([.image(image, pixelSize: nil)])
        XCTAssertEqual(canvas.renderer.memory.keptPrefix, 0)
    }

    /// The recycled buffers a renderer keeps are in its memory figures, and go when the host
    /// goes idle.
    func testTheRendererReportsAndReleasesItsRecycledBuffers() throws {
        let canvas = try Fixture.canvas(300, 300, scale: 2)
        do { _ = try canvas.renderer.makeLayer(400, 300) }
        XCTAssertEqual(canvas.renderer.memory.recycled, 480_000)
        XCTAssertTrue(canvas.renderer.memory.description.contains("recycled 0.5 MB"))
        canvas.renderer.releaseIdleMemory()
        XCTAssertEqual(canvas.renderer.memory.recycled, 0)
    }
}
