import Foundation
import Motion
import ViewKit

/// A running app: the view tree with its root controller, the clock its frames are timed on and
/// the frame timer, driven by a `FrameDriver`. Made with a title, it is what every app's `main`
/// would otherwise write: SDL, the fonts, a window, and the frame loop on SDL's clock.
///
///     import Segue
///
///     let app = try Application(rootViewController: ViewController())
///     try app.run()
///
/// Keys go through the window's responder chain (see `Window`): a presented controller's Esc
/// dismisses it, and key commands on the app's views and controllers, or on the window, take
/// theirs. What no responder takes reaches `keyHandler`; then Q (with any modifiers) and the
/// window's close button quit. Tools add key commands to the window and watch the app's frames
/// (`addFrameObserver`): SegueScript's `DeveloperTools` add pausing, slow animations and a HUD
/// that way.
public final class Application: FrameLoopClient {
    /// The view tree; its root controller is the one given at init.
    public let window: Window
    /// The SDL window `init(title:…)` opened; nil for an app the tools draw elsewhere.
    public let host: WindowHost?
    /// The fonts `init(title:…)` loaded, which text is measured and drawn with.
    public let fonts: FontLibrary?
    public let clock: FrameClock
    /// Frame timing: slow animations, pausing, the step of each frame.
    public var timer = FrameTimer()
    public private(set) var quitRequested = false
    /// The app's keys that no responder took: return true for a key it used, which then goes
    /// no further (Q quits only when this leaves it).
    public var keyHandler: ((KeyPress) -> Bool)?
    /// What watches the app's frames in every driver that runs it (`addFrameObserver`).
    public private(set) var frameObservers: [FrameObserver] = []
    private let session: SDLSession?

    /// An app around `rootViewController` in a window of `size` points at `scale` pixels per
    /// point, timed on `clock`, whose text `textMeasurer` measures; it opens nothing, and is
    /// drawn by whatever `FrameDriver` runs it (the tools' headless canvas or their window).
    public convenience init(
        size: CGSize, scale: CGFloat, clock: FrameClock, textMeasurer: TextMeasurer,
        rootViewController: ViewController
    ) {
        self.init(
            size: size, scale: scale, clock: clock, textMeasurer: textMeasurer, rootViewController: rootViewController,
            display: nil)
    }

    /// Opens the window. Nothing is drawn until `run()`.
    /// - Parameters:
    ///   - title: the window's title.
    ///   - size: points.
    ///   - renderer: how frames reach the screen (see `WindowHost.RendererKind`).
    ///   - resources: the folder that holds `Fonts/`; nil looks where `ResourceLocator` looks.
    ///   - rootViewController: the controller whose view fills the window.
    /// - Throws: `ResourceLocator.NotFound`, or `SDLBackendError` when there is no display.
    public convenience init(
        title: String = "Segue", size: CGSize = CGSize(width: 390, height: 844),
        renderer: WindowHost.RendererKind = .automatic, resources: URL? = nil,
        rootViewController: ViewController
    ) throws {
        let session = try SDLSession(video: true)
        let folder = try resources ?? ResourceLocator.locate()
        let fonts = try FontLibrary(directory: folder.appendingPathComponent("Fonts").path, session: session)
        let host = try WindowHost(title: title, size: size, renderer: renderer, fonts: fonts)
        self.init(
            size: host.size, scale: host.scale, clock: HostClock(), textMeasurer: fonts,
            rootViewController: rootViewController, display: (session, host, fonts))
        // The name assistive technology gives the window, as its title bar does.
        window.accessibilityLabel = title
    }

    private init(
        size: CGSize, scale: CGFloat, clock: FrameClock, textMeasurer: TextMeasurer,
        rootViewController: ViewController, display: (SDLSession, WindowHost, FontLibrary)?
    ) {
        (session, host, fonts) = (display?.0, display?.1, display?.2)
        self.clock = clock
        window = Window(size: size, scale: scale, textMeasurer: textMeasurer)
        window.clearColor = .white
        window.rootViewController = rootViewController
        window.keyHandler = { [weak self] key in self?.handleKey(key) ?? false }
    }

    /// Runs frames in the window until Q or its close button.
    /// - Throws: `NoWindow` for an app made without one, and what drawing throws.
    public func run() throws {
        guard let host else { throw NoWindow() }
        try FrameDriver(client: self, host: host, frameInterval: host.refreshInterval).run()
    }

    /// `run()` on an app made without a window of its own.
    public struct NoWindow: Error, CustomStringConvertible {
        public var description: String { "this Application opened no window; run it with a FrameDriver" }
    }

    /// Ends `run()` after the current frame.
    public func quit() { quitRequested = true }

    /// Adds `observer` to the observers every driver of this app notifies.
    public func addFrameObserver(_ observer: FrameObserver) { frameObservers.append(observer) }

    /// Dismisses the controller on top of the presentation chain, if any, as its Esc does.
    @discardableResult
    public func dismissTopPresentation() -> Bool {
        guard let top = window.rootViewController?.topPresentedViewController, top.presentingViewController != nil
        else { return false }
        top.dismiss(animated: true)
        return true
    }

    // MARK: FrameLoopClient

    /// Whether a frame must be drawn: something changed, or is animating on a running clock.
    public var needsFrame: Bool { window.needsDisplay || (window.animator.isAnimating && !timer.isPaused) }

    public var isTransitioning: Bool { window.transitionCoordinator.isTransitioning }

    /// Seconds on `clock`: the window's next gesture deadline (a single tap waiting out a double
    /// tap's interval, a long press held down), which passes at a frame even when nothing is
    /// drawn; nil when none is pending.
    public var nextDeadline: Double? { window.nextGestureDeadline }

    public func handle(_ events: [TimedInputEvent]) {
        for event in events {
            if case .quit = event.event { quitRequested = true }
            window.send(event)
        }
    }

    @discardableResult
    public func advanceAnimations(to time: Double) -> Double {
        let dt = timer.tick(at: time)
        window.animator.advance(by: dt, at: time)
        return dt
    }

    public func displayListIfNeeded() -> DisplayList? {
        window.needsDisplay ? window.makeDisplayList() : nil
    }

    public func becameIdle() { timer.reset() }

    public func imagesRefined() { window.setNeedsDisplay() }

    public func takePreparations() -> [Preparation] { window.takePreparations() }

    private func handleKey(_ press: KeyPress) -> Bool {
        if keyHandler?(press) == true { return true }
        guard press.key == .q else { return false }
        quitRequested = true
        return true
    }
}
