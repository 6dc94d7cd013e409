import Foundation
import XCTest

/// The Settings stack driven in a real window under Xvfb: pushes, back swipes flicked, let go
/// short and dragged out of the window, presses on sliding pages and the back button, none
/// waiting for the last to settle. The headless replay must end on the same pages.
final class NavigationRecordingTests: XCTestCase {
    func testALivelyNavigationSessionReplaysToItsFinalState() throws {
        let out = SegueProcess.temporaryDirectory("record-navigation")
        let recording = out.appendingPathComponent("navigation.txt")
        guard
            let live = try SegueProcess.recordLive(
                driver: "record-navigation.sh", screen: "800x1000", into: recording, arguments: ["7", "30"])
        else { return }
        XCTAssertEqual(live.status, 0, live.stderr)
        let final = try XCTUnwrap(try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").last)
        XCTAssertTrue(final.contains(" final tab=settings "), String(final))
        XCTAssertTrue(final.contains(" stacks="), String(final))
        try SegueProcess.assertReplaysToItsFinalState(recording, out: out)
    }
}
