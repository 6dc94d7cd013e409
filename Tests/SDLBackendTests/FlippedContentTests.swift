import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import Compositor

/// A transform with a negative scale (a half turn, or a mirror) keeps edges on the axes, but
/// lays a line's or an image's pixels the other way round. Text under one is drawn turned, as
/// at any other angle; a fill, the same either way round, keeps its snapped edges.
///
/// The pop page turns as it springs in. A real window's recording caught a frame at exactly
/// half a turn (a = d = −0.678, b = c = 0): its text was drawn the right way up, to the right
/// of and below its origin, where its damage (the turned line's bounds) did not reach. The next
/// frame, moved 0.1 pt, left 55 pixels of it behind.
final class FlippedContentTests: XCTestCase {
    private let line = "on a spring that never overshoots. Close"
    private let font = Font(size: 17)

    /// The pop page as the recording's frames drew it at 1×: its indigo fill at `page`, and a
    /// line of its text at `text`, both half turns, clipped to the page.
    private func halfTurnedPage(_ page: CGAffineTransform, _ text: CGAffineTransform) -> DisplayList {
        let clip = CGRect(x: 0, y: 0, width: 390, height: 844).applying(page)
        return Fixture.list(
            390, 844, clear: .white,
            [
                .fill(
                    rect: CGRect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 0,
                    color: Color(red: 0.345, green: 0.337, blue: 0.839, alpha: 1), state: DrawState(transform: page)),
                .text(
                    line, font: font, color: Color(red: 1, green: 1, blue: 1, alpha: 0.85),
                    origin: CGPoint(x: 0, y: 25),
                    state: DrawState(transform: text, clip: clip)),
            ])
    }

    /// A half turn scaled by `scale` and moved by (tx, ty) points.
    private func halfTurn(_ scale: CGFloat, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: -scale, b: 0, c: 0, d: -scale, tx: tx, ty: ty)
    }

    func testAHalfTurnedPageMovedByATenthOfAPointLeavesNothingBehind() throws {
        let canvas = try Fixture.canvas(390, 844, fonts: true)
        canvas.renderer.checksDamage = true
        // A frame that rasterises the line, then the recording's frames 1788 and 1789 as they
        // printed their transforms.
        let frames = [
            (0.676_7, 326.96, 707.58, 310.72, 562.72),
            (
                0.677_329_215_569_561_8, 327.079_197_036_064_56, 707.832_928_970_355_2, 310.823_295_862_395_07,
                562.884_476_838_468_9
            ),
            (
                0.677_910_467_182_654_6, 327.192_541_100_617_63, 708.078_217_151_080_3, 310.922_689_888_233_95,
                563.005_377_173_992_2
            ),
        ]
        for (scale, pageX, pageY, textX, textY) in frames {
            try canvas.draw(halfTurnedPage(halfTurn(scale, pageX, pageY), halfTurn(scale, textX, textY)))
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    /// Text at a half turn is drawn as at a turn a hair short of it (whose b and c, 10⁻¹², are
    /// below pixman's 16.16 fixed point): upside down, every pixel the same, and all of it up
    /// and to the left of its origin.
    func testTextAtAHalfTurnIsDrawnAsAtAnyTurn() throws {
        func draw(_ t: CGAffineTransform) throws -> Bitmap {
            let canvas = try Fixture.canvas(200, 60, fonts: true)
            try canvas.draw(
                Fixture.list(
                    200, 60, clear: .white,
                    [.text("Hello, Pop!", font: font, color: .black, origin: .zero, state: DrawState(transform: t))]))
            return try canvas.snapshot()
        }
        let half = try draw(CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 150, ty: 40))
        let almost = try draw(CGAffineTransform(a: -1, b: 1e-12, c: -1e-12, d: -1, tx: 150, ty: 40))
        var (inked, differing, box) = (0, 0, PixelRect.zero)
        for y in 0..<half.height {
            for x in 0..<half.width {
                if half.px(x, y) != almost.px(x, y) { differing += 1 }
                guard half.red(x, y) < 255 else { continue }
                inked += 1
                box = box.union(PixelRect(x, y, 1, 1))
            }
        }
        XCTAssertEqual(differing, 0)
        XCTAssertEqual(inked, 511)
        // Up and to the left of its origin (150, 40): upright, it lay at (151, 44) rightwards.
        XCTAssertEqual(box, PixelRect(65, 19, 84, 17))
    }
}
