import CSDL2
import Compositor
import Foundation
import ViewKit

/// An offscreen drawing surface for tests, golden images and benchmarks: the compositor's
/// pixels in memory, so it needs no display and no GPU, and draws exactly what a window shows.
public final class HeadlessCanvas {
    /// Size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Draws the frames into the canvas's pixels.
    public let renderer: Renderer
    private let pixels: Compositor.Layer
    private let session: SDLSession

    /// - Parameters:
    ///   - size: points; the canvas is `size × scale` pixels.
    ///   - scale: pixels per point.
    ///   - fonts: needed for text ops; text is skipped without it.
    ///   - session: SDL for the fonts' and images' libraries; one on the offscreen driver when nil.
    /// - Throws: `SDLBackendError` when SDL cannot start or the pixels cannot be allocated.
    public init(size: CGSize, scale: CGFloat = 1, fonts: FontLibrary? = nil, session: SDLSession? = nil) throws {
        self.session = try session ?? SDLSession(video: true, preferredDriver: "offscreen")
        let w = max(1, Int((size.width * scale).rounded())), h = max(1, Int((size.height * scale).rounded()))
        guard let layer = Compositor.Layer(width: w, height: h) else {
            throw SDLBackendError.sdl(call: "pixman_image_create_bits(\(w)×\(h))", reason: "out of memory")
        }
        (self.size, self.scale, pixels) = (size, scale, layer)
        renderer = Renderer(output: layer, scale: scale, fonts: fonts)
    }

    /// Draws `list` (what changed of it since the last draw).
    public func draw(_ list: DisplayList) throws { try renderer.draw(list) }

    /// The canvas's pixels as an RGBA bitmap.
    public func snapshot() throws -> Bitmap { try renderer.readPixels() }

    /// SDL's software renderer over the canvas's pixels, for the bench's bare-SDL baseline. Its
    /// draws replace what the renderer drew, which then draws its next frame whole.
    public func makeBareSDLRenderer() throws -> BareSDLRenderer {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                pixels.bits, Int32(pixels.width), Int32(pixels.height), 32, Int32(pixels.rowWords * 4),
                SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { throw SDLBackendError.fromSDL("SDL_CreateRGBSurfaceWithFormatFrom") }
        guard let handle = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLBackendError.fromSDL("SDL_CreateSoftwareRenderer")
        }
        let renderer = self.renderer
        return BareSDLRenderer(
            handle: handle, scale: scale, fonts: renderer.fonts as? FontLibrary, release: { SDL_FreeSurface(surface) },
            show: { renderer.invalidate() })
    }
}

extension HeadlessCanvas {
    /// Sleeps in SDL's event queue until something arrives or `timeoutMs` passes, as a window's
    /// idle loop does. The offscreen driver delivers no input, so only a quit comes back.
    public func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] {
        var e = SDL_Event()
        var out: [TimedInputEvent] = []
        if SDL_WaitEventTimeout(&e, Int32(max(0, timeoutMs))) != 0, SDL_EventType(e.type) == SDL_QUIT {
            out.append(TimedInputEvent(.quit, at: WindowHost.now()))
        }
        return out
    }
}
