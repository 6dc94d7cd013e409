import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A large group that only fades (a page fading in over the end of a card's open) is drawn
/// into a layer the renderer keeps once it shows the same in two frames, and composited from
/// that layer at each later frame's opacity (Renderer+RetainedGroup). Every frame is checked
/// against one drawn whole, every op of it, by a renderer that keeps no group.
final class RetainedGroupTests: XCTestCase {
    /// A blue backdrop, then a 280×280-point page at `opacity`: white, rounded 24, holding a
    /// red rounded square and a line of `text`.
    private func list(opacity: Double, text: String = "Fading in", side: CGFloat = 280) -> DisplayList {
        let page = CGRect(x: 20, y: 20, width: side, height: side)
        return Fixture.list(
            320, 320,
            [
                .fill(
                    rect: CGRect(x: 0, y: 0, width: 320, height: 320), cornerRadius: 0, color: .systemBlue,
                    state: DrawState()),
                .beginGroup(rect: page, cornerRadius: 24, state: DrawState(opacity: opacity)),
                .fill(rect: page, cornerRadius: 0, color: .white, state: DrawState()),
                .fill(
                    rect: CGRect(x: 40, y: 40, width: 100, height: 100), cornerRadius: 16, color: .red,
                    state: DrawState()),
                .text(
                    text, font: Font(size: 24, weight: .bold), color: .black, origin: CGPoint(x: 40, y: 160),
                    state: DrawState()),
                .endGroup,
            ])
    }

    private func canvas() throws -> HeadlessCanvas {
        let canvas = try Fixture.canvas(320, 320, fonts: true)
        canvas.renderer.checksDamage = true
        return canvas
    }

    /// The first frame notes the group; the second, the same but for its opacity, draws it whole
    /// into the layer it keeps; from the third on only the backdrop and the composite are drawn.
    func testAFadingGroupIsDrawnIntoItsLayerOnceAndCompositedAfter() throws {
        let canvas = try canvas()
        var reused: [Int] = [], drawn: [Int] = []
        for step in 1...8 {
            try canvas.draw(list(opacity: 0.1 * Double(step)))
            reused.append(canvas.renderer.stats.groupsReused)
            drawn.append(canvas.renderer.stats.opsDrawn)
        }
        XCTAssertEqual(reused, [0, 0, 1, 1, 1, 1, 1, 1])
        // The backdrop and the group's close, whose composite is the frame's one blend.
        XCTAssertEqual(drawn, [6, 6, 2, 2, 2, 2, 2, 2])
        XCTAssertEqual(canvas.renderer.retainedGroups.count, 1)
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// A change inside the group (its text) draws it anew, and it is kept again from the frame
    /// after, in the same layer.
    func testAChangeInsideTheGroupDrawsItAgain() throws {
        let canvas = try canvas()
        var reused: [Int] = []
        for (step, text) in ["a", "a", "a", "b", "b", "b"].enumerated() {
            try canvas.draw(list(opacity: 0.1 * Double(step + 1), text: text))
            reused.append(canvas.renderer.stats.groupsReused)
        }
        XCTAssertEqual(reused, [0, 0, 1, 0, 0, 1])
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// The kept layer goes back to the pool with the first frame that does not show its group
    /// (the page at full opacity draws no group), and at `invalidate()`.
    func testTheLayerGoesWithTheGroupAndAtInvalidate() throws {
        let canvas = try canvas()
        for step in 1...3 { try canvas.draw(list(opacity: 0.2 * Double(step))) }
        XCTAssertNotNil(canvas.renderer.retainedGroups.first?.layer)
        canvas.renderer.invalidate()
        XCTAssertEqual(canvas.renderer.retainedGroups.count, 0)
        try canvas.draw(list(opacity: 0.7))
        XCTAssertEqual(canvas.renderer.stats.groupsReused, 0, "drawn whole again after invalidate()")
        try canvas.draw(list(opacity: 0.8))
        try canvas.draw(list(opacity: 0.9))
        XCTAssertEqual(canvas.renderer.stats.groupsReused, 1)
        var shown = list(opacity: 1).ops
        shown.removeAll { $0.opensOrClosesGroup }
        try canvas.draw(Fixture.list(320, 320, shown))
        XCTAssertEqual(canvas.renderer.retainedGroups.count, 0)
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// A group under 256×256 pixels is drawn every frame: comparing its ops would cost about
    /// what drawing them does.
    func testASmallGroupIsNotKept() throws {
        let canvas = try canvas()
        for step in 1...4 {
            try canvas.draw(list(opacity: 0.2 * Double(step), side: 250))
            XCTAssertEqual(canvas.renderer.stats.groupsReused, 0)
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// The mini player's bar, small as it is, fading over a striped page: a shadow, a backdrop
    /// blur (which blurs only the shadow drawn before it in the group), a tint and a title.
    private func barList(opacity: Double) -> DisplayList {
        let bar = CGRect(x: 8, y: 240, width: 304, height: 56)
        var ops = Fixture.stripedPage(
            CGSize(width: 320, height: 320), background: .white, colors: [.systemBlue], count: 8, pitch: 40,
            height: 20)
        ops += [
            .beginGroup(rect: bar.insetBy(dx: -24, dy: -24), cornerRadius: 0, state: DrawState(opacity: opacity)),
            .shadow(
                rect: bar, cornerRadius: 12, color: Color(white: 0, alpha: 0.12), blur: 12,
                offset: CGSize(width: 0, height: 2), state: DrawState()),
            .backdropBlur(
                rect: bar, cornerRadius: 12, blur: 20, tint: Color(white: 1, alpha: 0.7), state: DrawState()),
            .text(
                "Now playing", font: Font(size: 15, weight: .semibold), color: .black,
                origin: CGPoint(x: 24, y: 262), state: DrawState()),
            .endGroup,
        ]
        return Fixture.list(320, 320, ops)
    }

    /// A group with a backdrop blur inside is kept at any size: drawing it again costs a blur.
    /// From the third frame only the page and the composite are drawn (5 ops, against the 9 a
    /// renderer keeping no group draws in every frame after the first); the blur is computed once
    /// in all (its backdrop, the group's shadow, does not change). Every frame matches one drawn
    /// whole by a renderer keeping no group.
    func testASmallFadingGroupHoldingABlurIsKept() throws {
        for keeps in [true, false] {
            let canvas = try canvas()
            canvas.renderer.retainsFadingGroups = keeps
            var reused: [Int] = [], drawn: [Int] = [], blurs: [Int] = []
            for step in 1...6 {
                try canvas.draw(barList(opacity: 1 - 0.15 * Double(step)))
                reused.append(canvas.renderer.stats.groupsReused)
                drawn.append(canvas.renderer.stats.opsDrawn)
                // Counted since the canvas was made.
                blurs.append(canvas.renderer.stats.blurComputations)
            }
            XCTAssertEqual(reused, keeps ? [0, 0, 1, 1, 1, 1] : [0, 0, 0, 0, 0, 0])
            XCTAssertEqual(drawn, keeps ? [14, 9, 5, 5, 5, 5] : [14, 9, 9, 9, 9, 9])
            XCTAssertEqual(blurs, [1, 1, 1, 1, 1, 1])
            XCTAssertEqual(canvas.renderer.retainedGroups.count, keeps ? 1 : 0)
            XCTAssertEqual(canvas.renderer.damageMismatches, [])
        }
    }
}
