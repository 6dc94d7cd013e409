import Segue

/// A photo lightbox's own zoom, as an outside package writes one with public API alone: a copy
/// of the tile flies to the full-width photo (and back) on one `PropertyAnimator`, which it vends
/// as its interruptible animator, so the driver Segue gives every transition can take it at any
/// frame, scrub it under a pinch and let it go at the fingers' speed.
final class LightboxTransition: AnimatedTransitioning {
    let isPresenting: Bool
    /// The tile's frame in the window: where the photo comes from and goes back to.
    let tileFrame: CGRect
    private var animator: PropertyAnimator?
    private weak var photo: View?

    init(isPresenting: Bool, tileFrame: CGRect) {
        (self.isPresenting, self.tileFrame) = (isPresenting, tileFrame)
    }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using transitionContext: TransitionContext) {
        guard let controller = transitionContext.viewController(forKey: isPresenting ? .to : .from),
            let page = controller as? LightboxPhotoController
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        if isPresenting {
            page.view.frame = transitionContext.finalFrame(for: page)
            container.addSubview(page.view)
            page.view.layoutIfNeeded()
        }
        let photo = page.photo, backdrop = page.backdrop
        let home = page.homeFrame
        let tile = container.convert(tileFrame, from: nil)
        if isPresenting {
            photo.frame = tile
            backdrop.alpha = 0
        }
        let animator = PropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: SpringTimingParameters(dampingRatio: 1))
        animator.addAnimations { [isPresenting] in
            photo.frame = isPresenting ? home : tile
            backdrop.alpha = isPresenting ? 1 : 0
        }
        transitionContext.completeTransition(whenEnds: animator) { [weak self] in
            // A dismissal taken back leaves the photo home; one completed, the page goes anyway.
            photo.frame = home
            backdrop.alpha = 1
            self?.animator = nil
        }
        (self.animator, self.photo) = (animator, photo)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }

    /// The photo, where it is drawn.
    func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View? {
        guard let photo, photo.onScreenMotion.frame.contains(point) else { return nil }
        return photo
    }
}

/// Hands out the lightbox's animators and, while a pinch drives the dismissal, its interaction.
final class LightboxDelegate: ViewControllerTransitioningDelegate {
    var tileFrame: CGRect = .zero
    /// Set while a pinch drives the dismissal.
    var interaction: PercentDrivenInteractiveTransition?

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? {
        LightboxTransition(isPresenting: true, tileFrame: tileFrame)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        LightboxTransition(isPresenting: false, tileFrame: tileFrame)
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}
