import ViewKit

/// The detail's scroll handling from seed 000's DetailViewController, reusable: pulled down
/// past the top, the page gives way to a snapshot that shrinks and rounds with the pull, and
/// past `dismissalOffset` the detail dismisses; the close button turns dark once the card has
/// scrolled away. The detail forwards its scroll view's delegate calls here.
public final class CardPullDownDismissal {
    /// Points of pull (negative content offset) at which the detail dismisses: the seed's 30.
    public static let dismissalOffset: CGFloat = 30
    /// Points of content offset from which the close button is dark: the seed's 320.
    public static let darkCloseButtonOffset: CGFloat = 320

    /// The snapshot's scale at content offset `y` (points, negative when pulled):
    /// (100 + y / 2.5) / 100.
    public static func snapshotScale(forContentOffset y: CGFloat) -> CGFloat { (100 + y / 2.5) / 100 }

    /// Points: the snapshot's corner radius at content offset `y`: min(−y, 30).
    public static func snapshotCornerRadius(forContentOffset y: CGFloat) -> CGFloat {
        -y > dismissalOffset ? dismissalOffset : -y
    }

    /// The close button's tint at content offset `y`: white over the card, dark grey below it.
    public static func closeButtonTint(forContentOffset y: CGFloat) -> Color {
        y < darkCloseButtonOffset ? .white : .darkGray
    }

    /// The seed's snapshotView: white, with a soft shadow, hidden until a pull.
    public let snapshotView = ImageView()
    /// Hides the page's own views while the snapshot stands in for them (and shows them back).
    public var setViewsHidden: (Bool) -> Void
    /// Dismisses the detail (the seed's `dismiss(animated: true)`).
    public var dismiss: () -> Void
    /// The button whose tint follows the offset.
    public weak var closeButton: Button?
    /// The transition that presented the detail; it shows the blurred list while pulling.
    public weak var backdrop: CardTransitionManager?
    /// True once the pull fired the dismissal (it fires once).
    public private(set) var didFireDismissal = false
    /// Points per second, in the window's axes: the drag's velocity when the dismissal fired.
    public private(set) var firingVelocity: CGPoint = .zero
    /// Points per second: how fast the content offset changed when the dismissal fired (negative
    /// as the pull grows); the close carries the page's motion on.
    public private(set) var firingPullRate: CGFloat = 0
    /// The scroll view being pulled, for the motion of a pull a dismissal takes over.
    private weak var pulledScrollView: ScrollView?

    public init(closeButton: Button?, setViewsHidden: @escaping (Bool) -> Void, dismiss: @escaping () -> Void) {
        self.closeButton = closeButton
        self.setViewsHidden = setViewsHidden
        self.dismiss = dismiss
        snapshotView.backgroundColor = .white
        snapshotView.clipsToBounds = true
        snapshotView.shadowColor = .black
        snapshotView.shadowOpacity = 0.2
        snapshotView.shadowRadius = 10
        snapshotView.shadowOffset = CGSize(width: -1, height: 2)
        snapshotView.isHidden = true
        snapshotView.isUserInteractionEnabled = false
        snapshotView.traceName = "pull"
    }

    /// The snapshot is showing instead of the page.
    public var isPulling: Bool { !snapshotView.isHidden }

    /// Seed's `createSnapshotOfView`: pictures `view` and puts the picture at the top of
    /// `scrollView`'s content, hidden until a pull. Call when the presentation completes.
    public func takeSnapshot(of view: View, in scrollView: ScrollView) {
        snapshotView.isHidden = true
        snapshotView.transform = .identity
        let picture = view.snapshotImage()
        snapshotView.image = picture
        // A pull and a close at the page's top show it first: its pixels are made now, between
        // frames, not in the frame either starts.
        view.window?.prepare(picture)
        scrollView.addSubview(snapshotView)
        snapshotView.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        didFireDismissal = false
    }

    /// Seed's `scrollViewDidScroll`.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let yPositionForDismissal = CardPullDownDismissal.dismissalOffset
        let yContentOffset = scrollView.contentOffset.y

        closeButton?.tintColor = CardPullDownDismissal.closeButtonTint(forContentOffset: yContentOffset)

        // Beyond the seed: a pull let go short of the trigger keeps its bounce, so the content
        // springs back from where it is and the snapshot follows it down to scale 1 (the seed
        // turns bounce off, so the page jumped back in one frame).
        let returning = isPulling && yContentOffset < 0 && !didFireDismissal
        if scrollView.isTracking || returning {
            scrollView.bounces = true
        } else {
            scrollView.bounces = yContentOffset > 0
        }

