import CSDL2
import Foundation
import ViewKit

/// The app's real window: an SDL window with a renderer, presenting frames and turning SDL
/// events into ViewKit input.
public final class WindowHost {
    /// How the window's renderer is chosen.
    public enum RendererKind: String, CaseIterable {
        /// GPU-accelerated with vsync when the system offers it, else software.
        case automatic
        /// SDL's software renderer (`--renderer software`).
        case software
    }

    /// Draws the frames: with pixman straight into the window's surface under SDL's software
    /// renderer, else with the SDL renderer itself.
    public let renderer: Renderer
    /// SDL's renderer on its own, with textures of its own (the bench's bare-SDL baseline);
    /// `renderer` itself when that draws with SDL.
    public let baselineRenderer: Renderer
    /// Window size in points.
    public private(set) var size: CGSize
    /// Pixels per point: `coordinatesPerPoint` × SDL's drawable size ÷ its window size.
    public private(set) var scale: CGFloat
    /// SDL window coordinates (its sizes and mouse positions) per point. Where SDL scales for
    /// HiDPI itself (Wayland, macOS: the drawable is larger than the window) this is 1; on X11,
    /// whose coordinates are pixels, it is the desktop's scale, so points × it are pixels.
    public let coordinatesPerPoint: CGFloat
    let window: OpaquePointer
    let session: SDLSession
    /// Buttons held, so leaving the window only cancels a gesture that is in progress.
    var buttonsDown = 0
    var lastMouse = CGPoint.zero
    /// Seconds: the last event's time, so every event gets a later one (see `translate`).
    var lastEventTime = -Double.infinity

    /// Opens a resizable, HiDPI-aware window titled `title`, `size` points at `scale` pixels
    /// per point.
    /// - Parameters:
    ///   - size: points (390×844 is an iPhone 14's screen).
    ///   - videoDriver: an SDL driver name such as "offscreen" (tests); nil for the default.
    ///   - scale: pixels per point (`--scale`); nil for the desktop's: SDL's own where it scales
    ///     (Wayland, macOS), `DesktopScale.current()` on X11, 1 elsewhere.
    public init(
        title: String = "Segue", size: CGSize = CGSize(width: 390, height: 844),
        renderer kind: RendererKind = .automatic, fonts: FontLibrary? = nil, videoDriver: String? = nil,
        scale requested: CGFloat? = nil
    ) throws {
        session = try SDLSession(video: true, preferredDriver: videoDriver)
        let wanted = requested ?? (session.videoDriver == "x11" ? DesktopScale.current().factor : nil)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
        let (width, height) = WindowHost.coordinates(of: size, at: wanted ?? 1)
        guard let w = SDL_CreateWindow(title, centred, centred, width, height, flags) else {
            throw SDLBackendError.fromSDL("SDL_CreateWindow (is a display available? try SDL_VIDEODRIVER=offscreen)")
        }
        window = w
        var handle: OpaquePointer?
        if kind == .automatic {
            handle = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        }
        if handle == nil { handle = WindowHost.softwareRenderer(for: w, videoDriver: session.videoDriver) }
        guard let r = handle else {
            SDL_DestroyWindow(w)
            throw SDLBackendError.fromSDL("SDL_CreateRenderer")
        }
        (renderer, baselineRenderer) = WindowHost.renderers(w, r, fonts: fonts)
        // Only a scale asked for where SDL scales by itself needs the window resized: to the
        // share of it SDL does not already draw.
        let native = WindowHost.drawableScale(w, r)
        coordinatesPerPoint = (wanted ?? native) / native
        if wanted != nil && native != 1 {
            let (width, height) = WindowHost.coordinates(of: size, at: coordinatesPerPoint)
            SDL_SetWindowSize(w, width, height)
        }
        (self.size, scale) = (size, 1)
        updateScale()
    }

    deinit {
        // The baseline borrows the SDL renderer that `renderer` owns: its textures go first, and
        // textures and renderer before their window.
        if baselineRenderer !== renderer { baselineRenderer.close() }
        renderer.close()
        SDL_DestroyWindow(window)
    }

