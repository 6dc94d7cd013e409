import Motion
import ViewKit

/// The seed's `MyPresentedAnimater`, final step: the detail fades in from alpha 0 while a copy of
/// the thumbnail springs from the thumbnail's frame to the detail photo's (damping 0.7, initial
/// velocity 0.1, 1 s, after 0.01 s), its corner radius going from the thumbnail's to the photo's.
/// The thumbnail and the detail's photo hide while the copy flies, so exactly one picture shows.
public final class ZoomPresentAnimator: AnimatedTransitioning {
    weak var source: ZoomTransitionSource?
    /// The copy in flight, while there is one.
    public private(set) weak var flyingImageView: ImageView?
    /// The seed's spring, and the grab that may take over from it.
    private let hold = ZoomFlightHold()

    /// In a navigation stack (`ZoomNavigationTransition`): a press near the left edge takes
    /// the copy as the edge swipe would.
    init(source: ZoomTransitionSource?, inNavigation: Bool = false) {
        self.source = source
        hold.takesEdgeSwipes = inNavigation
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
        hold.ends = ZoomFlightGrab.Ends(
            photoFrame: destImageViewRect, photoRadius: photo.cornerRadius,
            cellFrame: imageView.frame, cellRadius: imageView.cornerRadius)
        hold.fading = [.init(view: toView, openAlpha: 1)]
        let land = { [weak self, weak context] (open: Bool) in
            // The copy rests exactly on the photo, so swapping them shows no seam.
            photo.isHidden = false
            thumbnail.isHidden = false
            imageView.removeFromSuperview()
            self?.hold.grab = nil
            context?.completeTransition(open)
        }
        hold.land = land
        let velocity = CGVector(dx: ZoomTransition.initialSpringVelocity, dy: ZoomTransition.initialSpringVelocity)
        let flight = PropertyAnimator(
            duration: transitionDuration(using: context),
            timingParameters: SpringTimingParameters(
                dampingRatio: ZoomTransition.dampingRatio,
                initialVelocity: velocity))
        flight.addAnimations {
            toView.alpha = 1
            imageView.frame = destImageViewRect
            imageView.cornerRadius = photo.cornerRadius
        }
        flight.addCompletion { [weak context] _ in land(!(context?.transitionWasCancelled ?? false)) }
        hold.flight = flight
        flight.startAnimation(afterDelay: ZoomTransition.delay)
    }

    // MARK: Grabbing

    /// A press on the flying copy holds it (see `ZoomFlightGrab`); on the copy springing after
    /// an earlier grab, it catches it again.
    public func beginGrab(using context: TransitionContext, at point: CGPoint, time: Double) -> TransitionGrabHandling?
    {
        hold.beginGrab(
            of: flyingImageView, in: context.containerView, at: point, time: time,
            opening: !context.transitionWasCancelled, companion: context.companionMotion, presenting: true)
    }

    /// After a grab, a click elsewhere or Esc turns the spring round; before one, the
    /// coordinator reverses the seed's flight.
    public func interruptTransition(using transitionContext: TransitionContext, at point: CGPoint?) -> Bool {
        hold.turnRound()
    }
}

/// The reverse the seed leaves out: a copy of the detail's photo, taken from where it is shown
/// (dragged and shrunk, perhaps), springs back onto the thumbnail's frame as it is now (the grid
/// may have scrolled) with the same spring, while the detail fades out; then the thumbnail shows
/// again and the copy goes. A release velocity from a drag becomes the spring's initial
/// velocity. When the thumbnail is off screen, the detail just fades out.
public final class ZoomDismissAnimator: AnimatedTransitioning {
    weak var source: ZoomTransitionSource?
    let releaseVelocity: CGPoint?
    /// How a drag let the photo go, in window points, when one did.
    let releaseMotion: ZoomReleaseMotion?
    private let onEnd: () -> Void
    /// The copy in flight, while there is one.
    public private(set) weak var flyingImageView: ImageView?
    /// True when the thumbnail was off screen and the detail faded out instead.
    public private(set) var isFading = false
    /// The spring's initial velocity (UIKit-normalised, per axis) of the last run.
    public private(set) var initialVelocity = CGVector.zero
    /// The flight home, and the grab that may take over from it.
    private let hold = ZoomFlightHold()
    /// True in a navigation pop: the page below is put into the container under the detail,
    /// as a presentation over the current context keeps it underneath, and a press near the
    /// left edge takes the copy as the edge swipe would.
    let revealsPageBelow: Bool
    private weak var context: TransitionContext?

