import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import Compositor

/// Text drawn stretched (a page scaling in or out) is a premultiplied copy of the line in its
/// colour, sampled on pixman's fast bilinear path, not the colour through a stretched coverage
/// mask on its general one: the pop page's close frames at 2x took 31.0 M instructions, 21.4 M
/// of them in its text. The copy is made once and cached beside the line.
final class StretchedTextTests: XCTestCase {
    private let blue = Color(red: 0.35, green: 0.34, blue: 0.84, alpha: 0.8)

    private func textList(_ color: Color, scale: CGFloat) -> DisplayList {
        var state = DrawState()
        state.transform = CGAffineTransform(scaleX: scale, y: scale)
        return Fixture.list(
            200, 60, clear: .white,
            [
                .text(
                    "Hello, Pop!", font: Font(size: 17, weight: .bold), color: color, origin: CGPoint(x: 8, y: 8),
                    state: state)
            ])
    }

    /// Pixel by pixel against the colour drawn through the same line's coverage stretched the
    /// same way: pixman's two paths round apart by at most one level.
    func testAStretchedLineIsWithinOneLevelOfItsColourThroughItsCoverage() throws {
        let renderer = try Fixture.canvas(8, 8, scale: 2, fonts: true).renderer
        let line = try XCTUnwrap(try renderer.textLayer("Hello, Pop!", font: Font(size: 17, weight: .bold))).layer
        let to = PixelRect(3, 2, line.width * 9 / 10, line.height * 9 / 10)
        let color: RGBA8 = (89, 87, 214, 204)
        let throughCoverage = PixelCanvas(output: try XCTUnwrap(Layer(width: to.maxX + 3, height: to.maxY + 3)))
        throughCoverage.replace(with: (255, 255, 255, 255))
        throughCoverage.draw(coverage: line, from: line.bounds, to: to, color: color)
        let tinted = try XCTUnwrap(Layer(width: line.width, height: line.height))
        PixelCanvas.tint(line, into: tinted, red: color.r, green: color.g, blue: color.b)
        let fromTint = PixelCanvas(output: try XCTUnwrap(Layer(width: to.maxX + 3, height: to.maxY + 3)))
        fromTint.replace(with: (255, 255, 255, 255))
        fromTint.draw(tinted, from: tinted.bounds, to: to, alpha: color.a, opaque: false)

        var (differing, worst, inked) = (0, 0, 0)
        let bounds = PixelRect(0, 0, to.maxX + 3, to.maxY + 3)
        var a = [UInt32](repeating: 0, count: bounds.width * bounds.height), b = a
        XCTAssertTrue(throughCoverage.read(bounds, into: &a, rowWords: bounds.width))
        XCTAssertTrue(fromTint.read(bounds, into: &b, rowWords: bounds.width))
        for (p, q) in zip(a, b) {
            if p != 0xFFFF_FFFF { inked += 1 }
            guard p != q else { continue }
            differing += 1
            for shift in [0, 8, 16, 24] {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        XCTAssertGreaterThan(inked, 1500, "the line is drawn")
        XCTAssertLessThanOrEqual(worst, 1, "\(differing) of \(inked) inked pixels differ")
    }

    /// The copy is made once, on the first stretched frame, and not for white, whose copy is
    /// the line itself; a line drawn one to one makes none.
    func testTheTintedCopyIsMadeOnceAndNotForWhite() throws {
        let canvas = try Fixture.canvas(200, 60, scale: 2, fonts: true)
        try canvas.draw(textList(blue, scale: 1))
        XCTAssertEqual(canvas.renderer.caches.text.count, 1, "one to one: the line alone")
        try canvas.draw(textList(blue, scale: 0.9))
        XCTAssertEqual(canvas.renderer.caches.text.count, 2, "stretched: the line and its blue copy")
        let made = canvas.renderer.stats.texturesCreated
        for step in 1...5 { try canvas.draw(textList(blue, scale: 0.9 - 0.05 * CGFloat(step))) }
        XCTAssertEqual(canvas.renderer.stats.texturesCreated, made, "later frames reuse the copy")
        XCTAssertEqual(canvas.renderer.textRasterizations, 1)

        let white = try Fixture.canvas(200, 60, scale: 2, fonts: true)
        try white.draw(textList(.white, scale: 0.8))
        XCTAssertEqual(white.renderer.caches.text.count, 1, "white is the line's own coverage")
    }

    /// A line under a far-off scale (an app's transform gone wild) is sized as edges are
    /// placed, clamped to 10⁹ pixels, rather than overflowing `Int` and stopping the app; the
    /// frames around it draw, and their damage agrees with a whole redraw.
    func testALineUnderAFarOffScaleIsClampedNotOverflowed() throws {
        let canvas = try Fixture.canvas(200, 60, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        try canvas.draw(textList(blue, scale: 1))
        let line = try XCTUnwrap(canvas.renderer.caches.text.values.first)
        let far = CGAffineTransform(scaleX: 1e300, y: 1e300)
        let billion = 1_000_000_000
        XCTAssertEqual(
            canvas.renderer.textPixelRect(line, origin: .zero, far, into: (0, 0)), PixelRect(0, 0, billion, billion))
        XCTAssertEqual(
            canvas.renderer.textPixelRect(line, origin: CGPoint(x: 8, y: -8), far, into: (0, 0)),
            PixelRect(billion, -billion, billion, billion))
        for s: CGFloat in [1e300, 1, 1e300] { try canvas.draw(textList(blue, scale: s)) }
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }
}
