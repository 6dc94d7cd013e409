import Motion
import ViewKit

/// A zoomed page's way back in a navigation stack, as iOS 18 has it: a drag down from anywhere
/// on the page, or a swipe from the left edge, pops the page with the zoom, and the photo is
/// held under the pointer from the drag's first frame. The page below shows through as the
/// backdrop fades; the photo follows the pointer (the point pressed stays under it) and
/// shrinks with the travel; the release decides by that drag's own rule (down: an eighth of
/// the height, projected; the edge: the back swipe's projection) whether the photo springs
/// into its cell, completing the pop, or back onto the page, cancelling it. The release
/// velocity carries on into the spring, and a press catches the photo again on its way.
///
/// Unlike the presented zoom's `ZoomInteractiveDismissal`, the pop begins when the drag does:
/// the navigation container must hold the page below while the photo is off its page, and a
/// transition in flight is what puts it there, with the appearance calls, the bar's titles
/// (they cross as the photo goes and come back if it springs back) and the rest check.
public final class ZoomNavigationDismissal {
    /// The drag from anywhere on the page: it begins after 10 pt in any direction.
    public let pan = PanGestureRecognizer()
    /// The swipe from within 20 pt of the left edge: it begins after 15 pt to the right. The
    /// drag waits for it to fail, so a drag from the edge is always the swipe.
    public let edgePan = NavigationPopGestureRecognizer(fromEdge: true)

    private weak var controller: ViewController?
    private weak var transition: ZoomNavigationTransition?

    public init(controller: ViewController & ZoomTransitionDestination, transition: ZoomNavigationTransition) {
        (self.controller, self.transition) = (controller, transition)
        pan.addTarget(self, action: ZoomNavigationDismissal.handleDrag)
        edgePan.addTarget(self, action: ZoomNavigationDismissal.handleEdgeSwipe)
        pan.require(toFail: edgePan)
        controller.view.addGestureRecognizer(edgePan)
        controller.view.addGestureRecognizer(pan)
    }

    private func handleDrag(_ recognizer: GestureRecognizer) { begin(recognizer, axis: .down) }
    private func handleEdgeSwipe(_ recognizer: GestureRecognizer) { begin(recognizer, axis: .right) }

    /// Starts the pop and hands the touch to the coordinator, which feeds the held photo from
    /// here on (the recognizer is cancelled as it takes the touch).
    private func begin(_ recognizer: GestureRecognizer, axis: ZoomDragAxis) {
        guard recognizer.state == .began, let pan = recognizer as? PanGestureRecognizer, let controller,
            let navigation = controller.navigationController, navigation.topViewController === controller,
            let window = controller.view.window, !window.transitionCoordinator.isTransitioning
        else { return }
        let pointer = pan.location(in: nil), translation = pan.translation(in: nil)
        let press = CGPoint(x: pointer.x - translation.x, y: pointer.y - translation.y)
        let time = pan.touch?.timestamp ?? 0
        navigation.popViewController(animated: true)
        // No copy flies when the thumbnail is off screen: the page fades out on its own.
        guard let animator = transition?.popAnimatorInFlight,
            let grab = animator.holdFromStart(at: press, time: time, axis: axis)
        else { return }
        guard window.transitionCoordinator.holdTransition(with: grab, pointer: pointer) else {
            // Nothing would feed the held photo: it is let go at once and lands, never stuck.
            return grab.grabEnded(at: time, goingBack: nil)
        }
        // The slop already travelled: the photo reaches the pointer on this frame.
        grab.grabMoved(to: pointer, at: time)
    }
}
