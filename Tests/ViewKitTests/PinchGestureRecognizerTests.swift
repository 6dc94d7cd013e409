import SegueTestSupport
import ViewKit
import XCTest

/// The pinch from synthetic finger events at exact times: scale, velocity in scale per second,
/// the centroid, the begin slop, the end when a finger lifts.
final class PinchGestureRecognizerTests: XCTestCase {
    private var window: Window!
    private var pinch: PinchGestureRecognizer!
    private var log: [String] = []
    private let frame = 1.0 / 60

    override func setUp() {
        window = makeWindow()
        let box = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(box)
        pinch = PinchGestureRecognizer()
        pinch.addTarget(self) { test in { r in test.log.append("\(r.state)") } }
        box.addGestureRecognizer(pinch)
        log = []
    }

    private func send(_ event: InputEvent, at time: Double) { window.send(TimedInputEvent(event, at: time)) }

    /// Fingers 100 pt apart; the second moves out 12 pt a frame (720 pt/s): the scale is the
    /// distance over 100 and the velocity 7.2 per second, from the first frame it is measured.
    func testScaleIsTheDistanceOverTheStartDistanceAndVelocityIsScalePerSecond() {
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 300)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 300)), at: 0)
        XCTAssertEqual(pinch.numberOfTouches, 2)
        XCTAssertEqual(pinch.scale, 1)
        for i in 1...4 {
            send(.fingerMove(id: 2, at: CGPoint(x: 200 + 12 * CGFloat(i), y: 300)), at: Double(i) * frame)
        }
        XCTAssertEqual(log, ["began", "changed", "changed", "changed"])
        XCTAssertEqual(pinch.scale, 1.48, accuracy: 1e-12)
        XCTAssertEqual(pinch.velocity, 7.2, accuracy: 1e-9)
        XCTAssertEqual(pinch.location(in: nil), CGPoint(x: 174, y: 300))
        XCTAssertEqual(pinch.location(ofTouch: 0, in: nil), CGPoint(x: 100, y: 300))
        XCTAssertEqual(pinch.location(ofTouch: 1, in: nil), CGPoint(x: 248, y: 300))
        XCTAssertEqual(pinch.location(ofTouch: 2, in: nil), .zero, "no third touch")

        // A finger lifting where it was ends the pinch, keeping its scale and its velocity.
        send(.fingerUp(id: 1, at: CGPoint(x: 100, y: 300)), at: 5 * frame)
        XCTAssertEqual(log.last, "ended")
        XCTAssertEqual(pinch.scale, 1.48, accuracy: 1e-12)
        XCTAssertEqual(pinch.velocity, 7.2, accuracy: 1e-9)
        send(.fingerUp(id: 2, at: CGPoint(x: 248, y: 300)), at: 6 * frame)
        XCTAssertEqual(log.count, 5, "nothing after the end")
        XCTAssertEqual(pinch.state, .possible, "reset once every finger lifted")
    }

    /// Fingers coming together make a scale below 1 and a negative velocity. Both fingers'
    /// moves of one frame arrive a microsecond apart (as the SDL backend spaces events stamped
    /// in the same millisecond), so they count as one sample: 20 pt a frame of 200, -6 per second.
    func testPinchingInScalesDownWithNegativeVelocity() {
        send(.fingerDown(id: 7, at: CGPoint(x: 100, y: 200)), at: 1)
        send(.fingerDown(id: 8, at: CGPoint(x: 100, y: 400)), at: 1)
        for i in 1...3 {
            let step = 10 * CGFloat(i)
            send(.fingerMove(id: 7, at: CGPoint(x: 100, y: 200 + step)), at: 1 + Double(i) * frame)
            send(.fingerMove(id: 8, at: CGPoint(x: 100, y: 400 - step)), at: 1 + Double(i) * frame + 1e-6)
        }
        XCTAssertEqual(log, ["began", "changed", "changed", "changed", "changed", "changed"])
        XCTAssertEqual(pinch.scale, 0.7, accuracy: 1e-12)
        XCTAssertEqual(pinch.location(in: nil), CGPoint(x: 100, y: 300))
        XCTAssertEqual(pinch.velocity, -6, accuracy: 1e-9)
    }

    /// The distance must change by 4 pt before the pinch begins; a change of 3.5 pt is not a pinch.
    func testThePinchBeginsAfterFourPointsOfChangeInDistance() {
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 300)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 300)), at: 0)
        send(.fingerMove(id: 2, at: CGPoint(x: 203.5, y: 300)), at: frame)
        send(.fingerMove(id: 1, at: CGPoint(x: 103.5, y: 300)), at: 2 * frame)
        XCTAssertEqual(pinch.state, .possible, "moved together: no change in distance")
        send(.fingerMove(id: 1, at: CGPoint(x: 100, y: 300)), at: 3 * frame)
        XCTAssertEqual(pinch.state, .possible, "3.5 pt is within the slop")
        send(.fingerMove(id: 1, at: CGPoint(x: 99.5, y: 300)), at: 4 * frame)
        XCTAssertEqual(log, ["began"])
        XCTAssertEqual(pinch.scale, 1.04)
    }

    /// Fingers that rest 40 ms or more before lifting lift with no velocity.
    func testFingersThatRestedLiftWithNoVelocity() {
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 300)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 300)), at: 0)
        for i in 1...3 {
            send(.fingerMove(id: 2, at: CGPoint(x: 200 + 12 * CGFloat(i), y: 300)), at: Double(i) * frame)
        }
        XCTAssertEqual(pinch.velocity, 7.2, accuracy: 1e-9)
        send(.fingerUp(id: 2, at: CGPoint(x: 236, y: 300)), at: 3 * frame + 0.041)
        XCTAssertEqual(log.last, "ended")
        XCTAssertEqual(pinch.velocity, 0)
        XCTAssertEqual(pinch.scale, 1.36, accuracy: 1e-12)
    }

    /// Setting the scale to 1 makes the next report relative to the distance now, as UIKit's.
    func testSettingTheScaleRebasesIt() {
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 300)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 300)), at: 0)
        send(.fingerMove(id: 2, at: CGPoint(x: 300, y: 300)), at: frame)
        XCTAssertEqual(pinch.scale, 2)
        XCTAssertEqual(pinch.velocity, 60, accuracy: 1e-9, "100 pt in a frame over 100 pt")
        pinch.scale = 1
        XCTAssertEqual(pinch.velocity, 30, accuracy: 1e-9, "the same motion over the new 200 pt")
        send(.fingerMove(id: 2, at: CGPoint(x: 400, y: 300)), at: 2 * frame)
        XCTAssertEqual(pinch.scale, 1.5)
    }

    /// One finger is no pinch: it fails when the finger lifts and its targets never hear of it.
    /// A second finger landing after the first lifted starts nothing either.
    func testOneFingerFails() {
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 300)), at: 0)
        send(.fingerMove(id: 1, at: CGPoint(x: 160, y: 300)), at: frame)
        XCTAssertEqual(pinch.state, .possible)
        send(.fingerUp(id: 1, at: CGPoint(x: 160, y: 300)), at: 2 * frame)
        XCTAssertEqual(log, [])
        XCTAssertEqual(pinch.state, .possible, "reset")
    }

    /// A finger that lifts before the pinch began leaves it waiting; a new second finger
    /// measures from where it lands.
    func testASecondFingerAfterAnEarlyLiftMeasuresAfresh() {
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 300)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 300)), at: 0)
        send(.fingerUp(id: 2, at: CGPoint(x: 201, y: 300)), at: frame)
        XCTAssertEqual(pinch.state, .possible)
        send(.fingerDown(id: 3, at: CGPoint(x: 100, y: 350)), at: 2 * frame)
        send(.fingerMove(id: 3, at: CGPoint(x: 100, y: 400)), at: 3 * frame)
        XCTAssertEqual(log, ["began"])
        XCTAssertEqual(pinch.scale, 2)
        XCTAssertEqual(pinch.location(in: nil), CGPoint(x: 100, y: 350))
    }

    /// The window losing the input cancels the pinch with every finger.
    func testACancelEndsThePinchCancelled() {
        send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 300)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 300)), at: 0)
        send(.fingerMove(id: 2, at: CGPoint(x: 220, y: 300)), at: frame)
        send(.pointerCancel, at: 2 * frame)
        XCTAssertEqual(log, ["began", "cancelled"])
        XCTAssertTrue(window.activeTouches.isEmpty)
        XCTAssertEqual(pinch.state, .possible)
    }
}

extension PinchGestureRecognizerTests {
    /// Three fingers down, the first lifting before the pinch began: the other two make the
    /// pair, measured from then, so the jump in distance is no pinch.
    func testWhenAFingerOfThreeLiftsEarlyTheOtherTwoMeasureAfresh() {
        send(.fingerDown(id: 1, at: CGPoint(x: 50, y: 300)), at: 0)
        send(.fingerDown(id: 2, at: CGPoint(x: 150, y: 300)), at: 0)
        send(.fingerDown(id: 3, at: CGPoint(x: 350, y: 300)), at: 0)
        send(.fingerUp(id: 1, at: CGPoint(x: 50, y: 300)), at: frame)
        XCTAssertEqual(pinch.state, .possible, "100 pt to 200 pt apart is a new pair, not a pinch")
        send(.fingerMove(id: 3, at: CGPoint(x: 380, y: 300)), at: 2 * frame)
        XCTAssertEqual(log, ["began"])
        XCTAssertEqual(pinch.scale, 1.15)
        XCTAssertEqual(pinch.location(in: nil), CGPoint(x: 265, y: 300))
    }
}
