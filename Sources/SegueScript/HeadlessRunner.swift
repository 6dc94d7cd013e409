import Motion
import SDLBackend
import ViewKit

/// Plays scripts with SDL's offscreen driver and the software renderer: no display, no GPU,
/// virtual time. Each script starts a fresh app in its scene.
public final class HeadlessRunner {
    /// Fonts from `Fonts/` in the resources folder, the folder every app built on Segue has.
    public static func loadFonts(resources: URL, session: SDLSession) throws -> FontLibrary {
        try FontLibrary(directory: resources.appendingPathComponent("Fonts").path, session: session)
    }

    /// The date screenshots show, so goldens never change with the calendar.
    public static let fixedDate = Date(timeIntervalSince1970: 1_795_219_200)  // 2026-11-21 00:00 UTC

    public let session: SDLSession
    public let fonts: FontLibrary
    /// What the app's scenes share, loaded once.
    public let app: any ScriptableApp
    /// The surface at `--size`, for scripts that give no size of their own.
    public let canvas: HeadlessCanvas
    /// The surface of the last script that gave its own size (a `size` line), kept for the
    /// next script of that size.
    private var sizedCanvas: HeadlessCanvas?
    /// Where the shots go and how they are checked.
    public let output: ShotOutput
    public let outputDirectory: URL
    public private(set) var shots: [URL] = []
    /// When set, the scripts played add their frames to it.
    public var trace: MotionTrace?
    /// When set, sees every frame of the scripts played (`--hashes`, `--frames`, `--video`).
    public var frameOutput: FrameOutput?
    /// Frames a second of virtual time.
    public let framesPerSecond: Double
    /// The scripts' windows' motion preference (`--reduce-motion`).
    public var motionPreference = MotionPreference.standard
    /// Threads each frame is composited on (`--threads`, `Renderer.threads`); nil for the
    /// renderer's default, one per core.
    public var compositorThreads: Int?
    /// When set, each script's window's accessibility tree, as it stands at the script's end,
    /// is written to this file as text (`--accessibility-dump`; see `AccessibilityNode.dump()`).
    public var accessibilityDump: URL?
    /// Called at each `accessibility NAME` line of the scripts played, and at each script's end
    /// with the name "end", with the window (`segue audit` checks the screen there).
    public var accessibilityCheck: ((String, Window) -> Void)?

    /// - Parameters:
    ///   - app: the app whose scenes the scripts start in.
    ///   - resources: the folder that holds `Fonts/`; nil to find it as
    ///     `ResourceLocator.locate()` does.
    ///   - size: the surface's size in points, for scripts that give none of their own.
    ///   - scale: pixels per point.
    ///   - output: where the shots go, and the goldens they are checked against.
    ///   - framesPerSecond: the rate virtual time is stepped at.
    /// - Throws: `ResourceLocator.NotFound`, `OptionError` when the output folder cannot be
    ///   made, and what opening SDL, the fonts or the app throws.
    public init(
        app: any ScriptableApp.Type, resources: String? = nil, size: SurfaceSize = SurfaceSize(width: 390, height: 844),
        scale: CGFloat = 1, output: ShotOutput, framesPerSecond: Double = 60
    ) throws {
        self.framesPerSecond = framesPerSecond
        session = try SDLSession(video: true, preferredDriver: "offscreen")
        let resources = try ResourceLocator.locate(explicit: resources)
        let fonts = try HeadlessRunner.loadFonts(resources: resources, session: session)
        self.fonts = fonts
        self.app = try app.init(resources: resources, fonts: fonts, session: session, displayScale: scale)
        canvas = try HeadlessCanvas(size: size.cgSize, scale: scale, fonts: fonts, session: session)
        self.output = output
        outputDirectory = try HeadlessRunner.makeDirectory(output.folder)
    }

