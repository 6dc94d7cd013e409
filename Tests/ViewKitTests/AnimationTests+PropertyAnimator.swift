import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// PropertyAnimator, UIViewPropertyAnimator's semantics: scrubbing, reversing, stopping,
/// finishing at a position, adding animations and continuing with new timing.
/// Each test moves a view's center.x from 0 to 100 over 1 s.
extension AnimationTests {
    private func makeAnimator(_ curve: AnimationCurve = .linear) -> (View, PropertyAnimator) {
        let v = addView(CGRect(x: -50, y: 0, width: 100, height: 100))
        let animator = PropertyAnimator(duration: 1, curve: curve) { v.center.x = 100 }
        return (v, animator)
    }

    private func shownX(_ v: View) -> Double { Double(v.presentation.center.x) }

    private func checkState(
        _ animator: PropertyAnimator, _ state: AnimatingState, running: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(animator.state, state, file: file, line: line)
        XCTAssertEqual(animator.isRunning, running, file: file, line: line)
    }

    func testStateAndIsRunningTransitions() {
        let (v, animator) = makeAnimator()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(v.center.x, 0, "blocks run at start, not at init")
        animator.startAnimation()
        checkState(animator, .active, running: true)
        XCTAssertEqual(v.center.x, 100)
        XCTAssertTrue(window.animator.isAnimating)
        window.animator.advance(by: 0.25)
        animator.pauseAnimation()
        checkState(animator, .active, running: false)
        XCTAssertFalse(window.animator.isAnimating, "a paused animator needs no frames")
        window.animator.advance(by: 0.5)
        XCTAssertEqual(shownX(v), 25, accuracy: 1e-9, "paused: no progress")
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
        animator.startAnimation()
        XCTAssertTrue(animator.isRunning)
        window.animator.advance(by: 0.75)
        checkState(animator, .inactive, running: false)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(window.animator.activeCount, 0)
    }

