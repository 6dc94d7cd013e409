import ViewKit

/// A parsed input script: scripted mouse, wheel and key input with waits and named shots,
/// played against the app on a virtual clock.
///
/// One command per line; `#` starts a comment. A line may begin with a time in seconds from
/// the start of the script, at which its command runs (times never go back):
///
///     scene home            # the scene to start in (before any other command)
///     shot start
///     0.5 tap 243 800       # down and up at x y (points)
///     down 100 400          # pointer down / move / up at x y
///     move 100 380
///     up 100 360
///     drag 200 600 200 300 0.4   # x1 y1 x2 y2 [seconds], moves at 60 Hz
///     wheel 0 120 195 400   # dx dy [x y]: positive dy scrolls the content up
///     key escape
///     wait 0.25             # let 0.25 s pass
///     shot after-tap        # write after-tap.png
struct InputScript: Equatable {
    enum Command: Equatable {
        case input(InputEvent)
        case drag(from: CGPoint, to: CGPoint, duration: Double)
        case tap(CGPoint)
        case wait(Double)
        case shot(String)
    }

    struct Step: Equatable {
        /// Seconds from the start, when the line gave one.
        var time: Double?
        var command: Command
        var line: Int
    }

    var scene: Scene = .home
    var steps: [Step] = []
    var sourceName: String

    /// Why a script cannot run: the file, the line and what was expected there.
    struct ParseError: Error, CustomStringConvertible, Equatable {
        let file: String
        let line: Int
        let message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    /// Parses the whole text first, so a malformed line stops the run before anything executes.
    init(text: String, sourceName: String) throws {
        self.sourceName = sourceName
        var lastTime = 0.0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            var words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            var parser = LineParser(file: sourceName, line: number)
            var time: Double?
            if let t = Double(words[0]) {
                guard t >= lastTime else {
                    throw parser.error("time \(words[0]) goes back before \(lastTime); times must not decrease")
                }
                (time, lastTime) = (t, t)
                words.removeFirst()
                guard !words.isEmpty else { throw parser.error("expected a command after the time \(t)") }
            }
            let name = words.removeFirst()
            parser.arguments = words
            if name == "scene" {
                guard steps.isEmpty, time == nil else {
                    throw parser.error("'scene' must come before any other command, without a time")
                }
                scene = try parser.scene()
                try parser.end()
                continue
            }
            let command = try parser.command(name)
            try parser.end()
            if case let .wait(seconds) = command { lastTime = max(lastTime, (time ?? lastTime) + seconds) }
            if case let .drag(_, _, duration) = command { lastTime = max(lastTime, (time ?? lastTime) + duration) }
            steps.append(Step(time: time, command: command, line: number))
        }
    }

    init(contentsOfFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ParseError(file: path, line: 0, message: "cannot read the script file (does it exist?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ParseError(file: path, line: 0, message: "the script is not UTF-8 text")
        }
        try self.init(text: text, sourceName: path)
    }
}
