import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import SegueTool

/// The bench's bare-SDL baseline (SegueTool's since issue 36, drawn with SDLBackend's
/// `BareSDLRenderer`): what it draws lands in the canvas's own pixels, square-cornered, and
/// what an opaque fill covers whole is skipped.
final class BaselineDrawerTests: XCTestCase {
    private let size = CGSize(width: 40, height: 40)

    func testItFillsWithSquareCornersIntoTheCanvas() throws {
        let canvas = try HeadlessCanvas(size: size, scale: 1)
        let drawer = BaselineDrawer(drawingWith: try canvas.makeBareSDLRenderer())
        let blue = Color(red: 0, green: 0, blue: 1)
        try drawer.draw(
            DisplayList(
                size: size, clearColor: .white,
                ops: [
                    .fill(
                        rect: CGRect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 8, color: blue,
                        state: DrawState())
                ]
            ))
        let shot = try canvas.snapshot()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(shot.pixels[(y * shot.width + x) * 4..<(y * shot.width + x) * 4 + 3])
        }
        XCTAssertEqual(pixel(10, 10), [0, 0, 255], "the corner is square: no anti-aliasing, no rounding")
        XCTAssertEqual(pixel(29, 29), [0, 0, 255])
        XCTAssertEqual(pixel(30, 30), [255, 255, 255], "the clear colour outside")
    }

    func testWhatAnOpaqueFillCoversWholeIsSkipped() {
        let whole = DisplayOp.fill(
            rect: CGRect(origin: .zero, size: size), cornerRadius: 0, color: .white, state: DrawState())
        let small = DisplayOp.fill(
            rect: CGRect(x: 1, y: 1, width: 2, height: 2), cornerRadius: 0, color: .black, state: DrawState())
        XCTAssertEqual(
            BaselineDrawer.firstVisible(in: DisplayList(size: size, clearColor: .black, ops: [small, whole, small])), 1)
        XCTAssertEqual(
            BaselineDrawer.firstVisible(in: DisplayList(size: size, clearColor: .black, ops: [small, small])), 0)
    }

    func testItLeavesAnImageAsItFoundItAndItsTextureGoesWithIt() throws {
        let canvas = try HeadlessCanvas(size: size, scale: 1)
        let sdl = try canvas.makeBareSDLRenderer()
        let drawer = BaselineDrawer(drawingWith: sdl)
        var decodes = 0
        var image: Image? = Image(size: CGSize(width: 8, height: 8), scale: 1, name: "lazy") {
            decodes += 1
            return Bitmap(width: 8, height: 8, fill: .black)
        }
        func frame(_ image: Image?) -> DisplayList {
            let ops = image.map { image -> [DisplayOp] in
                let square = CGRect(x: 4, y: 4, width: 8, height: 8)
                return [DisplayOp.image(image, source: square, rect: square, cornerRadius: 0, state: DrawState())]
            }
            return DisplayList(size: size, clearColor: .white, ops: ops ?? [])
        }
        try drawer.draw(frame(image))
        try drawer.draw(frame(image))
        XCTAssertEqual(decodes, 1, "the texture is made once")
        XCTAssertEqual(image?.isDecoded, false, "the app's image does not keep pixels the baseline decoded")
        XCTAssertEqual(sdl.imageTextureCount, 1)
        image = nil
        try drawer.draw(frame(nil))
        XCTAssertEqual(sdl.imageTextureCount, 0, "the next frame lets the dead image's texture go")
    }
}
