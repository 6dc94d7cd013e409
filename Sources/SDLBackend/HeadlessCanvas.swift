import CSDL2
import Foundation
import ViewKit

/// An offscreen drawing surface for tests, golden images and benchmarks: SDL's software
/// renderer over a plain memory surface, so it needs no display and no GPU.
public final class HeadlessCanvas {
    /// Size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// What draws a canvas's frames.
    public enum Compositor: String, CaseIterable {
        /// pixman and cairo, straight into the canvas's pixels (premultiplied groups).
        case pixman
        /// SDL's own software renderer: what `baselineRenderer` draws with, and what a window
        /// without pixman uses.
        case sdl
    }

    /// Draws the frames, with the compositor the canvas was made with.
    public let renderer: Renderer
    /// SDL's own software renderer over the same pixels, with textures of its own: the
    /// bench's bare-SDL baseline draws with it.
    public let baselineRenderer: Renderer
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let session: SDLSession

    /// - Parameters:
    ///   - size: points; the surface is `size × scale` pixels.
    ///   - fonts: needed for text ops; text is skipped without it.
    public init(
        size: CGSize, scale: CGFloat = 1, fonts: FontLibrary? = nil, session: SDLSession? = nil,
        compositor: Compositor = .pixman
    ) throws {
        self.session = try session ?? SDLSession(video: true, preferredDriver: "offscreen")
        let w = Int32((size.width * scale).rounded()), h = Int32((size.height * scale).rounded())
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, max(1, w), max(1, h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
            throw SDLBackendError.fromSDL("SDL_CreateRGBSurfaceWithFormat(\(w)×\(h))")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw SDLBackendError.fromSDL("SDL_CreateSoftwareRenderer")
        }
        (self.size, self.scale, surface) = (size, scale, s)
        baselineRenderer = Renderer(handle: r, scale: scale, fonts: fonts)
        baselineRenderer.rootSurface = s
        do {
            renderer =
                compositor == .sdl
                ? baselineRenderer : try Renderer(drawingInto: s, beside: r, scale: scale, fonts: fonts)
        } catch {
            baselineRenderer.close()
            SDL_FreeSurface(s)
            throw error
        }
    }

    deinit {
        renderer.close()
        baselineRenderer.close()
        SDL_FreeSurface(surface)
    }

    /// Draws `list` with the full-quality renderer.
    public func draw(_ list: DisplayList) throws { try renderer.draw(list) }

    /// The canvas's pixels as an RGBA bitmap.
    public func snapshot() throws -> Bitmap { try renderer.readPixels() }
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
