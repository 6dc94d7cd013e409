import ViewKit

/// Reads one script line's arguments, naming what it expected when they do not fit. Every
/// word an error repeats is quoted through `InputScript.quoted`, so it stays short.
public struct LineParser {
    public typealias Limits = InputScript.Limits

    public let file: String
    public let line: Int
    public var arguments: [Substring] = []
    /// Window points: where the lines before this one left the pointer, nil before any put it
    /// somewhere. A `move … over N frames` line starts there.
    public var pointer: CGPoint?
    /// Window points: where the lines before this one left each finger that is down, by id.
    /// A `finger move … over N frames` line starts there.
    public var fingers: [Int: CGPoint] = [:]
    private(set) var position = 0

    public init(file: String, line: Int) {
        (self.file, self.line) = (file, line)
    }

    public func error(_ message: String) -> InputScript.ParseError {
        InputScript.ParseError(file: file, line: line, message: message)
    }

    public mutating func command(_ name: Substring) throws -> InputScript.Command {
        switch name {
        case "down": return .input(.pointerDown(try point("down")))
        case "move":
            let to = try point("move")
            guard position < arguments.count else { return .input(.pointerMove(to)) }
            let frames = try overFrames()
            guard let from = pointer else {
                throw error(
                    "'move … over \(frames) frames' starts where the pointer is, and no line before it has put "
                        + "the pointer anywhere; begin with 'down X Y'")
            }
            return .moveOver(from: from, to: to, frames: frames)
        case "up": return .input(.pointerUp(try point("up")))
        case "tap": return .tap(try point("tap"))
        case "press": return try pressCommand()
        case "drag":
            let from = try point("drag"), to = try point("drag")
            let duration = try optionalSeconds("drag's duration in seconds") ?? 0.3
            guard duration > 0 else { throw error("drag's duration must be above 0 seconds, found \(duration)") }
            return .drag(from: from, to: to, duration: duration)
        case "wheel":
            // A last word `precise`: a touchpad's continuous deltas, not a wheel's notches.
            let precise = arguments.count > position + 2 && arguments.last == "precise"
            if precise { arguments.removeLast() }
            let dx = try coordinate("wheel dx (points)"), dy = try coordinate("wheel dy (points)")
            let at = position < arguments.count ? try point("wheel") : CGPoint(x: 195, y: 422)
            return .input(.wheel(dx: dx, dy: dy, at: at, precise: precise))
        case "finger": return try fingerCommand()
        case "pinch": return try pinchCommand()
        case "cancel": return .input(.pointerCancel)
        case "resize":
            let size = CGSize(width: try side("resize's width (points)"), height: try side("resize's height (points)"))
            let (scale, word) = try number("resize's scale (pixels per point)")
            guard (0.5...4).contains(scale) else {
                throw error("resize's scale must be within 0.5…4, found \(InputScript.quoted(word))")
            }
            guard max(size.width, size.height) * scale <= Limits.pixelSide else {
                throw error(
                    "resize to \(Int(size.width))x\(Int(size.height)) at scale \(word) is more than "
                        + "\(Int(Limits.pixelSide)) pixels a side")
            }
            return .input(.resize(size: size, scale: scale))
        case "key":
            let press = try keyPress(try next("a key name, as escape or ctrl+1"))
            return .input(.key(press.key, modifiers: press.modifiers))
        case "wait":
            if arguments.count - position == 2, let unit = arguments.last, unit == "frames" || unit == "frame" {
                let frames = try frameCount("wait's frames", least: 0)
                position += 1
                return .waitFrames(frames)
            }
            let seconds = try seconds("wait's seconds")
            guard seconds >= 0 else { throw error("wait needs a duration of 0 seconds or more, found \(seconds)") }
            return .wait(seconds)
        case "accessibility":
            let dumpName = try next("a name for the accessibility tree's file")
            guard dumpName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
                dumpName.count <= Limits.shotName
            else {
                throw error(
                    "accessibility name \(InputScript.quoted(dumpName)) may use only letters, digits, '-' and '_', "
                        + "at most \(Limits.shotName) of them")
            }
            return .accessibility(String(dumpName))
        case "shot", "strip":
            let shotName = try next(name == "shot" ? "a shot name" : "a strip name")
            guard shotName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw error("\(name) name \(InputScript.quoted(shotName)) may use only letters, digits, '-' and '_'")
            }
            guard shotName.count <= Limits.shotName else {
                throw error("\(name) name \(InputScript.quoted(shotName)) is longer than \(Limits.shotName) characters")
            }
            return name == "shot" ? .shot(String(shotName)) : .strip(String(shotName))
        case "frame", "idle":
            return .frameTime(name == "frame" ? .frame : .idle)
        case "final", "state":
            defer { position = arguments.count }
            let state = try FinalState(words: arguments, parser: self, after: String(name))
            return name == "final" ? .expectFinal(state) : .expectState(state)
        default:
            // Words without commas, and a short quote: the list grows with every command, and the
            // message must stay short with a 4000-byte word's quoted start beside it.
            let quote = InputScript.quoted(name, limit: InputScript.Limits.quotedCommandCharacters)
            throw error(
                "unknown command \(quote); expected one of header scene size down move up cancel tap press drag "
                    + "finger pinch wheel key resize wait shot strip accessibility frame idle state final")
        }
    }

    public mutating func scene(in scenes: SceneNames) throws -> String {
        let word = try next("a scene name")
        guard scenes.contains(word) else {
            throw error("unknown scene \(InputScript.quoted(word)); expected one of: " + scenes.list)
        }
        return String(word)
    }

    /// A `size` line's width and height: whole points within `Limits.windowSide`.
    mutating func windowSize() throws -> SurfaceSize {
        let width = try side("size's width (points)"), height = try side("size's height (points)")
        return SurfaceSize(width: Int(width), height: Int(height))
    }

    /// Fails when words are left over.
    public func end() throws {
        guard position == arguments.count else {
            let rest = arguments[position...].joined(separator: " ")
            throw error("unexpected \(InputScript.quoted(Substring(rest))) at the end of the line")
        }
    }

    // `expected` is an autoclosure: its text is built only for an error, not for every number.

    mutating func next(_ expected: @autoclosure () -> String) throws -> Substring {
        guard position < arguments.count else { throw error("expected \(expected()), found the end of the line") }
        defer { position += 1 }
        return arguments[position]
    }

    /// A finite number, and the word it came from.
    mutating func number(_ expected: @autoclosure () -> String) throws -> (Double, Substring) {
        let word = try next(expected())
        guard let value = Double(word), value.isFinite else {
            throw error("expected \(expected()), found \(InputScript.quoted(word))")
        }
        return (value, word)
    }

    /// Points within ±`Limits.coordinate`.
    mutating func coordinate(_ expected: @autoclosure () -> String) throws -> CGFloat {
        let (value, word) = try number(expected())
        guard abs(value) <= Limits.coordinate else {
            throw error("\(expected()) must be within ±\(Int(Limits.coordinate)), found \(InputScript.quoted(word))")
        }
        return CGFloat(value)
    }

    /// A window side: whole points within `Limits.windowSide`.
    private mutating func side(_ expected: @autoclosure () -> String) throws -> CGFloat {
        let (value, word) = try number(expected())
        let range = Double(Limits.windowSide.lowerBound)...Double(Limits.windowSide.upperBound)
        guard value == value.rounded(), range.contains(value) else {
            throw error(
                "\(expected()) must be a whole number within \(Limits.windowSide.lowerBound)…"
                    + "\(Limits.windowSide.upperBound), found \(InputScript.quoted(word))")
        }
        return CGFloat(value)
    }

    /// `press X Y for S`: the point (window points) and S, seconds above 0.
    private mutating func pressCommand() throws -> InputScript.Command {
        let at = try point("press")
        let word = try next("'for' after press's x y")
        guard word == "for" else {
            throw error(
                "expected 'for' after press's x y, as in 'press 100 200 for 0.6', found \(InputScript.quoted(word))")
        }
        let duration = try seconds("press's duration in seconds after 'for'")
        guard duration > 0 else { throw error("press's duration must be above 0 seconds, found \(duration)") }
        return .press(at, duration: duration)
    }

    /// Seconds of at most `Limits.scriptTime`.
    private mutating func seconds(_ expected: @autoclosure () -> String) throws -> Double {
        let (value, word) = try number(expected())
        guard value <= Limits.scriptTime else {
            throw error(
                "\(expected()) must be at most one hour (\(Int(Limits.scriptTime)) s), "
                    + "found \(InputScript.quoted(word))")
        }
        return value
    }

    /// `over N frames` (or `over 1 frame`) at the end of a `move` line.
    private mutating func overFrames() throws -> Int {
        let word = try next("'over'")
        guard word == "over" else {
            throw error(
                "expected 'over N frames' or the end of the line after move's x y, found \(InputScript.quoted(word))")
        }
        let frames = try frameCount("move's frames after 'over'", least: 1)
        let unit = try next("'frames' after 'over \(frames)'")
        guard unit == "frames" || unit == "frame" else {
            throw error("expected 'frames' after 'over \(frames)', found \(InputScript.quoted(unit))")
        }
        return frames
    }

    /// A whole number of 60 Hz frames, from `least` to an hour's worth.
    mutating func frameCount(_ expected: @autoclosure () -> String, least: Int) throws -> Int {
        let (value, word) = try number(expected())
        let most = Int(Limits.scriptTime / Limits.frame)
        guard value == value.rounded(), value >= Double(least), value <= Double(most) else {
            throw error(
                "\(expected()) must be a whole number from \(least) to \(most) (one hour), found \(InputScript.quoted(word))"
            )
        }
        return Int(value)
    }

    private mutating func optionalSeconds(_ expected: String) throws -> Double? {
        guard position < arguments.count else { return nil }
        return try seconds(expected)
    }

    mutating func point(_ command: String) throws -> CGPoint {
        CGPoint(x: try coordinate("\(command)'s x (points)"), y: try coordinate("\(command)'s y (points)"))
    }
}
