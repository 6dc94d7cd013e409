import Motion

/// The system push and pop: the new page slides in from the right edge over the old one, which
/// moves left by `parallax` of the width and dims to `dimAlpha` black; the top page carries a
/// soft shadow on its left edge. The motion is one critically damped spring that settles in
/// `duration` (about 99 % of it done by 0.35 s, UIKit's strong deceleration). Pop is the mirror.
///
/// The top page can be caught at any frame: a press on it stops everything where it is drawn,
/// a drag moves it 1:1 (the page below follows in proportion), and the release is decided as
/// the back swipe's is (`NavigationController.releasePops`).
public final class NavigationSlideAnimator: AnimatedTransitioning {
    /// Seconds.
    public static let duration = 0.5
    /// The covered page's travel, as a fraction of the width (UIKit's 30 %).
    public static let parallax: CGFloat = 0.3
    /// The covered page's dimming at full cover: black at this alpha.
    public static let dimAlpha: CGFloat = 0.1
    /// Points: the blur of the top page's left-edge shadow (about 9 pt wide on iOS).
    public static let shadowRadius: CGFloat = 9
    public static let shadowOpacity: Float = 0.2

    public let operation: NavigationOperation
    /// The slide, while it runs.
    public private(set) var animator: PropertyAnimator?
    private weak var topPage: View?
    private weak var container: View?

    public init(operation: NavigationOperation) { self.operation = operation }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double { Self.duration }

    public func animateTransition(using transitionContext: TransitionContext) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let (top, below) = operation == .push ? (toView, fromView) : (fromView, toView)
        if below.superview !== container { container.addSubview(below) }
        container.addSubview(top)
        let dim = View(frame: container.bounds)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        container.insertSubview(dim, belowSubview: top)
        let names = (top.traceName, below.traceName)
        (top.traceName, below.traceName, dim.traceName) = ("nav.top", "nav.below", "nav.dim")
        top.shadowOpacity = Self.shadowOpacity
        top.shadowRadius = Self.shadowRadius
        top.shadowOffset = .zero
        let covered = CGAffineTransform(translationX: -width * Self.parallax, y: 0)
        let away = CGAffineTransform(translationX: width, y: 0)
        let pushing = operation == .push
        top.transform = pushing ? away : .identity
        below.transform = pushing ? .identity : covered
        dim.alpha = pushing ? 0 : Self.dimAlpha
        let animator = PropertyAnimator(
            duration: Self.duration, timingParameters: SpringTimingParameters(dampingRatio: 1))
        animator.addAnimations {
            top.transform = pushing ? .identity : away
            below.transform = pushing ? covered : .identity
            dim.alpha = pushing ? Self.dimAlpha : 0
        }
        (self.animator, topPage, self.container) = (animator, top, container)
        transitionContext.completeTransition(whenEnds: animator) { [weak self] in
            dim.removeFromSuperview()
            top.shadowOpacity = 0
            top.transform = .identity
            below.transform = .identity
            (top.traceName, below.traceName) = names
            self?.animator = nil
        }
        animator.startAnimation()
    }

    // MARK: Grabbing

    public func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }

    /// The top page, where it is drawn.
    public func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View? {
        guard let page = topPage, page.onScreenMotion.frame.contains(point) else { return nil }
        return page
    }

    /// The back swipe's rule, on the top page's offset from the container's left edge.
    public func shouldFinish(using transitionContext: TransitionContext, release: TransitionRelease) -> Bool? {
        let width = transitionContext.containerView.bounds.width
        let offset = operation == .push ? width * (1 - release.progress) : width * release.progress
        // The top page's speed to the right: the hand's, or the progress's when no hand is known.
        let speed =
            release.velocity.dx != 0
            ? release.velocity.dx : (operation == .push ? -1 : 1) * release.progressVelocity * width
        let pops = NavigationController.releasePops(offset: offset, velocity: speed, width: width)
        return operation == .pop ? pops : !pops
    }
}
