import SegueTestSupport
import ViewKit
import XCTest

/// The arena past the last lift, on a manual frame clock: frames at n/60 s exactly, events at
/// the times given. A double tap holds its decision between taps; a single tap that requires it
/// to fail waits across the sequences and fires at the first frame after the interval; deadlines
/// pass before an event at or after them and at the first frame at or after them.
final class GestureArenaTests: XCTestCase {
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

    private func tap(_ p: CGPoint, down: Double, up: Double) {
        send(.pointerDown(p), at: down)
        send(.pointerUp(p), at: up)
    }

    private func logged<R: GestureRecognizer>(_ r: R, _ name: String) -> R {
        r.addTarget(self) { test in { r in test.log.append("\(name) \(r.state)") } }
        box.addGestureRecognizer(r)
        return r
    }

    /// A double tap and a single tap that requires it to fail, on the same view.
    private func singleAndDouble() -> (single: TapGestureRecognizer, double: TapGestureRecognizer) {
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer()
        single.require(toFail: double)
        return (logged(single, "single"), logged(double, "double"))
    }

    /// The lone tap lifts at 0.055 s, so the double tap's 0.3 s interval ends at 0.355 s,
    /// between frame 21 (0.35 s) and frame 22 (0.3667 s): the single tap fires at frame 22.
    func testALoneTapFiresAtTheFirstFrameAfterTheDoubleTapsInterval() {
        let (single, double) = singleAndDouble()
        var location: CGPoint?
        single.addTarget(self) { _ in { r in location = r.location(in: nil) } }
        tap(CGPoint(x: 100, y: 100), down: 0.005, up: 0.055)
        XCTAssertTrue(double.isHoldingDecision)
        XCTAssertEqual(double.decisionDeadline ?? 0, 0.355, accuracy: 1e-12)
        XCTAssertEqual(window.nextGestureDeadline ?? 0, 0.355, accuracy: 1e-12)
        for n in 4...21 {
            runFrame(n)
            XCTAssertEqual(log, [], "frame \(n): the single tap waits")
        }
        runFrame(22)
        XCTAssertEqual(log, ["single ended"], "frame 22, the first after 0.355 s")
        XCTAssertEqual(location, CGPoint(x: 100, y: 100), "where the tap lifted")
        XCTAssertNil(window.nextGestureDeadline)
        XCTAssertFalse(double.isHoldingDecision)
        XCTAssertEqual(single.state, .possible, "reset for the next")
        XCTAssertEqual(double.state, .possible)
        for n in 23...60 { runFrame(n) }
        XCTAssertEqual(log, ["single ended"])
    }

    /// The second tap goes down 0.145 s after the first lifted: the double tap fires on its lift,
    /// and the single tap never does.
    func testADoubleTapFiresOnceAndTheSingleTapNever() {
        _ = singleAndDouble()
        tap(CGPoint(x: 100, y: 100), down: 0.005, up: 0.055)
        runFrame(4)
        runFrame(11)
        tap(CGPoint(x: 104, y: 97), down: 0.2, up: 0.25)
        XCTAssertEqual(log, ["double ended"])
        for n in 16...80 { runFrame(n) }
        XCTAssertEqual(log, ["double ended"], "single taps: 0")
        XCTAssertNil(window.nextGestureDeadline)
    }

    /// A second tap exactly at the end of the interval is too late: the deadline passes before
    /// the press is handled, the single tap fires then, and the press starts a sequence of its
    /// own, a lone tap that fires at the first frame 0.3 s after its lift.
    func testATapAtTheEndOfTheIntervalIsTooLateAndTapsAgain() {
        _ = singleAndDouble()
        tap(CGPoint(x: 100, y: 100), down: 0.005, up: 0.055)
        send(.pointerDown(CGPoint(x: 100, y: 100)), at: 0.355)
        XCTAssertEqual(log, ["single ended"], "the deadline passed before the press")
        send(.pointerUp(CGPoint(x: 100, y: 100)), at: 0.41)
        runFrame(42)  // 0.7 s: before 0.41 + 0.3
        XCTAssertEqual(log, ["single ended"])
        runFrame(43)  // 0.7167 s: the first frame after it
        XCTAssertEqual(log, ["single ended", "single ended"])
    }

