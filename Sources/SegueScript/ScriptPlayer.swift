import Motion
import SDLBackend
import ViewKit

/// Plays an input script against an app on a virtual clock, one 60 Hz frame at a time,
/// and writes its shots as PNGs. Its frames run on a `FrameDriver`: the script's queue is the
/// driver's input, and the motion trace, the frames a replay keeps and the frame times are
/// observers of the driver's steps (`ScriptPlayer+Observers.swift`).
public final class ScriptPlayer {
    public let app: Application
    public let clock: ManualClock
    public let host: ScriptHost
    /// Runs the frames: the script's queue in, `host` out, on `clock`.
    public let driver: FrameDriver
    /// Timed events waiting for the frame that contains their time, stamped with it.
    let input: ScriptInput
    public let outputDirectory: URL
    /// Seconds per frame of virtual time (1/60 unless a replay asks for another rate).
    public let frameInterval: Double
    public private(set) var shots: [URL] = []
    /// Called at each `accessibility NAME` line, after the tree is written, with the name and
    /// the window (`segue audit` checks the screen there).
    public var accessibilityLine: ((String, Window) -> Void)?
    /// The frames of each strip so far, by name.
    private var strips: [String: [Bitmap]] = [:]
    public var framesDrawn: Int { driver.framesDrawn }
    /// When set, the cost (milliseconds) of every drawn frame is kept in `frameTimes`.
    public var recordsFrameTimes = false
    /// Seconds on the clock a frame's cost is measured on, from its input to its present: the
    /// thread's CPU time, or the wall clock for the window bench (what a user waits for).
    public var frameCostClock: () -> Double = CPUClock.cpuNow
    public internal(set) var frameTimes: [Double] = []
    /// How many of `frameTimes` were drawn before the first input: the scene's own first
    /// frames (decoding what it shows), not a response to the user.
    public internal(set) var framesTimedBeforeInput: Int?
    /// How many of `frameTimes` were drawn before the first pointer or finger release: the next
    /// is the release's frame, which for a transition a tap starts is its first moving frame.
    public internal(set) var framesTimedBeforeRelease: Int?
    public var lastList: DisplayList? { driver.lastDrawnList }
    /// When false, frames are laid out and flattened but not drawn: replays that only check the
    /// view tree (the fuzzer's shrinking) run several times faster.
    public var rasterizes: Bool {
        get { driver.drawPolicy != .never }
        set { driver.drawPolicy = newValue ? .everyFrame : .never }
    }
    /// Called after each scripted pointer move has been handled and drawn.
    public var afterMove: ((ScriptPlayer) -> Void)?
    /// When set, every frame adds a row to it (`--trace`).
    public var trace: MotionTrace?
    /// Window points: where the last pointer event put the pointer, nil before the first.
    public internal(set) var pointer: CGPoint?
    public internal(set) var isPointerDown = false
    /// The fingers down, by id, in the order they landed.
    var fingersDown: [Int] = []
    /// Window points: where each finger down is, by id.
    var fingerPositions: [Int: CGPoint] = [:]
    let startTime: Double
    /// Whether the script gave a recording's frame times, which then step the clock instead of
    /// the grid (see `ScriptPlayer+FrameTimes.swift`).
    var followsRecordedFrames = false
    /// When set, sees every frame (hashes, PNGs, video). Kept frames must not depend on how fast
    /// this machine is, so the HUD then shows no frame cost.
    public var frameOutput: FrameOutput? {
        didSet { app.developerTools?.showsFrameCost = frameOutput == nil }
    }
    /// What a recording's densities are multiplied by in this replay: the scale it draws at over
    /// the one in the recording's header. A recording made at 1× and played at 2× (`--scale 2`,
    /// or a window on a 2× screen) stays at 2× through the `resize` lines it starts with, whose
    /// density is the recording window's. 1 for a script that is not a recording.
    private(set) var recordedDensityFactor: CGFloat = 1
    /// The recording's `final` line, checked once the replay has come to rest.
    private(set) var expectedFinal: FinalState?
    /// Where the replay came to rest, when the script had a `final` line.
    private(set) var replayedFinal: FinalState?
    /// The file being played, as errors name it.
    private var playing = "the script"
    /// Seconds into the script: the time of the step being played, when its line gave one.
    private var lineTime: Double?
    /// How many of a recording's `state` lines the replay was checked against (and matched).
    public private(set) var statesChecked = 0

