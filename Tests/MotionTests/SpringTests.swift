import Foundation
import XCTest

@testable import Motion

/// Parameterisations, closed forms and the single-value animation.
final class SpringTests: XCTestCase {
    // MARK: - Parameterisations

    func testDurationParameterisationMatchesUIKitTable() {
        // (ζ, T seconds, expected k, expected c), m = 1. Under-damped rows are the issue's
        // checks; the critical and over-damped rows were solved independently by bisection.
        let table: [(ratio: Double, duration: Double, stiffness: Double, damping: Double)] = [
            (0.25, 3.0, 54.833_633_590_783, 3.702_486_785_621),
            (0.75, 0.6, 244.290_821_226_731, 23.444_708_310_409),
            (0.5, 1.0, 161.719_501_591_628, 12.716_898_269_296),
            (1.0, 1.0, 85.255_924_427_118, 18.466_826_952_903),
            (1.0, 0.5, 341.023_697_708_471, 36.933_653_905_806),
            (2.0, 1.0, 679.027_104_062_559, 104.232_594_062_515),
            (1.5, 0.5, 1368.646_947_329_328, 110.985_686_130_978),
        ]
        for row in table {
            let spring = Spring(dampingRatio: row.ratio, duration: row.duration)
            XCTAssertEqual(
                spring.stiffness, row.stiffness, accuracy: 1e-6 * row.stiffness,
                "k for ζ=\(row.ratio) T=\(row.duration)")
            XCTAssertEqual(
                spring.damping, row.damping, accuracy: 1e-6 * row.damping, "c for ζ=\(row.ratio) T=\(row.duration)")
            XCTAssertEqual(spring.dampingRatio, row.ratio, accuracy: 1e-12)
        }
    }

    func testIssueChecksToTwoDecimals() {
        let loose = Spring(dampingRatio: 0.25, duration: 3)
        XCTAssertEqual(loose.stiffness, 54.83, accuracy: 0.005)
        XCTAssertEqual(loose.damping, 3.70, accuracy: 0.005)
        let firm = Spring(dampingRatio: 0.75, duration: 0.6)
        XCTAssertEqual(firm.stiffness, 244.3, accuracy: 0.05)
        XCTAssertEqual(firm.damping, 23.44, accuracy: 0.005)
    }

    func testDurationScalesWithMass() {
        let light = Spring(dampingRatio: 0.75, duration: 0.6)
        let heavy = Spring(dampingRatio: 0.75, duration: 0.6, mass: 3)
        XCTAssertEqual(heavy.stiffness, 3 * light.stiffness, accuracy: 1e-9)
        XCTAssertEqual(heavy.damping, 3 * light.damping, accuracy: 1e-9)
        XCTAssertEqual(heavy.naturalFrequency, light.naturalFrequency, accuracy: 1e-12)
    }

    func testCriticalAndOverdampedDurationsSettleToOneThousandthAtDuration() {
        for (ratio, duration) in [(1.0, 0.4), (1.2, 0.8), (3.0, 2.0)] {
            let spring = Spring(dampingRatio: ratio, duration: duration)
            let motion = SpringSolution(spring: spring, displacement: 1, velocity: 0)
            XCTAssertEqual(motion.position(at: duration), 0.001, accuracy: 1e-12, "ζ=\(ratio)")
            XCTAssertGreaterThan(motion.position(at: duration * 0.9), 0.001, "ζ=\(ratio)")
        }
    }

    func testOverdampedDurationRuleIsContinuousAtCriticalDamping() {
        let critical = Spring(dampingRatio: 1, duration: 1)
        let barelyOver = Spring(dampingRatio: 1 + 1e-6, duration: 1)
        XCTAssertEqual(barelyOver.stiffness, critical.stiffness, accuracy: 1e-3)
    }

    func testTinyDampingRatioStillGivesAPositiveStiffness() {
        let spring = Spring(dampingRatio: 0.0001, duration: 1)
        let floor = Spring(dampingRatio: 0.01, duration: 1)
        XCTAssertEqual(spring.stiffness, floor.stiffness, accuracy: 1e-9)
        XCTAssertEqual(spring.dampingRatio, 0.0001, accuracy: 1e-12)
    }

