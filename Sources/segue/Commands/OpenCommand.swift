import ArgumentParser
import Motion
import SDLBackend
import ViewKit

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the demo window (what `segue` alone does).")

    @OptionGroup var surface: SurfaceOptions
    @OptionGroup var window: WindowOptions

    func run() throws {
        let (session, host, assets) = try window.open(surface, title: "Segue")
        let app = App(assets: assets, size: host.size, scale: host.scale, clock: HostClock(), scene: window.startScene)
        try withExtendedLifetime(session) { try FrameLoop(app: app, host: host).run() }
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

/// The real-time loop: drain events, animate, lay out, draw only when something changed,
/// and sleep in SDL's event wait while idle. Without vsync, animation frames are paced to
/// `frameInterval` by waiting for events, which keeps input responsive.
final class FrameLoop {
    let app: App
    let host: Host
    /// Seconds between animation frames when the display does not pace them.
    let frameInterval = 1.0 / 60
    private var pending: [TimedInputEvent] = []

    init(app: App, host: Host) { (self.app, self.host) = (app, host) }

    /// Milliseconds an idle loop sleeps in SDL's event wait before looking for SIGINT again.
    static let idleTimeoutMs = 100

    /// Runs until the app asks to quit; throws `Interruption.Interrupted` after SIGINT or SIGTERM.
    func run() throws {
        while !app.quitRequested {
            try Interruption.check()
            _ = try step(idleTimeoutMs: FrameLoop.idleTimeoutMs)
        }
    }

    /// Sleeps until `frameInterval` after `start`, collecting input for the next frame, so an
    /// animation without vsync runs at 60 Hz instead of flooding the window system.
    private func waitOutFrame(startedAt start: Double) {
        while true {
            let remaining = frameInterval - (app.clock.now - start)
            guard remaining > 0.0005 else { return }
            pending += host.waitForEvents(timeoutMs: max(1, Int(remaining * 1000)))
        }
    }

    /// One iteration; returns whether it drew a frame.
    func step(idleTimeoutMs: Int) throws -> Bool {
        let started = app.clock.now
        var events = pending + host.pollEvents()
        pending = []
        if events.isEmpty && !app.needsFrame {
            app.becameIdle()
            events = host.waitForEvents(timeoutMs: idleTimeoutMs)
        }
        app.handle(events)
        app.advanceAnimations()
        guard let list = app.displayListIfNeeded() else { return false }
        try host.renderer.draw(list)
        app.lastFrameCost = app.clock.now - started
        host.present()
        if !host.hasVSync && app.needsFrame { waitOutFrame(startedAt: started) }
        return true
    }
}
