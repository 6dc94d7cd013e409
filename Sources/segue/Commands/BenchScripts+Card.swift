import ViewKit

extension TransitionBenchScript {
    /// The card transition's bench sessions: open the first card, rest, close it, rest; and the
    /// same card pulled down slowly under the 30 pt threshold and let go (it springs back), then
    /// pulled past it (it dismisses), probed for how closely the page follows the pointer.
    static let card: [TransitionBenchScript] = [
        TransitionBenchScript(name: "transition-card", scene: .home, script: """
            tap 195 300
            wait 1.2
            tap 359 31
            wait 1.2
            """, probe: nil),
        TransitionBenchScript(name: "transition-card-pull", scene: .home, script: """
            tap 195 300
            wait 1.2
            drag 195 400 195 450 0.8
            wait 1
            drag 195 400 195 520 0.6
            wait 1.2
            """, probe: cardPullProbe),
    ]

    /// Points: the detail's content offset while the pointer drags it (the pulled snapshot's
    /// place and scale follow from it); nil when no detail is being dragged.
    static func cardPullProbe(_ app: App) -> CGFloat? {
        guard let detail = app.window.rootViewController?.topPresentedViewController as? TodayDetailViewController,
              detail.presentingViewController != nil, detail.scrollView.isTracking,
              !detail.pullDown.didFireDismissal else { return nil }
        return detail.scrollView.contentOffset.y
    }
}
