import ViewKit

extension InputScript {
    /// Bounds that keep a script's numbers sane: no coordinate can overflow the view tree's
    /// arithmetic and no script can keep the virtual clock stepping for longer than an hour.
    public enum Limits {
        /// Points either side of 0 that a coordinate or a wheel delta may reach.
        static let coordinate = 100_000.0
        /// Seconds of script time: a wait, a drag, a time prefix and the whole script.
        public static let scriptTime = 3600.0
        /// Bytes in one line, its line ending excluded.
        static let lineBytes = 4096
        /// Points either side of 0 that a recorded scroll offset may reach (a long table scrolls far).
        public static let offset = 10_000_000.0
        /// Characters of a bad word that an error quotes, so a huge token cannot flood stderr.
        static let quotedCharacters = 60
        /// Characters of an unknown command that its error quotes: every command is one short
        /// word, and the error lists them all after the quote.
        static let quotedCommandCharacters = 24
        /// Characters in a shot name (file names stop at 255 bytes).
        static let shotName = 100
        /// Points a side of a resized window may measure (as `--size`).
        static let windowSide = 1...8192
        /// Pixels a side of a resized window may measure at its scale (as `--size` with `--scale`).
        static let pixelSide: CGFloat = 8192
        /// Seconds of one 60 Hz frame, the player's step.
        public static let frame = 1.0 / 60
        /// The highest finger number a `finger` line may give.
        static let fingerID = 9999
    }

    /// What one line held.
    public enum Line {
        case blank
        case scene(String)
        /// The window's size in points, for this script alone.
        case size(SurfaceSize)
        case header(RecordingHeader)
        case step(Step)
    }

    /// Parses a script one line at a time, carrying what the rules need between lines: the
    /// scene, the earliest time the next timed line may give, and the script time used so far.
    public struct Parser {
        public let sourceName: String
        /// The names `scene` lines may give.
        public let scenes: SceneNames
        public private(set) var scene: String
        /// Points, when a `size` line gave them.
        public private(set) var size: SurfaceSize?
        public private(set) var header: RecordingHeader?
        /// Window points: where the lines so far leave the pointer, nil until one puts it
        /// somewhere (or where an earlier script left it, when given).
        public var pointer: CGPoint?
        /// Window points: where the lines so far leave each finger that is down, by id.
        public var fingers: [Int: CGPoint] = [:]
        /// Seconds: a time prefix below this goes back.
        private var lastTime = 0.0
        /// Seconds of virtual time the player's clock reaches after the lines so far.
        private var elapsed = 0.0
        private var sawStep = false
        private var sawScene = false
        private var sawFinal = false

        public init(sourceName: String, scenes: SceneNames) {
            (self.sourceName, self.scenes, scene) = (sourceName, scenes, scenes.first)
        }

        /// Fails for a line of more than `Limits.lineBytes` bytes, naming it.
        func checkLength(_ bytes: Int, line: Int) throws {
            guard bytes > Limits.lineBytes else { return }
            throw ParseError(
                file: sourceName, line: line,
                message: "the line is longer than \(Limits.lineBytes) bytes, the limit for a script line")
        }

