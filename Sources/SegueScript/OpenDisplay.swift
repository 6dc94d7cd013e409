import Foundation
import SDLBackend

/// Starts SDL's video, or explains in one line that there is no display. Without X11 or
/// Wayland, SDL would fall back to a driver that shows nothing, so that counts as none.
public func openDisplay() throws -> SDLSession {
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
public struct NoDisplay: Error, CustomStringConvertible {
    public let detail: String
    public var description: String {
        "no display to open a window on (\(detail)); run `\(CommandLine.programName) screenshot --out DIR` to render PNGs headlessly"
    }
}
