import ViewKit

/// Finger lines: `finger down ID X Y`, `finger move ID X Y`, `finger move ID X Y over N
/// frames`, `finger up ID X Y`, and `pinch X Y from D1 to D2 over N frames`. IDs are whole
/// numbers from 0 to `Limits.fingerID`; positions and distances are window points.
extension LineParser {
    mutating func fingerCommand() throws -> InputScript.Command {
        let action = try next("'down', 'move' or 'up' after 'finger'")
        guard ["down", "move", "up"].contains(action) else {
            throw error("expected 'down', 'move' or 'up' after 'finger', found \(InputScript.quoted(action))")
        }
        let id = try fingerID("finger \(action)'s finger id")
        let at = try point("finger \(action)")
        switch action {
        case "down": return .input(.fingerDown(id: id, at: at))
        case "up": return .input(.fingerUp(id: id, at: at))
        default:
            guard !atEnd else { return .input(.fingerMove(id: id, at: at)) }
            let frames = try over("finger move's x y")
            guard let from = fingers[id] else {
                throw error(
                    "'finger move \(id) … over \(frames) frames' starts where finger \(id) is, and it is not down; "
                        + "begin with 'finger down \(id) X Y'")
            }
            return .fingers(.glide(id: id, from: from, to: at, frames: frames))
        }
    }

    mutating func pinchCommand() throws -> InputScript.Command {
        let center = try point("pinch")
        try word("from", after: "pinch's x y")
        let from = try separation("pinch's starting distance (points)")
        try word("to", after: "pinch's starting distance")
        let to = try separation("pinch's final distance (points)")
        let frames = try over("pinch's final distance")
        let (a, b) = FingerGesture.pinchFingers
        if let busy = [a, b].first(where: { fingers[$0] != nil }) {
            throw error(
                "pinch uses fingers \(a) and \(b), and finger \(busy) is still down; lift it first "
                    + "with 'finger up \(busy) X Y'")
        }
        return .fingers(.pinch(center: center, from: from, to: to, frames: frames))
    }

    private var atEnd: Bool { position >= arguments.count }

    /// A finger's number: a whole number from 0 to `Limits.fingerID`.
    private mutating func fingerID(_ expected: @autoclosure () -> String) throws -> Int {
        let (value, word) = try number(expected())
        guard value == value.rounded(), (0...Double(Limits.fingerID)).contains(value) else {
            throw error(
                "\(expected()) must be a whole number from 0 to \(Limits.fingerID), found \(InputScript.quoted(word))")
        }
        return Int(value)
    }

    /// A distance between two fingers: above 0, at most `Limits.coordinate` points.
    private mutating func separation(_ expected: @autoclosure () -> String) throws -> CGFloat {
        let value = try coordinate(expected())
        guard value > 0 else { throw error("\(expected()) must be above 0, found \(InputScript.Command.n(value))") }
        return value
    }

    private mutating func word(_ expected: Substring, after what: String) throws {
        let found = try next("'\(expected)' after \(what)")
        guard found == expected else {
            throw error("expected '\(expected)' after \(what), found \(InputScript.quoted(found))")
        }
    }

    /// `over N frames` (or `over 1 frame`) after `what`.
    private mutating func over(_ what: String) throws -> Int {
        try word("over", after: what)
        let frames = try frameCount("the frames after 'over'", least: 1)
        let unit = try next("'frames' after 'over \(frames)'")
        guard unit == "frames" || unit == "frame" else {
            throw error("expected 'frames' after 'over \(frames)', found \(InputScript.quoted(unit))")
        }
        return frames
    }
}
