import XCTest

@testable import Motion

final class TimingCurveTests: XCTestCase {
    static let uikitCurves: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    func testControlPointsAreUIKits() {
        XCTAssertEqual(TimingCurve.easeIn, TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(TimingCurve.easeOut, TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1))
        XCTAssertEqual(TimingCurve.easeInOut, TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        XCTAssertEqual(TimingCurve.default, .easeInOut)
    }

    func testEndpoints() {
        for (name, curve) in Self.uikitCurves {
            XCTAssertEqual(curve.value(at: 0), 0, accuracy: 1e-12, name)
            XCTAssertEqual(curve.value(at: 1), 1, accuracy: 1e-12, name)
            XCTAssertEqual(curve.value(at: -0.5), 0, accuracy: 1e-12, "\(name) clamps below")
            XCTAssertEqual(curve.value(at: 1.5), 1, accuracy: 1e-12, "\(name) clamps above")
        }
    }

    func testEaseInOutIsSymmetric() {
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
        for progress in stride(from: 0.0, through: 1.0, by: 0.05) {
            let sum = TimingCurve.easeInOut.value(at: progress) + TimingCurve.easeInOut.value(at: 1 - progress)
            XCTAssertEqual(sum, 1, accuracy: 1e-8, "at \(progress)")
        }
    }

    func testKnownValues() {
        // Solved independently by 200-step bisection on the curve parameter.
        let table: [(TimingCurve, Double, Double)] = [
            (.easeIn, 0.25, 0.093_464_650_718_825),
            (.easeIn, 0.5, 0.315_356_812_572_539),
            (.easeOut, 0.5, 0.684_643_187_427_461),
            (.easeOut, 0.75, 0.906_535_349_281_175),
            (.easeInOut, 0.25, 0.129_161_931_047_320),
            (.easeInOut, 0.75, 0.870_838_068_952_680),
            (TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), 0.5, 0.802_403_387_584_857),
            (.linear, 0.37, 0.37),
        ]
        for (curve, progress, expected) in table {
            XCTAssertEqual(curve.value(at: progress), expected, accuracy: 1e-7, "\(curve) at \(progress)")
        }
    }

    func testMonotonic() {
        for (name, curve) in Self.uikitCurves {
            var previous = curve.value(at: 0)
            for step in 1...1000 {
                let value = curve.value(at: Double(step) / 1000)
                XCTAssertGreaterThanOrEqual(value, previous, "\(name) at \(step)")
                previous = value
            }
        }
    }

    func testSolverPrecisionOnSteepCurves() {
        // Nearly vertical and flat regions defeat plain Newton; the bisection fallback must hold.
        let steep = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        for step in 0...200 {
            let time = Double(step) / 200
            let parameter = steep.curveParameter(forTime: time)
            XCTAssertEqual(TimingCurve.bezier(parameter, 1, 0), time, accuracy: 1e-7, "at \(time)")
        }
    }

    func testCustomCurveMayOvershoot() {
        let backOut = TimingCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { backOut.value(at: $0) }.max() ?? 0
        XCTAssertGreaterThan(peak, 1)
        XCTAssertEqual(backOut.value(at: 1), 1, accuracy: 1e-12)
    }

    func testSlope() {
        XCTAssertEqual(TimingCurve.linear.slope(at: 0.3), 1, accuracy: 1e-12)
        XCTAssertEqual(TimingCurve.easeInOut.slope(at: 0), 0, accuracy: 1e-12)
        // Central difference check in the middle of easeInOut.
        let h = 1e-5
        let numeric = (TimingCurve.easeInOut.value(at: 0.5 + h) - TimingCurve.easeInOut.value(at: 0.5 - h)) / (2 * h)
        XCTAssertEqual(TimingCurve.easeInOut.slope(at: 0.5), numeric, accuracy: 1e-4)
    }
}
