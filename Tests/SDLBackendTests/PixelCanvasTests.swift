import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// The pixel canvas, call by call (exact pixels), then through the renderer.
final class PixelCanvasTests: XCTestCase {
    /// A canvas over a fresh `w`×`h` layer.
    private func canvas(_ w: Int = 8, _ h: Int = 8) throws -> PixelCanvas {
        PixelCanvas(output: try XCTUnwrap(Layer(width: w, height: h)))
    }

    private func read(_ c: PixelCanvas, _ x: Int, _ y: Int) -> UInt32 {
        var word: UInt32 = 0
        XCTAssertTrue(c.read(PixelRect(x, y, 1, 1), into: &word, rowWords: 1))
        return word
    }

    func testTranslucentPixelsRoundTripThroughPremultipliedStorage() throws {
        let layer = try XCTUnwrap(Layer(width: 2, height: 1))
        let pixels: [UInt32] = [0x80C8_6432, 0xFF10_2030]
        pixels.withUnsafeBytes { layer.store(straight: $0.baseAddress!, pitch: 8) }
        XCTAssertEqual(layer.bits[0], 0x8064_3219, "stored premultiplied: 200·128/255 = 100")
        XCTAssertFalse(layer.isOpaque)
        var words: [UInt32] = [0, 0]
        layer.readStraight(layer.bounds, into: &words, outRowWords: 2)
        // 200 × 128/255 stores as 100, and 100 × 255/128 reads back as 199: premultiplied
        // storage keeps 128 levels at half alpha, as Core Animation's does.
        XCTAssertEqual(words, [0x80C7_6432, 0xFF10_2030], "read back straight")
    }

    func testFillIntoAClearLayerKeepsItsColour() throws {
        // Straight-alpha targets multiplied a translucent fill's colour by its alpha a second
        // time when the group was composited: the fringes of the card's close button.
        let c = try canvas()
        let group = try XCTUnwrap(Layer(width: 4, height: 4))
        c.setTarget(group)
        c.replace(with: (0, 0, 0, 0))
        c.fill(PixelRect(0, 0, 4, 4), (255, 0, 0, 128))
        XCTAssertEqual(read(c, 1, 1), 0x80FF_0000)
        c.setTarget(nil)
        c.replace(with: (255, 255, 255, 255))
        c.draw(group, from: group.bounds, to: PixelRect(0, 0, 4, 4))
        XCTAssertEqual(read(c, 2, 2), 0xFFFF_7F7F, "red at 128/255 over white, as the fill drawn directly gives")
    }

    func testAFadeATintAndTheClip() throws {
        let c = try canvas()
        let white = try XCTUnwrap(Layer(width: 1, height: 1))
        var word: UInt32 = 0xFFFF_FFFF
        white.store(straight: &word, pitch: 4)
        c.replace(with: (0, 0, 255, 255))
        c.draw(white, from: white.bounds, to: PixelRect(0, 0, 1, 1), alpha: 51)
        XCTAssertEqual(read(c, 0, 0), 0xFF33_33FF, "white at 20 % over blue")
        c.draw(coverage: white, from: white.bounds, to: PixelRect(1, 0, 1, 1), color: (0, 255, 0, 255))
        XCTAssertEqual(read(c, 1, 0), 0xFF00_FF00, "green through a white coverage layer")
        c.clip = PixelRect(0, 0, 1, 1)
        c.draw(coverage: white, from: white.bounds, to: PixelRect(2, 0, 1, 1), color: (0, 255, 0, 255))
        XCTAssertEqual(read(c, 2, 0), 0xFF00_00FF, "outside the clip nothing is drawn")
    }

    func testAReplaceOutsideTheWholeTargetKeepsItsOpacity() throws {
        let c = try canvas(4, 4)
        c.replace(with: (10, 20, 30, 255))
        XCTAssertTrue(c.target.isOpaque)
        c.replace(PixelRect(0, 0, 2, 2), with: (0, 0, 0, 0))
        XCTAssertFalse(c.target.isOpaque, "a transparent rect")
        XCTAssertEqual(read(c, 3, 3), 0xFF0A_141E, "outside the rect the colour stays")
    }

    func testBlurOfAFlatColourIsThatColour() throws {
        let c = try canvas(64, 64)
        c.replace(with: (40, 120, 200, 255))
        let layer = try XCTUnwrap(Layer(width: 20, height: 20))
        let request = PixelCanvas.BlurRequest(
            region: PixelRect(0, 0, 64, 64), readable: PixelRect(0, 0, 64, 64), out: PixelRect(22, 22, 20, 20),
            sigma: 10, tint: .clear)
        let reduced = try XCTUnwrap(c.blur(request))
        XCTAssertEqual(reduced.factor, 4, "sigma 10 is about 2 pixels wide in boxes of 4")
        XCTAssertEqual([reduced.small.width, reduced.small.height], [16, 16], "the 64-pixel region in boxes of 4")
        XCTAssertTrue(c.enlarge(reduced, into: layer, size: (20, 20)))
        for (x, y) in [(0, 0), (10, 10), (19, 19)] {
            XCTAssertEqual(layer.bits[y * layer.rowWords + x], 0xFF28_78C8, "(\(x), \(y))")
        }
        c.replace(PixelRect(22, 22, 20, 20), with: (0, 0, 0, 255))
        c.draw(reduced, onto: PixelRect(22, 22, 20, 20), alpha: 255)
        for (x, y) in [(22, 22), (32, 32), (41, 41)] {
            XCTAssertEqual(read(c, x, y), 0xFF28_78C8, "drawn straight from the reduced blur, (\(x), \(y))")
        }
    }

    func testARotatedImageIsDrawnThroughItsQuad() throws {
        let canvas = try Fixture.canvas(60, 60)
        let image = Image(bitmap: Bitmap(width: 20, height: 20, fill: Color(red: 1, green: 0, blue: 0)), name: "red")
        let eighthTurn = CGAffineTransform(rotationAngle: .pi / 4).concatenating(
            CGAffineTransform(translationX: 30, y: 16))
        try canvas.draw(
            Fixture.list(
                60, 60, clear: .white,
                [
                    .image(
                        image, source: CGRect(x: 0, y: 0, width: 20, height: 20),
                        rect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0,
                        state: DrawState(transform: eighthTurn))
                ]))
        let bmp = try canvas.snapshot()
        XCTAssertEqual(bmp.px(30, 30).r, 255)
        XCTAssertEqual(bmp.px(30, 30).g, 0, "the diamond's centre is the image's")
        XCTAssertEqual(bmp.px(30, 18).g, 0, "just inside its top corner")
        XCTAssertEqual(bmp.px(5, 5).g, 255, "outside it the clear colour stays")
        XCTAssertEqual(bmp.px(44, 44).g, 255)
        let edge = bmp.px(37, 23).g
        XCTAssertTrue((1...254).contains(edge), "an edge pixel is partly covered, got \(edge)")
    }

    func testEveryCanvasCompositesWithPixman() throws {
        let canvas = try Fixture.canvas(10, 10)
        XCTAssertEqual(canvas.renderer.compositorName, "pixman")
        let bare = try canvas.makeBareSDLRenderer()
        bare.clear(.white)
        bare.show()
        XCTAssertEqual(try canvas.snapshot().px(5, 5).g, 255, "SDL's own renderer draws into the canvas's own pixels")
    }
}
