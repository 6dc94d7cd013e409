import CPixman
import CSDL2
import Foundation
import ViewKit
import XCTest

@testable import SDLBackend

/// The pixman device, call by call (exact pixels), then through the renderer where it differs
/// from SDL's software renderer on purpose.
final class PixmanRenderDeviceTests: XCTestCase {
    /// A device over a fresh `w`×`h` ARGB surface, and the surface to free.
    private func device(_ w: Int32 = 8, _ h: Int32 = 8) throws -> (
        PixmanRenderDevice, UnsafeMutablePointer<SDL_Surface>
    ) {
        let s = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        return (try XCTUnwrap(PixmanRenderDevice(surface: s)), s)
    }

    private func read(_ d: PixmanRenderDevice, _ x: Int, _ y: Int) -> UInt32 {
        var word: UInt32 = 0
        XCTAssertTrue(
            d.readPixels(SDL_Rect(x, y, 1, 1), format: SDL_PIXELFORMAT_ARGB8888.rawValue, into: &word, pitch: 4))
        return word
    }

    func testTranslucentPixelsRoundTripThroughPremultipliedStorage() throws {
        let (d, s) = try device()
        defer { SDL_FreeSurface(s) }
        let t = try XCTUnwrap(d.makeTexture(width: 2, height: 1, access: SDL_TEXTUREACCESS_STREAMING))
        defer { d.destroyTexture(t) }
        let pixels: [UInt32] = [0x80C8_6432, 0xFF10_2030]
        pixels.withUnsafeBytes { d.update(t, pixels: $0.baseAddress!, pitch: 8) }
        XCTAssertEqual(PixmanRenderDevice.texture(t).bits[0], 0x8064_3219, "stored premultiplied: 200·128/255 = 100")
        let (raw, _) = try XCTUnwrap(d.lock(t, writing: false))
        let words = raw.assumingMemoryBound(to: UInt32.self)
        // 200 × 128/255 stores as 100, and 100 × 255/128 reads back as 199: premultiplied
        // storage keeps 128 levels at half alpha, as Core Animation's does.
        XCTAssertEqual([words[0], words[1]], [0x80C7_6432, 0xFF10_2030], "read back straight")
        d.unlock(t)
    }

    func testFillIntoAClearTargetKeepsItsColour() throws {
        // SDL's straight-alpha targets multiplied a translucent fill's colour by its alpha a
        // second time when the group was composited: the fringes of the card's close button.
        let (d, s) = try device()
        defer { SDL_FreeSurface(s) }
        let target = try XCTUnwrap(d.makeTexture(width: 4, height: 4, access: SDL_TEXTUREACCESS_TARGET))
        defer { d.destroyTexture(target) }
        d.setTarget(target)
        d.setDrawColor(0, 0, 0, 0)
        d.clear()
        d.setDrawColor(255, 0, 0, 128)
        d.setDrawBlendMode(SDL_BLENDMODE_BLEND)
        d.fill(SDL_Rect(0, 0, 4, 4))
        XCTAssertEqual(read(d, 1, 1), 0x80FF_0000)
        d.setTarget(nil)
        d.setDrawColor(255, 255, 255, 255)
        d.clear()
        d.copy(target, SDL_Rect(0, 0, 4, 4), SDL_Rect(0, 0, 4, 4))
        XCTAssertEqual(read(d, 2, 2), 0xFFFF_7F7F, "red at 128/255 over white, as the fill drawn directly gives")
    }

    func testAlphaModAndTintFollowSDLsRules() throws {
        let (d, s) = try device()
        defer { SDL_FreeSurface(s) }
        let t = try XCTUnwrap(d.makeTexture(width: 1, height: 1, access: SDL_TEXTUREACCESS_STATIC))
        defer { d.destroyTexture(t) }
        var white: UInt32 = 0xFFFF_FFFF
        d.update(t, pixels: &white, pitch: 4)
        d.setDrawColor(0, 0, 255, 255)
        d.clear()
        d.setAlphaMod(t, 51)
        d.copy(t, SDL_Rect(0, 0, 1, 1), SDL_Rect(0, 0, 1, 1))
        XCTAssertEqual(read(d, 0, 0), 0xFF33_33FF, "white at 20 % over blue")
        d.setColorMod(t, 0, 255, 0)
        d.setAlphaMod(t, 255)
        d.copy(t, SDL_Rect(0, 0, 1, 1), SDL_Rect(1, 0, 1, 1))
        XCTAssertEqual(read(d, 1, 0), 0xFF00_FF00, "a white texture tinted green")
        d.setClip(SDL_Rect(0, 0, 1, 1))
        d.copy(t, SDL_Rect(0, 0, 1, 1), SDL_Rect(2, 0, 1, 1))
        XCTAssertEqual(read(d, 2, 0), 0xFF00_00FF, "outside the clip nothing is drawn")
    }

    func testBlurOfAFlatColourIsThatColour() throws {
        let (d, s) = try device(64, 64)
        defer { SDL_FreeSurface(s) }
        d.setDrawColor(40, 120, 200, 255)
        d.clear()
        let t = try XCTUnwrap(d.makeTexture(width: 20, height: 20, access: SDL_TEXTUREACCESS_STREAMING))
        defer { d.destroyTexture(t) }
        let request = PixmanRenderDevice.BlurRequest(
            region: SDL_Rect(0, 0, 64, 64), readable: SDL_Rect(0, 0, 64, 64), out: SDL_Rect(22, 22, 20, 20),
            sigma: 10, tint: .clear)
        XCTAssertTrue(d.blur(request, into: t))
        let texture = PixmanRenderDevice.texture(t)
        for (x, y) in [(0, 0), (10, 10), (19, 19)] {
            XCTAssertEqual(texture.bits[y * texture.rowWords + x], 0xFF28_78C8, "(\(x), \(y))")
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

    func testHeadlessCanvasDrawsWithPixmanAndItsBaselineWithSDL() throws {
        let canvas = try Fixture.canvas(10, 10)
        XCTAssertEqual(canvas.renderer.device.name, "pixman")
        XCTAssertEqual(canvas.baselineRenderer.device.name, "software")
    }
}
