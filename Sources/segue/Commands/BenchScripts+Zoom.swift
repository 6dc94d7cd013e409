import Motion
import SDLBackend
import SegueScript
import SegueTool
import Transitions
import ViewKit

extension BenchScript {
    /// The zoom transition's bench sessions: open a photo, rest, close it, rest; and the same
    /// photo dragged down to dismiss, probed for how closely the photo follows the pointer.
    static let zoom: [BenchScript] = [
        BenchScript(
            name: "transition-zoom", scene: "photos",
            script: """
                tap 102 193
                wait 1.5
                tap 359 69
                wait 1.5
                """, probe: nil),
        BenchScript(
            name: "transition-zoom-drag", scene: "photos",
            script: """
                tap 102 193
                wait 1.5
                \(GestureLines.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 235, y: 760), frames: 30))
                \(GestureLines.moves(from: CGPoint(x: 235, y: 760), to: CGPoint(x: 215, y: 560), frames: 15))
                up 215 560
                wait 1.5
                """, probe: zoomDragProbe),
        // The photo caught 0.1 s into its opening, dragged 264 pt down at up to 1070 pt/s and
        // let go (back into its cell); then opened again, closed, and caught 0.15 s into the
        // close and pushed back up (it reopens).
        BenchScript(
            name: "transition-zoom-grab", scene: "photos",
            script: """
                tap 102 193
                wait 0.1
                \(GestureLines.drag(from: CGPoint(x: 120, y: 230), to: CGPoint(x: 130, y: 350), frames: 10))
                \(GestureLines.verticalMoves(x: 130, from: 350, to: 494, step: 18))
                up 130 494
                wait 1.5
                tap 102 193
                wait 1.5
                tap 359 69
                wait 0.15
                \(GestureLines.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 200), frames: 8))
                up 150 200
                wait 1.5
                """, probe: { app in flyingPhotoY(app) }),
    ]

    /// Points, window coordinates: the shown centre y of the detail's photo while a detail is up.
    static func zoomDragProbe(_ app: Application) -> CGFloat? {
        guard let detail = app.window.rootViewController?.topPresentedViewController as? PhotoDetailViewController,
            detail.presentingViewController != nil
        else { return nil }
        let photo = detail.zoomImageView
        return ZoomTransition.shownFrame(of: photo, in: app.window).midY
    }

    /// Points, window coordinates: the top of the photo flying between grid and detail, while
    /// one flies.
    static func flyingPhotoY(_ app: Application) -> CGFloat? {
        tracedView("photo", in: app.window, where: { $0 is ImageView }).map { $0.onScreenMotion.frame.minY }
    }
}
