import Motion
import ViewKit

/// The Pinterest/Photos zoom (seed 003): a copy of the tapped thumbnail springs from its cell to
/// the detail's photo while the detail fades in, and back again on dismissal.
///
/// The seed's pieces map as follows: `MyTransitionDelegate` is `ZoomTransitionDelegate`,
/// `MyPresentedAnimater` is `ZoomPresentAnimator`, the dismissal it left out ("just the reverse")
/// is `ZoomDismissAnimator`, `FirstViewController.copyImageView()` is `ZoomTransition.copy(of:in:)`
/// over a `ZoomTransitionSource`, and `SecondViewController.imageViewRect()` is the frame of a
/// `ZoomTransitionDestination`'s `zoomImageView`.
public enum ZoomTransition {
    /// Seconds the spring runs (the seed's `transitionDuration`).
    public static let duration: Double = 1.0
    /// Seconds before anything moves (the seed's `delay: 0.01`).
    public static let delay: Double = 0.01
    /// The seed's `usingSpringWithDamping: 0.7`.
    public static let dampingRatio: CGFloat = 0.7
    /// The seed's `initialSpringVelocity: 0.1`: fractions of the distance per second.
    public static let initialSpringVelocity: CGFloat = 0.1
    /// Seconds the destination's chrome (texts, buttons) takes to fade out when it is dismissed.
    public static let chromeFadeDuration: Double = 0.15
    /// Seconds of the fade a dismissal uses when the thumbnail is no longer on screen.
    public static let fadeDuration: Double = 0.3
    /// Largest normalised release velocity handed to the spring (per second), so a release a
    /// hair away from the cell cannot make the copy shoot off.
    static let maximumNormalisedVelocity: CGFloat = 30
    /// Seconds: the critically damped hand-off springs a photo let go by a drag settles within
    /// (the seed's 1 s spring is for a flight from rest).
    public static let releaseDuration: Double = 0.6

    /// The seed's `copyImageView()`: an image view with the thumbnail's image, content mode and
    /// rounded clipping (no placeholder background, whose anti-aliased rim would fringe the
    /// photo's corners), at the thumbnail's on-screen frame in `container`'s coordinates
    /// (`convertRect(imageView.bounds, toView:)`, as drawn this frame).
    public static func copy(of imageView: ImageView, in container: View) -> ImageView {
        let copy = ImageView(image: imageView.image)
        copy.frame = shownFrame(of: imageView, in: container)
        copy.contentMode = imageView.contentMode
        copy.clipsToBounds = true
        copy.cornerRadius = imageView.presentation.cornerRadius
        copy.isUserInteractionEnabled = false
        copy.traceName = "photo"
        return copy
    }

    /// Points, in `container`'s coordinates: the bounding box of `view` as it is drawn this frame
    /// (its and its ancestors' presentation values, so a view that is still springing back is
    /// taken from where it is shown, not from where it is headed).
    public static func shownFrame(of view: View, in container: View) -> CGRect {
        func toRoot(_ start: View) -> CGAffineTransform {
            var t = CGAffineTransform.identity
            var current: View? = start
            while let v = current, v.superview != nil {
                t = t.concatenating(v.presentation.transformToSuperview)
                current = v.superview
            }
            return t
        }
        let transform = toRoot(view).concatenating(toRoot(container).inverted())
        return view.presentation.bounds.applying(transform)
    }

    /// UIKit-normalised spring velocity (per second, per axis) for a move from `start` to `end`
    /// at `velocity` (points per second): each axis's speed divided by the distance on that axis.
    /// Axes with under a point to go get none.
    public static func springVelocity(_ velocity: CGPoint, from start: CGRect, to end: CGRect) -> CGVector {
        func axis(_ speed: CGFloat, _ distance: CGFloat) -> CGFloat {
            guard abs(distance) >= 1 else { return 0 }
            return min(max(speed / distance, -maximumNormalisedVelocity), maximumNormalisedVelocity)
        }
        return CGVector(dx: axis(velocity.x, end.midX - start.midX), dy: axis(velocity.y, end.midY - start.midY))
    }
}

