import XCTest

@testable import Motion

/// Issue 29, item 6: a release with little distance left must not brake either. Let go at
/// 1,800 pt/s with 70 pt to go, the critically damped hand-off with zero starting acceleration
/// covered 27.56 pt in its first 60 Hz frame, not the 30 pt the release speed covers, and its
/// speed fell to 79 % of the release's after that frame. Now it keeps pace (`Spring.handOff`).
final class SpringHandOffShortReleaseTests: XCTestCase {
    private let base = Spring(dampingRatio: 1, duration: 0.5)
    private let frame = 1.0 / 60

    func testAShortFastReleaseDoesNotBrakeInItsFirstFrame() {
        let spring = Spring.handOff(displacement: 70, velocity: -1800, base: base)
        let motion = SpringSolution(spring: spring, displacement: 70, velocity: -1800)
        XCTAssertEqual(motion.velocity(at: 0), -1800, accuracy: 1e-9, "it starts at the release's speed")
        let covered = 70 - motion.position(at: frame)
        XCTAssertGreaterThanOrEqual(covered, 1800 * frame, "at least the release speed's 30 pt")
        XCTAssertEqual(covered, 42.157_564, accuracy: 1e-6, "exactly")
        XCTAssertEqual(motion.velocity(at: frame), -2294.622_773, accuracy: 1e-6, "1.27× the release, a frame on")
    }

    /// What `handOff` promises a short release, over a table of them: never behind the release
    /// pace until it reaches the target, there exactly when the pace is, at most 1.54× the
    /// release speed on the way, a 3.0 % overshoot, settled within the base's 0.5 s.
    func testAShortReleaseKeepsPaceUntilTheTarget() {
        for (x, v) in [(70.0, -1800.0), (10, -2000), (20, -400), (89, -1200), (-30, 900), (0.5, -40)] {
            let spring = Spring.handOff(displacement: x, velocity: v, base: base)
            XCTAssertEqual(spring.dampingRatio, 0.75, accuracy: 1e-12, "x \(x) v \(v)")
            XCTAssertEqual(spring.naturalFrequency, 3.268_708_141_559_359_5 * abs(v / x), accuracy: 1e-9)
            let motion = SpringSolution(spring: spring, displacement: x, velocity: v)
            let arrival = abs(x / v)
            XCTAssertEqual(motion.position(at: arrival), 0, accuracy: 1e-9 * abs(x), "x \(x) v \(v)")
            var fastest = 0.0, farthest = 0.0
            for step in 0...1000 {
                let t = arrival * Double(step) / 1000
                let pace = x + v * t
                XCTAssertLessThanOrEqual(abs(motion.position(at: t)), abs(pace) + 1e-9 * abs(x), "x \(x) v \(v) t \(t)")
                fastest = max(fastest, abs(motion.velocity(at: t)))
            }
            for step in 0...2000 { farthest = max(farthest, -motion.position(at: 0.5 * Double(step) / 2000) / x) }
            XCTAssertEqual(fastest / abs(v), 1.535_387, accuracy: 1e-6, "x \(x) v \(v)")
            XCTAssertEqual(farthest, 0.030_25, accuracy: 5e-5, "overshoot, sampled every 0.25 ms, x \(x) v \(v)")
            XCTAssertLessThan(abs(motion.position(at: 0.5)), min(1, 0.001 * abs(x)), "x \(x) v \(v)")
        }
    }
}