    /// A second tap 150 pt away cannot be a double tap: the double tap fails at the press, the
    /// waiting single tap fires then (where the first tap lifted), and the far tap is a single
    /// tap of its own.
    func testASecondTapTooFarAwayEndsTheDoubleTapAndTapsAfresh() {
        let (single, _) = singleAndDouble()
        var locations: [CGPoint] = []
        single.addTarget(self) { _ in { r in locations.append(r.location(in: nil)) } }
        tap(CGPoint(x: 100, y: 100), down: 0.005, up: 0.055)
        send(.pointerDown(CGPoint(x: 250, y: 100)), at: 0.2)
        XCTAssertEqual(log, ["single ended"])
        send(.pointerUp(CGPoint(x: 250, y: 100)), at: 0.26)
        XCTAssertEqual(log, ["single ended"], "the far tap is a lone tap: it waits too")
        runFrame(33)  // 0.55 s: before the far tap's deadline, 0.56 s
        XCTAssertEqual(log, ["single ended"])
        runFrame(34)  // 0.5667 s
        XCTAssertEqual(log, ["single ended", "single ended"])
        XCTAssertEqual(locations, [CGPoint(x: 100, y: 100), CGPoint(x: 250, y: 100)])
    }

    /// `require(toFail:)` chained across sequences: a triple tap, a double tap that requires it
    /// to fail, a single tap that requires the double tap to fail. Two taps: the double tap
    /// recognized on the second lift but waits while the triple tap holds; the triple tap's
    /// deadline (0.26 + 0.3 s) fails it, the double tap fires then, and the single tap fails.
    func testAFailureRequirementWaitsAcrossSequencesForOneHoldingItsDecision() {
        let triple = TapGestureRecognizer()
        triple.numberOfTapsRequired = 3
        let (_, double) = singleAndDouble()
        double.require(toFail: triple)
        _ = logged(triple, "triple")
        tap(CGPoint(x: 100, y: 100), down: 0.005, up: 0.055)
        tap(CGPoint(x: 100, y: 100), down: 0.2, up: 0.26)
        XCTAssertEqual(log, [], "the double tap recognized, and waits for the triple tap")
        XCTAssertTrue(triple.isHoldingDecision)
        runFrame(33)  // 0.55 s
        XCTAssertEqual(log, [])
        runFrame(34)  // 0.5667 s
        XCTAssertEqual(log, ["double ended"], "the triple tap failed; the single tap failed with the double tap")
        for n in 35...70 { runFrame(n) }
        XCTAssertEqual(log, ["double ended"])

        log = []
        tap(CGPoint(x: 100, y: 100), down: 1.2, up: 1.25)
        tap(CGPoint(x: 100, y: 100), down: 1.3, up: 1.35)
        tap(CGPoint(x: 100, y: 100), down: 1.4, up: 1.45)
        XCTAssertEqual(log, ["triple ended"], "three taps: the double and single taps fail")
        for n in 88...130 { runFrame(n) }
        XCTAssertEqual(log, ["triple ended"])
    }

    /// A double tap whose taps move 11 pt fails at the move; the single tap then fires at once.
    func testATapThatWandersFailsAndReleasesTheWaitingSingleTap() {
        _ = singleAndDouble()
        tap(CGPoint(x: 100, y: 100), down: 0.005, up: 0.055)
        send(.pointerDown(CGPoint(x: 100, y: 100)), at: 0.1)
        XCTAssertEqual(log, [])
        send(.pointerMove(CGPoint(x: 111, y: 100)), at: 0.12)
        XCTAssertEqual(log, ["single ended"], "the double tap failed at the move")
        send(.pointerUp(CGPoint(x: 111, y: 100)), at: 0.15)
        for n in 10...60 { runFrame(n) }
        XCTAssertEqual(log, ["single ended"], "the wandering press taps nothing")
    }

