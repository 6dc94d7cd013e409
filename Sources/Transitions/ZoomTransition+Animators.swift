import Motion
import ViewKit

/// The seed's `MyPresentedAnimater`, final step: the detail fades in from alpha 0 while a copy of
/// the thumbnail springs from the thumbnail's frame to the detail photo's (damping 0.7, initial
/// velocity 0.1, 1 s, after 0.01 s), its corner radius going from the thumbnail's to the photo's.
/// The thumbnail and the detail's photo hide while the copy flies, so exactly one picture shows.
/// A press on the copy takes the flight at any frame (`ZoomFlightPath`).
public final class ZoomPresentAnimator: AnimatedTransitioning {
    weak var source: ZoomTransitionSource?
    /// The copy in flight, while there is one.
    public private(set) weak var flyingImageView: ImageView?
    /// The seed's spring, until a hand takes the flight.
    private var flight: PropertyAnimator?
    private var path: ZoomFlightPath?
    /// In a navigation stack: a press near the left edge takes the copy as the edge swipe would.
    private let inNavigation: Bool

    init(source: ZoomTransitionSource?, inNavigation: Bool = false) {
        self.source = source
        self.inNavigation = inNavigation
    }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double { ZoomTransition.duration }

    public func animateTransition(using context: TransitionContext) {
        guard let toVC = context.viewController(forKey: .to), let toView = toVC.view else {
            return context.completeTransition(true)
        }
        let container = context.containerView
        toView.frame = context.finalFrame(for: toVC)
        container.addSubview(toView)
        // The destination rect is read from the laid-out detail (the seed's imageViewRect()).
        toView.layoutIfNeeded()
        toView.alpha = 0
        guard let thumbnail = source?.zoomSourceImageView(), let destination = toVC as? ZoomTransitionDestination else {
            // Nothing to zoom from: the seed's second step, a plain fade.
            View.animate(
                withDuration: ZoomTransition.duration, animations: { toView.alpha = 1 },
                completion: { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                })
            return
        }
        let photo = destination.zoomImageView
        let imageView = ZoomTransition.copy(of: thumbnail, in: container)
        let destImageViewRect = photo.convert(photo.bounds, to: container)
        container.addSubview(imageView)
        flyingImageView = imageView
        thumbnail.isHidden = true
        photo.isHidden = true
        let land = { [weak self, weak context] (open: Bool) in
            // The copy rests exactly on the photo, so swapping them shows no seam.
            photo.isHidden = false
            thumbnail.isHidden = false
            imageView.removeFromSuperview()
            self?.path = nil
            context?.completeTransition(open)
        }
        path = ZoomFlightPath(
            imageView: imageView, container: container,
            ends: .init(
                photoFrame: destImageViewRect, photoRadius: photo.cornerRadius, cellFrame: imageView.frame,
                cellRadius: imageView.cornerRadius),
            fading: [.init(view: toView, openAlpha: 1)], presenting: true, takesEdgeSwipes: inNavigation,
            stopAnimators: { [weak self] in self?.stopFlight() }, land: land)
        let velocity = CGVector(dx: ZoomTransition.initialSpringVelocity, dy: ZoomTransition.initialSpringVelocity)
        let flight = PropertyAnimator(
            duration: transitionDuration(using: context),
            timingParameters: SpringTimingParameters(
                dampingRatio: ZoomTransition.dampingRatio, initialVelocity: velocity))
        flight.addAnimations {
            toView.alpha = 1
            imageView.frame = destImageViewRect
            imageView.cornerRadius = photo.cornerRadius
        }
        flight.addCompletion { [weak context] _ in land(!(context?.transitionWasCancelled ?? false)) }
        self.flight = flight
        flight.startAnimation(afterDelay: ZoomTransition.delay)
    }

    private func stopFlight() {
        if let flight, flight.state != .inactive { flight.stopAnimation(true) }
        flight = nil
    }

    /// The flight, for the transition's driver.
    public func transitionPath(using transitionContext: TransitionContext) -> TransitionPath? { path }

    public func animationEnded(_ transitionCompleted: Bool) { (flight, path) = (nil, nil) }
}

