import XCTest

@testable import Motion

/// The spring that takes over from a pointer: zero starting acceleration where it can, so the
/// value carries on at the pointer's speed; the base spring when it must turn round.
final class SpringHandOffTests: XCTestCase {
    /// The 0.5 s critically damped base: ω0 = √341.024 = 18.467 rad/s.
    private let base = Spring(dampingRatio: 1, duration: 0.5)

    func testTheFrequencyTable() {
        // (displacement pt, velocity pt/s, expected ω rad/s): −2v/x, clamped to [¼, 6]× 18.467.
        let table: [(x: Double, v: Double, omega: Double)] = [
            (300, -1200, 8.0),  // −2·(−1200)/300
            (89, -600, 13.483_146_067),  // the sheet caught late in its rise
            (300, -600, 4.616_706_738),  // 4.0 is below ¼ of the base
            (10, -2000, 110.800_961_717),  // 400 is above 6× the base
            (300, 600, 18.466_826_953),  // moving away: the base
            (300, 0, 18.466_826_953),  // still: the base
        ]
        for row in table {
            let spring = Spring.handOff(displacement: row.x, velocity: row.v, base: base)
            XCTAssertEqual(spring.naturalFrequency, row.omega, accuracy: 1e-6, "x \(row.x) v \(row.v)")
            XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12, "critically damped")
        }
    }

    func testAtZeroAccelerationTheValueKeepsThePointersSpeedForAFrame() {
        let spring = Spring.handOff(displacement: 300, velocity: -1200, base: base)
        let motion = SpringSolution(spring: spring, displacement: 300, velocity: -1200)
        XCTAssertEqual(motion.velocity(at: 0), -1200, accuracy: 1e-9)
        // v(t) = v0·e^(−ωt)·(1 + ωt): 0.99 of it after a 60 Hz frame, and no overshoot.
        XCTAssertEqual(motion.velocity(at: 1.0 / 60), -1190.235_714, accuracy: 1e-5)
        for step in 1...200 { XCTAssertGreaterThan(motion.position(at: Double(step) / 60), 0) }
    }
}
