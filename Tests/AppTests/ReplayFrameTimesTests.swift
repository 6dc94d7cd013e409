import Motion
import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// Issue 21: a recording's `frame` and `idle` lines give the times the live window ran its
/// frames and reset its frame timer; the replay steps there instead of on the 60 Hz grid, so a
/// press on content still moving catches it where the window did.
final class ReplayFrameTimesTests: XCTestCase {
    private func script(_ name: String) -> String {
        SegueProcess.root.appendingPathComponent("Tests/Scripts/\(name)").path
    }

    func testFrameAndIdleLinesParseAndTheirErrorsNameFileAndLine() throws {
        let script = try InputScript(contentsOfFile: script("frame-times-trace.txt"), scenes: SegueDemo.sceneNames)
        XCTAssertEqual(
            script.steps.map(\.command).filter { if case .frameTime = $0 { true } else { false } },
            [.frameTime(.frame), .frameTime(.frame), .frameTime(.frame), .frameTime(.idle), .frameTime(.frame)])
        XCTAssertEqual(script.steps.first?.time, 0.004)
        XCTAssertEqual(InputScript.Command.frameTime(.idle).reproLine, "idle")
        let cases: [(String, String)] = [
            ("frame", "t.txt:1: 'frame' needs a time, as in '1.204311 frame'"),
            ("0.5 tap 1 1\nidle", "t.txt:2: 'idle' needs a time"),
            ("0.5 frame 3", "t.txt:1: unexpected '3' at the end of the line"),
            ("0.5 frame\n0.25 idle", "t.txt:2: time 0.25 goes back before 0.5"),
            ("0.5 down 1 1\n0.4 frame", "t.txt:2: time 0.4 goes back before 0.5"),
            (
                "1 final tab=today presented=none scroll=TodayScreen:0:0\n2 frame",
                "t.txt:2: 'final' must be the last command"
            ),
            ("0.5 frames", "t.txt:1: unknown command 'frames'; expected one of header scene size down"),
        ]
        assertParseErrors(cases)
    }

    /// Step by step: each `frame` line runs a frame at its own time, handing it the events
    /// before it; an `idle` line resets the frame timer, so the next frame steps one nominal
    /// frame, as the window's did.
    func testFramesRunAtTheRecordedTimesAndIdleResetsTheFrameTimer() throws {
        let world = try FuzzWorld(
            app: SegueDemo.self, resources: SegueProcess.root.appendingPathComponent("Resources").path, fault: nil)
        let player = world.makePlayer(scene: "home", rasterizes: false)
        let start = player.clock.now
        try player.begin()
        var frames: [(time: Double, down: Bool, y: CGFloat?)] = []
        var steps: [Double] = []
        try InputScript(contentsOfFile: script("frame-times-trace.txt"), scenes: SegueDemo.sceneNames).forEachStep {
            step in
            let animated = player.app.timer.elapsedAnimationTime
            try player.perform(step)
            switch step.command {
            case .frameTime(.frame):
                frames.append((player.clock.now - start, player.isPointerDown, player.pointer?.y))
                steps.append(player.app.timer.elapsedAnimationTime - animated)
            case .frameTime(.idle):
                XCTAssertNil(player.app.timer.lastTimestamp, "the idle line forgot the last frame time")
            default:
                XCTAssertEqual(player.clock.now - start, frames.last?.time ?? 0, "an event alone runs no frame")
            }
        }
        XCTAssertEqual(frames.map(\.time), [0.004, 0.013, 0.041, 0.301])
        XCTAssertEqual(frames.map(\.down), [false, true, true, false])
        XCTAssertEqual(frames.map(\.y), [nil, 600, 590, 590], "the move after the 13 ms frame is the next one's")
        // The first is the window's first frame (a fresh timer), the last follows the idle line.
        for (step, expected) in zip(steps, [1.0 / 60, 0.009, 0.028, 1.0 / 60]) {
            XCTAssertEqual(step, expected, accuracy: 1e-9)
        }
    }

