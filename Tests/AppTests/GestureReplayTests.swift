import Foundation
import SegueScript
import Transitions
import ViewKit
import XCTest

@testable import segue

/// A real window's double taps and long press, recorded by `segue record` under Xvfb
/// (Tests/Fixtures/record-double-tap.sh → Tests/Scripts/recorded-double-tap.txt), replayed step
/// by step at the recorded frame times: each gesture decides at the frame the live window
/// decided it, the first frame line at or after its deadline (the press's 0.5 s, the double
/// tap's 0.3 s after the single tap's release), and the replay comes to the recorded rest.
final class GestureReplayTests: XCTestCase {
    private let recording = SegueProcess.root.appendingPathComponent("Tests/Scripts/recorded-double-tap.txt")

    /// Seconds from the recording's start of its first `frame` line at or after `time`.
    private func firstFrame(atOrAfter time: Double, in script: InputScript) throws -> Double {
        try XCTUnwrap(
            script.steps.first { step in
                guard case .frameTime(.frame) = step.command, let at = step.time else { return false }
                return at >= time
            }?.time)
    }

    /// The recorded times of the pointer events of kind `matching`, in order.
    private func times(of script: InputScript, _ matching: (InputEvent) -> Bool) -> [Double] {
        script.steps.compactMap { step in
            guard case let .input(event) = step.command, matching(event) else { return nil }
            return step.time
        }
    }

    func testEachGestureDecidesAtTheRecordedFrameOfItsDeadline() throws {
        let script = try InputScript(contentsOfFile: recording.path, scenes: SegueDemo.sceneNames)
        let downs = times(of: script) { if case .pointerDown = $0 { true } else { false } }
        let ups = times(of: script) { if case .pointerUp = $0 { true } else { false } }
        // The tab, the long press, the photo, two double taps, the single tap.
        XCTAssertEqual(downs.count, 8)
        let menuDue = try firstFrame(atOrAfter: downs[1] + 0.5, in: script)
        let chromeDue = try firstFrame(atOrAfter: ups[7] + TapGestureRecognizer.maximumTapInterval, in: script)

        let session = try HeadlessSession(
            app: SegueDemo.self, scene: script.scene, resources: SegueProcess.root.appendingPathComponent("Resources"),
            outputDirectory: SegueProcess.temporaryDirectory("gesture-replay"))
        let player = session.player
        try player.begin()
        var menuAt: Double?, chromeHiddenAt: Double?, zoomedAt: Double?, widest: CGFloat = 0
        let start = player.clock.now
        for step in script.steps {
            try player.perform(step)
            let now = player.clock.now - start
            let presented = player.app.window.rootViewController?.presentedViewController
            if menuAt == nil, presented is PhotoContextMenuViewController { menuAt = now }
            guard let detail = presented as? PhotoDetailViewController else { continue }
            if chromeHiddenAt == nil, detail.isChromeHidden { chromeHiddenAt = now }
            widest = max(widest, detail.zoomImageView.transform.a)
            if zoomedAt == nil, detail.zoomImageView.transform.a > 1 { zoomedAt = now }
        }
        XCTAssertEqual(try XCTUnwrap(menuAt), menuDue, accuracy: 1e-9, "the menu at the press's 0.5 s, not before")
        XCTAssertEqual(
            try XCTUnwrap(chromeHiddenAt), chromeDue, accuracy: 1e-9, "the single tap once the double tap failed")
        XCTAssertGreaterThan(try XCTUnwrap(zoomedAt), ups[4], "the zoom begins after the second tap of the first pair")
        XCTAssertEqual(widest, ZoomPhotoGestures.doubleTapScale, accuracy: 1e-9)
        print("recorded-double-tap: menu at \(menuDue) s, chrome hidden at \(chromeDue) s")

        try player.finishFrames()
        XCTAssertNil(player.restError(source: "recorded-double-tap.txt"))
        let detail = try XCTUnwrap(
            player.app.window.rootViewController?.presentedViewController as? PhotoDetailViewController)
        XCTAssertEqual(detail.zoomImageView.transform, .identity, "zoomed back out")
        XCTAssertEqual(detail.page.chrome.presentation.alpha, 0)
    }

    /// `run-script` replays the recording to the `final` line it ends with.
    func testTheReplayReachesTheRecordedRest() throws {
        let out = SegueProcess.temporaryDirectory("gesture-replay-run")
        let result = try SegueProcess.run(["run-script", recording.path, "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("final state: matches the recording"), result.stdout)
    }
}
