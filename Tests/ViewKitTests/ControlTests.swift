import SegueTestSupport
import ViewKit
import XCTest

/// Touch delivery through `Window.send`, and Control/Button target-action.
final class ControlTests: XCTestCase {
    /// Counts the actions it receives.
    private final class Target {
        var senders: [Control] = []
        func tapped(_ sender: Control) { senders.append(sender) }
    }

    private var window: Window!
    /// At (100, 100), 100 × 44, titled "Tap".
    private var button: Button!
    private var target: Target!
    private var time = 0.0

    override func setUp() {
        super.setUp()
        window = makeWindow()
        button = Button(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        button.setTitle("Tap")
        window.addSubview(button)
        target = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
    }

    private func send(_ event: InputEvent) {
        time += 1.0 / 60
        window.send(TimedInputEvent(event, at: time))
    }

    private func tap(at p: CGPoint, releaseAt q: CGPoint? = nil) {
        send(.pointerDown(p))
        send(.pointerUp(q ?? p))
    }

    func testTouchUpInsideSendsTheActionOnce() {
        tap(at: CGPoint(x: 150, y: 122))
        XCTAssertEqual(target.senders.count, 1)
        XCTAssertTrue(target.senders.first === button)
    }

    func testTheTitleLabelDoesNotTakeTheTouch() {
        _ = window.makeDisplayList()  // lays the title out over the whole button
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 122)) === button)
    }

    func testHighlightedOnlyWhileTheTouchIsInside() {
        var downs = 0
        button.addAction(for: .touchDown) { _ in downs += 1 }
        send(.pointerDown(CGPoint(x: 150, y: 122)))
        XCTAssertTrue(button.isHighlighted)
        XCTAssertEqual(downs, 1)
        XCTAssertEqual(target.senders.count, 0, "nothing is sent until the touch ends")
        // The bounds extend 70 pt for a dragged touch: x −70 ..< 170 in the button, 30 ..< 270 in the window.
        send(.pointerMove(CGPoint(x: 271, y: 122)))
        XCTAssertFalse(button.isHighlighted)
        send(.pointerMove(CGPoint(x: 269, y: 122)))
        XCTAssertTrue(button.isHighlighted)
        send(.pointerMove(CGPoint(x: 150, y: 215)))
        XCTAssertFalse(button.isHighlighted, "44 + 70 = 114 below the top, window y 214")
        send(.pointerUp(CGPoint(x: 150, y: 122)))
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(target.senders.count, 1)
    }

    func testReleasingWithinTheSlopStillCounts() {
        tap(at: CGPoint(x: 150, y: 122), releaseAt: CGPoint(x: 269, y: 122))
        XCTAssertEqual(target.senders.count, 1)
        tap(at: CGPoint(x: 150, y: 122), releaseAt: CGPoint(x: 31, y: 31))
        XCTAssertEqual(target.senders.count, 2)
    }

    func testReleasingBeyondTheSlopSendsNothing() {
        tap(at: CGPoint(x: 150, y: 122), releaseAt: CGPoint(x: 271, y: 122))
        tap(at: CGPoint(x: 150, y: 122), releaseAt: CGPoint(x: 150, y: 29))
        XCTAssertEqual(target.senders.count, 0)
        XCTAssertFalse(button.isHighlighted)
    }

    func testATouchThatStartsElsewhereNeverReachesTheButton() {
        tap(at: CGPoint(x: 50, y: 122), releaseAt: CGPoint(x: 150, y: 122))
        XCTAssertEqual(target.senders.count, 0)
    }

    func testCancelSendsTouchCancelAndNoTap() {
        var cancels = 0
        button.addAction(for: .touchCancel) { _ in cancels += 1 }
        send(.pointerDown(CGPoint(x: 150, y: 122)))
        send(.pointerCancel)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(cancels, 1)
        XCTAssertNil(window.activeTouch)
        send(.pointerUp(CGPoint(x: 150, y: 122)))
        XCTAssertEqual(target.senders.count, 0, "the release of a cancelled touch goes nowhere")
    }

    func testASecondButtonDownCancelsTheLostTouch() {
        var cancels = 0
        button.addAction(for: .touchCancel) { _ in cancels += 1 }
        send(.pointerDown(CGPoint(x: 150, y: 122)))
        send(.pointerDown(CGPoint(x: 10, y: 10)))
        XCTAssertEqual(cancels, 1)
        XCTAssertFalse(button.isHighlighted)
        send(.pointerUp(CGPoint(x: 150, y: 122)))
        XCTAssertEqual(target.senders.count, 0)
    }

    func testTargetIsHeldWeakly() {
        var count = 0
        button.addAction(for: .touchUpInside) { _ in count += 1 }
        weak let weakTarget = target
        target = nil
        XCTAssertNil(weakTarget, "the button must not keep its target alive")
        tap(at: CGPoint(x: 150, y: 122))
        XCTAssertEqual(count, 1, "the other action still runs")
    }

    func testOneActionForSeveralEvents() {
        var events = 0
        button.addAction(for: [.touchDown, .touchUpInside]) { _ in events += 1 }
        tap(at: CGPoint(x: 150, y: 122))
        XCTAssertEqual(events, 2)
    }

    func testDisabledControlPassesTouchesOn() {
        final class Parent: View {
            var began = 0
            override func touchesBegan(_ touch: Touch) { began += 1 }
        }
        let parent = Parent(frame: window.bounds)
        window.addSubview(parent)
        parent.addSubview(button)
        button.isEnabled = false
        tap(at: CGPoint(x: 150, y: 122))
        XCTAssertEqual(target.senders.count, 0)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(parent.began, 1)
    }

    func testHighlightDimsTheTitle() {
        // "Tap" at 17 pt is 25.5 pt wide, its line 20.4 (21 rounded up) tall, centred in 100 × 44.
        XCTAssertLines(window.makeDisplayList().dump, "text \"Tap\" Inter-regular 17pt at 137,112 #007AFF")
        send(.pointerDown(CGPoint(x: 150, y: 122)))
        XCTAssertTrue(window.needsDisplay)
        XCTAssertLines(window.makeDisplayList().dump, "text \"Tap\" Inter-regular 17pt at 137,112 #007AFF alpha=0.20")
        send(.pointerUp(CGPoint(x: 150, y: 122)))
        XCTAssertLines(window.makeDisplayList().dump, "text \"Tap\" Inter-regular 17pt at 137,112 #007AFF")
    }

    func testButtonSizeThatFits() {
        let big = CGSize(width: 1000, height: 1000)
        XCTAssertEqual(button.sizeThatFits(big), CGSize(width: 26, height: 21))
        button.image = Image(bitmap: Bitmap(width: 20, height: 30, fill: .white), name: "icon")
        XCTAssertEqual(button.sizeThatFits(big), CGSize(width: 52, height: 30))  // 26 + 6 + 20
    }

    // MARK: Touch delivery

    /// Records touches in its own coordinates.
    private final class Pad: View {
        var log: [String] = []
        private func s(_ p: CGPoint) -> String { "\(p.x),\(p.y)" }
        override func touchesBegan(_ t: Touch) { log.append("began \(s(t.location(in: self)))") }
        override func touchesMoved(_ t: Touch) {
            log.append("moved \(s(t.location(in: self))) from \(s(t.previousLocation(in: self)))")
        }
        override func touchesEnded(_ t: Touch) { log.append("ended \(s(t.location(in: nil))) \(t.phase)") }
        override func scrollWheel(dx: CGFloat, dy: CGFloat) { log.append("wheel \(dx),\(dy)") }
    }

    func testTouchesStayWithTheViewHitOnButtonDownInItsCoordinates() {
        let pad = Pad(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        pad.bounds.origin = CGPoint(x: 0, y: 10)
        window.addSubview(pad)
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))  // unhandled: goes to pad
        pad.addSubview(child)
        send(.pointerDown(CGPoint(x: 20, y: 330)))
        send(.pointerMove(CGPoint(x: 300, y: 500)))
        send(.pointerUp(CGPoint(x: 301, y: 501)))
        XCTAssertEqual(
            pad.log,
            [
                "began 20.0,40.0",
                "moved 300.0,210.0 from 20.0,40.0",
                "ended 301.0,501.0 ended",
            ])
    }

    func testWheelGoesToTheViewUnderThePointerAndUpTheChain() {
        let pad = Pad(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        window.addSubview(pad)
        pad.addSubview(View(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        send(.wheel(dx: 0, dy: 12, at: CGPoint(x: 10, y: 310)))
        send(.wheel(dx: 3, dy: 0, at: CGPoint(x: 10, y: 10)))  // not over the pad
        XCTAssertEqual(pad.log, ["wheel 0.0,12.0"])
    }
}
