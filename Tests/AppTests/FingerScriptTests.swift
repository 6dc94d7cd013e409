import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueScript
@testable import segue

/// Finger lines in scripts: what parses, how a glide and a pinch unfold frame by frame, the
/// lines a recording writes for them, the times a finger script feeds a window at, and the
/// errors that name the line and the cause.
final class FingerScriptTests: XCTestCase {
    private let lines = SegueProcess.root.appendingPathComponent("Tests/Scripts/Fingers/finger-lines.txt").path

    func testEveryFingerLineParses() throws {
        let script = try InputScript(contentsOfFile: lines, scenes: SegueDemo.sceneNames)
        XCTAssertEqual(
            script.steps.map(\.command),
            [
                .input(.fingerDown(id: 1, at: CGPoint(x: 100, y: 400))),
                .input(.fingerDown(id: 2, at: CGPoint(x: 300.5, y: 400))),
                .input(.fingerMove(id: 1, at: CGPoint(x: 100, y: 380))),
                .fingers(.glide(id: 2, from: CGPoint(x: 300.5, y: 400), to: CGPoint(x: 300, y: 300), frames: 6)),
                .input(.fingerUp(id: 1, at: CGPoint(x: 100, y: 380))),
                .input(.fingerUp(id: 2, at: CGPoint(x: 300, y: 300))),
                .fingers(.pinch(center: CGPoint(x: 195, y: 400), from: 100, to: 300, frames: 12)),
                .waitFrames(2),
                .fingers(.pinch(center: CGPoint(x: 195, y: 400), from: 240, to: 60, frames: 1)),
                .input(.key(.escape)),
            ])
        XCTAssertEqual(script.steps[1].time, 0.5)
    }

