import Foundation
import SDLBackend
import ViewKit
import XCTest

/// A page's drawing taken as a preparation (`Window.prepare(presenting:)` on a press) makes,
/// between frames, the layers the presentation's first frames draw in: the kept prefix and a
/// group layer at the output's size, each with its pages written. Writing a page for the first
/// time waits on the kernel (see PixelRecycler), so a layer made in the frame that needs it
/// costs that frame up to 3 ms at 2× on the VM Segue is measured on.
final class PresentationLayersTests: XCTestCase {
    /// The screen under the presentation: grey, with a white card.
    private let screen: [DisplayOp] = [
        .fill(rect: CGRect(x: 0, y: 0, width: 300, height: 300), cornerRadius: 0, color: .gray, state: DrawState()),
        .fill(rect: CGRect(x: 20, y: 20, width: 120, height: 80), cornerRadius: 12, color: .white, state: DrawState()),
    ]

    /// The presented page: blue, rounded, in a group nearly the window's size, `top` points down,
    /// fading in (at full opacity its opaque background would have it drawn in place, in no
    /// layer: see InPlaceGroupTests).
    private func page(top: CGFloat) -> [DisplayOp] {
        let rect = CGRect(x: 4, y: top, width: 292, height: 300 - top)
        return [
            .beginGroup(rect: rect, cornerRadius: 16, state: DrawState(opacity: 0.9)),
            .fill(rect: rect, cornerRadius: 0, color: .systemBlue, state: DrawState()),
            .fill(rect: rect.insetBy(dx: 20, dy: 20), cornerRadius: 6, color: .white, state: DrawState()),
            .endGroup,
        ]
    }

    private func fresh(_ list: DisplayList) throws -> [UInt8] {
        let canvas = try Fixture.canvas(300, 300)
        try canvas.draw(list)
        return try canvas.snapshot().pixels
    }

    func testAPreparedPageDrawsInTheLayersMadeBetweenFrames() throws {
        let canvas = try Fixture.canvas(300, 300)
        let renderer = canvas.renderer
        try canvas.draw(Fixture.list(300, 300, screen))
        let before = renderer.newLayerBytes
        XCTAssertEqual(renderer.memory.groupLayers, 0)
        renderer.prepare([.drawing(Fixture.list(300, 300, page(top: 0)))])
        XCTAssertEqual(
            renderer.newLayerBytes - before, 300 * 300 * 4 + 320 * 320 * 4, "the kept prefix and a group layer")
        XCTAssertEqual(renderer.memory.groupLayers, 320 * 320 * 4, "the output's size, rounded up to 64")
        XCTAssertEqual(renderer.memory.keptPrefix, 300 * 300 * 4)
        // Taken again while the layer waits in the pool, the preparation makes none.
        renderer.prepare([.drawing(Fixture.list(300, 300, page(top: 0)))])
        XCTAssertEqual(renderer.newLayerBytes - before, 300 * 300 * 4 + 320 * 320 * 4)
        // The presentation's frames, the page rising: every group draws in the prepared layer.
        for top in [240.0, 180, 120] {
            let list = Fixture.list(300, 300, screen + page(top: top))
            try canvas.draw(list)
            XCTAssertEqual(renderer.newLayerBytes - before, 300 * 300 * 4 + 320 * 320 * 4, "page at \(top)")
            XCTAssertEqual(try canvas.snapshot().pixels, try fresh(list), "page at \(top)")
        }
    }

    /// Without the preparation, the first frame with the page makes its group's layer.
    func testWithoutAPreparationTheFirstFrameMakesTheGroupLayer() throws {
        let canvas = try Fixture.canvas(300, 300)
        let renderer = canvas.renderer
        try canvas.draw(Fixture.list(300, 300, screen))
        let before = renderer.newLayerBytes
        try canvas.draw(Fixture.list(300, 300, screen + page(top: 120)))
        XCTAssertEqual(renderer.newLayerBytes - before, 320 * 192 * 4, "its group's layer: 292×180, rounded up to 64")
    }
}
