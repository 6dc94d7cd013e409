import Foundation

/// A press held still, as UILongPressGestureRecognizer: a continuous gesture that begins
/// (`.began`) once one touch has been down for `minimumPressDuration` seconds without moving
/// more than `allowableMovement` points from where it went down, reports `.changed` on every
/// move after that (anywhere: once begun it is no longer bound to the spot), and `.ended` when
/// the touch lifts. It fails if the touch moves too far, or lifts, before then, or if a second
/// finger lands first. It begins on the window's frame clock (see GestureRecognizer+Deadline):
/// before the first input event at or after the duration, or at the first frame at or after
/// it, and a press held exactly that long has been held long enough.
///
/// Like any recognizer that begins, it cancels the touched view's touch (a button or a cell
/// under it is not clicked) and the recognizers it competes with that have not begun, unless
/// `cancelsTouchesInView` is false or a delegate lets them recognize together.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press must be held before the gesture begins (0.5, as UIKit's). Not negative.
    public var minimumPressDuration: Double = 0.5 {
        didSet {
            precondition(
                minimumPressDuration >= 0 && minimumPressDuration.isFinite,
                "minimumPressDuration must be a finite number of seconds, 0 or more, found \(minimumPressDuration)")
        }
    }
    /// Points the touch may move from where it went down before the gesture begins (10, as
    /// UIKit's); further, and it fails.
    public var allowableMovement: CGFloat = 10
    /// Window points: where the press went down.
    private var startLocation = CGPoint.zero

    open override func touchesBegan(_ touch: Touch) {
        guard numberOfTouches == 1 else {
            // One finger presses; once begun, another landing does not end the press.
            if state == .possible { state = .failed }
            return
        }
        startLocation = touch.windowLocation
        decisionDeadline = touch.timestamp + minimumPressDuration
    }

    open override func touchesMoved(_ touch: Touch) {
        switch state {
        case .possible:
            let d = touch.windowLocation - startLocation
            if (d.x * d.x + d.y * d.y).squareRoot() > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touch: Touch) {
        guard !touches.contains(where: \.isDown) else { return }
        switch state {
        case .possible: state = .failed  // let go too soon
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Held long enough without moving too far: the gesture begins.
    open override func decisionDeadlinePassed() {
        state = .began
    }
}
