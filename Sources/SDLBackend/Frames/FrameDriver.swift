import Motion
import ViewKit

/// The one frame pipeline every run of an app goes through: the window, a scripted replay, the
/// fuzzer, the soak and the bench. A frame takes the input's events and hands them to the
/// client, advances its animations, asks it for a display list (layout and flattening, only
/// when something changed), draws that with `host.renderer.draw` and shows it with
/// `host.present()`; after a frame drawn at rest, images shown larger than they were decoded are
/// decoded again. Observers (`FrameObserver`) see every step.
///
/// What differs between runs is only what the driver is given, as a test binding swaps the
/// clock, the input and the presenter under one pipeline: the input (a window's events, a
/// script's queue, none), the host (a window, the headless canvas, or none: frames are laid out
/// and flattened but not drawn), the draw policy (every frame, one in n, none) and the pacing
/// (real time, or a virtual clock stepped a frame at a time; see `FramePacing`).
public final class FrameDriver {
    /// The app whose frames these are.
    public let client: FrameLoopClient
    /// Where events come from; nil for none (a script hands them over with `deliver`).
    public let input: FrameInput?
    /// Where frames are drawn and shown; nil to build display lists without drawing them.
    public let host: FrameHost?
    /// How frames follow time.
    public let pacing: FramePacing
    /// Which built frames are drawn, and whether images are decoded again at rest.
    public var drawPolicy = FrameDrawPolicy.everyFrame
    /// Seconds on the clock frame costs are measured on (`FrameSummary`): the client's clock
    /// unless set (the thread's CPU time for scripts, the wall clock for the window bench).
    public var costClock: () -> Double
    /// Called at the start of every frame; throw from it to end `run()` or any frame (SIGINT, a
    /// deadline, a failed recording).
    public var checkBeforeFrame: () throws -> Void = {}
    /// The driver's own observers, notified after the client's, in the order they were added.
    public private(set) var observers: [FrameObserver] = []
    /// Display lists built: frames in which something changed.
    public private(set) var framesBuilt = 0
    /// Display lists drawn (a capture's extra draw of a frame is not one).
    public private(set) var framesDrawn = 0
    /// What the last frame did; nil before the first.
    public private(set) var lastFrame: FrameSummary?
    /// The display list the host drew last.
    public private(set) var lastDrawnList: DisplayList?
    /// The display list built last, drawn or not, and whether the host's pixels show it.
    private var lastBuiltList: DisplayList?
    private var hostShowsLastBuilt = true
    /// Real time: input collected while waiting out the last frame, for the next.
    var pending: [TimedInputEvent] = []

    /// Milliseconds an idle driver sleeps in the event wait before `checkBeforeFrame` runs again.
    public static let idleTimeoutMs = 100

    /// - Parameters:
    ///   - client: the app.
    ///   - input: where its events come from; nil for none. Real time needs one to wait in.
    ///   - host: where frames are drawn; nil to lay them out and flatten them only.
    ///   - pacing: real time, or a virtual clock.
    public init(client: FrameLoopClient, input: FrameInput?, host: FrameHost?, pacing: FramePacing) {
        precondition(input != nil || !pacing.isRealTime, "a real-time driver waits in its input's event wait")
        (self.client, self.input, self.host, self.pacing) = (client, input, host, pacing)
        costClock = { client.clock.now }
    }

    /// The window's loop: `host`'s events in, its frames out, in real time on the client's clock,
    /// animation frames `frameInterval` seconds apart when the display does not pace them.
    public convenience init(client: FrameLoopClient, host: FrameHost, frameInterval: Double = 1.0 / 60) {
        self.init(client: client, input: host, host: host, pacing: .realTime(frameInterval: frameInterval))
    }

    /// Adds `observer` after the others.
    public func addObserver(_ observer: FrameObserver) { observers.append(observer) }

    /// The client's observers, then the driver's.
    private var watchers: [FrameObserver] { client.frameObservers + observers }

    /// Hands `events` to the client now, between frames (a script's untimed input), past the
    /// observers as a frame's input goes.
    public func deliver(_ events: [TimedInputEvent]) {
        var events = events
        hand(&events, to: watchers)
    }

    /// One frame. In real time, when there is no input and nothing to draw, it first sleeps in
    /// the input's event wait for up to `idleTimeoutMs`, and after an animation frame without
    /// vsync it waits out the frame interval there (never spinning); a virtual driver never
    /// sleeps. Returns whether it drew.
    @discardableResult
    public func step(idleTimeoutMs: Int = FrameDriver.idleTimeoutMs) throws -> Bool {
        try runFrame(idleTimeoutMs: idleTimeoutMs, capture: nil)
    }

    /// Runs a frame as `step()` does and, before presenting it, hands `read` the host with the
    /// pixels the window shows once the frame is over: those just drawn, or the last frame's
    /// when nothing changed. A frame that came to rest and decoded images again is drawn once
    /// more with them first (not counted as a frame), since the window shows them from the
    /// next frame on; a frame the draw policy skipped is drawn for the capture.
    /// - Throws: `NoHost` for a driver that draws nowhere, and whatever `read` throws.
    public func captureFrame<T>(_ read: (FrameHost) throws -> T) throws -> T {
        guard host != nil else { throw NoHost() }
        var result: T?
        try withoutActuallyEscaping(read) { read in
            _ = try runFrame(idleTimeoutMs: 0, capture: { result = try read($0) })
        }
        // `runFrame` calls `capture` whenever there is a host.
        return result!
    }

