import Motion

/// Something that moves every frame until it rests, such as a decelerating scroll view.
protocol FrameTicking: AnyObject {
    /// Advances `dt` seconds; returns false once it has come to rest.
    func tick(by dt: Double) -> Bool
}

/// The animators running in one window, advanced once per frame by the app's frame clock.
public final class WindowAnimator {
    private(set) var animators: [PropertyAnimator] = []
    private var tickers: [FrameTicking] = []
    /// Input-clock seconds at which each ticker started, when an event started it.
    private var tickerStarts: [ObjectIdentifier: Double] = [:]
    private unowned let window: Window

    init(window: Window) { self.window = window }

    /// Animators that are active (running, paused or stopped but not finished).
    public var activeCount: Int { animators.count }

    /// True while some animator is running, so the run loop must keep drawing frames.
    public var isAnimating: Bool { !tickers.isEmpty || animators.contains { $0.isRunning } }

    func addTicker(_ ticker: FrameTicking) {
        if let eventTime { tickerStarts[ObjectIdentifier(ticker)] = eventTime }
        guard !tickers.contains(where: { $0 === ticker }) else { return }
        tickers.append(ticker)
    }

    func removeTicker(_ ticker: FrameTicking) {
        tickers.removeAll { $0 === ticker }
        tickerStarts[ObjectIdentifier(ticker)] = nil
    }

    func add(_ animator: PropertyAnimator) {
        guard !animators.contains(where: { $0 === animator }) else { return }
        animators.append(animator)
        window.transitionCoordinator.noteAnimatorStarted(animator)
    }

    func remove(_ animator: PropertyAnimator) {
        animators.removeAll { $0 === animator }
    }

    /// Seconds on the input clock of the last frame that told its time (see `advance(by:at:)`).
    public private(set) var lastFrameTime: Double?
    /// How many frames have been advanced: input handled since the last one is not drawn yet.
    public private(set) var frameCount = 0
    /// Seconds on the input clock of the event being handled, while one is (`Window.send`): an
    /// animator or a ticker started (or continued) now starts at that time, not at a frame's.
    var eventTime: Double?
    /// `frameCount` when a move (a pointer's, a finger's, a wheel's) last came in: what it moved
    /// is drawn on the coming frame.
    var lastMoveFrame: Int?

    /// Advances every running animator by `dt` seconds of animation time. Completions run in
    /// here and may start new animators; those begin advancing on the next frame. `now` is the
    /// frame's time on the clock input events carry: an animator an event started between two
    /// frames advances only by the share of `dt` that came after that event, so where the
    /// motion starts does not depend on where in the frame the event fell. Gesture recognizers'
    /// deadlines at or before `now` pass first (a single tap waiting out a double tap's
    /// interval, a long press held long enough), each at its own time; without `now`, none do.
    public func advance(by dt: Double, at now: Double? = nil) {
        let previous = lastFrameTime
        if let now {
            lastFrameTime = now
            window.passGestureDeadlines(through: now)
        }
        frameCount += 1
        func step(since start: Double?) -> Double {
            guard let start, let now, let previous, now > previous else { return dt }
            return dt * min(max((now - start) / (now - previous), 0), 1)
        }
        for ticker in tickers {
            let start = tickerStarts.removeValue(forKey: ObjectIdentifier(ticker))
            if !ticker.tick(by: step(since: start)) { removeTicker(ticker) }
        }
        for animator in animators where animator.isRunning {
            let start = animator.startedAt
            animator.startedAt = nil
            animator.advance(by: step(since: start))
        }
        if isAnimating { window.needsDisplay = true }
    }
}
