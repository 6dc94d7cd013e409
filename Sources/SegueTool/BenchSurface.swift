import Foundation
import Motion
import SDLBackend
import SegueScript
import ViewKit

/// Where the bench draws and how it times a frame. Headless: the canvas, on the thread's CPU
/// time to build a frame and draw it. `--window`: a real SDL window presented as `--renderer`
/// asks, on the wall clock from the frame's input to the return of its present, what a user
/// waits for. The bare-SDL baseline draws where the frames are presented and is timed the same way.
public final class BenchSurface {
    /// What a report says about the surface.
    public struct Summary {
        /// The `--renderer` asked for ("auto", "gpu", "software"); "canvas" headless.
        public let renderer: String
        /// How frames reached the screen: "xshm", "texture", or "none" for the canvas.
        public let presenter: String
        /// What the OpenGL driver reported as GL_RENDERER, when an OpenGL renderer was tried.
        public let glRenderer: String?
        /// What composited the frames: "pixman", everywhere.
        let compositor: String
        /// The SDL video driver of the window ("x11"); nil for the headless canvas.
        let videoDriver: String?
        public let hasVSync: Bool
        /// Points.
        public let size: CGSize
        /// Pixels per point.
        public let scale: CGFloat
        /// Threads each frame was composited on (`Renderer.threads`).
        public let threads: Int

        var isWindow: Bool { videoDriver != nil }
        /// Whether frames are timed on the wall clock: in a window, and headless on more than
        /// one thread, whose workers' time the drawing thread's CPU clock leaves out.
        var timesWallClock: Bool { isWindow || threads > 1 }
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
    public let host: BenchHost
    let summary: Summary
    /// The bare-SDL baseline, drawn where the frames are presented.
    private let baseline: BaselineDrawer

    private init(session: SDLSession, fonts: FontLibrary, host: BenchHost, baseline: BaselineDrawer, summary: Summary) {
        (self.session, self.fonts, self.host, self.baseline, self.summary) = (session, fonts, host, baseline, summary)
    }

    /// The headless canvas at `scale`, composited on the renderer's default threads.
    public static func headless(resources: URL, scale: CGFloat) throws -> BenchSurface {
        try headless(resources: resources, scale: scale, threads: nil)
    }

    /// The headless canvas at `scale`, on SDL's offscreen driver; `resources` holds Fonts/.
    /// - Parameter threads: threads to composite on; nil for the renderer's default.
    public static func headless(resources: URL, scale: CGFloat, threads: Int?) throws -> BenchSurface {
        let session = try SDLSession(video: true, preferredDriver: "offscreen")
        let fonts = try HeadlessRunner.loadFonts(resources: resources, session: session)
        let canvas = try HeadlessCanvas(size: size, scale: scale, fonts: fonts, session: session)
        if let threads { canvas.renderer.threads = threads }
        // As a window's: the frames timed are an app's, and an app's never wait for a JPEG.
        canvas.renderer.decodeImagesInBackground {}
        let summary = Summary(
            renderer: "canvas", presenter: "none", glRenderer: nil, compositor: canvas.renderer.compositorName,
            videoDriver: nil, hasVSync: false, size: canvas.size, scale: canvas.scale,
            threads: canvas.renderer.threads)
        return BenchSurface(
            session: session, fonts: fonts, host: BenchCanvas(canvas),
            baseline: BaselineDrawer(drawingWith: try canvas.makeBareSDLRenderer()),
            summary: summary)
    }

    /// A window titled "`title` — bench" on the display `open` would use, at `scale` pixels per point, presented as
    /// `renderer` asks. Without `vsync` presenting does not wait for the display's refresh, so a
    /// frame's time is its own, not the wait that rounds every frame that makes it up to 16.7 ms.
    /// - Throws: `NoDisplay` without one.
    public static func window(title: String, resources: URL, scale: CGFloat, renderer: RendererChoice, vsync: Bool)
        throws -> BenchSurface
    {
        try window(title: title, resources: resources, scale: scale, renderer: renderer, vsync: vsync, threads: nil)
    }

    /// The window `window(title:resources:scale:renderer:vsync:)` opens, its frames composited
    /// on `threads` threads (nil: the renderer's default).
    /// - Throws: `NoDisplay` without one.
    public static func window(
        title: String, resources: URL, scale: CGFloat, renderer: RendererChoice, vsync: Bool, threads: Int?
    ) throws -> BenchSurface {
        let session = try openDisplay()
        let fonts = try HeadlessRunner.loadFonts(resources: resources, session: session)
        let window = try WindowHost(
            title: "\(title) — bench", size: size, renderer: renderer.kind, fonts: fonts, scale: scale)
        window.setVSync(vsync)
        if let threads { window.renderer.threads = threads }
        let summary = Summary(
            renderer: renderer.rawValue, presenter: window.presenterName, glRenderer: window.glRenderer,
            compositor: window.renderer.compositorName, videoDriver: session.videoDriver ?? "unknown",
            hasVSync: window.hasVSync, size: window.size, scale: window.scale, threads: window.renderer.threads)
        return BenchSurface(
            session: session, fonts: fonts, host: BenchWindow(window),
            baseline: BaselineDrawer(drawingWith: try window.makeBareSDLRenderer()),
            summary: summary)
    }

    /// Seconds on the clock frames are timed on: the thread's CPU time headless on one thread,
    /// the wall clock in a window (where presenting waits on the window system, and perhaps
    /// vsync) and headless on several threads.
    public func now() -> Double { summary.timesWallClock ? CPUClock.wallNow() : CPUClock.cpuNow() }