        if yContentOffset < 0 && (scrollView.isTracking || returning) && snapshotView.image != nil {
            pulledScrollView = scrollView
            setViewsHidden(true)
            snapshotView.isHidden = false
            backdrop?.setPullBackdrop(true)

            let scale = CardPullDownDismissal.snapshotScale(forContentOffset: yContentOffset)
            snapshotView.transform = CGAffineTransform(scaleX: scale, y: scale)
            snapshotView.cornerRadius = CardPullDownDismissal.snapshotCornerRadius(forContentOffset: yContentOffset)

            if yPositionForDismissal + yContentOffset <= 0 && !didFireDismissal {
                fire(from: scrollView)
            }
        } else if !didFireDismissal {
            // Once fired, the snapshot stays as it was: the transition starts from it.
            setViewsHidden(false)
            snapshotView.isHidden = true
            backdrop?.setPullBackdrop(false)
        }
    }

    /// Beyond the seed: a pull let go before the trigger still closes the card when its momentum
    /// would carry it past (UIKit's projection, pull + v · 0.998 / (1000 · (1 − 0.998))),
    /// carrying its speed. `velocity`: the content's, in points per millisecond (UIKit's).
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {
        let pull = -scrollView.contentOffset.y
        guard pull > 0, isPulling, !didFireDismissal else { return }
        let downward = -velocity.y * 1000
        guard CardPullDownDismissal.projectedPull(pull, velocity: downward) >= CardPullDownDismissal.dismissalOffset
        else {
            return
        }
        fire(from: scrollView)
    }

    /// The pull closes the card: the snapshot stays as it is drawn, and the close starts from it
    /// carrying on how it moves.
    private func fire(from scrollView: ScrollView) {
        didFireDismissal = true
        firingVelocity = scrollView.panGestureRecognizer.velocity(in: nil)
        firingPullRate = scrollView.contentOffsetVelocity.y
        dismiss()
    }

    /// How the pulled page and its top `cardHeight` points move in `container` at `rate` (the
    /// content offset's, points per second): the snapshot is scaled about its centre by
    /// s = (100 + y / 2.5) / 100 and carried down as the offset y goes negative, so its centre
    /// moves at −y′ and its scale by y′ / 250 per second. The close carries its top edge on.
    private func pullMotion(rate: CGFloat, cardHeight: CGFloat, in container: View) -> CardSourceMotion {
        let page = container.convert(snapshotView.bounds, from: snapshotView)
        let scale = snapshotView.transform.d
        guard scale > 0 else { return .zero }
        let card = CGRect(x: page.minX, y: page.minY, width: page.width, height: cardHeight * scale)
        return CardSourceMotion(
            card: card, page: page, pivot: CGPoint(x: page.midX, y: page.midY),
            pivotVelocity: CGVector(dx: 0, dy: -rate), scaleRate: rate / 250 / scale,
            anchor: CGPoint(x: page.midX, y: page.minY))
    }

    /// Points: where a pull of `pull` points moving at `velocity` (points per second, downward)
    /// would come to rest on UIKit's normal deceleration (`TransitionRelease.projection`).
    public static func projectedPull(_ pull: CGFloat, velocity: CGFloat) -> CGFloat {
        TransitionRelease.projection(of: pull, velocity: velocity)
    }

    /// Seed's `scrollViewDidEndDecelerating`.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        scrollView.bounces = true
    }

    /// Where a collapse starts: from the shrunken snapshot while it shows, whether the pull fired
    /// the close or a close (Esc, say) came during the pull (its card part, its corner radius,
    /// and how it moved), else from `cardView` at rest. From here the close owns the snapshot:
    /// it stays as it is drawn.
    public func dismissalSource(cardView: View, in container: View) -> CardTransitionSource {
        guard !snapshotView.isHidden, snapshotView.image != nil else {
            var source = CardTransitionSource(
                frame: container.convert(cardView.bounds, from: cardView), cornerRadius: 0,
                backingFrame: container.bounds, velocity: .zero)
            // At its top the page shows what the snapshot shows: no need to draw it again.
            if (snapshotView.superview as? ScrollView)?.contentOffset == .zero {
                source.pagePicture = snapshotView.image
            }
            return source
        }
        if !didFireDismissal {
            didFireDismissal = true
            firingPullRate = pulledScrollView?.contentOffsetVelocity.y ?? 0
            firingVelocity = .zero
        }
        let height = cardView.bounds.height
        let card = CGRect(x: 0, y: 0, width: snapshotView.bounds.width, height: height)
        var source = CardTransitionSource(
            frame: container.convert(card, from: snapshotView),
            cornerRadius: snapshotView.cornerRadius,
            backingFrame: container.convert(snapshotView.bounds, from: snapshotView),
            motion: pullMotion(rate: firingPullRate, cardHeight: height, in: container))
        source.pagePicture = snapshotView.image
        return source
    }

    /// After the dismissal ended: the page is back for the next presentation.
    public func reset() {
        didFireDismissal = false
        firingVelocity = .zero
        firingPullRate = 0
        snapshotView.isHidden = true
        snapshotView.transform = .identity
        setViewsHidden(false)
    }
}
