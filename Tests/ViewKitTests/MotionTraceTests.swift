import Motion
import SegueTestSupport
import ViewKit
import XCTest

/// `onScreenMotion` (where a view is drawn and how fast it moves, through its ancestors) and
/// `MotionTrace` (its rows and CSV). Velocities are checked against the change of the drawn
/// frame over a tiny step of fake time, so the closed form and the motion must agree.
final class MotionTraceTests: XCTestCase {
    private var window: Window!

    override func setUp() {
        super.setUp()
        window = makeWindow()
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    /// The window-space centre's velocity by a central difference over ±`step` seconds: the
    /// animations are advanced forward and the closed form read in between.
    private func measuredVelocity(of view: View, step: Double = 1e-4) -> (closedForm: CGVector, measured: CGVector) {
        let before = view.onScreenMotion.frame
        window.animator.advance(by: step)
        let closedForm = view.onScreenMotion.velocity
        window.animator.advance(by: step)
        let after = view.onScreenMotion.frame
        let dt = CGFloat(2 * step)
        return (closedForm, CGVector(dx: (after.midX - before.midX) / dt, dy: (after.midY - before.midY) / dt))
    }

    func testAViewAtRestIsWhereItsFrameSaysWithNoVelocity() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.cornerRadius = 8
        window.addSubview(view)
        let motion = view.onScreenMotion
        XCTAssertEqual(motion.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(motion.alpha, 1)
        XCTAssertEqual(motion.cornerRadius, 8)
        XCTAssertEqual(motion.scale, 1)
        XCTAssertEqual(motion.velocity, .zero)
        XCTAssertFalse(motion.isAnimated)
    }

    func testAScaledAndScrolledAncestorPlacesAndSizesTheView() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // about its centre (100, 100)
        container.bounds.origin = CGPoint(x: 0, y: 40)  // scrolled 40 pt
        container.alpha = 0.5
        window.addSubview(container)
        let child = View(frame: CGRect(x: 100, y: 140, width: 40, height: 20))
        child.cornerRadius = 10
        child.alpha = 0.5
        container.addSubview(child)
        let motion = child.onScreenMotion
        // (100, 140) is 100 pt right of and 0 pt below the bounds' centre (100, 140): halved
        // about (100, 100) that is x 100, y 100.
        XCTAssertEqual(motion.frame, CGRect(x: 100, y: 100, width: 20, height: 10))
        XCTAssertEqual(motion.scale, 0.5)
        XCTAssertEqual(motion.cornerRadius, 5)
        XCTAssertEqual(motion.alpha, 0.25)
        container.isHidden = true
        XCTAssertEqual(child.onScreenMotion.alpha, 0)
    }

    func testAnOwnSpringsVelocityIsItsClosedForm() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let spring = PropertyAnimator(duration: 0.6, dampingRatio: 0.75) {
            view.center = CGPoint(x: 300, y: 500)
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        spring.startAnimation()
        window.animator.advance(by: 0.1)
        let (closedForm, measured) = measuredVelocity(of: view)
        XCTAssertTrue(view.onScreenMotion.isAnimated)
        XCTAssertGreaterThan(closedForm.dy, 100, "it is moving down fast")
        XCTAssertEqual(closedForm.dx, measured.dx, accuracy: 0.01)
        XCTAssertEqual(closedForm.dy, measured.dy, accuracy: 0.01)
    }