    /// Takes the window's pending events (its real input is shut out), draws `list` with the
    /// bare-SDL baseline (see `BaselineDrawer`) and shows it. The app's own frames go through a
    /// `FrameDriver` (`Bench.makeDriver`).
    func drawBaseline(_ list: DisplayList) throws {
        _ = host.pollEvents()
        try baseline.draw(list)
    }

    /// Lets go of what the baseline's frames made (`BaselineDrawer.releaseTextures()`).
    func releaseBaselineTextures() { baseline.releaseTextures() }
}

/// Where the bench's frames go, noting the pixels each present copies to the screen.
public protocol BenchHost: ScriptHost {
    /// Pixels each present copied, in order (what changed, not the whole window).
    var presentedPixels: [Int] { get }
    /// Milliseconds each present took on the wall clock, in order, where the host times
    /// them (a window); empty where a present copies nothing (the headless canvas).
    var presentMilliseconds: [Double] { get }
    /// Forgets `presentedPixels` and `presentMilliseconds`, before a scenario.
    func resetPresented()
}

extension BenchHost {
    /// None: the host does not time its presents.
    public var presentMilliseconds: [Double] { [] }
}

/// The bench's canvas: a present copies what a window would, the frame's damage.
public final class BenchCanvas: BenchHost {
    public let canvas: HeadlessCanvas
    public private(set) var presentedPixels: [Int] = []

    public init(_ canvas: HeadlessCanvas) { self.canvas = canvas }

    public var renderer: Renderer { canvas.renderer }
    public var size: CGSize { canvas.size }
    public var scale: CGFloat { canvas.scale }
    public var hasVSync: Bool { false }
    public func pollEvents() -> [TimedInputEvent] { [] }
    public func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] { canvas.waitForEvents(timeoutMs: timeoutMs) }
    public func capture() throws -> Bitmap { try canvas.snapshot() }
    public func resetPresented() { presentedPixels = [] }

    public func present() {
        presentedPixels.append(canvas.renderer.takePresentDamage().reduce(0) { $0 + $1.area })
    }
}

/// The bench's window with its real pointer and keys shut out: the scenarios are scripted, and
/// a pointer resting where the window opens (Xvfb's starts at the screen's centre) would move
/// into them. Resizes, exposures and a quit still come through.
public final class BenchWindow: WindowWrapper, BenchHost {
    public let window: WindowHost
    public private(set) var presentedPixels: [Int] = []
    public private(set) var presentMilliseconds: [Double] = []

    public init(_ window: WindowHost) { self.window = window }

    public func pollEvents() -> [TimedInputEvent] { window.pollEvents().filter(\.event.concernsTheWindow) }

    public func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] {
        window.waitForEvents(timeoutMs: timeoutMs).filter(\.event.concernsTheWindow)
    }

    public func present() {
        let started = CPUClock.wallNow()
        window.present()
        presentMilliseconds.append((CPUClock.wallNow() - started) * 1000)
        presentedPixels.append(window.lastPresentedPixels)
    }

    public func resetPresented() { (presentedPixels, presentMilliseconds) = ([], []) }
}

extension InputEvent {
    /// Whether the event is about the window itself (a resize, a redraw, a close), not input.
    fileprivate var concernsTheWindow: Bool {
        switch self {
        case .resize, .quit: return true
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .wheel, .key: return false
        case .fingerDown, .fingerMove, .fingerUp: return false
        }
    }
}

extension BenchReport {
    /// The JSON fields that say what drew and how its frames were timed.
    var surfaceJSON: String {
        let drawn = surface, pixels = surface.pixels
        let timing = drawn.isWindow ? "wall_input_to_present" : drawn.threads > 1 ? "wall_frame" : "thread_cpu"
        return "\"renderer\":\"\(drawn.renderer)\",\"presenter\":\"\(drawn.presenter)\","
            + "\"gl_renderer\":\(drawn.glRenderer.map { "\"\($0)\"" } ?? "null"),"
            + "\"compositor\":\"\(drawn.compositor)\",\"window\":\(drawn.isWindow),"
            + "\"video_driver\":\(drawn.videoDriver.map { "\"\($0)\"" } ?? "null"),\"vsync\":\(drawn.hasVSync),"
            + "\"timing\":\"\(timing)\",\"threads\":\(drawn.threads),\"scale\":\(format(Double(drawn.scale))),"
            + "\"size\":[\(format(Double(drawn.size.width))),\(format(Double(drawn.size.height)))],"
            + "\"pixels\":[\(pixels.width),\(pixels.height)]"
    }

    /// The table's first lines: what drew, at what size, and how its frames were timed.
    var surfaceLines: [String] {
        let drawn = surface
        let points = "\(format(Double(drawn.size.width)))x\(format(Double(drawn.size.height))) points"
        guard let driver = drawn.videoDriver else {
            return [
                "compositor \(drawn.compositor) on the headless canvas, \(drawn.threads) threads, "
                    + "scale \(format(Double(drawn.scale))), \(points)",
                drawn.threads > 1
                    ? "frame time: wall clock to build and draw the frame (the workers' CPU time is not the drawing thread's)"
                    : "frame time: the drawing thread's CPU time to build and draw the frame",
            ]
        }
        return [
            "renderer \(drawn.renderer): compositor \(drawn.compositor) on \(drawn.threads) threads, presented by \(drawn.presenter)"
                + (drawn.glRenderer.map { " (GL_RENDERER \($0))" } ?? "") + " in a real window "
                + "(\(driver), vsync \(drawn.hasVSync ? "on" : "off")), "
                + "scale \(format(Double(drawn.scale))), \(points), \(drawn.pixels.width)x\(drawn.pixels.height) pixels",
            "frame time: wall clock from the frame's input to its present returning; "
                + "the baseline is drawn and timed alike in the same window",
        ]
    }
}
