import Motion
import ViewKit

/// The photo detail's own gestures, as Photos has them: a pinch out zooms the photo up to 4×
/// about the fingers' centroid (rubber-banded past it), a pan moves the zoomed photo within the
/// page (rubber-banded at the edges, coasting after the release), and a pinch in from full size
/// takes the photo off its page: it follows the centroid and the scale 1:1 while the backdrop
/// fades, and the release decides (`ZoomPinchDismissal.shouldDismiss`) whether it zooms back
/// into its cell, from where it is drawn at the speed it had, or springs back to full size.
///
/// The photo is moved by its transform only (`ZoomGeometry.transform`, set directly on every
/// gesture update, so it is where the fingers are in the update's own frame), and what runs
/// after a release (`ZoomMotion`) stops where it is drawn when a new press or pinch takes it.
/// The page's drag-down-to-dismiss is vetoed while the photo is zoomed in, when a drag pans
/// instead (`vetoWhileZoomed(_:)`). A double tap zooms in to 2.5× about the tap and back out
/// (ZoomPhotoGestures+DoubleTap); a single tap of the host's waits for it with
/// `require(toFail: doubleTap)`.
public final class ZoomPhotoGestures: GestureRecognizerDelegate {
    /// The largest scale the photo rests at (UIScrollView's `maximumZoomScale`).
    public static let maximumScale: CGFloat = 4

    /// The one-finger (or mouse) pan that moves the zoomed photo; it begins only while the photo
    /// is zoomed in, after the pan's 10 pt slop.
    public let pan = HoldingPanGestureRecognizer()
    /// The two-finger pinch that zooms the photo, and shrinks it off its page from full size.
    public let pinch = PinchGestureRecognizer()
    /// The double tap on the photo that zooms it in about the tap, or back to full size.
    public let doubleTap = TapGestureRecognizer()
    /// The geometry as last applied to the photo (nil until a gesture touched it).
    public private(set) var geometry: ZoomGeometry?
    /// True while a pinch that began at full size holds the photo below it (a dismissal in
    /// progress, not yet decided).
    public private(set) var isPinchingToDismiss = false
    /// What runs after a release, while it runs.
    public let motion: ZoomMotion
    /// Called when a pinch in is let go to dismiss, with how the photo moved (window points):
    /// the host dismisses or pops with it.
    public var dismiss: ((ZoomReleaseMotion) -> Void)?
    /// Whether the backdrop fades as the photo shrinks (the page below shows through); a host
    /// that has nothing underneath during the gesture turns it off.
    public var fadesBackdrop = true
    /// Stops whatever else moves the photo (the drag-down's spring back) where it is drawn,
    /// when a pinch or a pan takes it.
    public var stopOtherMotion: (() -> Void)?

    weak var destination: ZoomTransitionDestination?
    /// The thumbnail hidden while a pinch holds the photo off its page, and where it is found.
    private weak var hiddenThumbnail: ImageView?
    private let thumbnail: () -> ImageView?
    private var lastCentroid: CGPoint?
    /// Recognizers that must not begin while the photo is zoomed (the drag-down).
    private var vetoedWhileZoomed: [WeakGesture] = []
    /// True while a press holds the running motion still (it has not become a pan yet).
    var isHoldingMotion = false

    /// Gestures on `destination`'s view; `thumbnail` gives the cell the photo came from (hidden
    /// while a pinch in holds the photo, so the grid shows a gap, not a twin).
    public init(destination: ZoomTransitionDestination & ViewController, thumbnail: @escaping () -> ImageView?) {
        self.destination = destination
        self.thumbnail = thumbnail
        let relay = MotionRelay()
        motion = ZoomMotion(apply: { relay.apply?($0) }, onRest: { relay.rest?() })
        relay.apply = { [weak self] geometry in self?.show(geometry) }
        relay.rest = { [weak self] in self?.restoreThumbnailIfHome() }
        pan.delegate = self
        pan.addTarget(self, action: ZoomPhotoGestures.handlePan)
        pan.onPress = { [weak self] in self?.holdMotion() }
        pan.onSequenceEnd = { [weak self] in self?.letGoOfMotion() }
        pinch.delegate = self
        pinch.addTarget(self, action: ZoomPhotoGestures.handlePinch)
        destination.view.addGestureRecognizer(pan)
        destination.view.addGestureRecognizer(pinch)
        installDoubleTap(on: destination.view)
    }

