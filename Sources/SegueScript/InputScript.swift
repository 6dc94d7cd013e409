import ViewKit

/// A parsed input script: scripted mouse, finger, wheel and key input with waits and named shots,
/// played against the app on a virtual clock.
///
/// One command per line; `#` starts a comment. A line may begin with a time in seconds from
/// the start of the script, at which its command runs (times never go back):
///
///     scene home            # the scene to start in (before any other command)
///     size 800 600          # the window's width and height in points, for this script alone
///     shot start
///     0.5 tap 243 800       # down and up at x y (points), a frame (1/60 s) apart
///     press 243 800 for 0.6 # down at x y, held 0.6 s, up there (a long press)
///     down 100 400          # pointer down / move / up at x y
///     move 100 380
///     up 100 360
///     cancel                # the window system took the pointer away mid-gesture
///     drag 200 600 200 300 0.4   # x1 y1 x2 y2 [seconds], moves at 60 Hz
///     wheel 0 120 195 400   # dx dy [x y]: positive dy scrolls the content up
///     wheel -8 1 195 400 precise   # a touchpad's continuous deltas (drives the back swipe)
///     key escape
///     resize 320 568 2      # width height (points) scale (pixels per point)
///     wait 0.25             # let 0.25 s pass
///     wait 3 frames         # let exactly three frames pass (1/60 s each)
///     down 195 700
///     move 195 400 over 18 frames   # one move a frame to x y, the button still held
///     up 195 400
///     shot after-tap        # write after-tap.png
///     strip grab            # add this frame to grab.png, frames side by side
///     finger down 1 100 400 # finger 1 (a whole number, 0…9999) touches at x y
///     finger down 2 300 400 # several fingers may be down at once
///     finger move 1 100 380
///     finger move 2 300 300 over 6 frames   # one move a frame to x y, still down
///     finger up 1 100 380
///     finger up 2 300 300
///     pinch 195 400 from 100 to 300 over 12 frames   # see below
///
/// `tap` holds the button down for one frame and then takes no time more: the next line starts
/// at its release. Two `tap` lines in a row at the same point are thus a double tap (the second
/// press 0 s after the first release, within `TapGestureRecognizer.maximumTapInterval`, 0.3 s),
/// and `tap X Y`, `wait 0.2`, `tap X Y` is one too; with `wait 0.3` or more between them they are
/// two single taps. `press X Y for S` holds the button down S seconds (above 0, at most an
/// hour), stepping frames meanwhile, and releases it where it went down: held 0.5 s or more it
/// is a long press (`LongPressGestureRecognizer.minimumPressDuration`).
///
/// `pinch X Y from D1 to D2 over N frames` puts fingers 1 and 2 down on a horizontal line
/// through x y, D1 points apart (D2 and D1 above 0), moves both a step a frame until they are
/// D2 apart, and lifts them there: D2 above D1 spreads them (a zoom in), below closes them.
/// Fingers 1 and 2 must not be down when it starts. Fingers are touches of their own, beside
/// the mouse pointer: `down`, `move` and `up` are the mouse, `finger …` a touch screen.
///
/// `segue record` writes scripts too: a `header` line first (the window's size and scale,
/// the scene and Segue's version), every event with its time to the microsecond, and a last
/// `final` line with the state the app came to rest in, which the replay must reach:
///
///     header version=0.10.0 size=390x844 scale=1 scene=home
///     1.204311 down 120 300
///     1.221009 move 120 296
///     4.5 final tab=today presented=none scroll=CollectionView:0:0
///
/// A timed input event is applied in the frame that contains its time, stamped with it, as a
/// live window applies what arrived since its last frame.
///
/// A recording also holds the times the live window ran its frames, so that a replay steps
/// animations where the window did rather than on the 60 Hz grid (a press on something still
/// moving then catches it where the window drew it):
///
///     1.204000 idle         # the loop fell idle: its frame timer forgot the last frame time
///     1.221009 move 120 296
///     1.221530 frame        # handled the events since the last frame, then animated to 1.221530 s
///
/// Once a script has a `frame` or `idle` line, the player runs a frame at each `frame` line's
/// time (the first of them on a fresh frame timer, as the window's first frame is), resets the
/// frame timer at each `idle` line, and gives each timed event to the next `frame` line (the
/// first at or after its time) instead of to a grid frame. Any other timed command then runs
/// at the last frame's time without stepping the grid; after the last line the replay settles
/// on the `--fps` grid as any script does. Shots, videos and frame hashes still sample at
/// `--fps`: each sample shows the last frame at or before its time.
///
/// After each `idle` line a recording says what the app showed then, in a `state` line with
/// the same words as `final`, and the replay must show the same there (it skips a line where it
/// still holds events for its next frame). The first that differs stops the replay, naming its
/// time: where the replay parted from the window, not only that it ended elsewhere.
///
///     1.204000 idle
///     1.204000 state tab=today presented=none scroll=CollectionView:0:0
///
/// Lines end in LF or CRLF. Numbers are bounded (see `Limits`), so no script can overflow a
/// coordinate or run for more than an hour of script time.
public struct InputScript: Equatable, PlayableScript {
    public enum Command: Equatable {
        case input(InputEvent)
        case drag(from: CGPoint, to: CGPoint, duration: Double)
        /// Button down at a point (window points), one frame, button up there: `tap X Y`.
        case tap(CGPoint)
        /// Button down at a point (window points), held `duration` seconds while frames run,
        /// then up there: `press X Y for S`, a long press when held long enough.
        case press(CGPoint, duration: Double)
        case wait(Double)
        /// Lets this many frames pass, each one frame interval (1/60 s unless `--fps` says
        /// otherwise): `wait 3 frames`, exact where `wait 0.05` may end in a part-frame.
        case waitFrames(Int)
        /// Moves the pointer from `from` (where the lines before left it) to `to`, in window
        /// points, one move a frame along a straight line, the last exactly at `to`, without
        /// pressing or releasing: `move X Y over N frames`. After `down`, the press is held
        /// across every move until an `up` line.
        case moveOver(from: CGPoint, to: CGPoint, frames: Int)
        /// Fingers moving over several frames: one gliding, or a pinch (see `FingerGesture`).
        case fingers(FingerGesture)
        case shot(String)
        /// Writes the window's accessibility tree as text (`AccessibilityNode.dump()`), as
        /// NAME.accessibility.txt beside the shots, checked against a golden of that name.
        case accessibility(String)
        /// Adds the frame to a strip of frames side by side, written as NAME.png.
        case strip(String)
        /// The state the recorded app came to rest in; the replay must end the same.
        case expectFinal(FinalState)
        /// The state the recorded app was in when the live window went idle (a recording's
        /// `state` line, after its `idle` line): the replay must be in it there too, so a replay
        /// that parts from the recording says when, not only that it ended elsewhere.
        case expectState(FinalState)
        /// When the live window ran a frame or reset its frame timer (a recording's `frame` and
        /// `idle` lines, which always carry a time).
        case frameTime(FrameTime)
    }