    /// Whether presenting waits for the display's refresh, which paces animation frames.
    public var hasVSync: Bool {
        var info = SDL_RendererInfo()
        guard let r = renderer.handle, SDL_GetRendererInfo(r, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    /// Turns presenting's wait for the display's refresh on or off (the bench times frames
    /// without it); returns whether SDL could.
    @discardableResult
    public func setVSync(_ on: Bool) -> Bool {
        guard let r = renderer.handle else { return false }
        return SDL_RenderSetVSync(r, on ? 1 : 0) == 0
    }

    /// The renderer SDL chose, such as "opengl" or "software".
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard let r = renderer.handle, SDL_GetRendererInfo(r, &info) == 0, let name = info.name else {
            return "unknown"
        }
        return String(cString: name)
    }

    /// Re-reads the window and drawable sizes after a resize or a move between displays.
    @discardableResult
    func updateScale() -> Bool {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let newSize = CGSize(width: CGFloat(w) / coordinatesPerPoint, height: CGFloat(h) / coordinatesPerPoint)
        let newScale = coordinatesPerPoint * (renderer.handle.map { WindowHost.drawableScale(window, $0) } ?? 1)
        defer { (size, scale, renderer.scale, baselineRenderer.scale) = (newSize, newScale, newScale, newScale) }
        return newSize != size || newScale != scale
    }

    /// SDL's software renderer for `window`. On X11 its frames go to the server directly (XShm)
    /// instead of through the OpenGL texture SDL otherwise puts behind a window's surface, which
    /// on Mesa's llvmpipe copies every frame twice more: under Xvfb the bare-SDL bench frame took
    /// 3.6 ms that way against 2.0 ms direct at 1×, 12.2 against 6.4 ms at 2×. Elsewhere (Wayland)
    /// that texture is the only way, and SDL_FRAMEBUFFER_ACCELERATION set by the user still wins.
    private static func softwareRenderer(for window: OpaquePointer, videoDriver: String?) -> OpaquePointer? {
        guard videoDriver == "x11" else { return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        // SDL picks the surface's path once, at the first software window; the hint can go after.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        defer { _ = SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION) }
        return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }

    /// The frames' renderer and the baseline's for the SDL renderer `r` of `window`: pixman over
    /// the window's surface when `r` is SDL's software renderer, which then only presents it.
    private static func renderers(_ window: OpaquePointer, _ r: OpaquePointer, fonts: FontLibrary?) -> (
        Renderer, Renderer
    ) {
        let sdl = SDLRenderDevice(handle: r)
        guard sdl.name == "software", let surface = SDL_GetWindowSurface(window),
            let pixman = try? Renderer(
                drawingInto: surface, beside: r, scale: 1, fonts: fonts, ownsHandle: true,
                surfaceProvider: { SDL_GetWindowSurface(window) })
        else {
            let only = Renderer(handle: r, scale: 1, fonts: fonts)
            return (only, only)
        }
        return (pixman, Renderer(borrowing: r, scale: 1, fonts: fonts))
    }

    /// What composites the frames: "pixman", or SDL's renderer's name.
    public var compositorName: String { renderer.compositorName }

    /// A point in SDL's window coordinates, such as a mouse position, in points.
    func point(x: Int32, y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / coordinatesPerPoint, y: CGFloat(y) / coordinatesPerPoint)
    }

    /// SDL's drawable pixels per window coordinate: 1 on X11, the display's scale where SDL
    /// scales itself.
    private static func drawableScale(_ window: OpaquePointer, _ renderer: OpaquePointer) -> CGFloat {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        return w > 0 && pw > 0 ? CGFloat(pw) / CGFloat(w) : 1
    }

    /// SDL window coordinates for `size` points at `perPoint` coordinates a point, rounded.
    private static func coordinates(of size: CGSize, at perPoint: CGFloat) -> (Int32, Int32) {
        (Int32((size.width * perPoint).rounded()), Int32((size.height * perPoint).rounded()))
    }

    /// Draws `list` and shows it.
    public func render(_ list: DisplayList) throws {
        try renderer.draw(list)
        present()
    }

    /// Shows what has been drawn since the last present (waits for vsync when enabled).
    public func present() {
        if let r = renderer.handle { SDL_RenderPresent(r) }
    }

    /// The window's current pixels. Call it after drawing and before `present()`: some GPU
    /// renderers discard the back buffer when presenting.
    public func screenshot() throws -> Bitmap { try renderer.readPixels() }

    /// Seconds on a monotonic clock (SDL's performance counter); the clock event times use.
    public static func now() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }
}
