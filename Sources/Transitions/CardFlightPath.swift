import Motion
import ViewKit

/// Where a card flight can land, in the container's points, and how the transition ends there.
struct CardFlightEnds {
    /// The card at the top of the detail (open), and in its cell (closed).
    var openFrame: CGRect
    var closedFrame: CGRect
    /// The page that shows with the card open: the presented detail (a presentation), or the
    /// picture of it on the white backing (a dismissal).
    var page: View?
    /// Ends the transition: true when the card landed as this direction meant (open for a
    /// presentation, closed for a dismissal).
    var land: (Bool) -> Void
}

/// The card flight as its driver sees it: the flying card, the white page behind it and the
/// look around them (the blur and dim over the list, the close button, the page's shadow and
/// the article fading in) as one state, sprung as one from wherever it is drawn.
///
/// Until a hand takes it the flight runs on the seed's animators; taken, they stop where they
/// are drawn. A press on the card holds the card and its page as one picture under the pointer
/// (`CardGrabMapping`); the detail's edge swipe shrinks the page (`CardEdgeSwipeMapping`); a
/// pull that fired the close launches the flight at the pull's speed.
final class CardFlightPath: TransitionPath {
    private unowned let manager: CardTransitionManager
    let card: CardTransitionCopyView
    let container: View
    let ends: CardFlightEnds
    /// True for a presentation: its end is the open card.
    let presenting: Bool
    /// The point the hand last moved, as a fraction of the card's or the page's drawn frame: the
    /// handle whose pace the hand-off keeps. nil: the card's corners.
    var anchor: (onPage: Bool, relative: CGPoint)?

    init(
        manager: CardTransitionManager, card: CardTransitionCopyView, container: View, ends: CardFlightEnds,
        presenting: Bool
    ) {
        (self.manager, self.card, self.container, self.ends, self.presenting) = (
            manager, card, container, ends, presenting
        )
    }

    /// The open or closed state.
    func state(open: Bool) -> CardFlightState {
        let look: CardTransitionType = open ? .presentation : .dismissal
        let cardFrame = open ? ends.openFrame : ends.closedFrame
        return CardFlightState(
            card: FlyingFrame(cardFrame, cornerRadius: look.next.cornerRadius),
            white: FlyingFrame(open ? container.bounds : cardFrame, cornerRadius: look.next.cornerRadius),
            shadow: Double(look.shadowOpacity), blur: Double(look.blurAlpha), dim: Double(look.dimAlpha),
            close: Double(look.closeAlpha), reveal: open ? 1 : 0)
    }

    // MARK: TransitionPath

    func takeOver() -> [Double] {
        manager.stopFlightAnimators()
        let white = manager.whiteView
        let cardFrame = FlyingFrame(of: card, cornerRadius: card.cardCornerRadius)
        let progress = Double(self.progress(of: cardFrame))
        let shown = CardFlightState(
            card: cardFrame, white: FlyingFrame(of: white, cornerRadius: white.cornerRadius),
            shadow: Double(white.shadowOpacity), blur: Double(manager.blurEffectView.alpha),
            dim: Double(manager.dimmingView.alpha), close: Double(card.closeButton.alpha),
            reveal: PageReveal.reveal(showing: ends.page?.alpha ?? 0, progress: presenting ? progress : 1 - progress))
        return shown.values
    }

    func apply(_ values: [Double]) {
        let state = CardFlightState(values)
        state.card.apply(to: card)
        card.cardCornerRadius = state.card.cornerRadius
        card.closeButton.alpha = CGFloat(state.close)
        let white = manager.whiteView
        state.white.apply(to: white)
        white.cornerRadius = state.white.cornerRadius
        white.shadowOpacity = Float(state.shadow)
        manager.blurEffectView.alpha = CGFloat(state.blur)
        manager.dimmingView.alpha = CGFloat(state.dim)
        if let page = ends.page {
            if page === manager.pagePicture { manager.fitPagePicture() }
            page.alpha = PageReveal.alpha(state.reveal)
        }
    }

    func state(atEnd: Bool) -> [Double] { state(open: atEnd == presenting).values }

    func progress(of values: [Double]) -> CGFloat {
        let p = progress(of: CardFlightState(values).card)
        return presenting ? p : 1 - p
    }

