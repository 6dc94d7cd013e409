import Motion
import ViewKit

/// The App Store's edge swipe on an opened card, for a detail to install: a drag that starts
/// within 20 pt of the left edge and moves right begins the card's close, which follows it: the
/// page shrinks towards 0.86 of its size over the first 120 pt (rubber-banded beyond), rounding
/// its corners from 0 to 20, over the blurred list. Let go past half that travel, or moving
/// fast enough that its momentum would carry it past, the close goes on into the card's cell
/// from where it is drawn; otherwise it goes back to the page, which stays open. Either way the
/// transition's driver carries the swipe's speed on, and a press catches it on the way.
public final class CardEdgeSwipeDismissal {
    /// Points: the travel over which the page shrinks fully.
    public static let shrinkTravel: CGFloat = 120
    /// The page's scale at the end of that travel.
    public static let smallestScale: CGFloat = 0.86
    /// Points: the page's corner radius at the end of that travel.
    public static let largestCornerRadius: CGFloat = 20

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
        TransitionRelease.projection(of: travel, velocity: velocity) >= shrinkTravel / 2
    }

    private static func band(_ width: CGFloat) -> RubberBand { RubberBand(dimension: Double(max(width, 1))) }

    /// The swipe; install it with `install(on:scrollView:)`.
    public let pan = ScreenEdgePanGestureRecognizer()
    /// Closes the detail (its `dismiss(animated: true)`); called as the swipe begins, so the
    /// close follows the swipe from its first frame.
    public var dismiss: () -> Void
    /// The interaction the swipe drives the close with, from the swipe's start to its end:
    /// vend it as the detail's dismissal interaction controller (the card transition does).
    public private(set) var interaction: DragDrivenInteractiveTransition?
    private weak var pageView: View?

    public init(dismiss: @escaping () -> Void) {
        self.dismiss = dismiss
        pan.addTarget(self, action: CardEdgeSwipeDismissal.handlePan)
    }

    /// Puts the swipe on `page` (the detail's root view) and makes `scrollView` wait for the
    /// swipe to fail before it scrolls.
    public func install(on page: View, scrollView: ScrollView?) {
        pageView = page
        page.addGestureRecognizer(pan)
        scrollView?.panGestureRecognizer.require(toFail: pan)
    }

    /// True while the swipe drives the close.
    public var isSwiping: Bool { interaction != nil }

    private func handlePan(_ recognizer: GestureRecognizer) {
        if pan.state == .began, let width = pageView?.bounds.width {
            interaction = DragDrivenInteractiveTransition { path, state, press in
                guard let flight = path as? CardFlightPath else { return nil }
                // The hand moves the page's left edge.
                flight.anchor = (true, CGPoint(x: 0, y: 0.5))
                return CardEdgeSwipeMapping(start: CardFlightState(state), origin: press, width: width)
            }
            dismiss()
        }
        if interaction?.follow(pan) == true { interaction = nil }
    }
}