/// The reverse the seed leaves out: a copy of the detail's photo, taken from where it is shown
/// (dragged and shrunk, perhaps), springs back onto the thumbnail's frame as it is now (the grid
/// may have scrolled) with the same spring, while the detail fades out; then the thumbnail shows
/// again and the copy goes. When the thumbnail is off screen, the photo shrinks a little and
/// fades where it is. A drag that begins the dismissal takes the flight from its first frame
/// (`ZoomDragMapping`); a pinch let go launches it at the pinch's speed (`releaseMotion`).
public final class ZoomDismissAnimator: AnimatedTransitioning {
    weak var source: ZoomTransitionSource?
    let releaseVelocity: CGPoint?
    /// How a gesture let the photo go, in window points, when one did.
    let releaseMotion: ZoomReleaseMotion?
    private let onEnd: () -> Void
    /// The copy in flight, while there is one.
    public private(set) weak var flyingImageView: ImageView?
    /// True when the thumbnail was off screen and the photo faded away where it was.
    public private(set) var isFading = false
    /// The spring's initial velocity (UIKit-normalised, per axis) of the last run.
    public private(set) var initialVelocity = CGVector.zero
    /// The seed's spring and the chrome's fade, until a hand takes the flight.
    private var animators: [PropertyAnimator] = []
    private(set) var path: ZoomFlightPath?
    /// True in a navigation pop: the page below is put into the container under the detail,
    /// as a presentation over the current context keeps it underneath, and a press near the
    /// left edge takes the copy as the edge swipe would.
    let revealsPageBelow: Bool

    init(
        source: ZoomTransitionSource?, releaseVelocity: CGPoint?, releaseMotion: ZoomReleaseMotion? = nil,
        revealsPageBelow: Bool = false, onEnd: @escaping () -> Void
    ) {
        (self.source, self.releaseVelocity, self.releaseMotion, self.onEnd) = (
            source, releaseVelocity, releaseMotion, onEnd
        )
        self.revealsPageBelow = revealsPageBelow
    }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double { ZoomTransition.duration }

    public func animateTransition(using context: TransitionContext) {
        guard let fromVC = context.viewController(forKey: .from) else {
            return context.completeTransition(true)
        }
        let container = context.containerView
        if revealsPageBelow, let below = context.view(forKey: .to), let page = fromVC.view,
            below.superview !== container
        {
            container.insertSubview(below, belowSubview: page)
            below.layoutIfNeeded()
        }
        guard let destination = fromVC as? ZoomTransitionDestination else {
            return fadeOut(fromVC, context: context)
        }
        let thumbnail = source?.zoomSourceImageView()
        isFading = thumbnail == nil
        let photo = destination.zoomImageView
        let imageView = ZoomTransition.copy(of: photo, in: container)
        let start = imageView.frame
        // Open, the copy lands on the photo at home (a drag's transform is undone as it lands).
        let home = photo.superview.map { $0.convert(ZoomDismissAnimator.homeFrame(of: photo), to: container) } ?? start
        let ends = ZoomDismissAnimator.ends(photo: photo, home: home, thumbnail: thumbnail, in: container)
        container.addSubview(imageView)
        flyingImageView = imageView
        photo.isHidden = true
        thumbnail?.isHidden = true
        let backdrop = destination.zoomBackdropView
        let land = { [weak self, weak context] (open: Bool) in
            thumbnail?.isHidden = false
            photo.isHidden = false
            imageView.removeFromSuperview()
            self?.path = nil
            context?.completeTransition(!open)
            if open {
                ZoomDismissAnimator.fadeChrome(of: destination, to: 1)
                View.performWithoutAnimation { destination.zoomImageView.transform = .identity }
            } else {
                ZoomDismissAnimator.restore(destination)
            }
        }
        let path = ZoomFlightPath(
            imageView: imageView, container: container, ends: ends, fading: [.init(view: backdrop, openAlpha: 1)],
            presenting: false, takesEdgeSwipes: revealsPageBelow,
            stopAnimators: { [weak self] in self?.stopAnimators() }, land: land)
        self.path = path
        // A drag that began this dismissal takes the flight from its first frame (and fades
        // the chrome once it has).
        if context.isInteractive { return }
        // The chrome goes quickly, as Photos hides its bars, rather than lingering over the grid.
        ZoomDismissAnimator.fadeChrome(of: destination, to: 0)
        if let motion = releaseMotion {
            // A pinch let it go: the point under the fingers and the shrink carry on, on the
            // driver's hand-off spring (the seed's spring starts from rest).
            return context.driver.launch(velocity: path.launchVelocity(motion), towardsEnd: true)
        }
        initialVelocity =
            releaseVelocity.map { ZoomTransition.springVelocity($0, from: start, to: ends.cellFrame) }
            ?? CGVector(dx: ZoomTransition.initialSpringVelocity, dy: ZoomTransition.initialSpringVelocity)
        let flight =
            thumbnail == nil
            ? PropertyAnimator(duration: ZoomTransition.fadeDuration, curve: .easeOut)
            : PropertyAnimator(
                duration: transitionDuration(using: context),
                timingParameters: SpringTimingParameters(
                    dampingRatio: ZoomTransition.dampingRatio, initialVelocity: initialVelocity))
        // The detail fades by its backdrop (the photo is hidden): fading the whole view would
        // nest a translucent backdrop in a translucent group, which composites too dark, and
        // would cost a full-screen offscreen group every frame.
        flight.addAnimations { path.apply(path.state(open: false).values) }
        flight.addCompletion { [weak context] _ in land(context?.transitionWasCancelled ?? false) }
        animators.append(flight)
        flight.startAnimation(afterDelay: thumbnail == nil ? 0 : ZoomTransition.delay)
    }

