import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// What animations do to drawing, hit testing, redraw requests, and to changes made outside
/// an animation block while one runs.
extension AnimationTests {
    func box(_ frame: CGRect) -> View {
        let v = View(frame: frame)
        v.backgroundColor = blue
        window.addSubview(v)
        return v
    }

    // MARK: Display list and hit testing

    func testDisplayListShowsThePresentationMidFlight() {
        let v = box(CGRect(x: 0, y: 100, width: 50, height: 50))
        View.animate(withDuration: 1, options: .curveLinear) {
            v.frame.origin.x = 300
            v.alpha = 0
            v.cornerRadius = 10
        }
        XCTAssertLines(window.makeDisplayList().dump, "fill [0,100 50x50] #336699")
        window.animator.advance(by: 0.5)
        XCTAssertLines(window.makeDisplayList().dump, "fill [150,100 50x50] r=5 #336699 alpha=0.50")
        window.animator.advance(by: 0.5)
        XCTAssertLines(window.makeDisplayList().dump, "", "alpha 0 draws nothing at the end")
    }

    func testSubviewsFollowTheirSuperviewsShownPosition() {
        let parent = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .white
        parent.addSubview(child)
        View.animate(withDuration: 1, options: .curveLinear) { parent.center.y += 200 }
        window.animator.advance(by: 0.25)
        XCTAssertLines(
            window.makeDisplayList().dump,
            """
            fill [0,50 100x100] #336699
            fill [10,60 20x20] #FFFFFF
            """)
    }

    func testHitTestingUsesThePresentedPosition() {
        let v = box(CGRect(x: 0, y: 100, width: 50, height: 50))
        View.animate(withDuration: 1, options: .curveLinear) { v.frame.origin.x = 300 }
        XCTAssertTrue(window.hitTest(CGPoint(x: 25, y: 125)) === v, "hit where it is shown at the start")
        XCTAssertFalse(window.hitTest(CGPoint(x: 325, y: 125)) === v, "not at the model position")
        window.animator.advance(by: 0.5)
        XCTAssertTrue(window.hitTest(CGPoint(x: 175, y: 125)) === v, "hit near the shown position")
        XCTAssertFalse(window.hitTest(CGPoint(x: 25, y: 125)) === v)
        XCTAssertFalse(window.hitTest(CGPoint(x: 325, y: 125)) === v)
        window.animator.advance(by: 0.5)
        XCTAssertTrue(window.hitTest(CGPoint(x: 325, y: 125)) === v)
    }

    func testHitTestingUsesThePresentedScaleAndAlpha() {
        let v = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        View.animate(withDuration: 1, options: .curveLinear) { v.transform = .identity }
        XCTAssertFalse(window.hitTest(CGPoint(x: 10, y: 10)) === v, "shown at 0.2 scale: 40…60")
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50)) === v)
        let faded = box(CGRect(x: 200, y: 0, width: 100, height: 100))
        faded.alpha = 0
        View.animate(withDuration: 1, options: .curveLinear) { faded.alpha = 1 }
        XCTAssertFalse(window.hitTest(CGPoint(x: 250, y: 50)) === faded, "shown transparent: not hit")
        window.animator.advance(by: 0.5)
        XCTAssertFalse(window.hitTest(CGPoint(x: 10, y: 10)) === v, "shown at 0.6 scale: 20…80")
        XCTAssertTrue(window.hitTest(CGPoint(x: 25, y: 25)) === v, "shown at 0.6 scale covers 20…80")
        XCTAssertTrue(window.hitTest(CGPoint(x: 250, y: 50)) === faded)
    }

    /// An under-damped spring on alpha swings past 1; what is drawn must stay within 0…1.
    func testShownAlphaStaysWithinZeroAndOneOnABouncySpring() {
        let v = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        v.alpha = 0
        View.animate(
            withDuration: 1, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: { v.alpha = 1 })
        var highest = 0.0
        for _ in 0..<120 {
            window.animator.advance(by: 1.0 / 60)
            highest = max(highest, Double(v.presentation.alpha))
            for op in window.makeDisplayList().ops {
                if case let .fill(_, _, _, state) = op { XCTAssertLessThanOrEqual(state.opacity, 1) }
            }
        }
        XCTAssertLessThanOrEqual(highest, 1, "presentation alpha overshoots to \(highest)")
    }

    // MARK: Changes outside animations

    func testSettingOutsideAnAnimationSnapsThatPropertyOnly() {
        let v = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        View.animate(withDuration: 1, options: .curveLinear) {
            v.alpha = 0
            v.center.x = 150
        }
        window.animator.advance(by: 0.5)
        v.alpha = 0.7
        XCTAssertEqual(v.presentation.alpha, 0.7, "snapped")
        XCTAssertEqual(v.presentationVelocity(.alpha), [0])
        XCTAssertEqual(v.presentation.center.x, 100, accuracy: 1e-9, "center still animates")
        window.animator.advance(by: 0.25)
        XCTAssertEqual(v.presentation.alpha, 0.7)
        XCTAssertEqual(v.presentation.center.x, 125, accuracy: 1e-9)
        v.center.x = 10
        XCTAssertFalse(v.isAnimating)
        window.animator.advance(by: 0.5)
        XCTAssertEqual(v.alpha, 0.7)
        XCTAssertEqual(v.center.x, 10)
    }

    func testPerformWithoutAnimationInsideABlockDoesNotAnimate() {
        let v = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        View.animate(withDuration: 1, options: .curveLinear) {
            v.alpha = 0
            View.performWithoutAnimation { v.center = CGPoint(x: 200, y: 200) }
            v.cornerRadius = 8
        }
        XCTAssertEqual(v.presentation.center, CGPoint(x: 200, y: 200), accuracy: 0)
        XCTAssertEqual(v.presentationVelocity(.center), [0, 0])
        XCTAssertEqual(v.presentation.alpha, 1, accuracy: 1e-9, "the rest of the block still animates")
        window.animator.advance(by: 0.5)
        XCTAssertEqual(v.presentation.cornerRadius, 4, accuracy: 1e-9)
        XCTAssertEqual(v.presentation.center, CGPoint(x: 200, y: 200), accuracy: 0)
    }

    func testViewNotInAWindowFinishesAtOnce() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var result: [Bool] = []
        View.animate(withDuration: 1, animations: { v.alpha = 0 }) { result.append($0) }
        XCTAssertEqual(result, [true])
        XCTAssertFalse(v.isAnimating)
        XCTAssertEqual(v.presentation.alpha, 0)
    }

    // MARK: Redraw requests

    func testWindowNeedsDisplayWhileAnAnimatorRuns() {
        let v = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = window.makeDisplayList()
        XCTAssertFalse(window.needsDisplay)
        XCTAssertFalse(window.animator.isAnimating)
        View.animate(withDuration: 1, delay: 0.25, options: .curveLinear) { v.alpha = 0.5 }
        XCTAssertTrue(window.animator.isAnimating)
        XCTAssertTrue(window.needsDisplay)
        for _ in 0..<5 {
            _ = window.makeDisplayList()
            XCTAssertFalse(window.needsDisplay)
            window.animator.advance(by: 0.25)
            XCTAssertTrue(window.needsDisplay, "each frame of the run asks for a redraw")
        }
        XCTAssertFalse(window.animator.isAnimating, "finished after delay + duration")
        XCTAssertEqual(window.animator.activeCount, 0)
        _ = window.makeDisplayList()
        window.animator.advance(by: 0.25)
        XCTAssertFalse(window.needsDisplay, "nothing runs, nothing to draw")
    }
}
