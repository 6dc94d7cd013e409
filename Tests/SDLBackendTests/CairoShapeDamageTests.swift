import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A shape cairo draws (a rotated fill, a large rounded corner, a focus ring, rotated text) has
/// the same pixels wherever the frame's damage cuts it: cairo's anti-aliasing at a clip's edge
/// depends on where the clip falls, so each is rasterised whole within its own clip first. A
/// page's ✕ fading over a card swiped away came out 3 levels of 255 off at the damage's edge
/// (`--check-damage` on a real window's recording, seed 20261150).
final class CairoShapeDamageTests: XCTestCase {
    /// Each frame, an opaque bar over the left of the canvas whose right edge sweeps across
    /// `shapes` a pixel at a time, so the damage (the column or two the edge left) cuts them at
    /// every column; every frame must equal it drawn whole.
    private func assertSweptDamageMatches(_ shapes: [DisplayOp], file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let canvas = try Fixture.canvas(200, 120)
        canvas.renderer.checksDamage = true
        for edge in 60..<140 {
            let bar = DisplayOp.fill(
                rect: CGRect(x: 0, y: 0, width: CGFloat(edge), height: 120), cornerRadius: 0, color: .systemBlue,
                state: DrawState())
            // In a translucent group, as the page's ✕ was: the group is redrawn where the bar
            // moved, and the shapes in it within that.
            let page =
                [
                    DisplayOp.beginGroup(
                        rect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 0,
                        state: DrawState(opacity: 0.9))
                ] + shapes + [.endGroup, bar]
            try canvas.draw(Fixture.list(200, 120, clear: .white, page))
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [], file: file, line: line)
        XCTAssertGreaterThan(canvas.renderer.stats.opsDrawn, 0, file: file, line: line)
    }

    func testARotatedFillIsTheSameWhereverTheDamageCutsIt() throws {
        let cross = [45.0, -45.0].map { degrees in
            DisplayOp.fill(
                rect: CGRect(x: 70, y: 20, width: 60, height: 8), cornerRadius: 2, color: .gray,
                state: DrawState(
                    transform: CGAffineTransform(translationX: 100, y: 24).rotated(by: degrees * .pi / 180)
                        .translatedBy(x: -100, y: -24)))
        }
        try assertSweptDamageMatches(cross)
    }

    func testALargeRoundedCornerIsTheSameWhereverTheDamageCutsIt() throws {
        try assertSweptDamageMatches([
            .fill(
                rect: CGRect(x: 45, y: 5, width: 110, height: 110), cornerRadius: 52, color: .red,
                state: DrawState())
        ])
    }
}