    /// Makes the folder at `path`, and those above it, when missing.
    /// - Throws: `OptionError` naming the folder and why it cannot be made.
    public static func makeDirectory(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw OptionError("cannot create the output folder \(path): \(error.localizedDescription)")
        }
        return url
    }

    /// Shots that differ from their goldens, each already printed on standard error: the
    /// commands exit 1 without another word.
    public struct GoldensDiffer: Error, CustomStringConvertible {
        /// Shots that differ, and shots compared.
        public let failed: Int, checked: Int
        public var description: String { "\(failed) of \(checked) shots differ from their goldens" }
    }

    /// Plays `script` on a fresh app, which must come to rest with nothing alive but
    /// unreachable (`ScriptPlayer.restFailures`), then checks that once the app is gone nothing
    /// its window held remains.
    public func play(_ script: some PlayableScript) throws {
        let canvas = try canvas(for: script)
        let registry = try playOnFreshApp(script, on: canvas)
        if let leak = LeakWatch.checkReleased(registry) {
            throw InconsistentState(source: script.sourceName, problems: [leak.description])
        }
    }

    /// The app and its player live only inside this call, so the release check can follow it;
    /// returns the window's registry of what it held.
    private func playOnFreshApp(_ script: some PlayableScript, on canvas: HeadlessCanvas) throws -> LiveObjects {
        let player = try makePlayer(scene: script.scene, on: canvas)
        (player.trace, player.frameOutput) = (trace, frameOutput)
        player.accessibilityLine = accessibilityCheck
        player.app.window.motionPreference = motionPreference
        canvas.renderer.checksDamage = output.checksDamage
        if let compositorThreads { canvas.renderer.threads = compositorThreads }
        let (mismatches, restarts) = (canvas.renderer.damageMismatches.count, canvas.renderer.stats.damageRestarts)
        do {
            try player.play(script)
        } catch {
            // A failed rest check is read beside the shots the script took before it.
            keep(player.shots)
            throw error
        }
        keep(player.shots)
        let problems =
            canvas.renderer.damageMismatches.dropFirst(mismatches)
            + (canvas.renderer.stats.damageRestarts > restarts ? ["a blur read pixels its frame did not redraw"] : [])
        if !problems.isEmpty { throw InconsistentState(source: script.sourceName, problems: Array(problems)) }
        player.reportFinalState()
        accessibilityCheck?("end", player.app.window)
        if let accessibilityDump {
            try writeOutput(Array(player.app.window.accessibilityTree().dump().utf8), to: accessibilityDump.path)
        }
        return player.app.window.liveObjects
    }

    /// Adds the shots a script took to `shots`, and prints where each is.
    private func keep(_ taken: [URL]) {
        shots += taken
        for shot in taken { print(shot.path) }
    }

    /// The canvas at the script's own size, or at `--size` when it gives none.
    /// - Throws: `InputScript.ParseError` naming the script when its size is too many pixels at
    ///   this scale.
    private func canvas(for script: some PlayableScript) throws -> HeadlessCanvas {
        guard let size = script.size else { return canvas }
        let points = size.cgSize
        if points == canvas.size { return canvas }
        if let sizedCanvas, sizedCanvas.size == points { return sizedCanvas }
        let side = Double(max(size.width, size.height)) * Double(canvas.scale)
        guard side <= SurfaceSize.largestPixelSide else {
            throw InputScript.ParseError(
                file: script.sourceName, line: 0,
                message: "its size \(size.width)x\(size.height) at scale \(format(Double(canvas.scale))) is "
                    + "\(Int(side)) pixels a side; each side may be at most \(Int(SurfaceSize.largestPixelSide))")
        }
        sizedCanvas = nil  // its textures go before the next canvas's arrive
        let made = try HeadlessCanvas(size: points, scale: canvas.scale, fonts: fonts, session: session)
        sizedCanvas = made
        return made
    }

    private func makePlayer(scene: String, on canvas: HeadlessCanvas) throws -> ScriptPlayer {
        let player = ScriptPlayer(
            scene: scene, of: app, on: canvas, textMeasurer: fonts, outputDirectory: outputDirectory,
            framesPerSecond: framesPerSecond, fault: try PlantedFault.fromEnvironment())
        player.app.window.motionPreference = motionPreference
        return player
    }

    /// Compares with the goldens when asked, recording the missing and differing ones when
    /// `output.recordsGoldens`; prints each failure on standard error and a summary line.
    /// - Throws: `GoldensDiffer` when any shot differs.
    public func finish() throws {
        guard let goldens = output.goldens else { return }
        let checker = GoldenChecker(
            goldens: URL(fileURLWithPath: goldens, isDirectory: true),
            tolerance: output.tolerance, loader: try ImageLoader(session: session))
        var (failures, recorded) = ([String](), [String]())
        for shot in shots {
            try Interruption.check()
            switch checker.outcome(of: shot, recording: output.recordsGoldens) {
            case .matched: break
            case let .mismatched(failure): failures.append(failure)
            case let .recorded(line): recorded.append(line)
            }
        }
        for failure in failures { StandardError.line(failure) }
        for line in recorded { print(line) }
        let passed = shots.count - failures.count - recorded.count
        print(
            "golden check: \(passed) passed, \(failures.count) failed"
                + (output.recordsGoldens ? ", \(recorded.count) recorded" : ""))
        if !failures.isEmpty { throw GoldensDiffer(failed: failures.count, checked: shots.count) }
    }
}

