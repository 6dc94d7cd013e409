import Motion
import SDLBackend
import SegueScript
import ViewKit

/// What every burst shares: SDL, the fonts and images, and the offscreen canvas. Each burst
/// gets a fresh app on a fresh virtual clock, so its script alone reproduces it.
public final class FuzzWorld {
    public let session: SDLSession
    public let fonts: FontLibrary
    /// What the app's scenes share, loaded once.
    public let app: any ScriptableApp
    public let canvas: HeadlessCanvas
    public let fault: PlantedFault?
    /// Every burst's window's motion preference (`--reduce-motion`).
    public var motionPreference = MotionPreference.standard
    /// Threads every frame is composited on (`--threads`, `Renderer.threads`).
    public var compositorThreads: Int {
        get { canvas.renderer.threads }
        set { canvas.renderer.threads = newValue }
    }

    public init(app: any ScriptableApp.Type, resources: String?, fault: PlantedFault?) throws {
        session = try SDLSession(video: true, preferredDriver: "offscreen")
        let folder = try ResourceLocator.locate(explicit: resources)
        let fonts = try HeadlessRunner.loadFonts(resources: folder, session: session)
        self.fonts = fonts
        self.app = try app.init(resources: folder, fonts: fonts, session: session, displayScale: 1)
        canvas = try HeadlessCanvas(size: CGSize(width: 390, height: 844), scale: 1, fonts: fonts, session: session)
        self.fault = fault
    }

    /// A fresh app in `scene` with its player, the fault planted when one was asked for.
    /// - Parameters:
    ///   - scene: the scene the app starts in, one of its `scenes`.
    ///   - rasterizes: false to lay out and flatten frames without drawing them.
    public func makePlayer(scene: String, rasterizes: Bool = true) -> ScriptPlayer {
        let player = ScriptPlayer(
            scene: scene, of: app, on: canvas, textMeasurer: fonts,
            outputDirectory: FileManager.default.temporaryDirectory, fault: fault)
        player.rasterizes = rasterizes
        player.app.window.motionPreference = motionPreference
        return player
    }
}
