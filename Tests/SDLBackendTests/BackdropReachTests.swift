import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A backdrop blur reads only what lies under it, as a CABackdropLayer captures its own bounds:
/// what is drawn beside it never shows in it and never makes it blur again, and past its edges
/// the nearest pixel under it repeats.
final class BackdropReachTests: XCTestCase {
    /// A blur over x 0…60 (blur 20: sigma 10 pixels, so a Gaussian reaching 30 past its edge).
    private let blur = DisplayOp.backdropBlur(
        rect: CGRect(x: 0, y: 0, width: 60, height: 100), cornerRadius: 0, blur: 20,
        tint: Color(white: 1, alpha: 0), state: DrawState())

    private func band(_ x: CGFloat, _ width: CGFloat, _ color: Color = .white) -> DisplayOp {
        .fill(rect: CGRect(x: x, y: 0, width: width, height: 100), cornerRadius: 0, color: color, state: DrawState())
    }

    private func pixels(_ bmp: Bitmap, columns: Range<Int>) -> [Int] {
        (0..<100).flatMap { y in columns.map { bmp.red($0, y) } }
    }

    func testABandBesideTheBlurShowsNowhereInIt() throws {
        let alone = try Fixture.canvas(200, 100)
        try alone.draw(Fixture.list(200, 100, [band(20, 10), blur]))
        let beside = try Fixture.canvas(200, 100)
        // 1 pixel past the blur's edge, well inside the Gaussian's 30-pixel reach.
        try beside.draw(Fixture.list(200, 100, [band(20, 10), band(61, 20), blur]))
        XCTAssertEqual(
            pixels(try alone.snapshot(), columns: 0..<60), pixels(try beside.snapshot(), columns: 0..<60),
            "the band at x 61…81 is not under the blur")
        XCTAssertEqual(try beside.snapshot().red(70, 50), 255, "the band itself is drawn")
    }

    func testABandChangingBesideTheBlurDoesNotBlurItAgain() throws {
        let canvas = try Fixture.canvas(200, 100)
        for level in [0.2, 0.5, 0.8, 1.0] {
            try canvas.draw(Fixture.list(200, 100, [band(20, 10), band(60, 20, Color(white: level, alpha: 1)), blur]))
        }
        XCTAssertEqual(canvas.renderer.blurComputations, 1, "x 60…80 is beside the blur, not under it")
        try canvas.draw(Fixture.list(200, 100, [band(20, 10), band(59, 20), blur]))
        XCTAssertEqual(canvas.renderer.blurComputations, 2, "moved 1 pixel left, the band's edge is under it")
    }

    func testTheColumnAtTheEdgeRepeatsPastIt() throws {
        // White under the blur's last 4 columns: past its edge those repeat, so a band that goes
        // on 36 pixels past the edge blurs to the same pixels, and the edge is brighter than
        // half, where black past it would leave 4 white columns of 61 in the Gaussian's reach.
        let edge = try Fixture.canvas(200, 100)
        try edge.draw(Fixture.list(200, 100, [band(56, 4), blur]))
        let shown = try edge.snapshot()
        let wide = try Fixture.canvas(200, 100)
        try wide.draw(Fixture.list(200, 100, [band(56, 40), blur]))
        XCTAssertEqual(pixels(shown, columns: 0..<60), pixels(try wide.snapshot(), columns: 0..<60))
        let row = (0..<60).map { shown.red($0, 50) }
        XCTAssertEqual(row[0], 0, "56 pixels from the white, the blur is black: \(row)")
        XCTAssertGreaterThan(row[59], 128, "past the edge the white repeats: \(row)")
        XCTAssertEqual(row, row.sorted(), "brighter towards the white: \(row)")
    }
}
