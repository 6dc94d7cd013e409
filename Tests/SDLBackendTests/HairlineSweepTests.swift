import SDLBackend
import ViewKit
import XCTest

/// A 0.5-point separator at the bottom of an opaque cell, with the next opaque cell drawn after
/// it, as a table moving by fractions of a point draws them (the sheet while it rises).
final class HairlineSweepTests: XCTestCase {
    func testASeparatorBetweenTwoCellsShowsAtEveryFractionOfAPixel() throws {
        let canvas = try Fixture.canvas(20, 100)
        var shown: [CGFloat: Int] = [:]
        for step in 0..<20 {
            let dy = CGFloat(step) * 0.05
            let cell = CGRect(x: 0, y: dy, width: 20, height: 44)
            let ops: [DisplayOp] = [
                .fill(rect: cell, cornerRadius: 0, color: .white, state: DrawState()),
                .fill(
                    rect: CGRect(x: 0, y: cell.maxY - 0.5, width: 20, height: 0.5), cornerRadius: 0,
                    color: .black, state: DrawState()),
                .fill(rect: cell.offsetBy(dx: 0, dy: 44), cornerRadius: 0, color: .white, state: DrawState()),
            ]
            try canvas.draw(Fixture.list(20, 100, ops))
            let bmp = try canvas.snapshot()
            shown[dy] = (1..<88).map { bmp.red(5, $0) }.min()
        }
        for (dy, darkest) in shown.sorted(by: { $0.key < $1.key }) {
            // Half a pixel of black: about half intensity, or a whole pixel when it straddles one.
            XCTAssertLessThanOrEqual(darkest, 128, "the separator vanished at an offset of \(dy) pt")
        }
    }
}
