import Motion
import SDLBackend
import SegueScript
import SegueTool
import Transitions
import ViewKit

extension BenchScript {
    /// The card transition's bench sessions: open the first card, rest, close it, rest; and the
    /// same card pulled down slowly under the 30 pt threshold and let go (it springs back), then
    /// pulled past it (it dismisses), probed for how closely the page follows the pointer.
    static let card: [BenchScript] = [
        BenchScript(
            name: "transition-card", scene: "home",
            script: """
                tap 195 300
                wait 1.2
                tap 359 31
                wait 1.2
                """, probe: nil),
        BenchScript(
            name: "transition-card-pull", scene: "home",
            script: """
                tap 195 300
                wait 1.2
                drag 195 400 195 450 0.8
                wait 1
                drag 195 400 195 520 0.6
                wait 1.2
                """, probe: cardPullProbe),
        // The card caught 0.3 s into its opening, dragged down 120 pt and let go (it closes);
        // opened again, closed, and caught 0.1 s into the close and pushed up (it reopens).
        BenchScript(
            name: "transition-card-grab", scene: "home",
            script: """
                tap 195 300
                wait 0.3
                down 195 97
                \(GestureLines.verticalMoves(x: 195, from: 97, to: 217, step: 15))
                up 195 217
                wait 1.5
                tap 195 300
                wait 1.5
                key escape
                wait 0.1
                \(GestureLines.drag(from: CGPoint(x: 195, y: 120), to: CGPoint(x: 195, y: 40), frames: 8))
                up 195 40
                wait 1.5
                """, probe: { app in flyingCardY(app) }),
    ]

    /// Points: the detail's content offset while the pointer drags it (the pulled snapshot's
    /// place and scale follow from it); nil when no detail is being dragged.
    static func cardPullProbe(_ app: Application) -> CGFloat? {
        guard let detail = app.window.rootViewController?.topPresentedViewController as? TodayDetailViewController,
            detail.presentingViewController != nil, detail.scrollView.isTracking,
            !detail.pullDown.didFireDismissal
        else { return nil }
        return detail.scrollView.contentOffset.y
    }

    /// Points, window coordinates: the top of the card flying between list and detail, while
    /// one flies.
    static func flyingCardY(_ app: Application) -> CGFloat? {
        func find(_ view: View) -> View? {
            if view.traceName == "card", view is CardTransitionCopyView { return view }
            for sub in view.subviews { if let hit = find(sub) { return hit } }
            return nil
        }
        return find(app.window).map { $0.onScreenMotion.frame.minY }
    }
}
