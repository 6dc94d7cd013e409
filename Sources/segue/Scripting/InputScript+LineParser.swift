import ViewKit

/// Reads one script line's arguments, naming what it expected when they do not fit.
struct LineParser {
    let file: String
    let line: Int
    var arguments: [String] = []
    private var position = 0

    init(file: String, line: Int) {
        (self.file, self.line) = (file, line)
    }

    func error(_ message: String) -> InputScript.ParseError {
        InputScript.ParseError(file: file, line: line, message: message)
    }

    mutating func command(_ name: String) throws -> InputScript.Command {
        switch name {
        case "down": return .input(.pointerDown(try point("down")))
        case "move": return .input(.pointerMove(try point("move")))
        case "up": return .input(.pointerUp(try point("up")))
        case "tap": return .tap(try point("tap"))
        case "drag":
            let from = try point("drag"), to = try point("drag")
            let duration = try optionalNumber("drag's duration in seconds") ?? 0.3
            guard duration > 0 else { throw error("drag's duration must be above 0 seconds, found \(duration)") }
            return .drag(from: from, to: to, duration: duration)
        case "wheel":
            let dx = try number("wheel dx (points)"), dy = try number("wheel dy (points)")
            let at = position < arguments.count ? try point("wheel") : CGPoint(x: 195, y: 422)
            return .input(.wheel(dx: dx, dy: dy, at: at))
        case "key":
            let word = try next("a key name")
            guard let key = Key(rawValue: word.lowercased()) else {
                throw error("unknown key '\(word)'; expected one of: \(Key.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .input(.key(key))
        case "wait":
            let seconds = try number("wait's seconds")
            guard seconds >= 0 else { throw error("wait needs a duration of 0 seconds or more, found \(seconds)") }
            return .wait(seconds)
        case "shot":
            let shotName = try next("a shot name")
            guard shotName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw error("shot name '\(shotName)' may use only letters, digits, '-' and '_'")
            }
            return .shot(shotName)
        default:
            throw error("unknown command '\(name)'; expected scene, down, move, up, tap, drag, wheel, key, wait or shot")
        }
    }

    mutating func scene() throws -> Scene {
        let word = try next("a scene name")
        do { return try Scene.named(word) } catch { throw self.error("\(error)") }
    }

    /// Fails when words are left over.
    func end() throws {
        guard position == arguments.count else {
            throw error("unexpected '\(arguments[position...].joined(separator: " "))' at the end of the line")
        }
    }

    private mutating func next(_ expected: String) throws -> String {
        guard position < arguments.count else { throw error("expected \(expected), found the end of the line") }
        defer { position += 1 }
        return arguments[position]
    }

    private mutating func number(_ expected: String) throws -> CGFloat {
        let word = try next(expected)
        guard let value = Double(word), value.isFinite else { throw error("expected \(expected), found '\(word)'") }
        return CGFloat(value)
    }

    private mutating func optionalNumber(_ expected: String) throws -> Double? {
        guard position < arguments.count else { return nil }
        return Double(try number(expected))
    }

    private mutating func point(_ command: String) throws -> CGPoint {
        CGPoint(x: try number("\(command)'s x (points)"), y: try number("\(command)'s y (points)"))
    }
}
