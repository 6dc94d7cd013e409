import ViewKit

extension Scenarios {
    /// Points: the Pop tab's "Show Page" button, and the page's Close button.
    private static let showPage = "tap 195 426"
    private static let close = "tap 195 769"

    /// The pop transition's screenshot scenarios: input scripts with shots.
    static let pop: [(name: String, script: String)] = [
        ("pop-present", """
            scene pop
            shot pop-present-0
            \(showPage)
            wait 0.03
            shot pop-present-1
            wait 0.07
            shot pop-present-2
            wait 0.12
            shot pop-present-3
            wait 1
            shot pop-presented
            """),
        // The shrink: 0.76 at 0.06 s, 0.52 at 0.12 s, 0.12 at 0.22 s, gone from 0.25 s.
        ("pop-dismiss", """
            scene pop
            \(showPage)
            wait 1
            \(close)
            wait 0.043
            shot pop-dismiss-1
            wait 0.06
            shot pop-dismiss-2
            wait 0.1
            shot pop-dismiss-3
            wait 1
            shot pop-dismissed
            """),
        ("pop-escape", """
            scene pop
            \(showPage)
            wait 1
            key escape
            wait 0.1
            shot pop-escape-1
            wait 1
            shot pop-escape-after
            """),
        // The page caught 0.05 s into its pop-in (at 0.6 of its size) by a point near its
        // top-left corner; dragged in towards its centre it shrinks under the pointer, dragged
        // out it grows; let go moving out, it springs on to full size at that speed.
        ("pop-grab-strip", """
            scene pop
            \(showPage)
            wait 0.05
            strip pop-grab-strip
            \(Scenarios.dragLines(from: CGPoint(x: 125, y: 245), to: CGPoint(x: 160, y: 333), frames: 8))
            strip pop-grab-strip
            \(Scenarios.moveLines(from: CGPoint(x: 160, y: 333), to: CGPoint(x: 95, y: 170), frames: 8))
            strip pop-grab-strip
            up 95 170
            wait 0.05
            strip pop-grab-strip
            wait 0.1
            strip pop-grab-strip
            wait 1
            strip pop-grab-strip
            """),
    ]
}