    /// Frames at irregular recorded times still come out on the `--fps` grid: each hashed frame
    /// shows the last recorded frame at or before its time.
    func testHashesStayOnTheFpsGrid() throws {
        let out = SegueProcess.temporaryDirectory("frame-times-hashes")
        let hashes = out.appendingPathComponent("h.txt")
        let result = try SegueProcess.run([
            "run-script", script("frame-times-trace.txt"), "--out", out.path, "--hashes", hashes.path,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = try String(contentsOf: hashes, encoding: .utf8).split(separator: "\n")
        for (index, line) in lines.enumerated() {
            let time = try XCTUnwrap(Double(line.split(separator: " ")[1]))
            XCTAssertEqual(time, Double(index) / 60, accuracy: 1e-6, String(line))
        }
        XCTAssertGreaterThanOrEqual(lines.count, 19, "through the last recorded frame at 0.301 s")
    }

    /// A live recording (Tests/Fixtures/record-glide.sh: flicks of the Today list with presses
    /// while it glides, a card opened and closed by Esc in flight, irregular software-rendered
    /// frames) replays to the window's final state within 0.5 pt; without its frame lines it
    /// does not, which shows what they are for.
    func testAPressOnAGlidingListReplaysOnlyAtTheRecordedFrameTimes() throws {
        try checkFrameTimesMatter(in: "frame-times-glide.txt")
    }

    /// A random lively session (Tests/Fixtures/record-lively.sh, seed 1): flicks, presses, card
    /// clicks and Esc with no pause to let anything rest.
    func testALivelySessionReplaysOnlyAtTheRecordedFrameTimes() throws {
        try checkFrameTimesMatter(in: "frame-times-lively.txt")
    }

    private func checkFrameTimesMatter(in name: String) throws {
        let out = SegueProcess.temporaryDirectory("frame-times-\(name)")
        let replay = try SegueProcess.run(["run-script", script(name), "--out", out.path])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let summary = try XCTUnwrap(
            replay.stdout.split(separator: "\n").first { $0.hasPrefix("final state: matches the recording") },
            replay.stdout)
        let worst = try XCTUnwrap(Double(summary.split(separator: " ").dropLast().last ?? ""), String(summary))
        XCTAssertLessThan(worst, 0.5, String(summary))

        let text = try String(contentsOfFile: script(name), encoding: .utf8)
        let withoutFrames = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasSuffix(" frame") && !$0.hasSuffix(" idle") }.joined(separator: "\n")
        XCTAssertLessThan(withoutFrames.count, text.count / 2, "most lines are frame times")
        let stripped = out.appendingPathComponent("without-frames.txt")
        try withoutFrames.write(to: stripped, atomically: true, encoding: .utf8)
        let grid = try SegueProcess.run(["run-script", stripped.path, "--out", out.path])
        XCTAssertEqual(grid.status, 1, "on the 60 Hz grid the replay misses: \(grid.stdout)")
        XCTAssertTrue(grid.stderr.contains("the replay did not come to rest where the recording did"), grid.stderr)
    }

    /// `segue record` in a real window (Xvfb, xdotool) writes frame lines, and a lively session
    /// replays to the window's final state.
    func testALiveLivelyRecordingReplaysToItsFinalState() throws {
        let out = SegueProcess.temporaryDirectory("frame-times-live")
        let recording = out.appendingPathComponent("lively.txt")
        guard
            let live = try SegueProcess.recordLive(
                driver: "record-lively.sh", screen: "800x1000", into: recording, arguments: ["2", "20"])
        else { return }
        XCTAssertEqual(live.status, 0, live.stderr)
        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n")
        XCTAssertGreaterThan(lines.filter { $0.hasSuffix(" frame") }.count, 100)
        XCTAssertGreaterThan(lines.filter { $0.hasSuffix(" idle") }.count, 0)
        try SegueProcess.assertReplaysToItsFinalState(recording, out: out)
    }
}
