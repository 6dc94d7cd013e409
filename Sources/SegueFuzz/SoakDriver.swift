import ArgumentParser
import Foundation
import Motion
import SDLBackend
import SegueScript
import ViewKit

/// Which frames the soak rasterises. Every frame is still stepped, laid out and flattened
/// into its display list; only the software rasterisation, which is most of a frame's cost,
/// is skipped for the others.
public enum SoakRendering: String, ExpressibleByArgument, CaseIterable {
    /// Rasterise every frame, as the app does.
    case every
    /// Rasterise one frame in `SoakDriver.sampleInterval`, through every cycle.
    case sampled
    /// Rasterise nothing (object counts only; the caches stay empty).
    case none

    /// The draw policy's "one frame in": every, one in `SoakDriver.sampleInterval`, none.
    var drawsOneIn: Int {
        switch self {
        case .every: return 1
        case .sampled: return SoakDriver.sampleInterval
        case .none: return 0
        }
    }
}

/// Drives the real app on a virtual 60 Hz clock with pointer and key input, as a script would
/// (a tap is a button-down, one frame, a button-up; a drag moves once a frame), waits only
/// until the app comes to rest rather than for fixed times, and rasterises the frames
/// `rendering` asks for on the headless canvas.
///
/// Why not `ScriptPlayer`: the soak's gestures are its own (a tap is followed by a frame, a
/// wait is whole frames, a step's time is ignored), and it reads the renderer's caches after
/// each rasterised frame. Its frames are the same `FrameDriver`'s, with a draw policy of its own.
public final class SoakDriver {
    public let app: Application
    public let clock: ManualClock
    public let renderer: Renderer
    public let rendering: SoakRendering
    /// Runs the frames: no input of its own (gestures hand theirs over between frames), the
    /// canvas out, as `rendering` says.
    public let driver: FrameDriver
    /// Seconds per frame of virtual time.
    public static let frameInterval = 1.0 / 60
    /// With `.sampled`, one display list in this many is rasterised: about 5,800 of the 98,000
    /// frames of 1,000 cycles, which fits CI's time in a debug build. A prime, so the sample
    /// cannot lock onto a period of the cycles and keep landing on the same phase.
    public static let sampleInterval = 17

    /// Display lists built (frames in which something changed).
    public var framesBuilt: Int { driver.framesBuilt }
    /// Display lists rasterised.
    public var framesRendered: Int { driver.framesDrawn }
    /// Called after each rasterised frame (the soak samples the renderer's caches there).
    var afterRender: ((Renderer) -> Void)? {
        get { rendered.action }
        set { rendered.action = newValue }
    }
    private let rendered = AfterRender()

    /// Drives `app` on `clock` (which only this driver moves), rasterising on `canvas` the
    /// frames `rendering` asks for.
    public init(app: Application, clock: ManualClock, canvas: HeadlessCanvas, rendering: SoakRendering) {
        (self.app, self.clock, renderer, self.rendering) = (app, clock, canvas.renderer, rendering)
        driver = FrameDriver(
            client: app, input: nil, host: canvas,
            pacing: .virtual(clock: clock, frameInterval: SoakDriver.frameInterval))
        // The soak has always drawn without decoding images again at rest.
        driver.drawPolicy = FrameDrawPolicy(drawsOneIn: rendering.drawsOneIn, refinesImagesAtRest: false)
        // The HUD's figure: the thread's time, as the scripts measure theirs.
        driver.costClock = CPUClock.cpuNow
        // SIGINT or SIGTERM stops the soak at the next frame.
        driver.checkBeforeFrame = Interruption.check
        driver.addObserver(rendered)
    }

    // MARK: Input

    /// Button-down at `p`, one frame, button-up.
    public func tap(_ p: CGPoint) throws {
        send(.pointerDown(p))
        try runFrames(1)
        send(.pointerUp(p))
        try runFrames(1)
    }

    /// Button-down at `p`, held `seconds` (whole frames, at least one), button-up, one frame:
    /// held 0.5 s or more, a long press.
    public func press(_ p: CGPoint, seconds: Double) throws {
        send(.pointerDown(p))
        try runFrames(max(1, Int((seconds / SoakDriver.frameInterval).rounded())))
        send(.pointerUp(p))
        try runFrames(1)
    }

    /// Taps the centre of `view` as it is laid out now.
    public func tap(_ view: View) throws {
        app.window.layoutIfNeeded()
        let frame = view.convert(view.bounds, to: nil)
        try tap(CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Button-down at `from`, a move each frame along a straight line for `seconds`, then
    /// button-up at `to` unless `release` is false (the pointer is then held there). With
    /// `hold`, the pointer rests that many seconds first, so the release carries no speed.
    public func drag(from: CGPoint, to: CGPoint, seconds: Double, hold: Double = 0, release: Bool = true) throws {
        send(.pointerDown(from))
        let steps = max(1, Int((seconds / SoakDriver.frameInterval).rounded()))
        for i in 1...steps {
            try runFrames(1)
            let f = CGFloat(i) / CGFloat(steps)
            send(.pointerMove(CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
        }
        if hold > 0 { try runFrames(Int((hold / SoakDriver.frameInterval).rounded())) }
        if release { send(.pointerUp(to)) }
        try runFrames(1)
    }

    public func press(_ key: Key) throws {
        send(.key(key))
        try runFrames(1)
    }

    public func send(_ event: InputEvent) {
        driver.deliver([TimedInputEvent(event, at: clock.now)])
    }

    // MARK: Frames

    /// Runs frames until nothing animates and no transition is in flight, at most
    /// `FrameDriver.settleLimit` seconds of virtual time.
    public func settle() throws { try driver.settle() }

    /// Advances `count` frames of virtual time.
    public func runFrames(_ count: Int) throws { try driver.runFrames(count) }
}

/// Hands the renderer to the soak after each rasterised frame.
private final class AfterRender: FrameObserver {
    var action: ((Renderer) -> Void)?

    func didDraw(_ list: DisplayList, on host: FrameHost) {
        action?(host.renderer)
    }
}
