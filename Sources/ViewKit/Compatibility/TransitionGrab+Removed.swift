import Foundation
import Motion

// The transition grab's API before one driver moved every transition (issue 35), kept for one
// round as unavailable declarations so that code written against it fails to compile with a
// message naming what to write instead (CHANGELOG.md, "Issue 35"). Remove them when the round
// after it lands.

extension TransitionPhase {
    /// Removed: a press no longer has a phase of its own.
    @available(*, unavailable, message: "a held transition is interactive; read TransitionContext.driver.isHeld")
    public var isHeld: Bool { false }
}

/// Removed: a transition is grabbed through its path.
@available(
    *, unavailable,
    message:
        "return a TransitionPath from AnimatedTransitioning.transitionPath(using:) (or an interruptibleAnimator, for the default AnimatorPath); its TransitionInputMapping follows the hand"
)
public protocol TransitionGrabHandling: AnyObject {}

extension AnimatedTransitioning {
    /// Removed: the driver asks the transition's path (`transitionPath(using:)`) instead.
    @available(
        *, unavailable,
        message:
            "implement AnimatedTransitioning.transitionPath(using:) and TransitionPath.mapping(forPressAt:state:); the driver takes the press"
    )
    public func beginGrab(using transitionContext: TransitionContext, at point: CGPoint, time: Double)
        -> TransitionGrabHandling?
    { nil }
}

extension TransitionCoordinator {
    /// Removed: a gesture that started a transition hands its motion on through the driver.
    @available(
        *, unavailable,
        message:
            "use context.driver.take(with:at:) with your TransitionInputMapping, then follow(_:) and release(velocity:towardsEnd:)"
    )
    @discardableResult
    public func holdTransition(with handler: TransitionGrabHandling, pointer: CGPoint) -> Bool { false }
}

extension DragDrivenInteractiveTransition {
    /// Removed: every release projects at UIKit's normal deceleration (`TransitionRelease`).
    @available(
        *, unavailable,
        message:
            "a transition decides its own release: return it from AnimatedTransitioning.shouldFinish(using:release:), reading TransitionRelease.projectedProgress(rate:)"
    )
    public var projection: DecelerationRate { .normal }
}
