import SegueTestSupport
import ViewKit
import XCTest

/// The display link on a manual frame clock (frames at n/60 s): it steps once a frame with the
/// frame's seconds, a link an event starts between frames first steps only by the share of the
/// frame after the event, it stops when its step returns false or on `stop()`, and the window
/// draws frames while it runs.
final class DisplayLinkTests: XCTestCase {
    private let frame = 1.0 / 60
    private var window: Window!
    private var steps: [Double] = []

    override func setUp() {
        window = makeWindow()
        steps = []
    }

    private func runFrame(_ n: Int) { window.animator.advance(by: frame, at: Double(n) * frame) }

    /// Started outside an event, it steps a whole frame each time until its step says it rests.
    func testItStepsEachFrameUntilItsStepReturnsFalse() {
        let link = DisplayLink { [unowned self] dt in
            steps.append(dt)
            return steps.count < 3
        }
        link.start(in: window)
        XCTAssertTrue(link.isRunning)
        XCTAssertTrue(window.animator.isAnimating, "the window keeps drawing while a link runs")
        for n in 1...5 { runFrame(n) }
        XCTAssertEqual(steps.count, 3)
        for dt in steps { XCTAssertEqual(dt, frame, accuracy: 1e-12) }
        XCTAssertFalse(link.isRunning)
        XCTAssertFalse(window.animator.isAnimating)
    }

    /// Started by a tap at 0.025 s, between frame 1 (0.0167 s) and frame 2 (0.0333 s): its
    /// first step is the 0.0083 s after the tap, then whole frames.
    func testAnEventBetweenFramesStartsItAtTheEventsTime() {
        let link = DisplayLink { [unowned self] dt in
            steps.append(dt)
            return true
        }
        let button = Control(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        button.addAction(for: .touchUpInside) { [unowned self] _ in link.start(in: window) }
        window.addSubview(button)
        runFrame(1)
        window.send(TimedInputEvent(.pointerDown(CGPoint(x: 50, y: 50)), at: 0.02))
        window.send(TimedInputEvent(.pointerUp(CGPoint(x: 50, y: 50)), at: 0.025))
        runFrame(2)
        runFrame(3)
        XCTAssertEqual(steps.count, 2)
        XCTAssertEqual(steps[0], 2 * frame - 0.025, accuracy: 1e-12)
        XCTAssertEqual(steps[1], frame, accuracy: 1e-12)
        link.stop()
        runFrame(4)
        XCTAssertEqual(steps.count, 2, "stopped: no more steps")
        XCTAssertFalse(link.isRunning)
    }

    /// No window, no motion; a stopped link starts again.
    func testItNeedsAWindowAndCanStartAgain() {
        let link = DisplayLink { [unowned self] dt in
            steps.append(dt)
            return false
        }
        link.start(in: nil)
        XCTAssertFalse(link.isRunning)
        link.start(in: window)
        runFrame(1)
        link.start(in: window)
        runFrame(2)
        XCTAssertEqual(steps.count, 2)
        XCTAssertFalse(link.isRunning)
    }
}
