import Foundation
import XCTest

/// Outputs that are streams: a FIFO, standard output and (as root) character devices made
/// with mknod in a temporary folder are written to in place, and stay what they were.
extension OutputPathTests {
    /// One `--hashes` line: frame, seconds, 16 hex digits.
    private static let hashLine = #/(\d+) \d+\.\d{6} [0-9a-f]{16}/#

    func testAFIFOGivenAsHashesIsStreamedToItsReader() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-fifo")
        let fifo = folder.appendingPathComponent("hashes").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = FIFOReader(path: fifo)
        let result = try SegueProcess.run([
            "run-script", Self.oneShot, "--out", folder.appendingPathComponent("out").path, "--hashes", fifo,
        ])
        let text = String(decoding: reader.finish(), as: UTF8.self)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("hashes: 1 frames → \(fifo)\n"), result.stdout)
        XCTAssertNotNil(try Self.hashLine.wholeMatch(in: text.dropLast()), text)
        XCTAssertEqual(text.last, "\n")
        XCTAssertEqual(Self.kind(of: fifo), S_IFIFO, "still a FIFO")
    }

    /// To a pipe or to a file, /dev/stdout gets the hashes in their place before the line
    /// that reports them, and a file standing there is written through, not replaced.
    func testHashesToStandardOutputComeBeforeTheLineReportingThem() throws {
        let arguments = [
            "run-script", Self.videoShort, "--out", SegueProcess.temporaryDirectory("outputs-stdout").path,
        ]
        let piped = try SegueProcess.run(arguments + ["--hashes", "/dev/stdout"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        let lines = piped.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 81, piped.stdout)
        for (index, line) in lines.prefix(79).enumerated() {
            XCTAssertEqual(try Self.hashLine.wholeMatch(in: line)?.1, "\(index)", String(line))
        }
        XCTAssertEqual(lines.suffix(2), ["hashes: 79 frames → /dev/stdout", ""])

        let file = SegueProcess.temporaryDirectory("outputs-stdout-file").appendingPathComponent("stdout.txt")
        let redirected = try SegueProcess.run(
            arguments + ["--hashes", "/dev/stdout"],
            launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" >\"$STDOUT_FILE\""],
            environment: ["STDOUT_FILE": file.path])
        XCTAssertEqual(redirected.status, 0, redirected.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), piped.stdout)
    }

    func testAVideoStreamedToAFIFOIsAFragmentedMP4OfEveryFrame() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-video-fifo")
        let fifo = folder.appendingPathComponent("clip.mp4").path, copy = folder.appendingPathComponent("copy.mp4")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = FIFOReader(path: fifo)
        let result = try SegueProcess.run([
            "run-script", Self.videoShort, "--out", folder.path, "--video", fifo,
        ])
        try reader.finish().write(to: copy)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "video: 79 frames at 60 fps, 390×844 → \(fifo)\n")
        XCTAssertEqual(try VideoExportTests.probe(copy)["nb_read_frames"], "79")
        XCTAssertEqual(Self.kind(of: fifo), S_IFIFO, "still a FIFO")
        XCTAssertEqual(try Self.hiddenNames(in: folder), [], "no partial file beside it")
    }

    /// As root (CI, these machines): copies of /dev/null and /dev/full made in a temporary
    /// folder, given to every command that writes a file, stay character devices; /dev/null's
    /// copy takes everything with exit 0, /dev/full's fails with exit 1 naming it.
    func testCharacterDevicesAreWrittenToAndStayDevices() throws {
        guard getuid() == 0 else { throw XCTSkip("mknod needs root") }
        let folder = SegueProcess.temporaryDirectory("outputs-devices")
        let null = folder.appendingPathComponent("null").path, nullMP4 = folder.appendingPathComponent("null.mp4").path
        let full = folder.appendingPathComponent("full").path
        for (node, minor) in [(null, "3"), (nullMP4, "3"), (full, "7")] {
            let made = try SegueProcess.runTool(["mknod", node, "c", "1", minor])
            guard made.status == 0 else { throw XCTSkip("mknod failed here: \(made.stderr)") }
        }
        let out = folder.appendingPathComponent("out").path, csv = folder.appendingPathComponent("card.csv").path
        let traced = try SegueProcess.run(["run-script", Self.cardOpen, "--out", out, "--trace", csv])
        XCTAssertEqual(traced.status, 0, traced.stderr)
        let runs: [[String]] = [
            ["run-script", Self.oneShot, "--out", out, "--trace", null, "--hashes", null],
            ["run-script", Self.videoShort, "--out", out, "--video", nullMP4],
            // No extension, as /dev/null: MP4 all the same.
            ["run-script", Self.videoShort, "--out", out, "--video", null],
            ["trace", "plot", csv, "--out", null], Self.spring + ["--png", null],
        ]
        for arguments in runs {
            let result = try SegueProcess.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
        let filled = try SegueProcess.run(["run-script", Self.oneShot, "--out", out, "--hashes", full])
        XCTAssertEqual(filled.status, 1)
        XCTAssertEqual(filled.stderr, "error: cannot write \(full): No space left on device\n")
        for (node, device) in [(null, 0x103), (nullMP4, 0x103), (full, 0x107)] {
            var info = stat()
            XCTAssertEqual(lstat(node, &info), 0, node)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "\(node) is still a character device")
            XCTAssertEqual(info.st_rdev, dev_t(device), "\(node) is still the same device")
        }
        XCTAssertEqual(try Self.hiddenNames(in: folder), [], "nothing temporary beside them")
    }
}
