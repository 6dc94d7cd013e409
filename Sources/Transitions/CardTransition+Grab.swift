import Motion
import ViewKit

/// Where a card flight can land, in the container's points, and how the transition ends there.
struct CardFlightEnds {
    /// The card at the top of the detail (open), and in its cell (closed).
    var openFrame: CGRect
    var closedFrame: CGRect
    /// The presented page that fades in with the card (a presentation's); nil for a dismissal,
    /// whose page stays hidden until the card lands.
    var page: View?
    /// Ends the transition: true when the card landed as this direction meant (open for a
    /// presentation, closed for a dismissal).
    var land: (Bool) -> Void
}

/// A card in flight, either way, held under the pointer. The card, its white backing and its
/// shadow stop where they are drawn and then move as one picture: the pressed point stays under
/// the pointer, and downward travel shrinks the picture as the pull-down shrinks the page
/// (1 % for every 2.5 pt, down to half), while the page fades. Let go, it opens or closes:
/// caught and let go where it was, it goes on the way it was going; dragged, the seed's
/// pull-down rule decides on the momentum projection (30 pt down closes, UIKit's 0.998
/// deceleration), and a critically damped hand-off spring carries the pointer's velocity.
final class CardFlightGrab: TransitionGrabHandling {
    private unowned let manager: CardTransitionManager
    private let card: CardTransitionCopyView
    private let container: View
    private let ends: CardFlightEnds
    /// True when opening is this transition's own direction (a presentation).
    private let opensToComplete: Bool
    private let opensWhenLetGo: Bool
    private let startPointer: CGPoint
    private var pointer: CGPoint
    private let startTransforms: (card: CGAffineTransform, white: CGAffineTransform)
    private let startPageAlpha: CGFloat
    /// Points: where the card's top was drawn when pressed, where it rests open, and the band
    /// that resists dragging it above that (UIKit's 0.55 over the container's height).
    private let startTop: CGFloat
    private let band: RubberBand
    /// Points: the vertical travel the card shows, after the band, and the band's slope there.
    private var shownTravel: CGFloat = 0
    private var bandSlope: CGFloat = 1
    private var tracker = VelocityTracker()
    /// The springs after the release, while they run, and where they go (true: open).
    private let springs = SpringGroup()
    private(set) var isOpening: Bool
    var isSpringing: Bool { springs.isRunning }

    init(
        manager: CardTransitionManager, card: CardTransitionCopyView, container: View, ends: CardFlightEnds,
        presenting: Bool, opening: Bool, pointer: CGPoint, time: Double
    ) {
        (self.manager, self.card, self.container, self.ends) = (manager, card, container, ends)
        (opensToComplete, opensWhenLetGo, isOpening) = (presenting, opening, opening)
        startPointer = container.convert(pointer, from: nil)
        self.pointer = startPointer
        startTransforms = (card.transform, manager.whiteView.transform)
        startPageAlpha = ends.page?.alpha ?? 0
        startTop = container.convert(card.onScreenMotion.frame, from: nil).minY
        band = RubberBand(dimension: Double(container.bounds.height))
        track(pointer, time)
    }

    /// Points the card shows moved for `travel` points of the pointer, up or down: 1:1 below its
    /// open place, rubber-banded above it (from a card caught above it too, with no jump), and
    /// the band's slope there.
    private func banded(_ travel: CGFloat) -> (shown: CGFloat, slope: CGFloat) {
        let limits = Double(ends.openFrame.minY)...Double.greatestFiniteMagnitude
        let raw = band.unclamp(Double(startTop), from: limits) + Double(travel)
        let shown = band.clamp(raw, to: limits)
        let slope = band.clamp(raw + 0.5, to: limits) - band.clamp(raw - 0.5, to: limits)
        return (CGFloat(shown) - startTop, CGFloat(slope))
    }

    /// Takes the card again, from where it is drawn (a press on it during the spring).
    func regrab(at pointer: CGPoint, time: Double) -> CardFlightGrab {
        springs.stop()
        return CardFlightGrab(
            manager: manager, card: card, container: container, ends: ends,
            presenting: opensToComplete, opening: isOpening, pointer: pointer, time: time)
    }