/// How a photo moved where it was drawn when a drag let it go, in window points: the point under
/// the pointer and its velocity, and how fast the photo's size changed.
public struct ZoomReleaseMotion: Equatable {
    /// The point under the pointer, and how fast it moved (points per second).
    public var anchor: CGPoint
    public var anchorVelocity: CGVector
    /// Points per second: how fast the drawn width and height changed (negative: shrinking).
    public var sizeVelocity: CGVector

    public init(anchor: CGPoint, anchorVelocity: CGVector, sizeVelocity: CGVector) {
        (self.anchor, self.anchorVelocity, self.sizeVelocity) = (anchor, anchorVelocity, sizeVelocity)
    }
}

/// The screen a zoom starts from and returns to: the grid.
public protocol ZoomTransitionSource: AnyObject {
    /// The thumbnail the photo zooms from, or back to, as it is on screen now; nil when it is not
    /// on screen (scrolled away), in which case a dismissal fades instead of zooming.
    func zoomSourceImageView() -> ImageView?
}

/// The screen a zoom ends on: the photo's detail.
public protocol ZoomTransitionDestination: AnyObject {
    /// The detail's photo: its frame and corner radius are where the copy lands, and it is what
    /// a drag moves.
    var zoomImageView: ImageView { get }
    /// The detail's background, which fades as the photo is dragged down and as it is dismissed.
    ///
    /// Put in it what the page draws over the same thing on the grid, such as a status bar: faded
    /// with the backdrop as one group, it is the grid's to the bit. Left outside, at full
    /// opacity over the grid's, its antialiased edges blend twice, and it looks bolder until the
    /// page goes.
    var zoomBackdropView: View { get }
    /// Controls and texts that fade out quickly once a drag starts or a dismissal begins, as
    /// Photos hides its bars (and come back if the photo springs back). Whatever else the page
    /// shows should be in the backdrop. Default: none.
    var zoomChromeViews: [View] { get }
}

extension ZoomTransitionDestination {
    public var zoomChromeViews: [View] { [] }
}

/// The seed's `MyTransitionDelegate`: vends the zoom animators. Keep it alive yourself (the
/// presented controller's `transitioningDelegate` is weak), for instance in a stored property.
public final class ZoomTransitionDelegate: ViewControllerTransitioningDelegate {
    /// Where the photo comes from; when nil, the presenting controller if it is a source.
    public weak var source: ZoomTransitionSource?
    /// Points per second, window axes: how fast a dragged photo moved when released. Read (and
    /// cleared) by the next dismissal; nil means the seed's 0.1 initial velocity.
    public var releaseVelocity: CGPoint?
    /// How a dragged photo moved when it was let go (the point under the pointer and how fast
    /// the photo shrank): the next dismissal carries it on from where the photo is drawn, on
    /// hand-off springs, and clears it. It wins over `releaseVelocity`.
    public var releaseMotion: ZoomReleaseMotion?
    /// True from the moment a dismissal's animator is vended until that dismissal ends.
    public private(set) var isDismissing = false
    /// The interaction a drag on the detail drives the dismissal with, while it starts one
    /// (`ZoomInteractiveDismissal`); vended as the dismissal's interaction controller.
    public var dragInteraction: InteractiveTransitioning?
    /// The animators vended last, for inspection.
    public private(set) weak var lastPresentAnimator: ZoomPresentAnimator?
    public private(set) weak var lastDismissAnimator: ZoomDismissAnimator?

    public init(source: ZoomTransitionSource? = nil) {
        self.source = source
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? {
        if self.source == nil {
            self.source = (presenting as? ZoomTransitionSource) ?? (source as? ZoomTransitionSource)
        }
        let animator = ZoomPresentAnimator(source: self.source)
        lastPresentAnimator = animator
        return animator
    }

    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dragInteraction
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let animator = ZoomDismissAnimator(
            source: source, releaseVelocity: releaseVelocity, releaseMotion: releaseMotion
        ) { [weak self] in
            self?.isDismissing = false
        }
        (releaseVelocity, releaseMotion) = (nil, nil)
        isDismissing = true
        lastDismissAnimator = animator
        return animator
    }
}
