import SegueScript
import ViewKit

/// The fuzzer's gestures that wait on the frame clock (ViewKit's gesture arena): double taps,
/// their second tap sometimes too late (the gap runs to 0.4 s, past the 0.3 s interval) or a
/// few points off, and long presses, held from under to well over their 0.5 s, some dragged
/// once they began. A third of them are a finger's, the rest the mouse's.
extension FuzzGestures {
    /// Relative weights of the double tap and the long press, added to a profile's others.
    static func arenaWeights(for profile: FuzzProfile) -> [(weight: Int, value: Action)] {
        switch profile {
        case .standard: return [(8, .doubleTap), (6, .longPress)]
        case .dragInterrupts: return [(3, .doubleTap), (3, .longPress)]
        }
    }

    mutating func arenaAction(_ action: Action, at start: CGPoint) -> [InputScript.Command] {
        let finger = rng.chance(1.0 / 3)
        func down(_ p: CGPoint) -> InputScript.Command { .input(finger ? .fingerDown(id: 1, at: p) : .pointerDown(p)) }
        func up(_ p: CGPoint) -> InputScript.Command { .input(finger ? .fingerUp(id: 1, at: p) : .pointerUp(p)) }
        func move(_ p: CGPoint) -> InputScript.Command { .input(finger ? .fingerMove(id: 1, at: p) : .pointerMove(p)) }
        func frames(_ range: ClosedRange<Int>) -> InputScript.Command {
            .wait(Double(Int.random(in: range, using: &rng)) * FuzzGestures.frame)
        }
        switch action {
        case .doubleTap:
            let second = CGPoint(
                x: start.x + CGFloat(Int.random(in: -8...8, using: &rng)),
                y: start.y + CGFloat(Int.random(in: -8...8, using: &rng)))
            return [down(start), frames(0...3), up(start), frames(0...24), down(second), frames(0...3), up(second)]
        case .longPress:
            if !finger, rng.chance(0.6) {
                return [.press(start, duration: Double(Int.random(in: 18...72, using: &rng)) * FuzzGestures.frame)]
            }
            // Held past the duration, then dragged: the press has begun and follows the touch.
            var steps = [down(start), frames(30...54)]
            let angle = CGFloat.random(in: 0...(2 * .pi), using: &rng)
            let speed = CGFloat.random(in: 2...15, using: &rng)
            var p = start
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                p = CGPoint(x: p.x + cos(angle) * speed, y: p.y + sin(angle) * speed).rounded
                steps += [.wait(FuzzGestures.frame), move(p)]
            }
            return steps + [up(p)]
        default:
            return []
        }
    }
}