    /// The card case: a child moving inside a container that itself moves, scales and scrolls.
    /// Every ancestor's motion adds up, through the chain rule, to the child's drawn velocity.
    func testVelocitiesComposeThroughMovingScalingAndScrollingAncestors() {
        let container = View(frame: CGRect(x: 20, y: 40, width: 300, height: 400))
        window.addSubview(container)
        let child = View(frame: CGRect(x: 200, y: 300, width: 60, height: 40))
        container.addSubview(child)
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
            container.center = CGPoint(x: 250, y: 150)
            container.transform = CGAffineTransform(scaleX: 0.7, y: 0.9).concatenating(
                CGAffineTransform(translationX: 5, y: -8))
            container.bounds.origin = CGPoint(x: 0, y: 120)
            child.center = CGPoint(x: 40, y: 60)
            child.bounds.size = CGSize(width: 120, height: 30)
        }
        animator.startAnimation()
        for time in [0.05, 0.3, 0.35] {
            window.animator.advance(by: time)
            let (closedForm, measured) = measuredVelocity(of: child)
            XCTAssertGreaterThan(abs(measured.dx) + abs(measured.dy), 50, "it moves at +\(time) s")
            XCTAssertEqual(closedForm.dx, measured.dx, accuracy: 0.01, "at +\(time) s")
            XCTAssertEqual(closedForm.dy, measured.dy, accuracy: 0.01, "at +\(time) s")
        }
    }

    func testTheTraceKeepsOneRowPerTimeAndEveryNameAsColumns() {
        let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        card.traceName = "card"
        window.addSubview(card)
        let trace = MotionTrace()
        trace.record(window, time: 0, frameIndex: 0, pointer: nil, isPointerDown: false)
        card.center.y += 6  // moved by the pointer: no animation
        trace.record(window, time: 0.499, frameIndex: 30, pointer: CGPoint(x: 60, y: 50), isPointerDown: true)
        trace.record(window, time: 0.5, frameIndex: 30, pointer: CGPoint(x: 60, y: 51), isPointerDown: true)
        let dim = View(frame: window.bounds)
        dim.traceName = "dim"
        dim.alpha = 0.25
        window.addSubview(dim)
        card.removeFromSuperview()
        trace.record(window, time: 1, frameIndex: 60, pointer: CGPoint(x: 60, y: 51), isPointerDown: false)

        XCTAssertEqual(trace.rows.count, 3, "the second record of frame 30 replaced the first")
        XCTAssertEqual(trace.names, ["card", "dim"])
        let lines = trace.csv.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(
            lines[0],
            "time,frame,pointer.x,pointer.y,pointer.down,"
                + "card.x,card.y,card.width,card.height,card.alpha,card.cornerRadius,card.scale,card.vx,card.vy,"
                + "card.vw,card.vh,"
                + "dim.x,dim.y,dim.width,dim.height,dim.alpha,dim.cornerRadius,dim.scale,dim.vx,dim.vy,dim.vw,dim.vh")
        XCTAssertEqual(lines[1], "0,0,,,0,10,20,100,50,1,0,1,0,0,0,0,,,,,,,,,,,")
        XCTAssertEqual(lines[2], "0.5,30,60,51,1,10,26,100,50,1,0,1,0,12,0,0,,,,,,,,,,,", "6 pt in 0.5 s: 12 pt/s")
        XCTAssertEqual(lines[3], "1,60,60,51,0,,,,,,,,,,,,0,0,390,844,0.25,0,1,0,0,0,0")
        XCTAssertEqual(lines[4], "", "the file ends with a newline")
    }

    /// Issue 29: a second record at the same time (a shot drawing a move handled after the
    /// frame) adds nothing; the move shows in the next row, with its own velocity.
    func testARecordAtTheLastRowsTimeLeavesItsMoveToTheNextRow() {
        let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        card.traceName = "card"
        window.addSubview(card)
        let trace = MotionTrace()
        trace.record(window, time: 0, frameIndex: 0, pointer: nil, isPointerDown: false)
        card.center.y += 30
        trace.record(window, time: 1.0 / 60, frameIndex: 1, pointer: CGPoint(x: 0, y: 30), isPointerDown: true)
        card.center.y += 30
        trace.record(window, time: 1.0 / 60, frameIndex: 1, pointer: CGPoint(x: 0, y: 60), isPointerDown: true)
        trace.record(window, time: 2.0 / 60, frameIndex: 2, pointer: CGPoint(x: 0, y: 60), isPointerDown: true)
        XCTAssertEqual(trace.rows.map(\.frameIndex), [0, 1, 2])
        XCTAssertEqual(trace.rows.map { $0.parts["card"]?.frame.minY }, [20, 50, 80])
        XCTAssertEqual(trace.rows.map { $0.pointer?.y }, [nil, 30, 60])
        let velocities = trace.rows.compactMap { $0.parts["card"]?.velocity.dy }
        XCTAssertEqual(velocities[0], 0)
        XCTAssertEqual(velocities[1], 1800, accuracy: 1e-9, "30 pt in 1/60 s")
        XCTAssertEqual(velocities[2], 1800, accuracy: 1e-9, "the second move in its own frame, not 3,600 then 0")
    }
}

/// Issue 36: the fingers down are columns of their own, empty while a finger is up.
final class MotionTraceFingerTests: XCTestCase {
    func testEachFingerDownHasItsColumnsInIdOrder() {
        let window = makeWindow()
        let trace = MotionTrace()
        trace.record(
            window, time: 0, frameIndex: 0, pointer: CGPoint(x: 10, y: 20), isPointerDown: true,
            fingers: [3: CGPoint(x: 10, y: 20)])
        trace.record(
            window, time: 0.5, frameIndex: 30, pointer: CGPoint(x: 10, y: 20), isPointerDown: true,
            fingers: [3: CGPoint(x: 10, y: 20), 1: CGPoint(x: 40.5, y: 60)])
        trace.record(window, time: 1, frameIndex: 60, pointer: CGPoint(x: 10, y: 20), isPointerDown: false)
        XCTAssertEqual(trace.fingerIDs, [1, 3])
        XCTAssertEqual(
            trace.csv,
            """
            time,frame,pointer.x,pointer.y,pointer.down,finger.1.x,finger.1.y,finger.3.x,finger.3.y
            0,0,10,20,1,,,10,20
            0.5,30,10,20,1,40.5,60,10,20
            1,60,10,20,0,,,,

            """)
    }
}
