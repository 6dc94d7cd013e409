import ViewKit

/// The seed's OverCurrentTransitioningInteractor: a percent-driven dismissal that also
/// remembers where the gesture driving it stands, so one pan handler serves both the header
/// (which starts at once) and the table (which starts only once it is scrolled to its top).
open class SheetInteractor: PercentDrivenInteractiveTransition {
    /// Where the interaction stands.
    public enum State: Hashable {
        /// Not started, and not allowed to start.
        case none
        /// Allowed to start (the header was grabbed, or the table reached its top); not started.
        case shouldStart
        /// Started: the dismissal follows the gesture.
        case hasStarted
        /// Started and past the threshold: a release now finishes.
        case shouldFinish
    }

    public var state: State = .none

    /// Points of pan translation (in the sheet's view) at which the interaction starts; the
    /// sheet's progress counts from here. 0 for the header; for the table, the translation at
    /// which it reached its top.
    public var startInteractionTranslationY: CGFloat = 0

    /// Called when the state leaves `.none` (the seed turns the table's bounce off here).
    public var startHandler: (() -> Void)?

    /// Called by `reset()` (the seed turns the table's bounce back on here).
    public var resetHandler: (() -> Void)?

    public override init() { super.init() }

    /// As the seed: the rest of a cancel takes the whole duration whatever the progress
    /// (duration × progress ÷ completionSpeed with completionSpeed = progress), so a sheet
    /// let go near its place does not snap back in an instant.
    open override func cancel() {
        completionSpeed = percentComplete
        super.cancel()
    }

    /// As the seed: the rest of a finish takes the whole duration (completionSpeed = 1 − progress).
    open override func finish() {
        completionSpeed = 1.0 - percentComplete
        super.finish()
    }

    /// Finishes on the transition driver's hand-off spring, which starts at the release
    /// velocity (fractions of the transition per second) and settles in a time its speed and
    /// the way left decide. `completionSpeed` is set as the seed's `finish()` sets it, so it
    /// reads as the seed's; the spring does not read it.
    public func finish(releaseVelocity velocity: CGFloat) {
        completionSpeed = 1.0 - percentComplete
        finish(velocity: velocity)
    }

    /// Cancels as `finish(releaseVelocity:)` finishes (`velocity` in fractions per second,
    /// negative towards the start); `completionSpeed` as the seed's `cancel()` sets it.
    public func cancel(releaseVelocity velocity: CGFloat) {
        completionSpeed = percentComplete
        cancel(velocity: velocity)
    }

    /// While the interaction may start but has not, keeps the latest translation as its start.
    public func setStartInteractionTranslationY(_ translationY: CGFloat) {
        switch state {
        case .shouldStart:
            startInteractionTranslationY = translationY
        case .hasStarted, .shouldFinish, .none:
            break
        }
    }

    /// `.none` → `.shouldStart`, calling `startHandler`; otherwise nothing.
    public func updateStateShouldStartIfNeeded() {
        switch state {
        case .none:
            state = .shouldStart
            startHandler?()
        case .shouldStart, .hasStarted, .shouldFinish:
            break
        }
    }

    /// Back to `.none` after a gesture, calling `resetHandler`.
    public func reset() {
        state = .none
        startInteractionTranslationY = 0
        resetHandler?()
    }
}
