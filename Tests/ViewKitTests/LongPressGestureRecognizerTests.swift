import SegueTestSupport
import ViewKit
import XCTest

/// UIKit's long press on a manual frame clock (frames at n/60 s exactly): it begins at the first
/// frame, or before the first event, at or after its 0.5 s, not before; it fails when the touch
/// moves more than 10 pt or lifts first; once begun it follows the touch anywhere, and it takes
/// the touch from the view under it and from a tap.
final class LongPressGestureRecognizerTests: XCTestCase {
    private var window: Window!
    private var box: View!
    private var log: [String] = []
    private let frame = 1.0 / 60

    override func setUp() {
        window = makeWindow()
        box = View(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(box)
        log = []
    }

    private func send(_ event: InputEvent, at time: Double) { window.send(TimedInputEvent(event, at: time)) }

    /// Frame `n`, at n/60 s.
    private func runFrame(_ n: Int) { window.animator.advance(by: frame, at: Double(n) * frame) }

    private func logged<R: GestureRecognizer>(_ r: R, _ name: String) -> R {
        r.addTarget(self) { test in { r in test.log.append("\(name) \(r.state)") } }
        box.addGestureRecognizer(r)
        return r
    }

    /// Pressed at 0.005 s, it begins at 0.505 s: not at frame 30 (0.5 s), at frame 31 (0.5167 s).
    func testItBeginsAtTheFirstFrameAfterItsDurationAndNotBefore() {
        let press = logged(LongPressGestureRecognizer(), "press")
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        send(.pointerDown(CGPoint(x: 100, y: 100)), at: 0.005)
        for n in 1...30 {
            runFrame(n)
            XCTAssertEqual(log, [], "frame \(n)")
        }
        XCTAssertEqual(press.state, .possible)
        runFrame(31)
        XCTAssertEqual(log, ["press began"], "frame 31")
        XCTAssertEqual(press.location(in: nil), CGPoint(x: 100, y: 100))
        send(.pointerMove(CGPoint(x: 160, y: 220)), at: 0.53)
        XCTAssertEqual(press.location(in: box), CGPoint(x: 160, y: 220), "once begun it goes anywhere")
        send(.pointerUp(CGPoint(x: 160, y: 220)), at: 0.6)
        XCTAssertEqual(log, ["press began", "press changed", "press ended"])
        XCTAssertEqual(press.state, .possible, "reset")
    }

    /// A move at 0.51 s, after the deadline (0.505 s) and before frame 31: the deadline passes
    /// first, so the press begins and then changes, at the move.
    func testADeadlineBeforeAnEventPassesBeforeIt() {
        _ = logged(LongPressGestureRecognizer(), "press")
        send(.pointerDown(CGPoint(x: 100, y: 100)), at: 0.005)
        runFrame(30)
        send(.pointerMove(CGPoint(x: 101, y: 100)), at: 0.51)
        XCTAssertEqual(log, ["press began", "press changed"])
    }

    /// Held exactly 0.5 s, then lifted: long enough (it begins before the lift is handled).
    /// Lifted at 0.49 s: it fails, and no later frame starts it.
    func testAPressHeldExactlyItsDurationIsLongEnoughAndAShorterOneFails() {
        _ = logged(LongPressGestureRecognizer(), "press")
        send(.pointerDown(CGPoint(x: 100, y: 100)), at: 0.25)
        send(.pointerUp(CGPoint(x: 100, y: 100)), at: 0.75)
        XCTAssertEqual(log, ["press began", "press ended"])

        log = []
        send(.pointerDown(CGPoint(x: 100, y: 100)), at: 1)
        send(.pointerUp(CGPoint(x: 100, y: 100)), at: 1.49)
        for n in 90...150 { runFrame(n) }
        XCTAssertEqual(log, [])
        XCTAssertNil(window.nextGestureDeadline)
    }

    /// 10 pt of wander is allowed; 11 pt fails it, and no later frame starts it.
    func testMovingPastTheAllowableMovementFailsIt() {
        _ = logged(LongPressGestureRecognizer(), "press")
        send(.pointerDown(CGPoint(x: 100, y: 100)), at: 0)
        send(.pointerMove(CGPoint(x: 106, y: 108)), at: 0.2)  // 10 pt
        runFrame(31)
        XCTAssertEqual(log, ["press began"])
        send(.pointerUp(CGPoint(x: 106, y: 108)), at: 0.6)

        log = []
        send(.pointerDown(CGPoint(x: 100, y: 100)), at: 1)
        send(.pointerMove(CGPoint(x: 100, y: 111)), at: 1.2)  // 11 pt
        XCTAssertNil(window.nextGestureDeadline, "failed: nothing left to wait for")
        for n in 73...125 { runFrame(n) }
        XCTAssertEqual(log, [])
        send(.pointerUp(CGPoint(x: 100, y: 111)), at: 2.1)
        XCTAssertEqual(log, [])
    }

    /// A press on a button under it: held, the long press begins and the button's touch is
    /// cancelled (no click); short, the button clicks and the long press fails. A tap on the
    /// same view fails once the long press begins.
    func testItTakesTheTouchFromAButtonAndATap() {
        let button = Button(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        box.addSubview(button)
        var clicks = 0
        button.addAction(for: .touchUpInside) { _ in clicks += 1 }
        _ = logged(LongPressGestureRecognizer(), "press")
        _ = logged(TapGestureRecognizer(), "tap")
        send(.pointerDown(CGPoint(x: 100, y: 70)), at: 0)
        runFrame(31)
        XCTAssertEqual(log, ["press began"])
        XCTAssertFalse(button.isHighlighted, "the button's touch was cancelled")
        send(.pointerUp(CGPoint(x: 100, y: 70)), at: 0.6)
        XCTAssertEqual(log, ["press began", "press ended"])
        XCTAssertEqual(clicks, 0)

        log = []
        send(.pointerDown(CGPoint(x: 300, y: 300)), at: 1)
        send(.pointerUp(CGPoint(x: 300, y: 300)), at: 1.1)
        XCTAssertEqual(log, ["tap ended"], "a short press is a tap")
    }

    /// A second finger landing before the press begins fails it, as a one-touch long press.
    func testASecondFingerBeforeItBeginsFailsIt() {
        _ = logged(LongPressGestureRecognizer(), "press")
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 100)), at: 0.1)
        for n in 1...60 { runFrame(n) }
        send(.fingerUp(id: 1, at: CGPoint(x: 100, y: 100)), at: 1.1)
        send(.fingerUp(id: 2, at: CGPoint(x: 200, y: 100)), at: 1.1)
        XCTAssertEqual(log, [])
    }
}
