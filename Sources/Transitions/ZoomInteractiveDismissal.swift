import Motion
import ViewKit

/// Beyond the seed: drag the photo down to dismiss it, as in Photos. The photo follows the
/// pointer (the point grabbed stays under it) and shrinks to 1 − 0.4 · progress, where progress
/// is the downward translation over the container's height, while the backdrop fades. On
/// release the momentum projection decides (UIKit's 0.998 deceleration, as the card and the sheet
/// decide): projected past 1/8 of the height, the detail is dismissed and `ZoomDismissAnimator`
/// zooms the photo back into its cell from where it is drawn, the point under the pointer
/// leaving at the pointer's speed and the size changing as fast as it was; otherwise the photo
/// springs back.
///
/// Why a pan that moves the photo and then dismisses, rather than a percent-driven dismissal:
/// a percent-driven transition can only scrub the dismissal's own path, a straight line from
/// the photo to its cell, so the photo could not follow a pointer that wanders sideways, and
/// a scrubbed spring lags its input. Here each move sets the photo's transform directly (no
/// animation), so it is where the pointer is in the move's own frame (0 frames of lag), and
/// the zoom-back starts from the shown frame with the pointer's velocity, so nothing jumps.
public final class ZoomInteractiveDismissal {
    /// Fraction of the container's height past which a release, projected, dismisses.
    public static let dismissFraction: CGFloat = 1.0 / 8
    /// The photo's scale is 1 − `shrink` · progress: 0.6 at a full-height drag.
    public static let shrink: CGFloat = 0.4
    /// The backdrop's alpha is 1 − `backdropFade` · progress (gone two thirds of the way down).
    public static let backdropFade: CGFloat = 1.5
    /// Seconds of the spring that brings the photo back after a short drag.
    public static let springBackDuration: Double = 0.45
    /// Damping of that spring: settles without a visible bounce, as Photos does.
    public static let springBackDamping: CGFloat = 0.9
    /// Seconds the destination's chrome takes to fade out when a drag starts.
    public static let chromeFadeDuration: Double = 0.2

    /// Whether a release at `progress` (0…1, of a container `height` points tall) moving down
    /// at `velocity` (points per second) dismisses the detail: where UIKit's normal deceleration
    /// would carry it, progress + 0.499 s · velocity / height, passes `dismissFraction`. A flick
    /// of 80 pt at 1200 pt/s projects 679 pt; a drift of 40 pt at 100 pt/s, 90 pt of 844: stays.
    public static func shouldDismiss(progress: CGFloat, velocity: CGFloat, height: CGFloat) -> Bool {
        guard height > 0 else { return progress >= dismissFraction }
        let projected =
            progress + CGFloat(DecelerationRate.normal.projectedDistance(velocity: Double(velocity))) / height
        return projected >= dismissFraction
    }

    /// The recognizer, on the detail's view.
    public let pan = HoldingPanGestureRecognizer()
    /// 0…1: the downward translation over the container's height, as the photo is now.
    public private(set) var progress: CGFloat = 0
    /// The spring bringing the photo back, while it runs.
    public private(set) var springBack: PropertyAnimator?

    private weak var controller: ViewController?
    private weak var destination: ZoomTransitionDestination?
    private weak var transition: ZoomTransitionDelegate?
    /// The thumbnail hidden while the photo is off its page, so the grid shows a gap, not a twin.
    private weak var hiddenThumbnail: ImageView?
    /// Where the pointer was when the pan began (the detail view's coordinates).
    private var grabPoint = CGPoint.zero
    /// The point of the photo under the pointer, as fractions of its width and height.
    private var anchor = CGPoint(x: 0.5, y: 0.5)
    /// Progress at the start of this drag: above zero when it caught the photo springing back.
    private var startProgress: CGFloat = 0
    /// True while a press holds the spring-back still (it has not become a drag yet).
    public private(set) var isHoldingSpringBack = false

    public init(controller: ViewController & ZoomTransitionDestination, transition: ZoomTransitionDelegate) {
        self.controller = controller
        destination = controller
        self.transition = transition
        pan.addTarget(self, action: ZoomInteractiveDismissal.handlePan)
        pan.onPress = { [weak self] in self?.holdSpringBack() }
        pan.onSequenceEnd = { [weak self] in self?.letGoOfSpringBack() }
        controller.view.addGestureRecognizer(pan)
    }

