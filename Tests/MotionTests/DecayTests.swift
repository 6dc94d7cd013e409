import Foundation
import XCTest

@testable import Motion

final class DecayTests: XCTestCase {
    func testRates() {
        XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99)
    }

    func testProjectedStopIsApplesFormula() {
        // x0 + v·rate / (1000·(1 − rate)): 2000 pt/s → 998 pt (normal), 198 pt (fast).
        XCTAssertEqual(Decay(value: 0, velocity: 2000).projectedStop, 998, accuracy: 1e-9)
        XCTAssertEqual(Decay(value: 10, velocity: 2000, rate: .fast).projectedStop, 208, accuracy: 1e-9)
        XCTAssertEqual(Decay(value: 500, velocity: -1000).projectedStop, 1, accuracy: 1e-9)
    }

    func testVelocityIsRatePerMillisecond() {
        let decay = Decay(value: 0, velocity: 2000)
        XCTAssertEqual(decay.velocity(at: 0), 2000)
        XCTAssertEqual(decay.velocity(at: 0.001), 2000 * 0.998, accuracy: 1e-9)
        XCTAssertEqual(decay.velocity(at: 0.5), 2000 * pow(0.998, 500), accuracy: 1e-9)
    }

    func testPositionIsTheSummedPerMillisecondModel() {
        let decay = Decay(value: 0, velocity: 2000)
        // After n whole milliseconds the discrete model has moved Σ_{i=1…n} v0·rateⁱ / 1000.
        var sum = 0.0
        var velocity = 2000.0
        for millisecond in 1...300 {
            velocity *= 0.998
            sum += velocity / 1000
            if millisecond % 50 == 0 {
                XCTAssertEqual(decay.position(at: Double(millisecond) / 1000), sum, accuracy: 1e-9)
            }
        }
        XCTAssertEqual(decay.position(at: 0), 0)
        XCTAssertEqual(decay.position(at: 100), decay.projectedStop, accuracy: 1e-9)
    }

    func testFlickAnimationComesToRestWithinOnePointOfTheFormula() {
        let formula = 0 + 2000 * 0.998 / (1000 * (1 - 0.998))
        var animation = DecayAnimation(value: 0, velocity: 2000)
        var frames = 0
        while !animation.step(by: 1.0 / 60.0), frames < 10_000 { frames += 1 }
        XCTAssertLessThan(frames, 10_000)
        XCTAssertEqual(animation.value, formula, accuracy: 1)
        XCTAssertEqual(animation.value, formula, accuracy: 1e-9, "it snaps exactly onto the stop")
        XCTAssertEqual(animation.velocity, 0)
        // Remaining distance is v/(1000·|ln rate|) ≈ v/2, so 0.5 pt is reached near 1 pt/s: ~4 s.
        XCTAssertGreaterThan(Double(frames) / 60, 3)
        XCTAssertLessThan(Double(frames) / 60, 5)
    }

    func testDecayAnimationIsFrameRateIndependent() {
        var slow = DecayAnimation(value: 0, velocity: -3000, rate: .fast, restThreshold: .never)
        var fast = DecayAnimation(value: 0, velocity: -3000, rate: .fast, restThreshold: .never)
        for _ in 0..<30 { slow.step(by: 1.0 / 30.0) }
        for _ in 0..<240 { fast.step(by: 1.0 / 240.0) }
        let exact = Decay(value: 0, velocity: -3000, rate: .fast)
        XCTAssertEqual(slow.value, exact.position(at: 1), accuracy: 1e-9)
        XCTAssertEqual(fast.value, exact.position(at: 1), accuracy: 1e-9)
        XCTAssertEqual(fast.velocity, exact.velocity(at: 1), accuracy: 1e-9)
    }

    func testDurationToWithinADistance() {
        let decay = Decay(value: 0, velocity: 2000)
        let time = decay.duration(toWithin: 0.5)
        XCTAssertEqual(decay.projectedStop - decay.position(at: time), 0.5, accuracy: 1e-9)
        XCTAssertEqual(decay.duration(toWithin: 2000), 0)
        XCTAssertEqual(Decay(value: 0, velocity: 0).duration(toWithin: 0.5), 0)
    }

    func testZeroVelocityIsAlreadyAtRest() {
        var animation = DecayAnimation(value: 42, velocity: 0)
        XCTAssertTrue(animation.step(by: 1.0 / 60.0))
        XCTAssertEqual(animation.value, 42)
    }
}
