import Foundation
import Motion
import ViewKit

/// What every app's `main` would otherwise write: SDL, the fonts, a window, a view tree with
/// the root controller, and the frame loop on SDL's clock.
///
///     import Segue
///
///     let app = try Application(rootViewController: ViewController())
///     try app.run()
///
/// Keys: Esc dismisses the controller on top of the presentation chain, Q and the window's
/// close button quit. `keyHandler` sees every key first.
public final class Application: FrameLoopClient {
    /// The view tree; its root controller is the one given at init.
    public let window: Window
    /// The SDL window it is drawn in.
    public let host: WindowHost
    /// The fonts text is measured and drawn with.
    public let fonts: FontLibrary
    public let clock: FrameClock
    /// Frame timing: slow animations, pausing, the step of each frame.
    public var timer = FrameTimer()
    public private(set) var quitRequested = false
    /// The app's keys: return true for a key it used, which then goes no further.
    public var keyHandler: ((Key) -> Bool)?
    private let session: SDLSession

    /// Opens the window. Nothing is drawn until `run()`.
    /// - Parameters:
    ///   - size: points.
    ///   - resources: the folder that holds `Fonts/`; nil looks where `ResourceLocator` looks.
    /// - Throws: `ResourceLocator.NotFound`, or `SDLBackendError` when there is no display.
    public init(
        title: String = "Segue", size: CGSize = CGSize(width: 390, height: 844),
        renderer: WindowHost.RendererKind = .automatic, resources: URL? = nil,
        rootViewController: ViewController
    ) throws {
        session = try SDLSession(video: true)
        let folder = try resources ?? ResourceLocator.locate()
        fonts = try FontLibrary(directory: folder.appendingPathComponent("Fonts").path, session: session)
        host = try WindowHost(title: title, size: size, renderer: renderer, fonts: fonts)
        clock = HostClock()
        window = Window(size: host.size, scale: host.scale, textMeasurer: fonts)
        window.clearColor = .white
        window.rootViewController = rootViewController
        window.keyHandler = { [weak self] key in self?.handleKey(key) ?? false }
    }

    /// Runs frames until Q or the window is closed.
    public func run() throws {
        try FrameLoop(client: self, host: host).run()
    }

    /// Ends `run()` after the current frame.
    public func quit() { quitRequested = true }

    // MARK: FrameLoopClient

    public var needsFrame: Bool { window.needsDisplay || (window.animator.isAnimating && !timer.isPaused) }

    public func handle(_ events: [TimedInputEvent]) {
        for event in events {
            if case .quit = event.event { quitRequested = true }
            window.send(event)
        }
    }

    @discardableResult
    public func advanceAnimations() -> Double {
        let dt = timer.tick(at: clock.now)
        window.animator.advance(by: dt, at: clock.now)
        return dt
    }

    public func displayListIfNeeded() -> DisplayList? {
        window.needsDisplay ? window.makeDisplayList() : nil
    }

    public func becameIdle() { timer.reset() }

    public func imagesRefined() { window.setNeedsDisplay() }

    private func handleKey(_ key: Key) -> Bool {
        if keyHandler?(key) == true { return true }
        switch key {
        case .q:
            quitRequested = true
            return true
        case .escape:
            guard let top = window.rootViewController?.topPresentedViewController,
                top.presentingViewController != nil
            else { return false }
            top.dismiss(animated: true)
            return true
        default:
            return false
        }
    }
}
