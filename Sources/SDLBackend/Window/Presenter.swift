import CSDL2
import Compositor
import Foundation

/// Shows the compositor's finished frames in a window, and nothing else: it hands the
/// compositor a layer to draw into and copies only the rects a frame changed to the screen.
/// What it shows is the layer's pixels exactly, so a window looks as the goldens do.
protocol Presenter: AnyObject {
    /// What `open -v` and the bench call it: "xshm" or "surface" (the window surface) or
    /// "texture".
    var name: String { get }
    /// What the GPU driver reported as GL_RENDERER, when one was asked.
    var glRenderer: String? { get }
    /// Whether presenting waits for the display's refresh, which then paces frames.
    var hasVSync: Bool { get }
    /// Turns the wait for the display's refresh on or off; false when it cannot.
    func setVSync(_ on: Bool) -> Bool
    /// Drawable pixels, wide and high.
    func drawableSize() -> (width: Int, height: Int)
    /// The layer frames are drawn into, made anew when the window's size changed; nil when
    /// it could not be made.
    func output() -> Compositor.Layer?
    /// Copies `rects` of the output to the screen, all of it after `showAll()`; returns the
    /// pixels copied.
    @discardableResult
    func present(_ rects: [PixelRect]) -> Int
    /// The next present copies all of the output: the window system lost what it showed.
    func showAll()
    /// SDL's own renderer over the window, for the bench's bare-SDL baseline.
    func makeBareSDLRenderer(scale: CGFloat, fonts: FontLibrary?, after: @escaping () -> Void) throws
        -> BareSDLRenderer
}

/// Presents through the window's surface: on X11, shared memory the X server reads (XShm),
/// with no GPU and no texture in between. SDL is told not to put its OpenGL texture behind the
/// surface, which on Mesa's llvmpipe copies every frame twice more.
final class SurfacePresenter: Presenter {
    let window: OpaquePointer
    /// GL_RENDERER of the GPU driver found to be software, which this stands in for.
    let glRenderer: String?
    /// "xshm" on X11, whose window surface is shared memory the server reads; "surface" elsewhere.
    let name: String
    private var wrapped: (surface: UnsafeMutablePointer<SDL_Surface>, layer: Compositor.Layer)?
    private var presentsAll = true

    /// Fails (nil) when SDL cannot give the window a surface pixman can draw into.
    init?(window: OpaquePointer, videoDriver: String?, glRenderer: String? = nil) {
        (self.window, self.glRenderer) = (window, glRenderer)
        name = videoDriver == "x11" ? "xshm" : "surface"
        if videoDriver == "x11" {
            // SDL picks the surface's path once, at the first window surface; the hint can go after.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        defer { if videoDriver == "x11" { _ = SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION) } }
        guard output() != nil else { return nil }
    }

    var hasVSync: Bool { false }
    func setVSync(_ on: Bool) -> Bool { !on }

    func drawableSize() -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &w, &h)
        return (Int(w), Int(h))
    }

    func output() -> Compositor.Layer? {
        // SDL makes a new surface when the window's size changed, and returns the same one else.
        guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels else { return nil }
        if let wrapped, wrapped.surface == surface, UnsafeMutableRawPointer(wrapped.layer.bits) == pixels,
            wrapped.layer.width == Int(surface.pointee.w), wrapped.layer.height == Int(surface.pointee.h)
        {
            return wrapped.layer
        }
        let s = surface.pointee
        let format = s.format.pointee.format
        guard format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue,
            let layer = Compositor.Layer(
                wrapping: pixels.assumingMemoryBound(to: UInt32.self), width: Int(s.w), height: Int(s.h),
                pitch: Int(s.pitch))
        else { return nil }
        wrapped = (surface, layer)
        presentsAll = true
        return layer
    }

    func present(_ rects: [PixelRect]) -> Int {
        guard let layer = wrapped?.layer else { return 0 }
        let shown = presentsAll ? [layer.bounds] : rects.map { $0.intersection(layer.bounds) }.filter { !$0.isEmpty }
        presentsAll = false
        guard !shown.isEmpty else { return 0 }
        var sdl = shown.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        SDL_UpdateWindowSurfaceRects(window, &sdl, Int32(sdl.count))
        return shown.reduce(0) { $0 + $1.area }
    }

    func showAll() { presentsAll = true }

    func makeBareSDLRenderer(scale: CGFloat, fonts: FontLibrary?, after: @escaping () -> Void) throws
        -> BareSDLRenderer
    {
        guard let surface = SDL_GetWindowSurface(window), let handle = SDL_CreateSoftwareRenderer(surface) else {
            throw SDLBackendError.fromSDL("SDL_CreateSoftwareRenderer(window surface)")
        }
        let window = self.window
        return BareSDLRenderer(handle: handle, scale: scale, fonts: fonts) {
            SDL_UpdateWindowSurface(window)
            after()
        }
    }
}