    func testResponseParameterisation() {
        let spring = Spring(dampingRatio: 0.5, response: 0.5)
        XCTAssertEqual(spring.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 4 * Double.pi * 0.5 / 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.response, 0.5, accuracy: 1e-12)
        let heavy = Spring(dampingRatio: 0.5, response: 0.5, mass: 2)
        XCTAssertEqual(heavy.stiffness, 2 * spring.stiffness, accuracy: 1e-9)
        XCTAssertEqual(heavy.dampingRatio, 0.5, accuracy: 1e-12)
    }

    func testRawCoefficients() {
        let spring = Spring(mass: 2, stiffness: 200, damping: 20)
        XCTAssertEqual(spring.naturalFrequency, 10, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
    }

    // MARK: - Closed forms

    func testClosedFormsMatchHighPrecisionIntegration() {
        let springs = [
            Spring(mass: 1, stiffness: 100, damping: 4),  // ζ = 0.2
            Spring(mass: 1, stiffness: 100, damping: 20),  // ζ = 1
            Spring(mass: 2, stiffness: 50, damping: 60),  // ζ = 3
            Spring(mass: 1, stiffness: 100, damping: 0),  // undamped
        ]
        for spring in springs {
            let motion = SpringSolution(spring: spring, displacement: 120, velocity: -900)
            var (x, v) = (120.0, -900.0)
            let step = 1e-4
            for index in 1...10_000 {
                (x, v) = Self.rungeKuttaStep(spring: spring, x: x, v: v, dt: step)
                if index % 1_000 == 0 {
                    let time = Double(index) * step
                    XCTAssertEqual(motion.position(at: time), x, accuracy: 1e-7, "ζ=\(spring.dampingRatio) t=\(time)")
                    XCTAssertEqual(motion.velocity(at: time), v, accuracy: 1e-6, "ζ=\(spring.dampingRatio) t=\(time)")
                }
            }
        }
    }

    func testClosedFormsStartAtTheInitialConditions() {
        for damping in [6.0, 20.0, 50.0] {
            let spring = Spring(mass: 1, stiffness: 100, damping: damping)
            let motion = SpringSolution(spring: spring, displacement: -40, velocity: 300)
            XCTAssertEqual(motion.position(at: 0), -40, accuracy: 1e-12)
            XCTAssertEqual(motion.velocity(at: 0), 300, accuracy: 1e-12)
        }
    }

    func testCriticalClosedFormKnownValue() {
        // ω0 = 10: x(t) = e^(−10t)·(x0 + (v0 + 10·x0)·t); at t = 0.1 with x0 = 1, v0 = 0: 2/e.
        let motion = SpringSolution(spring: Spring(stiffness: 100, damping: 20), displacement: 1, velocity: 0)
        XCTAssertEqual(motion.position(at: 0.1), 2 / M_E, accuracy: 1e-12)
        XCTAssertEqual(motion.velocity(at: 0.1), -10 / M_E, accuracy: 1e-12)
    }

    func testOverdampedClosedFormKnownValue() {
        // k = 2, c = 3, m = 1: roots −1 and −2; x0 = 1, v0 = 0 gives x = 2e^(−t) − e^(−2t).
        let motion = SpringSolution(spring: Spring(stiffness: 2, damping: 3), displacement: 1, velocity: 0)
        XCTAssertEqual(motion.position(at: 1), 2 * exp(-1) - exp(-2), accuracy: 1e-12)
        XCTAssertEqual(motion.velocity(at: 1), -2 * exp(-1) + 2 * exp(-2), accuracy: 1e-12)
    }

    func testUnderdampedClosedFormKnownValue() {
        // k = 1, c = 0: x = cos t, v = −sin t.
        let motion = SpringSolution(spring: Spring(stiffness: 1, damping: 0), displacement: 1, velocity: 0)
        XCTAssertEqual(motion.position(at: 2), cos(2), accuracy: 1e-12)
        XCTAssertEqual(motion.velocity(at: 2), -sin(2), accuracy: 1e-12)
    }

    // MARK: - Animation

    func testAnimationSnapsToTargetAtRest() {
        var animation = SpringAnimation(spring: .smooth, value: 0, target: 300)
        var frames = 0
        while !animation.step(by: 1.0 / 60.0) {
            frames += 1
            XCTAssertLessThan(frames, 600, "the spring should settle within 10 s")
            if frames >= 600 { break }
        }
        XCTAssertEqual(animation.value, 300)
        XCTAssertEqual(animation.velocity, 0)
        XCTAssertTrue(animation.isAtRest)
        XCTAssertGreaterThan(frames, 10, "a 0.5 s response spring cannot settle in a few frames")
        XCTAssertTrue(animation.step(by: 1.0 / 60.0))
    }

    func testRestNeedsSmallDisplacementAndSmallVelocity() {
        XCTAssertTrue(RestThreshold.points.isResting(displacement: 0.49, velocity: 4.9))
        XCTAssertFalse(RestThreshold.points.isResting(displacement: 0.51, velocity: 0))
        XCTAssertFalse(RestThreshold.points.isResting(displacement: 0, velocity: 5.1))
        XCTAssertTrue(RestThreshold.unitless.isResting(displacement: 0.0009, velocity: 0.009))
        XCTAssertFalse(RestThreshold.unitless.isResting(displacement: 0.002, velocity: 0))
        XCTAssertFalse(RestThreshold.never.isResting(displacement: 0, velocity: 0))
    }

    func testUnitlessThresholdKeepsAnimatingWherePointsWouldStop() {
        var alpha = SpringAnimation(spring: .smooth, value: 0, target: 1, restThreshold: .unitless)
        XCTAssertFalse(alpha.step(by: 0.01))
        var points = SpringAnimation(spring: .smooth, value: 0, target: 1, restThreshold: .points)
        points.step(by: 0.3)
        alpha.step(by: 0.29)
        XCTAssertEqual(points.value, 1, "a 1 pt move is within half a point soon")
        XCTAssertNotEqual(alpha.value, 1, "alpha still has visible distance to go")
    }

    func testNormalisedVelocityIsAFractionOfTheDistance() {
        let animation = SpringAnimation(spring: .bouncy, value: 100, target: 300, velocity: .normalized(2))
        XCTAssertEqual(animation.velocity, 400)
        let backwards = SpringAnimation(spring: .bouncy, value: 300, target: 100, velocity: .normalized(2))
        XCTAssertEqual(backwards.velocity, -400)
    }

    func testNormalisedVelocityOnZeroDistanceIsZero() {
        var animation = SpringAnimation(spring: .bouncy, value: 50, target: 50, velocity: .normalized(5))
        XCTAssertEqual(animation.velocity, 0)
        XCTAssertFalse(animation.velocity.isNaN)
        XCTAssertTrue(animation.step(by: 1.0 / 60.0))
        XCTAssertEqual(animation.value, 50)
    }

    func testAbsoluteVelocityIsKeptAndMovesAZeroDistanceAnimation() {
        var animation = SpringAnimation(spring: .bouncy, value: 50, target: 50, velocity: .absolute(1000))
        XCTAssertEqual(animation.velocity, 1000)
        XCTAssertFalse(animation.step(by: 1.0 / 60.0))
        XCTAssertGreaterThan(animation.value, 50)
    }

    func testRetargetingKeepsValueAndVelocity() {
        var animation = SpringAnimation(spring: .snappy, value: 0, target: 100)
        animation.step(by: 0.1)
        let (value, velocity) = (animation.value, animation.velocity)
        animation.target = -100
        XCTAssertEqual(animation.value, value)
        XCTAssertEqual(animation.velocity, velocity)
        animation.step(by: 0.1)
        XCTAssertLessThan(animation.value, value + velocity * 0.1, "the new target pulls it back")
    }

    // MARK: - Helpers

    static func rungeKuttaStep(spring: Spring, x: Double, v: Double, dt: Double) -> (Double, Double) {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            -(spring.stiffness * x + spring.damping * v) / spring.mass
        }
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + 0.5 * dt * k1v, acceleration(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v))
        let (k3x, k3v) = (v + 0.5 * dt * k2v, acceleration(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v))
        let (k4x, k4v) = (v + dt * k3v, acceleration(x + dt * k3x, v + dt * k3v))
        return (
            x + dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x),
            v + dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        )
    }
}
