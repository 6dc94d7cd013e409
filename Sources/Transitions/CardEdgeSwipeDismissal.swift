import Motion
import ViewKit

/// The App Store's edge swipe on an opened card, for a detail to install: a drag that starts
/// within 20 pt of the left edge and moves right shrinks the page towards 0.86 of its size over
/// the first 120 pt (rubber-banded beyond), rounding its corners from 0 to 20, over the blurred
/// list. Let go past half that travel, or moving fast enough that its momentum would carry it
/// past, it closes into the card's cell from where it is drawn, as the close button closes it;
/// otherwise it springs back at the drag's speed, and a press anywhere catches it on the way.
public final class CardEdgeSwipeDismissal {
    /// Points: the travel over which the page shrinks fully.
    public static let shrinkTravel: CGFloat = 120
    /// The page's scale at the end of that travel.
    public static let smallestScale: CGFloat = 0.86
    /// Points: the page's corner radius at the end of that travel.
    public static let largestCornerRadius: CGFloat = 20
    /// Seconds: the base of the spring back (`Spring.handOff`), as the rest of the framework's returns.
    public static let springBackDuration = 0.5

    /// 0 at rest, 1 at `shrinkTravel`; above 1, rubber-banded (0.55 over `width`), for a drag of
    /// `travel` points to the right.
    public static func progress(forTravel travel: CGFloat, width: CGFloat) -> CGFloat {
        let shown = band(width).clamp(Double(max(travel, 0)), to: 0...Double(shrinkTravel))
        return CGFloat(shown) / shrinkTravel
    }

    /// Points: the travel that shows `progress` (the inverse of `progress(forTravel:width:)`).
    public static func travel(forProgress progress: CGFloat, width: CGFloat) -> CGFloat {
        CGFloat(band(width).unclamp(Double(progress * shrinkTravel), from: 0...Double(shrinkTravel)))
    }

    public static func scale(forProgress progress: CGFloat) -> CGFloat { 1 - (1 - smallestScale) * progress }

    public static func cornerRadius(forProgress progress: CGFloat) -> CGFloat {
        largestCornerRadius * min(max(progress, 0), 1)
    }

    /// Whether a release at `travel` points moving at `velocity` (points per second, right
    /// positive) closes the card: its momentum projection passes half of `shrinkTravel`. Let go
    /// still past half, that is the travel itself; flung back left, it stays open.
    public static func dismisses(travel: CGFloat, velocity: CGFloat) -> Bool {
        CardPullDownDismissal.projectedPull(travel, velocity: velocity) >= shrinkTravel / 2
    }

    /// Progress per point of travel at `travel` (1/120 before the band, less within it).
    static func slope(at travel: CGFloat, width: CGFloat) -> CGFloat {
        progress(forTravel: travel + 0.5, width: width) - progress(forTravel: travel - 0.5, width: width)
    }

    private static func band(_ width: CGFloat) -> RubberBand { RubberBand(dimension: Double(max(width, 1))) }

    /// The swipe; install it with `install(on:scrollView:)`.
    public let pan = CardEdgeSwipeGestureRecognizer()
    /// A picture of the page as it was when the swipe began, shrunk in its place.
    public let snapshotView = ImageView()
    /// Hides the page's own views while the snapshot stands in for them (and shows them back).
    public var setViewsHidden: (Bool) -> Void
    /// Closes the detail (its `dismiss(animated: true)`).
    public var dismiss: () -> Void
    /// The transition that presented the detail; it shows the blurred list behind the page.
    public weak var backdrop: CardTransitionManager?
    /// True once a release closed the card.
    public private(set) var didFireDismissal = false
    /// Points per second, window axes: the drag's velocity when it closed the card.
    public private(set) var firingVelocity: CGPoint = .zero
    /// Per second: how fast the page's progress (0 at rest, 1 at `shrinkTravel`) changed when
    /// the swipe closed the card; the close carries the shrink on.
    public private(set) var firingProgressRate: CGFloat = 0
    /// 0…1 (more when banded): how far the page is shrunk now.
    public private(set) var progress: CGFloat = 0
    /// The spring back, while it runs.
    public private(set) var spring: PropertyAnimator?
    private weak var pageView: View?
    /// Points the pan's translation starts from: the travel the page showed when a press caught it.
    private var travelOrigin: CGFloat = 0
    /// True from a press that caught the spring until a drag takes over or the press ends.
    private var isHeld = false