    /// Keeps `recognizer` from beginning while the photo is zoomed in or a pinch holds it, or
    /// under two fingers. It becomes the recognizer's delegate (replacing any other).
    public func vetoWhileZoomed(_ recognizer: GestureRecognizer) {
        vetoedWhileZoomed.append(WeakGesture(recognizer: recognizer))
        recognizer.delegate = self
    }

    /// The zoom's pan begins only on a zoomed photo; the vetoed drags only on one at full size
    /// under one finger (two are a pinch).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer === pinch { return true }
        if recognizer === doubleTap { return doubleTapShouldBegin(at: doubleTap.location(in: nil)) }
        let pinching = geometry?.pinchInProgress != nil
        let zoomed = pinching ? geometry?.isZoomedIn == true : shownGeometry().isZoomedIn
        if recognizer === pan { return zoomed || pinching }
        if vetoedWhileZoomed.contains(where: { $0.recognizer === recognizer }) {
            let begins = !zoomed && !pinching && recognizer.numberOfTouches < 2
            // The drag takes the photo from here: what the press held is not restarted.
            if begins {
                motion.stop()
                (isHoldingMotion, hiddenThumbnail) = (false, nil)
            }
            return begins
        }
        return true
    }

    /// The pinch and the zoom's pan share their fingers, as a scroll view's do: the pan takes
    /// over when a pinch ends with a finger still down.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        (recognizer === pinch && other === pan) || (recognizer === pan && other === pinch)
    }

    // MARK: Geometry

    /// The photo's geometry as drawn now, taken by a gesture: what moved it (this motion, the
    /// drag-down's spring back) stops there.
    func currentGeometry() -> ZoomGeometry {
        if let held = motion.stop() { geometry = held }
        stopOtherMotion?()
        return shownGeometry()
    }

    /// The photo's geometry as drawn now: its home (no transform) and the page it may fill,
    /// with the scale and centre it is shown at. Nothing is stopped.
    func shownGeometry() -> ZoomGeometry {
        if let running = motion.release?.geometry { return running }
        guard let photo = destination?.zoomImageView, let page = photo.superview else {
            return geometry ?? ZoomGeometry(home: .zero, viewport: .zero)
        }
        let home = ZoomDismissAnimator.homeFrame(of: photo)
        var next = ZoomGeometry(home: home, viewport: page.bounds, maximumScale: ZoomPhotoGestures.maximumScale)
        let shown = ZoomTransition.shownFrame(of: photo, in: page)
        if home.width > 0 { next.scale = shown.width / home.width }
        next.center = CGPoint(x: shown.midX, y: shown.midY)
        if let kept = geometry, abs(kept.scale - next.scale) < 1e-9, kept.center == next.center {
            next = kept  // keeps a gesture's state (a pinch resumed after a pan, say)
            next.home = home
            next.viewport = page.bounds
        }
        return next
    }

    /// Puts the photo where `geometry` says and fades what goes with a pinch in.
    func show(_ geometry: ZoomGeometry) {
        guard let destination else { return }
        guard !destination.zoomImageView.isHidden else {
            // A transition's copy stands in for the photo, and lands on it at home: the photo
            // waits there, unzoomed.
            motion.stop()
            self.geometry = nil
            destination.zoomImageView.transform = .identity
            return
        }
        self.geometry = geometry
        destination.zoomImageView.transform = geometry.transform
        if fadesBackdrop {
            destination.zoomBackdropView.alpha = ZoomPinchDismissal.backdropAlpha(scale: geometry.scale)
        }
    }

    // MARK: Pinch

    /// A pinch began with its centroid at `centroid` (window points) at `time` (seconds).
    public func pinchBegan(centroid: CGPoint, time: Double) {
        guard let page = destination?.zoomImageView.superview else { return }
        var next = currentGeometry()
        isHoldingMotion = false
        next.beginPinch(at: page.convert(centroid, from: nil))
        geometry = next
        lastCentroid = centroid
    }

    /// The pinch moved: `scale` is the recognizer's (distance over distance at the start).
    public func pinchChanged(scale: CGFloat, centroid: CGPoint, time: Double) {
        guard var next = geometry, next.pinchInProgress != nil, let page = destination?.zoomImageView.superview
        else { return }
        lastCentroid = centroid
        next.pinch(scale: scale, centroid: page.convert(centroid, from: nil))
        if next.pinchInProgress?.followsBelowOne == true, next.scale < 1, !isPinchingToDismiss {
            beginPinchingToDismiss()
        }
        show(next)
    }

    /// The pinch ended (or was cancelled: `allowsDismissal` false) with the recognizer's
    /// `velocity` (scale per second) and its centroid moving at `centroidVelocity` (window
    /// points per second, `PinchGestureRecognizer.centroidVelocity(in:)`).
    public func pinchEnded(
        velocity recognizerVelocity: CGFloat, centroidVelocity: CGVector, time: Double,
        allowsDismissal: Bool = true
    ) {
        guard var released = geometry, let pinch = released.pinchInProgress else { return }
        let velocity = released.shownScaleVelocity(forRecognizerVelocity: recognizerVelocity)
        let centroid = lastCentroid ?? .zero
        let v = CGPoint(x: centroidVelocity.dx, y: centroidVelocity.dy)
        released.endPinch()
        geometry = released
        let page = destination?.zoomImageView.superview
        let focus = page?.convert(centroid, from: nil)
        let velocityInPage =
            page.map { $0.convert(CGPoint(x: v.x, y: v.y), from: nil) - $0.convert(CGPoint.zero, from: nil) }
            ?? CGPoint(x: v.x, y: v.y)
        let centerVelocity = CGVector(dx: velocityInPage.x, dy: velocityInPage.y)
        guard pinch.followsBelowOne, released.scale < 1 else {
            return settle(
                ZoomRelease(geometry: released, scaleVelocity: velocity, centerVelocity: centerVelocity, focus: focus))
        }
        if allowsDismissal, let dismiss, ZoomPinchDismissal.shouldDismiss(scale: released.scale, velocity: velocity) {
            isPinchingToDismiss = false
            // The dismissal's animator re-hides the thumbnail and shows it when the copy lands.
            hiddenThumbnail = nil
            dismiss(
                ZoomReleaseMotion(
                    anchor: centroid, anchorVelocity: centroidVelocity,
                    sizeVelocity: CGVector(dx: released.home.width * velocity, dy: released.home.height * velocity)))
            return
        }
        settle(
            ZoomRelease(
                geometry: released, scaleVelocity: velocity, centerVelocity: centerVelocity, focus: focus,
                targetScale: 1))
    }

    /// The photo leaves full size under a pinch in: the thumbnail hides and the chrome fades,
    /// as the drag-down does.
    private func beginPinchingToDismiss() {
        isPinchingToDismiss = true
        if hiddenThumbnail == nil, let cell = thumbnail() {
            cell.isHidden = true
            hiddenThumbnail = cell
        }
        fadeChrome(to: 0)
    }

    private func fadeChrome(to alpha: CGFloat) {
        guard let chrome = destination?.zoomChromeViews, !chrome.isEmpty else { return }
        View.animate(
            withDuration: ZoomInteractiveDismissal.chromeFadeDuration, delay: 0, options: .curveEaseOut,
            animations: { for v in chrome { v.alpha = alpha } })
    }

    /// Runs `release` from here; once the photo is back at full size the thumbnail shows again.
    func settle(_ release: ZoomRelease) {
        if isPinchingToDismiss {
            isPinchingToDismiss = false
            fadeChrome(to: 1)
        }
        let window = destination?.zoomImageView.window
        if release.isAtRest { return restoreThumbnailIfHome() }
        motion.start(release, in: window)
    }

    func restoreThumbnailIfHome() {
        guard let geometry, geometry.scale >= 1, !isPinchingToDismiss else { return }
        hiddenThumbnail?.isHidden = false
        hiddenThumbnail = nil
    }
}

/// Forwards the motion's frames to the gestures, which own the motion (so it cannot hold them).
private final class MotionRelay {
    var apply: ((ZoomGeometry) -> Void)?
    var rest: (() -> Void)?
}

/// A weak reference to a recognizer.
struct WeakGesture {
    weak var recognizer: GestureRecognizer?
}