    init(
        source: ZoomTransitionSource?, releaseVelocity: CGPoint?, releaseMotion: ZoomReleaseMotion? = nil,
        revealsPageBelow: Bool = false, onEnd: @escaping () -> Void
    ) {
        (self.source, self.releaseVelocity, self.releaseMotion, self.onEnd) = (
            source, releaseVelocity, releaseMotion, onEnd
        )
        self.revealsPageBelow = revealsPageBelow
        hold.takesEdgeSwipes = revealsPageBelow
    }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double { ZoomTransition.duration }

    public func animateTransition(using context: TransitionContext) {
        guard let fromVC = context.viewController(forKey: .from) else {
            return context.completeTransition(true)
        }
        self.context = context
        let container = context.containerView
        if revealsPageBelow, let below = context.view(forKey: .to), let page = fromVC.view,
            below.superview !== container
        {
            container.insertSubview(below, belowSubview: page)
            below.layoutIfNeeded()
        }
        guard let destination = fromVC as? ZoomTransitionDestination, let thumbnail = source?.zoomSourceImageView()
        else {
            return fadeOut(fromVC, context: context)
        }
        let photo = destination.zoomImageView
        let imageView = ZoomTransition.copy(of: photo, in: container)
        let start = imageView.frame
        let target = thumbnail.convert(thumbnail.bounds, to: container)
        container.addSubview(imageView)
        flyingImageView = imageView
        photo.isHidden = true
        thumbnail.isHidden = true
        initialVelocity =
            releaseVelocity.map { ZoomTransition.springVelocity($0, from: start, to: target) }
            ?? CGVector(dx: ZoomTransition.initialSpringVelocity, dy: ZoomTransition.initialSpringVelocity)
        // View.animate takes one velocity for every property; a drag's release has one per axis,
        // so this is the same spring through PropertyAnimator with a 2-D initial velocity.
        let animator = PropertyAnimator(
            duration: transitionDuration(using: context),
            timingParameters: SpringTimingParameters(
                dampingRatio: ZoomTransition.dampingRatio,
                initialVelocity: initialVelocity))
        // The detail fades by its backdrop and chrome (the photo is hidden): fading the whole view
        // would nest a dragged, translucent backdrop in a translucent group, which composites too
        // dark, and would cost a full-screen offscreen group every frame.
        let backdrop = destination.zoomBackdropView
        animator.addAnimations {
            imageView.frame = target
            imageView.cornerRadius = thumbnail.cornerRadius
            backdrop.alpha = 0
        }
        // Open, the copy lands on the photo at home (a drag's transform is undone as it lands).
        let home = photo.superview.map { $0.convert(ZoomDismissAnimator.homeFrame(of: photo), to: container) } ?? start
        hold.ends = ZoomFlightGrab.Ends(
            photoFrame: home, photoRadius: photo.cornerRadius,
            cellFrame: target, cellRadius: thumbnail.cornerRadius)
        // What fades as the copy flies home: the backdrop and the chrome.
        hold.fading =
            [.init(view: backdrop, openAlpha: 1)]
            + destination.zoomChromeViews.map { .init(view: $0, openAlpha: 1) }
        let land = { [weak self, weak context] (open: Bool) in
            thumbnail.isHidden = false
            photo.isHidden = false
            imageView.removeFromSuperview()
            self?.hold.grab = nil
            context?.completeTransition(!open)
            ZoomDismissAnimator.restore(destination)
        }
        hold.land = land
        if let motion = releaseMotion, let ends = hold.ends {
            // A drag let it go: the point under the pointer and the shrink carry on, on the
            // hand-off springs a grabbed photo lands on (the seed's spring starts from rest).
            let flight = ZoomFlightGrab(
                imageView: imageView, container: container, ends: ends, fading: hold.fading, opening: false,
                pointer: motion.anchor, time: 0, land: land)
            hold.grab = flight
            flight.send(
                open: false,
                motion: ZoomReleaseMotion(
                    anchor: container.convert(motion.anchor, from: nil), anchorVelocity: motion.anchorVelocity,
                    sizeVelocity: motion.sizeVelocity))
        } else {
            animator.addCompletion { [weak context] _ in land(context?.transitionWasCancelled ?? false) }
            hold.flight = animator
            animator.startAnimation(afterDelay: ZoomTransition.delay)
        }
        // The chrome goes quickly, as Photos hides its bars, rather than lingering over the grid.
        let chrome = destination.zoomChromeViews
        if !chrome.isEmpty {
            View.animate(
                withDuration: ZoomTransition.chromeFadeDuration, delay: 0, options: .curveEaseOut,
                animations: { for v in chrome { v.alpha = 0 } })
        }
    }

