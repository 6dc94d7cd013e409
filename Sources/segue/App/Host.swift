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

extension HeadlessCanvas: Host {
    func capture() throws -> Bitmap { try snapshot() }
}

extension WindowHost: Host {
    func capture() throws -> Bitmap { try screenshot() }
}
