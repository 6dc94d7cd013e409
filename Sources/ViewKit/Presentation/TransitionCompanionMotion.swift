import Motion

/// Motion that goes with a transition without being its animator's own: a navigation bar's
/// titles crossing as the pages move. It runs on the transition's timing until the
/// transition's animator takes it over, as a grabbed zoom does (its springs are its own):
/// then it stops where it is drawn, and the animator sets either end of it inside its own
/// animation blocks, so it arrives when the transition does.
public final class TransitionCompanionMotion {
    /// The animator carrying the motion on the transition's timing, until it is taken over.
    let animator: PropertyAnimator
    private let applyStart: () -> Void
    private let applyEnd: () -> Void

    init(animator: PropertyAnimator, applyStart: @escaping () -> Void, applyEnd: @escaping () -> Void) {
        (self.animator, self.applyStart, self.applyEnd) = (animator, applyStart, applyEnd)
    }

    /// Stops the motion where it is drawn; from now on only `setValues(completed:)` moves it.
    public func takeOver() {
        if animator.state != .inactive { animator.stopAnimation(true) }
    }

    /// Sets the values the transition ends with (`completed` true) or starts from. Called inside
    /// an animation block, they animate there from where they are drawn.
    public func setValues(completed: Bool) {
        if completed { applyEnd() } else { applyStart() }
    }
}
