import ArgumentParser
import Foundation
import Motion
import SDLBackend
import SegueCapture
import SegueFuzz
import SegueScript
import ViewKit

public struct OpenCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "open", abstract: "Open the \(App.title) window (what `\(App.commandName)` alone does).")
    }

    @OptionGroup public var surface: SurfaceOptions
    @OptionGroup public var window: WindowOptions<App>
    @OptionGroup public var motion: MotionOptions

    @Flag(
        name: .shortAndLong,
        help: "Say how frames reach the screen (presenter, GPU driver, refresh) and where reduced motion was read.")
    public var verbose = false

    public func validate() throws { try window.validate(with: surface) }

    public func run() throws {
        let fingers = try window.fingerScriptEvents()
        let (session, host, fonts, content) = try window.open(surface, title: App.title)
        let feed = fingers.map { FingerFeed(events: $0, host: host) }
        let app = content.makeApplication(
            scene: window.startScene, size: host.size, scale: host.scale, clock: HostClock(), textMeasurer: fonts,
            date: Date())
        let watcher = try motion.watch(app.window)
        if verbose {
            print(Self.presentation(of: host))
            print("reduced motion \(app.window.motionPreference)")
            fflush(stdout)
            app.window.motionPreferenceDidChange = { window in
                print("reduced motion \(window.motionPreference)")
                fflush(stdout)
            }
        }
        let driver = FrameDriver(client: app, host: host, frameInterval: host.refreshInterval)
        driver.addObserver(watcher)
        // Screen readers (AT-SPI): published when the desktop has an accessibility bus.
        let bridge = AccessibilityBridge(window: app.window, host: host, clock: app.clock) { [verbose] line in
            guard verbose else { return }
            print(line)
            fflush(stdout)
        }
        driver.addObserver(bridge)
        driver.checkBeforeFrame = Interruption.check
        feed?.start()
        try withExtendedLifetime(session) {
            // Stopped while SDL is still up: nothing may be pushed into a queue SDL has closed.
            defer { feed?.stop() }
            try driver.run()
        }
    }

    /// One line for `--verbose`: what composites, what presents, what the GPU driver said.
    static func presentation(of host: WindowHost) -> String {
        let gl = host.glRenderer.map { "GL_RENDERER \"\($0)\"" } ?? "no OpenGL renderer tried"
        return "compositor \(host.renderer.compositorName), presenter \(host.presenterName) (\(gl)), "
            + "vsync \(host.hasVSync ? "on" : "off"), refresh \(format(1 / host.refreshInterval)) Hz, "
            + "\(format(Double(host.size.width)))x\(format(Double(host.size.height))) points at scale "
            + format(Double(host.scale))
    }
}
