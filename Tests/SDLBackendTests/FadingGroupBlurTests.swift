import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// `Preparation.fading`, taken between frames after a press on what will fade: the backdrop
/// blurs inside the fading view's group are made from its recording then, and the fade's first
/// frame finds them by their key, blurring nothing, with the pixels a fresh renderer draws
/// (Renderer+FadingGroup).
final class FadingGroupBlurTests: XCTestCase {
    /// A bar like the mini player's: 180×60 points, corners of 14.
    private let bar = CGRect(x: 10, y: 30, width: 180, height: 60)

    /// The page under the bar: grey, with a white and a blue stripe across it.
    private var page: [DisplayOp] {
        [
            .fill(rect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 0, color: .gray, state: DrawState()),
            .fill(
                rect: CGRect(x: 40, y: 0, width: 16, height: 120), cornerRadius: 0, color: .white, state: DrawState()),
            .fill(
                rect: CGRect(x: 120, y: 0, width: 24, height: 120), cornerRadius: 0,
                color: Color(red: 0, green: 0.4, blue: 1), state: DrawState()),
        ]
    }

    /// The bar's ops, `dy` points lower: its shadow, its artwork, its frosted blur, a second
    /// blur over the first (when `twoBlurs`), and its glyph.
    private func barOps(dy: CGFloat = 0, twoBlurs: Bool = false) -> [DisplayOp] {
        let r = bar.offsetBy(dx: 0, dy: dy)
        let tint = Color(white: 0.97, alpha: 0.72)
        var ops: [DisplayOp] = [
            .shadow(
                rect: r, cornerRadius: 14, color: Color(white: 0, alpha: 0.12), blur: 12,
                offset: CGSize(width: 0, height: 2),
                state: DrawState()),
            .fill(
                rect: CGRect(x: r.minX + 8, y: r.minY + 8, width: 44, height: 44), cornerRadius: 6, color: .red,
                state: DrawState()),
            .backdropBlur(rect: r, cornerRadius: 14, blur: 20, tint: tint, state: DrawState()),
        ]
        if twoBlurs {
            ops.append(
                .backdropBlur(
                    rect: CGRect(x: r.minX + 100, y: r.minY + 10, width: 60, height: 40), cornerRadius: 8, blur: 10,
                    tint: Color(white: 1, alpha: 0.3), state: DrawState()))
        }
        ops.append(
            .fill(
                rect: CGRect(x: r.maxX - 30, y: r.minY + 20, width: 6, height: 20), cornerRadius: 2, color: .black,
                state: DrawState()))
        return ops
    }

    /// The bar in a group at `alpha`, as a fading view draws.
    private func fading(_ alpha: Double, dy: CGFloat = 0, twoBlurs: Bool = false) -> [DisplayOp] {
        [.beginGroup(rect: bar.offsetBy(dx: 0, dy: dy), cornerRadius: 0, state: DrawState(opacity: alpha))]
            + barOps(dy: dy, twoBlurs: twoBlurs) + [.endGroup]
    }

    private func list(_ ops: [DisplayOp]) -> DisplayList { Fixture.list(200, 120, ops) }

    private func fresh(_ ops: [DisplayOp], scale: CGFloat) throws -> [UInt8] {
        let canvas = try Fixture.canvas(200, 120, scale: scale)
        try canvas.draw(list(ops))
        return try canvas.snapshot().pixels
    }

    private func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    /// At rest the bar blurs the page; the press's preparation blurs the group's own content,
    /// drawing nothing on screen; the fade's first frame (the bar at 0.87, a dim over all)
    /// finds that blur and computes none, with a fresh renderer's pixels.
    func testTheFadesFirstFrameFindsTheBlurMadeAhead() throws {
        for scale: CGFloat in [1, 2] {
            let canvas = try Fixture.canvas(200, 120, scale: scale)
            try canvas.draw(list(page + barOps()))
            XCTAssertEqual(canvas.renderer.blurComputations, 1, "at rest: the page's blur")
            let shown = try canvas.snapshot().pixels
            canvas.renderer.prepare([.fading(list(fading(0.5)))])
            XCTAssertEqual(canvas.renderer.stats.groupBlursPrepared, 1, "at \(scale)×")
            XCTAssertEqual(canvas.renderer.blurComputations, 2, "the group's blur, made ahead")
            XCTAssertEqual(differing(try canvas.snapshot().pixels, shown), 0, "nothing drawn on screen")
            let dim = DisplayOp.fill(
                rect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 0, color: Color(white: 0, alpha: 0.02),
                state: DrawState())
            let first = page + fading(0.87) + [dim]
            try canvas.draw(list(first))
            XCTAssertEqual(canvas.renderer.blurComputations, 2, "the first frame blurs nothing at \(scale)×")
            XCTAssertEqual(canvas.renderer.stats.blursMoved, 1, "it found the blur set aside")
            XCTAssertEqual(differing(try canvas.snapshot().pixels, try fresh(first, scale: scale)), 0, "at \(scale)×")
        }
    }

    /// The group's pixels stand in for the output: a second blur in the group reads the first,
    /// drawn into the group as the frame draws it; both are made ahead and both are found.
    func testEveryBlurInTheGroupIsMadeAheadAndFound() throws {
        let canvas = try Fixture.canvas(200, 120, scale: 2)
        try canvas.draw(list(page + barOps(twoBlurs: true)))
        XCTAssertEqual(canvas.renderer.blurComputations, 2)
        canvas.renderer.prepare([.fading(list(fading(0.5, twoBlurs: true)))])
        XCTAssertEqual(canvas.renderer.stats.groupBlursPrepared, 2)
        let first = page + fading(0.6, twoBlurs: true)
        try canvas.draw(list(first))
        XCTAssertEqual(canvas.renderer.blurComputations, 4, "none in the frame")
        XCTAssertEqual(differing(try canvas.snapshot().pixels, try fresh(first, scale: 2)), 0)
    }

    /// A view that moved after its recording fades somewhere else: its frame's key differs, so
    /// the frame blurs it there, with the right pixels; preparing the same recording twice
    /// makes its blur once.
    func testABarThatMovedSinceItsPressIsBlurredInItsFrame() throws {
        let canvas = try Fixture.canvas(200, 120)
        try canvas.draw(list(page + barOps()))
        canvas.renderer.prepare([.fading(list(fading(0.5)))])
        canvas.renderer.prepare([.fading(list(fading(0.5)))])
        XCTAssertEqual(canvas.renderer.stats.groupBlursPrepared, 1, "found the second time")
        let moved = page + fading(0.87, dy: 7)
        try canvas.draw(list(moved))
        XCTAssertEqual(canvas.renderer.blurComputations, 3, "at rest, ahead, and for the moved bar")
        XCTAssertEqual(differing(try canvas.snapshot().pixels, try fresh(moved, scale: 1)), 0)
    }

    /// Ops outside a group, and a group with no blur, prepare nothing.
    func testOnlyBlursInsideGroupsAreMadeAhead() throws {
        let canvas = try Fixture.canvas(200, 120)
        try canvas.draw(list(page))
        canvas.renderer.prepare([.fading(list(barOps()))])
        let noBlur =
            [DisplayOp.beginGroup(rect: bar, cornerRadius: 0, state: DrawState(opacity: 0.5))]
            + barOps().filter { if case .backdropBlur = $0 { false } else { true } } + [.endGroup]
        canvas.renderer.prepare([.fading(list(noBlur))])
        XCTAssertEqual(canvas.renderer.stats.groupBlursPrepared, 0)
        XCTAssertEqual(canvas.renderer.blurComputations, 0)
    }
}