    public init(setViewsHidden: @escaping (Bool) -> Void, dismiss: @escaping () -> Void) {
        self.setViewsHidden = setViewsHidden
        self.dismiss = dismiss
        snapshotView.clipsToBounds = true
        snapshotView.isHidden = true
        snapshotView.isUserInteractionEnabled = false
        snapshotView.traceName = "detail"
        pan.addTarget(self, action: CardEdgeSwipeDismissal.handlePan)
        pan.onPress = { [weak self] in self?.catchSpring() }
        pan.onSequenceEnd = { [weak self] in self?.letGoOfHeldSpring() }
    }

    /// Puts the swipe on `page` (the detail's root view), the snapshot above the page's views
    /// (add it after them), and makes `scrollView` wait for the swipe to fail before it scrolls.
    public func install(on page: View, scrollView: ScrollView?) {
        pageView = page
        page.addGestureRecognizer(pan)
        page.addSubview(snapshotView)
        scrollView?.panGestureRecognizer.require(toFail: pan)
    }

    /// The snapshot is showing instead of the page.
    public var isSwiping: Bool { !snapshotView.isHidden }

    private func handlePan(_ recognizer: GestureRecognizer) {
        guard let page = pageView else { return }
        switch recognizer.state {
        case .began, .changed:
            if !isSwiping { begin(on: page) }
            isHeld = false
            let travel = travelOrigin + pan.translation(in: nil).x
            show(CardEdgeSwipeDismissal.progress(forTravel: travel, width: page.bounds.width))
        case .ended, .cancelled:
            let travel = travelOrigin + pan.translation(in: nil).x
            let velocity = pan.velocity(in: nil)
            if recognizer.state == .ended,
                CardEdgeSwipeDismissal.dismisses(travel: travel, velocity: velocity.x)
            {
                didFireDismissal = true
                firingVelocity = velocity
                firingProgressRate = velocity.x * CardEdgeSwipeDismissal.slope(at: travel, width: page.bounds.width)
                pan.beginsAnywhere = false
                dismiss()
            } else {
                springBack(velocity: velocity.x, at: travel, width: page.bounds.width)
            }
        default:
            break
        }
    }

    /// The page steps aside for a picture of itself, over the blurred list.
    private func begin(on page: View) {
        snapshotView.image = page.snapshotImage()
        snapshotView.frame = page.bounds
        snapshotView.transform = .identity
        snapshotView.cornerRadius = 0
        snapshotView.isHidden = false
        travelOrigin = 0
        setViewsHidden(true)
        backdrop?.setPullBackdrop(true)
    }

    private func show(_ progress: CGFloat) {
        self.progress = progress
        let scale = CardEdgeSwipeDismissal.scale(forProgress: progress)
        snapshotView.transform = CGAffineTransform(scaleX: scale, y: scale)
        snapshotView.cornerRadius = CardEdgeSwipeDismissal.cornerRadius(forProgress: progress)
    }

    /// Back to full size on a spring that starts at the drag's speed (`velocity`, points per
    /// second at `travel`) and does not brake as it takes over (`Spring.handOff`).
    private func springBack(velocity: CGFloat, at travel: CGFloat, width: CGFloat) {
        let start = progress
        guard start > 0 else { return finishSpringBack() }
        // Progress per second: the drag's speed through the (banded) travel-to-progress slope.
        let rate = Double(velocity * CardEdgeSwipeDismissal.slope(at: travel, width: width))
        let spring = Spring.handOff(
            displacement: Double(start), velocity: rate,
            base: Spring(dampingRatio: 1, duration: CardEdgeSwipeDismissal.springBackDuration))
        // UIKit-normalised: fractions of the distance to go (−start) per second.
        let relative = CGFloat(rate / Double(-start))
        let parameters = SpringTimingParameters(
            mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
            damping: CGFloat(spring.damping),
            initialVelocity: CGVector(dx: relative, dy: relative))
        let animator = PropertyAnimator(
            duration: CardEdgeSwipeDismissal.springBackDuration, timingParameters: parameters)
        let snapshot = snapshotView
        animator.addAnimations {
            snapshot.transform = .identity
            snapshot.cornerRadius = 0
        }
        // Weak: a spring stopped by a press never completes, and must not keep itself alive.
        animator.addCompletion { [weak self, weak animator] position in
            guard let self, let animator, self.spring === animator, position == .end else { return }
            self.spring = nil
            self.finishSpringBack()
        }
        self.spring = animator
        pan.beginsAnywhere = true
        animator.startAnimation()
    }

