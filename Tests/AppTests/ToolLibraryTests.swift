import Foundation
import SDLBackend
import SegueScript
import ViewKit
import XCTest

@testable import segue

/// The testing libraries' public API as an app outside Segue uses it, on the demo: a session
/// stepped by hand, a golden mismatch's message, unknown scenes, and the generic `soak --script`
/// and `bench --script`.
final class ToolLibraryTests: XCTestCase {
    private var resources: URL { SegueProcess.root.appendingPathComponent("Resources") }

    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tool-library-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Input sent step by step lands in the same frames as the same lines played as a script:
    /// the card is drawn at the same place on the same frame, and both come to rest the same.
    func testSteppingByHandMatchesPlayingTheScript() throws {
        let stepped = try HeadlessSession(app: SegueDemo.self, resources: resources, outputDirectory: folder())
        try stepped.send(.pointerDown(CGPoint(x: 195, y: 300)))
        try stepped.wait(1.0 / 60)
        try stepped.send(.pointerUp(CGPoint(x: 195, y: 300)))
        try stepped.wait(0.3)
        XCTAssertEqual(
            stepped.app.window.rootViewController?.presentedViewController.map { "\(type(of: $0))" },
            "TodayDetailViewController", "presented on the tap, still opening")
        XCTAssertTrue(stepped.app.window.transitionCoordinator.isTransitioning)
        try stepped.run("wait 0.9")
        try stepped.settle()

        let played = try HeadlessSession(app: SegueDemo.self, resources: resources, outputDirectory: folder())
        try played.play(text: "tap 195 300\nwait 1.2\n", name: "card.txt")
        XCTAssertThrowsError(try played.play(text: "wait 1\n", name: "again.txt")) { error in
            XCTAssertTrue("\(error)".hasPrefix("again.txt: this session has already played or stepped"), "\(error)")
        }
        let (a, b) = (stepped.motion(of: "card"), played.motion(of: "card"))
        XCTAssertEqual(a.count, b.count, "frames with the card on screen")
        XCTAssertEqual(a.count, 46, "frames the opening card is drawn as its own part")
        for (x, y) in zip(a, b) {
            XCTAssertEqual(x.row.frameIndex, y.row.frameIndex)
            XCTAssertEqual(x.motion.frame, y.motion.frame, "frame \(x.row.frameIndex)")
        }
    }

    /// A mismatch names how many pixels differ, the worst distance and the area they cover.
    func testAGoldenMismatchNamesThePixelsThatDiffer() throws {
        let out = folder(), goldens = folder()
        let session = try HeadlessSession(app: SegueDemo.self, resources: resources, outputDirectory: out)
        try session.play(text: "shot still\n", name: "still.txt")
        let shot = try XCTUnwrap(session.shot(named: "still"))
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let golden = goldens.appendingPathComponent("still.png")
        let pixels = try ImageLoader(session: session.session).loadBitmap(shot.path)
        for (x, y) in [(10, 20), (13, 22)] {
            let i = (y * pixels.width + x) * 4
            pixels.pixels[i] = pixels.pixels[i] &+ 128
        }
        try writePNG(pixels, to: golden.path)
        let message = try XCTUnwrap(try session.goldenMismatch("still", goldens: goldens))
        XCTAssertTrue(
            message.hasPrefix(
                "still.png: 2 pixels differ by more than 24.0 (worst 128) within pixels x 10…13, y 20…22; "),
            message)
        XCTAssertNil(try session.goldenMismatch("still", goldens: out), "a shot matches itself")
        XCTAssertEqual(
            try session.goldenMismatch("nothing", goldens: goldens),
            "no shot named nothing; the script took [\"still.png\"]")
    }

    func testAnUnknownSceneNamesTheAppsScenes() {
        XCTAssertThrowsError(
            try HeadlessSession(app: SegueDemo.self, scene: "nowhere", resources: resources, outputDirectory: folder())
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "unknown scene 'nowhere'; expected one of: home, sheet, photos, pop, navigation, player, kitchen-sink, table-10, table-10000"
            )
        }
        XCTAssertThrowsError(try InputScript(text: "scene home\n", sourceName: "one.txt")) { error in
            XCTAssertEqual("\(error)", "one.txt:1: unknown scene 'home'; expected one of: main")
        }
    }

    /// `soak --script` repeats a script's steps instead of the app's own cycles.
    func testTheSoakRepeatsAScript() throws {
        let result = try SegueProcess.run([
            "soak", "--script", "Tests/Scripts/soak-card-cycle.txt", "--cycles", "3", "--render", "none",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\nafter 3 cycles: "), result.stdout)
        let missing = try SegueProcess.run(["soak", "--script", "Tests/Scripts/nothing-here.txt", "--cycles", "1"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("Tests/Scripts/nothing-here.txt"), missing.stderr)
    }

    /// `bench --script` adds a scripted session, named after its file, to the app's scenarios.
    func testTheBenchTimesAScript() throws {
        let result = try SegueProcess.run([
            "bench", "--frames", "10", "--script", "Tests/Scripts/soak-card-cycle.txt", "--scenario", "soak-card-cycle",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\nsoak-card-cycle  "), result.stdout)
        let unknown = try SegueProcess.run(["bench", "--scenario", "soak-card-cycle"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("no bench scenario named soak-card-cycle"), unknown.stderr)
    }
}