    /// A press on the photo springing back stops it where it is drawn, before any slop: what
    /// moves can be caught at any frame.
    private func holdSpringBack() {
        guard let spring = springBack, spring.isRunning else { return }
        spring.pauseAnimation()
        isHoldingSpringBack = true
    }

    /// Stops the spring bringing the photo back where it is drawn, for another gesture that
    /// takes the photo from there (a pinch); the chrome fades back in on its own.
    public func stopSpringBack() {
        guard let spring = springBack else { return }
        spring.stopAnimation(true)
        springBack = nil
        isHoldingSpringBack = false
        progress = 0
        if transition?.isDismissing != true { hiddenThumbnail?.isHidden = false }
        hiddenThumbnail = nil
        if let chrome = destination?.zoomChromeViews, !chrome.isEmpty {
            View.animate(
                withDuration: ZoomInteractiveDismissal.chromeFadeDuration, delay: 0, options: .curveEaseOut,
                animations: { for v in chrome { v.alpha = 1 } })
        }
    }

    /// The press let go without dragging: the spring goes on from where it was held, from rest.
    private func letGoOfSpringBack() {
        guard isHoldingSpringBack else { return }
        isHoldingSpringBack = false
        guard let spring = springBack, spring.state == .active, !spring.isRunning else { return }
        spring.continueAnimation(
            withTimingParameters: SpringTimingParameters(dampingRatio: ZoomInteractiveDismissal.springBackDamping),
            durationFactor: 1)
    }

    private func handlePan(_ recognizer: GestureRecognizer) {
        guard let view = controller?.view else { return }
        switch pan.state {
        case .began:
            // The translation already holds the pan's slop: the point pressed is the one grabbed,
            // and it jumps to the pointer on this frame.
            let location = pan.location(in: view), translation = pan.translation(in: view)
            begin(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y), in: view)
            follow(translation, in: view)
        case .changed:
            follow(pan.translation(in: view), in: view)
        case .ended:
            release(velocity: pan.velocity(in: view), in: view)
        case .cancelled:
            // A dismissal (Esc, say) took the touch: its animator takes the photo from here.
            if transition?.isDismissing != true { release(velocity: .zero, in: view, allowDismissal: false) }
        default:
            break
        }
    }

    private func begin(at point: CGPoint, in view: View) {
        guard let photo = destination?.zoomImageView else { return }
        // Catching the photo mid spring-back: keep it where it is shown and go on from there.
        springBack?.stopAnimation(true)
        springBack = nil
        isHoldingSpringBack = false
        let shown = ZoomTransition.shownFrame(of: photo, in: view)
        let scale = photo.bounds.width > 0 ? shown.width / photo.bounds.width : 1
        startProgress = min(max((1 - scale) / ZoomInteractiveDismissal.shrink, 0), 1)
        anchor = CGPoint(
            x: shown.width > 0 ? (point.x - shown.minX) / shown.width : 0.5,
            y: shown.height > 0 ? (point.y - shown.minY) / shown.height : 0.5)
        grabPoint = point
        if hiddenThumbnail == nil, let thumbnail = transition?.source?.zoomSourceImageView() {
            thumbnail.isHidden = true
            hiddenThumbnail = thumbnail
        }
        if let chrome = destination?.zoomChromeViews, !chrome.isEmpty {
            View.animate(
                withDuration: ZoomInteractiveDismissal.chromeFadeDuration, delay: 0, options: .curveEaseOut,
                animations: { for v in chrome { v.alpha = 0 } })
        }
    }

    /// Places the photo for `translation` (points, the detail view's axes): grabbed point under
    /// the pointer, scaled by 1 − 0.4 · progress; the backdrop fades with progress.
    private func follow(_ translation: CGPoint, in view: View) {
        guard let destination, view.bounds.height > 0 else { return }
        let photo = destination.zoomImageView
        progress = min(max(startProgress + translation.y / view.bounds.height, 0), 1)
        let scale = 1 - ZoomInteractiveDismissal.shrink * progress
        let pointer = CGPoint(x: grabPoint.x + translation.x, y: grabPoint.y + translation.y)
        let width = photo.bounds.width * scale, height = photo.bounds.height * scale
        let shownCenter = view.convert(
            CGPoint(
                x: pointer.x + (0.5 - anchor.x) * width,
                y: pointer.y + (0.5 - anchor.y) * height), to: photo.superview)
        photo.transform = CGAffineTransform(scaleX: scale, y: scale)
            .concatenating(
                CGAffineTransform(
                    translationX: shownCenter.x - photo.center.x,
                    y: shownCenter.y - photo.center.y))
        destination.zoomBackdropView.alpha = max(0, 1 - ZoomInteractiveDismissal.backdropFade * progress)
    }

    private func release(velocity: CGPoint, in view: View, allowDismissal: Bool = true) {
        guard let controller, let destination else { return }
        let height = view.bounds.height
        if allowDismissal
            && ZoomInteractiveDismissal.shouldDismiss(progress: progress, velocity: velocity.y, height: height)
        {
            transition?.releaseMotion = releaseMotion(velocity: velocity, in: view)
            // The dismissal's animator re-hides the thumbnail and shows it when the copy lands.
            hiddenThumbnail = nil
            controller.dismiss(animated: true)
            return
        }
        let photo = destination.zoomImageView
        let shown = ZoomTransition.shownFrame(of: photo, in: photo.superview ?? view)
        let home = CGRect(
            x: photo.center.x - photo.bounds.width / 2, y: photo.center.y - photo.bounds.height / 2,
            width: photo.bounds.width, height: photo.bounds.height)
        let parameters = SpringTimingParameters(
            dampingRatio: ZoomInteractiveDismissal.springBackDamping,
            initialVelocity: ZoomTransition.springVelocity(velocity, from: shown, to: home))
        let animator = PropertyAnimator(
            duration: ZoomInteractiveDismissal.springBackDuration, timingParameters: parameters)
        let chrome = destination.zoomChromeViews
        animator.addAnimations {
            photo.transform = .identity
            destination.zoomBackdropView.alpha = 1
            for v in chrome { v.alpha = 1 }
        }
        animator.addCompletion { [weak self] position in
            guard let self, position == .end else { return }
            self.springBack = nil
            self.progress = 0
            // Back on its page: the grid's thumbnail may show again (unless a dismissal owns it now).
            if self.transition?.isDismissing != true { self.hiddenThumbnail?.isHidden = false }
            self.hiddenThumbnail = nil
        }
        springBack = animator
        animator.startAnimation()
    }
}