    /// Where the copy lands: on the photo at `home` (open), in `thumbnail` (closed), or, with the
    /// thumbnail off screen, shrunk to `ZoomInteractiveDismissal`'s smallest scale where the
    /// photo rests, faded out.
    static func ends(photo: ImageView, home: CGRect, thumbnail: ImageView?, in container: View) -> ZoomFlightPath.Ends {
        guard let thumbnail else {
            let scale = 1 - ZoomInteractiveDismissal.shrink
            let cell = CGRect(
                x: home.midX - home.width * scale / 2, y: home.midY - home.height * scale / 2,
                width: home.width * scale, height: home.height * scale)
            return .init(
                photoFrame: home, photoRadius: photo.cornerRadius, cellFrame: cell, cellRadius: photo.cornerRadius,
                cellAlpha: 0)
        }
        return .init(
            photoFrame: home, photoRadius: photo.cornerRadius,
            cellFrame: thumbnail.convert(thumbnail.bounds, to: container), cellRadius: thumbnail.cornerRadius)
    }

    private func stopAnimators() {
        for animator in animators where animator.state != .inactive { animator.stopAnimation(true) }
        animators = []
    }

    /// Points, in `photo`'s superview: its frame with no transform (where it rests on its page).
    static func homeFrame(of photo: View) -> CGRect {
        CGRect(
            x: photo.center.x - photo.bounds.width / 2, y: photo.center.y - photo.bounds.height / 2,
            width: photo.bounds.width, height: photo.bounds.height)
    }

    /// The flight, for the transition's driver.
    public func transitionPath(using transitionContext: TransitionContext) -> TransitionPath? { path }

    /// Fades the destination's chrome to `alpha` over `ZoomTransition.chromeFadeDuration`.
    static func fadeChrome(of destination: ZoomTransitionDestination, to alpha: CGFloat) {
        let chrome = destination.zoomChromeViews
        guard !chrome.isEmpty else { return }
        View.animate(
            withDuration: ZoomTransition.chromeFadeDuration, delay: 0, options: .curveEaseOut,
            animations: { for v in chrome { v.alpha = alpha } })
    }

    /// Puts the detail back as it was before any drag, once it is out of the window, so a
    /// controller presented again shows its page whole.
    static func restore(_ destination: ZoomTransitionDestination) {
        View.performWithoutAnimation {
            destination.zoomImageView.transform = .identity
            destination.zoomImageView.alpha = 1
            destination.zoomBackdropView.alpha = 1
            for v in destination.zoomChromeViews { v.alpha = 1 }
        }
    }

    /// A detail that is no zoom destination fades out where it is.
    private func fadeOut(_ fromVC: ViewController, context: TransitionContext) {
        isFading = true
        View.animate(
            withDuration: ZoomTransition.fadeDuration, delay: 0, options: .curveEaseOut,
            animations: { fromVC.view.alpha = 0 },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
                fromVC.view.alpha = 1
            })
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        stopAnimators()
        path = nil
        onEnd()
    }
}
