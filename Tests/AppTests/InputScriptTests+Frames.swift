import ViewKit
import XCTest

@testable import SegueScript
@testable import segue

/// Issue 29: waits in whole frames, and a press held across several moves in one line.
extension InputScriptTests {
    func testWaitsInFramesAndMovesOverFramesParse() throws {
        let script = try InputScript(
            text: """
                down 10 20
                move 10 50 over 3 frames
                wait 2 frames
                wait 1 frame
                move 40 50 over 1 frame
                up 40 50
                wait 0 frames
                """, sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(
            script.steps.map(\.command),
            [
                .input(.pointerDown(CGPoint(x: 10, y: 20))),
                .moveOver(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 10, y: 50), frames: 3),
                .waitFrames(2), .waitFrames(1),
                .moveOver(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 40, y: 50), frames: 1),
                .input(.pointerUp(CGPoint(x: 40, y: 50))), .waitFrames(0),
            ])
        XCTAssertEqual(
            script.steps.map(\.command.reproLine),
            [
                "down 10 20", "move 10 50 over 3 frames", "wait 2 frames", "wait 1 frames", "move 40 50 over 1 frames",
                "up 40 50", "wait 0 frames",
            ])
        let reparsed = try InputScript(
            text: script.steps.map(\.command.reproLine).joined(separator: "\n"), sourceName: "t.txt",
            scenes: SegueDemo.sceneNames)
        XCTAssertEqual(reparsed.steps.map(\.command), script.steps.map(\.command), "repro lines parse back")
        // Any line that places the pointer gives the next `move … over` its start.
        for (first, start) in [("tap 5 6", CGPoint(x: 5, y: 6)), ("drag 1 2 7 8", CGPoint(x: 7, y: 8))] {
            let steps = try InputScript(
                text: "\(first)\nmove 0 0 over 2 frames", sourceName: "t.txt", scenes: SegueDemo.sceneNames
            ).steps
            XCTAssertEqual(steps.last?.command, .moveOver(from: start, to: .zero, frames: 2), first)
        }
        // Where an earlier script left the pointer (`HeadlessSession.run` passes it).
        XCTAssertEqual(
            try InputScript(text: "move 9 9 over 2 frames", sourceName: "t.txt", pointer: CGPoint(x: 1, y: 1)).steps
                .map(\.command),
            [.moveOver(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 9, y: 9), frames: 2)])
    }

    func testFrameCountsAreBoundedAndTheErrorsNameTheLine() {
        let cases: [(String, String)] = [
            ("move 1 2 over", "t.txt:1: expected move's frames after 'over', found the end of the line"),
            ("down 0 0\nmove 1 2 over 3", "t.txt:2: expected 'frames' after 'over 3', found the end of the line"),
            ("down 0 0\nmove 1 2 over 3 seconds", "t.txt:2: expected 'frames' after 'over 3', found 'seconds'"),
            (
                "down 0 0\nmove 1 2 across 3 frames",
                "t.txt:2: expected 'over N frames' or the end of the line after move's x y, found 'across'"
            ),
            (
                "move 1 2 over 0 frames",
                "t.txt:1: move's frames after 'over' must be a whole number from 1 to 216000 (one hour), found '0'"
            ),
            (
                "move 1 2 over 2.5 frames",
                "t.txt:1: move's frames after 'over' must be a whole number from 1 to 216000 (one hour), found '2.5'"
            ),
            ("down 0 0\nmove 1 2 over 3 frames now", "t.txt:2: unexpected 'now' at the end of the line"),
            (
                "shot a\nmove 1 2 over 3 frames",
                "t.txt:2: 'move … over 3 frames' starts where the pointer is, and no line before it has put the "
                    + "pointer anywhere; begin with 'down X Y'"
            ),
            (
                "wait 1.5 frames",
                "t.txt:1: wait's frames must be a whole number from 0 to 216000 (one hour), found '1.5'"
            ),
            ("wait -1 frames", "t.txt:1: wait's frames must be a whole number from 0 to 216000 (one hour), found '-1'"),
            ("wait 3 seconds", "t.txt:1: unexpected 'seconds' at the end of the line"),
            ("wait 60 frames\n0.5 tap 1 1", "t.txt:2: time 0.5 goes back before 1.0"),
            (
                "wait 216000 frames\ndown 0 0\nmove 1 1 over 60 frames",
                "t.txt:3: the script reaches 3601 s of script time here, past the limit"
            ),
        ]
        assertParseErrors(cases)
    }
}
