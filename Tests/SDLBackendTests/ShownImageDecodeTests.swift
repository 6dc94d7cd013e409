import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// Which decode an image has, and the pixels kept of it, follow from the frames' display lists
/// alone. An image a frame shows counts as shown whether or not that frame drew it (outside its
/// damage, or in the kept prefix under a presented page), so it keeps its decode while it
/// stands. An image decoded back smaller takes with it a kept prefix that drew it: a replay of
/// a recorded session found the mini player's artwork restored from a prefix kept before its
/// decode changed, 1,497 pixels off the damage check's, which keeps no prefix.
final class ShownImageDecodeTests: XCTestCase {
    /// A screen of ten ops: a grey background, eight stripes, and the card's picture as a
    /// 100×125-point thumbnail at (40, 600).
    private func screen(_ image: Image) -> [DisplayOp] {
        var ops = Fixture.stripedPage(
            CGSize(width: 800, height: 1000), background: .gray, colors: [.white], count: 8, pitch: 60, height: 20)
        ops.append(
            .image(
                image, source: CGRect(origin: .zero, size: image.size),
                rect: CGRect(x: 40, y: 600, width: 100, height: 125),
                cornerRadius: 8, state: DrawState()))
        return ops
    }

    /// A page presented over the screen: the window dimmed, and a white sheet from `top` down to
    /// above the thumbnail.
    private func sheet(top: CGFloat) -> [DisplayOp] {
        [
            .fill(
                rect: CGRect(x: 0, y: 0, width: 800, height: 1000), cornerRadius: 0,
                color: Color.black.withAlphaComponent(0.35), state: DrawState()),
            .fill(
                rect: CGRect(x: 0, y: top, width: 800, height: 560 - top), cornerRadius: 12, color: .white,
                state: DrawState()),
        ]
    }

    /// The card shown 760×950 points large at 1×, so decoded at 760×950, then as the screen's
    /// thumbnail, on a canvas whose frames are each checked against one drawn whole and whose
    /// caches age after 4 frames.
    private func cardDecodedLargeThenThumbnail() throws -> (Image, HeadlessCanvas) {
        let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
        let canvas = try Fixture.canvas(800, 1000)
        canvas.renderer.checksDamage = true
        canvas.renderer.evictAfterFrames = 4
        let large = DisplayOp.image(
            image, source: CGRect(origin: .zero, size: image.size), rect: CGRect(x: 20, y: 25, width: 760, height: 950),
            cornerRadius: 0, state: DrawState())
        try canvas.draw(Fixture.list(800, 1000, [large]))
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 760, height: 950))
        try canvas.draw(Fixture.list(800, 1000, screen(image)))
        return (image, canvas)
    }

    /// The card decoded at 760×950 (shown that large first), then shown as the thumbnail while a
    /// sheet rests over the screen for twice `evictAfterFrames` frames, each moving it a point:
    /// every frame restores the screen from the kept prefix and draws none of its ops, yet the
    /// thumbnail keeps its decode, and the frames after the sheet goes draw it as the reference does.
    func testAnImageInTheKeptPrefixUnderAPresentedPageKeepsItsDecode() throws {
        let (image, canvas) = try cardDecodedLargeThenThumbnail()
        var skipped: [Int] = []
        for step in 0..<8 {
            try canvas.draw(Fixture.list(800, 1000, screen(image) + sheet(top: 200 - CGFloat(step))))
            skipped.append(canvas.renderer.stats.prefixOpsSkipped)
        }
        // Every frame of the sheet restores the screen's ten ops from the kept prefix (the first
        // carries it over from what the output showed), and draws none of them.
        XCTAssertEqual(skipped, Array(repeating: 10, count: 8))
        XCTAssertFalse(canvas.renderer.refineImages())
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 760, height: 950))
        XCTAssertEqual(canvas.renderer.stats.imageShrinks, 0)
        try canvas.draw(Fixture.list(800, 1000, screen(image)))
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// The card decoded at 760×950, then the thumbnail kept in the prefix under the sheet; the
    /// window then shows another screen for twice `evictAfterFrames` frames, so the card is
    /// decoded back at its first size, and the prefix that drew it from the larger decode goes
    /// with it: the sheet's next frame draws the screen anew, as the damage check's reference does.
    func testAnImageDecodedBackSmallerTakesTheKeptPrefixThatDrewIt() throws {
        let (image, canvas) = try cardDecodedLargeThenThumbnail()
        for step in 0..<3 { try canvas.draw(Fixture.list(800, 1000, screen(image) + sheet(top: 200 - CGFloat(step)))) }
        XCTAssertEqual(canvas.renderer.stats.prefixOpsSkipped, 10)
        XCTAssertTrue(canvas.renderer.prefixHolds(image))
        for k in 0..<8 {
            let dot = DisplayOp.fill(
                rect: CGRect(x: k, y: 0, width: 1, height: 1), cornerRadius: 0, color: .red, state: DrawState())
            try canvas.draw(Fixture.list(800, 1000, [dot]))
        }
        XCTAssertFalse(canvas.renderer.refineImages(), "not on screen: no frame needed")
        XCTAssertEqual(canvas.renderer.stats.imageShrinks, 1)
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 400, height: 500))
        XCTAssertFalse(canvas.renderer.prefixHolds(image), "the prefix went with the decode")
        try canvas.draw(Fixture.list(800, 1000, screen(image) + sheet(top: 197)))
        XCTAssertEqual(canvas.renderer.stats.prefixOpsSkipped, 0, "the screen drawn anew")
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }
}
