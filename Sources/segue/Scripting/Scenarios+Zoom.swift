import ViewKit

extension Scenarios {
    /// The zoom transition's screenshot scenarios: input scripts with shots. On a 390×844 window
    /// the first photo's thumbnail spans (16, 107)…(189, 280); in its detail the photo spans
    /// y 266…559 across the full width and the close button sits at (359, 69). The long drag
    /// moves the pointer 300 pt down (progress 0.36: scale 0.86, backdrop alpha 0.47).
    static let zoom: [(name: String, script: String)] = [
        ("zoom-open", """
            scene photos
            shot zoom-open-0-grid
            tap 102 193
            wait 0.1
            shot zoom-open-1-100ms
            wait 0.2
            shot zoom-open-2-300ms
            wait 0.3
            shot zoom-open-3-600ms
            wait 1
            shot zoom-open-4-rest
            """),
        ("zoom-close", """
            scene photos
            tap 102 193
            wait 1.5
            tap 359 69
            wait 0.15
            shot zoom-close-1-mid
            wait 1.5
            shot zoom-close-2-rest
            """),
        ("zoom-drag", """
            scene photos
            tap 102 193
            wait 1.5
            \(dragLines(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 225, y: 600), frames: 24))
            wait 0.3
            shot zoom-drag-1-held
            up 225 600
            wait 0.15
            shot zoom-drag-2-released
            wait 1.5
            shot zoom-drag-3-rest
            """),
        ("zoom-drag-short", """
            scene photos
            tap 102 193
            wait 1.5
            \(dragLines(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 205, y: 480), frames: 20))
            wait 0.1
            shot zoom-drag-short-1-held
            up 205 480
            wait 0.12
            shot zoom-drag-short-2-springing-back
            wait 1
            shot zoom-drag-short-3-rest
            """),
        // The photo caught 0.1 s into its opening, where it is drawn; dragged 120 pt down (it
        // shrinks, the page fades with it) and on to 264 pt at 1070 pt/s; let go, it flies
        // back into its cell.
        ("zoom-grab-strip", """
            scene photos
            tap 102 193
            wait 0.1
            strip zoom-grab-strip
            \(dragLines(from: CGPoint(x: 120, y: 230), to: CGPoint(x: 130, y: 350), frames: 10))
            strip zoom-grab-strip
            \(verticalMoves(x: 130, from: 350, to: 494, step: 18))
            strip zoom-grab-strip
            up 130 494
            wait 0.1
            strip zoom-grab-strip
            wait 0.2
            strip zoom-grab-strip
            wait 1
            strip zoom-grab-strip
            """),
    ]

    /// Script lines: button down at `from`, then one move per 60 Hz frame along a straight line
    /// to `to`, without releasing (so a shot can be taken while the pointer holds the photo).
    static func dragLines(from: CGPoint, to: CGPoint, frames: Int) -> String {
        "down \(Int(from.x)) \(Int(from.y))\n" + moveLines(from: from, to: to, frames: frames)
    }

    /// Script lines: one move per 60 Hz frame along a straight line from `from` to `to`.
    static func moveLines(from: CGPoint, to: CGPoint, frames: Int) -> String {
        var lines: [String] = []
        for i in 1...frames {
            let f = CGFloat(i) / CGFloat(frames)
            let x = from.x + (to.x - from.x) * f, y = from.y + (to.y - from.y) * f
            lines.append("wait 0.016")
            lines.append("move \(String(format: "%.2f", x)) \(String(format: "%.2f", y))")
        }
        return lines.joined(separator: "\n")
    }
}
