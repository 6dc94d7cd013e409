import Motion
import ViewKit

/// A press on the flying card: the card, its white page and its shadow move as one picture,
/// the pressed point under the pointer; downward travel shrinks the picture about that point as
/// the pull-down shrinks the page (1 % for every 2.5 pt, down to half) while the article fades,
/// and above the open place the picture is rubber-banded (UIKit's 0.55 over the container's
/// height). Let go where it was caught, it goes on the way it was going; dragged, the seed's
/// pull-down rule decides on the projection (30 pt down closes, UIKit's 0.998 deceleration).
struct CardGrabMapping: TransitionInputMapping {
    let start: CardFlightState
    /// Container points: where the press went down.
    let press: CGPoint
    let container: View
    /// Container points: the top of the open card, above which the picture is banded.
    let openTop: CGFloat
    let presenting: Bool

    /// Points of downward travel per unit of scale: the pull-down's 1 % for every 2.5 pt.
    static let travelPerScale: CGFloat = 250

    /// The pull-down's scale for `travel` points down: (100 − travel / 2.5) / 100, at least ½.
    static func scale(forTravel travel: CGFloat) -> CGFloat {
        max(0.5, CardPullDownDismissal.snapshotScale(forContentOffset: -max(travel, 0)))
    }

    func state(for input: TransitionInput) -> [Double] {
        let pointer = container.convert(input.location, from: nil)
        let travel = CGVector(dx: pointer.x - press.x, dy: pointer.y - press.y)
        let band = RubberBand(dimension: Double(container.bounds.height))
        let limits = Double(openTop)...Double.greatestFiniteMagnitude
        let top = start.card.drawn.minY
        let shownTop = band.clamp(band.unclamp(Double(top), from: limits) + Double(travel.dy), to: limits)
        let shown = CGVector(dx: travel.dx, dy: CGFloat(shownTop) - top)
        let scale = Self.scale(forTravel: travel.dy)
        var next = start
        next.card = start.card.carried(scaledBy: scale, about: press, movedBy: shown)
        next.white = start.white.carried(scaledBy: scale, about: press, movedBy: shown)
        let pageAlpha = PageReveal.alpha(start.reveal) * max(0, 1 - 1.5 * (1 - scale) / 0.5)
        let fade = CardTransitionManager.pageFade.length
        next.reveal = pageAlpha > 0 ? (1 - fade) + fade * Double(pageAlpha) : min(start.reveal, 1 - fade)
        return next.values
    }

    func headsToEnd(_ release: TransitionRelease) -> Bool? {
        if release.isClick { return release.wasHeadingToEnd }
        let projected = TransitionRelease.projection(of: release.travel.dy, velocity: release.velocity.dy)
        let open = projected < CardPullDownDismissal.dismissalOffset
        return open == presenting
    }
}

/// The detail's edge swipe on the card flight that starts from the page at rest: the page, and
/// the card on it, shrink about the page's centre towards `CardEdgeSwipeDismissal.smallestScale`
/// over its first 120 pt of travel (rubber-banded beyond), their corners rounding from 0 to 20,
/// over the blurred list. The swipe's own rule decides the release.
struct CardEdgeSwipeMapping: TransitionInputMapping {
    let start: CardFlightState
    /// Window points: where the swipe began.
    let origin: CGPoint
    /// Points: the page's width, over which the band stretches.
    let width: CGFloat

    func state(for input: TransitionInput) -> [Double] {
        let travel = input.location.x - origin.x
        let progress = CardEdgeSwipeDismissal.progress(forTravel: travel, width: width)
        let scale = CardEdgeSwipeDismissal.scale(forProgress: progress)
        let radius = CardEdgeSwipeDismissal.cornerRadius(forProgress: progress)
        var next = start
        next.white = start.white.carried(scaledBy: scale, about: start.white.centre, movedBy: .zero)
        next.card = start.card.carried(scaledBy: scale, about: start.white.centre, movedBy: .zero)
        next.white.cornerRadius = max(start.white.cornerRadius, radius)
        next.card.cornerRadius = max(start.card.cornerRadius, radius)
        return next.values
    }

    func headsToEnd(_ release: TransitionRelease) -> Bool? {
        CardEdgeSwipeDismissal.dismisses(travel: release.travel.dx, velocity: release.velocity.dx)
    }
}
