import ArgumentParser
import Motion
import SDLBackend
import ViewKit

/// Plays scripts with SDL's offscreen driver and the software renderer: no display, no GPU,
/// virtual time. Each script starts a fresh app in its scene.
final class HeadlessRunner {
    /// The date screenshots show, so goldens never change with the calendar.
    static let fixedDate = Date(timeIntervalSince1970: 1_795_219_200) // 2026-11-21 00:00 UTC

    let session: SDLSession
    let assets: Assets
    let canvas: HeadlessCanvas
    let output: OutputOptions
    let outputDirectory: URL
    private(set) var shots: [URL] = []

    init(surface: SurfaceOptions, scale: CGFloat, output: OutputOptions) throws {
        session = try SDLSession(video: true, preferredDriver: "offscreen")
        let resources = try ResourceLocator.locate(explicit: surface.resources)
        let fonts = try Assets.loadFonts(resources: resources, session: session)
        assets = try Assets(resources: resources, fonts: fonts, session: session, displayScale: scale)
        canvas = try HeadlessCanvas(size: surface.size.cgSize, scale: scale, fonts: fonts, session: session)
        self.output = output
        outputDirectory = try HeadlessRunner.makeDirectory(output.out)
    }

    static func makeDirectory(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create the output folder \(path): \(error.localizedDescription)")
        }
        return url
    }

    func play(_ script: InputScript) throws {
        let clock = ManualClock()
        let app = App(assets: assets, size: canvas.size, scale: canvas.scale, clock: clock, scene: script.scene,
                      date: HeadlessRunner.fixedDate)
        let player = ScriptPlayer(app: app, clock: clock, host: canvas, outputDirectory: outputDirectory)
        try player.play(script)
        shots += player.shots
        for shot in player.shots { print(shot.path) }
    }

    /// Compares with the goldens when asked; throws ExitCode 1 when any shot differs.
    func finish() throws {
        guard let goldens = output.check else { return }
        let checker = GoldenChecker(goldens: URL(fileURLWithPath: goldens, isDirectory: true),
                                    tolerance: output.tolerance, loader: try ImageLoader(session: session))
        let failures = shots.compactMap { checker.check($0) }
        for failure in failures { FileHandle.standardError.write(Data((failure + "\n").utf8)) }
        print("golden check: \(shots.count - failures.count) passed, \(failures.count) failed")
        if !failures.isEmpty { throw ExitCode(1) }
    }
}

/// Plays a script in a real SDL window on virtual time, then closes it.
struct WindowScriptRunner {
    let surface: SurfaceOptions
    let renderer: RendererChoice
    let output: OutputOptions

    func play(_ script: InputScript) throws {
        let session = try openDisplay()
        let resources = try ResourceLocator.locate(explicit: surface.resources)
        let fonts = try Assets.loadFonts(resources: resources, session: session)
        let host = try WindowHost(title: "Segue", size: surface.size.cgSize, renderer: renderer.kind, fonts: fonts)
        let assets = try Assets(resources: resources, fonts: fonts, session: session, displayScale: host.scale)
        let clock = ManualClock()
        let app = App(assets: assets, size: host.size, scale: host.scale, clock: clock, scene: script.scene,
                      date: HeadlessRunner.fixedDate)
        let player = ScriptPlayer(app: app, clock: clock, host: host,
                                  outputDirectory: try HeadlessRunner.makeDirectory(output.out))
        try player.play(script)
        for shot in player.shots { print(shot.path) }
        print("played \(script.steps.count) steps in a real window, \(player.framesDrawn) frames drawn")
    }
}
