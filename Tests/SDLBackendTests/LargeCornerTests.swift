import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A rounded fill's corners past the cached circles (`Renderer.largestTabulatedRadius`): pixman
/// rasterises each corner's quarter disc, only in the band along its arc, and fills the rest.
final class LargeCornerTests: XCTestCase {
    /// A white disc of `radius` pixels over black, at 1×: each pixel's red is its coverage.
    private func disc(radius: Int) throws -> Bitmap {
        let side = CGFloat(2 * radius)
        let canvas = try Fixture.canvas(side, side)
        try canvas.draw(
            Fixture.list(
                side, side,
                [
                    .fill(
                        rect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: CGFloat(radius),
                        color: .white, state: DrawState())
                ]))
        return try canvas.snapshot()
    }

    /// The disc's exact coverage of a pixel, in levels of 255, from 32 × 32 samples.
    private func exactCoverage(_ x: Int, _ y: Int, radius: Int) -> Double {
        let r = Double(radius), samples = 32
        var inside = 0
        for j in 0..<samples {
            for i in 0..<samples {
                let dx = Double(x) + (Double(i) + 0.5) / Double(samples) - r
                let dy = Double(y) + (Double(j) + 0.5) / Double(samples) - r
                if dx * dx + dy * dy <= r * r { inside += 1 }
            }
        }
        return 255 * Double(inside) / Double(samples * samples)
    }

    /// Every pixel within 1.5 pixels of the circle, in all four corners, is within 9 levels of
    /// its exact coverage, and they are within 1.6 on average. Cairo's fill, which drew these
    /// corners before, was 3.0–7.0 off on average and up to 30 (r = 49, 60, 100, 270; measured
    /// against 64 × 64 samples). Every other pixel is exactly inside (255) or outside (0).
    func testALargeCornerIsWithinNineLevelsOfTheExactCircle() throws {
        for radius in [49, 60, 100] {
            let bitmap = try disc(radius: radius)
            var (total, count, worst) = (0.0, 0, 0.0)
            for y in 0..<(2 * radius) {
                for x in 0..<(2 * radius) {
                    let dx = Double(x) + 0.5 - Double(radius), dy = Double(y) + 0.5 - Double(radius)
                    let distance = (dx * dx + dy * dy).squareRoot() - Double(radius)
                    let drawn = bitmap.red(x, y)
                    if distance < -1.5 {
                        XCTAssertEqual(drawn, 255, "r \(radius) (\(x), \(y)) is inside")
                    } else if distance > 1.5 {
                        XCTAssertEqual(drawn, 0, "r \(radius) (\(x), \(y)) is outside")
                    } else {
                        let error = abs(Double(drawn) - exactCoverage(x, y, radius: radius))
                        (total, count, worst) = (total + error, count + 1, max(worst, error))
                    }
                }
            }
            XCTAssertLessThanOrEqual(worst, 9, "r \(radius)")
            XCTAssertLessThanOrEqual(total / Double(count), 1.6, "r \(radius)")
        }
    }

    /// A radius of 60: the arc crosses 11 columns in the first row (from 60 to 49.1), so that
    /// row is a strip of its own, its band a pixel wider on the right for the flattening; the arc is nearly
    /// upright in the last 20 rows, across which it moves 3.4 columns, and they are one strip.
    func testTheStripsOfARadiusOf60() {
        let strips = PixelCanvas.cornerStrips(radius: 60)
        XCTAssertEqual(strips.count, 8)
        XCTAssertEqual(strips.first, PixelCanvas.CornerStrip(rows: 0..<1, band: 49..<60))
        XCTAssertEqual(strips.last, PixelCanvas.CornerStrip(rows: 40..<60, band: 0..<5))
    }

    /// The quarter disc is flattened within 0.01 pixel: 92 segments at a radius of 270, whose
    /// trapezoids span the square's 270 rows with no gap and no overlap.
    func testAQuarterDiscTilesItsSquare() {
        let traps = PixelCanvas.quarterDisc(radius: 270).map {
            PixelCanvas.mirrored($0, side: 270, right: false, bottom: true)
        }
        XCTAssertEqual(traps.count, 92)
        let spans = traps.map { ($0.top, $0.bottom) }.sorted { $0.0 < $1.0 }
        XCTAssertEqual(spans.first?.0, 0)
        XCTAssertEqual(spans.last?.1, 270 << 16)
        for (a, b) in zip(spans, spans.dropFirst()) { XCTAssertEqual(a.1, b.0) }
    }
}
