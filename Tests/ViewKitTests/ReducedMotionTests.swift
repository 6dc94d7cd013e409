import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// Reduce Motion in ViewKit (issue 30, part 3): a window whose `motionPreference` reduces
/// motion cross-fades the transitions no gesture drives, reversibly at any frame, damps its
/// springs to critical, and still lets a gesture move what it drives 1:1.
final class ReducedMotionTests: XCTestCase {
    static let reduced = MotionPreference(reducesMotion: true, source: .commandLine)

    /// The drawn x of a view a spring moves from 0 to 100 pt over 0.5 s with damping ratio 0.5,
    /// frame by frame at 60 Hz for 1.5 s.
    private func springPath(reducing: Bool) -> [CGFloat] {
        let window = makeWindow()
        if reducing { window.motionPreference = Self.reduced }
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.5) { view.frame.origin.x = 100 }
        animator.startAnimation()
        let driver = PointerDriver(window: window)
        return (0..<90).map { _ in
            driver.wait(1.0 / 60)
            return view.onScreenMotion.frame.minX
        }
    }

    func testASpringDoesNotOvershootWhereMotionIsReduced() throws {
        let full = springPath(reducing: false)
        XCTAssertEqual(full.max() ?? 0, 116.035, accuracy: 0.001, "ζ 0.5 passes its end by 16.0 pt")
        let reduced = springPath(reducing: true)
        XCTAssertEqual(reduced.max() ?? 0, 100, accuracy: 1e-9, "at most its end")
        XCTAssertEqual(reduced, reduced.sorted(), "it never turns back")
        XCTAssertEqual(reduced.last ?? 0, 100, accuracy: 1e-9)
        // UIKit's meaning of a duration spring, at ζ 1: within 0.1 % of its end at 0.5 s.
        XCTAssertEqual(reduced[5], 55.091, accuracy: 0.001, "0.1 s in")
        XCTAssertEqual(reduced[29], 99.9, accuracy: 0.1, "0.5 s in")
    }

    func testTheDampedTimingKeepsAnExplicitSpringsMassAndStiffness() {
        let spring = Spring(mass: 2, stiffness: 200, damping: 4)
        let timing = AnimatorTiming.spring(
            dampingRatio: spring.dampingRatio, spring: spring, initialVelocity: CGVector(dx: 3, dy: 3))
        guard case let .spring(ratio, damped?, velocity) = timing.withoutOvershoot else {
            return XCTFail("still an explicit spring")
        }
        XCTAssertEqual(ratio, 1)
        XCTAssertEqual(damped.mass, 2)
        XCTAssertEqual(damped.stiffness, 200)
        XCTAssertEqual(damped.damping, 40, accuracy: 1e-12, "2 √(k m)")
        XCTAssertEqual(velocity, CGVector(dx: 3, dy: 3))
        let cubic = AnimatorTiming.cubic(.easeInOut)
        XCTAssertEqual(cubic.withoutOvershoot, cubic)
    }

    /// The push fades B in where it rests (x 0 on every frame); Esc on its 9th frame sends the
    /// fade back from the alpha drawn, and B leaves with its alpha at rest again.
    func testAPushFadesInPlaceAndEscTurnsItRoundFromTheAlphaDrawn() throws {
        let f = NavigationFixture()
        f.window.motionPreference = Self.reduced
        let b = f.page("B")
        f.navigation.pushViewController(b, animated: true)
        var alphas: [CGFloat] = []
        for _ in 0..<9 {
            f.driver.wait(1.0 / 60)
            XCTAssertEqual(f.drawnX(b), 0, "no sideways motion")
            alphas.append(b.view.onScreenMotion.alpha)
        }
        for (i, alpha) in alphas.enumerated() {
            XCTAssertEqual(
                Double(alpha), TimingCurve.easeInOut.value(at: Double(i + 1) / 18), accuracy: 1e-9, "frame \(i + 1)")
        }
        f.window.send(TimedInputEvent(.key(.escape), at: f.driver.now))
        XCTAssertEqual(b.view.onScreenMotion.alpha, alphas[8], accuracy: 1e-12, "no jump at Esc")
        f.driver.wait(1.0 / 60)
        XCTAssertEqual(b.view.onScreenMotion.alpha, alphas[7], accuracy: 1e-9, "back along the same curve")
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(b.view.alpha, 1, "B keeps its alpha for the next push")
        XCTAssertEqual(f.violations, [])
    }

    /// A click anywhere mid-fade turns it round as Esc does: nothing in a fade can be held.
    func testAClickMidFadeTurnsItRound() {
        let f = NavigationFixture()
        f.window.motionPreference = Self.reduced
        let b = f.page("B")
        f.navigation.pushViewController(b, animated: true)
        f.driver.wait(6.0 / 60)
        let drawn = b.view.onScreenMotion.alpha
        f.driver.down(CGPoint(x: 200, y: 400))
        XCTAssertFalse(f.window.transitionCoordinator.isGrabbingTransition)
        XCTAssertEqual(b.view.onScreenMotion.alpha, drawn, accuracy: 1e-12, "no jump at the press")
        f.driver.up(CGPoint(x: 200, y: 400))
        f.driver.wait(1.0 / 60)
        XCTAssertEqual(
            Double(b.view.onScreenMotion.alpha), TimingCurve.easeInOut.value(at: 5.0 / 18), accuracy: 1e-9,
            "one frame back")
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.violations, [])
    }

    /// A pop by the back button fades B out over A, which stays where it rests.
    func testAPopFadesTheTopPageOutOverThePageBelow() {
        let f = NavigationFixture()
        f.window.motionPreference = Self.reduced
        let b = f.stack("B")[0]
        f.navigation.popViewController(animated: true)
        f.driver.wait(0.15)
        XCTAssertEqual(f.drawnX(b), 0)
        XCTAssertEqual(f.drawnX(f.root), 0)
        XCTAssertEqual(Double(b.view.onScreenMotion.alpha), 1 - TimingCurve.easeInOut.value(at: 0.5), accuracy: 1e-9)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.violations, [])
    }

    /// What a gesture drives keeps its animator: the edge swipe slides B under the pointer 1:1
    /// and its release slides it off (opaque all the way).
    func testTheBackSwipeStillSlidesOneToOne() {
        let f = NavigationFixture()
        f.window.motionPreference = Self.reduced
        let b = f.stack("B")[0]
        f.driver.down(CGPoint(x: 10, y: 400))
        var worst: CGFloat = 0
        for x in stride(from: 30 as CGFloat, through: 210, by: 20) {
            f.driver.move(CGPoint(x: x, y: 400))
            worst = max(worst, abs(f.drawnX(b) - (x - 10)))
            XCTAssertEqual(b.view.onScreenMotion.alpha, 1)
        }
        XCTAssertEqual(worst, 0, accuracy: 1e-9, "follow error, points")
        f.driver.up(CGPoint(x: 210, y: 400))
        let released = f.drawnX(b)
        f.driver.wait(1.0 / 60)
        XCTAssertEqual(f.drawnX(b), released, accuracy: 1e-9, "the frame after the lift draws the last move")
        f.driver.wait(1.0 / 60)
        XCTAssertGreaterThan(f.drawnX(b), released, "it slides on")
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
    }

    /// The touchpad's swipe is a gesture too: it slides with the deltas.
    func testTheTouchpadSwipeStillSlides() {
        let f = NavigationFixture()
        f.window.motionPreference = Self.reduced
        let b = f.stack("B")[0]
        for i in 1...4 {
            f.driver.wait(1.0 / 60)
            f.window.send(
                TimedInputEvent(.wheel(dx: -25, dy: 0, at: CGPoint(x: 200, y: 400), precise: true), at: f.driver.now))
            XCTAssertEqual(f.drawnX(b), 25 * CGFloat(i), accuracy: 1e-9)
        }
    }

    func testTheChangeHookHearsChangesOnly() {
        let window = makeWindow()
        var heard: [MotionPreference] = []
        window.motionPreferenceDidChange = { heard.append($0.motionPreference) }
        XCTAssertFalse(window.prefersReducedMotion)
        window.motionPreference = .standard
        window.motionPreference = Self.reduced
        window.motionPreference = Self.reduced
        XCTAssertTrue(window.prefersReducedMotion)
        XCTAssertEqual(heard, [Self.reduced])
        XCTAssertEqual("\(Self.reduced)", "on (flag)")
    }
}
