import Motion
import ViewKit

/// One running Segue: it owns the window's view tree, the frame clock and the frame timer.
/// Hosts (a real window, the headless canvas) feed it events and draw what it returns.
final class App {
    let window: Window
    let assets: Assets
    let clock: FrameClock
    private(set) var timer = FrameTimer()
    private(set) var shell: AppShell?
    private(set) var quitRequested = false

    init(assets: Assets, size: CGSize, scale: CGFloat, clock: FrameClock, scene: Scene = .home, date: Date = Date()) {
        self.assets = assets
        self.clock = clock
        window = Window(size: size, scale: scale, textMeasurer: assets.fonts)
        window.clearColor = .white
        let root = App.makeRoot(scene: scene, assets: assets, date: date)
        root.frame = window.bounds
        root.autoresizingMask = .flexibleSize
        window.addSubview(root)
        shell = root as? AppShell
        window.keyHandler = { [weak self] key in self?.handleKey(key) ?? false }
    }

    private static func makeRoot(scene: Scene, assets: Assets, date: Date) -> View {
        guard let tab = scene.tab else {
            switch scene {
            case .table10: return ListScreen(count: 10)
            case .table10000: return ListScreen(count: 10_000)
            default: return KitchenSinkScreen(photos: assets.photos.map(\.image))
            }
        }
        let today = TodayScreen(cards: assets.cards, avatar: assets.photos[min(3, assets.photos.count - 1)].image,
                                date: App.overline(for: date))
        let shell = AppShell(screens: [
            .today: today,
            .sheet: InfoScreen(title: "Sheet", tab: .sheet,
                               blurb: "A semi-modal sheet that slides up over the screen and follows your pointer down.",
                               rows: [("Drag the header", "Pull the sheet's header down to close it."),
                                      ("Scroll past the top", "Keep dragging the list down from its top and the sheet follows."),
                                      ("Click the backdrop", "Click the dimmed area above the sheet to dismiss it.")]),
            .photos: PhotosScreen(photos: assets.photos),
            .pop: InfoScreen(title: "Pop", tab: .pop,
                             blurb: "A full-screen page that springs in from a fifth of its size and shrinks away.",
                             rows: [("Spring in", "Scales from 0.2 to 1 on a spring that never overshoots."),
                                    ("Shrink out", "Scales to nothing over the first half of half a second.")]),
        ])
        shell.select(tab)
        return shell
    }

    /// "SATURDAY, NOVEMBER 21", the App Store's date line, in English whatever the locale.
    static func overline(for date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEEE, MMMM d"
        return formatter.string(from: date).uppercased()
    }

    // MARK: Frame steps

    /// Step 1: input, in order.
    func handle(_ events: [TimedInputEvent]) {
        for event in events {
            if case .quit = event.event { quitRequested = true }
            window.send(event)
        }
    }

    /// Step 2: advances animations to the clock's time. Returns the animation step in seconds.
    @discardableResult
    func advanceAnimations() -> Double {
        let dt = timer.tick(at: clock.now)
        window.animator.advance(by: dt)
        return dt
    }

    /// Whether a frame must be drawn: something changed or is animating.
    var needsFrame: Bool { window.needsDisplay || window.animator.isAnimating }

    /// Steps 3 and 4: layout and the display list, or nil when nothing changed.
    func displayListIfNeeded() -> DisplayList? {
        guard window.needsDisplay else { return nil }
        return window.makeDisplayList()
    }

    /// Forgets the last frame time, so an idle stretch is not taken as a hitch.
    func becameIdle() { timer.reset() }

    private func handleKey(_ key: Key) -> Bool {
        switch key {
        case .s:
            timer.slowAnimations.toggle()
            return true
        case .q:
            quitRequested = true
            return true
        default:
            return false
        }
    }
}
