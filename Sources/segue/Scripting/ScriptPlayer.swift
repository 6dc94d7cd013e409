import Motion
import SDLBackend
import ViewKit

/// Plays an input script against an app on a virtual clock, one 60 Hz frame at a time,
/// and writes its shots as PNGs.
final class ScriptPlayer {
    let app: App
    let clock: ManualClock
    let host: Host
    let outputDirectory: URL
    /// Seconds per frame of virtual time.
    let frameInterval = 1.0 / 60
    private(set) var shots: [URL] = []
    /// The frames of each strip so far, by name.
    private var strips: [String: [Bitmap]] = [:]
    private(set) var framesDrawn = 0
    /// When set, the CPU time (milliseconds) of every drawn frame is kept in `frameTimes`.
    var recordsFrameTimes = false
    private(set) var frameTimes: [Double] = []
    private(set) var lastList: DisplayList?
    /// When false, frames are laid out and flattened but not drawn: replays that only check the
    /// view tree (the fuzzer's shrinking) run several times faster.
    var rasterizes = true
    /// Called after each scripted pointer move has been handled and drawn.
    var afterMove: ((ScriptPlayer) -> Void)?
    /// When set, every frame adds a row to it (`--trace`).
    var trace: MotionTrace?
    /// Window points: where the last pointer event put the pointer, nil before the first.
    private(set) var pointer: CGPoint?
    private(set) var isPointerDown = false
    private let startTime: Double

    init(app: App, clock: ManualClock, host: Host, outputDirectory: URL) {
        (self.app, self.clock, self.host, self.outputDirectory) = (app, clock, host, outputDirectory)
        startTime = clock.now
    }

    /// Runs every step, then lets running animations settle (up to 10 s of virtual time) and
    /// checks the presentation invariants. Throws on the first failure to draw or write, when
    /// the app came to rest inconsistent, and `Interruption.Interrupted` after SIGINT or SIGTERM.
    func play(_ script: some PlayableScript) throws {
        try begin()
        do {
            try script.forEachStep { step in
                try perform(step)
                if app.quitRequested { throw QuitRequested() }
            }
        } catch is QuitRequested {}
        try finishFrames()
        let problems = restProblems()
        guard problems.isEmpty else {
            throw InconsistentState(source: script.sourceName, problems: problems)
        }
    }

    /// Draws the first frame, before any input.
    func begin() throws { try frame() }

    /// After the last step: draws what it changed and lets the app come to rest.
    func finishFrames() throws {
        try frame()
        try settle()
    }

    /// Runs one step: waits for its time, when it has one, then performs its command.
    func perform(_ step: InputScript.Step) throws {
        // Checked per step too: a long run of moves draws no frame.
        try Interruption.check()
        if let time = step.time { try run(until: startTime + time) }
        try perform(step.command)
    }

    /// Runs frames until nothing animates or a transition is pending, at most 10 s.
    func settle() throws {
        var waited = 0.0
        while (app.needsFrame || app.window.transitionCoordinator.isTransitioning) && waited < 10 {
            try runFrames(1)
            waited += frameInterval
        }
    }

    private func perform(_ command: InputScript.Command) throws {
        switch command {
        case let .input(event):
            // The offscreen canvas keeps its pixels; it draws at the window's new density.
            if case let .resize(_, scale) = event, host is HeadlessCanvas { host.renderer.scale = scale }
            send(event)
            if case .pointerMove = event, let afterMove {
                try frame()
                afterMove(self)
            }
        case let .tap(p):
            send(.pointerDown(p))
            try run(until: clock.now + frameInterval)
            send(.pointerUp(p))
        case let .drag(from, to, duration):
            try drag(from: from, to: to, duration: duration)
        case let .wait(seconds):
            try run(until: clock.now + seconds)
        case let .shot(name):
            try write(try captureFrame(), as: name)
        case let .strip(name):
            let frames = (strips[name] ?? []) + [try captureFrame()]
            strips[name] = frames
            // Rewritten with each frame, so a script cut short still leaves what it showed.
            try write(Bitmap.sideBySide(frames), as: name)
        }
    }

    /// Draws the frame and reads it back.
    private func captureFrame() throws -> Bitmap {
        try frame()
        // A presented back buffer is undefined in SDL, so draw the frame again to read it.
        try host.renderer.draw(app.window.makeDisplayList())
        let pixels = try host.capture()
        host.present()
        return pixels
    }

    private func write(_ pixels: Bitmap, as name: String) throws {
        let url = outputDirectory.appendingPathComponent(name + ".png")
        try writePNG(pixels, to: url.path)
        if !shots.contains(url) { shots.append(url) }
    }

    /// Button-down at `from`, one move per frame along a straight line, button-up at `to`.
    private func drag(from: CGPoint, to: CGPoint, duration: Double) throws {
        let begin = clock.now
        send(.pointerDown(from))
        let steps = max(1, Int((duration / frameInterval).rounded()))
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
        send(.pointerUp(to))
    }

    /// Hands `event` to the app now, noting where it leaves the pointer.
    private func send(_ event: InputEvent) {
        notePointer(event)
        app.handle([TimedInputEvent(event, at: clock.now)])
    }

    private func notePointer(_ event: InputEvent) {
        switch event {
        case let .pointerDown(p): (pointer, isPointerDown) = (p, true)
        case let .pointerMove(p): pointer = p
        case let .pointerUp(p): (pointer, isPointerDown) = (p, false)
        case .pointerCancel: isPointerDown = false
        case .wheel, .key, .resize, .quit: break
        }
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
    func runFrames(_ count: Int) throws {
        for _ in 0..<count {
            clock.advance(by: frameInterval)
            try frame()
        }
    }

    /// One loop iteration: drain the host's events, animate, lay out, draw when needed.
    private func frame() throws {
        try Interruption.check()
        let start = CPUClock.cpuNow()
        let events = host.pollEvents()
        for timed in events { notePointer(timed.event) }
        app.handle(events)
        app.advanceAnimations()
        let changed = app.displayListIfNeeded()
        let elapsed = clock.now - startTime
        trace?.record(app.window, time: elapsed, frameIndex: Int((elapsed / frameInterval).rounded()),
                      pointer: pointer, isPointerDown: isPointerDown)
        guard let list = changed, rasterizes else { return }
        try host.renderer.draw(list)
        host.present()
        framesDrawn += 1
        lastList = list
        app.lastFrameCost = CPUClock.cpuNow() - start
        if recordsFrameTimes { frameTimes.append(app.lastFrameCost * 1000) }
    }
}

/// Leaves a script's steps early when the app asks to quit (the Q key).
private struct QuitRequested: Error {}

/// The app did not come to rest consistent after a script: the invariant check failed.
struct InconsistentState: Error, CustomStringConvertible {
    let source: String
    let problems: [String]
    var description: String { "\(source): after the script the app is inconsistent: \(problems.joined(separator: "; "))" }
}
