import CPixman
import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// An opaque layer drawn faded one to one is read as x8r8g8b8 words, which pixman blends in
/// about two thirds of the instructions: the bytes must be those of the a8r8g8b8 blend. And a
/// backdrop blur of an opaque backdrop knows it is opaque, so it takes that path.
final class OpaqueFadeTests: XCTestCase {
    /// A `w`×`h` layer of seeded words, opaque or each premultiplied at its own alpha.
    private func noise(_ w: Int, _ h: Int, seed: UInt64, opaque: Bool) throws -> Compositor.Layer {
        let layer = try XCTUnwrap(Compositor.Layer(width: w, height: h))
        var state = seed
        for i in 0..<(w * h) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let word = UInt32(truncatingIfNeeded: state >> 32)
            let a = opaque ? 255 : (word >> 24), scale = { (c: UInt32) in c * a / 255 }
            let (r, g, b) = (scale((word >> 16) & 0xFF), scale((word >> 8) & 0xFF), scale(word & 0xFF))
            layer.bits[(i / w) * layer.rowWords + i % w] = (a << 24) | (r << 16) | (g << 8) | b
        }
        layer.isOpaque = opaque
        return layer
    }

    private func words(_ layer: Compositor.Layer) -> [UInt32] {
        (0..<layer.height).flatMap { y in (0..<layer.width).map { layer.bits[y * layer.rowWords + $0] } }
    }

    func testAFadedOpaqueLayerBlendsToTheBytesOfItsARGBBlend() throws {
        let source = try noise(41, 29, seed: 7, opaque: true)
        for alpha: UInt8 in [1, 64, 127, 128, 200, 254] {
            var results: [[UInt32]] = []
            // The flag decides the path: taken as opaque it is read as x8r8g8b8, taken as not
            // opaque as a8r8g8b8, whose blend is the reference.
            for takenOpaque in [true, false] {
                let target = try noise(50, 40, seed: 11, opaque: false)
                let canvas = PixelCanvas(output: target)
                // A part of the layer, moved, and clipped: the words' rows and origin must hold.
                canvas.clip = PixelRect(4, 3, 40, 30)
                canvas.draw(
                    source, from: PixelRect(3, 2, 35, 24), to: PixelRect(2, 5, 35, 24), alpha: alpha,
                    opaque: takenOpaque)
                results.append(words(target))
            }
            let untouched = words(try noise(50, 40, seed: 11, opaque: false))
            XCTAssertNotEqual(results[1], untouched, "alpha \(alpha): the reference blend drew")
            let differing = zip(results[0], results[1]).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "alpha \(alpha): words differing from the a8r8g8b8 blend")
        }
    }

    func testTheOpaqueWordsAreTheLayersOwnPixels() throws {
        let layer = try noise(9, 5, seed: 3, opaque: true)
        let view = try XCTUnwrap(layer.opaqueWords())
        defer { pixman_image_unref(view) }
        XCTAssertEqual(pixman_image_get_format(view), PIXMAN_x8r8g8b8)
        XCTAssertEqual(
            pixman_image_get_data(view).map(UnsafeRawPointer.init), UnsafeRawPointer(layer.bits), "a view, not a copy")
        XCTAssertEqual(Int(pixman_image_get_width(view)), 9)
        XCTAssertEqual(Int(pixman_image_get_stride(view)), layer.rowBytes)
        XCTAssertNil(
            try XCTUnwrap(Compositor.Layer(width: 4, height: 4, mask: true)).opaqueWords(), "a mask has no colour words"
        )
    }

    /// The blur of `clear` under a 100×100 blur at `opacity` with corner `radius`, drawn twice so
    /// that the second frame enlarges it into its layer; that layer's opacity flag.
    private func enlargedBlurIsOpaque(clear: Color, radius: CGFloat = 0, opacity: Double = 0.6) throws -> Bool {
        let canvas = try Fixture.canvas(100, 100)
        var state = DrawState()
        state.opacity = opacity
        let blur = DisplayOp.backdropBlur(
            rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: radius, blur: 20,
            tint: Color(white: 1, alpha: 0.3), state: state)
        let stripe = DisplayOp.fill(
            rect: CGRect(x: 30, y: 0, width: 8, height: 100), cornerRadius: 0, color: .black, state: DrawState())
        let list = Fixture.list(100, 100, clear: clear, [stripe, blur])
        try canvas.draw(list)
        canvas.renderer.invalidate()
        try canvas.draw(list)
        XCTAssertEqual(canvas.renderer.blurComputations, 1)
        return try XCTUnwrap(canvas.renderer.caches.blurs[0]?.layer, "enlarged in the second frame").isOpaque
    }

    func testABlurOfAnOpaqueBackdropIsOpaqueAndOneWithCornersOrOverGlassIsNot() throws {
        XCTAssertTrue(try enlargedBlurIsOpaque(clear: .white), "an opaque backdrop under a translucent tint")
        XCTAssertFalse(try enlargedBlurIsOpaque(clear: .white, radius: 20), "its corners are cleared")
        XCTAssertFalse(try enlargedBlurIsOpaque(clear: Color(white: 1, alpha: 0.5)), "a translucent backdrop")
    }

    func testAFadedOpaqueBlurIsTheSameBlendAsBefore() throws {
        // The faded blur's pixels, drawn from its layer (opaque) and straight from its reduced
        // resolution (read as a8r8g8b8 through the enlargement), agree to the byte.
        let stripe = DisplayOp.fill(
            rect: CGRect(x: 30, y: 0, width: 8, height: 100), cornerRadius: 0, color: .black, state: DrawState())
        var state = DrawState()
        state.opacity = 0.45
        let blur = DisplayOp.backdropBlur(
            rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, blur: 20,
            tint: Color(white: 1, alpha: 0.3), state: state)
        let canvas = try Fixture.canvas(100, 100)
        let list = Fixture.list(100, 100, clear: .white, [stripe, blur])
        try canvas.draw(list)
        let straight = try canvas.snapshot()
        canvas.renderer.invalidate()
        try canvas.draw(list)
        let copied = try canvas.snapshot()
        XCTAssertTrue(try XCTUnwrap(canvas.renderer.caches.blurs[0]?.layer).isOpaque)
        let differing = (0..<100).flatMap { y in (0..<100).map { (x: $0, y: y) } }
            .filter { straight.px($0.x, $0.y) != copied.px($0.x, $0.y) }
        XCTAssertEqual(differing.count, 0)
        XCTAssertNotEqual(straight.red(50, 50), straight.red(34, 50), "the stripe is blurred and shows")
    }
}
