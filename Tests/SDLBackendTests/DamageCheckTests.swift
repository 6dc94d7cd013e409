import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// The damage check itself: it must see pixels a frame left wrong, and an outside draw over the
/// canvas (the bench's baseline) must make the next frame whole.
final class DamageCheckTests: XCTestCase {
    private let size = CGSize(width: 40, height: 40)

    private func square(at x: CGFloat) -> DisplayOp {
        .fill(rect: CGRect(x: x, y: 10, width: 10, height: 10), cornerRadius: 0, color: .red, state: DrawState())
    }

    func testAPixelTheFrameDidNotRedrawIsReported() throws {
        let canvas = try Fixture.canvas(40, 40)
        canvas.renderer.checksDamage = true
        try canvas.draw(DisplayList(size: size, clearColor: .white, ops: [square(at: 10)]))
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        // A pixel far from what the next frame changes is spoiled behind the renderer's back.
        let output = canvas.renderer.canvas.output
        output.bits[35 * output.rowWords + 35] = 0xFF00_00FF
        try canvas.draw(DisplayList(size: size, clearColor: .white, ops: [square(at: 12)]))
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 9, y: 9, width: 14, height: 12)])
        XCTAssertEqual(
            canvas.renderer.damageMismatches,
            [
                "frame 2: 1 pixels in (35, 35, 1×1) differ from the frame drawn whole; it redrew [(9, 9, 14×12)]"
                    + "; first (35, 35): #0000FF drawn, #FFFFFF whole"
            ])
    }

    /// A press prepares what it presents (`Window.prepare`): a photo decoded ahead at the size its
    /// detail shows. The check's renderer is prepared as well, or it draws the detail whole from
    /// the grid's smaller decode and reports the frame (a recording that opened a photo did).
    func testThePreparedDecodesAreTheChecksToo() throws {
        let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
        let canvas = try Fixture.canvas(800, 1000)
        canvas.renderer.checksDamage = true
        func draw(_ width: CGFloat, _ height: CGFloat) throws {
            let op = DisplayOp.image(
                image, source: CGRect(origin: .zero, size: image.size),
                rect: CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: 0, state: DrawState())
            try canvas.draw(Fixture.list(800, 1000, [op]))
        }
        try draw(400, 500)
        canvas.renderer.prepare([.image(image, pixelSize: CGSize(width: 760, height: 950))])
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 760, height: 950))
        let reference = try XCTUnwrap(canvas.renderer.damageCheck?.reference)
        XCTAssertEqual(reference.decodedPixelSize(of: image), CGSize(width: 760, height: 950))
        try draw(760, 950)
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    func testSDLsOwnRendererDrawingOverTheCanvasMakesTheNextFrameWhole() throws {
        let canvas = try Fixture.canvas(40, 40)
        canvas.renderer.checksDamage = true
        let list = DisplayList(size: size, clearColor: .white, ops: [square(at: 10)])
        try canvas.draw(list)
        let bare = try canvas.makeBareSDLRenderer()
        bare.clear(.black)
        bare.show()
        try canvas.draw(list)
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 0, y: 0, width: 40, height: 40)])
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        XCTAssertEqual(try canvas.snapshot().px(2, 2).g, 255, "white again, not the baseline's black")
    }
}
