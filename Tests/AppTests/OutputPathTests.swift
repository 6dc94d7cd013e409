import Foundation
import XCTest

/// Output paths that are not plain new files (issue 19, section 6), tried as a new user would,
/// with every node made in a fresh temporary folder, never in the real /dev: a symbolic link
/// is followed and stays, a folder is bad input naming the path, and (in
/// OutputPathTests+Streams) a device or FIFO is streamed to and stays what it was.
final class OutputPathTests: XCTestCase {
    /// The home screen as one shot, `home`, and one frame.
    static let oneShot = script("Outputs/one-shot.txt")
    /// 79 frames of the Photos grid dragged (see VideoExportTests).
    static let videoShort = script("video-short.txt")
    /// The first Today card opening and closing, for a trace with moving parts.
    static let cardOpen = script("trace-card-open.txt")
    /// A spring with a chart to draw.
    static let spring = ["spring", "--damping-ratio", "0.5", "--duration", "0.4"]
    /// A PNG's first eight bytes.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func script(_ name: String) -> String {
        SegueProcess.root.appendingPathComponent("Tests/Scripts/\(name)").path
    }

    /// The type bits of what stands at `path` itself (S_IFLNK for a link), or 0 when nothing.
    static func kind(of path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// Names in `folder` starting with a dot: temporary or partial files left behind.
    static func hiddenNames(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    }

    /// Whether the file at `url` begins as a PNG does.
    static func isPNG(_ url: URL) throws -> Bool {
        Array(try Data(contentsOf: url).prefix(8)) == pngSignature
    }

    func testALinkIsFollowedItsFileReplacedInItsOwnFolderAndTheLinkStays() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-links")
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let chart = real.appendingPathComponent("chart.png"), trace = real.appendingPathComponent("trace.csv")
        for file in [chart, trace] { try Data("old".utf8).write(to: file) }
        let chartLink = folder.appendingPathComponent("link.png"), traceLink = folder.appendingPathComponent("link.csv")
        try FileManager.default.createSymbolicLink(atPath: chartLink.path, withDestinationPath: "real/chart.png")
        try FileManager.default.createSymbolicLink(atPath: traceLink.path, withDestinationPath: trace.path)

        let drawn = try SegueProcess.run(Self.spring + ["--png", chartLink.path])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        let played = try SegueProcess.run([
            "run-script", Self.oneShot, "--out", folder.appendingPathComponent("out").path, "--trace", traceLink.path,
        ])
        XCTAssertEqual(played.status, 0, played.stderr)
        XCTAssertTrue(played.stdout.contains("trace: 1 frames, 0 parts → \(traceLink.path)\n"), played.stdout)

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: chartLink.path), "real/chart.png")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: traceLink.path), trace.path)
        XCTAssertTrue(try Self.isPNG(chart), "the linked file holds the chart")
        XCTAssertTrue(try String(contentsOf: trace, encoding: .utf8).hasPrefix("time,frame,"), "and the trace")
        XCTAssertEqual(try Self.hiddenNames(in: folder) + Self.hiddenNames(in: real), [], "nothing temporary left")
    }

    func testAFolderOrALinkToOneIsBadInputThatNamesThePath() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-folders")
        let dir = folder.appendingPathComponent("dir.mp4").path, link = folder.appendingPathComponent("link").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dir.mp4")
        let out = folder.appendingPathComponent("out").path
        // Never read: the output is checked before the trace is opened.
        let csv = folder.appendingPathComponent("unread.csv").path
        let cases: [([String], String)] = [
            (
                ["run-script", Self.videoShort, "--out", out, "--video", dir],
                "--video \(dir) is a folder; give the file"
            ),
            (
                ["run-script", Self.oneShot, "--out", out, "--hashes", link],
                "--hashes \(link) is a link to the folder \(dir); give the file"
            ),
            (
                ["run-script", Self.oneShot, "--out", out, "--trace", link],
                "--trace \(link) is a link to the folder \(dir); give the CSV file"
            ),
            (["trace", "plot", csv, "--out", link], "--out \(link) is a link to the folder \(dir); give the PNG file"),
            (Self.spring + ["--png", dir], "--png \(dir) is a folder; give the PNG file"),
        ]
        for (arguments, message) in cases {
            let result = try SegueProcess.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("Error: \(message) to write\n"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [], "nothing written into it")
    }

    func testAShotWhoseNameIsAFolderIsBadInputThatNamesIt() throws {
        let out = SegueProcess.temporaryDirectory("outputs-shot-folder")
        let shot = out.appendingPathComponent("home.png").path
        try FileManager.default.createDirectory(atPath: shot, withIntermediateDirectories: true)
        let result = try SegueProcess.run(["run-script", Self.oneShot, "--out", out.path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "error: cannot write \(shot): it is a folder; give a file, a device or a FIFO\n")
        XCTAssertEqual(Self.kind(of: shot), S_IFDIR)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), ["home.png"])
    }

    func testShotsAndFramesFollowLinksAndStreamToFIFOs() throws {
        let folder = SegueProcess.temporaryDirectory("outputs-shots")
        let out = folder.appendingPathComponent("out"), frames = folder.appendingPathComponent("frames")
        let elsewhere = folder.appendingPathComponent("elsewhere")
        for made in [out, frames, elsewhere] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        let shotLink = out.appendingPathComponent("home.png").path
        try FileManager.default.createSymbolicLink(atPath: shotLink, withDestinationPath: "../elsewhere/home.png")
        let frameFIFO = frames.appendingPathComponent("frame-00000.png").path
        XCTAssertEqual(mkfifo(frameFIFO, 0o644), 0)
        let reader = FIFOReader(path: frameFIFO)

        let result = try SegueProcess.run(["run-script", Self.oneShot, "--out", out.path, "--frames", frames.path])
        let streamed = reader.finish()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "\(shotLink)\n")
        XCTAssertEqual(Self.kind(of: shotLink), S_IFLNK, "the shot's link stays")
        XCTAssertTrue(try Self.isPNG(elsewhere.appendingPathComponent("home.png")), "its file is the shot")
        XCTAssertEqual(Self.kind(of: frameFIFO), S_IFIFO, "the frame's FIFO stays")
        XCTAssertEqual(Array(streamed.prefix(8)), Self.pngSignature, "its reader got the frame")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: frames.path), ["frame-00000.png"])
        XCTAssertEqual(try Self.hiddenNames(in: out) + Self.hiddenNames(in: elsewhere), [])
    }
}

/// Reads a FIFO to its end on another thread, as a separate reader process would.
final class FIFOReader: @unchecked Sendable {
    let path: String
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        self.path = path
        DispatchQueue.global().async {
            if let handle = FileHandle(forReadingAtPath: path) { self.data = handle.readDataToEndOfFile() }
            self.done.signal()
        }
    }

    /// What was read, once the writer has closed the FIFO. Called after the writer has exited:
    /// if it never opened the FIFO, opening it here lets the reader see an empty end.
    func finish() -> Data {
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        done.wait()
        return data
    }
}
