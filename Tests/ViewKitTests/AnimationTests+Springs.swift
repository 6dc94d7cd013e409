import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// Retargeting in flight (additive tracks: no jump in value or velocity) and View.animate's
/// spring variant.
extension AnimationTests {
    /// A view at x = 0 with a linear 1 s animation to x = 100, advanced 0.5 s (shown at 50, 100 pt/s).
    private func viewHalfWayToHundred() -> View {
        let v = addView(CGRect(x: -50, y: 0, width: 100, height: 100))
        View.animate(withDuration: 1, options: .curveLinear) { v.center.x = 100 }
        advanceAnimations(window, by: 0.5, frames: 4)
        return v
    }

    private func checkRetarget(
        _ v: View, retarget: () -> Void, settleWithin seconds: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let xBefore = v.presentation.center.x, vBefore = v.presentationVelocity(.center)
        XCTAssertEqual(xBefore, 50, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(vBefore[0], 100, accuracy: 1e-6, file: file, line: line)
        retarget()
        XCTAssertEqual(v.center.x, 300, "model takes the new target", file: file, line: line)
        XCTAssertEqual(v.presentation.center.x, xBefore, accuracy: 1e-9, "jump on retarget", file: file, line: line)
        XCTAssertEqual(
            v.presentationVelocity(.center)[0], vBefore[0], accuracy: 1e-6, "velocity jump",
            file: file, line: line)
        XCTAssertEqual(v.presentationVelocity(.center)[1], 0, file: file, line: line)
        // Frame to frame, the shown value keeps moving smoothly: no step bigger than its speed allows.
        var last = v.presentation.center.x
        let dt = 1.0 / 240
        for _ in 0..<Int(seconds / dt) {
            window.animator.advance(by: dt)
            let x = v.presentation.center.x
            XCTAssertLessThan(abs(x - last), 4, "jump of \(x - last)", file: file, line: line)
            last = x
            if !v.isAnimating { break }
        }
        XCTAssertFalse(v.isAnimating, "still animating after \(seconds) s", file: file, line: line)
        XCTAssertEqual(v.presentation.center.x, 300, file: file, line: line)
        XCTAssertFalse(window.animator.isAnimating, file: file, line: line)
    }

    func testRetargetWithEaseInOutHasNoJumpInValueOrVelocity() {
        let v = viewHalfWayToHundred()
        var done: [Bool] = []
        checkRetarget(
            v,
            retarget: {
                View.animate(withDuration: 1, options: .curveEaseInOut, animations: { v.center.x = 300 }) {
                    done.append($0)
                }
            }, settleWithin: 1.1)
        XCTAssertEqual(done, [true])
    }

    func testRetargetWithASpringHasNoJumpInValueOrVelocity() {
        let v = viewHalfWayToHundred()
        var done: [Bool] = []
        checkRetarget(
            v,
            retarget: {
                View.animate(
                    withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                    animations: { v.center.x = 300 }
                ) { done.append($0) }
            }, settleWithin: 1.5)
        XCTAssertEqual(done, [true])
    }

    // MARK: Springs

    /// Runs a 1 s spring on center.x 0 → 100 at 60 fps; returns the shown x per frame and the completions.
    private func runSpring(damping: CGFloat, velocity: CGFloat = 0, frames: Int = 180) -> ([Double], [Bool]) {
        let v = addView(CGRect(x: -50, y: 0, width: 100, height: 100))
        var done: [Bool] = []
        View.animate(
            withDuration: 1, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
            animations: { v.center.x = 100 }
        ) { done.append($0) }
        var xs: [Double] = []
        for _ in 0..<frames {
            window.animator.advance(by: 1.0 / 60)
            xs.append(Double(v.presentation.center.x))
        }
        XCTAssertFalse(v.isAnimating, "settled within \(frames) frames")
        XCTAssertEqual(v.center.x, 100)
        return (xs, done)
    }

    func testCriticallyAndOverDampedSpringsNeverOvershootAndSettleExactly() {
        for damping: CGFloat in [1, 1.5] {
            let (xs, done) = runSpring(damping: damping)
            XCTAssertLessThanOrEqual(xs.max()!, 100, "ζ = \(damping) overshoots")
            XCTAssertEqual(zip(xs, xs.dropFirst()).filter { $0 > $1 }.count, 0, "ζ = \(damping) moves back")
            XCTAssertEqual(xs.last, 100, "ζ = \(damping) settles exactly on the target")
            XCTAssertEqual(done, [true], "ζ = \(damping)")
        }
    }

    func testUnderDampedSpringOvershootsThenSettles() {
        let (xs, done) = runSpring(damping: 0.5)
        XCTAssertGreaterThan(xs.max()!, 110, "ζ = 0.5 overshoots by about 16 %")
        XCTAssertEqual(xs.last, 100)
        XCTAssertEqual(done, [true])
    }

    func testInitialSpringVelocityIsAFractionOfTheDistancePerSecond() {
        let v = addView(CGRect(x: -50, y: -50, width: 100, height: 100))
        View.animate(
            withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 2,
            animations: { v.center = CGPoint(x: 100, y: -100) })
        let velocity = v.presentationVelocity(.center)
        XCTAssertEqual(velocity[0], 200, accuracy: 1e-9, "2 × 100 pt per second")
        XCTAssertEqual(velocity[1], -200, accuracy: 1e-9, "2 × −100 pt per second")
        window.animator.advance(by: 1e-4)
        XCTAssertEqual(v.presentation.center.x, 0.02, accuracy: 1e-3, "moved at 200 pt/s")
        XCTAssertGreaterThan(v.presentationVelocity(.center)[0], 199)
    }

    /// Runs `animations` at `fps` for 2 s; returns the shown center.x every 1/30 s, keyed by tick.
    private func shownEveryThirtieth(fps: Int, _ animate: (View) -> Void) -> [Int: Double] {
        let w = makeWindow()
        let v = View(frame: CGRect(x: -50, y: 0, width: 100, height: 100))
        w.addSubview(v)
        animate(v)
        var shown: [Int: Double] = [:]
        for frame in 1...(fps * 2) {
            w.animator.advance(by: 1 / Double(fps))
            if frame % (fps / 30) == 0 { shown[frame / (fps / 30)] = Double(v.presentation.center.x) }
        }
        XCTAssertFalse(v.isAnimating, "\(fps) fps settles within 2 s")
        return shown
    }

    private func checkSameAt30And240Fps(_ animate: (View) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let slow = shownEveryThirtieth(fps: 30, animate), fast = shownEveryThirtieth(fps: 240, animate)
        XCTAssertEqual(slow.count, 60, file: file, line: line)
        var worst = (tick: 0, error: 0.0)
        for (tick, x) in slow where abs(x - fast[tick]!) > worst.error { worst = (tick, abs(x - fast[tick]!)) }
        XCTAssertLessThan(
            worst.error, 1e-9, "30 vs 240 fps differ by \(worst.error) pt at \(Double(worst.tick) / 30) s",
            file: file, line: line)
    }

    func testSpringShownValuesDoNotDependOnTheFrameRate() {
        checkSameAt30And240Fps { v in
            View.animate(
                withDuration: 0.8, usingSpringWithDamping: 0.6, initialSpringVelocity: 1.5,
                animations: { v.center.x = 300 })
        }
    }

    /// The commonest spring: critically damped over 1 s. Its settling time (0.1 % left) is exactly
    /// 1 s, a frame time at every rate, so it must not settle at 240 fps but not at 30 fps.
    func testCriticalOneSecondSpringDoesNotDependOnTheFrameRate() {
        checkSameAt30And240Fps { v in
            View.animate(
                withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                animations: { v.center.x = 300 })
        }
    }
}
