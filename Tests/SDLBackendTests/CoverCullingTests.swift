import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// Occlusion: an op is drawn only where no later opaque op paints over it, and the frame's
/// pixels are exactly those of every op drawn whole.
final class CoverCullingTests: XCTestCase {
    private func fill(_ rect: CGRect, _ color: Color, radius: CGFloat = 0, alpha: Double = 1) -> DisplayOp {
        .fill(rect: rect, cornerRadius: radius, color: color.withAlphaComponent(alpha), state: DrawState())
    }

    /// Draws `ops` with covers culled and again without, asserts the pixels agree and returns
    /// the culled frame's stats.
    private func drawBothWays(_ ops: [DisplayOp]) throws -> RenderStats {
        let list = Fixture.list(200, 200, clear: .white, ops)
        let culled = try Fixture.canvas(200, 200), whole = try Fixture.canvas(200, 200)
        whole.renderer.cullsCoveredPixels = false
        try culled.draw(list)
        try whole.draw(list)
        let a = try culled.snapshot(), b = try whole.snapshot()
        for y in stride(from: 0, to: 200, by: 1) {
            for x in 0..<200 where a.px(x, y) != b.px(x, y) {
                XCTFail("(\(x), \(y)) differs: \(a.px(x, y)) culled, \(b.px(x, y)) whole")
                return culled.renderer.stats
            }
        }
        XCTAssertEqual(whole.renderer.stats.coveredPixelsSkipped, 0)
        return culled.renderer.stats
    }

    func testSubtractingLeavesTheBandsAroundTheCut() {
        let rect = PixelRect(0, 0, 100, 100)
        XCTAssertEqual(
            rect.subtracting(PixelRect(20, 30, 50, 40)),
            [PixelRect(0, 0, 100, 30), PixelRect(0, 70, 100, 30), PixelRect(0, 30, 20, 40), PixelRect(70, 30, 30, 40)])
        XCTAssertEqual(rect.subtracting(PixelRect(0, 0, 100, 60)), [PixelRect(0, 60, 100, 40)])
        XCTAssertEqual(rect.subtracting(PixelRect(150, 0, 10, 10)), [rect])
        XCTAssertEqual(rect.subtracting(PixelRect(-10, -10, 200, 200)), [])
    }

    /// A recorded image first drawn where a later opaque op covers part of it is recorded whole:
    /// its layer is kept, and the next frame, with nothing over it, shows all of it. (A card's
    /// detail closing showed its snapshot without the body text for up to 4 frames: the
    /// snapshot was recorded only within the first uncovered part its first frame drew it in.)
    func testARecordingFirstDrawnInPartIsRecordedWhole() throws {
        let recording = Fixture.list(
            100, 100, clear: .white, [fill(CGRect(x: 10, y: 70, width: 80, height: 20), .red)])
        let image = Image(recording: recording, size: CGSize(width: 100, height: 100), scale: 1)
        let picture = DisplayOp.image(
            image, source: CGRect(x: 0, y: 0, width: 100, height: 100),
            rect: CGRect(x: 0, y: 0, width: 100, height: 100),
            cornerRadius: 0, state: DrawState())
        let canvas = try Fixture.canvas(200, 200)
        canvas.renderer.checksDamage = true
        // Frame 1: the picture's lower half under an opaque bar, which is cut out of it.
        try canvas.draw(
            Fixture.list(
                200, 200, clear: .white, [picture, fill(CGRect(x: 0, y: 50, width: 200, height: 60), .systemBlue)]))
        XCTAssertGreaterThan(canvas.renderer.stats.coveredPixelsSkipped, 0)
        // Frame 2: the bar gone, the picture's red band shows.
        try canvas.draw(Fixture.list(200, 200, clear: .white, [picture]))
        let band = try canvas.snapshot().px(50, 80)
        XCTAssertTrue(band == (255, 59, 48, 255), "\(band): the red band (#FF3B30)")
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        XCTAssertEqual(canvas.renderer.stats.snapshotRenders, 1, "recorded once, in frame 1")
    }

    func testAnOpCoveredWholeIsNotDrawn() throws {
        let stats = try drawBothWays([
            fill(CGRect(x: 10, y: 10, width: 100, height: 100), .red),
            fill(CGRect(x: 0, y: 0, width: 150, height: 150), .systemBlue),
        ])
        XCTAssertEqual(stats.opsDrawn, 1)
        // An op's bounds take a pixel more on each side, for its anti-aliased edges.
        XCTAssertEqual(stats.coveredPixelsSkipped, 102 * 102)
    }

    func testAPartlyCoveredOpIsDrawnOnlyWhereItShows() throws {
        let stats = try drawBothWays([
            fill(CGRect(x: 0, y: 0, width: 200, height: 100), .red),
            fill(CGRect(x: 0, y: 0, width: 200, height: 80), .systemBlue),
        ])
        XCTAssertEqual(stats.opsDrawn, 2)
        XCTAssertEqual(stats.coveredPixelsSkipped, 200 * 80)
    }

    /// A rounded cover paints its rows between the corners and its columns between them: here
    /// the columns would split the rest into five rects, more than are worth it, so only the
    /// rows are left out.
    func testARoundedCoverLeavesItsCornersToWhatIsUnder() throws {
        let stats = try drawBothWays([
            fill(CGRect(x: 0, y: 0, width: 200, height: 100), .red),
            fill(CGRect(x: 0, y: 0, width: 200, height: 80), .systemBlue, radius: 10),
        ])
        XCTAssertEqual(stats.coveredPixelsSkipped, 200 * 60)
    }

    func testATranslucentOpCoversNothing() throws {
        let stats = try drawBothWays([
            fill(CGRect(x: 0, y: 0, width: 200, height: 100), .red),
            fill(CGRect(x: 0, y: 0, width: 200, height: 80), .systemBlue, alpha: 0.99),
        ])
        XCTAssertEqual(stats.coveredPixelsSkipped, 0)
    }

    /// Smaller than 64×64 pixels, splitting what is under it would cost more than it saves.
    func testASmallCoverIsIgnored() throws {
        let stats = try drawBothWays([
            fill(CGRect(x: 0, y: 0, width: 200, height: 100), .red),
            fill(CGRect(x: 0, y: 0, width: 63, height: 64), .systemBlue),
        ])
        XCTAssertEqual(stats.coveredPixelsSkipped, 0)
    }

    /// A blur between the op and its cover reads the op's pixels, covered or not: the red is
    /// drawn whole, and only the blur's own result is left out under the bar.
    func testABlurBetweenKeepsWhatItReads() throws {
        let stats = try drawBothWays([
            fill(CGRect(x: 0, y: 0, width: 200, height: 100), .red),
            .backdropBlur(
                rect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 0, blur: 8,
                tint: Color.white.withAlphaComponent(0.2), state: DrawState()),
            fill(CGRect(x: 0, y: 0, width: 200, height: 80), .systemBlue),
        ])
        XCTAssertEqual(stats.coveredPixelsSkipped, 200 * 80, "the blur's pixels under the bar, not the red's")
    }
}