    /// - Parameters:
    ///   - app: the app to play against.
    ///   - clock: the app's clock, which the player alone advances.
    ///   - host: where frames are drawn (the headless canvas, a window).
    ///   - outputDirectory: where shots go, as NAME.png.
    ///   - framesPerSecond: the rate virtual time is stepped at.
    public init(
        app: Application, clock: ManualClock, host: ScriptHost, outputDirectory: URL, framesPerSecond: Double = 60
    ) {
        (self.app, self.clock, self.host, self.outputDirectory) = (app, clock, host, outputDirectory)
        frameInterval = 1 / framesPerSecond
        startTime = clock.now
        input = ScriptInput(host: host)
        driver = FrameDriver(
            client: app, input: input, host: host, pacing: .virtual(clock: clock, frameInterval: frameInterval))
        driver.costClock = { [unowned self] in frameCostClock() }
        // SIGINT or SIGTERM stops the script at the next frame.
        driver.checkBeforeFrame = Interruption.check
        observeFrames()
    }

    /// Runs every step, then lets running animations settle (up to 10 s of virtual time) and
    /// checks the presentation invariants. Throws on the first failure to draw or write, when
    /// the app came to rest inconsistent, and `Interruption.Interrupted` after SIGINT or SIGTERM.
    public func play(_ script: some PlayableScript) throws {
        playing = script.sourceName
        recordedDensityFactor = script.header.map { $0.scale > 0 ? host.scale / CGFloat($0.scale) : 1 } ?? 1
        try begin()
        do {
            try script.forEachStep { step in
                try perform(step)
                if app.quitRequested { throw QuitRequested() }
            }
        } catch is QuitRequested {}
        try finishFrames()
        if let failure = restError(source: script.sourceName) { throw failure }
        try checkFinalState(source: script.sourceName)
    }

    /// What the rest checks found once the app should be at rest, as the error to throw, or
    /// nil when it passed. With the button still down a held gesture keeps the app from
    /// resting, so every check it fails says the same thing: that is said once instead.
    public func restError(source: String) -> Error? {
        let problems = restProblems()
        guard !problems.isEmpty else { return nil }
        guard isPointerDown else { return InconsistentState(source: source, problems: problems) }
        return EndedWithButtonDown(source: source, pointer: pointer)
    }

    /// Prints how close the replay came to the recording's resting state, when it had one.
    func reportFinalState() {
        guard let expectedFinal, let replayedFinal else { return }
        print(
            "final state: matches the recording (tab \(replayedFinal.tab ?? "none"), "
                + "\(replayedFinal.presented.count) presented, \(replayedFinal.scrollOffsets.count) scroll views, "
                + "worst offset difference \(FinalState.text(expectedFinal.worstOffsetDifference(from: replayedFinal))) pt)"
                + (statesChecked > 0 ? ", and at the \(statesChecked) idle moments checked on the way" : "")
        )
    }

    /// Compares the replay with a recording's `state` line, written when the live window went
    /// idle. Events the replay still holds for its next frame (handled live before the window
    /// idled, without a frame of their own) would make it differ by what they do, so the check
    /// waits for a line where none are held.
    private func checkState(_ expected: FinalState) throws {
        guard input.queued.isEmpty else { return }
        let differences = expected.differences(from: FinalState(of: app), atEnd: false)
        guard differences.isEmpty else {
            throw StateMismatch(source: playing, time: lineTime ?? clock.now - startTime, differences: differences)
        }
        statesChecked += 1
    }

    /// Compares where the replay came to rest with the recording's `final` line.
    private func checkFinalState(source: String) throws {
        guard let expectedFinal else { return }
        let replayed = FinalState(of: app)
        replayedFinal = replayed
        let differences = expectedFinal.differences(from: replayed)
        guard differences.isEmpty else { throw FinalStateMismatch(source: source, differences: differences) }
    }

    /// Draws the first frame, before any input.
    public func begin() throws { try frame() }

    /// After the last step: draws what it changed and lets the app come to rest.
    public func finishFrames() throws {
        try drawQueuedFrame()
        try frame()
        try settle()
        try frameOutput?.finish()
    }

    /// Runs one step. A timed input event joins the frame that contains its time; any other
    /// timed command first runs the frames up to the one containing its time.
    public func perform(_ step: InputScript.Step) throws {
        // Checked per step too: a long run of moves draws no frame.
        try Interruption.check()
        lineTime = step.time
        var step = step
        if recordedDensityFactor != 1, case let .input(.resize(size, scale)) = step.command {
            step.command = .input(.resize(size: size, scale: scale * recordedDensityFactor))
        }
        if try playAtRecordedFrames(step) { return }
        if let time = step.time, case let .input(event) = step.command {
            return try queue(event, at: startTime + time)
        }
        try drawQueuedFrame()
        if let time = step.time { try runFrames(through: startTime + time) }
        try perform(step.command)
    }

    /// Holds `event` for the frame whose time is the first at or after `time`, drawing the
    /// frames before it. An event at or before the clock's time is handled at once.
    private func queue(_ event: InputEvent, at time: Double) throws {
        if time <= clock.now + 1e-9 {
            try drawQueuedFrame()
            return send(event, at: time)
        }
        try runFrames(through: time - frameInterval)
        input.queued.append(TimedInputEvent(event, at: time))
    }

