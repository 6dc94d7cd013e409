import Motion
import XCTest

/// The coast-then-spring-back motion a scroll view's content and a zoom's release share.
final class CoastingMotionTests: XCTestCase {
    private let spring = Spring(dampingRatio: 1, response: 0.45)

    func testASlowReleaseInsideTheLimitsRests() {
        let motion = CoastingMotion.release(
            50, velocity: 9.9, limits: 0...100, rate: .normal, minimumSpeed: 10, spring: spring)
        XCTAssertEqual(motion, .idle)
    }

    func testAReleasePastALimitSpringsOntoItAtTheReleaseSpeed() {
        let motion = CoastingMotion.release(
            130, velocity: 200, limits: 0...100, rate: .normal, minimumSpeed: 10, spring: spring)
        guard case let .spring(animation) = motion else { return XCTFail("\(motion)") }
        XCTAssertEqual(animation.target, 100)
        XCTAssertEqual(motion.velocity, 200)
    }

    /// 1,000 pt/s from 95 with 100 as the limit: the coast crosses it in its first frame,
    /// then a spring takes the coast's speed there and brings the value back onto 100.
    func testACoastPastALimitHandsItsSpeedToASpring() {
        var motion = CoastingMotion.release(
            95, velocity: 1000, limits: 0...100, rate: .normal, minimumSpeed: 10, spring: spring)
        var value = 95.0
        var frames = 0
        while case .decay = motion {
            value = motion.step(by: 1.0 / 60, from: value, spring: spring)
            frames += 1
        }
        XCTAssertEqual(frames, 1)
        XCTAssertGreaterThan(value, 100)
        XCTAssertGreaterThan(motion.velocity, 900, "the spring starts at the coast's speed")
        while !motion.isIdle { value = motion.step(by: 1.0 / 60, from: value, spring: spring) }
        XCTAssertEqual(value, 100, accuracy: 0.5)
    }

    func testWithoutBouncingACoastStopsAtTheLimit() {
        var motion = CoastingMotion.release(
            95, velocity: 1000, limits: 0...100, rate: .normal, minimumSpeed: 10, spring: spring)
        let value = motion.step(by: 1.0 / 60, from: 95, spring: spring, bounces: false)
        XCTAssertEqual(value, 100)
        XCTAssertEqual(motion, .idle)
    }
}
