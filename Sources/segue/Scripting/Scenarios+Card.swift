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
    ]
}
