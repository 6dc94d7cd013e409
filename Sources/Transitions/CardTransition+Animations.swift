import Motion
import ViewKit

extension CardTransitionManager {
    // MARK: Presentation (seed 000's presentTransition)

    func presentTransition(using transitionContext: TransitionContext) {
        let containerView = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to) else { return }
        let toView: View = toController.view
        guard let list = presentingSide, let detail = toController as? CardTransitionPresented,
            let cardView = list.cardTransitionSelectedCardView
        else {
            // Nothing to fly: show the detail at once rather than hang.
            containerView.addSubview(toView)
            return transitionContext.completeTransition(true)
        }
        runningContext = transitionContext
        // Laid out first: the copy's close button takes the detail's button's size, which
        // layout gives it (copied before, it had none and popped in at the end).
        toView.frame = transitionContext.finalFrame(for: toController)
        if toView.traceName == nil { toView.traceName = "page" }
        toView.alpha = 0
        toView.layoutIfNeeded()

        let cardViewCopy = makeCardViewCopy(of: cardView, closeButton: detail.cardTransitionCloseButton)
        self.cardViewCopy = cardViewCopy
        cardViewCopy.frame = containerView.convert(cardView.bounds, from: cardView)
        cardViewCopy.layoutIfNeeded()

        // The list stays in the window underneath (over current context): no need to move it.
        addBackgroundViews(to: containerView)
        whiteView.frame = cardViewCopy.frame
        whiteView.cornerRadius = transition.cornerRadius
        whiteView.shadowOpacity = transition.next.shadowOpacity
        containerView.addSubview(whiteView)
        containerView.addSubview(cardViewCopy)
        containerView.addSubview(toView)
        // The page fades in at the end of the spring; its text and images are made ready now,
        // between frames, not in the frame its fade starts.
        containerView.window?.prepare(view: toView)

        cardViewCopy.closeButton.alpha = transition.next.closeAlpha
        cardViewCopy.cardCornerRadius = transition.cornerRadius
        hideDuringFlight([list.cardTransitionSelectedCell, cardView])

