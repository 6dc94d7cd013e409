import Foundation
import Motion
import SDLBackend
import ViewKit
import XCTest

@testable import segue

/// Plays an example's input script on the offscreen driver and the software renderer, as
/// `segue run-script` plays the demo's, and compares the shots with the reviewed goldens.
enum ExamplePlayer {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Fails the test for each shot that differs from its golden, or has none; `shots` is how
    /// many the script takes, so a script that silently stops short fails too.
    static func checkGoldens(
        example: String, shots expected: Int, file: StaticString = #filePath,
        line: UInt = #line, makeRoot: () -> ViewKit.ViewController
    ) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-example-\(example)-\(UUID())")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let scriptPath = root.appendingPathComponent("Tests/Scripts/Examples/\(example).txt").path
        let script = try InputScript(contentsOfFile: scriptPath)
        let session = try SDLSession(video: true, preferredDriver: "offscreen")
        let resources = try ResourceLocator.locate(explicit: root.appendingPathComponent("Resources").path)
        let fonts = try Assets.loadFonts(resources: resources, session: session)
        let assets = try Assets(resources: resources, fonts: fonts, session: session, displayScale: 1)
        let canvas = try HeadlessCanvas(
            size: CGSize(width: 390, height: 844), scale: 1, fonts: fonts,
            session: session)
        let clock = ManualClock()
        let app = App(
            assets: assets, size: canvas.size, scale: canvas.scale, clock: clock,
            rootViewController: makeRoot())
        let player = ScriptPlayer(app: app, clock: clock, host: canvas, outputDirectory: out)
        try player.play(script)
        XCTAssertEqual(player.shots.count, expected, "shots taken by \(scriptPath)", file: file, line: line)
        let goldens = root.appendingPathComponent("Tests/Goldens/Examples", isDirectory: true)
        let checker = GoldenChecker(goldens: goldens, tolerance: 24, loader: try ImageLoader(session: session))
        for shot in player.shots {
            if let failure = checker.check(shot) {
                let kept = keptFailure(shot)
                try? FileManager.default.copyItem(at: shot, to: kept)
                XCTFail("\(failure); the shot is kept at \(kept.path) to review", file: file, line: line)
            }
        }
        withExtendedLifetime(session) {}
    }

    /// Failed shots are copied out of the deleted folder, to be looked at.
    private static func keptFailure(_ shot: URL) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-example-failures")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent(shot.lastPathComponent)
        try? FileManager.default.removeItem(at: target)
        return target
    }
}
