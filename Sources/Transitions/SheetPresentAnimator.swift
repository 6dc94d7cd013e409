import ViewKit

/// The sheet's rise: UIKit's default slide-up (a critically damped spring over 0.5 s), started
/// with the sheet's top edge on the container's bottom edge instead of a whole container below.
/// The sheet view is full height with a transparent top; slid up from a whole height below, its
/// visible part stayed off screen for the first four frames while the dim already changed, then
/// appeared moving at 80 pt a frame. From here its first frame shows it moving, with the dim.
///
/// The rise can be grabbed by the header or the table at any frame (see `SheetGrabbing`).
public final class SheetPresentAnimator: AnimatedTransitioning, SheetGrabbing {
    /// Seconds, as UIKit's default presentation.
    public static let duration = 0.5

    /// The spring that raises the sheet, while it runs.
    public private(set) var animator: PropertyAnimator?
    /// The rising sheet, while it rises.
    weak var sheetView: View?
    /// Points below its place at which the sheet started.
    var startOffset: CGFloat = 0

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
        startOffset = SheetPresentAnimator.startOffset(of: toVC.view, at: finalFrame, in: container)
        toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: startOffset)
        sheetView = toVC.view
        let animator = PropertyAnimator(duration: SheetPresentAnimator.duration, dampingRatio: 1) {
            toVC.view.frame = finalFrame
        }
        // Weak: this object keeps the animator.
        transitionContext.completeTransition(whenEnds: animator) { [weak self] in self?.animator = nil }
        self.animator = animator
        animator.startAnimation()
    }

    /// Points down from `finalFrame` at which the visible sheet's top edge meets the bottom of
    /// `container`: the sheet's own height for a `SheetView`, the whole frame otherwise.
    static func startOffset(of view: View, at finalFrame: CGRect, in container: View) -> CGFloat {
        let visibleTop = finalFrame.minY + ((view as? SheetView)?.sheetTop ?? 0)
        return max(0, container.bounds.height - visibleTop)
    }

    // MARK: Grabbing

    public func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }

    public func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View? {
        sheetView.flatMap { SheetPresentAnimator.sheet(of: $0, contains: point) ? $0 : nil }
    }

    /// A rise let go stays presented unless the sheet's rules would dismiss it from there:
    /// further below its place than `percentThreshold` of the container, or a downward flick.
    public func shouldFinish(using transitionContext: TransitionContext, release: TransitionRelease) -> Bool? {
        let height = transitionContext.containerView.bounds.height
        let below = (1 - release.progress) * startOffset
        let threshold = (transitionContext.viewController(forKey: .to) as? SheetTransitionable)?.percentThreshold ?? 0.3
        return !SheetPresentAnimator.dismisses(
            progress: height > 0 ? below / height : 0,
            velocityY: release.velocity.dy, threshold: threshold)
    }
}

/// The sheet's grab rules, shared by its rise and its slide down.
protocol SheetGrabbing {}

extension SheetGrabbing {
    /// Whether `point` (window points) lands on the sheet proper, where it is drawn: its header
    /// or its table for a `SheetView`, the whole view otherwise.
    static func sheet(of view: View, contains point: CGPoint) -> Bool {
        guard let sheet = view as? SheetView else { return view.onScreenMotion.frame.contains(point) }
        return [sheet.headerView, sheet.tableView].contains { $0.onScreenMotion.frame.contains(point) }
    }

    /// The seed's rule for a release (`SheetTransitionable.shouldFinish`): past `threshold` of
    /// the container below its place, or faster than 1200 pt/s down; never while moving up.
    static func dismisses(progress: CGFloat, velocityY: CGFloat, threshold: CGFloat) -> Bool {
        if velocityY < 0 { return false }
        return progress > threshold || velocityY > 1200
    }
}
