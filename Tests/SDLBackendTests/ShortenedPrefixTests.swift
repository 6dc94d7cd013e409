import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A kept prefix whose later ops a frame no longer shares is cut back to the ops it does, in
/// its own layer (Renderer+ShortenedPrefix): the mini player's bar fading on the page, under a
/// dimming and a sheet that cover the window. Every frame is checked against one drawn whole.
final class ShortenedPrefixTests: XCTestCase {
    private let side: CGFloat = 320

    /// A striped page of 13 ops; the bar over it, plain or fading in a group; a status strip
    /// and a tab strip; then, while a sheet shows, a dimming over all, darker as the bar fades,
    /// and the sheet at `sheetY`.
    private func list(bar opacity: Double?, sheetY: CGFloat? = nil) -> DisplayList {
        var ops = Fixture.stripedPage(
            CGSize(width: side, height: side), background: .white, colors: [.systemBlue, .red], count: 12, top: 20,
            pitch: 22, height: 10, inset: 10, radius: 4)
        let bar: [DisplayOp] = [
            .fill(
                rect: CGRect(x: 8, y: 230, width: 304, height: 40), cornerRadius: 10,
                color: Color(white: 0.9, alpha: 1),
                state: DrawState()),
            .fill(rect: CGRect(x: 16, y: 238, width: 24, height: 24), cornerRadius: 4, color: .red, state: DrawState()),
        ]
        if let opacity, opacity < 1 {
            ops.append(
                .beginGroup(
                    rect: CGRect(x: 8, y: 230, width: 304, height: 40), cornerRadius: 10,
                    state: DrawState(opacity: opacity)))
            ops += bar + [.endGroup]
        } else if opacity != nil {
            ops += bar
        }
        for x in stride(from: 20, to: 300, by: 60) {
            ops.append(
                .fill(
                    rect: CGRect(x: CGFloat(x), y: 4, width: 30, height: 8), cornerRadius: 0, color: .black,
                    state: DrawState()))
            ops.append(
                .fill(
                    rect: CGRect(x: CGFloat(x), y: 292, width: 24, height: 20), cornerRadius: 4, color: .systemBlue,
                    state: DrawState()))
        }
        if let sheetY {
            ops.append(
                .fill(
                    rect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: 0,
                    color: Color(white: 0, alpha: 0.3 * (1 - (opacity ?? 0))),
                    state: DrawState()))
            ops.append(
                .fill(
                    rect: CGRect(x: 0, y: sheetY, width: side, height: side), cornerRadius: 12,
                    color: Color(red: 0.2, green: 0.2, blue: 0.3, alpha: 1), state: DrawState()))
        }
        return Fixture.list(side, side, ops)
    }

    /// The bar at rest, then fading as the sheet rises. The second frame carries the page and
    /// the bars as its prefix; the third, whose bar differs, cuts it back to the page in its
    /// layer (redrawing it within the bar's and the two strips' rects) and restores it; so does
    /// the fourth, which draws 8 ops where a renderer keeping no prefix draws 14.
    func testAPrefixIsCutBackToThePageWhenTheBarFadesOn() throws {
        var drawnBy: [Bool: [Int]] = [:]
        for reuses in [true, false] {
            let canvas = try Fixture.canvas(side, side)
            canvas.renderer.checksDamage = true
            canvas.renderer.reusesPrefix = reuses
            var drawn: [Int] = [], skipped: [Int] = [], shortened: [Int] = []
            for (bar, sheet) in [(1.0, nil), (0.9, 200.0), (0.7, 150.0), (0.5, 100.0)] as [(Double, CGFloat?)] {
                try canvas.draw(list(bar: bar, sheetY: sheet))
                let stats = canvas.renderer.stats
                (drawn, skipped, shortened) = (
                    drawn + [stats.opsDrawn], skipped + [stats.prefixOpsSkipped], shortened + [stats.prefixesShortened]
                )
            }
            drawnBy[reuses] = drawn
            XCTAssertEqual(canvas.renderer.damageMismatches, [], "reusing the prefix: \(reuses)")
            XCTAssertEqual(canvas.renderer.stats.damageRestarts, 0)
            if reuses {
                XCTAssertEqual(shortened, [0, 0, 1, 1], "cut back once, in the third frame")
                XCTAssertEqual(skipped, [0, 27, 13, 13], "the carried prefix, then the page")
            } else {
                XCTAssertEqual(shortened, [0, 0, 0, 0])
            }
        }
        // The third frame counts the page's ops drawn again within the three rects besides the
        // 13 past the page it draws; from the fourth, only those past the page are drawn.
        XCTAssertEqual(drawnBy[true], [25, 9, 17, 8])
        XCTAssertEqual(drawnBy[false], [25, 18, 16, 14])
    }

    /// A frame that shares less than `PrefixCache.minimumOps` of the prefix past where it
    /// starts draws as before: the prefix is not cut, and the frame draws every op.
    func testTooShortASharedPartIsNotKept() throws {
        let canvas = try Fixture.canvas(side, side)
        canvas.renderer.checksDamage = true
        try canvas.draw(list(bar: 1))
        try canvas.draw(list(bar: 0.9, sheetY: 200))
        // The page's first fill changed: nothing is shared.
        var ops = list(bar: 0.7, sheetY: 150).ops
        ops[0] = .fill(
            rect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: 0, color: .black, state: DrawState())
        try canvas.draw(Fixture.list(side, side, ops))
        XCTAssertEqual(canvas.renderer.stats.prefixesShortened, 0)
        XCTAssertEqual(canvas.renderer.stats.prefixOpsSkipped, 0)
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }
    /// Ops past the shared ones that drew nothing (a view at opacity 0, which a blur about to
    /// fade in leaves in the list) leave nothing to draw again: the prefix is cut back with no
    /// pass over its layer, and the frame still begins as a frame, its counts its own.
    func testAPrefixWhoseLaterOpsDrewNothingIsCutWithoutRedrawing() throws {
        let canvas = try Fixture.canvas(side, side)
        canvas.renderer.checksDamage = true
        func hidden(_ x: CGFloat) -> DisplayOp {
            .fill(
                rect: CGRect(x: x, y: 100, width: 50, height: 50), cornerRadius: 0, color: .red,
                state: DrawState(opacity: 0))
        }
        let page = list(bar: nil).ops
        let dimmed: (CGFloat, Double) -> [DisplayOp] = { y, alpha in
            [
                .fill(
                    rect: CGRect(x: 0, y: 0, width: self.side, height: self.side), cornerRadius: 0,
                    color: Color(white: 0, alpha: alpha), state: DrawState()),
                .fill(
                    rect: CGRect(x: 0, y: y, width: self.side, height: self.side), cornerRadius: 12, color: .black,
                    state: DrawState()),
            ]
        }
        var drawn: [Int] = [], frames: [Int] = []
        for ops in [
            page + [hidden(10)], page + [hidden(10)] + dimmed(200, 0.1), page + [hidden(60)] + dimmed(150, 0.2),
        ] {
            try canvas.draw(Fixture.list(side, side, ops))
            drawn.append(canvas.renderer.stats.opsDrawn)
            frames.append(canvas.renderer.frame)
        }
        XCTAssertEqual(canvas.renderer.stats.prefixesShortened, 1)
        XCTAssertEqual(frames, [1, 2, 3], "each draw is one frame")
        XCTAssertEqual(drawn, [23, 2, 2], "the dimming and the sheet, counted in their own frame")
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }
}