    /// A capture from a driver with no host to draw on.
    public struct NoHost: Error, CustomStringConvertible {
        public var description: String { "this frame driver draws nowhere, so there are no pixels to capture" }
    }

    private func runFrame(idleTimeoutMs: Int, capture: ((FrameHost) throws -> Void)?) throws -> Bool {
        try checkBeforeFrame()
        let started = costClock()
        let frameStart = client.clock.now
        let watchers = self.watchers
        var events = takeInput(idleTimeoutMs: idleTimeoutMs, watchers: watchers)
        // Pictures decoded in the background since the last frame show in this one.
        if let host, host.renderer.takeBackgroundDecodes() { client.imagesRefined() }
        hand(&events, to: watchers)
        // One reading for the frame: what the observers record is what the animations step to.
        let frameTime = client.clock.now
        for watcher in watchers { watcher.willAdvanceAnimations(to: frameTime) }
        client.advanceAnimations(to: frameTime)
        for watcher in watchers { watcher.willBuildDisplayList() }
        let list = client.displayListIfNeeded()
        if let list { (framesBuilt, lastBuiltList, hostShowsLastBuilt) = (framesBuilt + 1, list, false) }
        for watcher in watchers { watcher.didBuildDisplayList(list) }
        var drawCost: Double?
        if let list, let host, capture != nil || drawPolicy.draws(builtFrame: framesBuilt) {
            try host.renderer.draw(list)
            drawCost = costClock() - started
            (framesDrawn, lastDrawnList, hostShowsLastBuilt) = (framesDrawn + 1, list, true)
            for watcher in watchers { try watcher.didDraw(list, on: host) }
        }
        let drawn = drawCost != nil
        var presents = drawn
        if let capture, let host {
            presents = try bringUpToDate(host, drewFrame: drawn) || drawn
            try capture(host)
        }
        if presents { host?.present() }
        let cost = costClock() - started
        // Only at rest: a decode takes milliseconds an animation frame does not have. A capture
        // has already done it, before reading the pixels.
        if drawn, capture == nil { refineImagesIfAtRest() }
        // What a press asked for, made in the time after this frame is shown: a transition the
        // release starts then finds it ready (see `Window.prepare`).
        if let host { host.renderer.prepare(client.takePreparations()) }
        let summary = FrameSummary(list: list, drawn: drawn, buildAndDrawCost: drawCost ?? cost, cost: cost)
        lastFrame = summary
        for watcher in watchers { try watcher.frameDidEnd(summary) }
        if case let .realTime(interval) = pacing, drawn, let host, !host.hasVSync, client.needsFrame {
            waitOutFrame(startedAt: frameStart, interval: interval)
        }
        return drawn
    }

    /// This frame's input: what waited from the last frame, then the input's; in real time, with
    /// none and nothing to draw, what arrives while sleeping in the input's event wait, which
    /// ends by the client's next deadline (a frame then passes it). A deadline already due is
    /// not slept on.
    private func takeInput(idleTimeoutMs: Int, watchers: [FrameObserver]) -> [TimedInputEvent] {
        let events = pending + (input?.pollEvents() ?? [])
        pending = []
        guard pacing.isRealTime, events.isEmpty, !client.needsFrame else { return events }
        var timeoutMs = idleTimeoutMs
        if let deadline = client.nextDeadline {
            let untilDeadline = ((deadline - client.clock.now) * 1000).rounded(.up)
            guard untilDeadline > 0 else { return events }
            timeoutMs = min(timeoutMs, Int(min(untilDeadline, Double(idleTimeoutMs))))
        }
        for watcher in watchers { watcher.frameDriverWillIdle() }
        client.becameIdle()
        host?.renderer.releaseIdleMemory()
        return input?.waitForEvents(timeoutMs: timeoutMs) ?? []
    }

    private func hand(_ events: inout [TimedInputEvent], to watchers: [FrameObserver]) {
        for watcher in watchers { watcher.willHandle(&events) }
        client.handle(events)
    }

    /// Decodes again the images the frame just drawn showed larger than they were decoded, when
    /// nothing animates and the policy allows, and enlarges the blurs it drew into their layers
    /// (`Renderer.enlargeBlursAtRest()`); returns whether any image changed (the client was then
    /// asked for a frame to show them).
    /// With `awaitingDecodes`, decodes the renderer makes in the background are waited for and
    /// shown too (a capture's).
    @discardableResult
    private func refineImagesIfAtRest(awaitingDecodes: Bool = false) -> Bool {
        guard drawPolicy.refinesImagesAtRest, let host, !client.needsFrame else { return false }
        host.renderer.enlargeBlursAtRest()
        var changed = host.renderer.refineImages()
        if awaitingDecodes && host.renderer.decodesImagesInBackground {
            host.renderer.awaitBackgroundDecodes()
            changed = host.renderer.takeBackgroundDecodes() || changed
        }
        guard changed else { return false }
        client.imagesRefined()
        return true
    }

    /// Before a capture: draws what the window shows once this frame is over, if the host's
    /// pixels do not show it yet. Returns whether it drew.
    private func bringUpToDate(_ host: FrameHost, drewFrame: Bool) throws -> Bool {
        let picture: DisplayList?
        if drewFrame {
            guard refineImagesIfAtRest(awaitingDecodes: true) else { return false }
            picture = client.displayListIfNeeded()
        } else {
            picture = hostShowsLastBuilt ? nil : lastBuiltList
        }
        guard let picture else { return false }
        try host.renderer.draw(picture)
        (lastBuiltList, lastDrawnList, hostShowsLastBuilt) = (picture, picture, true)
        return true
    }
}
