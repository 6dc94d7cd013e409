import SegueTestSupport
import ViewKit
import XCTest

/// Several fingers at once through the window: each finger a touch, recognizers on the views
/// under each, a pan that follows the centroid without jumping, controls and taps from a
/// finger exactly as from the mouse.
final class MultiTouchTests: XCTestCase {
    private var window: Window!
    private var left: View!
    private var right: View!
    private var log: [String] = []
    private let frame = 1.0 / 60

    override func setUp() {
        window = makeWindow()
        left = View(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        right = View(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
        window.addSubview(left)
        window.addSubview(right)
        log = []
    }

    private func send(_ event: InputEvent, at time: Double) { window.send(TimedInputEvent(event, at: time)) }

    private func logged<R: GestureRecognizer>(_ r: R, _ name: String) -> R {
        r.addTarget(self) { test in { r in test.log.append("\(name) \(r.state)") } }
        return r
    }

    /// A pan held by one finger: a second finger landing moves the centroid 50 pt, a finger
    /// lifting moves it back, and the translation goes on from where it was each time; the
    /// velocity is the same as with one finger.
    func testTwoFingerPanFollowsTheCentroidWithoutJumping() {
        let pan = logged(PanGestureRecognizer(), "pan")
        window.addGestureRecognizer(pan)
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 0)
        for i in 1...3 {
            send(.fingerMove(id: 1, at: CGPoint(x: 100, y: 100 + 10 * CGFloat(i))), at: Double(i) * frame)
        }
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 30))
        XCTAssertEqual(pan.velocity(in: nil).y, 600, accuracy: 1e-9)

