import Motion
import SDLBackend
import ViewKit

/// Where frames go: a real window or the headless canvas.
protocol Host: AnyObject {
    var renderer: Renderer { get }
    /// Points.
    var size: CGSize { get }
    /// Pixels per point.
    var scale: CGFloat { get }
    /// Input that arrived since the last call, all of it (real windows only; the canvas has none).
    func pollEvents() -> [TimedInputEvent]
    /// Sleeps until input arrives or `timeoutMs` passes; returns what arrived.
    func waitForEvents(timeoutMs: Int) -> [TimedInputEvent]
    /// Shows the frame just drawn.
    func present()
    /// Whether `present()` waits for the display's refresh.
    var hasVSync: Bool { get }
    /// The pixels of the frame just drawn, before it is presented.
    func capture() throws -> Bitmap
}

extension HeadlessCanvas: Host {
    var hasVSync: Bool { false }
    func pollEvents() -> [TimedInputEvent] { [] }
    func present() {}
    func capture() throws -> Bitmap { try snapshot() }
}

extension WindowHost: Host {
    func capture() throws -> Bitmap { try screenshot() }
}

/// The clock SDL stamps events with, so event times and frame times agree.
final class HostClock: FrameClock {
    var now: Double { WindowHost.now() }
}
