import Motion
import SDLBackend
import ViewKit

/// Where frames go, with what the scripted and recorded runs also need: the size, the scale
/// and the pixels of the frame just drawn.
protocol Host: FrameHost {
    /// Points.
    var size: CGSize { get }
    /// Pixels per point.
    var scale: CGFloat { get }
    /// The pixels of the frame just drawn, before it is presented.
    func capture() throws -> Bitmap
}

/// A window with something of its own between its input and the app (the recorder, the
/// bench's filter): everything else is the window's.
protocol WindowWrapper: Host {
    var window: WindowHost { get }
}

extension WindowWrapper {
    var renderer: Renderer { window.renderer }
    var size: CGSize { window.size }
    var scale: CGFloat { window.scale }
    var hasVSync: Bool { window.hasVSync }
    func present() { window.present() }
    func capture() throws -> Bitmap { try window.capture() }
}

extension HeadlessCanvas: Host {
    func capture() throws -> Bitmap { try snapshot() }
}

extension WindowHost: Host {
    func capture() throws -> Bitmap { try screenshot() }
}
