import XCTest

@testable import SegueScript
@testable import segue

/// Issue 29: record mode, for any app. `run-script --check DIR --record-goldens` writes the
/// missing and the changed goldens and names each; `HeadlessSession.checkGolden` (and so
/// SegueTesting's `assertGolden`) does the same under `SEGUE_RECORD_GOLDENS`.
final class GoldenRecordTests: XCTestCase {
    private var oneShot: String { SegueProcess.root.appendingPathComponent("Tests/Scripts/Outputs/one-shot.txt").path }

    func testRecordGoldensWritesTheMissingOneThenTheCheckPasses() throws {
        let folder = SegueProcess.temporaryDirectory("record-goldens")
        let goldens = folder.appendingPathComponent("goldens/new"), out = folder.appendingPathComponent("out").path
        let missing = try SegueProcess.run(["run-script", oneShot, "--out", out, "--check", goldens.path])
        XCTAssertEqual(missing.status, 1, missing.stderr)
        XCTAssertTrue(
            missing.stderr.hasPrefix(
                "home.png: no golden at \(goldens.path)/home.png (run again with --record-goldens to write it from "
                    + "this shot)\n"), missing.stderr)

        let recorded = try SegueProcess.run([
            "run-script", oneShot, "--out", out, "--check", goldens.path, "--record-goldens",
        ])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertTrue(
            recorded.stdout.contains(
                "home.png: recorded a new golden at \(goldens.path)/home.png\n"
                    + "golden check: 0 passed, 0 failed, 1 recorded\n"), recorded.stdout)
        let golden = goldens.appendingPathComponent("home.png")
        XCTAssertEqual(try Data(contentsOf: golden), try Data(contentsOf: URL(fileURLWithPath: out + "/home.png")))

        let checked = try SegueProcess.run(["run-script", oneShot, "--out", out, "--check", goldens.path])
        XCTAssertEqual(checked.status, 0, checked.stderr)
        XCTAssertTrue(checked.stdout.hasSuffix("golden check: 1 passed, 0 failed\n"), checked.stdout)
        let again = try SegueProcess.run([
            "run-script", oneShot, "--out", out, "--check", goldens.path, "--record-goldens",
        ])
        XCTAssertTrue(again.stdout.hasSuffix("golden check: 1 passed, 0 failed, 0 recorded\n"), again.stdout)
    }

    func testRecordGoldensReplacesAChangedOneAndSaysHowItDiffered() throws {
        let folder = SegueProcess.temporaryDirectory("record-changed-goldens")
        let goldens = folder.appendingPathComponent("goldens"), out = folder.appendingPathComponent("out").path
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        // Another scenario's picture under home's name.
        try FileManager.default.copyItem(
            at: SegueProcess.root.appendingPathComponent("Tests/Goldens/photos.png"),
            to: goldens.appendingPathComponent("home.png"))
        let result = try SegueProcess.run([
            "run-script", oneShot, "--out", out, "--check", goldens.path, "--record-goldens",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains(
                "home.png: re-recorded the golden at \(goldens.path)/home.png (the old one: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("; diff at \(out)/home.diff.png)\n"), result.stdout)
        XCTAssertEqual(
            try Data(contentsOf: goldens.appendingPathComponent("home.png")),
            try Data(contentsOf: URL(fileURLWithPath: out + "/home.png")))
    }

    func testRecordGoldensNeedsACheckFolder() throws {
        let result = try SegueProcess.run(["run-script", oneShot, "--out", "/tmp/segue-none", "--record-goldens"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix("Error: --record-goldens writes into the --check folder; give --check DIR\n"),
            result.stderr)
    }

    /// The library's record mode, as `assertGolden` uses it: a missing golden is written and
    /// named, then matches; without recording, its message names the environment variable.
    func testASessionRecordsAMissingGoldenWhenAsked() throws {
        let folder = SegueProcess.temporaryDirectory("session-record")
        let goldens = folder.appendingPathComponent("goldens")
        let session = try HeadlessSession(
            app: SegueDemo.self, resources: SegueProcess.root.appendingPathComponent("Resources"),
            outputDirectory: folder.appendingPathComponent("out"))
        try session.play(text: "shot still\n", name: "still.txt")
        XCTAssertEqual(
            try session.checkGolden("still", goldens: goldens, recording: false),
            .mismatched(
                "still.png: no golden at \(goldens.path)/still.png (run with SEGUE_RECORD_GOLDENS=1 to write it "
                    + "from this shot)"))
        XCTAssertEqual(
            try session.checkGolden("still", goldens: goldens, recording: true),
            .recorded("still.png: recorded a new golden at \(goldens.path)/still.png"))
        XCTAssertEqual(try session.checkGolden("still", goldens: goldens, recording: true), .matched)
        XCTAssertEqual(try session.checkGolden("still", goldens: goldens, recording: false), .matched)
    }

    func testTheRecordVariableIsOnForAnythingButEmptyOrZero() {
        XCTAssertTrue(GoldenChecker.recordingRequested(in: ["SEGUE_RECORD_GOLDENS": "1"]))
        XCTAssertTrue(GoldenChecker.recordingRequested(in: ["SEGUE_RECORD_GOLDENS": "yes"]))
        XCTAssertFalse(GoldenChecker.recordingRequested(in: ["SEGUE_RECORD_GOLDENS": "0"]))
        XCTAssertFalse(GoldenChecker.recordingRequested(in: ["SEGUE_RECORD_GOLDENS": ""]))
        XCTAssertFalse(GoldenChecker.recordingRequested(in: [:]))
    }
}
