import Motion
import SDLBackend
import SegueScript
import SegueTool
import ViewKit

extension BenchScript {
    /// The navigation stack's bench sessions: pushes and a back-button pop; a back swipe that
    /// pops and one that is let go short, probed for how closely the page follows the pointer;
    /// and pushes caught mid-flight, one dragged back off (it pops) and one pushed home.
    static let navigation: [BenchScript] = [
        BenchScript(
            name: "transition-push", scene: "navigation",
            script: """
                tap 195 148
                wait 1
                tap 195 148
                wait 1
                tap 50 69
                wait 1
                """, probe: nil),
        BenchScript(
            name: "transition-pop-swipe", scene: "navigation",
            script: """
                tap 195 148
                wait 1
                \(GestureLines.drag(from: CGPoint(x: 5, y: 420), to: CGPoint(x: 240, y: 420), frames: 20))
                up 240 420
                wait 1
                tap 195 148
                wait 1
                \(GestureLines.drag(from: CGPoint(x: 5, y: 420), to: CGPoint(x: 100, y: 420), frames: 20))
                wait 0.1
                up 100 420
                wait 1
                """, probe: topPageX),
        BenchScript(
            name: "transition-push-grab", scene: "navigation",
            script: """
                tap 195 148
                wait 0.1
                \(GestureLines.drag(from: CGPoint(x: 220, y: 420), to: CGPoint(x: 360, y: 420), frames: 12))
                up 360 420
                wait 1
                tap 195 148
                wait 0.08
                \(GestureLines.drag(from: CGPoint(x: 260, y: 420), to: CGPoint(x: 120, y: 420), frames: 10))
                up 120 420
                wait 1
                """, probe: topPageX),
    ]

    /// Points, window coordinates: the left edge of the page on top of the navigation stack
    /// while one moves (traced as nav.top).
    static func topPageX(_ app: Application) -> CGFloat? {
        tracedView("nav.top", in: app.window).map { $0.onScreenMotion.frame.minX }
    }

    /// The first view under `view` (itself included) traced under `name`, depth first.
    static func tracedView(_ name: String, in view: View, where accept: (View) -> Bool = { _ in true }) -> View? {
        if view.traceName == name, accept(view) { return view }
        for sub in view.subviews { if let hit = tracedView(name, in: sub, where: accept) { return hit } }
        return nil
    }
}
