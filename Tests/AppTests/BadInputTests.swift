import Foundation
import SDLBackend
import ViewKit
import XCTest

/// Bad input as a new user would give it (issue 8): each case exits with the exact status, a
/// message naming the cause, no crash, no hang and no partial file left behind.
final class BadInputTests: XCTestCase {
    private func script(_ text: String, named name: String = "s.txt") throws -> URL {
        let url = SegueProcess.temporaryDirectory("bad-input-\(name)").appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func assertFails(
        _ arguments: [String], status: Int32, naming parts: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try SegueProcess.run(arguments, timeout: 60)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", file: file, line: line)
        for part in parts {
            XCTAssertTrue(
                result.stderr.contains(part), "\(arguments) should name \(part): \(result.stderr)",
                file: file, line: line)
        }
    }

    func testAScriptThatIsNotARegularFileSaysWhatItIs() throws {
        let directory = SegueProcess.temporaryDirectory("script-dir")
        let cases = [
            (directory.path, "is a directory"), ("/dev/null", "is not a regular file (it is a character device)"),
            ("/dev/zero", "is not a regular file"), ("/no/such/script.txt", "no such file"),
        ]
        for (path, message) in cases {
            try assertFails(["run-script", path, "--out", directory.path], status: 2, naming: [path, message])
        }
    }

    func testHugeNumbersAndTimesAreParseErrorsNotCrashesOrHangs() throws {
        let cases = [
            ("drag 0 0 1e308 1e308", "must be within ±100000"), ("drag 0 0 1 1 1e308", "at most one hour"),
            ("drag 0 0 1 1 1e9", "at most one hour"), ("wait 1e9", "at most one hour (3600 s)"),
            ("wait 1e308", "at most one hour"), ("inf tap 1 1", "not a finite number of seconds"),
            ("1e308 tap 1 1", "past the limit of one hour"),
        ]
        let out = SegueProcess.temporaryDirectory("huge-numbers")
        for (line, message) in cases {
            let file = try script("scene home\n\(line)\nshot never\n")
            try assertFails(["run-script", file.path, "--out", out.path], status: 2, naming: ["s.txt:2:", message])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [])
    }

    func testCRLFScriptsRun() throws {
        let file = try script("scene photos\r\ntap 243 800\r\nwait 0.1\r\nshot crlf\r\n")
        let out = SegueProcess.temporaryDirectory("crlf-out")
        let result = try SegueProcess.run(["run-script", file.path, "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("crlf.png").path))
    }

    func testAHugeSingleLineScriptGivesAShortError() throws {
        let file = try script("move " + String(repeating: "1", count: 2_000_000))
        let result = try SegueProcess.run(["run-script", file.path, "--out", file.deletingLastPathComponent().path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("s.txt:1: the line is longer than 4096 bytes"), result.stderr)
        XCTAssertLessThan(result.stderr.utf8.count, 300, "the error must not echo the line")
    }

    func testScaleSizeToleranceAndOutAreRangeChecked() throws {
        let file = try script("scene home\nshot a\n")
        let out = ["--out", file.deletingLastPathComponent().path]
        let cases: [([String], String)] = [
            (["--scale", "nan"], "--scale must be a finite number within 0.5…4"), (["--scale", "inf"], "--scale"),
            (["--scale", "1e10"], "--scale"), (["--scale=-1"], "--scale"), (["--scale=-0.5"], "--scale"),
            (["--scale", "0"], "found 0"), (["--scale", "20"], "found 20"),
            (["--size", "0x0"], "--size must be WIDTHxHEIGHT with each side within 1…8192 points, found 0x0"),
            (["--size=-390x844"], "found -390x844"), (["--size", "100000x844"], "found 100000x844"),
            (["--size", "8000x8000", "--scale", "2"], "16000x16000 pixels"),
            (["--tolerance", "nan"], "--tolerance must be a finite number within 0…441, found nan"),
            (["--tolerance", "inf"], "--tolerance"), (["--tolerance", "1e308"], "--tolerance"),
            (["--tolerance=-1"], "--tolerance"),
        ]
        for (options, message) in cases {
            try assertFails(["run-script", file.path] + out + options, status: 2, naming: [message])
            try assertFails(["screenshot"] + out + options, status: 2, naming: [message])
        }
        try assertFails(["run-script", file.path, "--out", ""], status: 2, naming: ["--out needs a folder name"])
    }

    func testExtremeSpringsAreValidationErrorsNamingTheRange() throws {
        let cases: [([String], String)] = [
            (
                ["--damping-ratio", "1e300", "--duration", "1"],
                "--damping-ratio must be a finite number above 0 and at most 100"
            ),
            (["--damping-ratio", "0.5", "--duration", "1e-300"], "--duration must be a finite number within 0.001…60"),
            (["--damping-ratio", "0.5", "--duration", "1e300"], "--duration must be a finite number within 0.001…60"),
            (["--damping-ratio", "0.5", "--response", "1e-300"], "--response must be a finite number within 0.001…60"),
            (["--damping-ratio", "0.5", "--response", "1e300"], "--response must be a finite number within 0.001…60"),
            (
                ["--mass", "1e300", "--stiffness", "1", "--damping", "1"],
                "--mass must be a finite number within 0.001…1000"
            ),
            (["--mass", "1", "--stiffness", "1e-300", "--damping", "1"], "--stiffness must be a finite number within"),
            (["--mass", "1", "--stiffness", "1", "--damping", "1e300"], "--damping must be a finite number within 0…"),
            (
                ["--damping-ratio", "0.5", "--duration", "1", "--velocity", "1e300"],
                "--velocity must be a finite number"
            ),
        ]
        for (options, message) in cases {
            try assertFails(["spring"] + options + ["--csv"], status: 2, naming: [message])
        }
    }

    /// A copy of Resources/ in a fresh folder, broken by `damage`.
    private func resources(_ name: String, _ damage: (URL) throws -> Void) throws -> URL {
        let copy = SegueProcess.temporaryDirectory("resources-\(name)")
        let original = SegueProcess.root.appendingPathComponent("Resources")
        for sub in ["Fonts", "Images"] {
            try FileManager.default.copyItem(
                at: original.appendingPathComponent(sub), to: copy.appendingPathComponent(sub))
        }
        try damage(copy)
        return copy
    }

    func testBrokenResourcesExit2NamingTheFile() throws {
        let fm = FileManager.default
        func write(_ data: Data, _ path: String) -> (URL) throws -> Void {
            { try data.write(to: $0.appendingPathComponent(path)) }
        }
        let cases: [(String, (URL) throws -> Void, [String])] = [
            (
                "empty-captions", write(Data(), "Images/Photos/captions.txt"),
                ["Images/Photos/captions.txt lists no photos"]
            ),
            ("empty-cards", write(Data(), "Images/Cards/cards.txt"), ["Images/Cards/cards.txt lists no cards"]),
            (
                "photo-dir",
                { root in
                    let photo = root.appendingPathComponent("Images/Photos/photo-01.jpg")
                    try fm.removeItem(at: photo)
                    try fm.createDirectory(at: photo, withIntermediateDirectories: false)
                }, ["Images/Photos/photo-01.jpg: is a directory"]
            ),
            (
                "empty-photos",
                { root in
                    let folder = root.appendingPathComponent("Images/Photos")
                    for item in try fm.contentsOfDirectory(atPath: folder.path) {
                        try fm.removeItem(at: folder.appendingPathComponent(item))
                    }
                }, ["Images/Photos is empty"]
            ),
            (
                "garbage-font",
                write(
                    Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
                    "Fonts/Inter-Regular.otf"),
                ["Fonts/Inter-Regular.otf: SDL_ttf cannot open it as a font"]
            ),
            (
                "fonts-file",
                { root in
                    try fm.removeItem(at: root.appendingPathComponent("Fonts"))
                    try Data("not a folder".utf8).write(to: root.appendingPathComponent("Fonts"))
                }, ["Fonts is a file, not a folder"]
            ),
        ]
        let file = try script("scene home\nshot home\n")
        for (name, damage, messages) in cases {
            let folder = try resources(name, damage)
            let out = SegueProcess.temporaryDirectory("resources-out-\(name)")
            try assertFails(
                ["run-script", file.path, "--out", out.path, "--resources", folder.path],
                status: 2, naming: messages)
            XCTAssertEqual(try fm.contentsOfDirectory(atPath: out.path), [], name)
        }
    }

    func testWarningsArePrintedOncePerCauseNotPerDraw() throws {
        let folder = try resources("warn-once") { root in
            for path in ["Images/Cards/card-1.jpg", "Images/Photos/photo-02.jpg"] {
                try Data("not an image".utf8).write(to: root.appendingPathComponent(path))
            }
        }
        let file = try script(
            "scene home\nshot a\ntap 195 300\nwait 1\nshot b\nkey escape\nwait 1\n"
                + "tap 243 800\nwait 0.5\nshot c\n")
        let out = SegueProcess.temporaryDirectory("warn-once-out")
        let result = try SegueProcess.run(["run-script", file.path, "--out", out.path, "--resources", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.stderr)
        XCTAssertEqual(lines.filter { $0.contains("card-1.jpg") }.count, 1, result.stderr)
        XCTAssertEqual(lines.filter { $0.contains("photo-02.jpg") }.count, 1, result.stderr)

        // A font broken after start-up (the start-up check catches one broken before).
        let fonts = try FontLibrary(directory: folder.appendingPathComponent("Fonts").path)
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Fonts/Inter-Bold.otf"))
        let warnings = try capturingStandardError {
            for size in 10...40 { _ = fonts.width(of: "Hello", font: Font(size: CGFloat(size), weight: .bold)) }
        }
        XCTAssertEqual(warnings.split(separator: "\n").count, 1, warnings)
        XCTAssertTrue(warnings.contains("Inter-Bold.otf"), warnings)
    }

    /// What `body` writes to stderr (file descriptor 2).
    private func capturingStandardError(_ body: () throws -> Void) throws -> String {
        let path = SegueProcess.temporaryDirectory("stderr").appendingPathComponent("stderr.txt").path
        let saved = dup(2), capture = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        dup2(capture, 2)
        defer { fflush(stderr); dup2(saved, 2); close(saved); close(capture) }
        try body()
        fflush(stderr)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    func testAFailedWriteExits1NamingTheFileAndLeavesNothing() throws {
        let file = try script("scene home\nshot home\n")
        let out = SegueProcess.temporaryDirectory("file-size-limit")
        // A limit of one 512-byte block: the shot cannot be written in full.
        let result = try SegueProcess.run(
            ["run-script", file.path, "--out", out.path],
            launcher: ["/bin/sh", "-c", "ulimit -f 1; exec \"$0\" \"$@\""])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write \(out.path)/home.png: File too large"), result.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out.path), [],
            "neither the shot nor a temporary file is left")
    }

    func testSIGINTAndSIGTERMStopARunWithStatus130AndOneLine() throws {
        // Both draw every frame, for minutes even in release builds: an idle wait would not.
        let drags = String(repeating: "drag 100 300 200 500 0.2\n", count: 2000)
        for (signal, name, rest) in [(SIGINT, "SIGINT", "drag 200 300 200 700 3000\n"), (SIGTERM, "SIGTERM", drags)] {
            let file = try script("scene home\nshot started\n" + rest + "shot never\n", named: "\(name).txt")
            let out = SegueProcess.temporaryDirectory("signal-out-\(name)")
            let process = Process()
            process.executableURL = SegueProcess.executable
            process.environment = SegueProcess.childEnvironment()
            process.arguments = ["run-script", file.path, "--out", out.path]
            let stderr = Pipe()
            (process.standardOutput, process.standardError) = (FileHandle.nullDevice, stderr)
            try process.run()
            // Polls for the first shot, so the signal lands mid-script, not during start-up.
            let started = out.appendingPathComponent("started.png").path, deadline = Date() + 60
            while !FileManager.default.fileExists(atPath: started), process.isRunning, Date() < deadline {
                usleep(10_000)
            }
            let sent = Date()
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertLessThan(Date().timeIntervalSince(sent), 2, "\(name) took too long")
            XCTAssertEqual(process.terminationStatus, 130, name)
            let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(message, "segue: interrupted by \(name); stopped\n")
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: out.path), ["started.png"],
                "no partial or temporary file")
        }
    }

    func testALongMoveScriptStreamsInLittleMemory() throws {
        // 10 MB of moves. Expanded up front, a script peaked at about ten times its size.
        let block = (0..<1000).map { "move \(100 + $0 % 200) \(200 + $0 % 400)\n" }.joined()
        let file = try script("scene home\n" + String(repeating: block, count: 800), named: "moves.txt")
        let (status, kilobytes) = try peakRSS(["run-script", file.path, "--out", file.deletingLastPathComponent().path])
        XCTAssertEqual(status, 0)
        // The plain build (scripts/test's first run) checks the bound; the sanitized one only
        // that the script plays.
        guard !SegueProcess.underAddressSanitizer else { return }
        XCTAssertLessThan(kilobytes, 100_000, "peak RSS \(kilobytes) KB for a 10 MB script")
    }

    /// Runs `segue` with its output discarded; returns its exit status and peak RSS in kilobytes.
    /// The peak is read from /proc while it runs (VmHWM, which only grows): a child's rusage
    /// would count this test process's own memory, which posix_spawn shares until the exec.
    private func peakRSS(_ arguments: [String]) throws -> (Int32, Int) {
        let process = Process()
        process.executableURL = SegueProcess.executable
        process.environment = SegueProcess.childEnvironment()
        process.arguments = arguments
        (process.standardOutput, process.standardError) = (FileHandle.nullDevice, FileHandle.nullDevice)
        try process.run()
        var peak = 0
        while process.isRunning {
            let status =
                (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                peak = max(peak, Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) ?? 0)
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        return (process.terminationStatus, peak)
    }
}
