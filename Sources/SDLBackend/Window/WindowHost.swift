import CSDL2
import Compositor
import Foundation
import ViewKit

/// The app's real window: an SDL window whose frames the compositor draws (pixman and cairo,
/// as the headless canvas and the goldens) and a presenter shows, turning SDL events into
/// ViewKit input.
public final class WindowHost {
    /// How the window's frames reach the screen.
    public enum RendererKind: String, CaseIterable {
        /// A GPU's texture when there is a GPU; else, and over a GPU that is really software
        /// (Mesa's llvmpipe, as under Xvfb and on most VMs), the window surface (XShm on X11).
        /// A machine with no GPU device (no `/dev/dri/renderD*`, no `/dev/nvidia0`) goes
        /// straight to the surface, without opening OpenGL to ask.
        case automatic
        /// An SDL renderer's streaming texture, whatever rasterises it.
        case gpu
        /// The window surface: XShm on X11, no GPU involved.
        case software
    }

    /// Draws the frames into the presenter's layer.
    public let renderer: Renderer
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
    let presenter: Presenter
    /// Buttons held, so leaving the window only cancels a gesture that is in progress.
    var buttonsDown = 0
    var lastMouse = CGPoint.zero
    /// The fingers down, by SDL's device and finger, and the number each is known by.
    var fingerNumbers: [FingerKey: Int] = [:]
    /// Seconds: the last event's time, so every event gets a later one (see `translate`).
    var lastEventTime = -Double.infinity
    /// SDL mouse ids that sent a fractional wheel delta: touchpads (see `wheel(_:)`).
    var preciseWheelDevices: Set<UInt32> = []

