import Motion
import ViewKit

/// iOS 18's zoom navigation transition: a page pushed onto a navigation stack zooms out of the
/// thumbnail it was opened from, and pops back into it, with the zoom's animators
/// (`ZoomPresentAnimator`, `ZoomDismissAnimator`) inside the navigation controller's page
/// container. Make it the navigation controller's delegate and keep it alive yourself (the
/// delegate is weak). Pages that are not `ZoomTransitionDestination`s push and pop with the
/// system slide.
///
/// While a zoomed page is on top, the navigation controller's own back swipes are off: the
/// page's `ZoomNavigationDismissal` takes the edge swipe and the drag-down instead, and the
/// photo follows the pointer off its page rather than the page sliding. They are on again once
/// a page that is not zoomed shows.
public final class ZoomNavigationTransition: NavigationControllerDelegate {
    /// Points from the page's left edge within which a press on a photo in flight drags it as
    /// the edge swipe does (UIKit's edge swipe width).
    public static let edgeWidth: CGFloat = 20
    /// Where the photo comes from and goes back to: the page showing the thumbnails.
    public weak var source: ZoomTransitionSource?
    /// The pop in flight, from the moment its animator is vended until it ends.
    public private(set) weak var popAnimatorInFlight: ZoomDismissAnimator?
    /// The animators vended last, for inspection.
    public private(set) weak var lastPushAnimator: ZoomPresentAnimator?
    public private(set) weak var lastPopAnimator: ZoomDismissAnimator?
    /// How a photo let go by a gesture on its page moved (a pinch in, window points): the next
    /// pop carries it on from where the photo is drawn, on the driver's hand-off spring, and
    /// clears it.
    public var releaseMotion: ZoomReleaseMotion?
    /// The interaction a drag on the page drives the pop with, while it starts one
    /// (`ZoomNavigationDismissal`); vended as the pop's interaction controller.
    public var dragInteraction: InteractiveTransitioning?

    public init(source: ZoomTransitionSource? = nil) {
        self.source = source
    }

    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning? {
        switch operation {
        case .push where toVC is ZoomTransitionDestination:
            let animator = ZoomPresentAnimator(source: source, inNavigation: true)
            lastPushAnimator = animator
            return animator
        case .pop where fromVC is ZoomTransitionDestination:
            let animator = ZoomDismissAnimator(
                source: source, releaseVelocity: nil, releaseMotion: releaseMotion, revealsPageBelow: true
            ) { [weak self] in self?.popAnimatorInFlight = nil }
            releaseMotion = nil
            (lastPopAnimator, popAnimatorInFlight) = (animator, animator)
            return animator
        default:
            return nil
        }
    }

    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        dragInteraction
    }

    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        let zoomed = viewController is ZoomTransitionDestination
        navigationController.interactivePopGestureRecognizer.isEnabled = !zoomed
        navigationController.interactiveContentPopGestureRecognizer.isEnabled = !zoomed
    }
}

/// Which way a drag takes a zoomed photo off its page.
public enum ZoomDragAxis: Equatable {
    /// The drag-to-dismiss: the photo shrinks with downward travel, and a release projected
    /// past an eighth of the height dismisses (`ZoomInteractiveDismissal.shouldDismiss`).
    case down
    /// The navigation back swipe from the left edge: the photo shrinks with travel to the
    /// right, and the back swipe's projection decides (`NavigationController.releasePops`).
    case right

    /// Whether a release after `travel` (points, from the press) moving at `velocity` (points
    /// per second) in a container of `size` points takes the photo off its page.
    public func dismisses(travel: CGPoint, velocity: CGPoint, in size: CGSize) -> Bool {
        switch self {
        case .down:
            let height = max(size.height, 1)
            return ZoomInteractiveDismissal.shouldDismiss(
                progress: travel.y / height, velocity: velocity.y, height: height)
        case .right:
            return NavigationController.releasePops(offset: travel.x, velocity: velocity.x, width: size.width)
        }
    }
}
