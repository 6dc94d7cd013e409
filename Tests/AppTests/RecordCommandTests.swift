import XCTest

/// `segue record` in a real window under Xvfb, driven by xdotool, then replayed headlessly.
final class RecordCommandTests: XCTestCase {
    /// Tests/Fixtures/record-session.sh flicks the Today list, drags the Photos grid, opens a
    /// photo and quits with Q. The recording holds every event with its time and where the
    /// window came to rest; `run-script` replays it to the same place.
    func testALiveRecordingReplaysHeadlesslyToTheSameFinalState() throws {
        let out = SegueProcess.temporaryDirectory("record")
        let recording = out.appendingPathComponent("session.txt")
        guard let live = try SegueProcess.recordLive(driver: "record-session.sh", screen: "600x1000", into: recording)
        else { return }
        XCTAssertEqual(live.status, 0, live.stderr)
        XCTAssertTrue(live.stdout.contains("events over"), live.stdout)

        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines[1], "header version=0.10.0 size=390x844 scale=1 scene=home")
        let final = try XCTUnwrap(lines.last)
        XCTAssertTrue(
            final.contains(" final tab=photos presented=PhotoDetailViewController scroll=CollectionView:0:"),
            String(final))
        XCTAssertTrue(final.hasSuffix(" stacks=1"), "the Settings stack, never shown, holds its root: \(final)")
        let scroll = try XCTUnwrap(final.split(separator: " ").first { $0.hasPrefix("scroll=") })
        let offsets = scroll.dropFirst("scroll=".count).split(separator: ",").compactMap {
            $0.split(separator: ":").last.flatMap { Double($0) }
        }
        XCTAssertEqual(offsets.count, 2, String(final))
        XCTAssertTrue(offsets.allSatisfy { $0 > 100 }, "both lists were scrolled: \(final)")
        let downs = lines.filter { $0.contains(" down ") }.count
        XCTAssertEqual(downs, 4, "two drags and two clicks")
        // Each idle spell is followed by what the app showed then, for the replay to check.
        let idles = lines.indices.filter { lines[$0].hasSuffix(" idle") }
        XCTAssertFalse(idles.isEmpty, "the window idled between the driver's steps")
        for index in idles {
            let stamp = lines[index].dropLast(" idle".count)
            XCTAssertTrue(
                lines[index + 1].hasPrefix(stamp + " state tab="), "after \(lines[index]): \(lines[index + 1])")
        }

        let replay = try SegueProcess.run(["run-script", recording.path, "--out", out.path])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let worst = try XCTUnwrap(replay.stdout.split(separator: "\n").first { $0.hasPrefix("final state: matches") })
        XCTAssertTrue(worst.contains(" idle moments checked on the way"), String(worst))
        print("live against replay: \(worst)")
    }

    func testAnUnwritableFileIsAnErrorBeforeAnyWindowOpens() throws {
        let out = SegueProcess.temporaryDirectory("record-bad")
        let cases: [(String, String)] = [
            (
                "/nonexistent/folder/r.txt",
                "cannot write the recording /nonexistent/folder/r.txt: no such file or directory"
            ),
            (out.path, "cannot write the recording \(out.path): it is a folder"),
        ]
        for (path, message) in cases {
            // No display at all: the file is checked first, so its error is the one reported.
            let result = try SegueProcess.run(["record", path], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertEqual(result.stderr, "error: \(message)\n")
        }
        let fresh = out.appendingPathComponent("never-began.txt").path
        let noDisplay = try SegueProcess.run(["record", fresh], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(noDisplay.status, 1)
        XCTAssertTrue(noDisplay.stderr.hasPrefix("error: no display to open a window on"), noDisplay.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh), "a recording that never began leaves no file")
    }
}