    /// The view leaves the window between the taps (its page dismissed): the waiting single
    /// tap never fires, and both recognizers are reset for the view's next time in a window.
    func testAViewTakenOutBetweenTheTapsDecidesNothingMore() {
        let (single, double) = singleAndDouble()
        tap(CGPoint(x: 100, y: 100), down: 0.005, up: 0.055)
        box.removeFromSuperview()
        for n in 4...40 { runFrame(n) }
        XCTAssertEqual(log, [])
        XCTAssertNil(window.nextGestureDeadline)
        XCTAssertEqual(single.state, .possible)
        XCTAssertFalse(double.isHoldingDecision)
        window.addSubview(box)
        tap(CGPoint(x: 100, y: 100), down: 1, up: 1.05)
        runFrame(81)  // 1.35 s: the double tap's deadline
        XCTAssertEqual(log, ["single ended"], "back in a window it taps again")
    }

    /// A frame that does not give its time passes no deadline; the next event does.
    func testAFrameWithoutItsTimePassesNoDeadline() {
        _ = singleAndDouble()
        tap(CGPoint(x: 100, y: 100), down: 0.005, up: 0.055)
        for _ in 0..<60 { window.animator.advance(by: frame) }
        XCTAssertEqual(log, [])
        send(.key(.a), at: 2)
        XCTAssertEqual(log, ["single ended"])
    }

    /// The subclass hooks as an outside author uses them: a recognizer that pulses twice while
    /// held, each deadline set from the last hook, recognizing at the second; and one whose hook
    /// leaves it undecided with no deadline, which then fails as at a lift.
    func testASubclassReArmsItsDeadlineFromTheHook() {
        let pulse = logged(TwoPulses(), "pulse")
        send(.pointerDown(CGPoint(x: 50, y: 50)), at: 0.01)
        runFrame(12)  // 0.2 s
        XCTAssertEqual(pulse.passed, [])
        runFrame(13)  // 0.2167 s: past the first deadline, 0.21 s
        XCTAssertEqual(pulse.passed.count, 1)
        XCTAssertEqual(pulse.passed.first ?? 0, 0.21, accuracy: 1e-12)
        XCTAssertEqual(pulse.decisionDeadline ?? 0, 0.41, accuracy: 1e-12, "re-armed from the hook")
        XCTAssertEqual(log, [])
        send(.pointerMove(CGPoint(x: 50, y: 52)), at: 0.45)
        XCTAssertEqual(log, ["pulse began", "pulse changed"], "the second deadline passed before the move")
        send(.pointerUp(CGPoint(x: 50, y: 52)), at: 0.5)
        XCTAssertEqual(log, ["pulse began", "pulse changed", "pulse ended"])

        log = []
        let undecided = logged(Undecided(), "undecided")
        let single = logged(TapGestureRecognizer(), "tap")
        single.require(toFail: undecided)
        tap(CGPoint(x: 50, y: 50), down: 1, up: 1.05)
        XCTAssertTrue(undecided.isHoldingDecision)
        runFrame(80)  // 1.333 s: past its deadline (1.05 + 0.1)
        XCTAssertEqual(undecided.state, .possible, "reset")
        XCTAssertEqual(log, ["tap ended"], "it failed once its hook left it undecided")
    }
}

/// Calls its hook 0.2 s after the press, re-arms it from there for 0.2 s more, and begins at
/// the second.
private final class TwoPulses: GestureRecognizer {
    /// Seconds: the deadlines that passed.
    var passed: [Double] = []
    private var armed = 0.0

    private func arm(_ deadline: Double) {
        armed = deadline
        decisionDeadline = deadline
    }

    override func touchesBegan(_ touch: Touch) { arm(touch.timestamp + 0.2) }

    override func decisionDeadlinePassed() {
        passed.append(armed)
        if passed.count == 1 { arm(armed + 0.2) } else { state = .began }
    }

    override func touchesMoved(_ touch: Touch) { if state == .began || state == .changed { state = .changed } }
    override func touchesEnded(_ touch: Touch) { state = hasBegun ? .ended : .failed }
    override func reset() { passed = [] }

    private var hasBegun: Bool { state == .began || state == .changed }
}

/// Holds its decision 0.1 s past the lift, and leaves it open when the deadline passes.
private final class Undecided: GestureRecognizer {
    override func touchesEnded(_ touch: Touch) { decisionDeadline = touch.timestamp + 0.1 }
    override func decisionDeadlinePassed() {}
}
