import Motion

/// UIPercentDrivenInteractiveTransition, on the transition's driver (`TransitionDriver`): the
/// animator's animations are set up paused and `update(_:)` sets their progress; `finish()`
/// and `cancel()` let them run to the end or back to the start with `completionSpeed` and
/// `completionCurve`. Segue adds `finish(velocity:)` and `cancel(velocity:)`, which let go at a
/// gesture's speed on the driver's one hand-off spring, and
/// `release(progressVelocity:handVelocity:)`, which also lets the transition's own rule decide
/// the way. With `wantsInteractiveStart` false the animations run from the start; `pause()`
/// holds them where they are drawn, as often as wanted.
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// Speeds up (> 1) or slows down (< 1) the rest of the run after `finish()` or `cancel()`.
    public var completionSpeed: CGFloat = 1
    /// The curve the rest of the run takes after `finish()` or `cancel()` (not after
    /// `finish(velocity:)`, which springs).
    public var completionCurve: AnimationCurve = .easeInOut
    /// 0…1: where `update(_:)` last put the transition, or where it is drawn once the driver
    /// moves it.
    public var percentComplete: CGFloat { context?.driver.isDriving == true ? context!.percentComplete : stored }
    /// Seconds of the whole animation, from the animator.
    public private(set) var duration: Double = 0
    /// False: the transition starts animating, and `pause()` makes it interactive.
    open var wantsInteractiveStart = true

    private var stored: CGFloat = 0
    weak var context: TransitionContext?

    public init() {}

    /// Captured scope: animators started while the transition's animations are set up are
    /// adopted (paused at the current percent) instead of running.
    @TaskLocal static var adopting: PercentDrivenInteractiveTransition?

    open func startInteractiveTransition(_ transitionContext: TransitionContext) {
        context = transitionContext
        duration = transitionContext.animator?.transitionDuration(using: transitionContext) ?? 0
        PercentDrivenInteractiveTransition.$adopting.withValue(self) {
            transitionContext.animator?.animateTransition(using: transitionContext)
        }
        if wantsInteractiveStart { transitionContext.driver.setProgress(stored) }
    }

    /// An animator the transition started: for an interactive start, paused at the current
    /// percent. Returns true when it was paused, so it must not start running.
    func adopt(_ animator: PropertyAnimator) -> Bool {
        guard wantsInteractiveStart else { return false }
        animator.pauseAnimation()
        animator.fractionComplete = Double(stored)
        return true
    }

    /// Holds the transition where it is drawn and makes it interactive again: `update(_:)`
    /// moves it from there, `finish()` or `cancel()` lets it go.
    open func pause() {
        context?.driver.pause()
        stored = context?.percentComplete ?? stored
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        stored = min(max(percentComplete, 0), 1)
        context?.driver.setProgress(stored)
    }

    /// Moves the transition to `progress` without clamping it: past either end, what it moves
    /// goes past its end or start the same way (a drag rubber-banded above the sheet's place).
    public func update(unclamped progress: CGFloat) {
        stored = progress
        context?.driver.setProgress(progress)
    }

    /// Lets the animations run to their end on `completionCurve`, from rest: the rest takes
    /// duration × remaining ÷ completionSpeed seconds. To carry a gesture's speed on, use
    /// `finish(velocity:)`.
    open func finish() {
        run(towardsEnd: true, factor: (1 - percentComplete) / max(completionSpeed, 0.01))
    }

    /// Runs the animations back to their start on `completionCurve` (duration × progress ÷
    /// completionSpeed seconds); the transition ends cancelled.
    open func cancel() {
        run(towardsEnd: false, factor: percentComplete / max(completionSpeed, 0.01))
    }

    /// Finishes from where the transition is drawn at `velocity` (fractions of the whole
    /// transition per second, positive towards the end), on the driver's hand-off spring
    /// (`Spring.handOff`): it goes on at that speed and comes to rest in a time that grows with
    /// the way left over the speed.
    public func finish(velocity: CGFloat) {
        context?.driver.release(progressVelocity: velocity, towardsEnd: true)
    }

    /// Cancels as `finish(velocity:)` finishes (`velocity` negative towards the start).
    public func cancel(velocity: CGFloat) {
        context?.driver.release(progressVelocity: velocity, towardsEnd: false)
    }

    /// Lets go at `velocity` (progress per second), the hand moving at `handVelocity` (points
    /// per second, window axes): the transition's rule decides the way
    /// (`AnimatedTransitioning.shouldFinish(using:release:)`), else the driver's (where the
    /// progress coasts to, past one half). Returns true when it goes on to the end.
    @discardableResult
    public func release(progressVelocity velocity: CGFloat, handVelocity: CGVector = .zero) -> Bool {
        guard let context else { return false }
        context.driver.release(progressVelocity: velocity, handVelocity: handVelocity)
        return context.phase.isTowardsEnd
    }

    /// UIKit's finish and cancel: the animations run on from where they are drawn with
    /// `completionCurve`, over `factor` of the duration.
    private func run(towardsEnd: Bool, factor: CGFloat) {
        context?.driver.resumeAnimators(
            towardsEnd: towardsEnd, timing: CubicTimingParameters(animationCurve: completionCurve),
            durationFactor: max(factor, 0.001))
    }
}
