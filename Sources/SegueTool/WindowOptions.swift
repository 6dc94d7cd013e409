import ArgumentParser
import Foundation
import SDLBackend
import SegueCapture
import SegueFuzz
import SegueScript
import ViewKit

/// The options of the commands that open the demo's window (`open`, `record`), and the
/// opening itself.
public struct WindowOptions<App: ScriptableApp>: ParsableArguments {
    public init() {}

    @Option(help: ArgumentHelp(RendererChoice.help))
    public var renderer: RendererChoice = .auto

    @Option(help: "The scene to start in: \(App.scenes.joined(separator: ", ")).")
    public var scene: String = App.defaultScene

    @Option(
        help: ArgumentHelp(
            "Pixels per point: \(WindowOptions.scaleSteps) (default: the desktop's).",
            discussion: """
                Where SDL reports no scale of its own (X11), the desktop's is GDK_SCALE when set, \
                else the X server's Xft.dpi ÷ 96, rounded to the nearest of these.
                """))
    public var scale: Double?

    @Option(
        name: .customLong("finger-script"),
        help: ArgumentHelp(
            "A developer's touch screen: push this script's finger lines into SDL's queue at their times.",
            discussion: """
                The file holds `finger down|move|up ID X Y`, `finger move ID X Y over N frames`, \
                `pinch X Y from D1 to D2 over N frames`, `key NAME` and `wait` lines, timed from when \
                the window opens; they reach the app through SDL as a touch screen's fingers do. Xvfb \
                has no touch device and XTest cannot send touch: this is how a window test touches.
                """,
            valueName: "file"))
    public var fingerScript: String?

    /// The scales `--scale` takes, as help and errors list them ("1, 1.5, 2, 2.5 or 3").
    static var scaleSteps: String {
        let steps = DesktopScale.steps.map { format(Double($0)) }
        return steps.dropLast().joined(separator: ", ") + " or " + (steps.last ?? "")
    }

    public func validate() throws {
        do { _ = try App.sceneNames.named(scene) } catch { throw ValidationError("\(error)") }
        if let scale, !DesktopScale.steps.contains(CGFloat(scale)) {
            throw ValidationError(
                "--scale must be \(WindowOptions.scaleSteps) pixels per point (what the renderer draws crisply), "
                    + "found \(format(scale))")
        }
    }

    /// Checks that `surface` at `--scale` makes a window the renderer can draw (each side
    /// within `SurfaceOptions.largestPixelSide` pixels); the commands' `validate` calls it.
    public func validate(with surface: SurfaceOptions) throws {
        guard let scale else { return }
        let side = Double(max(surface.size.width, surface.size.height)) * scale
        guard side <= SurfaceOptions.largestPixelSide else {
            throw ValidationError(
                "--size \(surface.size.width)x\(surface.size.height) at --scale \(format(scale)) is \(Int(side)) "
                    + "pixels on its longer side; each side may be at most \(Int(SurfaceOptions.largestPixelSide))")
        }
    }

    /// Reads `--finger-script` (before the window opens, so a bad line is reported first);
    /// nil without one.
    func fingerScriptEvents() throws -> [TimedInputEvent]? {
        guard let fingerScript else { return nil }
        return try ScriptFile(path: fingerScript, scenes: App.sceneNames).fingerFeedEvents()
    }

    /// The scene asked for (checked by `validate`).
    var startScene: String { scene }

    /// Opens SDL's video, the window titled `title` at the surface's size and `--scale` (or
    /// the desktop's), and the assets at the window's scale. The session must outlive the window.
    func open(_ surface: SurfaceOptions, title: String) throws -> (
        session: SDLSession, host: WindowHost, fonts: FontLibrary, content: App
    ) {
        let session = try openDisplay()
        let resources = try ResourceLocator.locate(explicit: surface.resources)
        let fonts = try HeadlessRunner.loadFonts(resources: resources, session: session)
        let host = try WindowHost(
            title: title, size: surface.size.cgSize, renderer: renderer.kind, fonts: fonts,
            scale: scale.map { CGFloat($0) })
        if let threads = surface.threads { host.renderer.threads = threads }
        let content = try App(resources: resources, fonts: fonts, session: session, displayScale: host.scale)
        return (session, host, fonts, content)
    }
}
