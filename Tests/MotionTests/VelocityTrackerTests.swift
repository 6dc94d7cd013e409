import XCTest

@testable import Motion

final class VelocityTrackerTests: XCTestCase {
    /// Feeds `position(t)` sampled every `interval` seconds from `start` through `end`.
    private func drag(
        _ tracker: inout VelocityTracker,
        from start: Double, through end: Double, every interval: Double,
        position: (Double) -> Vector2
    ) {
        var index = 0
        while true {
            let time = start + Double(index) * interval
            if time > end + 1e-12 { break }
            tracker.addSample(time: time, position: position(time))
            index += 1
        }
    }

    func testConstantSpeed() {
        var tracker = VelocityTracker()
        drag(&tracker, from: 0, through: 0.2, every: 0.008) { t in Vector2(x: 20 + 1200 * t, y: 300 - 450 * t) }
        let velocity = tracker.velocity(at: 0.2)
        XCTAssertEqual(velocity.x, 1200, accuracy: 1e-6)
        XCTAssertEqual(velocity.y, -450, accuracy: 1e-6)
    }

    func testAccelerationIsFollowedToTheNewestSample() {
        // x = ½·a·t² with a = 20 000 pt/s²: the slope at the newest sample is a·t.
        var tracker = VelocityTracker()
        drag(&tracker, from: 0, through: 0.096, every: 0.008) { t in Vector2(x: 10_000 * t * t, y: 0) }
        let velocity = tracker.velocity(at: 0.096)
        XCTAssertEqual(velocity.x, 20_000 * 0.096, accuracy: 1e-6)
        XCTAssertEqual(velocity.y, 0, accuracy: 1e-9)
    }

    func testOnlyTheLastHundredMillisecondsCount() {
        var tracker = VelocityTracker()
        tracker.maximumSampleCount = 100
        // Fast at first, then a steady 300 pt/s for the last 150 ms.
        drag(&tracker, from: 0, through: 0.1, every: 0.01) { t in Vector2(x: 5000 * t, y: 0) }
        drag(&tracker, from: 0.11, through: 0.25, every: 0.01) { t in Vector2(x: 500 + 300 * (t - 0.1), y: 0) }
        XCTAssertEqual(tracker.velocity(at: 0.25).x, 300, accuracy: 1e-6)
    }

    func testAtMostTwentySamplesAreKept() {
        var tracker = VelocityTracker()
        drag(&tracker, from: 0, through: 0.5, every: 0.001) { t in Vector2(x: t, y: 0) }
        XCTAssertEqual(tracker.samples.count, 20)
        XCTAssertEqual(tracker.samples.last?.time ?? 0, 0.5, accuracy: 1e-12)
    }

    func testStopThenReleaseGivesZero() {
        var tracker = VelocityTracker()
        drag(&tracker, from: 0, through: 0.1, every: 0.01) { t in Vector2(x: 2000 * t, y: 0) }
        XCTAssertGreaterThan(tracker.velocity(at: 0.13).x, 1000, "30 ms still is not a rest")
        XCTAssertEqual(tracker.velocity(at: 0.15), .zero, "50 ms without events is a rest")
    }

    func testRepeatedPositionsCountAsResting() {
        var tracker = VelocityTracker()
        drag(&tracker, from: 0, through: 0.1, every: 0.01) { t in Vector2(x: 2000 * t, y: 0) }
        drag(&tracker, from: 0.11, through: 0.16, every: 0.01) { _ in Vector2(x: 200, y: 0) }
        XCTAssertTrue(tracker.isResting(at: 0.16))
        XCTAssertEqual(tracker.velocity(at: 0.16), .zero)
    }

    func testGapBreaksTheFit() {
        var tracker = VelocityTracker()
        drag(&tracker, from: 0, through: 0.03, every: 0.01) { t in Vector2(x: 5000 * t, y: 0) }
        // 50 ms pause without events, then moves on at 100 pt/s.
        drag(&tracker, from: 0.08, through: 0.12, every: 0.01) { t in Vector2(x: 150 + 100 * (t - 0.08), y: 0) }
        XCTAssertEqual(tracker.velocity(at: 0.12).x, 100, accuracy: 1e-6)
    }