    /// Draws the next frame when events wait for it.
    private func drawQueuedFrame() throws {
        guard !input.queued.isEmpty else { return }
        try runFrames(1)
    }

    /// Steps whole frames until the clock reaches `time`, the last one containing it.
    private func runFrames(through time: Double) throws {
        while clock.now < time - 1e-9 { try runFrames(1) }
    }

    /// Runs frames until nothing animates or a transition is pending, at most 10 s.
    public func settle() throws { try driver.settle() }

    func perform(_ command: InputScript.Command) throws {
        switch command {
        case let .input(event):
            send(event)
            if case .pointerMove = event, let afterMove {
                try frame()
                afterMove(self)
            }
        case let .tap(p):
            send(.pointerDown(p))
            try run(until: clock.now + frameInterval)
            send(.pointerUp(p))
        case let .press(p, duration):
            send(.pointerDown(p))
            try run(until: clock.now + duration)
            send(.pointerUp(p))
        case let .drag(from, to, duration):
            try drag(from: from, to: to, duration: duration)
        case let .wait(seconds):
            try run(until: clock.now + seconds)
        case let .waitFrames(frames):
            // Whole steps of the clock: `run(until:)` on a sum of intervals can end in a sliver.
            try runFrames(frames)
        case let .moveOver(from, to, frames):
            try moves(from: from, to: to, steps: frames)
        case let .fingers(gesture):
            for event in gesture.eventsAtStart { send(event) }
            let begin = clock.now
            for i in 1...gesture.frames {
                try run(until: begin + Double(i) * frameInterval)
                for event in gesture.events(afterFrame: i) { send(event) }
            }
        case let .shot(name):
            try write(try captureFrame(), as: name)
        case let .accessibility(name):
            let url = outputDirectory.appendingPathComponent(name + ".accessibility.txt")
            try writeOutput(Array(app.window.accessibilityTree().dump().utf8), to: url.path)
            if !shots.contains(url) { shots.append(url) }
            accessibilityLine?(name, app.window)
        case let .strip(name):
            let frames = (strips[name] ?? []) + [try captureFrame()]
            strips[name] = frames
            // Rewritten with each frame, so a script cut short still leaves what it showed.
            try write(Bitmap.sideBySide(frames), as: name)
        case let .expectFinal(state):
            expectedFinal = state
        case let .expectState(state):
            try checkState(state)
        case let .frameTime(kind):
            // Reached only by a bare command: a step's goes through `playAtRecordedFrames`.
            try playFrameTime(kind, at: nil)
        }
    }

    /// Runs a frame and reads its pixels, as drawn, before they are presented.
    private func captureFrame() throws -> Bitmap {
        try driver.captureFrame { _ in try host.capture() }
    }

    private func write(_ pixels: Bitmap, as name: String) throws {
        let url = outputDirectory.appendingPathComponent(name + ".png")
        try writePNG(pixels, to: url.path)
        if !shots.contains(url) { shots.append(url) }
    }

    /// Button-down at `from`, one move per frame along a straight line, button-up at `to`.
    private func drag(from: CGPoint, to: CGPoint, duration: Double) throws {
        send(.pointerDown(from))
        try moves(from: from, to: to, steps: max(1, Int((duration / frameInterval).rounded())))
        send(.pointerUp(to))
    }

    /// `steps` times: a frame, then a move one step further along the straight line from
    /// `from` to `to`, the last exactly at `to`. The button stays as it was.
    private func moves(from: CGPoint, to: CGPoint, steps: Int) throws {
        let begin = clock.now
        for i in 1...steps {
            try run(until: begin + Double(i) * frameInterval)
            let f = CGFloat(i) / CGFloat(steps)
            let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            send(.pointerMove(p))
            if let afterMove {
                try frame()
                afterMove(self)
            }
        }
    }

    /// Hands `event` to the app now, between frames, past the driver's observers.
    private func send(_ event: InputEvent, at time: Double? = nil) {
        driver.deliver([TimedInputEvent(event, at: time ?? clock.now)])
    }

    /// Advances virtual time to `time`, drawing a frame at each 60 Hz tick on the way.
    private func run(until time: Double) throws {
        while clock.now + frameInterval <= time + 1e-9 {
            clock.advance(by: frameInterval)
            try frame()
        }
        if clock.now < time {
            clock.advance(by: time - clock.now)
            try frame()
        }
    }

    /// Advances `count` frames of virtual time with no new input.
    public func runFrames(_ count: Int) throws { try driver.runFrames(count) }

    /// One frame at the clock's time: the queued and the host's events, animate, lay out, draw
    /// when needed.
    func frame() throws { try driver.step() }
}

/// Leaves a script's steps early when the app asks to quit (the Q key).
private struct QuitRequested: Error {}
