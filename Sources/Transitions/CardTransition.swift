import Motion
import ViewKit

/// The App Store "Today" card transition (seed 000's CardTransitionManager): the selected card
/// shrinks a little, then springs open into the detail over a growing white page while the
/// list behind blurs and dims; closing springs it back into its cell. Set it as the detail's
/// `transitioningDelegate` (it is weak: keep the manager alive, as the list does) and present
/// with `.overCurrentContext`, so the list stays underneath for the blur.
///
/// Beyond the seed: a click during the expansion reverses it from where it is; a dismissal
/// fired by a pull carries the drag's velocity into the return spring.
public final class CardTransitionManager: ViewControllerTransitioningDelegate, AnimatedTransitioning,
    DeclaresCaches
{
    /// Seconds: the whole presentation, the seed's 0.8.
    public let transitionDuration: Double = 0.8
    /// Seconds: the shrink before the spring, the seed's 0.2.
    public let shrinkDuration: Double = 0.2
    /// The card's scale at the end of the shrink.
    public static let shrinkScale: CGFloat = 0.95
    /// 0…1: the dim at the end of the shrink.
    public static let shrinkDimAlpha: CGFloat = 0.05
    /// The expand/contract spring's damping ratio.
    public static let springDampingRatio: CGFloat = 0.75
    /// UIKit-normalised (fractions of the distance per second): the spring's initial velocity.
    public static let springInitialVelocity = CGVector(dx: 0, dy: 2)
    /// Largest normalised velocity a pull hands on, so a short return does not fling.
    public static let maximumReleaseVelocity: CGFloat = 8
    /// Fractions of the spring's duration: when the presented page (the article) starts to fade
    /// in, and for how long. It is fully in before the spring settles (at 0.567 s of its 0.6 s
    /// with the seed's initial velocity), when the card is within 1 pt of its place.
    public static let pageFade = (start: 0.6, length: 0.3)
    /// The seed cell's shadow (seed 000's shadowView: black, radius 8, no offset); the white
    /// backing carries it while it has the card's corners.
    public static let cardShadowRadius: CGFloat = 8

    /// The direction of the transition being (or last) run.
    public internal(set) var transition: CardTransitionType = .presentation

    /// The light blur over the list; it stays in the container under the presented detail.
    public let blurEffectView = BlurView(style: .light)
    /// Black, over the blur; it stays with the blur.
    public let dimmingView = View()
    /// The white page that grows from the card to the container (or shrinks back).
    public let whiteView = View()
    /// On the white page during a close: a picture of the page with its article, which fades out
    /// over the first 30 % of the close (and back in if the close turns round), as the article
    /// fades in over the open's last 30 %.
    public let pagePicture = ImageView()
    /// Clips the page's picture to the white page's bounds and corners: the picture keeps the
    /// page's proportions at the white page's width, its top at the page's top, so the article
    /// stays under the card's header as the page closes up from below.
    let pageClip = View()

    /// The flying copy, while a transition runs.
    public internal(set) var cardViewCopy: CardTransitionCopyView?
    /// The 0.2 s ease-out shrink, while it exists (presentation only).
    public internal(set) var shrinkAnimator: PropertyAnimator?
    /// The spring that carries the copy to its destination.
    public internal(set) var expandContractAnimator: PropertyAnimator?
    /// The presented page's fade-in over the spring's end, while it exists (presentation only).
    public internal(set) var pageFadeAnimator: PropertyAnimator?
    /// True once a click reversed the expansion.
    public internal(set) var isReversing = false
    /// The shrink undone after a reversed spring brought the card back to its cell, while it runs.
    var unshrinkAnimator: PropertyAnimator?
    /// The running flight as its driver moves it, once a hand or a release takes it.
    var flightPath: CardFlightPath?
    /// The detail being dismissed, while a dismissal is vended.
    private weak var dismissedDetail: CardTransitionPresented?

    /// The list the card comes from and returns to. Set it before presenting, or the manager
    /// looks for one among the presenting controller and its children.
    public weak var presentingSide: CardTransitionPresenting?
    /// Views the running transition hid; shown again when it ends.
    var hiddenViews: [View] = []
    /// The running presentation's context, for the reversal.
    weak var runningContext: TransitionContext?

    /// The blur, the dim, the white page and the page's picture: made once and kept out of the
    /// window between transitions, declared so the leak check counts them as kept on purpose
    /// (declare the manager among your own caches, as the list that keeps it alive does).
    public var declaredCaches: [AnyObject] { [blurEffectView, dimmingView, whiteView, pageClip, pagePicture] }

    public init() {
        dimmingView.backgroundColor = .black
        whiteView.backgroundColor = .white
        for view in [blurEffectView, dimmingView, whiteView] as [View] { view.isUserInteractionEnabled = false }
        // The list is blurred while the card still shrinks, between frames, not in the frame
        // the blur starts to fade in.
        blurEffectView.preparesBackdrop = true
        (blurEffectView.traceName, dimmingView.traceName, whiteView.traceName) = ("blur", "dim", "white")
        whiteView.shadowColor = .black
        whiteView.shadowRadius = CardTransitionManager.cardShadowRadius
        whiteView.shadowOffset = .zero
        pageClip.clipsToBounds = true
        pageClip.isUserInteractionEnabled = false
        pagePicture.isUserInteractionEnabled = false
        pageClip.addSubview(pagePicture)
    }

    // MARK: ViewControllerTransitioningDelegate

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? {
        transition = .presentation
        if presentingSide == nil {
            presentingSide =
                CardTransitionManager.findPresenting(in: source) ?? CardTransitionManager.findPresenting(in: presenting)
        }
        return self
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        transition = .dismissal
        if presentingSide == nil, let presenter = dismissed.presentingViewController {
            presentingSide = CardTransitionManager.findPresenting(in: presenter)
        }
        dismissedDetail = dismissed as? CardTransitionPresented
        return self
    }

    /// The detail's edge swipe while it drives the close (`CardEdgeSwipeDismissal.interaction`).
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dismissedDetail?.cardEdgeSwipeDismissal?.interaction
    }

    /// The controller itself, or the first descendant (a tab's child, say) that is the list.
    static func findPresenting(in controller: ViewController) -> CardTransitionPresenting? {
        if let list = controller as? CardTransitionPresenting { return list }
        for child in controller.children {
            if let list = findPresenting(in: child) { return list }
        }
        return nil
    }

    // MARK: AnimatedTransitioning

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        transitionDuration
    }

    public func animateTransition(using transitionContext: TransitionContext) {
        switch transition {
        case .presentation: presentTransition(using: transitionContext)
        case .dismissal: dismissalTransition(using: transitionContext)
        }
    }

    /// A click during the expansion, before any hand took the card, reverses the seed's running
    /// animator from where it is; the card then returns to its cell and the presentation ends
    /// not completed. Once the driver moves the flight, it turns it round itself.
    public func interruptTransition(using transitionContext: TransitionContext, at point: CGPoint?) -> Bool {
        guard !transitionContext.driver.isDriving, transition == .presentation, transitionContext.isPresenting,
            !isReversing, cardViewCopy != nil
        else {
            return false
        }
        if let spring = expandContractAnimator, spring.state == .active {
            isReversing = true
            spring.isReversed = true
            reversePageFade()
            return true
        }
        if let shrink = shrinkAnimator, shrink.state == .active {
            isReversing = true
            shrink.isReversed = true
            return true
        }
        return false
    }

    /// Reduce Motion fades the detail out instead of flying the card home: after a pull, the
    /// blurred and dimmed list around the shrunken page clears alongside, and the card's cell
    /// shows at once (it is under the page).
    public func transitionWillCrossFade(using transitionContext: TransitionContext) {
        guard transition != .presentation, showsPullBackdrop,
            let coordinator = transitionContext.containerView.window?.transitionCoordinator
        else { return }
        for view in hiddenViews { view.isHidden = false }
        hiddenViews = []
        let (blur, dim) = (blurEffectView, dimmingView)
        coordinator.animate(alongsideTransition: { _ in (blur.alpha, dim.alpha) = (0, 0) })
    }

    /// Reduce Motion faded the detail in or out instead of the flight: what the flight's landing
    /// does for the detail at rest is done here (its pull-down and edge swipe, its close).
    public func transitionDidCrossFade(using transitionContext: TransitionContext, completed: Bool) {
        let presenting = transition == .presentation
        guard let detail = transitionContext.viewController(forKey: presenting ? .to : .from),
            let presented = detail as? CardTransitionPresented
        else { return }
        if !presenting { cleanUpFlight(removingBackground: true) }
        if presenting && completed {
            restingDetailView = detail.view
            presented.cardPullDownDismissal?.backdrop = self
            prepareDismissal(on: presented.cardTransitionCloseButton, page: detail.view)
        }
        // As the flight's landings tell it: a presentation once at rest, a dismissal either way.
        if !presenting || completed { presented.cardTransitionDidEnd(presenting: presenting, completed: completed) }
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        // The detail stays at rest after a completed presentation or a cancelled dismissal.
        if (transition == .presentation) != transitionCompleted { restingDetailView = nil }
        shrinkAnimator = nil
        expandContractAnimator = nil
        pageFadeAnimator = nil
        cardViewCopy = nil
        isReversing = false
        runningContext = nil
        unshrinkAnimator = nil
        // The landing closures hold the detail and the context: nothing may outlive the end.
        flightPath = nil
    }

    /// The flight, for the transition's driver: the card, its page and the look around them,
    /// moved as one (`CardFlightPath`).
    public func transitionPath(using transitionContext: TransitionContext) -> TransitionPath? { flightPath }

    /// Stops the seed's animators where they are drawn: the driver moves the flight from here.
    func stopFlightAnimators() {
        for animator in [shrinkAnimator, expandContractAnimator, pageFadeAnimator, unshrinkAnimator].compactMap({ $0 })
        where animator.state != .inactive {
            animator.stopAnimation(true)
        }
        (shrinkAnimator, expandContractAnimator, pageFadeAnimator, unshrinkAnimator) = (nil, nil, nil, nil)
    }

    /// The page fades back out from where it is; one still waiting to start never shows.
    private func reversePageFade() {
        guard let fade = pageFadeAnimator, fade.state == .active else { return }
        if fade.fractionComplete > 0 {
            fade.isReversed = true
        } else {
            fade.stopAnimation(true)
        }
    }

    // MARK: Shared pieces

    /// Seed's `addBackgroundView`: the blur and the dim over the whole container, at the
    /// values this direction starts from.
    func addBackgroundViews(to containerView: View) {
        blurEffectView.frame = containerView.bounds
        blurEffectView.alpha = transition.next.blurAlpha
        containerView.addSubview(blurEffectView)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = transition.next.dimAlpha
        containerView.addSubview(dimmingView)
    }

    /// Seed's `createCardViewCopy`, wrapped with the close button look-alike.
    func makeCardViewCopy(of cardView: View, closeButton: Button?) -> CardTransitionCopyView {
        let card = (cardView as? CardCopyable)?.makeTransitionCopy() ?? cardView.snapshotView(afterScreenUpdates: true)
        let copy = CardTransitionCopyView(card: card, closeButtonLike: closeButton)
        (copy.traceName, copy.closeButton.traceName) = ("card", "close")
        return copy
    }

    /// Hides views for the flight and remembers them.
    func hideDuringFlight(_ views: [View?]) {
        for case let view? in views where !view.isHidden {
            view.isHidden = true
            hiddenViews.append(view)
        }
    }

    /// The presented detail's view at rest, over which a pull shows the backdrop again.
    weak var restingDetailView: View?
    /// Close buttons whose press prepares the page's picture (see CardTransition+Preparation).
    var preparingButtons: [WeakButton] = []
    /// True while a pull shows the blurred list around the shrinking page.
    public private(set) var showsPullBackdrop = false

    /// A pull began (true) or ended without dismissing (false): the blur and dim come back
    /// under the page at their presented values, and the card's cell empties as while the card
    /// flew, since the card is in the detail; then both go again.
    public func setPullBackdrop(_ shown: Bool) {
        guard shown != showsPullBackdrop, let detailView = restingDetailView, let container = detailView.superview
        else {
            return
        }
        showsPullBackdrop = shown
        if shown {
            blurEffectView.frame = container.bounds
            blurEffectView.alpha = CardTransitionType.presentation.blurAlpha
            dimmingView.frame = container.bounds
            dimmingView.alpha = CardTransitionType.presentation.dimAlpha
            container.insertSubview(blurEffectView, belowSubview: detailView)
            container.insertSubview(dimmingView, belowSubview: detailView)
            hideDuringFlight([
                presentingSide?.cardTransitionSelectedCell, presentingSide?.cardTransitionSelectedCardView,
            ])
        } else {
            cleanUpFlight(removingBackground: true)
        }
    }

    /// Shows what the flight hid and takes the flying pieces out.
    func cleanUpFlight(removingBackground: Bool) {
        showsPullBackdrop = false
        for view in hiddenViews { view.isHidden = false }
        hiddenViews = []
        cardViewCopy?.removeFromSuperview()
        pageClip.removeFromSuperview()
        pagePicture.image = nil
        whiteView.removeFromSuperview()
        whiteView.transform = .identity
        if removingBackground {
            blurEffectView.removeFromSuperview()
            dimmingView.removeFromSuperview()
        }
    }
}