    func testScrubbingWhilePausedIsLinearEvenForEaseInOutAndResumesWithoutAJump() {
        let (v, animator) = makeAnimator(.easeInOut)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        animator.fractionComplete = 0.3
        XCTAssertEqual(shownX(v), 30, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
        animator.fractionComplete = 0.6
        XCTAssertEqual(shownX(v), 60, accuracy: 1e-9)
        animator.startAnimation()
        XCTAssertEqual(shownX(v), 60, accuracy: 1e-9, "no jump on resume")
        window.animator.advance(by: 1.0 / 240)
        XCTAssertEqual(shownX(v), 60, accuracy: 1.0, "moves on smoothly from 60")
        XCTAssertGreaterThan(shownX(v), 60)
        advanceAnimations(window, by: 1, frames: 10)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(shownX(v), 100)
    }

    func testReversingMidFlightRunsBackFromWhereItIsAndEndsAtStart() {
        let (v, animator) = makeAnimator(.easeInOut)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.animator.advance(by: 0.4)
        let x = shownX(v), speed = v.presentationVelocity(.center)[0]
        XCTAssertGreaterThan(speed, 0)
        animator.isReversed = true
        XCTAssertTrue(animator.isReversed)
        XCTAssertEqual(shownX(v), x, accuracy: 1e-9, "no jump on reversal")
        XCTAssertEqual(v.presentationVelocity(.center)[0], -speed, accuracy: 1e-6, "same speed, backwards")
        window.animator.advance(by: 0.2)
        XCTAssertEqual(shownX(v), 100 * TimingCurve.easeInOut.value(at: 0.2), accuracy: 1e-6, "retraces the curve")
        window.animator.advance(by: 0.2)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(v.center.x, 0, "model set back to the start value")
        XCTAssertEqual(shownX(v), 0)
        XCTAssertFalse(v.isAnimating)
    }

    /// Stops half-way and finishes at `position`; returns the model x afterwards and the completions.
    private func stopHalfWayAndFinish(at position: AnimatingPosition) -> (Double, [AnimatingPosition]) {
        let (v, animator) = makeAnimator()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.animator.advance(by: 0.5)
        animator.stopAnimation(false)
        checkState(animator, .stopped, running: false)
        window.animator.advance(by: 0.25)
        XCTAssertEqual(shownX(v), 50, accuracy: 1e-9, "stopped in place")
        XCTAssertEqual(v.presentationVelocity(.center), [0, 0])
        XCTAssertEqual(positions, [], "no completion until finishAnimation")
        animator.finishAnimation(at: position)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(v.isAnimating)
        XCTAssertEqual(shownX(v), Double(v.center.x), "presentation equals the model once finished")
        XCTAssertEqual(window.animator.activeCount, 0)
        return (Double(v.center.x), positions)
    }

    func testFinishAtEndStartAndCurrent() {
        let end = stopHalfWayAndFinish(at: .end), start = stopHalfWayAndFinish(at: .start)
        let current = stopHalfWayAndFinish(at: .current)
        XCTAssertEqual(end.0, 100)
        XCTAssertEqual(end.1, [.end])
        XCTAssertEqual(start.0, 0)
        XCTAssertEqual(start.1, [.start])
        XCTAssertEqual(current.0, 50, accuracy: 1e-9)
        XCTAssertEqual(current.1, [.current])
    }

    func testStopWithoutFinishingLeavesValuesAsShownAndCallsNoCompletion() {
        let (v, animator) = makeAnimator()
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.animator.advance(by: 0.3)
        animator.stopAnimation(true)
        checkState(animator, .inactive, running: false)
        XCTAssertEqual(Double(v.center.x), 30, accuracy: 1e-9, "model is what was shown")
        XCTAssertFalse(v.isAnimating)
        window.animator.advance(by: 1)
        XCTAssertEqual(shownX(v), 30, accuracy: 1e-9)
        XCTAssertEqual(positions, [])
        XCTAssertEqual(window.animator.activeCount, 0, "a stopped animator is no longer the window's")
    }

    func testAnimationsAddedWhileRunningCoverTheRemainder() {
        let (v, animator) = makeAnimator()
        animator.startAnimation()
        window.animator.advance(by: 0.5)
        animator.addAnimations { v.alpha = 0 }
        XCTAssertEqual(v.alpha, 0)
        XCTAssertEqual(v.presentation.alpha, 1, accuracy: 1e-9, "starts from the old value")
        XCTAssertEqual(v.presentationVelocity(.alpha)[0], -2, accuracy: 1e-9, "1 → 0 in the remaining 0.5 s")
        window.animator.advance(by: 0.25)
        XCTAssertEqual(v.presentation.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shownX(v), 75, accuracy: 1e-9)
        window.animator.advance(by: 0.25)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(v.presentation.alpha, 0)
    }

    func testContinueWithACriticallyDampedSpringFromAPausedFraction() {
        let (v, animator) = makeAnimator(.easeInOut)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.continueAnimation(
            withTimingParameters: SpringTimingParameters(
                dampingRatio: 1,
                initialVelocity: CGVector(dx: 2, dy: 0)),
            durationFactor: 0.5)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(shownX(v), 40, accuracy: 1e-9, "no jump")
        XCTAssertEqual(v.presentationVelocity(.center)[0], 120, accuracy: 1e-6, "2 × the 60 pt still to go")
        var last = shownX(v)
        for _ in 0..<480 where animator.isRunning {
            window.animator.advance(by: 1.0 / 240)
            XCTAssertLessThan(abs(shownX(v) - last), 4)
            XCTAssertLessThanOrEqual(shownX(v), 100, "critically damped: no overshoot")
            last = shownX(v)
        }
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(shownX(v), 100)
    }

    /// With `scrubsLinearly` off the scrubbed values follow the curve; continuing must start there.
    func testContinueAfterACurvedScrubStartsWhereTheValuesAreShown() {
        let (v, animator) = makeAnimator(.easeIn)
        animator.scrubsLinearly = false
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let shown = shownX(v)
        XCTAssertEqual(shown, 100 * TimingCurve.easeIn.value(at: 0.5), accuracy: 1e-9)
        animator.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 1), durationFactor: 1)
        XCTAssertEqual(shownX(v), shown, accuracy: 1e-6, "jumped on continue")
    }

    func testSpringTimingVelocityIsPerAxis() {
        let v = addView(CGRect(x: -50, y: -50, width: 100, height: 100))
        let animator = PropertyAnimator(
            duration: 1,
            timingParameters:
                SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: -1)))
        animator.addAnimations { v.center = CGPoint(x: 100, y: 50) }
        animator.startAnimation()
        let velocity = v.presentationVelocity(.center)
        XCTAssertEqual(velocity[0], 200, accuracy: 1e-9, "dx drives x")
        XCTAssertEqual(velocity[1], -50, accuracy: 1e-9, "dy drives y")
    }

    /// A property snapped by a change outside any animation is no longer the animator's:
    /// finishing at the start must not write the old offset on top of the snapped value.
    func testFinishingAtStartLeavesASnappedPropertyAlone() {
        let (v, animator) = makeAnimator()
        animator.addAnimations { v.alpha = 0 }
        animator.startAnimation()
        window.animator.advance(by: 0.5)
        v.alpha = 0.7
        v.center.x = 10
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(v.alpha, 0.7, accuracy: 1e-9)
        XCTAssertEqual(v.center.x, 10, accuracy: 1e-9)
    }

    /// Animations added with a delay factor: the shown velocity must match how the values move.
    func testDelayedAnimationsVelocityMatchesTheirMotion() {
        let (v, animator) = makeAnimator(.easeInOut)
        animator.addAnimations({ v.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        window.animator.advance(by: 0.75)
        let before = Double(v.presentation.alpha), velocity = v.presentationVelocity(.alpha)[0]
        window.animator.advance(by: 1e-6)
        let measured = (Double(v.presentation.alpha) - before) / 1e-6
        XCTAssertLessThan(measured, -0.1, "alpha moves in the second half")
        XCTAssertEqual(velocity, measured, accuracy: 1e-3, "reported vs actual velocity of alpha")
    }

    func testWithoutAWindowTheAnimatorFinishesAtOnce() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = PropertyAnimator(duration: 1, dampingRatio: 0.7) { v.alpha = 0 }
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(v.presentation.alpha, 0)
    }
}