    /// A press during the spring back: the page stops at the size it is drawn at, and a drag
    /// goes on from there.
    private func catchSpring() {
        guard let spring, let page = pageView else { return }
        spring.stopAnimation(true)
        self.spring = nil
        isHeld = true
        let shown = snapshotView.transform.a
        progress = (1 - shown) / (1 - CardEdgeSwipeDismissal.smallestScale)
        show(progress)
        travelOrigin = CardEdgeSwipeDismissal.travel(forProgress: progress, width: page.bounds.width)
    }

    /// The press that caught the spring ended without a drag: back to full size from rest.
    private func letGoOfHeldSpring() {
        guard isHeld, let page = pageView else { return }
        isHeld = false
        springBack(velocity: 0, at: travelOrigin, width: page.bounds.width)
    }

    private func finishSpringBack() {
        resetSnapshot()
        backdrop?.setPullBackdrop(false)
    }

    private func resetSnapshot() {
        (progress, travelOrigin, isHeld) = (0, 0, false)
        pan.beginsAnywhere = false
        snapshotView.isHidden = true
        snapshotView.transform = .identity
        snapshotView.cornerRadius = 0
        setViewsHidden(false)
    }

    /// Where the close starts while the page is swiped (the swipe fired it, or a close came
    /// during the swipe): the card where the shrunken page shows it (`cardFrame`, in the page's
    /// coordinates), the page's drawn corners and frame, and how fast the page was shrinking about
    /// its centre, which the close carries on. nil otherwise. From here the close owns the
    /// picture: it stays as it is drawn.
    public func dismissalSource(cardFrame: CGRect, in container: View) -> CardTransitionSource? {
        guard isSwiping else { return nil }
        didFireDismissal = true
        // A close that cancelled the swipe (Esc, say) finds it springing back from this frame:
        // stopped, the picture stays where it is drawn.
        spring?.stopAnimation(true)
        spring = nil
        pan.beginsAnywhere = false
        let scale = snapshotView.transform.a
        let page = container.convert(snapshotView.bounds, from: snapshotView)
        let card = container.convert(cardFrame, from: snapshotView)
        let scaleRate = -(1 - CardEdgeSwipeDismissal.smallestScale) * firingProgressRate
        var source = CardTransitionSource(
            frame: card, cornerRadius: snapshotView.cornerRadius * scale, backingFrame: page,
            motion: CardSourceMotion(
                card: card, page: page, pivot: CGPoint(x: page.midX, y: page.midY), pivotVelocity: .zero,
                scaleRate: scale > 0 ? scaleRate / scale : 0))
        source.pagePicture = snapshotView.image
        return source
    }

    /// After a close ended, completed or not: the page is back as it was.
    public func reset() {
        spring?.stopAnimation(true)
        spring = nil
        didFireDismissal = false
        firingVelocity = .zero
        firingProgressRate = 0
        resetSnapshot()
    }
}

/// The edge swipe's pan: a screen-edge pan that also reports the press (to catch the page
/// springing back) and the end of every touch sequence (to let go of a press that never dragged).
public final class CardEdgeSwipeGestureRecognizer: ScreenEdgePanGestureRecognizer {
    public var onPress: (() -> Void)?
    public var onSequenceEnd: (() -> Void)?

    public override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        if beginsAnywhere { onPress?() }
    }

    public override func reset() {
        super.reset()
        onSequenceEnd?()
    }
}