    /// Each command's line (what a recording or a reproducer writes) parses back to it.
    func testEveryFingerCommandWritesALineThatParsesBack() throws {
        let script = try InputScript(contentsOfFile: lines, scenes: SegueDemo.sceneNames)
        let text = "scene photos\n" + script.steps.map(\.command.reproLine).joined(separator: "\n")
        let again = try InputScript(text: text, sourceName: "again.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(again.steps.map(\.command), script.steps.map(\.command))
        XCTAssertEqual(script.steps[3].command.reproLine, "finger move 2 300 300 over 6 frames")
        XCTAssertEqual(script.steps[6].command.reproLine, "pinch 195 400 from 100 to 300 over 12 frames")
    }

    /// A pinch puts fingers 1 and 2 down either side of its centre, moves both every frame,
    /// the last move exactly at the final distance, and lifts both there.
    func testAPinchUnfoldsFrameByFrame() {
        let pinch = FingerGesture.pinch(center: CGPoint(x: 195, y: 400), from: 100, to: 300, frames: 4)
        let events = pinch.allEvents
        XCTAssertEqual(events.count, 2 + 4 * 2 + 2)
        XCTAssertEqual(events.map(\.frame), [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4])
        XCTAssertEqual(
            events.map(\.event),
            [
                .fingerDown(id: 1, at: CGPoint(x: 145, y: 400)), .fingerDown(id: 2, at: CGPoint(x: 245, y: 400)),
                .fingerMove(id: 1, at: CGPoint(x: 120, y: 400)), .fingerMove(id: 2, at: CGPoint(x: 270, y: 400)),
                .fingerMove(id: 1, at: CGPoint(x: 95, y: 400)), .fingerMove(id: 2, at: CGPoint(x: 295, y: 400)),
                .fingerMove(id: 1, at: CGPoint(x: 70, y: 400)), .fingerMove(id: 2, at: CGPoint(x: 320, y: 400)),
                .fingerMove(id: 1, at: CGPoint(x: 45, y: 400)), .fingerMove(id: 2, at: CGPoint(x: 345, y: 400)),
                .fingerUp(id: 1, at: CGPoint(x: 45, y: 400)), .fingerUp(id: 2, at: CGPoint(x: 345, y: 400)),
            ])
    }

    /// A finger script fed to a window: every finger event and key at its time from the start,
    /// a glide and a pinch one frame (1/60 s) a step.
    func testAFingerScriptsEventsCarryTheirTimes() throws {
        let events = try InputScript(contentsOfFile: lines, scenes: SegueDemo.sceneNames).fingerFeedEvents()
        let frame = 1.0 / 60
        XCTAssertEqual(events.count, 2 + 1 + 6 + 2 + (2 + 12 * 2 + 2) + (2 + 2 + 2) + 1)
        XCTAssertEqual(events[0].time, 0)
        XCTAssertEqual(events[1].time, 0.5)
        XCTAssertEqual(events[8].time, 0.5 + 6 * frame, accuracy: 1e-12, "the glide's last move")
        XCTAssertEqual(events[8].event, .fingerMove(id: 2, at: CGPoint(x: 300, y: 300)))
        XCTAssertEqual(events.last?.event, .key(.escape))
        XCTAssertEqual(events.last?.time ?? 0, 0.5 + (6 + 12 + 2 + 1) * frame, accuracy: 1e-12)
    }

    func testFingerLineErrorsNameTheLineAndTheCause() {
        assertParseErrors([
            ("finger", "t.txt:1: expected 'down', 'move' or 'up' after 'finger', found the end of the line"),
            ("finger press 1 2 3", "t.txt:1: expected 'down', 'move' or 'up' after 'finger', found 'press'"),
            ("finger down 1 2", "t.txt:1: expected finger down's y (points), found the end of the line"),
            (
                "finger down -1 2 3",
                "t.txt:1: finger down's finger id must be a whole number from 0 to 9999, found '-1'"
            ),
            ("finger up 1.5 2 3", "t.txt:1: finger up's finger id must be a whole number from 0 to 9999, found '1.5'"),
            (
                "finger move 3 10 10 over 4 frames",
                "t.txt:1: 'finger move 3 … over 4 frames' starts where finger 3 is, and it is not down; "
                    + "begin with 'finger down 3 X Y'"
            ),
            ("finger down 3 1 1\nfinger up 3 1 1\nfinger move 3 2 2 over 2 frames", "t.txt:3: 'finger move 3"),
            (
                "finger down 3 1 1\nfinger move 3 2 2 over 0 frames",
                "t.txt:2: the frames after 'over' must be a whole number from 1"
            ),
            (
                "finger down 3 1 1\nfinger move 3 2 2 across 2 frames",
                "t.txt:2: expected 'over' after finger move's x y, found 'across'"
            ),
            ("finger down 1 2 3 4", "t.txt:1: unexpected '4' at the end of the line"),
            ("pinch 100 100 to 200 over 3 frames", "t.txt:1: expected 'from' after pinch's x y, found 'to'"),
            (
                "pinch 100 100 from 0 to 200 over 3 frames",
                "t.txt:1: pinch's starting distance (points) must be above 0, found 0"
            ),
            (
                "pinch 100 100 from 50 to -2 over 3 frames",
                "t.txt:1: pinch's final distance (points) must be above 0, found -2"
            ),
            (
                "pinch 100 100 from 50 to 80",
                "t.txt:1: expected 'over' after pinch's final distance, found the end of the line"
            ),
            (
                "pinch 100 100 from 50 to 80 over 3 seconds",
                "t.txt:1: expected 'frames' after 'over 3', found 'seconds'"
            ),
            (
                "finger down 2 5 5\npinch 100 100 from 50 to 80 over 3 frames",
                "t.txt:2: pinch uses fingers 1 and 2, and finger 2 is still down; lift it first with 'finger up 2 X Y'"
            ),
        ])
    }

    /// A finger script feeds a window fingers and keys; a mouse line is refused, naming it.
    func testAFingerScriptRefusesMouseLines() throws {
        let script = try InputScript(
            text: "finger down 1 5 5\nfinger up 1 5 5\ntap 100 100", sourceName: "f.txt", scenes: SegueDemo.sceneNames)
        XCTAssertThrowsError(try script.fingerFeedEvents()) { error in
            XCTAssertEqual(
                "\(error)",
                "f.txt:3: a finger script feeds a window only finger, pinch, key and wait lines; found 'tap'")
        }
    }

    /// `segue record` writes the fingers it gets, each with its time and number, in the form a
    /// replay reads back (the window test records real SDL fingers the same way).
    func testARecordingWritesFingersAndReadsThemBack() throws {
        let path = SegueProcess.temporaryDirectory("fingers-record").appendingPathComponent("session.txt").path
        let fingers: [InputEvent] = [
            .fingerDown(id: 1, at: CGPoint(x: 100, y: 300)), .fingerDown(id: 2, at: CGPoint(x: 200.25, y: 300)),
            .fingerMove(id: 2, at: CGPoint(x: 230.5, y: 310)), .fingerUp(id: 1, at: CGPoint(x: 100, y: 300)),
            .fingerUp(id: 2, at: CGPoint(x: 230.5, y: 310)),
        ]
        do {
            let recorder = try ScriptRecorder(path: path)
            let header = RecordingHeader(
                version: SegueVersion.current, size: SurfaceSize(width: 390, height: 844), scale: 1, scene: "photos")
            try recorder.begin(header, at: 10)
            try recorder.record(fingers.enumerated().map { TimedInputEvent($1, at: 10.5 + Double($0) * 0.25) })
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter {
            $0.contains(" finger ")
        }
        XCTAssertEqual(
            lines,
            [
                "0.500000 finger down 1 100 300", "0.750000 finger down 2 200.25 300",
                "1.000000 finger move 2 230.5 310", "1.250000 finger up 1 100 300", "1.500000 finger up 2 230.5 310",
            ])
        var read: [InputScript.Command] = []
        try ScriptFile(path: path, scenes: SegueDemo.sceneNames).forEachStep { read.append($0.command) }
        XCTAssertEqual(read, fingers.map { .input($0) })
    }
}
