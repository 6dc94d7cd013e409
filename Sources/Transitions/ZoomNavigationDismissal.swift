import Motion
import ViewKit

/// A zoomed page's way back in a navigation stack, as iOS 18 has it: a drag down from anywhere
/// on the page, or a swipe from the left edge, pops the page with the zoom, and the photo's
/// flying copy is held under the pointer from the drag's first frame. The page below shows
/// through as the backdrop fades; the photo follows the pointer (the point pressed stays under
/// it) and shrinks with the travel; the release decides by that drag's own rule (down: an eighth
/// of the height, projected; the edge: the back swipe's projection) whether the photo goes into
/// its cell, completing the pop, or back onto the page, cancelling it. The transition's driver
/// carries the release velocity on, and a press catches the photo again on its way.
///
/// The pop begins when the drag does: the navigation container must hold the page below while
/// the photo is off its page, and a transition in flight is what puts it there, with the
/// appearance calls, the bar's titles (they ride the pop's progress) and the rest check.
public final class ZoomNavigationDismissal {
    /// The drag from anywhere on the page: it begins after 10 pt in any direction.
    public let pan = PanGestureRecognizer()
    /// The swipe from within 20 pt of the left edge: it begins after 15 pt to the right. The
    /// drag waits for it to fail, so a drag from the edge is always the swipe.
    public let edgePan = NavigationPopGestureRecognizer(fromEdge: true)
    private let drag: ZoomDragDismissal

    public init(controller: ViewController & ZoomTransitionDestination, transition: ZoomNavigationTransition) {
        drag = ZoomDragDismissal(destination: controller) { [weak controller, weak transition] interaction in
            guard let controller, let transition, let navigation = controller.navigationController,
                navigation.topViewController === controller, let window = controller.view.window,
                !window.transitionCoordinator.isTransitioning
            else { return false }
            transition.dragInteraction = interaction
            navigation.popViewController(animated: true)
            transition.dragInteraction = nil
            return true
        }
        pan.addTarget(self, action: ZoomNavigationDismissal.handleDrag)
        edgePan.addTarget(self, action: ZoomNavigationDismissal.handleEdgeSwipe)
        pan.require(toFail: edgePan)
        controller.view.addGestureRecognizer(edgePan)
        controller.view.addGestureRecognizer(pan)
    }

    /// True while a drag drives the pop.
    public var isDragging: Bool { drag.interaction != nil }

    private func handleDrag(_ recognizer: GestureRecognizer) { drag.handle(pan, axis: .down) }
    private func handleEdgeSwipe(_ recognizer: GestureRecognizer) { drag.handle(edgePan, axis: .right) }
}