    /// Points, in `photo`'s superview: its frame with no transform (where it rests on its page).
    static func homeFrame(of photo: View) -> CGRect {
        CGRect(
            x: photo.center.x - photo.bounds.width / 2, y: photo.center.y - photo.bounds.height / 2,
            width: photo.bounds.width, height: photo.bounds.height)
    }

    // MARK: Grabbing

    /// A press on the copy flying home holds it (see `ZoomFlightGrab`); let go, it lands in
    /// its cell or back on the photo, which then stays presented.
    public func beginGrab(using context: TransitionContext, at point: CGPoint, time: Double) -> TransitionGrabHandling?
    {
        hold.beginGrab(
            of: flyingImageView, in: context.containerView, at: point, time: time,
            opening: context.transitionWasCancelled, companion: context.companionMotion, presenting: false)
    }

    /// Holds the copy under a drag that started this dismissal, from its first frame: a
    /// navigation pop begun by dragging the photo off its page (`ZoomNavigationDismissal`).
    /// `point` is where the drag pressed (window points) and `axis` the travel that shrinks it.
    /// Nil when the copy is not flying (the thumbnail was off screen, so the page fades).
    public func holdFromStart(at point: CGPoint, time: Double, axis: ZoomDragAxis) -> TransitionGrabHandling? {
        guard let imageView = flyingImageView, let context, let container = imageView.superview else { return nil }
        return hold.take(
            imageView, in: container, at: point, time: time, opening: false, axis: axis,
            companion: context.companionMotion, presenting: false)
    }

    /// After a grab, a click elsewhere or Esc turns the spring round; before one, the
    /// coordinator reverses the flight home.
    public func interruptTransition(using transitionContext: TransitionContext, at point: CGPoint?) -> Bool {
        hold.turnRound()
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

    /// The thumbnail is off screen: the detail fades out where it is (the photo and the backdrop
    /// each, for the same reason as above).
    private func fadeOut(_ fromVC: ViewController, context: TransitionContext) {
        isFading = true
        let destination = fromVC as? ZoomTransitionDestination
        View.animate(
            withDuration: ZoomTransition.fadeDuration, delay: 0, options: .curveEaseOut,
            animations: {
                if let destination {
                    destination.zoomImageView.alpha = 0
                    destination.zoomBackdropView.alpha = 0
                    for v in destination.zoomChromeViews { v.alpha = 0 }
                } else {
                    fromVC.view.alpha = 0
                }
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
                if let destination { ZoomDismissAnimator.restore(destination) }
            })
    }

    public func animationEnded(_ transitionCompleted: Bool) { onEnd() }
}