/// Plays a script in a real SDL window on virtual time, then closes it.
public struct WindowScriptRunner {
    /// The app whose scenes the scripts start in.
    public let app: any ScriptableApp.Type
    /// The folder that holds `Fonts/`; nil to find it as `ResourceLocator.locate()` does.
    public let resources: String?
    /// The window's size in points, for scripts that give none of their own.
    public let size: SurfaceSize
    /// How the window's frames reach the screen.
    public let renderer: WindowHost.RendererKind
    /// Where the shots go.
    public let output: ShotOutput
    /// Frames a second of virtual time.
    public var framesPerSecond = 60.0
    public var trace: MotionTrace?
    public var frameOutput: FrameOutput?
    /// The script's window's motion preference (`--reduce-motion`).
    public var motionPreference = MotionPreference.standard
    /// Threads each frame is composited on (`--threads`, `Renderer.threads`); nil for the
    /// renderer's default, one per core.
    public var compositorThreads: Int?

    public init(
        app: any ScriptableApp.Type, resources: String? = nil, size: SurfaceSize = SurfaceSize(width: 390, height: 844),
        renderer: WindowHost.RendererKind = .automatic, output: ShotOutput
    ) {
        (self.app, self.resources, self.size) = (app, resources, size)
        (self.renderer, self.output) = (renderer, output)
    }

    public func play(_ script: some PlayableScript) throws {
        let session = try openDisplay()
        let resources = try ResourceLocator.locate(explicit: resources)
        let fonts = try HeadlessRunner.loadFonts(resources: resources, session: session)
        let size = (script.size ?? size).cgSize
        let host = try WindowHost(title: self.app.title, size: size, renderer: renderer, fonts: fonts)
        if let compositorThreads { host.renderer.threads = compositorThreads }
        let content = try self.app.init(
            resources: resources, fonts: fonts, session: session, displayScale: host.scale)
        let player = ScriptPlayer(
            scene: script.scene, of: content, on: host, textMeasurer: fonts,
            outputDirectory: try HeadlessRunner.makeDirectory(output.folder), framesPerSecond: framesPerSecond,
            fault: try PlantedFault.fromEnvironment())
        (player.trace, player.frameOutput) = (trace, frameOutput)
        player.app.window.motionPreference = motionPreference
        do {
            try player.play(script)
        } catch {
            for shot in player.shots { print(shot.path) }
            throw error
        }
        for shot in player.shots { print(shot.path) }
        player.reportFinalState()
        print("played \(script.stepCount) steps in a real window, \(player.framesDrawn) frames drawn")
    }
}
