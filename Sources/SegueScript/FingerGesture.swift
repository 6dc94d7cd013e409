import ViewKit

/// A script line that moves fingers over several frames: `finger move ID X Y over N frames`
/// (one finger gliding, still down) or `pinch X Y from D1 to D2 over N frames` (two fingers
/// landing, spreading or closing, and lifting). Positions are window points.
public enum FingerGesture: Equatable {
    /// Finger `id` from `from` (where the lines before left it) to `to`, one move a frame.
    case glide(id: Int, from: CGPoint, to: CGPoint, frames: Int)
    /// Fingers 1 and 2 land on a horizontal line through `center`, `from` points apart, move
    /// apart or together one step a frame until they are `to` points apart, and lift there.
    case pinch(center: CGPoint, from: CGFloat, to: CGFloat, frames: Int)

    /// The fingers a pinch uses.
    public static let pinchFingers = (1, 2)

    public var frames: Int {
        switch self {
        case let .glide(_, _, _, frames), let .pinch(_, _, _, frames): return frames
        }
    }

    /// The events to send at once, before the first frame passes.
    public var eventsAtStart: [InputEvent] {
        switch self {
        case .glide: return []
        case let .pinch(center, from, _, _):
            let (a, b) = Self.pinchPoints(center: center, distance: from)
            return [.fingerDown(id: Self.pinchFingers.0, at: a), .fingerDown(id: Self.pinchFingers.1, at: b)]
        }
    }

    /// The events to send once `frame` (1…`frames`) frames have passed, the last one exactly
    /// at the end.
    public func events(afterFrame frame: Int) -> [InputEvent] {
        let f = CGFloat(frame) / CGFloat(frames)
        switch self {
        case let .glide(id, from, to, _):
            return [.fingerMove(id: id, at: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))]
        case let .pinch(center, from, to, frames):
            let distance = frame == frames ? to : from + (to - from) * f
            let (a, b) = Self.pinchPoints(center: center, distance: distance)
            var events: [InputEvent] = [
                .fingerMove(id: Self.pinchFingers.0, at: a), .fingerMove(id: Self.pinchFingers.1, at: b),
            ]
            if frame == frames {
                events += [.fingerUp(id: Self.pinchFingers.0, at: a), .fingerUp(id: Self.pinchFingers.1, at: b)]
            }
            return events
        }
    }

    /// Every event, in order, with the frame each follows (0 for those sent at once).
    public var allEvents: [(frame: Int, event: InputEvent)] {
        eventsAtStart.map { (0, $0) } + (1...frames).flatMap { i in events(afterFrame: i).map { (i, $0) } }
    }

    /// The script line that parses back into this gesture.
    var reproLine: String {
        switch self {
        case let .glide(id, _, to, frames):
            return "finger move \(id) \(Self.n(to.x)) \(Self.n(to.y)) over \(frames) frames"
        case let .pinch(center, from, to, frames):
            return
                "pinch \(Self.n(center.x)) \(Self.n(center.y)) from \(Self.n(from)) to \(Self.n(to)) over \(frames) frames"
        }
    }

    /// Where each finger is down, by id, once this gesture has run, given where they were.
    func fingers(after before: [Int: CGPoint]) -> [Int: CGPoint] {
        var fingers = before
        switch self {
        case let .glide(id, _, to, _): fingers[id] = to
        case .pinch:
            fingers[Self.pinchFingers.0] = nil
            fingers[Self.pinchFingers.1] = nil
        }
        return fingers
    }

    /// The two fingers `distance` points apart, left and right of `center`.
    static func pinchPoints(center: CGPoint, distance: CGFloat) -> (CGPoint, CGPoint) {
        (CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y))
    }

    private static func n(_ value: CGFloat) -> String { InputScript.Command.n(value) }
}

extension InputScript.Command {
    /// Where each finger is down, by id, once this command has run, given where they were.
    public func fingers(after before: [Int: CGPoint]) -> [Int: CGPoint] {
        var fingers = before
        switch self {
        case let .input(.fingerDown(id, p)), let .input(.fingerMove(id, p)): fingers[id] = p
        case let .input(.fingerUp(id, _)): fingers[id] = nil
        case .input(.pointerCancel): fingers = [:]
        case let .fingers(gesture): fingers = gesture.fingers(after: before)
        default: break
        }
        return fingers
    }
}
