import Foundation
import Motion
import SDLBackend
import ViewKit

extension ScriptPlayer {
    /// A player on a fresh app, on a new manual clock, drawing on `host` at its size and scale:
    /// how every scripted run starts (run-script, headless and in a window, the fuzzer and its
    /// shrinker, the leak baselines, `HeadlessSession`), so that they all start alike. Images an
    /// earlier app decoded larger on the same renderer are forgotten, or a shot would depend on
    /// the scripts played before it, and the renderer draws at the host's scale again (a
    /// scripted resize changes it).
    /// - Parameters:
    ///   - rootViewController: the app's root, in a window with the tools' keys and HUD
    ///     (`DeveloperTools`).
    ///   - host: where frames are drawn: the headless canvas, or a window.
    ///   - textMeasurer: measures the app's text: the fonts the host draws with.
    ///   - outputDirectory: where shots go, as NAME.png.
    ///   - framesPerSecond: the rate virtual time is stepped at.
    ///   - fault: a deliberate bug to plant (`PlantedFault`), nil for none.
    public convenience init(
        freshAppWith rootViewController: ViewController, on host: ScriptHost, textMeasurer: TextMeasurer,
        outputDirectory: URL, framesPerSecond: Double = 60, fault: PlantedFault? = nil
    ) {
        let clock = ManualClock()
        let app = Application.withDeveloperTools(
            size: host.size, scale: host.scale, clock: clock, textMeasurer: textMeasurer,
            rootViewController: rootViewController)
        fault?.plant(in: app)
        host.renderer.scale = host.scale
        host.renderer.resetImageDecodes()
        self.init(
            app: app, clock: clock, host: host, outputDirectory: outputDirectory, framesPerSecond: framesPerSecond)
    }

    /// A player on a fresh app in `content`'s `scene`, showing the fixed date; see
    /// `init(freshAppWith:on:textMeasurer:outputDirectory:framesPerSecond:fault:)`.
    public convenience init(
        scene: String, of content: any ScriptableApp, on host: ScriptHost, textMeasurer: TextMeasurer,
        outputDirectory: URL, framesPerSecond: Double = 60, fault: PlantedFault? = nil
    ) {
        self.init(
            freshAppWith: content.makeRootViewController(scene: scene, date: HeadlessRunner.fixedDate), on: host,
            textMeasurer: textMeasurer, outputDirectory: outputDirectory, framesPerSecond: framesPerSecond,
            fault: fault)
        // The name assistive technology gives the window, as its title bar does.
        app.window.accessibilityLabel = type(of: content).title
    }
}
