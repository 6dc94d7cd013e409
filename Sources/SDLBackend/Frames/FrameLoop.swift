import Motion
import ViewKit

/// Where a frame driver's input comes from: a window's events, a script's queue, or (with no
/// input at all) nothing.
public protocol FrameInput: AnyObject {
    /// Input that arrived since the last call, all of it.
    func pollEvents() -> [TimedInputEvent]
    /// Sleeps until input arrives or `timeoutMs` milliseconds pass; returns what arrived.
    func waitForEvents(timeoutMs: Int) -> [TimedInputEvent]
}

/// Where frames go: a window or the headless canvas. A window is its own input too
/// (`pollEvents`, `waitForEvents`); the canvas has none.
public protocol FrameHost: FrameInput {
    var renderer: Renderer { get }
    /// Shows the frame just drawn.
    func present()
    /// Whether `present()` waits for the display's refresh.
    var hasVSync: Bool { get }
}

/// The app's side of a frame, in microui's order: input, animation, then a display list only
/// when something changed. `Application` is the one client; what watches its frames (a
/// recording, a trace, the tools' HUD) is a `FrameObserver` of the `FrameDriver` that runs it.
public protocol FrameLoopClient: AnyObject {
    /// The clock that times frames; the one events are stamped with.
    var clock: FrameClock { get }
    /// Ends `FrameDriver.run()` after the frame that set it.
    var quitRequested: Bool { get }
    /// Whether a frame must be drawn: something changed, or is animating.
    var needsFrame: Bool { get }
    /// Whether a presentation or dismissal is in flight, even one that draws nothing this frame
    /// (`FrameDriver.settle()` waits for it to end).
    var isTransitioning: Bool { get }
    /// Seconds on `clock`: when the client needs a frame though nothing changes before then, such
    /// as a gesture's deadline (`Window.nextGestureDeadline`); nil for no such time. An idle
    /// real-time driver wakes by then, and `FrameDriver.settle()` runs frames until it passes.
    var nextDeadline: Double? { get }
    /// Observers that travel with the client: every driver that runs it notifies them before its
    /// own (the tools' HUD refreshes inside each frame this way).
    var frameObservers: [FrameObserver] { get }
    /// Step 1: every event that arrived, in order.
    func handle(_ events: [TimedInputEvent])
    /// Step 2: advances animations to `time`, seconds on `clock`, which the driver reads once a
    /// frame and also hands its observers (a recording's `frame` line): reading the clock again
    /// here would step a live window a little past the time it recorded, which its replay cannot
    /// reproduce. Returns the step in seconds.
    @discardableResult
    func advanceAnimations(to time: Double) -> Double
    /// Steps 3 and 4: layout and the display list, or nil when nothing changed.
    func displayListIfNeeded() -> DisplayList?
    /// The driver found nothing to do and is about to sleep: forget the last frame time, so an
    /// idle stretch is not taken for a slow frame.
    func becameIdle()
    /// At rest, the renderer decoded images again, sharper than the frame just shown: ask for
    /// one more frame (a window's `setNeedsDisplay()`). Without it they show at the next frame.
    func imagesRefined()
    /// Images the next frames will need (`Window.prepare`), which the driver makes ready after
    /// a frame is shown, in the time before the next.
    func takePreparations() -> [Preparation]
}

extension FrameLoopClient {
    public var isTransitioning: Bool { false }
    public var nextDeadline: Double? { nil }
    public var frameObservers: [FrameObserver] { [] }
    public func imagesRefined() {}
    public func takePreparations() -> [Preparation] { [] }

    /// Advances animations to the clock's time now; returns the step in seconds.
    @available(*, deprecated, renamed: "advanceAnimations(to:)", message: "pass the frame's one reading of clock.now")
    @discardableResult
    public func advanceAnimations() -> Double { advanceAnimations(to: clock.now) }
}

extension WindowHost: FrameHost {}

extension HeadlessCanvas: FrameHost {
    public var hasVSync: Bool { false }
    public func pollEvents() -> [TimedInputEvent] { [] }
    /// Nothing to show: what changed goes nowhere but the pixels.
    public func present() { _ = renderer.takePresentDamage() }
}

/// The clock SDL stamps events with, so event times and frame times agree.
public final class HostClock: FrameClock {
    public init() {}
    /// Seconds on SDL's performance counter.
    public var now: Double { WindowHost.now() }
}
