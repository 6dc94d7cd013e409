import ViewKit

extension Scenarios {
    /// The card transition's screenshot scenarios: input scripts with shots. The first card
    /// spans y 131…463 on a 390×844 window; the detail's close button sits at (359, 31). A pull
    /// starts panning 10 pt after the press and rubber-bands: 28 pt more shows a 15 pt offset,
    /// and the dismissal fires near 57 pt (a 30 pt offset).
    static let card: [(name: String, script: String)] = [
        ("card-open", """
            scene home
            shot card-open-before
            tap 195 300
            wait 0.1
            shot card-open-shrink
            wait 0.25
            shot card-open-spring-early
            wait 0.25
            shot card-open-spring-late
            wait 1
            shot card-open-rest
            """),
        ("card-close", """
            scene home
            tap 195 300
            wait 1.2
            tap 359 31
            wait 0.1
            shot card-close-mid
            wait 1.2
            shot card-close-rest
            """),
        ("card-pull", """
            scene home
            tap 195 300
            wait 1.2
            down 195 400
            move 195 406
            move 195 412
            move 195 418
            move 195 424
            move 195 430
            move 195 436
            move 195 440
            wait 0.05
            shot card-pull-15
            move 195 448
            move 195 456
            move 195 464
            move 195 472
            move 195 480
            wait 0.1
            shot card-pull-40-dismissing
            up 195 480
            wait 1.2
            shot card-pull-40-rest
            """),
        ("card-interrupt", """
            scene home
            tap 195 300
            wait 0.35
            tap 195 600
            wait 0.15
            shot card-interrupt-reversing
            wait 1.2
            shot card-interrupt-rest
            """),
        // The card caught 0.3 s after the click, early in its opening spring, 40 pt below its
        // top; dragged 120 pt down (it shrinks as the pull-down shrinks the page) and let go
        // moving down: it closes into its cell from there.
        ("card-grab-strip", """
            scene home
            tap 195 300
            wait 0.3
            strip card-grab-strip
            down 195 97
            \(verticalMoves(x: 195, from: 97, to: 157, step: 15))
            strip card-grab-strip
            \(verticalMoves(x: 195, from: 157, to: 217, step: 15))
            strip card-grab-strip
            up 195 217
            wait 0.1
            strip card-grab-strip
            wait 0.2
            strip card-grab-strip
            wait 1
            strip card-grab-strip
            """),
        // The opened card swiped in from the left edge: 60 pt in, the page has shrunk halfway
        // to 0.86 and rounded to 10 pt over the blurred list; at 120 pt fully; let go moving
        // right, it closes into its cell from there at the swipe's speed.
        ("card-edge-swipe-strip", """
            scene home
            tap 195 300
            wait 1.2
            strip card-edge-swipe-strip
            down 8 500
            \(moveLines(from: CGPoint(x: 8, y: 500), to: CGPoint(x: 68, y: 505), frames: 6))
            strip card-edge-swipe-strip
            \(moveLines(from: CGPoint(x: 68, y: 505), to: CGPoint(x: 128, y: 510), frames: 6))
            strip card-edge-swipe-strip
            up 128 510
            wait 0.1
            strip card-edge-swipe-strip
            wait 0.2
            strip card-edge-swipe-strip
            wait 1
            strip card-edge-swipe-strip
            """),
    ]
}
