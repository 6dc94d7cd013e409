import ViewKit

extension InputScript.Command {
    /// The script line that parses back into this command, numbers printed so they round-trip
    /// exactly (Swift's shortest exact decimal form).
    public var reproLine: String {
        switch self {
        case let .input(event): return InputScript.Command.line(for: event)
        case let .tap(p): return "tap \(n(p.x)) \(n(p.y))"
        case let .press(p, duration): return "press \(n(p.x)) \(n(p.y)) for \(duration)"
        case let .drag(from, to, duration): return "drag \(n(from.x)) \(n(from.y)) \(n(to.x)) \(n(to.y)) \(duration)"
        case let .wait(seconds): return "wait \(seconds)"
        case let .waitFrames(frames): return "wait \(frames) frames"
        case let .moveOver(_, to, frames): return "move \(n(to.x)) \(n(to.y)) over \(frames) frames"
        case let .fingers(gesture): return gesture.reproLine
        case let .shot(name): return "shot \(name)"
        case let .strip(name): return "strip \(name)"
        case let .accessibility(name): return "accessibility \(name)"
        case let .expectFinal(state): return "final \(state.lineText)"
        case let .expectState(state): return "state \(state.lineText)"
        case let .frameTime(kind): return kind.rawValue
        }
    }

    private static func line(for event: InputEvent) -> String {
        switch event {
        case let .pointerDown(p): return "down \(n(p.x)) \(n(p.y))"
        case let .pointerMove(p): return "move \(n(p.x)) \(n(p.y))"
        case let .pointerUp(p): return "up \(n(p.x)) \(n(p.y))"
        case let .fingerDown(id, p): return "finger down \(id) \(n(p.x)) \(n(p.y))"
        case let .fingerMove(id, p): return "finger move \(id) \(n(p.x)) \(n(p.y))"
        case let .fingerUp(id, p): return "finger up \(id) \(n(p.x)) \(n(p.y))"
        case let .wheel(dx, dy, at, precise):
            return "wheel \(n(dx)) \(n(dy)) \(n(at.x)) \(n(at.y))" + (precise ? " precise" : "")
        case let .key(key, modifiers): return "key \(KeyPress(key, modifiers: modifiers))"
        case let .resize(size, scale): return "resize \(n(size.width)) \(n(size.height)) \(n(scale))"
        case .pointerCancel: return "cancel"
        case .quit: return "key q"
        }
    }

    /// Whole numbers without a trailing ".0"; others exactly.
    static func n(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }

    private func n(_ value: CGFloat) -> String { InputScript.Command.n(value) }

    /// Primitive input events in this command: a tap is two, a drag its moves plus two.
    public var eventCount: Int {
        switch self {
        case .input: return 1
        case .tap, .press: return 2
        case let .drag(_, _, duration): return max(1, Int((duration * 60).rounded())) + 2
        case let .moveOver(_, _, frames): return frames
        case let .fingers(gesture): return gesture.allEvents.count
        case .wait, .waitFrames, .shot, .strip, .accessibility, .expectFinal, .expectState, .frameTime: return 0
        }
    }

    /// Window points: where the pointer is once this command has run, when it moves it.
    var pointerAfter: CGPoint? {
        switch self {
        case let .input(.pointerDown(p)), let .input(.pointerMove(p)), let .input(.pointerUp(p)), let .tap(p),
            let .press(p, _):
            return p
        case let .drag(_, to, _), let .moveOver(_, to, _): return to
        default: return nil
        }
    }
}

extension InputScript {
    /// The text of a script that starts in `scene` and runs `commands`, with a header comment.
    public static func reproText(scene: String, commands: [Command], header: [String]) -> String {
        let lines = header.map { "# " + $0 } + ["scene \(scene)"] + commands.map(\.reproLine)
        return lines.joined(separator: "\n") + "\n"
    }
}
