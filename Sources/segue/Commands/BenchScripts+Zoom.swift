import Transitions
import ViewKit

extension TransitionBenchScript {
    /// The zoom transition's bench sessions: open a photo, rest, close it, rest; and the same
    /// photo dragged down to dismiss, probed for how closely the photo follows the pointer.
    static let zoom: [TransitionBenchScript] = [
        TransitionBenchScript(name: "transition-zoom", scene: .photos, script: """
            tap 102 193
            wait 1.5
            tap 359 69
            wait 1.5
            """, probe: nil),
        TransitionBenchScript(name: "transition-zoom-drag", scene: .photos, script: """
            tap 102 193
            wait 1.5
            \(Scenarios.dragLines(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 235, y: 760), frames: 30))
            \(Scenarios.dragLines(from: CGPoint(x: 235, y: 760), to: CGPoint(x: 215, y: 560), frames: 15)
                .split(separator: "\n").dropFirst().joined(separator: "\n"))
            up 215 560
            wait 1.5
            """, probe: zoomDragProbe),
    ]

    /// Points, window coordinates: the shown centre y of the detail's photo while a detail is up.
    static func zoomDragProbe(_ app: App) -> CGFloat? {
        guard let detail = app.window.rootViewController?.topPresentedViewController as? PhotoDetailViewController,
              detail.presentingViewController != nil else { return nil }
        let photo = detail.zoomImageView
        return ZoomTransition.shownFrame(of: photo, in: app.window).midY
    }
}
