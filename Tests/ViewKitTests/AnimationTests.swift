import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// Advances `window`'s animators by `seconds` in `frames` equal steps (fake time only).
func advanceAnimations(_ window: Window, by seconds: Double, frames: Int = 1) {
    for _ in 0..<frames { window.animator.advance(by: seconds / Double(frames)) }
}

/// View.animate: the model takes the new value at once; `presentation` (what is drawn and hit)
/// moves from the old value to the new one as the window's animator is advanced.
/// Durations are 1 s with `.curveLinear` unless a test says otherwise, so times are fractions.
final class AnimationTests: XCTestCase {
    let blue = Color(hex: 0x336699)
    var window: Window!

    override func setUp() {
        super.setUp()
        window = makeWindow()
    }

    func addView(_ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> View {
        let v = View(frame: frame)
        window.addSubview(v)
        return v
    }

    /// Animates `change` linearly over 1 s; checks the shown value at 0, ¼, ½ and the end with
    /// `check(v, expectedFraction)`, that tracks go away and that completion(true) runs once.
    private func checkLinear(
        _ v: View, _ change: @escaping () -> Void, _ check: (Double) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var completions: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: change) { completions.append($0) }
        XCTAssertTrue(v.isAnimating, file: file, line: line)
        check(0)
        window.animator.advance(by: 0.25)
        check(0.25)
        window.animator.advance(by: 0.25)
        check(0.5)
        XCTAssertEqual(completions, [], file: file, line: line)
        window.animator.advance(by: 0.5)
        check(1)
        XCTAssertFalse(v.isAnimating, "tracks remain after the end", file: file, line: line)
        XCTAssertEqual(completions, [true], file: file, line: line)
        window.animator.advance(by: 0.5)
        XCTAssertEqual(completions, [true], "completion ran again", file: file, line: line)
    }

    // MARK: Model vs presentation

    func testAlphaModelChangesAtOncePresentationFollows() {
        let v = addView()
        checkLinear(v, { v.alpha = 0 }) { f in
            XCTAssertEqual(v.alpha, 0, "model is the new value at once")
            XCTAssertEqual(v.presentation.alpha, 1 - f, accuracy: 1e-9, "at \(f)")
        }
    }

    func testCenterAnimates() {
        let v = addView()
        checkLinear(v, { v.center = CGPoint(x: 150, y: 250) }) { f in
            XCTAssertEqual(v.center, CGPoint(x: 150, y: 250))
            XCTAssertEqual(v.presentation.center, CGPoint(x: 50 + 100 * f, y: 50 + 200 * f), accuracy: 1e-9, "at \(f)")
        }
    }

    func testFrameAnimatesAsCenterAndBounds() {
        let v = addView()
        checkLinear(v, { v.frame = CGRect(x: 100, y: 200, width: 200, height: 50) }) { f in
            XCTAssertEqual(v.frame, CGRect(x: 100, y: 200, width: 200, height: 50), accuracy: 0)
            let shown = v.presentation
            XCTAssertEqual(shown.center, CGPoint(x: 50 + 150 * f, y: 50 + 175 * f), accuracy: 1e-9, "at \(f)")
            XCTAssertEqual(
                shown.bounds, CGRect(x: 0, y: 0, width: 100 + 100 * f, height: 100 - 50 * f),
                accuracy: 1e-9, "at \(f)")
        }
    }

    func testTransformScaleAnimates() {
        let v = addView()
        v.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        checkLinear(v, { v.transform = .identity }) { f in
            XCTAssertEqual(v.transform, .identity)
            let t = v.presentation.transform
            XCTAssertEqual(t.a, 0.2 + 0.8 * f, accuracy: 1e-9, "at \(f)")
            XCTAssertEqual(t.d, 0.2 + 0.8 * f, accuracy: 1e-9, "at \(f)")
            XCTAssertEqual(t.b, 0)
            XCTAssertEqual(t.tx, 0)
        }
    }

    func testCornerRadiusAnimates() {
        let v = addView()
        checkLinear(v, { v.cornerRadius = 20 }) { f in
            XCTAssertEqual(v.cornerRadius, 20)
            XCTAssertEqual(v.presentation.cornerRadius, 20 * f, accuracy: 1e-9, "at \(f)")
        }
    }

    func testBackgroundColorFromNilFadesInWithTheColoursHue() {
        let v = addView()
        checkLinear(v, { v.backgroundColor = self.blue }) { f in
            XCTAssertEqual(v.backgroundColor, self.blue)
            guard let c = v.presentation.backgroundColor else { return XCTFail("no colour shown at \(f)") }
            XCTAssertEqual(c.alpha, f, accuracy: 1e-9, "at \(f)")
            guard f > 0 else { return }  // fully transparent: no hue to keep
            XCTAssertEqual(c.red, blue.red, accuracy: 1e-9, "hue kept at \(f)")
            XCTAssertEqual(c.green, blue.green, accuracy: 1e-9)
            XCTAssertEqual(c.blue, blue.blue, accuracy: 1e-9)
        }
    }

