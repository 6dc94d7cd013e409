import Foundation
import XCTest

/// When the error itself cannot be written, and when a signal stops a video (issue 19,
/// section 5): the exit status still says what happened, and nothing partial is left.
extension OutputPathTests {
    /// Under a file-size limit of 0 bytes, with SIGXFSZ ignored (as a Python parent leaves it)
    /// and stderr going to a file, the shot fails with EFBIG and so does its message: the
    /// message is lost, the status is the failed write's 1 (it was SIGILL, 4, from a trap),
    /// and a bad output path's 2 likewise.
    func testAnUnwritableStandardErrorLosesTheMessageNotTheStatus() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-stderr-limit")
        let out = folder.appendingPathComponent("out"), stderrFile = folder.appendingPathComponent("stderr.txt")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let limited = ["/bin/sh", "-c", "ulimit -f 0; trap '' XFSZ; exec \"$0\" \"$@\" 2>\"$STDERR_FILE\""]
        let cases: [([String], Int32)] = [
            (["run-script", Self.oneShot, "--out", out.path], 1),
            (["run-script", Self.oneShot, "--out", out.path, "--trace", out.path], 2),
        ]
        for (arguments, status) in cases {
            let result = try SegueProcess.run(
                arguments, launcher: limited, environment: ["STDERR_FILE": stderrFile.path])
            XCTAssertEqual(result.status, status, "\(arguments)")
            let attributes = try FileManager.default.attributesOfItem(atPath: stderrFile.path)
            XCTAssertEqual(attributes[.size] as? Int, 0, "the message could not be written")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [], "no shot, no temporary")
        }
    }

    /// SIGTERM while ffmpeg writes the hidden partial file: exit 130 with the one line, and
    /// neither the partial file, nor the video, nor ffmpeg's log, nor ffmpeg itself is left.
    /// Frames of 3200×2400 pixels, 30 MB each, take ffmpeg longer to read than the half second
    /// segue waits for its main thread, so the backstop exits while that thread is still
    /// blocked writing a frame: the case that left the partial file (the main thread, when it
    /// gets to stop, has always removed it).
    func testSIGTERMDuringAVideoRemovesThePartialFile() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-video-signal")
        let video = folder.appendingPathComponent("clip.mp4")
        let process = Process()
        process.executableURL = SegueProcess.executable
        process.environment = SegueProcess.childEnvironment()
        process.arguments = [
            "run-script", Self.script("Outputs/long-wait.txt"), "--out", folder.appendingPathComponent("out").path,
            "--video", video.path, "--size", "1600x1200", "--scale", "2",
        ]
        let stderr = Pipe()
        (process.standardOutput, process.standardError) = (FileHandle.nullDevice, stderr)
        try process.run()
        let partial = folder.appendingPathComponent(".clip.mp4.partial-\(process.processIdentifier)").path
        // Waits until ffmpeg has written some of the file, so the signal lands mid-encode.
        let deadline = Date() + 60
        while process.isRunning, Date() < deadline,
            ((try? FileManager.default.attributesOfItem(atPath: partial))?[.size] as? Int ?? 0) == 0
        {
            usleep(10_000)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: partial), "ffmpeg started writing \(partial)")
        let sent = Date()
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertLessThan(Date().timeIntervalSince(sent), 2, "SIGTERM took too long")
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 130)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(message, "segue: interrupted by SIGTERM; stopped\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["out"])
        XCTAssertEqual(Self.processes(mentioning: partial), [], "ffmpeg is stopped, not left writing")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-ffmpeg-\(process.processIdentifier).log")
        XCTAssertFalse(FileManager.default.fileExists(atPath: log.path), "ffmpeg's log is removed")
    }

    /// The command lines of running processes that mention `text`.
    static func processes(mentioning text: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return ids.compactMap { id in
            guard let bytes = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") else { return nil }
            let line = String(decoding: bytes.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? line : nil
        }
    }
}

/// Issue 29: `--trace` makes its folder as `--out` does, and a run that fails its rest check
/// writes its shots and its trace first, then says why in one sentence.
extension OutputPathTests {
    func testTheTraceFolderIsMadeWhenMissing() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-trace-folder")
        let csv = folder.appendingPathComponent("new/deeper/trace.csv")
        let played = try SegueProcess.run([
            "run-script", Self.oneShot, "--out", folder.appendingPathComponent("out").path, "--trace", csv.path,
        ])
        XCTAssertEqual(played.status, 0, played.stderr)
        XCTAssertTrue(played.stdout.hasSuffix("trace: 1 frames, 0 parts → \(csv.path)\n"), played.stdout)
        XCTAssertTrue(try String(contentsOf: csv, encoding: .utf8).hasPrefix("time,frame,pointer.x"))

        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let blocked = try SegueProcess.run([
            "run-script", Self.oneShot, "--out", folder.appendingPathComponent("out").path,
            "--trace", file.appendingPathComponent("sub/trace.csv").path,
        ])
        XCTAssertEqual(blocked.status, 2, blocked.stderr)
        XCTAssertTrue(
            blocked.stderr.contains(
                "--trace \(file.path)/sub/trace.csv: its folder cannot be made, as \(file.path) is not a folder"),
            blocked.stderr)
    }

    /// The back swipe is still held when the script ends: exit 1 with one sentence (not one
    /// line per invariant the held transition breaks), the shot written and printed, and the
    /// trace written with the five parts of the swipe: 66 frames of script and the 600 (10 s)
    /// the player waits for a transition that cannot end while it is held.
    func testAScriptEndingMidPressWritesItsShotAndTraceThenSaysSoInOneSentence() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-held-at-the-end")
        let out = folder.appendingPathComponent("out"), csv = folder.appendingPathComponent("t/held.csv")
        let script = Self.script("Outputs/held-at-the-end.txt")
        let result = try SegueProcess.run(["run-script", script, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "error: \(script): the script ends with the button still down at 123 400, and a press held keeps the "
                + "app from coming to rest; end it with an 'up' line\n")
        XCTAssertEqual(
            result.stdout,
            "\(out.path)/held.png\ntrace: 666 frames, 5 parts (nav.title, nav.back, nav.below, nav.dim, nav.top) → "
                + "\(csv.path)\n")
        XCTAssertTrue(try Self.isPNG(out.appendingPathComponent("held.png")))
        let rows = try traceRows(of: csv)
        XCTAssertEqual(rows.count, 666)
        XCTAssertEqual(rows.last?["nav.top.x"], 120, "held where the last move left it")
        XCTAssertEqual(rows.last?["pointer.down"], 1)
    }
}
