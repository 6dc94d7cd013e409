import Motion
import SDLBackend
import SegueScript
import SegueTool
import ViewKit

extension BenchScript {
    /// The mini player's bench sessions, on the Sheet tab's bar (window points 8…382 × 697…753).
    static let player: [BenchScript] = [
        // A click on the bar opens the player; a click on its grabber docks it.
        BenchScript(
            name: "transition-player", scene: "player",
            script: """
                tap 195 725
                wait 1
                tap 195 60
                wait 1
                """, probe: { app in playerShownY(app) }),
        // Dragged up from the bar at 15 pt a frame and let go moving (it opens); then dragged down
        // by its artwork at 15 pt a frame and let go moving (it docks).
        BenchScript(
            name: "transition-player-drag", scene: "player",
            script: """
                down 195 725
                \(GestureLines.verticalMoves(x: 195, from: 725, to: 350, step: 15))
                up 195 350
                wait 1
                down 195 250
                \(GestureLines.verticalMoves(x: 195, from: 250, to: 625, step: 15))
                up 195 625
                wait 1
                """, probe: { app in playerShownY(app) }),
        // The rising player caught 0.1 s in, dragged down 100 pt and back up, let go moving up
        // (it opens); then the docking player caught 0.1 s after a grabber click (its top at
        // 433 pt) and pushed back up (it stays open).
        BenchScript(
            name: "transition-player-grab", scene: "player",
            script: """
                tap 195 725
                wait 0.1
                down 195 600
                \(GestureLines.verticalMoves(x: 195, from: 600, to: 700, step: 10))
                \(GestureLines.verticalMoves(x: 195, from: 700, to: 480, step: 12))
                up 195 480
                wait 1.2
                tap 195 60
                wait 0.1
                down 195 500
                \(GestureLines.verticalMoves(x: 195, from: 500, to: 380, step: 12))
                up 195 380
                wait 1
                """, probe: { app in playerShownY(app) }),
    ]

    /// Points: where the presented player's top edge is shown, or nil when none is presented.
    private static func playerShownY(_ app: Application) -> CGFloat? {
        guard let player = app.window.rootViewController?.presentedViewController else { return nil }
        return player.view.onScreenMotion.frame.minY
    }
}
