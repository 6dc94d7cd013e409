import Motion
import ViewKit

extension ZoomPhotoGestures {
    /// The gestures of a detail presented with the zoom (`ZoomTransitionDelegate`): a pinch in
    /// let go to dismiss hands its motion to the dismissal, which zooms the photo back into its
    /// cell from where it is drawn; `dragToDismiss`'s drag waits while the photo is zoomed in.
    public convenience init(
        controller: ViewController & ZoomTransitionDestination, transition: ZoomTransitionDelegate,
        dragToDismiss: ZoomInteractiveDismissal?
    ) {
        self.init(
            destination: controller, thumbnail: { [weak transition] in transition?.source?.zoomSourceImageView() })
        if let dragToDismiss { vetoWhileZoomed(dragToDismiss.pan) }
        dismiss = { [weak controller, weak transition] motion in
            guard let controller, let transition, !transition.isDismissing else { return }
            transition.releaseMotion = motion
            controller.dismiss(animated: true)
        }
    }

    /// The gestures of a page pushed with the zoom navigation transition: a pinch in let go to
    /// dismiss pops the page with its motion; the page's drag-down waits while the photo is
    /// zoomed in. The backdrop stays while the pinch holds the photo, as the page below is put
    /// under it only once the pop begins.
    public convenience init(
        controller: ViewController & ZoomTransitionDestination, transition: ZoomNavigationTransition,
        dismissal: ZoomNavigationDismissal?
    ) {
        self.init(
            destination: controller, thumbnail: { [weak transition] in transition?.source?.zoomSourceImageView() })
        fadesBackdrop = false
        if let dismissal { vetoWhileZoomed(dismissal.pan) }
        dismiss = { [weak controller, weak transition] motion in
            guard let controller, let transition, let navigation = controller.navigationController,
                navigation.topViewController === controller
            else { return }
            transition.releaseMotion = motion
            navigation.popViewController(animated: true)
        }
    }
}
