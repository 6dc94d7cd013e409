import ViewKit

/// The seed's DismissAnimator: slides the presented view down off the container in 0.4 s,
/// linearly while a gesture drives it (so the sheet stays under the pointer) and easing in
/// otherwise.
public final class SheetDismissAnimator: AnimatedTransitioning {
    /// Seconds.
    public static let duration = 0.4

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

        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [option],
                     animations: {
                         fromVC.view.frame = finalFrame
                     },
                     completion: { _ in
                         transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                     })
    }
}
