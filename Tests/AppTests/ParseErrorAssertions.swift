import SegueScript
import XCTest

@testable import segue

/// Fails unless each script text, parsed as "t.txt" with the demo's scenes, is an error whose
/// message starts with its expected prefix ("t.txt:LINE: …").
func assertParseErrors(_ cases: [(text: String, expected: String)], file: StaticString = #filePath, line: UInt = #line)
{
    for (text, expected) in cases {
        XCTAssertThrowsError(
            try InputScript(text: text, sourceName: "t.txt", scenes: SegueDemo.sceneNames), text, file: file, line: line
        ) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix(expected), "\(error) should start with \(expected)", file: file, line: line)
        }
    }
}
