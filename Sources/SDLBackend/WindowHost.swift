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

    public let renderer: Renderer
    /// Window size in points.
    public private(set) var size: CGSize
    /// Pixels per point: drawable size ÷ window size.
    public private(set) var scale: CGFloat
    let window: OpaquePointer
    let session: SDLSession
    /// Buttons held, so leaving the window only cancels a gesture that is in progress.
    var buttonsDown = 0
    var lastMouse = CGPoint.zero
    /// Seconds: the last event's time, so every event gets a later one (see `translate`).
    var lastEventTime = -Double.infinity

    /// Opens a resizable, HiDPI-aware window titled `title`.
    /// - Parameters:
    ///   - size: points (390×844 is an iPhone 14's screen).
    ///   - videoDriver: an SDL driver name such as "offscreen" (tests); nil for the default.
    public init(
        title: String = "Segue", size: CGSize = CGSize(width: 390, height: 844),
        renderer kind: RendererKind = .automatic, fonts: FontLibrary? = nil, videoDriver: String? = nil
    ) throws {
        session = try SDLSession(video: true, preferredDriver: videoDriver)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
        guard let w = SDL_CreateWindow(title, centred, centred, Int32(size.width), Int32(size.height), flags) else {
            throw SDLBackendError.fromSDL("SDL_CreateWindow (is a display available? try SDL_VIDEODRIVER=offscreen)")
        }
        window = w
        var handle: OpaquePointer?
        if kind == .automatic {
            handle = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        }
        if handle == nil { handle = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let r = handle else {
            SDL_DestroyWindow(w)
            throw SDLBackendError.fromSDL("SDL_CreateRenderer")
        }
        (self.size, scale) = (size, 1)
        renderer = Renderer(handle: r, scale: 1, fonts: fonts)
        updateScale()
    }

    deinit {
        renderer.close()  // textures and renderer must go before their window
        SDL_DestroyWindow(window)
    }

    /// Whether presenting waits for the display's refresh, which paces animation frames.
    public var hasVSync: Bool {
        var info = SDL_RendererInfo()
        guard let r = renderer.handle, SDL_GetRendererInfo(r, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
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
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        if let r = renderer.handle { SDL_GetRendererOutputSize(r, &pw, &ph) }
        let newSize = CGSize(width: CGFloat(w), height: CGFloat(h))
        let newScale = w > 0 && pw > 0 ? CGFloat(pw) / CGFloat(w) : 1
        defer { (size, scale, renderer.scale) = (newSize, newScale, newScale) }
        return newSize != size || newScale != scale
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
