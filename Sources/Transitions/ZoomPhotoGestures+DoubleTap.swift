import Motion
import ViewKit

/// The photo's double tap, as Photos has it: on a photo at full size it zooms in to
/// `doubleTapScale` about the tapped point, and on a zoomed photo it zooms back to full size.
/// The zoom animates with the release's critically damped spring (`ZoomRelease`, 0.45 s
/// response) about the tapped point, which stays under the finger wherever the page lets it:
/// the zoomed photo goes no further than `ZoomGeometry.centerLimits` allow (an edge of it
/// meeting the page's edge), so a tap near an edge ends a little off the finger. It is the
/// same motion a pinch's release runs: a press, a pan or a pinch takes it where it is drawn,
/// at any frame.
extension ZoomPhotoGestures {
    /// The scale a double tap zooms a photo at full size to, about the tapped point.
    public static let doubleTapScale: CGFloat = 2.5

    /// Sets up `doubleTap` on the photo's page.
    func installDoubleTap(on view: View) {
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delegate = self
        doubleTap.addTarget(self, action: ZoomPhotoGestures.handleDoubleTap)
        view.addGestureRecognizer(doubleTap)
    }

    /// Whether a double tap at `point` (window points) zooms: it lands on the photo as drawn,
    /// which is on its page and held by no pinch.
    func doubleTapShouldBegin(at point: CGPoint) -> Bool {
        guard let photo = destination?.zoomImageView, !photo.isHidden, photo.window != nil,
            geometry?.pinchInProgress == nil, !isPinchingToDismiss
        else { return false }
        return ZoomTransition.shownFrame(of: photo, in: photo.window!).contains(point)
    }

    func handleDoubleTap(_ recognizer: GestureRecognizer) {
        guard doubleTap.state == .ended, let page = destination?.zoomImageView.superview else { return }
        toggleZoom(about: doubleTap.location(in: page))
    }

    /// Zooms the photo in to `doubleTapScale` about `point` (points in the photo's page), or
    /// back to full size when it is zoomed in, from where it is drawn and at the speed it is
    /// moving (a zoom turned round mid-flight does not jump).
    public func toggleZoom(about point: CGPoint) {
        let running = motion.release
        let from = currentGeometry()
        isHoldingMotion = false
        let target: CGFloat = from.isZoomedIn ? 1 : Self.doubleTapScale
        settle(
            ZoomRelease(
                geometry: from, scaleVelocity: running?.scaleVelocity ?? 0,
                centerVelocity: running?.centerVelocity ?? .zero, focus: point, targetScale: target))
    }
}
