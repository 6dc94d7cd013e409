import Motion
import ViewKit

/// The mini player's motion, both ways, on one `PropertyAnimator` from the bar (fraction 0 of
/// a presentation) to the player at rest (fraction 1), so a drag scrubs it, a press grabs it at
/// any frame, and a release continues it on a spring:
/// - the player rises from the bar's place, its width from the bar's, its corners from the
///   bar's to its own, fading in as the bar fades out;
/// - a copy of the artwork flies from the bar's artwork to the player's, both hidden meanwhile,
///   so exactly one artwork shows;
/// - the dim over the presenting screen rides the same animator (an alongside animation).
/// A dismissal runs the same path backwards. With no bar in the window (another tab shown),
/// the player slides up from, or down to, the window's bottom edge instead.
/// `MiniPlayerTransitionDelegate` makes one for each presentation and dismissal; apps do not.
public final class MiniPlayerAnimator: AnimatedTransitioning {
    public let isPresenting: Bool
    private weak var bar: MiniPlayerBarProviding?
    /// The animator carrying the motion, while it runs.
    public private(set) var animator: PropertyAnimator?
    /// The player's view, while the transition runs.
    private weak var playerView: View?
    /// The artwork in flight, while there is one.
    public private(set) weak var flyingArtwork: ImageView?

    init(isPresenting: Bool, bar: MiniPlayerBarProviding?) {
        self.isPresenting = isPresenting
        self.bar = bar
    }

    /// The part of the run, nearest the bar, over which the bar and the player cross-fade.
    public static let fadeFraction = 0.3

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        MiniPlayerTransitionDelegate.duration
    }

    /// What puts the resting player on the bar.
    private struct Ends {
        /// The transform that puts the resting player on the bar.
        let onBar: CGAffineTransform
        let barRadius: CGFloat
    }

    public func animateTransition(using context: TransitionContext) {
        guard let player = context.viewController(forKey: isPresenting ? .to : .from), let view = player.view else {
            return context.completeTransition(false)
        }
        let container = context.containerView
        let resting = isPresenting ? context.finalFrame(for: player) : context.initialFrame(for: player)
        view.transform = .identity
        view.frame = resting
        if view.superview !== container { container.addSubview(view) }
        view.layoutIfNeeded()
        view.clipsToBounds = true
        view.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        if view.traceName == nil { view.traceName = "player" }
        let ends = self.ends(of: resting, in: container)
        let artwork = startArtworkFlight(of: player, in: container)
        let barView = bar?.miniPlayerBar
        // The cross-fade between the bar and the player takes the part of the run nearest the
        // bar, so the player is opaque for most of its way and the bar never shows through it.
        let fade = MiniPlayerAnimator.fadeFraction
        let fadeStart = isPresenting ? 0 : 1 - fade
        let up = { (isUp: Bool) in
            view.transform = isUp ? .identity : ends.onBar
            view.cornerRadius = isUp ? MiniPlayerTransitionDelegate.playerCornerRadius : ends.barRadius
            artwork?.apply(isUp)
            View.addKeyframe(withRelativeStartTime: fadeStart, relativeDuration: fade) {
                view.alpha = isUp ? 1 : 0
                barView?.alpha = isUp ? 0 : 1
            }
        }
        up(!isPresenting)
        let animator = PropertyAnimator(
            duration: MiniPlayerTransitionDelegate.duration, timingParameters: SpringTimingParameters(dampingRatio: 1))
        animator.addAnimations { [isPresenting] in up(isPresenting) }
        playerView = view
        // Weak: this object keeps the animator.
        context.completeTransition(whenEnds: animator) { [weak self, weak context, isPresenting] in
            let isUp = (context?.transitionWasCancelled ?? false) != isPresenting
            artwork?.land()
            barView?.alpha = isUp ? 0 : 1
            self?.animator = nil
        }
        self.animator = animator
        animator.startAnimation()
    }

    private func ends(of resting: CGRect, in container: View) -> Ends {
        guard let bar = bar?.miniPlayerBar, bar.window === container.window else {
            // No bar shown: from the window's bottom edge, full width.
            let below = container.bounds.maxY - resting.minY
            return Ends(onBar: CGAffineTransform(translationX: 0, y: below), barRadius: 0)
        }
        let barFrame = ZoomTransition.shownFrame(of: bar, in: container)
        // Scaled about the player's centre, which lies on the bar's vertical centre line
        // when the bar is centred; translated so the top edges meet.
        let scaleX = resting.width > 0 ? barFrame.width / resting.width : 1
        let dx = barFrame.midX - resting.midX
        let dy = barFrame.minY - resting.minY
        return Ends(
            onBar: CGAffineTransform(translationX: dx, y: dy).scaledBy(x: scaleX, y: 1),
            barRadius: bar.presentation.cornerRadius)
    }

    /// The artwork copy and the two artworks it stands for, or nil when either is missing.
    private func startArtworkFlight(of player: ViewController, in container: View) -> ArtworkFlight? {
        guard let small = bar?.miniPlayerBarArtwork, small.window === container.window,
            let large = (player as? MiniPlayerDestination)?.playerArtwork
        else { return nil }
        let copy = ZoomTransition.copy(of: small, in: container)
        copy.traceName = "artwork"
        let flight = ArtworkFlight(
            copy: copy, small: small, large: large, smallFrame: copy.frame, smallRadius: copy.cornerRadius,
            largeFrame: large.convert(large.bounds, to: container), largeRadius: large.cornerRadius)
        container.addSubview(copy)
        (small.isHidden, large.isHidden) = (true, true)
        flyingArtwork = copy
        return flight
    }

    // MARK: Grabbing

    public func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }

    /// The player, or the artwork flying over it, where they are drawn.
    public func grabbedView(using transitionContext: TransitionContext, at point: CGPoint) -> View? {
        guard let playerView, let window = playerView.window else { return nil }
        let container = transitionContext.containerView
        let local = container.convert(point, from: window)
        if let flyingArtwork, ZoomTransition.shownFrame(of: flyingArtwork, in: container).contains(local) {
            return playerView
        }
        return ZoomTransition.shownFrame(of: playerView, in: container).contains(local) ? playerView : nil
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        flyingArtwork?.removeFromSuperview()
    }
}

/// A copy of the artwork flying between the bar's and the player's, which hide meanwhile.
private struct ArtworkFlight {
    let copy: ImageView
    let small: ImageView
    let large: ImageView
    let smallFrame: CGRect
    let smallRadius: CGFloat
    let largeFrame: CGRect
    let largeRadius: CGFloat

    /// Puts the copy on the player's artwork (`up`) or on the bar's.
    func apply(_ up: Bool) {
        copy.frame = up ? largeFrame : smallFrame
        copy.cornerRadius = up ? largeRadius : smallRadius
    }

    /// The copy rests on one of the two: they show again and it goes.
    func land() {
        (small.isHidden, large.isHidden) = (false, false)
        copy.removeFromSuperview()
    }
}
