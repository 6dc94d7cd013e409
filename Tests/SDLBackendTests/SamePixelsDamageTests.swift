import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// Ops that move by less than their pixels change nothing: a spring's last frames, drifting a
/// fraction of a pixel into place, draw nothing, and the frames around them are still checked
/// against the frame drawn whole (see Renderer+SamePixels).
final class SamePixelsDamageTests: XCTestCase {
    private let card = try? ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)

    /// A card as the demo draws one, at (x, y) points: its shadow, a rounded group holding its
    /// picture and its title, and a hairline under it.
    private func card(at x: CGFloat, _ y: CGFloat, image: Image) -> [DisplayOp] {
        let at = DrawState(transform: CGAffineTransform(translationX: x, y: y))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 125)
        return [
            .shadow(rect: rect, cornerRadius: 12, color: .black, blur: 10, offset: .zero, state: at),
            .beginGroup(rect: rect, cornerRadius: 12, state: at),
            .fill(rect: rect, cornerRadius: 0, color: .white, state: at),
            .image(image, source: CGRect(origin: .zero, size: image.size), rect: rect, cornerRadius: 0, state: at),
            .text("Today", font: .systemFont(ofSize: 17), color: .black, origin: CGPoint(x: 8, y: 90), state: at),
            .endGroup,
            .fill(rect: CGRect(x: 0, y: 130, width: 100, height: 0.5), cornerRadius: 0, color: .black, state: at),
        ]
    }

    private func draw(_ canvas: HeadlessCanvas, _ ops: [DisplayOp]) throws {
        try canvas.draw(Fixture.list(200, 200, clear: .white, ops))
    }

    func testACardDriftingLessThanAPixelDrawsNothing() throws {
        let image = try XCTUnwrap(card)
        let canvas = try Fixture.canvas(200, 200, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        try draw(canvas, card(at: 40.1, 30.1, image: image))
        // Up to 0.09 point, 0.18 pixel at 2×: every edge, from 80.2 and 60.2 pixels, rounds as it did.
        for step in 1...3 {
            let d = 0.03 * CGFloat(step)
            try draw(canvas, card(at: 40.1 + d, 30.1 + d, image: image))
            XCTAssertEqual(canvas.renderer.lastDamage, [], "drifted \(d) pt")
            XCTAssertEqual(canvas.renderer.stats.opsDrawn, 0)
        }
        // A quarter of a point more (to 80.9 and 60.9 pixels) moves every edge by one pixel.
        try draw(canvas, card(at: 40.45, 30.45, image: image))
        // The whole card, from its shadow's reach to its hairline.
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 48, y: 28, width: 265, height: 315)])
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// Only what moved by a pixel is drawn again: the hairline alone, when only it crosses a
    /// pixel boundary; the card beside it, which moved less, keeps its pixels.
    func testOnlyTheOpThatCrossesAPixelIsDamaged() throws {
        let image = try XCTUnwrap(card)
        let canvas = try Fixture.canvas(200, 200, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        var ops = card(at: 40, 30, image: image)
        try draw(canvas, ops)
        // The hairline moves from y 160 (320 pixels) to 160.3 (320.6): its pixel is the next one.
        ops = card(at: 40.1, 30.1, image: image)
        ops[6] = .fill(
            rect: CGRect(x: 0, y: 130.3, width: 100, height: 0.5), cornerRadius: 0, color: .black,
            state: DrawState(transform: CGAffineTransform(translationX: 40, y: 30)))
        try draw(canvas, ops)
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 79, y: 319, width: 202, height: 4)])
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// A hairline's alpha is the area it covers: a hairline grown by a fiftieth of a point is
    /// drawn again (its level changes), one moved within its pixel is not.
    func testAHairlineIsComparedByItsCoverage() throws {
        let canvas = try Fixture.canvas(40, 40)
        canvas.renderer.checksDamage = true
        // Both edges round to 11: a hairline, drawn on pixel row 10 at 0.3 of black.
        func line(_ y: CGFloat, _ h: CGFloat) -> DisplayList {
            Fixture.list(
                40, 40, clear: .white,
                [
                    .fill(
                        rect: CGRect(x: 5, y: y, width: 30, height: h), cornerRadius: 0, color: .black,
                        state: DrawState())
                ])
        }
        try canvas.draw(line(10.55, 0.3))
        XCTAssertEqual(try canvas.snapshot().red(20, 10), 255 - 77)
        try canvas.draw(line(10.6, 0.3))
        XCTAssertEqual(canvas.renderer.lastDamage, [])
        try canvas.draw(line(10.6, 0.32))
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 4, y: 9, width: 32, height: 3)])
        XCTAssertEqual(try canvas.snapshot().red(20, 10), 255 - 82)
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// Colours compare at 8 bits: a fill or a group faded by less than a level draws nothing
    /// new. A group's 8-bit alpha decides how it is drawn (in place at 255), and its opacity
    /// whether it is drawn at all (over 0.001).
    func testAFadeByLessThanALevelChangesNothing() throws {
        let canvas = try Fixture.canvas(40, 40)
        canvas.renderer.checksDamage = true
        let square = CGRect(x: 10, y: 10, width: 20, height: 20)
        func frame(fill: Double, group: Double) -> [DisplayOp] {
            [
                .fill(rect: square, cornerRadius: 0, color: .red, state: DrawState(opacity: fill)),
                .beginGroup(rect: square, cornerRadius: 4, state: DrawState(opacity: group)),
                .fill(rect: square.insetBy(dx: 5, dy: 5), cornerRadius: 0, color: .black, state: DrawState()),
                .endGroup,
            ]
        }
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.5, group: 0.5)))
        // 0.5 and 0.501 of 255 both round to 128.
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 0.5)))
        XCTAssertEqual(canvas.renderer.lastDamage, [])
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 0.501)))
        XCTAssertEqual(canvas.renderer.lastDamage, [])
        // 0.51 of 255 rounds to 130: a level, and the group is drawn again.
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 0.51)))
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 9, y: 9, width: 22, height: 22)])
        // 0.999 and 1 are both 255, both drawn in place.
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 0.999)))
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 1)))
        XCTAssertEqual(canvas.renderer.lastDamage, [])
        // A spring's tail: 0.0041 and 0.0045 of 255 both round to 1.
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 0.0041)))
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 0.0045)))
        XCTAssertEqual(canvas.renderer.lastDamage, [])
        // 0.001 is not drawn and 0.0015 is, though both round to 0: compared as different.
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 0.001)))
        try canvas.draw(Fixture.list(40, 40, clear: .white, frame(fill: 0.501, group: 0.0015)))
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 9, y: 9, width: 22, height: 22)])
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// A blur reads what is under it, so it is compared as it is: moved by a tenth of a point,
    /// it is drawn again.
    func testABlurIsComparedAsItIs() throws {
        let canvas = try Fixture.canvas(40, 40)
        canvas.renderer.checksDamage = true
        func blur(_ y: CGFloat) -> [DisplayOp] {
            [
                .fill(
                    rect: CGRect(x: 0, y: 0, width: 20, height: 40), cornerRadius: 0, color: .red, state: DrawState()),
                .backdropBlur(
                    rect: CGRect(x: 0, y: y, width: 40, height: 10), cornerRadius: 0, blur: 4,
                    tint: Color(white: 1, alpha: 0.5), state: DrawState()),
            ]
        }
        try canvas.draw(Fixture.list(40, 40, clear: .white, blur(10)))
        try canvas.draw(Fixture.list(40, 40, clear: .white, blur(10.1)))
        XCTAssertNotEqual(canvas.renderer.lastDamage, [])
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// A page fading in whose views still drift: the group's own op changed, so all of it is
    /// drawn again, and the ops inside it, whose bounds lie within its bounds, are not compared
    /// (their pixel forms could only add damage the group's already holds).
    func testOpsInsideAGroupWhoseOpacityChangedAreNotCompared() throws {
        let canvas = try Fixture.canvas(200, 200, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        let page = CGRect(x: 20, y: 20, width: 160, height: 160)
        func frame(opacity: Double, drift: CGFloat) -> [DisplayOp] {
            let moved = DrawState(transform: CGAffineTransform(translationX: drift, y: drift))
            return [
                .fill(
                    rect: CGRect(x: 0, y: 0, width: 200, height: 10), cornerRadius: 0, color: .red, state: DrawState()),
                .beginGroup(rect: page, cornerRadius: 12, state: DrawState(opacity: opacity)),
                .fill(rect: page, cornerRadius: 0, color: .white, state: DrawState()),
                .fill(rect: CGRect(x: 40, y: 40, width: 60, height: 60), cornerRadius: 8, color: .gray, state: moved),
                .text(
                    "Today", font: .systemFont(ofSize: 17), color: .black, origin: CGPoint(x: 40, y: 120), state: moved),
                .endGroup,
            ]
        }
        try canvas.draw(Fixture.list(200, 200, clear: .white, frame(opacity: 0.5, drift: 0)))
        let before = canvas.renderer.stats.pixelFormComparisons
        try canvas.draw(Fixture.list(200, 200, clear: .white, frame(opacity: 0.6, drift: 0.3)))
        // The group's op alone: the square and the text moved, inside it.
        XCTAssertEqual(canvas.renderer.stats.pixelFormComparisons - before, 1)
        // The page's pixels, 320 at 2×, and one to spare around them.
        XCTAssertEqual(canvas.renderer.lastDamage, [PixelRect(x: 39, y: 39, width: 322, height: 322)])
        // At its opacity again, the group compares as it is; the square and the text that drift
        // less than a pixel are compared, and change nothing.
        try canvas.draw(Fixture.list(200, 200, clear: .white, frame(opacity: 0.6, drift: 0.35)))
        XCTAssertEqual(canvas.renderer.stats.pixelFormComparisons - before, 3)
        XCTAssertEqual(canvas.renderer.lastDamage, [])
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }
}
