import SegueFuzz
import SegueScript

/// The demo's soak: the four transitions, the Settings stack and the mini player in turn, each
/// ended the way its turn says.
struct DemoSoakCycles: SoakCycles {
    /// Shows every tab once, so the views each loads on first show are in the baseline.
    func warmUp(_ driver: SoakDriver) throws {
        guard let root = driver.app.root else { throw SoakStepError(description: "the app has no tab bar") }
        for item in root.bar.items.reversed() {
            try driver.tap(item)
            try driver.settle()
        }
    }

    /// Cycle `index` runs transition `index % 6` and ends it its turn's way.
    func runCycle(_ index: Int, on driver: SoakDriver) throws -> String {
        let transition = SoakTransition.allCases[index % SoakTransition.allCases.count]
        let turn = index / SoakTransition.allCases.count
        try driver.cycle(transition, ending: transition.endings[turn % transition.endings.count], variant: turn)
        return transition.rawValue
    }
}

extension SegueDemo: SoakableApp {
    func soakCycles() -> any SoakCycles { DemoSoakCycles() }

    static let soakAbstract =
        "Present and dismiss the four transitions, push and pop the Settings stack and open and dock the mini player in turn; check that nothing leaks."

    static let soakCycleDescription = """
        Cycles go card, sheet, zoom, pop, navigation, player. The zoom's, in turn, long-press the photo for its \
        context menu (closed by Esc) before opening it, or double-tap the open photo in to 2.5× and back. Each ends \
        in turn by \
        a drag released short (then the close button), a drag that dismisses, the close button and Esc; the card also \
        reverses a presentation with a click. The Settings stack is pushed one or two pages deep \
        and popped by a back swipe let go short (then the back button), a back swipe, a click on \
        the covered page mid-push and the back button. The player opens by a click on the mini player \
        or a drag up from it, and docks by a drag down let go short (then the grabber), a drag down, \
        a click above it mid-rise, the grabber and Esc.
        """
}
