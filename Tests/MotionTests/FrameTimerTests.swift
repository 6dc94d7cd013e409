import XCTest

@testable import Motion

final class FrameTimerTests: XCTestCase {
    func testFirstFrameIsSeededWithOneNominalFrame() {
        var timer = FrameTimer()
        XCTAssertEqual(timer.tick(at: 1234.5), 1.0 / 60.0, accuracy: 1e-15)
        var custom = FrameTimer(nominalFrameDuration: 1.0 / 120.0)
        XCTAssertEqual(custom.tick(at: 0), 1.0 / 120.0, accuracy: 1e-15)
    }

    func testLaterFramesUseTheRealFrameTime() {
        var timer = FrameTimer()
        _ = timer.tick(at: 10)
        XCTAssertEqual(timer.tick(at: 10.008), 0.008, accuracy: 1e-12)
        XCTAssertEqual(timer.tick(at: 10.041), 0.033, accuracy: 1e-12)
    }

    func testHitchIsCappedAtSixtyFourMilliseconds() {
        var timer = FrameTimer()
        _ = timer.tick(at: 0)
        XCTAssertEqual(timer.tick(at: 0.5), 0.064, accuracy: 1e-15)
        XCTAssertEqual(timer.tick(at: 0.563), 0.063, accuracy: 1e-12, "just under the cap passes through")
    }

    func testTimeGoingBackwardsAdvancesByZero() {
        var timer = FrameTimer()
        _ = timer.tick(at: 5)
        XCTAssertEqual(timer.tick(at: 4.9), 0)
    }

    func testSlowAnimationsDivideTheStepByTen() {
        var timer = FrameTimer(slowAnimations: true)
        XCTAssertEqual(timer.tick(at: 0), 1.0 / 600.0, accuracy: 1e-15)
        XCTAssertEqual(timer.tick(at: 0.02), 0.002, accuracy: 1e-12)
        XCTAssertEqual(timer.tick(at: 1), 0.0064, accuracy: 1e-15, "capped first, then slowed")
        timer.slowAnimations = false
        XCTAssertEqual(timer.tick(at: 1.01), 0.01, accuracy: 1e-12)
    }

    func testResetSeedsTheNextTickAgain() {
        var timer = FrameTimer()
        _ = timer.tick(at: 0)
        _ = timer.tick(at: 0.016)
        timer.reset()
        XCTAssertNil(timer.lastTimestamp)
        XCTAssertEqual(timer.tick(at: 30), 1.0 / 60.0, accuracy: 1e-15, "idle time is not a hitch")
        XCTAssertEqual(timer.lastTimestamp, 30)
    }

    func testElapsedAnimationTimeAccumulatesSteps() {
        var timer = FrameTimer()
        _ = timer.tick(at: 0)
        _ = timer.tick(at: 0.02)
        _ = timer.tick(at: 1)
        XCTAssertEqual(timer.elapsedAnimationTime, 1.0 / 60.0 + 0.02 + 0.064, accuracy: 1e-12)
    }

    func testPausedTicksAdvanceOnlyByTheFramesStepped() {
        var timer = FrameTimer(slowAnimations: true)
        _ = timer.tick(at: 0)
        timer.isPaused = true
        XCTAssertEqual(timer.tick(at: 0.5), 0, "real time passes, animation time does not")
        timer.stepOneFrame()
        XCTAssertEqual(timer.pendingSteps, 1)
        XCTAssertEqual(timer.tick(at: 0.6), 1.0 / 60.0, accuracy: 1e-15, "one whole frame, not slowed")
        XCTAssertEqual(timer.tick(at: 0.7), 0, "one step, one frame")
        timer.stepOneFrame()
        timer.stepOneFrame()
        XCTAssertEqual(timer.tick(at: 0.8), 2.0 / 60.0, accuracy: 1e-15)
        XCTAssertEqual(timer.animationFrame, 3, "a slowed seed frame (1/600 s) and three stepped frames")
        timer.isPaused = false
        XCTAssertEqual(timer.tick(at: 0.81), 0.001, accuracy: 1e-12, "resumes from the last paused tick, slowed")
    }

    func testSteppingWhileRunningDoesNothing() {
        var timer = FrameTimer()
        timer.stepOneFrame()
        XCTAssertEqual(timer.pendingSteps, 0)
        XCTAssertEqual(timer.tick(at: 0), 1.0 / 60.0, accuracy: 1e-15)
    }

    func testDrivingATimerFromAManualClock() {
        let clock = ManualClock(now: 100)
        var timer = FrameTimer()
        XCTAssertEqual(timer.tick(at: clock.now), 1.0 / 60.0, accuracy: 1e-15)
        clock.advance(by: 0.025)
        XCTAssertEqual(clock.now, 100.025, accuracy: 1e-12)
        XCTAssertEqual(timer.tick(at: clock.now), 0.025, accuracy: 1e-9)
        clock.now = 200
        XCTAssertEqual(timer.tick(at: clock.now), 0.064, accuracy: 1e-15)
    }

    func testMonotonicClockDoesNotGoBackwards() {
        let clock: FrameClock = MonotonicClock()
        var previous = clock.now
        XCTAssertGreaterThan(previous, 0)
        for _ in 0..<1000 {
            let reading = clock.now
            XCTAssertGreaterThanOrEqual(reading, previous)
            previous = reading
        }
    }
}
