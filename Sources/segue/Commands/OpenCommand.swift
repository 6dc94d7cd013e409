import ArgumentParser
import Motion
import SDLBackend
import ViewKit

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the demo window (what `segue` alone does).")

    @OptionGroup var surface: SurfaceOptions
    @OptionGroup var window: WindowOptions

    func validate() throws { try window.validate(with: surface) }

    func run() throws {
        let (session, host, assets) = try window.open(surface, title: "Segue")
        let app = App(assets: assets, size: host.size, scale: host.scale, clock: HostClock(), scene: window.startScene)
        let loop = FrameLoop(client: app, host: host)
        loop.checkBeforeFrame = Interruption.check
        try withExtendedLifetime(session) { try loop.run() }
    }
}

/// Starts SDL's video, or explains in one line that there is no display. Without X11 or
/// Wayland, SDL would fall back to a driver that shows nothing, so that counts as none.
func openDisplay() throws -> SDLSession {
    let env = ProcessInfo.processInfo.environment
    let chosenDriver = env["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
    if chosenDriver == nil && (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty {
        throw NoDisplay(detail: "DISPLAY and WAYLAND_DISPLAY are unset")
    }
    do {
        return try SDLSession(video: true)
    } catch {
        throw NoDisplay(detail: "\(error)")
    }
}

/// SDL could not open a display: say so in one line and point at the headless mode.
struct NoDisplay: Error, CustomStringConvertible {
    let detail: String
    var description: String {
        "no display to open a window on (\(detail)); run `segue screenshot --out DIR` to render PNGs headlessly"
    }
}
