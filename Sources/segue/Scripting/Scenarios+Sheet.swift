import ViewKit

extension Scenarios {
    /// Points: the Sheet tab's "Show Sheet" button, a point on the backdrop, and on the header.
    private static let showSheet = "tap 195 493"
    private static let backdrop = "tap 195 150"

    /// A vertical pointer movement from `from` to `to` (points), `step` points a frame: one
    /// frame's wait then one `move` line per step, as a mouse reports at 60 Hz.
    static func verticalMoves(x: Int, from: Int, to: Int, step: Int) -> String {
        let sign = to >= from ? 1 : -1
        return stride(from: from + sign * step, through: to, by: sign * step)
            .map { "wait \(1.0 / 60)\nmove \(x) \($0)" }
            .joined(separator: "\n")
    }

    /// The sheet transition's screenshot scenarios: input scripts with shots.
    static let sheet: [(name: String, script: String)] = [
        ("sheet-present", """
            scene sheet
            shot sheet-present-0
            \(showSheet)
            wait 0.08
            shot sheet-present-1
            wait 0.08
            shot sheet-present-2
            wait 0.12
            shot sheet-present-3
            wait 1
            shot sheet-presented
            """),
        ("sheet-backdrop", """
            scene sheet
            \(showSheet)
            wait 1.2
            \(backdrop)
            wait 0.1
            shot sheet-backdrop-1
            wait 0.1
            shot sheet-backdrop-2
            wait 0.1
            shot sheet-backdrop-3
            wait 1
            shot sheet-backdrop-after
            """),
        // 20 % of 844 pt is 169 pt past the point where the pan began (362); released at rest.
        ("sheet-drag-20", """
            scene sheet
            \(showSheet)
            wait 1.2
            down 195 350
            wait 0.016666666666666666
            move 195 362
            \(verticalMoves(x: 195, from: 362, to: 531, step: 13))
            shot sheet-drag-20
            wait 0.2
            up 195 531
            wait 0.15
            shot sheet-drag-20-cancelling
            wait 1
            shot sheet-drag-20-after
            """),
        // 60 %: 506 pt past 362.
        ("sheet-drag-60", """
            scene sheet
            \(showSheet)
            wait 1.2
            down 195 350
            wait 0.016666666666666666
            move 195 362
            \(verticalMoves(x: 195, from: 362, to: 868, step: 23))
            shot sheet-drag-60
            wait 0.2
            up 195 868
            wait 0.15
            shot sheet-drag-60-finishing
            wait 1
            shot sheet-drag-60-after
            """),
        // The table scrolled 120 pt first, then dragged down: it scrolls back to its top, and
        // from there the sheet follows the pointer (300 pt of sheet: 0.36, past the threshold).
        ("sheet-handoff", """
            scene sheet
            \(showSheet)
            wait 1.2
            down 195 720
            wait 0.016666666666666666
            move 195 708
            \(verticalMoves(x: 195, from: 708, to: 588, step: 8))
            wait 0.2
            up 195 588
            wait 0.3
            shot sheet-handoff-scrolled
            down 195 420
            wait 0.016666666666666666
            move 195 432
            \(verticalMoves(x: 195, from: 432, to: 492, step: 6))
            shot sheet-handoff-1
            \(verticalMoves(x: 195, from: 492, to: 612, step: 6))
            shot sheet-handoff-2
            \(verticalMoves(x: 195, from: 612, to: 852, step: 8))
            shot sheet-handoff-3
            wait 0.2
            up 195 852
            wait 1
            shot sheet-handoff-after
            """),
        // The rising sheet caught 0.1 s in, where it is drawn; dragged down 60 pt; pushed up
        // 100 pt past its place (it rubber-bands); let go, it springs into place from there.
        ("sheet-grab-strip", """
            scene sheet
            \(showSheet)
            wait 0.1
            strip sheet-grab-strip
            down 195 700
            \(verticalMoves(x: 195, from: 700, to: 760, step: 10))
            strip sheet-grab-strip
            \(verticalMoves(x: 195, from: 760, to: 520, step: 20))
            strip sheet-grab-strip
            \(verticalMoves(x: 195, from: 520, to: 340, step: 20))
            strip sheet-grab-strip
            up 195 340
            wait 0.1
            strip sheet-grab-strip
            wait 1
            strip sheet-grab-strip
            """),
    ]
}
