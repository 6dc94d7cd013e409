import Motion
import ViewKit

/// Where frames go: a window or the headless canvas. The loop needs nothing more of it.
public protocol FrameHost: AnyObject {
    var renderer: Renderer { get }
    /// Input that arrived since the last call, all of it (windows only; the canvas has none).
    func pollEvents() -> [TimedInputEvent]
    /// Sleeps until input arrives or `timeoutMs` milliseconds pass; returns what arrived.
    func waitForEvents(timeoutMs: Int) -> [TimedInputEvent]
    /// Shows the frame just drawn.
    func present()
    /// Whether `present()` waits for the display's refresh.
    var hasVSync: Bool { get }
}

/// The app's side of a frame, in microui's order: input, animation, then a display list only
/// when something changed. `Application` is one; an app with keys or overlays of its own
/// writes another and hands it to a `FrameLoop`.
public protocol FrameLoopClient: AnyObject {
    /// The clock that times frames; the one events are stamped with.
    var clock: FrameClock { get }
    /// Ends `FrameLoop.run()` after the frame that set it.
    var quitRequested: Bool { get }
    /// Whether a frame must be drawn: something changed, or is animating.
    var needsFrame: Bool { get }
    /// Step 1: every event that arrived, in order.
    func handle(_ events: [TimedInputEvent])
    /// Step 2: advances animations to the clock's time; returns the step in seconds.
    @discardableResult
    func advanceAnimations() -> Double
    /// Steps 3 and 4: layout and the display list, or nil when nothing changed.
    func displayListIfNeeded() -> DisplayList?
    /// The loop found nothing to do and is about to sleep: forget the last frame time, so an
    /// idle stretch is not taken for a slow frame.
    func becameIdle()
    /// A frame was drawn; `cost` is the seconds from its first step to its last draw call.
    func didDrawFrame(cost: Double)
    /// At rest, the renderer decoded images again, sharper than the frame just shown: ask for
    /// one more frame (a window's `setNeedsDisplay()`). Without it they show at the next frame.
    func imagesRefined()
}

extension FrameLoopClient {
    public func didDrawFrame(cost: Double) {}
    public func imagesRefined() {}
}

/// The real-time loop: drain events, animate, lay out, draw only when something changed, and
/// sleep in SDL's event wait while idle. Without vsync, animation frames are paced to
/// `frameInterval` by waiting for events, which keeps input responsive. After a frame at rest,
/// images shown larger than they were decoded are decoded again (`Renderer.refineImages`).
public final class FrameLoop {
    public let client: FrameLoopClient
    public let host: FrameHost
    /// Seconds between animation frames when the display does not pace them.
    public let frameInterval: Double
    /// Called before every iteration; throw from it to end `run()` (SIGINT, a deadline).
    public var checkBeforeFrame: () throws -> Void = {}
    private var pending: [TimedInputEvent] = []

    /// Milliseconds an idle loop sleeps in SDL's event wait before `checkBeforeFrame` runs again.
    public static let idleTimeoutMs = 100

    public init(client: FrameLoopClient, host: FrameHost, frameInterval: Double = 1.0 / 60) {
        (self.client, self.host, self.frameInterval) = (client, host, frameInterval)
    }

    /// Runs until the client asks to quit, or `checkBeforeFrame` throws.
    public func run() throws {
        while !client.quitRequested {
            try checkBeforeFrame()
            _ = try step(idleTimeoutMs: FrameLoop.idleTimeoutMs)
        }
    }

    /// One iteration; returns whether it drew a frame.
    public func step(idleTimeoutMs: Int) throws -> Bool {
        let started = client.clock.now
        var events = pending + host.pollEvents()
        pending = []
        if events.isEmpty && !client.needsFrame {
            client.becameIdle()
            events = host.waitForEvents(timeoutMs: idleTimeoutMs)
        }
        client.handle(events)
        client.advanceAnimations()
        guard let list = client.displayListIfNeeded() else { return false }
        try host.renderer.draw(list)
        client.didDrawFrame(cost: client.clock.now - started)
        host.present()
        // Only at rest: a decode takes milliseconds an animation frame does not have.
        if !client.needsFrame, host.renderer.refineImages() { client.imagesRefined() }
        if !host.hasVSync && client.needsFrame { waitOutFrame(startedAt: started) }
        return true
    }

    /// Sleeps until `frameInterval` after `start`, collecting input for the next frame, so an
    /// animation without vsync runs at 60 Hz instead of flooding the window system.
    private func waitOutFrame(startedAt start: Double) {
        while true {
            let remaining = frameInterval - (client.clock.now - start)
            guard remaining > 0.0005 else { return }
            pending += host.waitForEvents(timeoutMs: max(1, Int(remaining * 1000)))
        }
    }
}

extension WindowHost: FrameHost {}

extension HeadlessCanvas: FrameHost {
    public var hasVSync: Bool { false }
    public func pollEvents() -> [TimedInputEvent] { [] }
    public func present() {}
}

/// The clock SDL stamps events with, so event times and frame times agree.
public final class HostClock: FrameClock {
    public init() {}
    /// Seconds on SDL's performance counter.
    public var now: Double { WindowHost.now() }
}
