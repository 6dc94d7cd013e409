import SDLBackend
import ViewKit
import XCTest

@testable import SegueScript
@testable import segue

/// A recording replayed at another scale than it was made at (`run-script --scale`, or a window
/// on a screen of another density) draws at the scale it is replayed at throughout.
final class RecordingScaleTests: XCTestCase {
    private static let file = SegueProcess.root.appendingPathComponent("Tests/Scripts/recorded-at-1x.txt")

    /// Plays `script` at 2× and returns its one shot and the scale the renderer ended at.
    private func playAtTwiceTheScale(_ script: InputScript, _ name: String) throws -> (Bitmap, CGFloat) {
        let runner = try HeadlessRunner(
            app: SegueDemo.self, resources: SegueProcess.root.appendingPathComponent("Resources").path, scale: 2,
            output: ShotOutput(folder: SegueProcess.temporaryDirectory("recording-scale-\(name)").path))
        try runner.play(script)
        let shot = try XCTUnwrap(runner.shots.first, "\(name): no shot")
        return (try ImageLoader(session: runner.session).loadBitmap(shot.path), runner.canvas.renderer.scale)
    }

    /// Its first `resize` line carries the recording window's density, 1. Replayed at 2×, it set
    /// the renderer back to 1×, which then drew every frame into the top-left quarter of the 2×
    /// canvas, over what the first frame had left (a recording replayed at `--scale 2` showed
    /// the app at half size). Now the line's density is the replay's: the shot is the one the
    /// same recording made at 2× takes, to the bit.
    func testARecordingMadeAtOneXDrawsWholeAtTwoX() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let madeAtOne = try InputScript(text: text, sourceName: "recorded-at-1x.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(madeAtOne.header?.scale, 1)
        let madeAtTwo = try InputScript(
            text: text.replacingOccurrences(of: "scale=1", with: "scale=2")
                .replacingOccurrences(of: "resize 390 844 1", with: "resize 390 844 2"),
            sourceName: "recorded-at-2x.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(madeAtTwo.header?.scale, 2)
        let (replayed, replayedScale) = try playAtTwiceTheScale(madeAtOne, "1x")
        let (reference, referenceScale) = try playAtTwiceTheScale(madeAtTwo, "2x")
        XCTAssertEqual(replayedScale, 2)
        XCTAssertEqual(referenceScale, 2)
        XCTAssertEqual([replayed.width, replayed.height], [780, 1688])
        XCTAssertEqual(replayed.pixels == reference.pixels, true, "the shot differs from the recording made at 2x")
    }
}
