import ViewKit

/// The seed's DismissAnimator: slides the presented view down off the container in 0.4 s,
/// linearly while a gesture drives it (so the sheet stays under the pointer) and easing in
/// otherwise. The slide, and the springs that end a dragged one, can be grabbed by the header
/// or the table at any frame.
public final class SheetDismissAnimator: AnimatedTransitioning, SheetGrabbing {
    /// Seconds.
    public static let duration = 0.4

    /// The slide, while it runs (scrubbed by the interactor while a gesture drives it).
    public private(set) var animator: PropertyAnimator?
    /// The sliding sheet, while it slides.
    weak var sheetView: View?

    public init() {}

    /// The curve: linear while interactive, ease-in otherwise (the seed's choice).
    public static func options(isInteractive: Bool) -> AnimationOptions {
        isInteractive ? .curveLinear : .curveEaseIn
    }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        SheetDismissAnimator.duration
    }

    public func animateTransition(using transitionContext: TransitionContext) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
        let containerView = transitionContext.containerView
        containerView.addSubview(fromVC.view)

        // The seed uses UIScreen.main.bounds; the container covers the window here.
        let screenBounds = containerView.bounds
        let bottomLeftCorner = CGPoint(x: 0, y: screenBounds.height)
        let finalFrame = CGRect(origin: bottomLeftCorner, size: screenBounds.size)
        let option = SheetDismissAnimator.options(isInteractive: transitionContext.isInteractive)

        sheetView = fromVC.view
        let animator = PropertyAnimator(duration: transitionDuration(using: transitionContext), curve: option.curve) {
            fromVC.view.frame = finalFrame
        }
        // Weak: this object keeps the animator.
        transitionContext.completeTransition(whenEnds: animator) { [weak self] in self?.animator = nil }
        self.animator = animator
        animator.startAnimation()
    }

    // MARK: Grabbing

    public func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }

    public func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View? {
        sheetView.flatMap { SheetDismissAnimator.sheet(of: $0, contains: point) ? $0 : nil }
    }

    /// The seed's rule, with the slide's fraction as the progress: the slide covers the
    /// container's height.
    public func shouldFinish(using transitionContext: TransitionContext, release: TransitionRelease) -> Bool? {
        let threshold =
            (transitionContext.viewController(forKey: .from) as? SheetTransitionable)?.percentThreshold ?? 0.3
        return SheetDismissAnimator.dismisses(
            progress: release.progress, velocityY: release.velocity.dy,
            threshold: threshold)
    }
}
