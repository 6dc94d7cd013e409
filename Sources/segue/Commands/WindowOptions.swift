import ArgumentParser
import SDLBackend

/// The options of the commands that open the demo's window (`open`, `record`), and the
/// opening itself.
struct WindowOptions: ParsableArguments {
    @Option(help: "The SDL renderer: auto (accelerated when there is one) or software.")
    var renderer: RendererChoice = .auto

    @Option(help: "The scene to start in: \(Scene.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: String = Scene.home.rawValue

    func validate() throws {
        do { _ = try Scene.named(scene) } catch { throw ValidationError("\(error)") }
    }

    /// The scene asked for (checked by `validate`).
    var startScene: Scene { (try? Scene.named(scene)) ?? .home }

    /// Opens SDL's video, the window titled `title` at the surface's size, and the assets at
    /// the window's scale. The session must outlive the window.
    func open(_ surface: SurfaceOptions, title: String) throws -> (
        session: SDLSession, host: WindowHost, assets: Assets
    ) {
        let session = try openDisplay()
        let resources = try ResourceLocator.locate(explicit: surface.resources)
        let fonts = try Assets.loadFonts(resources: resources, session: session)
        let host = try WindowHost(title: title, size: surface.size.cgSize, renderer: renderer.kind, fonts: fonts)
        let assets = try Assets(resources: resources, fonts: fonts, session: session, displayScale: host.scale)
        return (session, host, assets)
    }
}
