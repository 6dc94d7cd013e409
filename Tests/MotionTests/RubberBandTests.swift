import XCTest

@testable import Motion

final class RubberBandTests: XCTestCase {
    func testFormulaValues() {
        // b = (1 − 1/(x·0.55/d + 1))·d, evaluated independently.
        let table: [(overshoot: Double, dimension: Double, displayed: Double)] = [
            (100, 400, 48.351_648_351_648),
            (50, 300, 25.190_839_694_656),
            (1000, 400, 231.578_947_368_421),
            (0, 400, 0),
        ]
        for row in table {
            let band = RubberBand(dimension: row.dimension)
            XCTAssertEqual(band.displayedOffset(forOvershoot: row.overshoot), row.displayed, accuracy: 1e-9)
        }
    }

    func testNegativeOvershootIsSymmetric() {
        let band = RubberBand(dimension: 400)
        XCTAssertEqual(band.displayedOffset(forOvershoot: -100), -48.351_648_351_648, accuracy: 1e-9)
        XCTAssertEqual(band.overshoot(forDisplayedOffset: -48.351_648_351_648), -100, accuracy: 1e-6)
    }

    func testStartsAtFingerPaceAndNeverReachesTheDimension() {
        let band = RubberBand(dimension: 400)
        // Slope at 0 is the coefficient: b ≈ 0.55·x for tiny x.
        XCTAssertEqual(band.displayedOffset(forOvershoot: 0.001) / 0.001, 0.55, accuracy: 1e-5)
        XCTAssertLessThan(band.displayedOffset(forOvershoot: 1e9), 400)
        XCTAssertGreaterThan(band.displayedOffset(forOvershoot: 1e9), 399.99)
    }

    func testInverseRoundTrips() {
        for dimension in [1.0, 320, 844] {
            let band = RubberBand(dimension: dimension)
            for overshoot in [-5_000.0, -300, -1, 0, 0.25, 17, 640, 12_000] {
                let displayed = band.displayedOffset(forOvershoot: overshoot)
                let recovered = band.overshoot(forDisplayedOffset: displayed)
                XCTAssertEqual(
                    recovered, overshoot, accuracy: 1e-9 * max(1, abs(overshoot)), "d=\(dimension) x=\(overshoot)")
            }
        }
    }

    func testZeroDimensionDoesNotMoveOrProduceNaN() {
        let band = RubberBand(dimension: 0)
        XCTAssertEqual(band.displayedOffset(forOvershoot: 120), 0)
        XCTAssertEqual(band.overshoot(forDisplayedOffset: 5), 0)
    }

    func testUnreachableDisplayedOffsetIsInfinite() {
        let band = RubberBand(dimension: 300)
        XCTAssertEqual(band.overshoot(forDisplayedOffset: 300), .infinity)
        XCTAssertEqual(band.overshoot(forDisplayedOffset: -450), -.infinity)
    }

    func testClampAndUnclampAroundLimits() {
        let band = RubberBand(dimension: 400)
        let limits = 0.0...1000
        XCTAssertEqual(band.clamp(500, to: limits), 500)
        XCTAssertEqual(band.clamp(-100, to: limits), -48.351_648_351_648, accuracy: 1e-9)
        XCTAssertEqual(band.clamp(1100, to: limits), 1048.351_648_351_648, accuracy: 1e-9)
        XCTAssertEqual(band.unclamp(band.clamp(1234, to: limits), from: limits), 1234, accuracy: 1e-9)
        XCTAssertEqual(band.unclamp(-20, from: limits), band.overshoot(forDisplayedOffset: -20), accuracy: 1e-12)
    }
}
