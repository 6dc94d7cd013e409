import SegueTestSupport
import ViewKit
import XCTest

/// A drag that presents (issue 29, item 1): the pan's touch survives `present`, the presented
/// view follows the pointer 1:1 from the drag's first frame, the release decides by momentum
/// and leaves at the pointer's speed, and a gesture that is cancelled, lost or ignored never
/// leaves the transition paused.
final class InteractivePresentationTests: XCTestCase {
    private var window: Window!
    private var root: DragPresenter!
    private var driver: PointerDriver!

    override func setUp() {
        window = makeWindow()
        root = DragPresenter()
        window.rootViewController = root
        driver = PointerDriver(window: window)
    }

    override func tearDown() {
        (window, root, driver) = (nil, nil, nil)
    }

    /// Points: where the panel's top edge is drawn.
    private var panelTop: CGFloat { root.panel.view.onScreenMotion.frame.minY }

    func testADragUpPresentsUnderThePointerFromItsFirstFrame() {
        driver.press(CGPoint(x: 195, y: 800), through: [CGPoint(x: 195, y: 790)])
        XCTAssertTrue(window.transitionCoordinator.isInteractive, "the pan began: the presentation follows it")
        XCTAssertEqual(window.transitionCoordinator.context?.phase, .interactive(towardsEnd: true))
        XCTAssertEqual(panelTop, 834, accuracy: 1e-9, "10 pt up on the first frame, as the pointer")
        for y in stride(from: 770, through: 610, by: -20) {
            driver.move(CGPoint(x: 195, y: CGFloat(y)))
            XCTAssertEqual(panelTop, CGFloat(y) + 44, accuracy: 1e-9, "1:1 at pointer y \(y)")
        }
        XCTAssertEqual(root.panStates.last, .changed, "the pan kept its touch through present()")
        driver.up(CGPoint(x: 195, y: 610))
        XCTAssertEqual(window.transitionCoordinator.context?.phase, .animating(towardsEnd: true))
        // Let go in the frame of the last move, the coming frame draws that move (20 pt, the
        // hand's pace) and the spring takes over from the one after.
        driver.wait(1.0 / 60)
        XCTAssertEqual(panelTop, 654, accuracy: 1e-9, "the frame after the lift draws the last move")
        let before = panelTop
        driver.wait(1.0 / 60)
        XCTAssertLessThanOrEqual(panelTop - before, -1200.0 / 60 * 0.95, "leaves at the pointer's 1,200 pt/s")
        driver.settle()
        XCTAssertTrue(root.presentedViewController === root.panel)
        XCTAssertEqual(panelTop, 444, accuracy: 1e-6)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    func testASlowShortDragIsTakenBack() {
        driver.press(CGPoint(x: 195, y: 800), through: [CGPoint(x: 195, y: 790), CGPoint(x: 195, y: 760)])
        driver.wait(0.1)
        driver.up(CGPoint(x: 195, y: 760))
        XCTAssertEqual(window.transitionCoordinator.context?.phase, .animating(towardsEnd: false))
        driver.settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    /// A handler that ignores the pan's end would once have left the presentation paused for
    /// good; the coordinator settles it by where it stands.
    func testAReleaseTheHandlerIgnoresSettlesByWhereItStands() {
        root.ignoresRelease = true
        driver.press(
            CGPoint(x: 195, y: 800),
            through: stride(from: 790, through: 500, by: -30).map {
                CGPoint(x: 195, y: CGFloat($0))
            })
        driver.up(CGPoint(x: 195, y: 500))
        XCTAssertEqual(window.transitionCoordinator.context?.phase, .animating(towardsEnd: true), "past half way")
        driver.settle()
        XCTAssertTrue(root.presentedViewController === root.panel)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    func testALostPointerTheHandlerIgnoresSettlesToo() {
        root.ignoresRelease = true
        driver.press(CGPoint(x: 195, y: 800), through: [CGPoint(x: 195, y: 790), CGPoint(x: 195, y: 700)])
        driver.cancel()
        XCTAssertEqual(window.transitionCoordinator.context?.phase, .animating(towardsEnd: false))
        driver.settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(window.activeTouch)
    }

    /// Esc mid-drag: the gesture ends and the presentation goes back from where it is drawn,
    /// whatever the handler did with the cancelled pan.
    func testEscDuringTheDragTakesThePresentationBack() {
        for ignoring in [false, true] {
            setUp()
            root.ignoresRelease = ignoring
            driver.press(
                CGPoint(x: 195, y: 800),
                through: stride(from: 790, through: 400, by: -30).map { CGPoint(x: 195, y: CGFloat($0)) })
            let held = panelTop
            window.send(TimedInputEvent(.key(.escape), at: driver.now))
            XCTAssertEqual(window.transitionCoordinator.context?.phase, .animating(towardsEnd: false), "\(ignoring)")
            XCTAssertEqual(panelTop, held, accuracy: 1e-9, "no jump")
            driver.up(CGPoint(x: 195, y: 400))
            driver.settle()
            XCTAssertNil(root.presentedViewController, "ignoring the cancel: \(ignoring)")
            XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
        }
    }

    /// Alongside animations ride the transition's own spring: the dim is at the panel's
    /// fraction on every frame of a click's presentation, and of its release.
    func testAlongsideAnimationsRideTheTransitionsOwnSpring() {
        root.presentByClick()
        var checked = 0
        while window.transitionCoordinator.isTransitioning {
            let fraction = (844 - panelTop) / 400
            XCTAssertEqual(root.dim.presentation.alpha, 0.5 * fraction, accuracy: 1e-9, "frame \(checked)")
            driver.wait(1.0 / 60)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
        XCTAssertEqual(root.dim.presentation.alpha, 0.5)
    }

    /// One phase for a hand holding the transition, whatever the hand (a gesture, a press): from
    /// animating, 6 moves each (turn, take, end); from a hand, 4 (let go either way, end);
    /// nothing leaves the end.
    func testThePhaseTable() {
        let all: [TransitionPhase] = [
            .animating(towardsEnd: true), .animating(towardsEnd: false), .interactive(towardsEnd: true),
            .interactive(towardsEnd: false), .ended(completed: true), .ended(completed: false),
        ]
        var allowed: [String] = []
        for from in all {
            for to in all where from.allows(to) { allowed.append("\(from) → \(to)") }
        }
        XCTAssertEqual(allowed.count, 20, allowed.joined(separator: "\n"))
        XCTAssertFalse(TransitionPhase.ended(completed: true).allows(.animating(towardsEnd: true)))
        XCTAssertFalse(TransitionPhase.interactive(towardsEnd: true).allows(.interactive(towardsEnd: false)))
        XCTAssertTrue(TransitionPhase.interactive(towardsEnd: true).allows(.animating(towardsEnd: false)))
        XCTAssertTrue(TransitionPhase.animating(towardsEnd: true).allows(.interactive(towardsEnd: true)))
    }
}