extension ZoomInteractiveDismissal {
    /// How the photo moves as it is let go (window axes): the point under the pointer at
    /// `velocity` (the view's axes), and the size shrinking by 0.4 of it per container height of
    /// downward travel while the progress is within 0…1.
    fileprivate func releaseMotion(velocity: CGPoint, in view: View) -> ZoomReleaseMotion? {
        guard let photo = destination?.zoomImageView, view.bounds.height > 0 else { return nil }
        let pointerVelocity = view.convert(velocity, to: nil) - view.convert(CGPoint.zero, to: nil)
        let shrinking = progress > 0 && progress < 1
        let scaleRate = shrinking ? -ZoomInteractiveDismissal.shrink * velocity.y / view.bounds.height : 0
        return ZoomReleaseMotion(
            anchor: view.convert(pan.location(in: view), to: nil),
            anchorVelocity: CGVector(dx: pointerVelocity.x, dy: pointerVelocity.y),
            sizeVelocity: CGVector(dx: photo.bounds.width * scaleRate, dy: photo.bounds.height * scaleRate))
    }
}

/// A pan that also reports the press and the end of its touch sequence, so what it drags can be
/// held still by a press before the pan's slop is crossed.
public final class HoldingPanGestureRecognizer: PanGestureRecognizer {
    /// Called as the pointer goes down on the view.
    public var onPress: (() -> Void)?
    /// Called once the touch sequence is over, whatever became of it (after `.ended` or
    /// `.cancelled` reached the targets, or with no call at all for a press that never panned).
    public var onSequenceEnd: (() -> Void)?

    public override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        onPress?()
    }

    public override func reset() {
        super.reset()
        onSequenceEnd?()
    }
}