    /// 0 with the card's top in its cell, 1 at the top of the detail.
    private func progress(of card: FlyingFrame) -> CGFloat {
        let closed = ends.closedFrame.minY, open = ends.openFrame.minY
        guard abs(open - closed) > 0.5 else { return 0.5 }
        return (card.drawn.minY - closed) / (open - closed)
    }

    /// The point the hand last moved (when one did) first, then the card's corners: the hand-off
    /// keeps the hand's pace on the first while the card's shape, which the corners follow,
    /// changes no faster than the spring carries everything (a card let go at half size just past
    /// its cell grows back as it turns, rather than popping to full size in three frames).
    func handles(of values: [Double]) -> [CGPoint] {
        let state = CardFlightState(values)
        let card = state.card.drawn
        var points = [card.origin, CGPoint(x: card.maxX, y: card.maxY)]
        if let anchor {
            let drawn = anchor.onPage ? state.white.drawn : card
            points.insert(
                CGPoint(
                    x: drawn.minX + anchor.relative.x * drawn.width, y: drawn.minY + anchor.relative.y * drawn.height),
                at: 0)
        }
        return points.map { container.convert($0, to: nil) }
    }

    /// The card where it is drawn, or the page too when the hand last moved the page (an edge
    /// swipe, a pull): what the hand moves can be caught again.
    func canTake(at location: CGPoint) -> Bool {
        card.onScreenMotion.frame.contains(location)
            || (anchor?.onPage == true && manager.whiteView.onScreenMotion.frame.contains(location))
    }

    func mapping(forPressAt location: CGPoint, state: [Double]) -> TransitionInputMapping? {
        let shown = CardFlightState(state), press = container.convert(location, from: nil)
        let onPage = !shown.card.drawn.contains(press)
        let drawn = onPage ? shown.white.drawn : shown.card.drawn
        anchor = (
            onPage,
            CGPoint(
                x: drawn.width > 0 ? (press.x - drawn.minX) / drawn.width : 0.5,
                y: drawn.height > 0 ? (press.y - drawn.minY) / drawn.height : 0.5)
        )
        return CardGrabMapping(
            start: CardFlightState(state), press: container.convert(location, from: nil), container: container,
            openTop: ends.openFrame.minY, presenting: presenting)
    }

    func land(atEnd: Bool) { ends.land(atEnd) }

    /// The close a drag fired (a pull past its trigger): from where the card and page are drawn,
    /// carrying on how they move (`motion`, points per second in the container). The page's top
    /// edge, which the pull moved, is the handle whose pace the hand-off keeps.
    func launchVelocity(_ motion: CardSourceMotion) -> [Double] {
        anchor = (true, CGPoint(x: 0.5, y: 0))
        // Drawn sizes change through the scale alone (the bounds stay).
        return CardFlightState(
            card: .rates(centre: motion.cardCentre, drawnSize: motion.cardSize),
            white: .rates(centre: motion.pageCentre, drawnSize: motion.pageSize),
            shadow: 0, blur: 0, dim: 0, close: 0, reveal: 0
        ).values
    }
}

/// The card flight's state, named.
struct CardFlightState {
    var card: FlyingFrame
    var white: FlyingFrame
    var shadow: Double
    var blur: Double
    var dim: Double
    var close: Double
    /// 0 closed, 1 open: how far the page shows (`PageReveal`).
    var reveal: Double

    init(
        card: FlyingFrame, white: FlyingFrame, shadow: Double, blur: Double, dim: Double, close: Double,
        reveal: Double
    ) {
        (self.card, self.white, self.shadow, self.blur, self.dim, self.close, self.reveal) = (
            card, white, shadow, blur, dim, close, reveal
        )
    }

    init(_ values: [Double]) {
        let n = FlyingFrame.count
        card = FlyingFrame(values, at: 0)
        white = FlyingFrame(values, at: n)
        (shadow, blur, dim, close, reveal) = (
            values[2 * n], values[2 * n + 1], values[2 * n + 2], values[2 * n + 3], values[2 * n + 4]
        )
    }

    var values: [Double] { card.values + white.values + [shadow, blur, dim, close, reveal] }
}
