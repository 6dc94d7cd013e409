import XCTest

/// `run-script` on a recording's timed events: each is applied in the frame whose time is the
/// first at or after its own, and the same script gives the same frames, byte for byte.
final class ReplayTimingTests: XCTestCase {
    private func script(_ name: String) -> String {
        SegueProcess.root.appendingPathComponent("Tests/Scripts/\(name)").path
    }

    /// The pointer column of the trace shows which frame handled each event: a press at
    /// 0.01 s lands in frame 1 (1/60 s), a move at exactly 0.05 s in frame 3, one 0.1 ms later
    /// in frame 4, and the release at 0.1 s in frame 6.
    func testTimedEventsLandInTheFrameContainingTheirTime() throws {
        let out = SegueProcess.temporaryDirectory("replay-timing")
        let csv = out.appendingPathComponent("t.csv")
        let result = try SegueProcess.run([
            "run-script", script("frame-timing.txt"), "--out", out.path,
            "--trace", csv.path,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try traceRows(of: csv)
        XCTAssertEqual(rows.prefix(8).map { $0["pointer.down"] ?? -1 }, [0, 1, 1, 1, 1, 1, 0, 0])
        XCTAssertEqual(rows.prefix(8).map { $0["pointer.y"] ?? -1 }, [-1, 400, 400, 380, 360, 360, 340, 340])
        XCTAssertEqual(rows[3]["time"]!, 0.05, accuracy: 1e-9)
    }

    /// Three scripts, each played twice with --hashes: the hash files are identical, with the
    /// frame counts their lengths give at 60 fps.
    func testTheSameScriptPlayedTwiceGivesIdenticalFrames() throws {
        let out = SegueProcess.temporaryDirectory("replay-hashes")
        let expectedFrames = ["card-open-strip.txt": 102, "sheet-grab-trace.txt": 86, "recorded-session.txt": 720]
        for name in expectedFrames.keys.sorted() {
            var files: [String] = []
            for run in 1...2 {
                let hashes = out.appendingPathComponent("\(name)-\(run).txt")
                let result = try SegueProcess.run([
                    "run-script", script(name), "--out", out.path, "--hashes", hashes.path,
                ])
                XCTAssertEqual(result.status, 0, result.stderr)
                files.append(try String(contentsOf: hashes, encoding: .utf8))
            }
            XCTAssertEqual(files[0], files[1], "\(name) replays byte for byte")
            let lines = files[0].split(separator: "\n")
            XCTAssertEqual(lines.count, expectedFrames[name], name)
            XCTAssertEqual(lines.first?.split(separator: " ").prefix(2), ["0", "0.000000"])
            XCTAssertGreaterThan(Set(lines.map { $0.split(separator: " ")[2] }).count, 10, "\(name): the frames change")
        }
    }

    /// The recording in Tests/Scripts came from a real window; replayed headlessly it comes
    /// to rest where the window did.
    func testTheRecordedSessionReplaysToItsFinalState() throws {
        let out = SegueProcess.temporaryDirectory("replay-final")
        let result = try SegueProcess.run(["run-script", script("recorded-session.txt"), "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains(
                "final state: matches the recording (tab photos, 1 presented, 2 scroll views, "
                    + "worst offset difference"), result.stdout)
    }

    func testAReplayThatEndsElsewhereFailsWithTheDifference() throws {
        let out = SegueProcess.temporaryDirectory("replay-mismatch")
        let result = try SegueProcess.run(["run-script", script("final-mismatch.txt"), "--out", out.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "error: \(script("final-mismatch.txt")): the replay did not come to rest where "
                + "the recording did: presented is none, the recording ended with TodayDetailViewController; scroll view 1 "
                + "(TodayScreen) is at (0, 0), the recording ended at (0, 40): 40 pt apart, more than 0.5 pt\n")
    }

    func testAReplayThatPartsFromTheRecordingFailsAtTheFirstIdleStateThatDiffers() throws {
        let out = SegueProcess.temporaryDirectory("replay-state-mismatch")
        let result = try SegueProcess.run(["run-script", script("state-mismatch.txt"), "--out", out.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "error: \(script("state-mismatch.txt")): by 0.020000 s, where the live window went idle, the replay had "
                + "parted from the recording: presented is none, the recording had TodayDetailViewController; scroll view "
                + "1 (TodayScreen) is at (0, 0), the recording was at (0, 40): 40 pt apart, more than 0.5 pt\n")
    }

    func testEveryIdleStateTheReplayReachesIsCheckedAndCounted() throws {
        let out = SegueProcess.temporaryDirectory("replay-state-match")
        let result = try SegueProcess.run(["run-script", script("state-match.txt"), "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            "final state: matches the recording (tab today, 0 presented, 1 scroll views, worst offset difference 0 pt), "
                + "and at the 2 idle moments checked on the way\n")
    }

    func testTheHeaderSetsTheSurfaceAndDifferencesAreWarnedAbout() throws {
        let out = SegueProcess.temporaryDirectory("replay-header")
        let path = script("header-older.txt")
        let result = try SegueProcess.run(["run-script", path, "--out", out.path, "--size", "400x700"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr,
            """
            warning: \(path): the recording was made at 320x568, replaying at --size 400x700
            warning: \(path): the recording was made by Segue 0.9.0, this is 0.10.0; it may not replay the same

            """)
        let quiet = try SegueProcess.run([
            "run-script", path, "--out", out.path, "--hashes", out.appendingPathComponent("h").path,
        ])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        let shot = try Data(contentsOf: out.appendingPathComponent("header-size.png"))
        XCTAssertEqual(pngSize(shot).width, 640, "the header's 320 points at its scale 2")
        XCTAssertEqual(pngSize(shot).height, 1136)
    }
}

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int) {
    let bytes = [UInt8](data.prefix(24))
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return bytes.count == 24 ? (word(16), word(20)) : (0, 0)
}
