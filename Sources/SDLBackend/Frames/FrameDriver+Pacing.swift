import Motion
import ViewKit

/// How a `FrameDriver`'s frames follow time.
public enum FramePacing {
    /// Real time on the client's clock (a window): an idle driver sleeps in its input's event
    /// wait; without vsync, an animation frame is followed by a wait for the rest of
    /// `frameInterval` seconds in that same event wait, which collects the next frame's input.
    case realTime(frameInterval: Double)
    /// Virtual time (scripts, tests, the soak, the bench): a frame runs when asked, at `clock`'s
    /// time; `runFrames` and `settle` move `clock` on `frameInterval` seconds before each frame,
    /// and a replay may set it to a recording's frame times itself. Nothing sleeps.
    case virtual(clock: SteppedClock, frameInterval: Double)

    /// Seconds between frames.
    public var frameInterval: Double {
        switch self {
        case let .realTime(interval), let .virtual(_, interval): return interval
        }
    }

    var isRealTime: Bool {
        if case .realTime = self { return true }
        return false
    }
}

/// A clock a virtual driver moves on a frame at a time.
public protocol SteppedClock: FrameClock {
    /// Moves the clock `seconds` ahead.
    func advance(by seconds: Double)
}

extension ManualClock: SteppedClock {}

extension FrameDriver {
    /// Seconds of virtual time `settle()` waits at most for the app to come to rest.
    public static let settleLimit = 10.0

    /// Runs frames until the client asks to quit, or `checkBeforeFrame` throws.
    public func run() throws {
        while !client.quitRequested { try step() }
    }

    /// Virtual pacing: moves the clock on one frame interval and runs a frame, `count` times.
    public func runFrames(_ count: Int) throws {
        guard case let .virtual(clock, interval) = pacing else {
            preconditionFailure("runFrames moves a virtual clock; a real-time driver follows its own")
        }
        for _ in 0..<count {
            clock.advance(by: interval)
            try step()
        }
    }

    /// Virtual pacing: runs frames until the client needs none, no transition is in flight and
    /// no deadline is pending (a single tap waiting out a double tap's interval), at most
    /// `limit` seconds of virtual time (what is still moving after 10 s is a fault the rest
    /// checks report, not something to wait for).
    public func settle(limit: Double = FrameDriver.settleLimit) throws {
        var waited = 0.0
        while (client.needsFrame || client.isTransitioning || client.nextDeadline != nil) && waited < limit {
            try runFrames(1)
            waited += pacing.frameInterval
        }
    }

    /// Sleeps until `interval` seconds after `start` (client-clock seconds), collecting input for
    /// the next frame, so an animation without vsync runs at 60 Hz instead of flooding the
    /// window system.
    func waitOutFrame(startedAt start: Double, interval: Double) {
        guard let input else { return }
        while true {
            let remaining = interval - (client.clock.now - start)
            guard remaining > 0.0005 else { return }
            pending += input.waitForEvents(timeoutMs: max(1, Int(remaining * 1000)))
        }
    }
}
