import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import Compositor

/// Static content must cost one computation, however many frames draw it.
final class CacheTests: XCTestCase {
    func testTextIsRasterisedOnceAcrossFrames() throws {
        let canvas = try Fixture.canvas(200, 60, fonts: true)
        let list = Fixture.list(
            200, 60,
            [
                .text(
                    "Hello", font: Font(size: 17), color: .white,
                    origin: CGPoint(x: 10, y: 10), state: DrawState())
            ])
        try canvas.draw(list)
        XCTAssertEqual(canvas.renderer.textRasterizations, 1)
        try canvas.draw(list)
        XCTAssertEqual(canvas.renderer.textRasterizations, 1, "the second frame must reuse the texture")
        let bmp = try canvas.snapshot()
        let lit = (0..<60).flatMap { y in (0..<200).map { bmp.red($0, y) } }.filter { $0 > 128 }.count
        XCTAssertGreaterThan(lit, 50, "the text must actually be drawn")
    }

    func testShadowPatchIsSharedBetweenSizes() throws {
        let canvas = try Fixture.canvas(400, 400)
        func shadow(_ rect: CGRect) -> DisplayOp {
            .shadow(
                rect: rect, cornerRadius: 12, color: Color(white: 0, alpha: 0.3), blur: 10,
                offset: CGSize(width: 0, height: 4), state: DrawState())
        }
        try canvas.draw(
            Fixture.list(
                400, 400, clear: .white,
                [
                    shadow(CGRect(x: 20, y: 20, width: 150, height: 100)),
                    shadow(CGRect(x: 20, y: 200, width: 300, height: 160)),
                ]))
        XCTAssertEqual(canvas.renderer.shadowBuilds, 1)
        let bmp = try canvas.snapshot()
        XCTAssertLessThan(bmp.red(95, 70), 200, "the shadow darkens under the rect")
        XCTAssertEqual(bmp.red(5, 5), 255, "far from the rect stays white")
        let edge = bmp.red(95, 20 + 100 + 4 + 4)
        XCTAssertTrue((200...254).contains(edge), "the shadow fades out below the rect, got \(edge)")
    }

    func testAShadowPatchIsBuiltForItsRadiusToAQuarterOfItsBlur() throws {
        // sigma 8 pixels: radii go to multiples of 2; a small blur keeps every radius.
        XCTAssertEqual((0...9).map { Renderer.shadowPatchRadius($0, sigma: 8) }, [0, 2, 2, 4, 4, 6, 6, 8, 8, 10])
        XCTAssertEqual((0...4).map { Renderer.shadowPatchRadius($0, sigma: 2) }, [0, 1, 2, 3, 4])
        XCTAssertEqual(Renderer.shadowPatchRadius(41, sigma: 20), 40, "steps of 5")
        // A card whose corners round by a pixel a frame: 8 radii, 5 patches.
        let canvas = try Fixture.canvas(400, 400)
        for radius in 20...27 {
            try canvas.draw(
                Fixture.list(
                    400, 400, clear: .white,
                    [
                        .shadow(
                            rect: CGRect(x: 40, y: 40, width: 300, height: 300), cornerRadius: CGFloat(radius),
                            color: Color(white: 0, alpha: 0.3), blur: 16, offset: .zero, state: DrawState())
                    ]))
        }
        XCTAssertEqual(canvas.renderer.shadowBuilds, 5, "radii 20, 22, 24, 26 and 28")
    }

    func testBlurIsComputedOnlyWhenTheBackdropChanges() throws {
        let canvas = try Fixture.canvas(100, 100)
        func scene(_ stripe: CGFloat) -> DisplayList {
            Fixture.list(
                100, 100,
                [
                    .fill(
                        rect: CGRect(x: stripe, y: 0, width: 10, height: 100), cornerRadius: 0, color: .white,
                        state: DrawState()),
                    .backdropBlur(
                        rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, blur: 8,
                        tint: Color(white: 1, alpha: 0), state: DrawState()),
                ])
        }
        try canvas.draw(scene(45))
        try canvas.draw(scene(45))
        XCTAssertEqual(canvas.renderer.blurComputations, 1, "an unchanged backdrop reuses its blur")
        let bmp = try canvas.snapshot()
        XCTAssertTrue((20...200).contains(bmp.red(50, 50)), "the stripe is blurred, got \(bmp.red(50, 50))")
        XCTAssertGreaterThan(bmp.red(40, 50), 5, "light spreads beside the stripe")
        try canvas.draw(scene(20))
        XCTAssertEqual(canvas.renderer.blurComputations, 2, "a moved stripe needs a new blur")
    }
}