    /// The pull-down's scale for `travel` points down: (100 − travel / 2.5) / 100, at least ½.
    static func scale(forTravel travel: CGFloat) -> CGFloat {
        max(0.5, CardPullDownDismissal.snapshotScale(forContentOffset: -max(travel, 0)))
    }

    func grabMoved(to point: CGPoint, at time: Double) {
        track(point, time)
        pointer = container.convert(point, from: nil)
        let pointerTravel = CGPoint(x: pointer.x - startPointer.x, y: pointer.y - startPointer.y)
        (shownTravel, bandSlope) = banded(pointerTravel.y)
        let travel = CGPoint(x: pointerTravel.x, y: shownTravel)
        let scale = CardFlightGrab.scale(forTravel: pointerTravel.y)
        card.transform = carried(startTransforms.card, of: card, scale: scale, travel: travel)
        manager.whiteView.transform = carried(
            startTransforms.white, of: manager.whiteView, scale: scale, travel: travel)
        ends.page?.alpha = startPageAlpha * max(0, 1 - 1.5 * (1 - scale) / 0.5)
    }

    /// `transform` followed by a scale of `scale` about the pressed point and a move of `travel`,
    /// for `view`, whose transform acts about its centre.
    private func carried(
        _ transform: CGAffineTransform, of view: View, scale: CGFloat,
        travel: CGPoint
    ) -> CGAffineTransform {
        let centre = view.center
        let shift = CGPoint(
            x: (1 - scale) * (startPointer.x - centre.x) + travel.x,
            y: (1 - scale) * (startPointer.y - centre.y) + travel.y)
        return transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: shift.x, y: shift.y))
    }

    func grabEnded(at time: Double, goingBack: Bool?) {
        let v = tracker.velocity(at: time)
        let velocity = CGPoint(x: v.x, y: v.y)
        let travel = CGPoint(x: pointer.x - startPointer.x, y: pointer.y - startPointer.y)
        let open: Bool
        if let goingBack {
            open = goingBack != opensToComplete
        } else if TransitionGrabRelease.isClick(
            travel: CGVector(dx: travel.x, dy: travel.y),
            velocity: CGVector(dx: velocity.x, dy: velocity.y))
        {
            open = opensWhenLetGo
        } else {
            let projected = travel.y + CGFloat(DecelerationRate.normal.projectedDistance(velocity: Double(velocity.y)))
            open = projected < CardPullDownDismissal.dismissalOffset
        }
        send(open: open, motion: releaseMotion(travel: travel, velocity: velocity))
    }

    /// How the picture moves as it is let go: carried at the pointer's `velocity` (points per
    /// second) and scaling about the point under the pointer as fast as downward travel shrinks
    /// it; the close carries that point on.
    private func releaseMotion(travel: CGPoint, velocity: CGPoint) -> CardSourceMotion {
        let scale = CardFlightGrab.scale(forTravel: travel.y)
        let shrinking = travel.y > 0 && scale > 0.5
        // The pressed point: under the pointer, but held back by the band above the open place.
        let pressed = CGPoint(x: pointer.x, y: startPointer.y + shownTravel)
        return CardSourceMotion(
            card: container.convert(card.onScreenMotion.frame, from: nil),
            page: container.convert(manager.whiteView.onScreenMotion.frame, from: nil), pivot: pressed,
            pivotVelocity: CGVector(dx: velocity.x, dy: velocity.y * bandSlope),
            scaleRate: shrinking ? -velocity.y / CardFlightGrab.travelPerScale / scale : 0, anchor: pressed)
    }

    /// Points of downward travel per unit of scale: the pull-down's 1 % for every 2.5 pt.
    static let travelPerScale: CGFloat = 250

    /// Springs everything from where it is drawn to the open or the closed end, carrying on
    /// `motion`: each view's carried point (the one under the pointer, the pulled edge) and its
    /// size, each on a spring of its own started at the rate the drag gave it, and the look
    /// (corners, fades, blur, dim) at the page's pace. Every spring heads on without braking and
    /// settles within the flight's time (`Spring.handOff`).
    func send(open: Bool, motion: CardSourceMotion) {
        springs.stop()
        isOpening = open
        let target = open ? ends.openFrame : ends.closedFrame
        let (card, manager, page) = (self.card, self.manager, ends.page)
        let white = manager.whiteView
        let whiteTarget = open ? container.bounds : target
        // A grab moves by translating: make that the centre, so position and shape part cleanly.
        for view in [card, white] as [View] { CardFlightGrab.moveTranslationToCentre(of: view) }
        // Per view, one spring would move the tall backing as many times faster as it has
        // further to go; the size springs shift each centre so the carried point stays put.
        let duration = manager.transitionDuration - manager.shrinkDuration
        let flights = [
            AnchoredFlight(
                view: card, drawn: container.convert(card.onScreenMotion.frame, from: nil), end: target,
                centre: motion.cardCentre, size: motion.cardSize, anchor: motion.anchor),
            AnchoredFlight(
                view: white, drawn: container.convert(white.onScreenMotion.frame, from: nil), end: whiteTarget,
                centre: motion.pageCentre, size: motion.pageSize, anchor: motion.anchor),
        ]
        let positions = flights.map { $0.positionSpring(duration: duration) }
        // Sizes each on a spring of their own, so one that hardly changes cannot drive the other.
        let sizes = [
            CardFlightGrab.sizeSpring(for: flights[0], sizeVelocity: motion.cardSize, duration: duration) {
                card.transform = .identity
                card.bounds = CGRect(origin: .zero, size: target.size)
                card.layoutIfNeeded()
            },
            CardFlightGrab.sizeSpring(for: flights[1], sizeVelocity: motion.pageSize, duration: duration) {
                white.transform = .identity
                white.bounds = CGRect(origin: .zero, size: whiteTarget.size)
                if page === manager.pagePicture { manager.fitPagePicture() }
            },
        ]
        let pace = CardFlightGrab.shapeRates(of: white, to: whiteTarget.size, sizeVelocity: motion.pageSize).dominant
        let look = lookSpring(open: open, pace: pace, duration: duration)
        let land = ends.land, completes = open == opensToComplete
        springs.start(positions + sizes + [look]) { land(completes) }
    }

    /// The look's spring: corners, the close button, blur, dim, shadow and the page's fade, to
    /// the open or the closed end, at `pace` (fractions per second) bounded so a page that is
    /// nearly its end size cannot flash the dim or the blur.
    private func lookSpring(open: Bool, pace: CGFloat, duration: Double) -> PropertyAnimator {
        let (card, manager, page, white) = (self.card, self.manager, ends.page, manager.whiteView)
        let rate = min(max(pace, -CardFlightGrab.largestLookRate), CardFlightGrab.largestLookRate)
        let look = HandOffSprings.progress(rate: CGVector(dx: rate, dy: rate), dominant: rate, duration: duration)
        let end: CardTransitionType = open ? .presentation : .dismissal
        look.addAnimations {
            card.cardCornerRadius = end.next.cornerRadius
            card.closeButton.alpha = end.closeAlpha
            manager.blurEffectView.alpha = end.blurAlpha
            manager.dimmingView.alpha = end.dimAlpha
            white.cornerRadius = end.next.cornerRadius
            white.shadowOpacity = end.shadowOpacity
            if page === manager.pagePicture {
                manager.fadePagePicture(in: open)
            } else if let page {
                // The presented page fades in over the spring's last 30 %, as on the open.
                let fade = CardTransitionManager.pageFade.length
                View.addKeyframe(withRelativeStartTime: open ? 1 - fade : 0, relativeDuration: fade) {
                    page.alpha = open ? 1 : 0
                }
            }
        }
        return look
    }

    /// Fractions of the flight per second: the fastest the look (corners, fades, blur, dim)
    /// is handed at the release, so it takes at least a quarter of a second at that pace.
    static let largestLookRate: CGFloat = 4

    /// A hand-off spring that changes `flight`'s view to its end size in `animations` (its
    /// bounds and scale), shifting its centre so the carried point stays put, and starts at
    /// `sizeVelocity` (points per second, per axis).
    static func sizeSpring(
        for flight: AnchoredFlight, sizeVelocity: CGVector, duration: Double,
        animations: @escaping () -> Void
    ) -> PropertyAnimator {
        let rates = shapeRates(of: flight.view, to: flight.end.size, sizeVelocity: sizeVelocity)
        let spring = HandOffSprings.progress(rate: rates.rates, dominant: rates.dominant, duration: duration)
        spring.addAnimations {
            flight.shiftCentreForSize()
            animations()
        }
        return spring
    }

    /// The progress per second (0 → 1), per axis, that makes `view`'s drawn size change at
    /// `sizeVelocity` (points per second) as it goes from its bounds and scale now to `size`
    /// at scale 1: the drawn height (b + (B − b)·p)·(s + (1 − s)·p) changes by
    /// (B − b)·s + b·(1 − s) per unit of progress at p = 0, and the width likewise.
    static func shapeRates(of view: View, to size: CGSize, sizeVelocity: CGVector) -> (
        rates: CGVector, dominant: CGFloat
    ) {
        let t = view.transform, b = view.bounds.size
        let perProgress = CGVector(
            dx: (size.width - b.width) * t.a + b.width * (1 - t.a),
            dy: (size.height - b.height) * t.d + b.height * (1 - t.d))
        return HandOffSprings.rates(sizeVelocity: sizeVelocity, perProgress: perProgress)
    }

    /// Moves a transform's translation into the view's centre: drawn the same, but its position
    /// then lives in one property and its shape in the other.
    static func moveTranslationToCentre(of view: View) {
        let t = view.transform
        guard t.tx != 0 || t.ty != 0 else { return }
        view.center = CGPoint(x: view.center.x + t.tx, y: view.center.y + t.ty)
        view.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
    }

    /// A click elsewhere or Esc during the spring: the other way, at the speed it has.
    func turnRound() {
        let (card, white) = (self.card.onScreenMotion, manager.whiteView.onScreenMotion)
        send(
            open: !isOpening,
            motion: CardSourceMotion(
                cardCentre: card.velocity, cardSize: card.sizeVelocity, pageCentre: white.velocity,
                pageSize: white.sizeVelocity))
    }

    private func track(_ point: CGPoint, _ time: Double) {
        tracker.addSample(time: time, position: Vector2(x: Double(point.x), y: Double(point.y)))
    }
}

