import SegueTestSupport
import ViewKit
import XCTest

/// Recognizers written outside ViewKit (issue 29, item 6): this target imports ViewKit without
/// `@testable`, so these subclasses use only what an outside package can.
final class CustomGestureRecognizerTests: XCTestCase {
    private var window: Window!
    private var driver: PointerDriver!
    private var pad: View!

    override func setUp() {
        window = makeWindow()
        let root = ViewController()
        window.rootViewController = root
        pad = View(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        root.view.addSubview(pad)
        driver = PointerDriver(window: window)
    }

    /// A flick of 100 pt to the right within 0.2 s is a swipe; the button under it does not
    /// hear its release, since the swipe took the touch.
    func testASwipeRecognizesAndTakesTheTouch() {
        let swipe = SwipeRightRecognizer()
        var heard: [GestureRecognizer.State] = []
        swipe.addTarget(self) { (_: CustomGestureRecognizerTests) in { heard.append($0.state) } }
        pad.addGestureRecognizer(swipe)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        pad.addSubview(button)
        // 6 frames of 20 pt: 120 pt in 0.1 s.
        driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 220, y: 300), frames: 6)
        XCTAssertEqual(heard, [.ended])
        XCTAssertEqual(taps, 0)
        XCTAssertEqual(swipe.resets, 1, "reset after the sequence")
        XCTAssertEqual(swipe.state, .possible, "and ready for the next")
        XCTAssertEqual(swipe.recognizedAt, 100 + 100, accuracy: 1e-9, "the 5th move passed 100 pt: x 200")
    }

    /// Too slow, or leaving the line, fails; so does a touch that ends before 100 pt.
    func testASwipeFailsWhenSlowCrookedOrShort() {
        let swipe = SwipeRightRecognizer()
        var heard = 0
        swipe.addTarget(self) { (_: CustomGestureRecognizerTests) in { _ in heard += 1 } }
        pad.addGestureRecognizer(swipe)
        driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 220, y: 300), frames: 30)  // 0.5 s
        XCTAssertEqual(swipe.failures, 1)
        driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 220, y: 360), frames: 6)  // 60 pt off
        XCTAssertEqual(swipe.failures, 2)
        driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 180, y: 300), frames: 4)
        XCTAssertEqual(heard, 0)
        XCTAssertEqual(swipe.resets, 3)
    }

    /// A continuous recognizer: held still 0.5 s, then dragged, it begins and follows; the
    /// targets hear began, changed for each move after, and ended.
    func testAHoldThenDragRecognizerBeginsChangesAndEnds() {
        let hold = HoldThenDragRecognizer()
        var heard: [GestureRecognizer.State] = []
        hold.addTarget(self) { (_: CustomGestureRecognizerTests) in { heard.append($0.state) } }
        pad.addGestureRecognizer(hold)
        driver.down(CGPoint(x: 100, y: 300))
        driver.move(CGPoint(x: 102, y: 300))  // 1/60 s: too soon
        XCTAssertEqual(hold.state, .possible)
        driver.wait(0.5)
        driver.move(CGPoint(x: 140, y: 300))
        driver.move(CGPoint(x: 180, y: 300))
        driver.up(CGPoint(x: 180, y: 300))
        XCTAssertEqual(heard, [.began, .changed, .ended])
        XCTAssertEqual(hold.travel, 78, "from 102 to 180")

        heard = []
        driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), frames: 5)
        XCTAssertEqual(heard, [], "not held first: it fails")
    }
}

/// UIKit's swipe, to the right: at least 100 pt within 0.2 s, within 30 pt of the line.
private final class SwipeRightRecognizer: GestureRecognizer {
    private var start: (point: CGPoint, time: Double)?
    private(set) var resets = 0
    private(set) var failures = 0
    private(set) var recognizedAt: CGFloat = 0

    override func touchesBegan(_ touch: Touch) {
        start = (touch.location(in: nil), touch.timestamp)
    }

    override func touchesMoved(_ touch: Touch) {
        guard let start else { return }
        let p = touch.location(in: nil)
        if abs(p.y - start.point.y) > 30 || touch.timestamp - start.time > 0.2 {
            fail()
        } else if p.x - start.point.x >= 100 {
            recognizedAt = p.x
            state = .ended
        }
    }

    override func touchesEnded(_ touch: Touch) {
        if state == .possible { fail() }
    }

    private func fail() {
        state = .failed
        failures += 1
    }

    override func reset() {
        start = nil
        resets += 1
    }
}

/// Held within 10 pt for 0.5 s, then moved: began, then changed with every move, ended on release.
private final class HoldThenDragRecognizer: GestureRecognizer {
    private var start: (point: CGPoint, time: Double)?
    private var from: CGFloat = 0
    private(set) var travel: CGFloat = 0

    override func touchesBegan(_ touch: Touch) {
        start = (touch.location(in: nil), touch.timestamp)
    }

    override func touchesMoved(_ touch: Touch) {
        guard let start else { return }
        let p = touch.location(in: nil)
        switch state {
        case .possible:
            let moved = hypot(p.x - start.point.x, p.y - start.point.y)
            if moved <= 10 {
                from = p.x
            } else if touch.timestamp - start.time >= 0.5 {
                state = .began
                travel = p.x - from
            } else {
                state = .failed
            }
        case .began, .changed:
            travel = p.x - from
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touch: Touch) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    override func reset() { start = nil }
}
