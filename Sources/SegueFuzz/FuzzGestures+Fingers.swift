import SegueScript
import ViewKit

/// The fuzzer's touch screen: one-finger taps, drags and flicks, two fingers dragging together
/// (one lifting first), and pinches, all as plain `finger` lines one frame apart, so a shrunk
/// reproducer that lost some of them still parses. Every finger lifts by the action's end.
extension FuzzGestures {
    /// Relative weights of the finger actions, added to a profile's pointer ones.
    static func fingerWeights(for profile: FuzzProfile) -> [(weight: Int, value: Action)] {
        switch profile {
        case .standard: return [(8, .fingerTap), (8, .fingerDrag), (3, .twoFingerDrag), (4, .pinch)]
        case .dragInterrupts: return [(3, .fingerTap), (3, .fingerDrag), (1, .twoFingerDrag), (2, .pinch)]
        }
    }

    mutating func fingerAction(_ action: Action, at start: CGPoint) -> [InputScript.Command] {
        switch action {
        case .fingerTap:
            return [
                .input(.fingerDown(id: 1, at: start)),
                .wait(Double(Int.random(in: 0...3, using: &rng)) * FuzzGestures.frame),
                .input(.fingerUp(id: 1, at: start)),
            ]
        case .fingerDrag:
            // Drags and flicks alike: 1 to 90 points a frame.
            let speed = CGFloat.random(in: 1...90, using: &rng)
            let heading = fingerDirection()
            var steps: [InputScript.Command] = [.input(.fingerDown(id: 1, at: start))]
            var p = start
            for _ in 0..<Int.random(in: 2...30, using: &rng) {
                p = CGPoint(x: p.x + heading.x * speed, y: p.y + heading.y * speed).rounded
                steps += [.wait(FuzzGestures.frame), .input(.fingerMove(id: 1, at: p))]
            }
            return steps + [.input(.fingerUp(id: 1, at: p))]
        case .twoFingerDrag: return twoFingerDrag(from: start)
        case .pinch:
            let from = CGFloat(Int.random(in: 30...320, using: &rng))
            let to = CGFloat(Int.random(in: 30...320, using: &rng))
            let pinch = FingerGesture.pinch(
                center: start, from: from, to: to, frames: Int.random(in: 3...30, using: &rng))
            var steps: [InputScript.Command] = []
            var frame = 0
            for (at, event) in pinch.allEvents {
                if at > frame { steps.append(.wait(Double(at - frame) * FuzzGestures.frame)) }
                frame = at
                steps.append(.input(event.rounded))
            }
            return steps
        default:
            return []
        }
    }

    /// Two fingers side by side moving together, one lifting a few frames before the other.
    private mutating func twoFingerDrag(from start: CGPoint) -> [InputScript.Command] {
        let gap = CGPoint(
            x: CGFloat(Int.random(in: -120...120, using: &rng)), y: CGFloat(Int.random(in: -60...60, using: &rng)))
        let speed = CGFloat.random(in: 2...40, using: &rng)
        let heading = fingerDirection()
        var a = start, b = (start + gap)
        var steps: [InputScript.Command] = [.input(.fingerDown(id: 1, at: a))]
        steps += [
            .wait(Double(Int.random(in: 0...4, using: &rng)) * FuzzGestures.frame), .input(.fingerDown(id: 2, at: b)),
        ]
        let together = Int.random(in: 1...20, using: &rng)
        let (first, last) = rng.chance(0.5) ? (1, 2) : (2, 1)
        for _ in 0..<together {
            a = CGPoint(x: a.x + heading.x * speed, y: a.y + heading.y * speed).rounded
            b = CGPoint(x: b.x + heading.x * speed, y: b.y + heading.y * speed).rounded
            steps += [.wait(FuzzGestures.frame), .input(.fingerMove(id: 1, at: a)), .input(.fingerMove(id: 2, at: b))]
        }
        steps.append(.input(.fingerUp(id: first, at: first == 1 ? a : b)))
        var p = last == 1 ? a : b
        for _ in 0..<Int.random(in: 0...10, using: &rng) {
            p = CGPoint(x: p.x + heading.x * speed, y: p.y + heading.y * speed).rounded
            steps += [.wait(FuzzGestures.frame), .input(.fingerMove(id: last, at: p))]
        }
        return steps + [.input(.fingerUp(id: last, at: p))]
    }

    /// Any way at all: fingers pan content, swipe back and pull sheets in every direction.
    private mutating func fingerDirection() -> CGPoint {
        let angle = CGFloat.random(in: 0...(2 * .pi), using: &rng)
        return CGPoint(x: cos(angle), y: sin(angle))
    }
}

extension InputEvent {
    /// The event with its point rounded to the half point, as every fuzz event is.
    fileprivate var rounded: InputEvent {
        switch self {
        case let .fingerDown(id, p): return .fingerDown(id: id, at: p.rounded)
        case let .fingerMove(id, p): return .fingerMove(id: id, at: p.rounded)
        case let .fingerUp(id, p): return .fingerUp(id: id, at: p.rounded)
        default: return self
        }
    }
}

extension CGPoint {
    fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
}
