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
        XCTAssertEqual(covered, 41.185_230, accuracy: 1e-6, "exactly")
        XCTAssertEqual(motion.velocity(at: frame), -1991.306_423, accuracy: 1e-6, "1.11× the release, a frame on")
    }

    /// What `handOff` promises a short release, over a table of them: critically damped at
    /// 4·|v/x|, ahead of the release pace until within 10.162 % of the way, never past the
    /// target, at most 3·e^(−2/3) = 1.5403× the release speed, settled within the base's 0.5 s.
    func testAShortReleaseIsAheadOfItsPaceAndNeverOvershoots() {
        for (x, v) in [(70.0, -1800.0), (10, -2000), (20, -400), (89, -1200), (-30, 900), (0.5, -40)] {
            let spring = Spring.handOff(displacement: x, velocity: v, base: base)
            XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12, "x \(x) v \(v)")
            XCTAssertEqual(spring.naturalFrequency, 4 * abs(v / x), accuracy: 1e-9, "x \(x) v \(v)")
            let motion = SpringSolution(spring: spring, displacement: x, velocity: v)
            var fastest = 0.0, aheadUntil = 1.0
            for step in 0...4000 {
                let t = abs(x / v) * Double(step) / 1000
                let left = motion.position(at: t) / x
                XCTAssertGreaterThan(left, 0, "never past the target, x \(x) v \(v) t \(t)")
                if left > 1 + v / x * t + 1e-12, aheadUntil == 1 { aheadUntil = left }
                fastest = max(fastest, abs(motion.velocity(at: t)))
            }
            XCTAssertEqual(aheadUntil, 0.101_622, accuracy: 1e-3, "x \(x) v \(v)")
            XCTAssertEqual(fastest / abs(v), 1.540_251, accuracy: 2e-6, "x \(x) v \(v)")
            XCTAssertLessThan(abs(motion.position(at: 0.5)), min(1, 0.001 * abs(x)), "x \(x) v \(v)")
        }
    }
}