        /// Parses one line (without its line ending); `number` is 1-based.
        mutating func parse(_ text: Substring, line number: Int) throws -> Line {
            var words = InputScript.words(of: text)
            guard !words.isEmpty else { return .blank }
            var parser = LineParser(file: sourceName, line: number)
            var time: Double?
            if let t = Double(words[0]) {
                time = try checkedTime(t, word: words[0], parser)
                words.removeFirst()
                guard !words.isEmpty else { throw parser.error("expected a command after the time \(t)") }
            }
            let name = words.removeFirst()
            (parser.arguments, parser.pointer, parser.fingers) = (words, pointer, fingers)
            if name == "scene" {
                guard !sawStep, time == nil else {
                    throw parser.error("'scene' must come before any other command, without a time")
                }
                guard header == nil else { throw parser.error("the header already gives the scene") }
                scene = try parser.scene(in: scenes)
                try parser.end()
                sawScene = true
                return .scene(scene)
            }
            if name == "size" {
                guard !sawStep, time == nil else {
                    throw parser.error("'size' must come before any other command but 'scene', without a time")
                }
                guard header == nil else { throw parser.error("the header already gives the size") }
                guard size == nil else { throw parser.error("'size' may be given once; found a second") }
                size = try parser.windowSize()
                try parser.end()
                sawScene = true
                return .size(size!)
            }
            if name == "header" {
                guard !sawStep, !sawScene, header == nil, time == nil else {
                    throw parser.error("'header' must be the first command, once, without a time")
                }
                let header = try RecordingHeader(words: words, parser: parser, scenes: scenes)
                (self.header, scene) = (header, header.scene)
                return .header(header)
            }
            guard !sawFinal else { throw parser.error("'final' must be the last command; found more after it") }
            let command = try parser.command(name)
            try parser.end()
            if case .frameTime = command, time == nil {
                throw parser.error(
                    "'\(name)' needs a time, as in '1.204311 \(name)': it says when the live window did it")
            }
            if case .expectFinal = command { sawFinal = true }
            if let time { (lastTime, elapsed) = (time, max(elapsed, time)) }
            switch command {
            case let .wait(seconds):
                lastTime = max(lastTime, (time ?? lastTime) + seconds)
                elapsed += seconds
            case let .waitFrames(frames), let .moveOver(_, _, frames),
                let .fingers(FingerGesture.glide(_, _, _, frames)),
                let .fingers(FingerGesture.pinch(_, _, _, frames)):
                let seconds = Double(frames) * Limits.frame
                lastTime = max(lastTime, (time ?? lastTime) + seconds)
                elapsed += seconds
            case let .drag(_, _, duration):
                lastTime = max(lastTime, (time ?? lastTime) + duration)
                elapsed += Double(max(1, Int((duration / Limits.frame).rounded()))) * Limits.frame
            case let .press(_, duration):
                lastTime = max(lastTime, (time ?? lastTime) + duration)
                elapsed += duration
            case .tap:
                elapsed += Limits.frame
            case .input, .shot, .strip, .accessibility, .expectFinal, .expectState, .frameTime:
                break
            }
            guard elapsed <= Limits.scriptTime + 1e-6 else {
                throw parser.error(
                    "the script reaches \(Int(elapsed)) s of script time here, past the limit of "
                        + "one hour (\(Int(Limits.scriptTime)) s)")
            }
            if let moved = command.pointerAfter { pointer = moved }
            fingers = command.fingers(after: fingers)
            sawStep = true
            return .step(Step(time: time, command: command, line: number))
        }

        /// A time prefix: finite, within the hour, and not before the previous line's time.
        private func checkedTime(_ t: Double, word: Substring, _ parser: LineParser) throws -> Double {
            guard t.isFinite else {
                throw parser.error("time \(InputScript.quoted(word)) is not a finite number of seconds")
            }
            guard t <= Limits.scriptTime else {
                throw parser.error(
                    "time \(InputScript.quoted(word)) is past the limit of one hour (\(Int(Limits.scriptTime)) s) "
                        + "of script time")
            }
            guard t >= lastTime else {
                throw parser.error(
                    "time \(word.prefix(Limits.quotedCharacters)) goes back before \(lastTime); times must not decrease"
                )
            }
            return t
        }
    }

    /// The words of a line before any `#`, split at spaces, tabs and stray CRs. Works on UTF-8
    /// bytes (all four are ASCII) because walking Characters is several times slower.
    public static func words(of line: Substring) -> [Substring] {
        var words: [Substring] = []
        let bytes = line.utf8
        var start: Substring.Index?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                if let begun = start { words.append(line[begun..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = bytes.index(after: index)
        }
        if let begun = start { words.append(line[begun..<index]) }
        return words
    }

    /// `'word'`, cut to `limit` characters with its length when longer, and with control
    /// characters escaped so they cannot garble the terminal.
    static func quoted(_ word: Substring, limit: Int = Limits.quotedCharacters) -> String {
        let shown = word.prefix(limit).unicodeScalars.map {
            $0.properties.generalCategory == .control
                ? $0.escaped(asASCII: true) : String($0)
        }.joined()
        guard word.count > limit else { return "'\(shown)'" }
        return "'\(shown)…' (\(word.utf8.count) bytes)"
    }
}