extension CardTransitionManager {
    /// A press on the flying card holds it (see `CardFlightGrab`): during the shrink, the
    /// opening spring or the close; on a card springing after an earlier grab, it catches it
    /// again.
    public func beginGrab(
        using transitionContext: TransitionContext, at point: CGPoint,
        time: Double
    ) -> TransitionGrabHandling? {
        guard let card = cardViewCopy, card.onScreenMotion.frame.contains(point), let ends = flightEnds else {
            return nil
        }
        if let grab = flightGrab {
            let next = grab.regrab(at: point, time: time)
            flightGrab = next
            return next
        }
        let flying = [shrinkAnimator, expandContractAnimator, pageFadeAnimator].compactMap { $0 }
        guard flying.contains(where: { $0.state == .active }) else { return nil }
        for animator in flying where animator.state == .active { animator.stopAnimation(true) }
        (shrinkAnimator, expandContractAnimator, pageFadeAnimator) = (nil, nil, nil)
        let presenting = transition == .presentation
        let next = CardFlightGrab(
            manager: self, card: card, container: transitionContext.containerView, ends: ends,
            presenting: presenting,
            opening: presenting
                ? !(isReversing || transitionContext.transitionWasCancelled)
                : transitionContext.transitionWasCancelled,
            pointer: point, time: time)
        flightGrab = next
        return next
    }
}
