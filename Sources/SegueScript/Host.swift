import Motion
import SDLBackend
import ViewKit

/// Where frames go, with what the scripted and recorded runs also need: the size, the scale
/// and the pixels of the frame just drawn.
public protocol ScriptHost: FrameHost {
    /// Points.
    var size: CGSize { get }
    /// Pixels per point.
    var scale: CGFloat { get }
    /// The pixels of the frame just drawn, before it is presented.
    func capture() throws -> Bitmap
}

/// A window with something of its own between its input and the app (the bench's filter):
/// everything else is the window's.
public protocol WindowWrapper: ScriptHost {
    var window: WindowHost { get }
}

extension WindowWrapper {
    public var renderer: Renderer { window.renderer }
    public var size: CGSize { window.size }
    public var scale: CGFloat { window.scale }
    public var hasVSync: Bool { window.hasVSync }
    public func present() { window.present() }
    public func capture() throws -> Bitmap { try window.capture() }
}

extension HeadlessCanvas: ScriptHost {
    public func capture() throws -> Bitmap { try snapshot() }
}

extension WindowHost: ScriptHost {
    public func capture() throws -> Bitmap { try screenshot() }
}
