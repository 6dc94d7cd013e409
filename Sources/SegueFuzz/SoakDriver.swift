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
}

/// Drives the real app on a virtual 60 Hz clock with pointer and key input, as a script would
/// (a tap is a button-down, one frame, a button-up; a drag moves once a frame), waits only
/// until the app comes to rest rather than for fixed times, and rasterises the frames
/// `rendering` asks for on the headless canvas.
///
/// Why not `ScriptPlayer`: the soak picks which frames to rasterise and reads the renderer's
/// caches after each. Input goes in as the player's does, through `App.handle` at the clock's time.
public final class SoakDriver {
    public let app: RunningApp
    public let clock: ManualClock
    public let renderer: Renderer
    public let rendering: SoakRendering
    /// Seconds per frame of virtual time.
    public static let frameInterval = 1.0 / 60
    /// With `.sampled`, one display list in this many is rasterised: about 5,800 of the 98,000
    /// frames of 1,000 cycles, which fits CI's time in a debug build. A prime, so the sample
    /// cannot lock onto a period of the cycles and keep landing on the same phase.
    public static let sampleInterval = 17
    /// Seconds of virtual time `settle()` waits at most for the app to come to rest.
    static let settleLimit = 10.0

    /// Display lists built (frames in which something changed).
    public private(set) var framesBuilt = 0
    /// Display lists rasterised.
    public private(set) var framesRendered = 0
    /// Called after each rasterised frame (the soak samples the renderer's caches there).
    var afterRender: ((Renderer) -> Void)?

    public init(app: RunningApp, clock: ManualClock, renderer: Renderer, rendering: SoakRendering) {
        (self.app, self.clock, self.renderer, self.rendering) = (app, clock, renderer, rendering)
    }

    // MARK: Input

    /// Button-down at `p`, one frame, button-up.
    public func tap(_ p: CGPoint) throws {
        send(.pointerDown(p))
        try runFrames(1)
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
        app.handle([TimedInputEvent(event, at: clock.now)])
    }

    // MARK: Frames

    /// Runs frames until nothing animates and no transition is in flight, at most
    /// `settleLimit` seconds of virtual time.
    public func settle() throws {
        var waited = 0.0
        while (app.needsFrame || app.window.transitionCoordinator.isTransitioning) && waited < SoakDriver.settleLimit {
            try runFrames(1)
            waited += SoakDriver.frameInterval
        }
    }

    /// Advances `count` frames of virtual time.
    public func runFrames(_ count: Int) throws {
        for _ in 0..<count {
            clock.advance(by: SoakDriver.frameInterval)
            try frame()
        }
    }

    /// One loop iteration, as the app's: animate, lay out and flatten when needed, rasterise
    /// when the policy says so.
    private func frame() throws {
        // SIGINT or SIGTERM stops the soak at the next frame.
        try Interruption.check()
        let start = CPUClock.cpuNow()
        app.advanceAnimations()
        guard let list = app.displayListIfNeeded() else { return }
        // For the HUD, as the app's own loop does.
        defer { app.lastFrameCost = CPUClock.cpuNow() - start }
        framesBuilt += 1
        switch rendering {
        case .every: break
        case .sampled: guard framesBuilt % SoakDriver.sampleInterval == 0 else { return }
        case .none: return
        }
        try renderer.draw(list)
        framesRendered += 1
        afterRender?(renderer)
    }
}
