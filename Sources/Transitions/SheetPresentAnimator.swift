import ViewKit

/// The sheet's rise: UIKit's default slide-up (a critically damped spring over 0.5 s), started
/// with the sheet's top edge on the container's bottom edge instead of a whole container below.
/// The sheet view is full height with a transparent top; slid up from a whole height below, its
/// visible part stayed off screen for the first four frames while the dim already changed, then
/// appeared moving at 80 pt a frame. From here its first frame shows it moving, with the dim.
public final class SheetPresentAnimator: AnimatedTransitioning {
    /// Seconds, as UIKit's default presentation.
    public static let duration = 0.5

    public init() {}

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        SheetPresentAnimator.duration
    }

    public func animateTransition(using transitionContext: TransitionContext) {
        guard let toVC = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toVC.view.frame = finalFrame
        toVC.view.layoutIfNeeded()
        container.addSubview(toVC.view)
        toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: SheetPresentAnimator.startOffset(of: toVC.view, at: finalFrame,
                                                                                          in: container))
        View.animate(withDuration: SheetPresentAnimator.duration, delay: 0, usingSpringWithDamping: 1,
                     initialSpringVelocity: 0, animations: {
            toVC.view.frame = finalFrame
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// Points down from `finalFrame` at which the visible sheet's top edge meets the bottom of
    /// `container`: the sheet's own height for a `SheetView`, the whole frame otherwise.
    static func startOffset(of view: View, at finalFrame: CGRect, in container: View) -> CGFloat {
        let visibleTop = finalFrame.minY + ((view as? SheetView)?.sheetTop ?? 0)
        return max(0, container.bounds.height - visibleTop)
    }
}