        let target = containerView.convert(detail.cardTransitionCardView.bounds, from: detail.cardTransitionCardView)
        let land: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            if completed {
                // A faster spring than the seed's may settle before the fade ends.
                self.pageFadeAnimator?.stopAnimation(false)
                self.pageFadeAnimator?.finishAnimation(at: .end)
                toView.alpha = 1
                // The opaque detail now covers the blur and the dim: take them out until a pull
                // or the close needs them, so resting frames neither draw nor re-blur them.
                self.cleanUpFlight(removingBackground: true)
                self.restingDetailView = toView
                detail.cardPullDownDismissal?.backdrop = self
                self.prepareDismissal(on: detail.cardTransitionCloseButton, page: toView)
                detail.cardTransitionDidEnd(presenting: true, completed: true)
                transitionContext.completeTransition(true)
            } else {
                toView.alpha = 1
                self.cleanUpFlight(removingBackground: true)
                transitionContext.completeTransition(false)
            }
        }
        flightPath = CardFlightPath(
            manager: self, card: cardViewCopy, container: containerView,
            ends: CardFlightEnds(openFrame: target, closedFrame: cardViewCopy.frame, page: toView, land: land),
            presenting: true)
        moveAndConvertToCardView(
            cardView: cardViewCopy, containerView: containerView, targetFrame: target,
            velocity: CardTransitionManager.springInitialVelocity, fadingIn: toView
        ) { position in
            land(position == .end)
        }
    }

    // MARK: Dismissal (seed 000's dismissalTransition)

    func dismissalTransition(using transitionContext: TransitionContext) {
        let containerView = transitionContext.containerView
        guard let fromController = transitionContext.viewController(forKey: .from) else { return }
        let fromView: View = fromController.view
        guard let detail = fromController as? CardTransitionPresented else {
            return transitionContext.completeTransition(true)
        }
        let targetCardView = presentingSide?.cardTransitionSelectedCardView
        let source = detail.cardTransitionDismissalSource(in: containerView)
        let cardViewCopy = makeCardViewCopy(
            of: detail.cardTransitionCardView, closeButton: detail.cardTransitionCloseButton)
        self.cardViewCopy = cardViewCopy
        // The cell's frame now: the list keeps its scroll position, wherever that is.
        let targetFrame =
            targetCardView.map { containerView.convert($0.bounds, from: $0) }
            ?? source.frame.offsetBy(dx: 0, dy: containerView.bounds.height)

        cardViewCopy.frame = source.frame
        cardViewCopy.layoutIfNeeded()
        let picture = source.pagePicture ?? pagePicture(of: fromView, closeButton: detail.cardTransitionCloseButton)
        // The seed takes the detail out of the container; fading it keeps it linked until the end.
        fromView.alpha = 0

        addBackgroundViews(to: containerView)
        whiteView.frame = source.backingFrame
        whiteView.cornerRadius = max(transition.cornerRadius, source.cornerRadius)
        whiteView.shadowOpacity = transition.next.shadowOpacity
        containerView.addSubview(whiteView)
        containerView.addSubview(cardViewCopy)
        showPagePicture(picture, on: whiteView)

        cardViewCopy.closeButton.alpha = transition.next.closeAlpha
        cardViewCopy.cardCornerRadius = max(transition.cornerRadius, source.cornerRadius)
        hideDuringFlight([targetCardView, presentingSide?.cardTransitionSelectedCell])

        let velocity = releaseVelocity(source.velocity, from: source.frame, to: targetFrame)
        let land: (Bool) -> Void = { [weak self] completed in
            fromView.alpha = 1
            self?.cleanUpFlight(removingBackground: true)
            transitionContext.completeTransition(completed)
            // Not completed (a click, Esc or a grab sent it back): the card went back up into
            // the detail, which stays presented, at rest as before. Told once the transition has
            // ended, so what the detail puts back for its next pull (its stand-in, hidden at
            // rest) is its resting state, not something the transition left hidden.
            detail.cardTransitionDidEnd(presenting: false, completed: completed)
        }
        let home = containerView.convert(detail.cardTransitionCardView.bounds, from: detail.cardTransitionCardView)
        let ends = CardFlightEnds(openFrame: home, closedFrame: targetFrame, page: pagePicture, land: land)
        let path = CardFlightPath(
            manager: self, card: cardViewCopy, container: containerView, ends: ends, presenting: false)
        flightPath = path
        // A gesture drives this close from its first frame (the edge swipe): it takes the
        // driver, and the seed's spring never runs.
        if transitionContext.isInteractive { return }
        let motion =
            source.motion != .zero
            ? source.motion
            : CardSourceMotion(
                cardCentre: CGVector(dx: source.velocity.x, dy: source.velocity.y),
                pageCentre: CGVector(dx: source.velocity.x, dy: source.velocity.y), pageSize: .zero)
        if motion != .zero {
            // A drag fired this close (a pull past its trigger): the card and its page carry on
            // as they were moving, on the driver's hand-off spring. The seed's single spring,
            // capped at 8 times the few points left to the cell per second, dropped a 2160 pt/s
            // pull to 465 pt/s.
            return transitionContext.driver.launch(velocity: path.launchVelocity(motion), towardsEnd: true)
        }
        moveAndConvertToCardView(
            cardView: cardViewCopy, containerView: containerView, targetFrame: targetFrame,
            velocity: velocity
        ) { position in
            land(position == .end)
        }
    }

    /// The spring's initial velocity: the seed's (0, 2), or a pull's speed (points per second)
    /// as fractions of the distance to go per second, so the card leaves at the finger's speed.
    func releaseVelocity(_ velocity: CGPoint, from source: CGRect, to target: CGRect) -> CGVector {
        guard velocity != .zero else { return CardTransitionManager.springInitialVelocity }
        func normalised(_ v: CGFloat, _ distance: CGFloat) -> CGFloat {
            guard abs(distance) > 1 else { return 0 }
            let limit = CardTransitionManager.maximumReleaseVelocity
            return min(max(v / distance, -limit), limit)
        }
        return CGVector(
            dx: normalised(velocity.x, target.midX - source.midX),
            dy: normalised(velocity.y, target.minY - source.minY))
    }

    // MARK: Animators (seed 000)

    func makeShrinkAnimator(for cardView: View) -> PropertyAnimator {
        let scale = CardTransitionManager.shrinkScale
        return PropertyAnimator(duration: shrinkDuration, curve: .easeOut) {
            cardView.transform = CGAffineTransform(scaleX: scale, y: scale)
            self.whiteView.transform = CGAffineTransform(scaleX: scale, y: scale)
            self.dimmingView.alpha = CardTransitionManager.shrinkDimAlpha
        }
    }

    func makeExpandContractAnimator(
        for cardView: CardTransitionCopyView, in containerView: View, to targetFrame: CGRect,
        velocity: CGVector
    ) -> PropertyAnimator {
        let springTiming = SpringTimingParameters(
            dampingRatio: CardTransitionManager.springDampingRatio,
            initialVelocity: velocity)
        let animator = PropertyAnimator(duration: transitionDuration - shrinkDuration, timingParameters: springTiming)
        animator.addAnimations {
            cardView.transform = .identity
            cardView.frame = targetFrame
            cardView.cardCornerRadius = self.transition.next.cornerRadius

            self.blurEffectView.alpha = self.transition.blurAlpha
            self.dimmingView.alpha = self.transition.dimAlpha
            cardView.closeButton.alpha = self.transition.closeAlpha

            containerView.layoutIfNeeded()

            // Identity first: a frame is only meaningful without a transform.
            self.whiteView.transform = .identity
            self.whiteView.frame = self.transition == .presentation ? containerView.bounds : cardView.frame
            self.whiteView.cornerRadius = self.transition.next.cornerRadius
            // The cell's shadow fades with its corners instead of popping.
            self.whiteView.shadowOpacity = self.transition.shadowOpacity
            if self.transition == .dismissal {
                self.fitPagePicture()
                self.fadePagePicture(in: false)
            }
        }
        return animator
    }

    /// Puts `picture` (the page with its article) over `white`, filling it, opaque.
    func showPagePicture(_ picture: Image, on white: View) {
        pagePicture.image = picture
        pagePicture.alpha = 1
        white.addSubview(pageClip)
        fitPagePicture()
    }

    /// Inside a flight's animation: the page's picture keeps the page's proportions at the white
    /// page's width, its top at the white page's top, clipped to the white page's bounds and
    /// corners. (Stretched to the white page's shrinking height, the article would slide up
    /// under the card's header.)
    func fitPagePicture() {
        let bounds = whiteView.bounds
        pageClip.frame = bounds
        pageClip.cornerRadius = whiteView.cornerRadius
        let size = pagePicture.image?.size ?? bounds.size
        let height = size.width > 0 ? size.height * bounds.width / size.width : bounds.height
        pagePicture.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
    }

    /// Inside a flight's animation: the page's picture fades out over the first 30 % of a close
    /// (or `in` over the last 30 % of an open), as the article fades in over the open's last 30 %
    /// (`pageFade`).
    func fadePagePicture(in fadingIn: Bool) {
        let fade = CardTransitionManager.pageFade.length
        View.addKeyframe(withRelativeStartTime: fadingIn ? 1 - fade : 0, relativeDuration: fade) {
            self.pagePicture.alpha = fadingIn ? 1 : 0
        }
    }

    /// Fades the presented page (the article under the card) in over 30 % of the spring's time,
    /// as the card comes within a point of it; shown at once it would pop in at the end.
    func startPageFade(_ page: View, springDuration: Double) {
        let delay = springDuration * CardTransitionManager.pageFade.start
        let fade = PropertyAnimator(duration: springDuration * CardTransitionManager.pageFade.length, curve: .linear) {
            page.alpha = 1
        }
        pageFadeAnimator = fade
        fade.startAnimation(afterDelay: delay)
    }

    /// The reverse of the shrink, after a reversed spring brought the card back to its cell.
    func makeUnshrinkAnimator(for cardView: View) -> PropertyAnimator {
        PropertyAnimator(duration: shrinkDuration, curve: .easeOut) {
            cardView.transform = .identity
            self.whiteView.transform = .identity
            self.dimmingView.alpha = self.transition.next.dimAlpha
        }
    }

    /// Seed's `moveAndConvertToCardView`: the presentation shrinks first, then springs; the
    /// dismissal springs at once. `completion` gets `.end`, or `.start` after a reversal.
    func moveAndConvertToCardView(
        cardView: CardTransitionCopyView, containerView: View, targetFrame: CGRect,
        velocity: CGVector, fadingIn page: View? = nil,
        completion: @escaping (AnimatingPosition) -> Void
    ) {
        let expandContractAnimator = makeExpandContractAnimator(
            for: cardView, in: containerView, to: targetFrame,
            velocity: velocity)
        self.expandContractAnimator = expandContractAnimator
        expandContractAnimator.addCompletion { [weak self] position in
            guard let self, position == .start else { return completion(position) }
            // Reversed mid-spring: the card is back at its cell, still shrunk; undo the shrink.
            let unshrink = self.makeUnshrinkAnimator(for: cardView)
            unshrink.addCompletion { _ in completion(.start) }
            self.unshrinkAnimator = unshrink
            unshrink.startAnimation()
        }

        switch transition {
        case .presentation:
            let shrinkAnimator = makeShrinkAnimator(for: cardView)
            self.shrinkAnimator = shrinkAnimator
            shrinkAnimator.addCompletion { [weak self] position in
                // Reversed during the shrink: the card never left its cell.
                guard position == .end else { return completion(.start) }
                cardView.layoutIfNeeded()
                expandContractAnimator.startAnimation()
                if let page { self?.startPageFade(page, springDuration: expandContractAnimator.duration) }
            }
            shrinkAnimator.startAnimation()
        case .dismissal:
            expandContractAnimator.startAnimation()
        }
    }
}
