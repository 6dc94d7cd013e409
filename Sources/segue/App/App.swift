import Motion
import SDLBackend
import ViewKit

/// One running Segue: it owns the window's view tree, the frame clock and the frame timer.
/// Hosts (a real window, the headless canvas) feed it events and draw what it returns.
final class App: FrameLoopClient {
    let window: Window
    let assets: Assets
    let clock: FrameClock
    private(set) var timer = FrameTimer()
    /// The tab bar controller, in tabbed scenes.
    private(set) var root: RootTabBarController?
    private(set) var quitRequested = false

    convenience init(
        assets: Assets, size: CGSize, scale: CGFloat, clock: FrameClock, scene: Scene = .home,
        date: Date = Date()
    ) {
        self.init(
            assets: assets, size: size, scale: scale, clock: clock,
            rootViewController: App.makeRoot(scene: scene, assets: assets, date: date))
    }

    /// An app around any root controller, such as an example's (the examples' golden tests).
    init(assets: Assets, size: CGSize, scale: CGFloat, clock: FrameClock, rootViewController: ViewController) {
        self.assets = assets
        self.clock = clock
        window = Window(size: size, scale: scale, textMeasurer: assets.fonts)
        window.clearColor = .white
        window.rootViewController = rootViewController
        root = rootViewController as? RootTabBarController
        window.keyHandler = { [weak self] key in self?.handleKey(key) ?? false }
    }

    private static func makeRoot(scene: Scene, assets: Assets, date: Date) -> ViewController {
        guard let tab = scene.tab else {
            let single = ViewController()
            switch scene {
            case .table10: single.view = ListScreen(count: 10)
            case .table10000: single.view = ListScreen(count: 10_000)
            default: single.view = KitchenSinkScreen(photos: assets.photos.map(\.image))
            }
            return single
        }
        let avatar = assets.photos[min(3, assets.photos.count - 1)].image
        let root = RootTabBarController(tabs: [
            TodayViewController(cards: assets.cards, avatar: avatar, date: App.overline(for: date)),
            SheetDemoViewController(),
            PhotosViewController(photos: assets.photos),
            PopDemoViewController(),
        ])
        root.loadViewIfNeeded()
        root.select(tab)
        return root
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

    /// Step 1: input, in order. P and, while paused, → are the app's own: they never reach
    /// the window, so they cannot grab, reverse or complete a transition being studied.
    func handle(_ events: [TimedInputEvent]) {
        for event in events {
            if case .quit = event.event { quitRequested = true }
            if case let .key(key) = event.event, handleMotionKey(key) { continue }
            window.send(event)
        }
    }

    /// P pauses or resumes the animation clock; → while paused steps it one frame (1/60 s).
    private func handleMotionKey(_ key: Key) -> Bool {
        switch key {
        case .p:
            timer.isPaused.toggle()
            if timer.isPaused, hud == nil {
                toggleHUD()
                hudShownForPause = true
            } else if !timer.isPaused, hudShownForPause {
                if hud != nil { toggleHUD() }
                hudShownForPause = false
            }
            window.setNeedsDisplay()
            return true
        case .right where timer.isPaused:
            timer.stepOneFrame()
            window.setNeedsDisplay()
            return true
        default:
            return false
        }
    }

    /// Step 2: advances animations to the clock's time. Returns the animation step in seconds.
    @discardableResult
    func advanceAnimations() -> Double {
        let dt = timer.tick(at: clock.now)
        window.animator.advance(by: dt, at: clock.now)
        return dt
    }

    /// Whether a frame must be drawn: something changed, or is animating on a running clock.
    var needsFrame: Bool { window.needsDisplay || (window.animator.isAnimating && !timer.isPaused) }

    /// Steps 3 and 4: layout and the display list, or nil when nothing changed. The HUD, when
    /// shown, is refreshed inside the same frame so it never asks for a frame of its own.
    func displayListIfNeeded() -> DisplayList? {
        guard window.needsDisplay else { return nil }
        if let hud {
            hud.update(
                at: clock.now, cost: lastFrameCost, animations: window.animator.activeCount,
                transitioning: window.transitionCoordinator.isTransitioning,
                pausedFrame: timer.isPaused ? timer.animationFrame : nil)
        }
        return window.makeDisplayList()
    }

    /// Seconds the last frame took to build and draw, for the HUD.
    var lastFrameCost = 0.0

    func didDrawFrame(cost: Double) { lastFrameCost = cost }

    /// The renderer decoded images again at rest, sharper: one more frame shows them.
    func imagesRefined() { window.setNeedsDisplay() }
    private(set) var hud: HUDView?
    /// Whether P showed the HUD, so resuming hides it again.
    private var hudShownForPause = false

    /// H: shows or hides the HUD at the top left, above everything.
    func toggleHUD() {
        hudShownForPause = false
        if let hud {
            hud.removeFromSuperview()
            self.hud = nil
        } else {
            let view = HUDView(frame: CGRect(origin: CGPoint(x: 12, y: 52), size: HUDView.size))
            window.addOverlay(view)
            hud = view
        }
    }

    /// Forgets the last frame time, so an idle stretch is not taken as a hitch.
    func becameIdle() { timer.reset() }

    /// Esc: dismisses the controller on top of the presentation chain, if any.
    @discardableResult
    func dismissTopPresentation() -> Bool {
        guard let top = window.rootViewController?.topPresentedViewController, top.presentingViewController != nil
        else {
            return false
        }
        top.dismiss(animated: true)
        return true
    }

    private func handleKey(_ key: Key) -> Bool {
        switch key {
        case .s:
            timer.slowAnimations.toggle()
            return true
        case .q:
            quitRequested = true
            return true
        case .escape:
            return dismissTopPresentation()
        case .h:
            toggleHUD()
            return true
        default:
            return false
        }
    }
}
