import ViewKit
import XCTest
@testable import segue

/// The input-script format: what parses, and the errors that name file, line and expectation.
final class InputScriptTests: XCTestCase {
    func testParsesEveryCommand() throws {
        let script = try InputScript(text: """
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
            """, sourceName: "t.txt")
        XCTAssertEqual(script.scene, .photos)
        XCTAssertEqual(script.steps.map(\.command), [
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
            ("key f13", "t.txt:1: unknown key 'f13'"),
            ("shot a/b", "t.txt:1: shot name 'a/b' may use only letters"),
            ("1.0 tap 1 1\n0.5 tap 1 1", "t.txt:2: time 0.5 goes back before 1.0"),
            ("shot a\nscene home", "t.txt:2: 'scene' must come before any other command"),
            ("scene mars", "t.txt:1: unknown scene 'mars'"),
            ("wait -1", "t.txt:1: wait needs a duration of 0 seconds or more"),
            ("up 1 2 3", "t.txt:1: unexpected '3' at the end of the line"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try InputScript(text: text, sourceName: "t.txt"), text) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error) should start with \(expected)")
            }
        }
    }

    func testWaitsAdvanceTheEarliestNextTime() {
        XCTAssertThrowsError(try InputScript(text: "wait 1\n0.5 tap 1 1", sourceName: "t.txt")) { error in
            XCTAssertTrue("\(error)".contains("t.txt:2: time 0.5 goes back"), "\(error)")
        }
    }
}
