import Motion
import SDLBackend
import ViewKit
import XCTest

@testable import SegueFuzz
@testable import SegueScript
@testable import segue

/// A recording replays alike wherever the replay's clock starts. The window that recorded it ran
/// on SDL's counter, hours from zero, and a replay runs from zero: the same times then differ in
/// their last bits, and no decision may hang on those bits (`NavigationRecordingTests` once failed
/// on one: a click on a sliding page, let go, waited a frame on float noise that the window did
/// not wait).
final class ReplayClockOriginTests: XCTestCase {
    /// Recorded in a window under Xvfb with two busy loops on both cores
    /// (`Tests/Fixtures/record-navigation.sh`, seed 7, 30 steps): pushes, back swipes and clicks
    /// on pages still sliding, 15 clicks lifted where they came down.
    private let recording = "recorded-navigation-under-load.txt"

    /// Seconds the second replay's clock starts at: 2 h 27 min, as a machine's counter reads
    /// some time after it boots.
    private let laterOrigin = 8_836.508_724

    func testARecordingReplaysAlikeOnAClockStartingAtZeroOrHoursIn() throws {
        let world = try FuzzWorld(
            app: SegueDemo.self, resources: SegueProcess.root.appendingPathComponent("Resources").path, fault: nil)
        let path = SegueProcess.root.appendingPathComponent("Tests/Scripts/\(recording)").path
        var traces: [MotionTrace] = []
        for origin in [0, laterOrigin] {
            let clock = ManualClock(now: origin)
            let app = Application.withDeveloperTools(
                size: world.canvas.size, scale: world.canvas.scale, clock: clock, textMeasurer: world.fonts,
                rootViewController: world.app.makeRootViewController(scene: "home", date: HeadlessRunner.fixedDate))
            let player = ScriptPlayer(
                app: app, clock: clock, host: world.canvas, outputDirectory: FileManager.default.temporaryDirectory)
            player.rasterizes = false
            player.trace = MotionTrace()
            // Throws at the first `state` line the replay does not match (where the window idled).
            XCTAssertNoThrow(
                try player.play(try ScriptFile(path: path, scenes: SegueDemo.sceneNames)), "clock from \(origin) s")
            XCTAssertEqual(player.statesChecked, 306, "clock from \(origin) s: every idle moment checked")
            traces.append(try XCTUnwrap(player.trace))
        }
        let (early, late) = (traces[0].rows, traces[1].rows)
        XCTAssertEqual(early.count, late.count, "the same frames")
        var worst: CGFloat = 0
        for (a, b) in zip(early, late) {
            XCTAssertEqual(Set(a.parts.keys), Set(b.parts.keys), "frame \(a.frameIndex): the same parts on screen")
            for (name, motion) in a.parts {
                guard let other = b.parts[name] else { continue }
                worst = max(worst, abs(motion.frame.minX - other.frame.minX), abs(motion.frame.minY - other.frame.minY))
            }
        }
        XCTAssertLessThan(worst, 1e-6, "points apart, at worst, between the two replays")
    }
}
