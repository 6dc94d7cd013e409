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
    private unowned let window: Window

    init(window: Window) { self.window = window }

    /// Animators that are active (running, paused or stopped but not finished).
    public var activeCount: Int { animators.count }

    /// True while some animator is running, so the run loop must keep drawing frames.
    public var isAnimating: Bool { !tickers.isEmpty || animators.contains { $0.isRunning } }

    func addTicker(_ ticker: FrameTicking) {
        guard !tickers.contains(where: { $0 === ticker }) else { return }
        tickers.append(ticker)
    }

    func removeTicker(_ ticker: FrameTicking) {
        tickers.removeAll { $0 === ticker }
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

    /// Advances every running animator by `dt` seconds of animation time. Completions run in
    /// here and may start new animators; those begin advancing on the next frame. `now` is the
    /// frame's time on the clock input events carry: an animator started by an event between
    /// two frames then advances only by what passed since that event.
    public func advance(by dt: Double, at now: Double? = nil) {
        if let now { lastFrameTime = now }
        for ticker in tickers where !ticker.tick(by: dt) { removeTicker(ticker) }
        for animator in animators where animator.isRunning { animator.advance(by: dt) }
        if isAnimating { window.needsDisplay = true }
    }
}