        send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 130)), at: 3 * frame + 0.001)
        XCTAssertEqual(pan.numberOfTouches, 2)
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 150, y: 130), "the centroid")
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 30), "no jump as the finger lands")

        // Both fingers move down 10 pt a frame: the centroid does too.
        for i in 4...6 {
            let y = 100 + 10 * CGFloat(i)
            send(.fingerMove(id: 1, at: CGPoint(x: 100, y: y)), at: Double(i) * frame)
            send(.fingerMove(id: 2, at: CGPoint(x: 200, y: y)), at: Double(i) * frame + 1e-6)
        }
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 60))
        XCTAssertEqual(pan.velocity(in: nil).y, 600, accuracy: 1e-6)

        send(.fingerUp(id: 1, at: CGPoint(x: 100, y: 160)), at: 6 * frame + 0.002)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 60), "no jump as a finger lifts")
        XCTAssertEqual(pan.numberOfTouches, 1)
        send(.fingerMove(id: 2, at: CGPoint(x: 200, y: 170)), at: 7 * frame)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 70))
        XCTAssertEqual(pan.velocity(in: nil).y, 600, accuracy: 1e-6)
        send(.fingerUp(id: 2, at: CGPoint(x: 200, y: 170)), at: 7 * frame + 0.001)
        XCTAssertEqual(log.first, "pan began")
        XCTAssertEqual(log.last, "pan ended")
        XCTAssertEqual(log.filter { $0 == "pan began" }.count, 1, "one gesture from first finger to last")
    }

    /// Taps under two fingers on two views each recognize: gestures on separate touches do
    /// not compete.
    func testTapsUnderTwoFingersOnTwoViewsBothRecognize() {
        left.addGestureRecognizer(logged(TapGestureRecognizer(), "left"))
        right.addGestureRecognizer(logged(TapGestureRecognizer(), "right"))
        send(.fingerDown(id: 1, at: CGPoint(x: 50, y: 50)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 300, y: 50)), at: 0.01)
        send(.fingerUp(id: 1, at: CGPoint(x: 50, y: 50)), at: 0.05)
        send(.fingerUp(id: 2, at: CGPoint(x: 300, y: 50)), at: 0.06)
        XCTAssertEqual(log, ["left ended", "right ended"])
    }

    /// A second finger on a tap's view makes it fail, as UIKit's one-finger tap.
    func testASecondFingerOnATapsViewMakesItFail() {
        left.addGestureRecognizer(logged(TapGestureRecognizer(), "tap"))
        send(.fingerDown(id: 1, at: CGPoint(x: 50, y: 50)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 60, y: 80)), at: 0.01)
        send(.fingerUp(id: 1, at: CGPoint(x: 50, y: 50)), at: 0.05)
        send(.fingerUp(id: 2, at: CGPoint(x: 60, y: 80)), at: 0.06)
        send(.fingerDown(id: 3, at: CGPoint(x: 50, y: 50)), at: 0.2)
        send(.fingerUp(id: 3, at: CGPoint(x: 50, y: 50)), at: 0.25)
        XCTAssertEqual(log, ["tap ended"], "only the later one-finger tap")
    }

    /// A button pressed by a finger acts as under the mouse; a second finger on it does not
    /// reach it (a view takes one touch at a time), so it fires once.
    func testAButtonFromAFingerFiresOnceAsFromTheMouse() {
        let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        left.addSubview(button)
        var events: [String] = []
        button.addAction(for: .touchDown) { _ in events.append("down") }
        button.addAction(for: .touchUpInside) { _ in events.append("up inside") }
        button.addAction(for: .touchCancel) { _ in events.append("cancel") }
        send(.fingerDown(id: 4, at: CGPoint(x: 40, y: 40)), at: 0)
        XCTAssertTrue(button.isHighlighted)
        send(.fingerDown(id: 5, at: CGPoint(x: 80, y: 40)), at: 0.01)
        send(.fingerUp(id: 5, at: CGPoint(x: 80, y: 40)), at: 0.02)
        XCTAssertTrue(button.isHighlighted, "the second finger's lift is not the first's")
        send(.fingerUp(id: 4, at: CGPoint(x: 40, y: 40)), at: 0.05)
        XCTAssertEqual(events, ["down", "up inside"])

        events = []
        send(.pointerDown(CGPoint(x: 40, y: 40)), at: 1)
        send(.pointerUp(CGPoint(x: 40, y: 40)), at: 1.05)
        XCTAssertEqual(events, ["down", "up inside"], "the same from the mouse")
    }

    /// A finger landing on a view whose pan is under way joins the pan; the view never hears
    /// of it, as the pan cancels touches in its view.
    func testAFingerJoiningAPanUnderWayDoesNotReachItsView() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        left.addSubview(button)
        var events: [String] = []
        button.addAction(for: .touchDown) { _ in events.append("down") }
        button.addAction(for: .touchCancel) { _ in events.append("cancel") }
        let pan = logged(PanGestureRecognizer(), "pan")
        left.addGestureRecognizer(pan)
        send(.fingerDown(id: 1, at: CGPoint(x: 50, y: 100)), at: 0)
        send(.fingerMove(id: 1, at: CGPoint(x: 50, y: 130)), at: frame)
        XCTAssertEqual(events, ["down", "cancel"])
        send(.fingerDown(id: 2, at: CGPoint(x: 150, y: 100)), at: 2 * frame)
        XCTAssertEqual(pan.numberOfTouches, 2)
        XCTAssertEqual(events, ["down", "cancel"], "the second finger is the pan's alone")
        XCTAssertFalse(button.isHighlighted)
    }

    /// A lost finger-up: the same finger pressing again cancels its old touch first; the
    /// window losing the input cancels every finger.
    func testALostLiftAndTheWindowsCancelEndEveryTouch() {
        let pan = logged(PanGestureRecognizer(), "pan")
        left.addGestureRecognizer(pan)
        send(.fingerDown(id: 1, at: CGPoint(x: 50, y: 100)), at: 0)
        send(.fingerMove(id: 1, at: CGPoint(x: 50, y: 130)), at: frame)
        send(.fingerDown(id: 1, at: CGPoint(x: 60, y: 100)), at: 2 * frame)
        XCTAssertEqual(log, ["pan began", "pan cancelled"])
        XCTAssertEqual(window.activeTouches.count, 1)
        send(.fingerDown(id: 2, at: CGPoint(x: 300, y: 100)), at: 3 * frame)
        XCTAssertEqual(window.activeTouches.map(\.source), [.finger(1), .finger(2)])
        XCTAssertEqual(window.activeTouch?.source, .finger(1), "the first finger stands for the pointer")
        send(.pointerCancel, at: 4 * frame)
        XCTAssertTrue(window.activeTouches.isEmpty)
        XCTAssertNil(window.activeTouch)
    }
}