    /// Opens a resizable, HiDPI-aware window titled `title`, `size` points at `scale` pixels
    /// per point.
    /// - Parameters:
    ///   - title: the window's title.
    ///   - size: points (390×844 is an iPhone 14's screen).
    ///   - kind: how frames reach the screen (see `RendererKind`).
    ///   - fonts: the fonts text is drawn with; text is skipped without them.
    ///   - videoDriver: an SDL driver name such as "offscreen" (tests); nil for the default.
    ///   - requested: pixels per point (`--scale`); nil for the desktop's: SDL's own where it scales
    ///     (Wayland, macOS), `DesktopScale.current()` on X11, 1 elsewhere.
    /// - Throws: `SDLBackendError` when there is no display, or no way to present.
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
        guard let presenter = WindowHost.presenter(for: w, kind: kind, videoDriver: session.videoDriver),
            let output = presenter.output()
        else {
            SDL_DestroyWindow(w)
            throw SDLBackendError.fromSDL("presenting to the window (\(kind.rawValue))")
        }
        self.presenter = presenter
        let renderer = Renderer(output: output, scale: 1, fonts: fonts)
        // No frame of a window waits for a JPEG; the decode wakes the loop when it is in.
        renderer.decodeImagesInBackground(wake: WakeEvent.pusher())
        self.renderer = renderer
        // Only a scale asked for where SDL scales by itself needs the window resized: to the
        // share of it SDL does not already draw.
        let native = WindowHost.drawableScale(w, presenter)
        coordinatesPerPoint = (wanted ?? native) / native
        if wanted != nil && native != 1 {
            let (width, height) = WindowHost.coordinates(of: size, at: coordinatesPerPoint)
            SDL_SetWindowSize(w, width, height)
        }
        (self.size, scale) = (size, 1)
        updateScale()
    }

    deinit {
        renderer.close()
        SDL_DestroyWindow(window)
    }

    /// The presenter `kind` asks for, as described at `RendererKind`.
    private static func presenter(for window: OpaquePointer, kind: RendererKind, videoDriver: String?)
        -> Presenter?
    {
        // Without a GPU device, OpenGL can only be a CPU rasteriser: the window surface, without
        // opening OpenGL to ask (loading Mesa's llvmpipe costs the process about 58 MB).
        if kind == .automatic && !GLDriver.machineHasGPUDevice() {
            return SurfacePresenter(window: window, videoDriver: videoDriver)
        }
        if kind != .software {
            let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            if let handle = SDL_CreateRenderer(window, -1, flags) ?? forcedRenderer(window, kind) {
                let gl = GLDriver.rendererString(of: handle)
                if kind == .gpu || !(gl.map(GLDriver.isSoftware) ?? false) {
                    return TexturePresenter(window: window, handle: handle, glRenderer: gl)
                }
                SDL_DestroyRenderer(handle)
                return SurfacePresenter(window: window, videoDriver: videoDriver, glRenderer: gl)
            }
        }
        return SurfacePresenter(window: window, videoDriver: videoDriver)
    }

    /// `--renderer gpu` where SDL has no accelerated renderer: its software one, still through
    /// the texture path.
    private static func forcedRenderer(_ window: OpaquePointer, _ kind: RendererKind) -> OpaquePointer? {
        kind == .gpu ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) : nil
    }

    /// Whether presenting waits for the display's refresh, which paces animation frames.
    public var hasVSync: Bool { presenter.hasVSync }

    /// Turns presenting's wait for the display's refresh on or off (the bench times frames
    /// without it); returns whether it could.
    @discardableResult
    public func setVSync(_ on: Bool) -> Bool { presenter.setVSync(on) }

    /// How frames reach the screen: "texture" (a GPU's) or "xshm" (the window surface).
    public var presenterName: String { presenter.name }

    /// What the OpenGL driver reported as GL_RENDERER ("llvmpipe (LLVM 15.0.6, 256 bits)"),
    /// when an OpenGL renderer was tried; nil otherwise.
    public var glRenderer: String? { presenter.glRenderer }

    /// Seconds between the display's refreshes (SDL's display mode; 60 Hz when it reports none):
    /// what frames are paced to without vsync.
    public var refreshInterval: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.refresh_rate)
    }

    /// Re-reads the window and drawable sizes after a resize or a move between displays, and
    /// gives the renderer the presenter's layer for the new size.
    @discardableResult
    func updateScale() -> Bool {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let newSize = CGSize(width: CGFloat(w) / coordinatesPerPoint, height: CGFloat(h) / coordinatesPerPoint)
        let newScale = coordinatesPerPoint * WindowHost.drawableScale(window, presenter)
        defer { (size, scale, renderer.scale) = (newSize, newScale, newScale) }
        if let output = presenter.output(), output !== renderer.canvas.output { renderer.replaceOutput(output) }
        return newSize != size || newScale != scale
    }

    /// The window's top-left corner on the screen, in SDL's coordinates (pixels on X11): where
    /// an AT-SPI extent in screen coordinates starts.
    public var screenOrigin: CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }

    /// A point in SDL's window coordinates, such as a mouse position, in points.
    func point(x: Int32, y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / coordinatesPerPoint, y: CGFloat(y) / coordinatesPerPoint)
    }

    /// SDL's drawable pixels per window coordinate: 1 on X11, the display's scale where SDL
    /// scales itself.
    private static func drawableScale(_ window: OpaquePointer, _ presenter: Presenter) -> CGFloat {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let pw = presenter.drawableSize().width
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

    /// Shows what has changed since the last present (waits for vsync when enabled).
    public func present() {
        if let output = presenter.output(), output !== renderer.canvas.output {
            // The window changed size under the frame just drawn: it is drawn again, whole, next.
            renderer.replaceOutput(output)
            lastPresentedPixels = 0
            return
        }
        lastPresentedPixels = presenter.present(renderer.takePresentDamage())
    }

    /// Pixels the last `present()` copied to the screen: what changed, not the whole window.
    public private(set) var lastPresentedPixels = 0

    /// The window's current pixels, exactly as presented.
    public func screenshot() throws -> Bitmap { try renderer.readPixels() }

    /// SDL's own renderer over this window (the bench draws its bare-SDL baseline with it); after each of its
    /// frames the compositor draws and presents its next one whole.
    public func makeBareSDLRenderer() throws -> BareSDLRenderer {
        try presenter.makeBareSDLRenderer(scale: scale, fonts: renderer.fonts as? FontLibrary) {
            [renderer, presenter] in
            renderer.invalidate()
            presenter.showAll()
        }
    }

    /// Seconds on a monotonic clock (SDL's performance counter); the clock event times use.
    public static func now() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }
}