    /// The reverse fade: to nil the colour should keep its hue too, not pass through black.
    func testBackgroundColorToNilFadesOutWithTheColoursHue() {
        let v = addView()
        v.backgroundColor = blue
        View.animate(withDuration: 1, options: .curveLinear) { v.backgroundColor = nil }
        window.animator.advance(by: 0.5)
        let c = v.presentation.backgroundColor
        XCTAssertEqual(c?.alpha ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(c?.red ?? -1, blue.red, accuracy: 1e-9, "fades through \(String(describing: c))")
        XCTAssertEqual(c?.blue ?? -1, blue.blue, accuracy: 1e-9)
        XCTAssertTrue(window.makeDisplayList().dump.contains("#336699/0.50"), window.makeDisplayList().dump)
    }

    func testShadowOpacityAnimates() {
        let v = addView()
        checkLinear(v, { v.shadowOpacity = 0.8 }) { f in
            XCTAssertEqual(v.shadowOpacity, 0.8)
            XCTAssertEqual(Double(v.presentation.shadowOpacity), 0.8 * f, accuracy: 1e-6, "at \(f)")
        }
    }

    func testBlurViewAlphaFadesInTheDisplayList() {
        let blur = BlurView(style: .light)
        blur.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        window.addSubview(blur)
        blur.alpha = 0
        View.animate(withDuration: 1, options: .curveLinear) { blur.alpha = 1 }
        window.animator.advance(by: 0.25)
        XCTAssertEqual(blur.presentation.alpha, 0.25, accuracy: 1e-9)
        XCTAssertLines(window.makeDisplayList().dump, "blur [10,20 100x50] blur=20 tint=#FFFFFF/0.55 alpha=0.25")
    }

    /// A BlurView growing in an animation: its blur should cover the shown bounds, as its background does.
    func testBlurViewDrawsItsShownBoundsMidFlight() {
        let blur = BlurView(style: .light)
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        blur.backgroundColor = blue
        window.addSubview(blur)
        View.animate(withDuration: 1, options: .curveLinear) {
            blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        }
        window.animator.advance(by: 0.5)
        XCTAssertLines(
            window.makeDisplayList().dump,
            """
            fill [0,0 150x100] #336699
            blur [0,0 150x100] blur=20 tint=#FFFFFF/0.55
            """)
    }

    // MARK: Easing and delay

    private func shownX(after t: Double, options: AnimationOptions, delay: Double = 0) -> CGFloat {
        let v = addView()
        v.center = CGPoint(x: 0, y: 0)
        View.animate(withDuration: 1, delay: delay, options: options) { v.center.x = 100 }
        window.animator.advance(by: t)
        return v.presentation.center.x
    }

    func testEaseInOutIsHalfWayAtHalfTime() {
        XCTAssertEqual(shownX(after: 0.5, options: .curveEaseInOut), 50, accuracy: 1e-6)
        XCTAssertLessThan(shownX(after: 0.25, options: .curveEaseInOut), 25)
    }

    func testEaseOutIsAheadAndEaseInBehindAtAQuarter() {
        let easeOut = shownX(after: 0.25, options: .curveEaseOut)
        XCTAssertGreaterThan(easeOut, 30)
        XCTAssertEqual(Double(easeOut), 100 * TimingCurve.easeOut.value(at: 0.25), accuracy: 1e-6)
        XCTAssertLessThan(shownX(after: 0.25, options: .curveEaseIn), 20)
    }

    func testDelayKeepsTheOldValueThenRuns() {
        let v = addView()
        var done = 0
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.alpha = 0 }) { _ in done += 1 }
        XCTAssertEqual(v.alpha, 0)
        advanceAnimations(window, by: 0.5, frames: 2)
        XCTAssertEqual(v.presentation.alpha, 1, accuracy: 1e-9, "still waiting")
        XCTAssertEqual(v.presentationVelocity(.alpha), [0], "no motion during the delay")
        window.animator.advance(by: 0.25)
        XCTAssertEqual(v.presentation.alpha, 0.75, accuracy: 1e-9)
        window.animator.advance(by: 0.5)
        XCTAssertEqual(done, 0)
        window.animator.advance(by: 0.25)
        XCTAssertEqual(done, 1)
        XCTAssertEqual(v.presentation.alpha, 0)
    }

    /// A 1 s animation is over on the frame that reaches 1 s, whatever the frame rate
    /// (n steps of 1/n s can sum to 0.9999999999999999).
    func testCompletesOnTheFrameThatReachesTheDuration() {
        for fps in [30, 60, 120, 240] {
            let v = addView()
            var done = 0
            View.animate(withDuration: 1, options: .curveLinear, animations: { v.alpha = 0 }) { _ in done += 1 }
            advanceAnimations(window, by: 1, frames: fps)
            XCTAssertEqual(done, 1, "completion after \(fps) frames of 1/\(fps) s")
            XCTAssertFalse(window.animator.isAnimating, "\(fps) fps")
            advanceAnimations(window, by: 1, frames: 1)
        }
    }
}
