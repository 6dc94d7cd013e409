import Motion

/// UIPercentDrivenInteractiveTransition: runs the animator's animations paused and scrubs
/// them with `update(_:)`; `finish()` and `cancel()` let them run to the end or back to the
/// start with `completionSpeed` and `completionCurve`. Segue adds `finish(velocity:)` and
/// `cancel(velocity:)`, which hand a gesture's release velocity to a spring. With
/// `wantsInteractiveStart` false the animations run from the start; `pause()` stops them where
/// they are and hands them to `update(_:)` again, as often as wanted.
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// Speeds up (> 1) or slows down (< 1) the rest of the run after finish or cancel.
    public var completionSpeed: CGFloat = 1
    public var completionCurve: AnimationCurve = .easeInOut
    public private(set) var percentComplete: CGFloat = 0
    /// Seconds of the whole animation, from the animator.
    public private(set) var duration: Double = 0
    /// False: the transition starts animating, and `pause()` makes it interactive.
    open var wantsInteractiveStart = true

    private var animators: [PropertyAnimator] = []
    private weak var context: TransitionContext?

    public init() {}

    /// Captured scope: animators started while the transition's animations are set up are
    /// adopted (paused at the current percent) instead of running.
    @TaskLocal static var adopting: PercentDrivenInteractiveTransition?

    open func startInteractiveTransition(_ transitionContext: TransitionContext) {
        context = transitionContext
        animators.removeAll { $0.state == .inactive }
        duration = transitionContext.animator?.transitionDuration(using: transitionContext) ?? 0
        PercentDrivenInteractiveTransition.$adopting.withValue(self) {
            transitionContext.animator?.animateTransition(using: transitionContext)
        }
        if wantsInteractiveStart { update(percentComplete) }
    }

    /// An animator the transition started: kept, and (for an interactive start) paused at the
    /// current percent. Returns true when it was paused, so it must not start running.
    func adopt(_ animator: PropertyAnimator) -> Bool {
        animators.append(animator)
        guard wantsInteractiveStart else { return false }
        animator.pauseAnimation()
        animator.fractionComplete = Double(percentComplete)
        return true
    }

    /// Stops the running animations where they are drawn and makes the transition interactive
    /// again: `update(_:)` moves them from there, `finish()` or `cancel()` lets them go. Does
    /// nothing when nothing runs.
    open func pause() {
        let running = animators.filter { $0.state == .active }
        guard let context, !running.isEmpty else { return }
        for animator in running {
            animator.pauseAnimation()
            animator.isReversed = false
        }
        percentComplete = CGFloat(running[0].fractionComplete)
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percentComplete)
    }

    /// Moves every animation to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
        for animator in animators where animator.state == .active && !animator.isRunning {
            animator.fractionComplete = Double(self.percentComplete)
        }
    }

    /// Lets the animations run to their end: the rest takes duration × remaining ÷ completionSpeed.
    open func finish() {
        context?.finishInteractiveTransition()
        let remaining = 1 - percentComplete
        resume(
            reversed: false, timing: CubicTimingParameters(animationCurve: completionCurve),
            factor: remaining / max(completionSpeed, 0.01))
    }

    /// Runs the animations back to their start; the transition ends cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        resume(
            reversed: true, timing: CubicTimingParameters(animationCurve: completionCurve),
            factor: percentComplete / max(completionSpeed, 0.01))
    }

    /// Finishes on a spring that starts at `velocity` (fractions of the whole transition per
    /// second, positive towards the end), so nothing jumps at release, and settles within the
    /// transition's duration (at least 0.5 s), as a released grab does (`Spring.handOff`, which
    /// says exactly what holds). Heading on, it never brakes at first: it speeds up from that
    /// speed, then eases in without overshooting; with a short way left for its speed, it is
    /// ahead of where that speed alone would carry it until it is within 10 % of the way left.
    public func finish(velocity: CGFloat) {
        context?.finishInteractiveTransition()
        let remaining = max(1 - percentComplete, 0.001)
        resume(reversed: false, timing: handOff(velocity, displacement: -remaining), factor: 1)
    }

    /// Cancels on a spring that starts at `velocity` (fractions per second, negative towards the
    /// start), as `finish(velocity:)` finishes.
    public func cancel(velocity: CGFloat) {
        context?.cancelInteractiveTransition()
        let remaining = max(percentComplete, 0.001)
        resume(reversed: true, timing: handOff(velocity, displacement: remaining), factor: 1)
    }

    /// The hand-off spring for a value `displacement` (fractions) from where it goes, moving at
    /// `velocity` (fractions per second); its initial velocity is UIKit's, relative to the
    /// distance left.
    private func handOff(_ velocity: CGFloat, displacement: CGFloat) -> SpringTimingParameters {
        let base = Spring(dampingRatio: 1, duration: max(duration, TransitionGrab.shortestReleaseSettle))
        let spring = Spring.handOff(displacement: Double(displacement), velocity: Double(velocity), base: base)
        let relative = velocity / -displacement
        return SpringTimingParameters(
            mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
            initialVelocity: CGVector(dx: relative, dy: relative))
    }

    private func resume(reversed: Bool, timing: TimingCurveProvider, factor: CGFloat) {
        // Kept while they run, so `pause()` can take them again.
        animators.removeAll { $0.state != .active }
        for animator in animators {
            animator.isReversed = reversed
            animator.continueAnimation(withTimingParameters: timing, durationFactor: max(factor, 0.001))
        }
    }
}
