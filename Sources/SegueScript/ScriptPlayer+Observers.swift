import SDLBackend
import ViewKit

/// What a script keeps of its frames, each an observer of its driver's steps, added in this
/// order: where the input leaves the pointer, the motion trace, the frames a replay keeps, the
/// frame times, and last the lag probe (`afterMove`), whose frames then come after everything
/// the frame that moved had to do.
extension ScriptPlayer {
    func observeFrames() {
        for observer: FrameObserver in [
            InputNotes(player: self), TraceRows(player: self), KeptFrames(player: self), FrameTimeLog(player: self),
            AfterMoveCall(player: self),
        ] {
            driver.addObserver(observer)
        }
    }
}

/// Notes what the script's input does beside reaching the app: where it leaves the pointer,
/// when the first input came (the frame times before it are start-up), and, for a resize on the
/// offscreen canvas, the window's new density to draw at (the canvas keeps its pixels).
private final class InputNotes: FrameObserver {
    unowned let player: ScriptPlayer

    init(player: ScriptPlayer) { self.player = player }

    func willHandle(_ events: inout [TimedInputEvent]) {
        for timed in events {
            if player.framesTimedBeforeInput == nil { player.framesTimedBeforeInput = player.frameTimes.count }
            if player.framesTimedBeforeRelease == nil, timed.event.isRelease {
                player.framesTimedBeforeRelease = player.frameTimes.count
            }
            notePointer(timed.event)
            if case let .resize(_, scale) = timed.event, player.host is HeadlessCanvas {
                player.host.renderer.scale = scale
            }
        }
    }

    private func notePointer(_ event: InputEvent) {
        switch event {
        case let .pointerDown(p): (player.pointer, player.isPointerDown) = (p, true)
        case let .pointerMove(p): player.pointer = p
        case let .pointerUp(p): (player.pointer, player.isPointerDown) = (p, false)
        case .pointerCancel:
            player.isPointerDown = false
            player.fingersDown = []
            player.fingerPositions = [:]
        case let .fingerDown(id, p): noteFinger(id, at: p, down: true)
        case let .fingerMove(id, p): noteFinger(id, at: p, down: nil)
        case let .fingerUp(id, p): noteFinger(id, at: p, down: false)
        case .wheel, .key, .resize, .quit: break
        }
    }

    /// The trace's pointer is the first finger down, and the press lasts while any finger is;
    /// each finger down is traced where it is (`finger.N.x`, `.y`).
    private func noteFinger(_ id: Int, at p: CGPoint, down: Bool?) {
        let wasFirst = player.fingersDown.first == id
        switch down {
        case true?: if !player.fingersDown.contains(id) { player.fingersDown.append(id) }
        case false?: player.fingersDown.removeAll { $0 == id }
        case nil: break
        }
        player.fingerPositions[id] = player.fingersDown.contains(id) ? p : nil
        if wasFirst || player.fingersDown.first == id { player.pointer = p }
        player.isPointerDown = !player.fingersDown.isEmpty
    }
}

/// A row of the motion trace (`--trace`) for every frame, drawn or not, once it is laid out.
private final class TraceRows: FrameObserver {
    unowned let player: ScriptPlayer

    init(player: ScriptPlayer) { self.player = player }

    func didBuildDisplayList(_ list: DisplayList?) {
        guard let trace = player.trace else { return }
        let elapsed = player.elapsedTime
        trace.record(
            player.app.window, time: elapsed, frameIndex: Int((elapsed / player.frameInterval).rounded()),
            pointer: player.pointer, isPointerDown: player.isPointerDown, fingers: player.fingerPositions)
    }
}

/// Hands every frame to `frameOutput` (hashes, PNGs, video): a drawn frame's pixels before
/// they are presented, or nil when nothing changed and the last frame stands.
private final class KeptFrames: FrameObserver {
    unowned let player: ScriptPlayer

    init(player: ScriptPlayer) { self.player = player }

    func didDraw(_ list: DisplayList, on host: FrameHost) throws {
        guard let output = player.frameOutput else { return }
        try output.frameFinished(at: player.elapsedTime, drawn: try player.host.capture())
    }

    func frameDidEnd(_ frame: FrameSummary) throws {
        guard !frame.drawn else { return }
        try player.frameOutput?.frameFinished(at: player.elapsedTime, drawn: nil)
    }
}

/// The cost of every drawn frame, in milliseconds, when `recordsFrameTimes` asks for it.
private final class FrameTimeLog: FrameObserver {
    unowned let player: ScriptPlayer

    init(player: ScriptPlayer) { self.player = player }

    func frameDidEnd(_ frame: FrameSummary) {
        if frame.drawn, player.recordsFrameTimes { player.frameTimes.append(frame.cost * 1000) }
    }
}

/// Calls `afterMove` once a frame that took a scripted pointer move has ended.
private final class AfterMoveCall: FrameObserver {
    unowned let player: ScriptPlayer

    init(player: ScriptPlayer) { self.player = player }

    func frameDidEnd(_ frame: FrameSummary) {
        guard let afterMove = player.afterMove, player.input.lastTaken.contains(where: \.event.isPointerMove) else {
            return
        }
        afterMove(player)
    }
}

extension ScriptPlayer {
    /// Seconds of script time: the clock since the player began.
    var elapsedTime: Double { clock.now - startTime }
}

extension InputEvent {
    fileprivate var isPointerMove: Bool {
        if case .pointerMove = self { return true }
        return false
    }

    /// A pointer or finger let go.
    fileprivate var isRelease: Bool {
        switch self {
        case .pointerUp, .fingerUp: true
        default: false
        }
    }
}
