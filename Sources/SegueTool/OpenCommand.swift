import ArgumentParser
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

    public func validate() throws { try window.validate(with: surface) }

    public func run() throws {
        let (session, host, fonts, content) = try window.open(surface, title: App.title)
        let app = content.makeApplication(
            scene: window.startScene, size: host.size, scale: host.scale, clock: HostClock(), textMeasurer: fonts,
            date: Date())
        let driver = FrameDriver(client: app, host: host, frameInterval: host.refreshInterval)
        driver.checkBeforeFrame = Interruption.check
        try withExtendedLifetime(session) { try driver.run() }
    }
}
