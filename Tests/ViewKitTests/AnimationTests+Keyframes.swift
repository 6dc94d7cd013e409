import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// View.animateKeyframes with View.addKeyframe: each keyframe runs linearly over its slice of
/// the whole duration; before its slice it shows the value it starts from, after it the value it set.
extension AnimationTests {
    func testPopDismissalScalesToZeroOverTheFirstHalf() {
        let v = addView()
        var done: [Bool] = []
        View.animateKeyframes(
            withDuration: 0.5,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    v.transform = CGAffineTransform(scaleX: 0, y: 0)
                }
            }
        ) { done.append($0) }
        XCTAssertEqual(v.transform, CGAffineTransform(scaleX: 0, y: 0))
        XCTAssertEqual(v.presentation.transform, .identity)
        window.animator.advance(by: 0.125)
        XCTAssertEqual(v.presentation.transform.a, 0.5, accuracy: 1e-9)
        XCTAssertEqual(v.presentation.transform.d, 0.5, accuracy: 1e-9)
        XCTAssertEqual(v.presentationVelocity(.transform)[0], -4, accuracy: 1e-9, "1 → 0 in 0.25 s")
        window.animator.advance(by: 0.125)
        XCTAssertEqual(v.presentation.transform.a, 0, accuracy: 1e-9)
        window.animator.advance(by: 0.125)
        XCTAssertEqual(v.presentation.transform.a, 0, accuracy: 1e-9, "stays at 0 after its slice")
        XCTAssertEqual(v.presentationVelocity(.transform)[0], 0, "no motion after its slice")
        XCTAssertTrue(v.isAnimating)
        XCTAssertEqual(done, [])
        window.animator.advance(by: 0.125)
        XCTAssertEqual(done, [true])
        XCTAssertFalse(v.isAnimating)
        XCTAssertLines(window.makeDisplayList().dump, "", "scale 0 draws nothing")
    }

    func testChainedAlphaKeyframes() {
        let v = addView()
        View.animateKeyframes(
            withDuration: 2,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
            })
        XCTAssertEqual(v.alpha, 0)
        let expected: [Double] = [0.875, 0.75, 0.625, 0.5, 0.375, 0.25, 0.125]
        for (i, alpha) in expected.enumerated() {
            window.animator.advance(by: 0.25)
            XCTAssertEqual(Double(v.presentation.alpha), alpha, accuracy: 1e-9, "at \(Double(i + 1) / 8) of the time")
        }
        window.animator.advance(by: 0.25)
        XCTAssertEqual(v.presentation.alpha, 0)
        XCTAssertFalse(v.isAnimating)
    }

    /// Two back-to-back linear keyframes of the same speed: the shown velocity is that speed
    /// throughout, the shared boundary included (it is not counted twice there).
    func testChainedKeyframesVelocityIsContinuousAcrossTheirBoundary() {
        let v = addView()
        View.animateKeyframes(
            withDuration: 2,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
            })
        for i in 1...7 {
            window.animator.advance(by: 0.25)
            XCTAssertEqual(v.presentationVelocity(.alpha)[0], -0.5, accuracy: 1e-9, "at \(Double(i) / 8) of the time")
        }
    }

    func testKeyframeBeforeItsSliceShowsItsStartingValue() {
        let v = addView()
        View.animateKeyframes(
            withDuration: 1,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { v.center.x = 150 }
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
            })
        window.animator.advance(by: 0.25)
        XCTAssertEqual(v.presentation.center.x, 50, accuracy: 1e-9)
        XCTAssertEqual(v.presentationVelocity(.center)[0], 0)
        XCTAssertEqual(v.presentation.alpha, 0.75, accuracy: 1e-9, "the other keyframe runs")
        window.animator.advance(by: 0.375)
        XCTAssertEqual(v.presentation.center.x, 100, accuracy: 1e-9, "half of its slice")
        XCTAssertEqual(v.presentationVelocity(.center)[0], 400, accuracy: 1e-9, "100 pt in 0.25 s")
        window.animator.advance(by: 0.125)
        XCTAssertEqual(v.presentation.center.x, 150, accuracy: 1e-9)
    }

    func testKeyframesWithADelayWaitThenRun() {
        let v = addView()
        View.animateKeyframes(
            withDuration: 1, delay: 0.5,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.cornerRadius = 10 }
            })
        window.animator.advance(by: 0.5)
        XCTAssertEqual(v.presentation.cornerRadius, 0)
        window.animator.advance(by: 0.5)
        XCTAssertEqual(v.presentation.cornerRadius, 5, accuracy: 1e-9)
    }

    func testAddKeyframeOutsideAnimateKeyframesAppliesAtOnce() {
        let v = addView()
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.25 }
        XCTAssertEqual(v.presentation.alpha, 0.25)
        XCTAssertFalse(v.isAnimating)
    }

    /// A keyframe animation that is reversed retraces its keyframes back to the start.
    func testReversedKeyframeAnimatorRetracesItsKeyframes() {
        let v = addView()
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0 }
        }
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.animator.advance(by: 0.25)
        XCTAssertEqual(v.presentation.alpha, 0.5, accuracy: 1e-9)
        animator.isReversed = true
        XCTAssertEqual(v.presentation.alpha, 0.5, accuracy: 1e-9)
        window.animator.advance(by: 0.125)
        XCTAssertEqual(v.presentation.alpha, 0.75, accuracy: 1e-9)
        window.animator.advance(by: 0.125)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(v.alpha, 1)
    }
}
