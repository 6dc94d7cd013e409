import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// The input-script format: what parses, and the errors that name file, line and expectation.
final class InputScriptTests: XCTestCase {
    func testParsesEveryCommand() throws {
        let script = try InputScript(
            text: """
                # comment
                scene photos
                shot start
                0.5 tap 243 800
                down 10 20   # trailing comment
                move 10.5 30
                up 11 40
                drag 1 2 3 4 0.5
                wheel 0 -120 100 200
                key escape
                wait 0.25
                shot end
                """, sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(script.scene, "photos")
        XCTAssertEqual(
            script.steps.map(\.command),
            [
                .shot("start"), .tap(CGPoint(x: 243, y: 800)),
                .input(.pointerDown(CGPoint(x: 10, y: 20))), .input(.pointerMove(CGPoint(x: 10.5, y: 30))),
                .input(.pointerUp(CGPoint(x: 11, y: 40))),
                .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), duration: 0.5),
                .input(.wheel(dx: 0, dy: -120, at: CGPoint(x: 100, y: 200))), .input(.key(.escape)),
                .wait(0.25), .shot("end"),
            ])
        XCTAssertEqual(script.steps[1].time, 0.5)
        XCTAssertEqual(script.steps[1].line, 4)
    }

    func testErrorsNameFileLineAndExpectation() {
        let cases: [(String, String)] = [
            ("tap 1", "t.txt:1: expected tap's y (points), found the end of the line"),
            ("move a 2", "t.txt:1: expected move's x (points), found 'a'"),
            ("jump 1 2", "t.txt:1: unknown command 'jump'"),
            ("key f25", "t.txt:1: unknown key 'f25'"),
            ("shot a/b", "t.txt:1: shot name 'a/b' may use only letters"),
            ("strip a.b", "t.txt:1: strip name 'a.b' may use only letters"),
            ("strip", "t.txt:1: expected a strip name, found the end of the line"),
            ("1.0 tap 1 1\n0.5 tap 1 1", "t.txt:2: time 0.5 goes back before 1.0"),
            ("shot a\nscene home", "t.txt:2: 'scene' must come before any other command"),
            ("scene mars", "t.txt:1: unknown scene 'mars'"),
            ("wait -1", "t.txt:1: wait needs a duration of 0 seconds or more"),
            ("up 1 2 3", "t.txt:1: unexpected '3' at the end of the line"),
        ]
        assertParseErrors(cases)
    }

    func testWaitsAdvanceTheEarliestNextTime() {
        XCTAssertThrowsError(
            try InputScript(text: "wait 1\n0.5 tap 1 1", sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        ) { error in
            XCTAssertTrue("\(error)".contains("t.txt:2: time 0.5 goes back"), "\(error)")
        }
    }

    func testCRLFLinesParseLikeLF() throws {
        let lf = try InputScript(
            text: "scene photos\ntap 1 2\nwait 0.5\nshot a\n", sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        let crlf = try InputScript(
            text: "scene photos\r\ntap 1 2\r\nwait 0.5\r\nshot a\r\n", sourceName: "t.txt", scenes: SegueDemo.sceneNames
        )
        XCTAssertEqual(crlf, lf)
        XCTAssertEqual(crlf.scene, "photos")
    }

    func testNumbersAreBoundedAndTheErrorNamesTheBound() {
        let cases: [(String, String)] = [
            ("drag 0 0 1e308 1e308", "t.txt:1: drag's x (points) must be within ±100000, found '1e308'"),
            ("move -100001 0", "t.txt:1: move's x (points) must be within ±100000"),
            ("wheel 0 2e5", "t.txt:1: wheel dy (points) must be within ±100000"),
            ("drag 0 0 1 1 1e308", "t.txt:1: drag's duration in seconds must be at most one hour (3600 s)"),
            ("drag 0 0 1 1 1e9", "t.txt:1: drag's duration in seconds must be at most one hour (3600 s)"),
            ("wait 1e9", "t.txt:1: wait's seconds must be at most one hour (3600 s)"),
            ("inf tap 1 1", "t.txt:1: time 'inf' is not a finite number of seconds"),
            ("nan tap 1 1", "t.txt:1: time 'nan' is not a finite number of seconds"),
            ("1e308 tap 1 1", "t.txt:1: time '1e308' is past the limit of one hour (3600 s)"),
            (
                "wait 3000\n3500 tap 1 1\nwait 200",
                "t.txt:3: the script reaches 3700 s of script time here, past the limit"
            ),
            (
                "resize 1e300 844 1",
                "t.txt:1: resize's width (points) must be a whole number within 1…8192, found '1e300'"
            ),
            ("resize 390 844 0", "t.txt:1: resize's scale must be within 0.5…4, found '0'"),
            ("resize 8000 844 2", "t.txt:1: resize to 8000x844 at scale 2 is more than 8192 pixels a side"),
        ]
        assertParseErrors(cases)
        XCTAssertNoThrow(
            try InputScript(text: "drag -100000 0 100000 1 3600", sourceName: "t.txt", scenes: SegueDemo.sceneNames))
        XCTAssertEqual(
            try InputScript(text: "resize 320 568 2\ncancel", sourceName: "t.txt", scenes: SegueDemo.sceneNames).steps
                .map(\.command),
            [.input(.resize(size: CGSize(width: 320, height: 568), scale: 2)), .input(.pointerCancel)])
    }

    func testBadWordsAreQuotedShortAndLongLinesAreRefused() {
        let long = String(repeating: "x", count: 4000)
        for text in ["\(long) 1 2", "key \(long)", "shot \(long)", "scene \(long)", "move 1 \(long)", "up 1 2 \(long)"]
        {
            XCTAssertThrowsError(try InputScript(text: text, sourceName: "t.txt", scenes: SegueDemo.sceneNames)) {
                error in
                XCTAssertLessThan("\(error)".count, 250, "\(error)")
                XCTAssertTrue("\(error)".contains("…' (4000 bytes)"), "\(error)")
            }
        }
        // An unknown command is quoted shorter than other words: the whole list of commands follows.
        XCTAssertThrowsError(try InputScript(text: "\(long) 1 2", sourceName: "t.txt", scenes: SegueDemo.sceneNames)) {
            XCTAssertEqual(
                "\($0)",
                "t.txt:1: unknown command '\(String(repeating: "x", count: 24))…' (4000 bytes); expected one of header "
                    + "scene size down move up cancel tap press drag finger pinch wheel key resize wait shot strip "
                    + "accessibility frame idle state final")
        }
        XCTAssertThrowsError(
            try InputScript(
                text: "tap 1 2\nmove 1 2 # " + long + long, sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        ) {
            error in
            XCTAssertEqual("\(error)", "t.txt:2: the line is longer than 4096 bytes, the limit for a script line")
        }
        XCTAssertThrowsError(try InputScript(text: "key \u{1B}[2J", sourceName: "t.txt", scenes: SegueDemo.sceneNames))
        { error in
            XCTAssertFalse("\(error)".contains("\u{1B}"), "control characters are escaped: \(error)")
        }
    }

    func testAFileStreamsTheSameStepsAsTheText() throws {
        let text = "# a comment\r\nscene sheet\r\n0.5 tap 195 400\r\ndrag 1 2 3 4 0.5\r\nshot end"
        let path = SegueProcess.temporaryDirectory("stream").appendingPathComponent("s.txt").path
        try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: URL(fileURLWithPath: path))
        let file = try ScriptFile(path: path, scenes: SegueDemo.sceneNames)
        var streamed: [InputScript.Step] = []
        try file.forEachStep { streamed.append($0) }
        let parsed = try InputScript(text: text, sourceName: path, scenes: SegueDemo.sceneNames)
        XCTAssertEqual(streamed, parsed.steps)
        XCTAssertEqual(file.stepCount, 3)
        XCTAssertEqual(file.scene, "sheet")
        XCTAssertEqual(try InputScript(contentsOfFile: path, scenes: SegueDemo.sceneNames), parsed)
    }
}
