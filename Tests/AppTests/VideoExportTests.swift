import XCTest

/// `run-script --video`: ffmpeg encodes every frame; its own ffprobe counts them.
final class VideoExportTests: XCTestCase {
    private let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/video-short.txt").path

    /// ffprobe's frame count, width, height, codec and pixel format of the first video stream.
    static func probe(_ url: URL) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = [
            "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
            "stream=nb_read_frames,width,height,codec_name,pix_fmt", "-of", "default=noprint_wrappers=1",
            url.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Dictionary(
            uniqueKeysWithValues: text.split(separator: "\n").compactMap { line in
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            })
    }

    /// The script plays 79 frames at 60 fps: the drag, the hold, and the scroll indicator
    /// fading once the pointer is up. The fade starts at the release's time, 0.5 s, on the frame
    /// that handles it (issue 19; before, it had a frame's head start: 78 frames). The MP4
    /// keeps all of them at 390×844 in yuv420p; the GIF keeps every other one (40) at 30 fps.
    func testAGIFAndAnMP4HoldEveryFrameAtTheWindowsSize() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else {
            return XCTFail("ffmpeg is missing: scripts/test installs the ffmpeg package")
        }
        let out = SegueProcess.temporaryDirectory("video")
        let mp4 = out.appendingPathComponent("clip.mp4"), gif = out.appendingPathComponent("clip.gif")
        let result = try SegueProcess.run(["run-script", script, "--out", out.path, "--video", mp4.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("video: 79 frames at 60 fps, 390×844"), result.stdout)
        XCTAssertEqual(
            try Self.probe(mp4),
            [
                "codec_name": "h264", "width": "390", "height": "844", "pix_fmt": "yuv420p",
                "nb_read_frames": "79",
            ])
        let gifRun = try SegueProcess.run(["run-script", script, "--out", out.path, "--video", gif.path])
        XCTAssertEqual(gifRun.status, 0, gifRun.stderr)
        XCTAssertTrue(gifRun.stdout.contains("video: 40 frames at 30 fps, 390×844"), gifRun.stdout)
        let gifInfo = try Self.probe(gif)
        XCTAssertEqual(gifInfo["nb_read_frames"], "40")
        XCTAssertEqual(gifInfo["width"], "390")
        XCTAssertEqual(gifInfo["height"], "844")
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(left, [], "nothing partial is left beside the videos")
    }

    /// --scale 2 doubles the sides; --from and --to keep 0.1…0.3 s (13 frames at 60 fps), and
    /// --speed 0.5 renders twice as many of them (25) for the same 60 fps video.
    func testScaleTrimAndSpeedChangeWhatIsEncoded() throws {
        let out = SegueProcess.temporaryDirectory("video-trim")
        let mp4 = out.appendingPathComponent("trim.mp4")
        let result = try SegueProcess.run([
            "run-script", script, "--out", out.path, "--video", mp4.path, "--scale", "2",
            "--from", "0.1", "--to", "0.3",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try Self.probe(mp4)["nb_read_frames"], "13")
        XCTAssertEqual(try Self.probe(mp4)["width"], "780")
        let slow = try SegueProcess.run([
            "run-script", script, "--out", out.path, "--video", mp4.path,
            "--from", "0.1", "--to", "0.3", "--speed", "0.5",
        ])
        XCTAssertEqual(slow.status, 0, slow.stderr)
        XCTAssertEqual(try Self.probe(mp4)["nb_read_frames"], "25")
    }

    func testWithoutFFmpegTheCommandSaysWhichPackageToInstall() throws {
        let out = SegueProcess.temporaryDirectory("video-missing")
        let result = try SegueProcess.run(
            [
                "run-script", script, "--out", out.path, "--video",
                out.appendingPathComponent("x.gif").path,
            ], environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "Error: --video needs ffmpeg, which is not installed; install Debian's "
                    + "ffmpeg package (apt-get install ffmpeg)\n"), result.stderr)
    }

    func testBadReplayOptionsNameTheCause() throws {
        let out = SegueProcess.temporaryDirectory("video-bad")
        let cases: [([String], String)] = [
            (
                ["--video", out.appendingPathComponent("x.avi").path],
                "Error: --video \(out.path)/x.avi: the name must end in .gif, .mp4 or .apng, which picks the format"
            ),
            (["--fps", "10"], "Error: --fps must be within 16…240 frames a second, found 10"),
            (["--speed", "0"], "Error: --speed must be within 0.05…4, found 0"),
            (["--from", "2", "--to", "1"], "Error: --from 2 is after --to 1; nothing would be kept"),
            (["--hashes", out.path], "Error: --hashes \(out.path) is a folder; give the file to write"),
            (
                ["--window", "--scale", "2"],
                "Error: --scale is for headless replays; a window draws at its screen's scale"
            ),
        ]
        for (arguments, expected) in cases {
            let result = try SegueProcess.run(["run-script", script, "--out", out.path] + arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix(expected), "\(result.stderr) should start with \(expected)")
        }
    }
}
