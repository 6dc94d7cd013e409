import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A blur is not computed or enlarged again for what the renderer already made: after a frame
/// at rest its layer is enlarged for the next frame, and a blur op that comes back to a
/// backdrop it had, in another place among the frame's blur ops, finds its blur.
final class BlurReuseTests: XCTestCase {
    private func blur(_ x: CGFloat, radius: CGFloat = 0) -> DisplayOp {
        .backdropBlur(
            rect: CGRect(x: x, y: 0, width: 60, height: 100), cornerRadius: radius, blur: 20,
            tint: Color(white: 1, alpha: 0.3), state: DrawState())
    }

    private func stripe(_ x: CGFloat) -> DisplayOp {
        .fill(rect: CGRect(x: x, y: 0, width: 10, height: 100), cornerRadius: 0, color: .white, state: DrawState())
    }

    private func fresh(_ ops: [DisplayOp]) throws -> Bitmap {
        let canvas = try Fixture.canvas(200, 100)
        try canvas.draw(Fixture.list(200, 100, ops))
        return try canvas.snapshot()
    }

    func testABlurDrawnAtRestIsEnlargedForTheNextFrame() throws {
        let canvas = try Fixture.canvas(200, 100)
        let ops = [stripe(20), blur(0)]
        try canvas.draw(Fixture.list(200, 100, ops))
        // Blur 20 is sigma 10 pixels: boxes of 4, so the 120×160 pixels it blurs are 30×40.
        XCTAssertEqual(canvas.renderer.memory.blurs, 30 * 40 * 4, "drawn from its reduced pixels")
        canvas.renderer.enlargeBlursAtRest()
        XCTAssertEqual(canvas.renderer.stats.blursEnlargedAtRest, 1)
        XCTAssertEqual(canvas.renderer.memory.blurs, 30 * 40 * 4 + 60 * 100 * 4, "and now its 60×100 layer")
        canvas.renderer.enlargeBlursAtRest()
        XCTAssertEqual(canvas.renderer.stats.blursEnlargedAtRest, 1, "a blur with a layer is left alone")
        canvas.renderer.invalidate()
        try canvas.draw(Fixture.list(200, 100, ops))
        XCTAssertEqual(canvas.renderer.blurComputations, 1)
        XCTAssertEqual(canvas.renderer.memory.blurs, 30 * 40 * 4 + 60 * 100 * 4, "the frame copied the layer")
        XCTAssertEqual(try canvas.snapshot().pixels, try fresh(ops).pixels, "the same pixels as drawn straight")
    }

    func testOnlyTheBlursTheLastFrameDrewAreEnlarged() throws {
        let canvas = try Fixture.canvas(200, 100)
        try canvas.draw(Fixture.list(200, 100, [stripe(150), blur(120)]))
        try canvas.draw(Fixture.list(200, 100, [stripe(20), blur(0)]))
        XCTAssertEqual(canvas.renderer.cacheSizes.blurs, 2, "the blur at x 120 is kept aside")
        canvas.renderer.enlargeBlursAtRest()
        XCTAssertEqual(canvas.renderer.stats.blursEnlargedAtRest, 1, "the blur at x 120 was not drawn last")
        XCTAssertEqual(canvas.renderer.memory.blurs, 2 * 30 * 40 * 4 + 60 * 100 * 4, "one layer, two reduced")
    }

    func testABlurComingBackToItsBackdropInAnotherSlotFindsItsBlur() throws {
        let canvas = try Fixture.canvas(200, 100)
        let first = [stripe(20), blur(0, radius: 12)]
        try canvas.draw(Fixture.list(200, 100, first))
        // Another backdrop takes slot 0; the first blur is kept aside.
        try canvas.draw(Fixture.list(200, 100, [stripe(150), blur(130)]))
        XCTAssertEqual(canvas.renderer.blurComputations, 2)
        // The first blur again, now second among the blur ops.
        let back = [stripe(150), blur(130), stripe(20), blur(0, radius: 12)]
        try canvas.draw(Fixture.list(200, 100, back))
        XCTAssertEqual(canvas.renderer.blurComputations, 2, "both blurs are found")
        XCTAssertEqual(canvas.renderer.stats.blursMoved, 1, "the first one from where it was kept")
        XCTAssertEqual(try canvas.snapshot().pixels, try fresh(back).pixels)
    }

    func testADifferentBackdropInTheSameSlotIsBlurredAgain() throws {
        let canvas = try Fixture.canvas(200, 100)
        try canvas.draw(Fixture.list(200, 100, [stripe(20), blur(0)]))
        try canvas.draw(Fixture.list(200, 100, [stripe(150), blur(130)]))
        let moved = [stripe(30), blur(0)]
        try canvas.draw(Fixture.list(200, 100, moved))
        XCTAssertEqual(canvas.renderer.blurComputations, 3, "the stripe under it moved: nothing kept matches")
        XCTAssertEqual(canvas.renderer.stats.blursMoved, 0)
        XCTAssertEqual(try canvas.snapshot().pixels, try fresh(moved).pixels)
    }

    func testAtMostFourDisplacedBlursAreKept() throws {
        let canvas = try Fixture.canvas(200, 100)
        // Stripes at x 0, 8 … 48, each under the blur at x 0…60: 7 backdrops.
        for x in stride(from: CGFloat(0), through: 48, by: 8) {
            try canvas.draw(Fixture.list(200, 100, [stripe(x), blur(0)]))
        }
        XCTAssertEqual(canvas.renderer.blurComputations, 7)
        XCTAssertEqual(canvas.renderer.cacheSizes.blurs, 1 + 4, "the slot's blur and the 4 displaced last")
        try canvas.draw(Fixture.list(200, 100, [stripe(24), blur(0)]))
        XCTAssertEqual(canvas.renderer.stats.blursMoved, 1, "the stripe at x 24 was one of the last 4")
        try canvas.draw(Fixture.list(200, 100, [stripe(0), blur(0)]))
        XCTAssertEqual(canvas.renderer.blurComputations, 8, "the stripe at x 0 was given up")
    }
}
