import XCTest

/// Drags that leave a real window (Xvfb, xdotool, `segue record`): the window holds the pointer
/// while the button is down, so the moves and the release arrive from outside and nothing is
/// cancelled; only the input focus going elsewhere ends a held press, as a cancel. The list the
/// drags moved rests within its content, and the recording replays to the same rest.
final class WindowEdgeTests: XCTestCase {
    func testADragLetGoOutsideTheWindowIsReleasedThereAndAFocusLossCancels() throws {
        let out = SegueProcess.temporaryDirectory("record-edges")
        let recording = out.appendingPathComponent("edges.txt")
        guard let live = try SegueProcess.recordLive(driver: "record-edges.sh", screen: "1200x1200", into: recording)
        else { return }
        XCTAssertEqual(live.status, 0, live.stderr)

        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        func events(_ kind: String) -> [[Double]] {
            lines.map { $0.split(separator: " ").map(String.init) }.filter { $0.count > 1 && $0[1] == kind }
                .map { $0.dropFirst(2).compactMap(Double.init) }
        }
        XCTAssertEqual(events("down").count, 5)
        // Let go above, below, left of and right of the 390×844-point window, as the script did.
        XCTAssertEqual(events("up"), [[200, -120], [200, 1000], [-150, 420], [560, 380]])
        XCTAssertEqual(events("cancel").count, 1, "only the focus loss ends a press")
        let outside = events("move").filter { $0[0] < 0 || $0[0] > 390 || $0[1] < 0 || $0[1] > 844 }
        XCTAssertGreaterThan(outside.count, 8, "the drags were followed outside the window")
        let final = try XCTUnwrap(lines.last)
        XCTAssertTrue(final.hasSuffix(" final tab=today presented=none scroll=TodayScreen:0:0 stacks=1"), final)

        try SegueProcess.assertReplaysToItsFinalState(recording, out: out)
    }
}
