import Motion
import ViewKit

extension ZoomPhotoGestures {
    /// A press on the photo while it coasts or springs back holds it where it is drawn, before
    /// any slop: what moves can be caught at any frame.
    func holdMotion() {
        guard motion.isRunning else { return }
        if let held = motion.stop() { show(held) }
        isHoldingMotion = true
    }

    /// The press let go without panning: the photo settles from rest where it was held.
    func letGoOfMotion() {
        guard isHoldingMotion, let geometry else { return }
        isHoldingMotion = false
        settle(ZoomRelease(geometry: geometry, scaleVelocity: 0, centerVelocity: .zero))
    }

    /// The pinch recognizer's states, turned into the zoom's pinch steps (window points; the
    /// time is the latest touch's).
    func handlePinch(_ recognizer: GestureRecognizer) {
        let time = pinch.touches.map(\.timestamp).max() ?? 0
        let centroid = pinch.location(in: nil)
        switch pinch.state {
        case .began:
            // The pinch begins past its slop: the photo takes the scale it has on this frame,
            // about the fingers' centroid now.
            pinchBegan(centroid: centroid, time: time)
            pinchChanged(scale: pinch.scale, centroid: centroid, time: time)
        case .changed:
            pinchChanged(scale: pinch.scale, centroid: centroid, time: time)
        case .ended:
            pinchChanged(scale: pinch.scale, centroid: centroid, time: time)
            let v = pinch.centroidVelocity(in: nil)
            pinchEnded(velocity: pinch.velocity, centroidVelocity: CGVector(dx: v.x, dy: v.y), time: time)
        case .cancelled:
            pinchEnded(velocity: 0, centroidVelocity: .zero, time: time, allowsDismissal: false)
        default:
            break
        }
    }

    func handlePan(_ recognizer: GestureRecognizer) {
        guard let page = destination?.zoomImageView.superview else { return }
        switch pan.state {
        case .began:
            isHoldingMotion = false
            guard geometry?.pinchInProgress == nil else { return }
            var next = currentGeometry()
            next.beginPan()
            // The translation holds the slop already: the point pressed is the one moved.
            next.pan(translation: pan.translation(in: page))
            show(next)
        case .changed:
            // The pinch moves the photo while it lasts; a finger left down after it pans on
            // from where the pinch left the photo.
            guard var next = geometry, next.pinchInProgress == nil, !isPinchingToDismiss,
                destination?.zoomImageView.isHidden == false
            else { return }
            if !next.isPanning {
                // Only a zoomed photo pans: one springing back to full size is left to it.
                guard (motion.release?.geometry ?? next).isZoomedIn else { return }
                next = currentGeometry()
                pan.setTranslation(.zero, in: page)
                next.beginPan()
            }
            next.pan(translation: pan.translation(in: page))
            show(next)
        case .ended, .cancelled:
            guard let released = geometry, released.isPanning else { return }
            let v = pan.state == .ended ? pan.velocity(in: page) : .zero
            let shown = released.shownPanVelocity(forFingerVelocity: CGVector(dx: v.x, dy: v.y))
            settle(ZoomRelease(geometry: released, scaleVelocity: 0, centerVelocity: shown))
        default:
            break
        }
    }
}

/// How a pinch in decides, at its release, between dismissing the photo and springing it back
/// to full size, as Photos does.
public enum ZoomPinchDismissal {
    /// Scale per second: a release closing at least this fast dismisses, one opening at least
    /// this fast goes back to full size, whatever the scale.
    public static let flickVelocity: CGFloat = 0.5
    /// Below this projected scale a release dismisses (a quarter smaller than full size).
    public static let dismissScale: CGFloat = 0.75

    /// The scale where UIKit's normal deceleration would carry a release at `scale` shrinking at
    /// `velocity` (scale per second): scale + 0.499 s · velocity.
    public static func projectedScale(scale: CGFloat, velocity: CGFloat) -> CGFloat {
        scale + CGFloat(DecelerationRate.normal.projectedDistance(velocity: Double(velocity)))
    }

    /// Whether a pinch in let go at `scale` (below 1) changing at `velocity` (scale per second)
    /// dismisses: a closing flick does, an opening one does not, and otherwise the projected
    /// scale decides (below `dismissScale`).
    public static func shouldDismiss(scale: CGFloat, velocity: CGFloat) -> Bool {
        if velocity <= -flickVelocity { return true }
        if velocity >= flickVelocity { return false }
        return projectedScale(scale: scale, velocity: velocity) < dismissScale
    }

    /// The scale at which a pinch in has faded the backdrop out completely.
    public static let fadeEndScale: CGFloat = 0.5

    /// 0…1: the backdrop's alpha for a photo pinched in to `scale`: 1 at full size, falling
    /// linearly to 0 at `fadeEndScale` (0.4 at 0.7×).
    public static func backdropAlpha(scale: CGFloat) -> CGFloat {
        min(max((scale - fadeEndScale) / (1 - fadeEndScale), 0), 1)
    }
}
