import Motion
import SDLBackend
import SegueScript
import SegueTool
import ViewKit

extension BenchScript {
    /// The sheet transition's bench sessions.
    static let sheet: [BenchScript] = [
        BenchScript(
            name: "transition-sheet", scene: "sheet",
            script: """
                tap 195 493
                wait 1.2
                tap 195 150
                wait 1
                """, probe: nil),
        // The header dragged down slowly to ~40 % (338 pt) and back up, released at rest (it
        // cancels); then the table scrolled 120 pt, dragged back to its top and on, so the sheet
        // follows, released past the threshold.
        BenchScript(
            name: "transition-sheet-drag", scene: "sheet",
            script: """
                tap 195 493
                wait 1.2
                down 195 350
                wait 0.016666666666666666
                move 195 362
                \(GestureLines.verticalMoves(x: 195, from: 362, to: 700, step: 6))
                \(GestureLines.verticalMoves(x: 195, from: 700, to: 368, step: 6))
                wait 0.2
                up 195 368
                wait 1
                down 195 720
                wait 0.016666666666666666
                move 195 708
                \(GestureLines.verticalMoves(x: 195, from: 708, to: 588, step: 6))
                wait 0.2
                up 195 588
                wait 0.5
                down 195 420
                wait 0.016666666666666666
                move 195 432
                \(GestureLines.verticalMoves(x: 195, from: 432, to: 852, step: 7))
                up 195 852
                wait 1
                """, probe: { app in sheetShownY(app) }),
        // The rising sheet caught 0.1 s in, dragged down 120 pt and back up past where it was,
        // let go moving up (it finishes); then the slide down after a backdrop click caught
        // 0.15 s in and pushed back up (it stays).
        BenchScript(
            name: "transition-sheet-grab", scene: "sheet",
            script: """
                tap 195 493
                wait 0.1
                down 195 700
                \(GestureLines.verticalMoves(x: 195, from: 700, to: 820, step: 8))
                \(GestureLines.verticalMoves(x: 195, from: 820, to: 580, step: 12))
                up 195 580
                wait 1.2
                tap 195 150
                wait 0.15
                down 195 600
                \(GestureLines.verticalMoves(x: 195, from: 600, to: 450, step: 10))
                up 195 450
                wait 1
                """, probe: { app in sheetShownY(app) }),
    ]

    /// Points: how far down the presented sheet is shown, or nil when none is presented.
    private static func sheetShownY(_ app: Application) -> CGFloat? {
        guard let sheet = app.window.rootViewController?.presentedViewController else { return nil }
        let shown = sheet.view.presentation
        return shown.center.y - shown.bounds.height / 2
    }
}
