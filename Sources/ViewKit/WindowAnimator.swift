import Motion

/// The animators running in one window, advanced once per frame by the app's frame clock.
public final class WindowAnimator {
    private(set) var animators: [PropertyAnimator] = []
    private unowned let window: Window

    init(window: Window) { self.window = window }

    /// Animators that are active (running, paused or stopped but not finished).
    public var activeCount: Int { animators.count }

    /// True while some animator is running, so the run loop must keep drawing frames.
    public var isAnimating: Bool { animators.contains { $0.isRunning } }

    func add(_ animator: PropertyAnimator) {
        guard !animators.contains(where: { $0 === animator }) else { return }
        animators.append(animator)
    }

    func remove(_ animator: PropertyAnimator) {
        animators.removeAll { $0 === animator }
    }

    /// Advances every running animator by `dt` seconds of animation time. Completions run in
    /// here and may start new animators; those begin advancing on the next frame.
    public func advance(by dt: Double) {
        for animator in animators where animator.isRunning { animator.advance(by: dt) }
    }
}
