import Foundation
import Motion
import SDLBackend
import SegueScript
import ViewKit

/// Where the bench draws and how it times a frame. Headless: the canvas, on the thread's CPU
/// time to build a frame and draw it. `--window`: a real SDL window with the renderer asked
/// for, on the wall clock from the frame's input to the return of `SDL_RenderPresent`, what a
/// user waits for. The bare-SDL baseline draws on the same surface and is timed the same way.
public final class BenchSurface {
    /// What a report says about the surface.
    public struct Summary {
        /// SDL's name for the renderer that drew ("software", "opengl").
        public let renderer: String
        /// What composited the frames: "pixman" over the software renderer's pixels, else
        /// the renderer itself.
        let compositor: String
        /// The SDL video driver of the window ("x11"); nil for the headless canvas.
        let videoDriver: String?
        public let hasVSync: Bool
        /// Points.
        public let size: CGSize
        /// Pixels per point.
        public let scale: CGFloat

        var isWindow: Bool { videoDriver != nil }
        /// Pixels drawn a frame, width and height.
        public var pixels: (width: Int, height: Int) {
            (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
        }
    }

    /// The points the bench's app lays out in (an iPhone 14's screen).
    public static let size = CGSize(width: 390, height: 844)

    public let session: SDLSession
    public let fonts: FontLibrary
    /// Where frames go.
    public let host: ScriptHost
    let summary: Summary
    /// The bare-SDL baseline's renderer: SDL's own over the same pixels.
    private let baselineRenderer: Renderer

    /// - Parameters:
    ///   - rendererName: SDL's name for the renderer that draws.
    ///   - compositor: what draws the frames' pixels ("pixman", or `rendererName`).
    ///   - videoDriver: the window's SDL video driver; nil for the headless canvas.
    private init(
        session: SDLSession, fonts: FontLibrary, host: ScriptHost, baselineRenderer: Renderer, rendererName: String,
        compositor: String, videoDriver: String?
    ) {
        (self.session, self.fonts, self.host, self.baselineRenderer) = (session, fonts, host, baselineRenderer)
        summary = Summary(
            renderer: rendererName, compositor: compositor, videoDriver: videoDriver, hasVSync: host.hasVSync,
            size: host.size,
            scale: host.scale)
    }

    /// The headless canvas at `scale`, on SDL's offscreen driver; `resources` holds Fonts/.
    public static func headless(resources: URL, scale: CGFloat) throws -> BenchSurface {
        let session = try SDLSession(video: true, preferredDriver: "offscreen")
        let fonts = try HeadlessRunner.loadFonts(resources: resources, session: session)
        let canvas = try HeadlessCanvas(size: size, scale: scale, fonts: fonts, session: session)
        return BenchSurface(
            session: session, fonts: fonts, host: canvas, baselineRenderer: canvas.baselineRenderer,
            rendererName: "software", compositor: canvas.renderer.compositorName, videoDriver: nil)
    }

    /// A window titled "`title` — bench" on the display `open` would use, at `scale` pixels per point, drawn by
    /// `renderer`. Without `vsync` presenting does not wait for the display's refresh, so a
    /// frame's time is its own, not the wait that rounds every frame that makes it up to 16.7 ms.
    /// - Throws: `NoDisplay` without one.
    public static func window(title: String, resources: URL, scale: CGFloat, renderer: RendererChoice, vsync: Bool)
        throws -> BenchSurface
    {
        let session = try openDisplay()
        let fonts = try HeadlessRunner.loadFonts(resources: resources, session: session)
        let window = try WindowHost(
            title: "\(title) — bench", size: size, renderer: renderer.kind, fonts: fonts, scale: scale)
        window.setVSync(vsync)
        return BenchSurface(
            session: session, fonts: fonts, host: BenchWindow(window), baselineRenderer: window.baselineRenderer,
            rendererName: window.rendererName, compositor: window.compositorName,
            videoDriver: session.videoDriver ?? "unknown")
    }

    /// Seconds on the clock frames are timed on: the thread's CPU time headless, the wall
    /// clock in a window (where presenting waits on the window system, and perhaps vsync).
    public func now() -> Double { summary.isWindow ? CPUClock.wallNow() : CPUClock.cpuNow() }

    /// Takes the window's pending events (its real input is shut out), draws `list` with the
    /// bare-SDL baseline (see `Renderer.drawBaseline`) and shows it. The app's own frames go
    /// through a `FrameDriver` (`Bench.makeDriver`).
    func drawBaseline(_ list: DisplayList) throws {
        _ = host.pollEvents()
        try baselineRenderer.drawBaseline(list)
        host.present()
    }
}

/// The bench's window with its real pointer and keys shut out: the scenarios are scripted, and
/// a pointer resting where the window opens (Xvfb's starts at the screen's centre) would move
/// into them. Resizes, exposures and a quit still come through.
public final class BenchWindow: WindowWrapper {
    public let window: WindowHost

    public init(_ window: WindowHost) { self.window = window }

    public func pollEvents() -> [TimedInputEvent] { window.pollEvents().filter(\.event.concernsTheWindow) }

    public func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] {
        window.waitForEvents(timeoutMs: timeoutMs).filter(\.event.concernsTheWindow)
    }
}

extension InputEvent {
    /// Whether the event is about the window itself (a resize, a redraw, a close), not input.
    fileprivate var concernsTheWindow: Bool {
        switch self {
        case .resize, .quit: return true
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .wheel, .key: return false
        }
    }
}

extension BenchReport {
    /// The JSON fields that say what drew and how its frames were timed.
    var surfaceJSON: String {
        let drawn = surface, pixels = surface.pixels
        let timing = drawn.isWindow ? "wall_input_to_present" : "thread_cpu"
        return "\"renderer\":\"\(drawn.renderer)\",\"compositor\":\"\(drawn.compositor)\",\"window\":\(drawn.isWindow),"
            + "\"video_driver\":\(drawn.videoDriver.map { "\"\($0)\"" } ?? "null"),\"vsync\":\(drawn.hasVSync),"
            + "\"timing\":\"\(timing)\",\"scale\":\(format(Double(drawn.scale))),"
            + "\"size\":[\(format(Double(drawn.size.width))),\(format(Double(drawn.size.height)))],"
            + "\"pixels\":[\(pixels.width),\(pixels.height)]"
    }

    /// The table's first lines: what drew, at what size, and how its frames were timed.
    var surfaceLines: [String] {
        let drawn = surface
        let points = "\(format(Double(drawn.size.width)))x\(format(Double(drawn.size.height))) points"
        guard let driver = drawn.videoDriver else {
            return [
                "renderer \(drawn.renderer), compositor \(drawn.compositor), scale \(format(Double(drawn.scale))), \(points)"
            ]
        }
        return [
            "renderer \(drawn.renderer), compositor \(drawn.compositor), in a real window "
                + "(\(driver), vsync \(drawn.hasVSync ? "on" : "off")), "
                + "scale \(format(Double(drawn.scale))), \(points), \(drawn.pixels.width)x\(drawn.pixels.height) pixels",
            "frame time: wall clock from the frame's input to SDL_RenderPresent returning; "
                + "the baseline is drawn and timed alike in the same window",
        ]
    }
}
