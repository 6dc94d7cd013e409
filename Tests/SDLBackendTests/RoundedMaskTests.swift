import CCairo
import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A rounded blur's layer is masked at its corners only: the pixels must be those of cairo's
/// DEST_IN of the rounded rect over the whole layer, which the renderer used to run.
final class RoundedMaskTests: XCTestCase {
    /// A layer of `w`×`h` opaque pixels in a gradient, so every byte a mask leaves is checked.
    private func gradient(_ w: Int, _ h: Int) throws -> Compositor.Layer {
        let layer = try XCTUnwrap(Compositor.Layer(width: w, height: h))
        for y in 0..<h {
            for x in 0..<w {
                let (r, g) = (UInt32(x * 255 / max(1, w - 1)), UInt32(y * 255 / max(1, h - 1)))
                layer.bits[y * layer.rowWords + x] = 0xFF00_0000 | r << 16 | g << 8 | 0x40
            }
        }
        return layer
    }

    private func words(_ layer: Compositor.Layer) -> [UInt32] {
        (0..<layer.height).flatMap { y in (0..<layer.width).map { layer.bits[y * layer.rowWords + $0] } }
    }

    func testTheCornersAloneMaskAsTheWholeLayerDid() throws {
        // The bar's blur at 1× and 2×, a radius past half the height, a square, a shape larger
        // than the layer (a blur clipped on its left and top), and radii that are not whole.
        let cases: [(w: Int, h: Int, shape: CGRect, radius: Double)] = [
            (374, 56, CGRect(x: 0, y: 0, width: 374, height: 56), 12),
            (748, 112, CGRect(x: 0, y: 0, width: 748, height: 112), 24),
            (120, 40, CGRect(x: 0, y: 0, width: 120, height: 40), 30),
            (64, 64, CGRect(x: 0, y: 0, width: 64, height: 64), 32),
            (100, 60, CGRect(x: -20, y: -7, width: 120, height: 67), 16),
            (90, 50, CGRect(x: 0, y: 0, width: 90, height: 50), 10.5),
        ]
        var pixels = 0
        for c in cases {
            let corners = try gradient(c.w, c.h)
            PixelCanvas.keepInside(c.shape, radius: c.radius, of: corners)
            let whole = try gradient(c.w, c.h)
            PixelCanvas.withCairo(on: whole) { cr in
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
                PixelCanvas.roundedPath(c.shape, radius: c.radius, cr)
                cairo_fill(cr)
            }
            let (a, b) = (words(corners), words(whole))
            XCTAssertEqual(a.indices.filter { a[$0] != b[$0] }.count, 0, "\(c)")
            XCTAssertTrue(b.contains { $0 >> 24 == 0 } || c.shape.minX < 0, "\(c): the mask cleared corners")
            pixels += a.count
        }
        XCTAssertEqual(pixels, 20944 + 83776 + 4800 + 4096 + 6000 + 4500)
    }

    func testNoRadiusLeavesTheLayerAsItWas() throws {
        let layer = try gradient(40, 20)
        let before = words(layer)
        PixelCanvas.keepInside(CGRect(x: 0, y: 0, width: 40, height: 20), radius: 0, of: layer)
        XCTAssertEqual(words(layer), before)
    }
}