    /// What a recording's frame-timing line says the live loop did at its time.
    public enum FrameTime: String, Equatable {
        /// Handled the events since its last frame, then advanced animations to this time.
        case frame
        /// Found nothing to do and forgot its last frame time, so the next frame steps by one
        /// nominal frame (1/60 s) rather than by the idle stretch (`FrameTimer.reset()`).
        case idle
    }

    public struct Step: Equatable {
        /// Seconds from the start, when the line gave one.
        public var time: Double?
        public var command: Command
        public var line: Int

        public init(time: Double?, command: Command, line: Int) {
            (self.time, self.command, self.line) = (time, command, line)
        }
    }

    public var scene: String
    /// Points, when the script gives its window's size (a `size` line).
    public var size: SurfaceSize?
    public var header: RecordingHeader?
    public var steps: [Step] = []
    public var sourceName: String

    /// Why a script cannot run: the file, the line and what was expected there.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public let file: String
        /// 1-based; 0 when the problem is the file itself rather than one of its lines.
        public let line: Int
        public let message: String

        public init(file: String, line: Int, message: String) {
            (self.file, self.line, self.message) = (file, line, message)
        }

        public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
    }

    /// Parses the whole text first, so a malformed line stops the run before anything executes.
    /// - Parameters:
    ///   - text: the script's lines.
    ///   - sourceName: what errors call the script, such as its file's name.
    ///   - scenes: the names a `scene` line may give; the first is the default.
    ///   - pointer: window points: where an earlier script left the pointer, for a
    ///     `move … over` line before any line of this one puts it somewhere.
    public init(text: String, sourceName: String, scenes: SceneNames = .single, pointer: CGPoint? = nil) throws {
        self.sourceName = sourceName
        var parser = Parser(sourceName: sourceName, scenes: scenes)
        parser.pointer = pointer
        var steps: [Step] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var number = 0
        while start < bytes.endIndex || number == 0 {
            number += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var line = bytes[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            try parser.checkLength(line.count, line: number)
            if case let .step(step) = try parser.parse(Substring(line), line: number) { steps.append(step) }
            start = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        (scene, size, header, self.steps) = (parser.scene, parser.size, parser.header, steps)
    }

    /// Reads and checks a whole script file into memory; `ScriptFile` plays long ones without that.
    public init(contentsOfFile path: String, scenes: SceneNames = .single) throws {
        let file = try ScriptFile(path: path, scenes: scenes)
        var steps: [Step] = []
        try file.forEachStep { steps.append($0) }
        (scene, size, header, self.steps, sourceName) = (file.scene, file.size, file.header, steps, path)
    }

    public var stepCount: Int { steps.count }

    public func forEachStep(_ body: (Step) throws -> Void) throws {
        for step in steps { try body(step) }
    }
}

/// Steps to play, all of them checked before the first is handed out: an in-memory
/// `InputScript` or a `ScriptFile` read line by line.
public protocol PlayableScript {
    var scene: String { get }
    /// The window's size in points when the script gives it (a `size` line), which then wins
    /// over `--size`: the size is part of what such a script shows.
    var size: SurfaceSize? { get }
    /// The recording's header, when the script is a recording.
    var header: RecordingHeader? { get }
    /// The file name or label that errors name.
    var sourceName: String { get }
    var stepCount: Int { get }
    /// Calls `body` with every step in order.
    func forEachStep(_ body: (InputScript.Step) throws -> Void) throws
}
