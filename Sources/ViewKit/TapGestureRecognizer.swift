import Foundation

/// A click or a tap, as UITapGestureRecognizer: a discrete gesture that recognizes on the lift
/// of its last tap, unless the pointer moved more than `allowableMovement` points during a tap.
/// One finger taps; a second finger landing on the view before the first lifts makes it fail,
/// as UIKit's one-touch tap does.
///
/// With `numberOfTapsRequired` above 1 (a double tap), each tap but the last holds the
/// recognizer's decision past its lift (see GestureRecognizer+Deadline): the next tap must go
/// down less than `maximumTapInterval` seconds after the previous one lifted, and within
/// `maximumTapSeparation` points of where it lifted, or the recognizer fails. A single tap that
/// should not fire on the first tap of a double tap requires the double tap to fail:
///
///     singleTap.require(toFail: doubleTap)
///
/// It then fires `maximumTapInterval` seconds after its lift, once no second tap came.
open class TapGestureRecognizer: GestureRecognizer {
    /// Seconds: how long after a tap's lift the next tap of a multi-tap gesture may go down,
    /// exclusive (Flutter's `kDoubleTapTimeout`, 300 ms; UIKit's figure is close to it).
    public static let maximumTapInterval: Double = 0.3
    /// Points: how far from where the previous tap lifted the next tap of a multi-tap gesture
    /// may go down (Flutter's `kDoubleTapSlop`, 100 logical pixels).
    public static let maximumTapSeparation: CGFloat = 100

    /// How many taps make the gesture: 1 (the default) for a tap, 2 for a double tap. At
    /// least 1.
    public var numberOfTapsRequired = 1 {
        didSet {
            precondition(
                numberOfTapsRequired >= 1, "numberOfTapsRequired must be 1 or more, found \(numberOfTapsRequired)")
        }
    }
    /// Points the pointer may wander during each tap and still tap (10, as UIKit's).
    public var allowableMovement: CGFloat = 10
    /// Window points: where the tap in progress went down.
    private var startLocation = CGPoint.zero
    /// Taps completed in this gesture, and where and when (seconds) the last one lifted.
    private var tapsCompleted = 0
    private var lastLift: (location: CGPoint, time: Double)?

    open override func touchesBegan(_ touch: Touch) {
        guard numberOfTouches == 1 else {
            state = .failed
            return
        }
        if let lastLift {
            let gap = touch.windowLocation - lastLift.location
            let tooLate = touch.timestamp + TouchDispatcher.deadlineTolerance >= lastLift.time + Self.maximumTapInterval
            if tooLate || (gap.x * gap.x + gap.y * gap.y).squareRoot() > Self.maximumTapSeparation {
                state = .failed
                return
            }
        }
        // Pressing again: no longer waiting for this tap.
        decisionDeadline = nil
        startLocation = touch.windowLocation
    }

    open override func touchesMoved(_ touch: Touch) {
        let d = touch.windowLocation - startLocation
        if (d.x * d.x + d.y * d.y).squareRoot() > allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touch: Touch) {
        guard state == .possible else { return }
        tapsCompleted += 1
        guard tapsCompleted < numberOfTapsRequired else {
            state = .ended
            return
        }
        // Holds the decision until the next tap goes down, or fails when it does not in time.
        lastLift = (touch.windowLocation, touch.timestamp)
        decisionDeadline = touch.timestamp + Self.maximumTapInterval
    }

    open override func reset() {
        tapsCompleted = 0
        lastLift = nil
    }
}