    func testSharedTimestampsAreMergedWithoutDividingByZero() {
        var tracker = VelocityTracker()
        for step in 0...10 {
            let time = Double(step) * 0.01
            tracker.addSample(time: time, position: Vector2(x: 999, y: 999))
            tracker.addSample(time: time, position: Vector2(x: 800 * time, y: 0))
        }
        XCTAssertEqual(tracker.samples.count, 11)
        let velocity = tracker.velocity(at: 0.1)
        XCTAssertEqual(velocity.x, 800, accuracy: 1e-6)
        XCTAssertFalse(velocity.x.isNaN || velocity.y.isNaN)
    }

    /// A drag up at 1000 pt/s whose frame took 200 ms: the window system then hands over eight
    /// moves at once, which arrive stamped a microsecond apart. They count as one sample (the
    /// last position), so the release still goes up at the drag's speed; fitted separately,
    /// the burst's 117 pt in 7 µs bent the curve so far that the flick went down.
    func testABurstWithinAMillisecondCountsAsOneSample() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 0, position: Vector2(x: 0, y: 600))
        for i in 1...8 {
            tracker.addSample(time: 0.2 + Double(i) * 1e-6, position: Vector2(x: 0, y: 600 - 20 * Double(i)))
        }
        XCTAssertEqual(tracker.samples.count, 2)
        XCTAssertEqual(tracker.samples.last, .init(time: 0.200001, position: Vector2(x: 0, y: 440)))
        for i in 1...3 {
            tracker.addSample(time: 0.2 + Double(i) * 0.02, position: Vector2(x: 0, y: 440 - 20 * Double(i)))
        }
        XCTAssertEqual(tracker.velocity(at: 0.26).y, -1000, accuracy: 1, "up, at the drag's speed")
        XCTAssertEqual(tracker.coalescingInterval, 0.001)
    }

    func testAllSamplesAtOneTimestampGiveZero() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 1, position: Vector2(x: 0, y: 0))
        tracker.addSample(time: 1, position: Vector2(x: 50, y: 0))
        tracker.addSample(time: 1, position: Vector2(x: 100, y: 0))
        XCTAssertEqual(tracker.velocity(at: 1), .zero)
        XCTAssertEqual(tracker.samples.last?.position, Vector2(x: 100, y: 0))
    }

    func testTwoSamplesGiveTheChordSlope() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 0, position: Vector2(x: 0, y: 0))
        tracker.addSample(time: 0.016, position: Vector2(x: 8, y: -4))
        let velocity = tracker.velocity(at: 0.016)
        XCTAssertEqual(velocity.x, 500, accuracy: 1e-6)
        XCTAssertEqual(velocity.y, -250, accuracy: 1e-6)
    }

    func testSpeedIsClampedKeepingDirection() {
        var tracker = VelocityTracker()
        drag(&tracker, from: 0, through: 0.05, every: 0.005) { t in Vector2(x: 30_000 * t, y: -40_000 * t) }
        let velocity = tracker.velocity(at: 0.05)
        XCTAssertEqual(velocity.length, 8000, accuracy: 1e-6)
        XCTAssertEqual(velocity.x, 4800, accuracy: 1e-6)
        XCTAssertEqual(velocity.y, -6400, accuracy: 1e-6)
    }

    func testOneDimensionalSamplesAndReset() {
        var tracker = VelocityTracker()
        for step in 0...8 { tracker.addSample(time: Double(step) * 0.01, position: -700 * Double(step) * 0.01) }
        XCTAssertEqual(tracker.velocity(at: 0.08).x, -700, accuracy: 1e-6)
        tracker.reset()
        XCTAssertTrue(tracker.samples.isEmpty)
        XCTAssertEqual(tracker.velocity(at: 0.08), .zero)
    }

    func testLeastSquaresSolverFitsAnExactQuadratic() {
        let x: [Double] = [-3, -2, -1, 0]
        let y = x.map { 2 - 0.5 * $0 + 0.25 * $0 * $0 }
        let coefficients = LeastSquaresSolver(x: x, y: y).solve(degree: 2)
        XCTAssertEqual(coefficients?.count, 3)
        XCTAssertEqual(coefficients?[0] ?? .nan, 2, accuracy: 1e-12)
        XCTAssertEqual(coefficients?[1] ?? .nan, -0.5, accuracy: 1e-12)
        XCTAssertEqual(coefficients?[2] ?? .nan, 0.25, accuracy: 1e-12)
        XCTAssertNil(LeastSquaresSolver(x: [1, 1, 1], y: [0, 1, 2]).solve(degree: 1))
        XCTAssertNil(LeastSquaresSolver(x: [1, 2], y: [0, 1]).solve(degree: 2))
    }
}
