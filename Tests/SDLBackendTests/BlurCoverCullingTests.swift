import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A backdrop blur under an opaque op (the list's blur under a card flying over it) is blurred
/// whole but composited only around the op, in its first frame from its reduced resolution and
/// from its enlarged layer after; the frames' pixels are those of every op drawn whole.
final class BlurCoverCullingTests: XCTestCase {
    private let card = CGRect(x: 50, y: 40, width: 100, height: 120)

    private func blur(opacity: Double, _ rect: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200)) -> DisplayOp {
        .backdropBlur(
            rect: rect, cornerRadius: 0, blur: 12, tint: Color.white.withAlphaComponent(0.3),
            state: DrawState(opacity: opacity))
    }

    private func fill(_ rect: CGRect, _ color: Color) -> DisplayOp {
        .fill(rect: rect, cornerRadius: 0, color: color, state: DrawState())
    }

    /// A striped backdrop, so that a blur drawn from the wrong pixels shows.
    private var backdrop: [DisplayOp] {
        (0..<10).map { (i: Int) -> DisplayOp in
            let stripe = CGRect(x: CGFloat(i * 20), y: 0, width: 10, height: 200)
            let color: Color = i % 2 == 0 ? .red : .systemBlue
            return fill(stripe, color)
        }
    }

    /// Draws each frame with covers culled and with every op whole, asserts every pixel agrees
    /// and returns the culled renderer's stats after each frame.
    private func drawBothWays(_ frames: [[DisplayOp]]) throws -> [RenderStats] {
        let culled = try Fixture.canvas(200, 200), whole = try Fixture.canvas(200, 200)
        whole.renderer.cullsCoveredPixels = false
        culled.renderer.checksDamage = true
        var stats: [RenderStats] = []
        for (n, ops) in frames.enumerated() {
            let list = Fixture.list(200, 200, clear: .white, ops)
            try culled.draw(list)
            try whole.draw(list)
            let a = try culled.snapshot(), b = try whole.snapshot()
            for y in 0..<200 {
                for x in 0..<200 where a.px(x, y) != b.px(x, y) {
                    XCTFail("frame \(n): (\(x), \(y)) is \(a.px(x, y)) culled, \(b.px(x, y)) whole")
                    return stats
                }
            }
            stats.append(culled.renderer.stats)
        }
        XCTAssertEqual(culled.renderer.damageMismatches, [])
        XCTAssertEqual(culled.renderer.blurComputations, 1, "one backdrop, blurred once")
        XCTAssertEqual(whole.renderer.stats.coveredPixelsSkipped, 0)
        return stats
    }

    /// The card family's frame: the blur fading, a translucent dim over it and the card.
    func testAFadingBlurIsCompositedOnlyAroundTheCard() throws {
        let dim = DisplayOp.fill(
            rect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 0, color: .black,
            state: DrawState(opacity: 0.2))
        let frames = [0.4, 0.6, 0.8].map { backdrop + [blur(opacity: $0), dim, fill(card, .white)] }
        let stats = try drawBothWays(frames)
        // Each frame: the blur's and the dim's pixels under the card (its bounds, plus the
        // pixel each side an op's bounds take, are the dim's and blur's; the card's own rect
        // is what it covers).
        for (n, frame) in stats.enumerated() {
            XCTAssertEqual(frame.coveredPixelsSkipped, 2 * 100 * 120, "frame \(n)")
        }
    }

    /// What a blur paints is read by the next blur: a cover after that one leaves the first
    /// whole and only the second's result out.
    func testABlurReadByALaterBlurIsCompositedWhole() throws {
        let inner = CGRect(x: 20, y: 20, width: 160, height: 160)
        let culled = try Fixture.canvas(200, 200), whole = try Fixture.canvas(200, 200)
        whole.renderer.cullsCoveredPixels = false
        let blurs = [blur(opacity: 0.7), blur(opacity: 1, inner), fill(card, .white)]
        let list = Fixture.list(200, 200, clear: .white, backdrop + blurs)
        try culled.draw(list)
        try whole.draw(list)
        let a = try culled.snapshot(), b = try whole.snapshot()
        var differing = 0
        for y in 0..<200 { for x in 0..<200 where a.px(x, y) != b.px(x, y) { differing += 1 } }
        XCTAssertEqual(differing, 0)
        XCTAssertEqual(culled.renderer.stats.coveredPixelsSkipped, 100 * 120, "the second blur's only")
        XCTAssertEqual(culled.renderer.blurComputations, 2)
    }
}
