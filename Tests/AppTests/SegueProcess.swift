import Foundation
import XCTest

/// Runs the built `segue` executable, as a user would from a shell.
struct SegueProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Whether this process, and so the `segue` beside it, was built with AddressSanitizer (as
    /// `scripts/sanitize` builds them). Its shadow memory and quarantine make RSS meaningless.
    static var underAddressSanitizer: Bool {
        guard let process = dlopen(nil, RTLD_NOW) else { return false }
        return dlsym(process, "__asan_init") != nil
    }

    /// This process's environment plus `additions`, for a `segue` child. Under scripts/sanitize
    /// the child gets `SEGUE_CHILD_ASAN_OPTIONS` (leak detection on) as its ASAN_OPTIONS: this test
    /// process runs with leak detection off, because XCTest keeps every test case, and so its
    /// fixtures, alive at exit behind a Swift weak-reference side table LeakSanitizer cannot
    /// trace, while a `segue` process must end with nothing leaked.
    ///
    /// GDK_SCALE is left out: the tests place the pointer in a window's points at 1×, which a
    /// HiDPI desktop's setting would double (a test that wants it adds it back).
    static func childEnvironment(adding additions: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["GDK_SCALE"] = nil
        if let options = env["SEGUE_CHILD_ASAN_OPTIONS"] { env["ASAN_OPTIONS"] = options }
        for (k, v) in additions { env[k] = v }
        return env
    }

    /// Under AddressSanitizer, Mesa's GLX and software driver are loaded for the whole run.
    /// SDL's X11 backend opens and closes them, and LeakSanitizer, checking at exit, cannot see
    /// that the few bytes they keep in their own globals are still referenced once they are
    /// unmapped (240 bytes reported from an "unknown module" without this).
    static var mesaPreload: [String: String] {
        guard underAddressSanitizer else { return [:] }
        let libraries = ["libGLX_mesa.so.0", "dri/swrast_dri.so"].map { "/usr/lib/x86_64-linux-gnu/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0) }
        return libraries.isEmpty ? [:] : ["LD_PRELOAD": libraries.joined(separator: ":")]
    }

    /// `segue` sits beside the test executable in the build products folder.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("segue")
    }

    /// Runs `segue` with `arguments`; `launcher` (such as xvfb-run) goes in front when given.
    static func run(
        _ arguments: [String], launcher: [String] = [], environment: [String: String] = [:],
        timeout: TimeInterval = 120
    ) throws -> Result {
        let command = launcher.isEmpty ? [executable.path] + arguments : launcher + [executable.path] + arguments
        return try runTool(command, environment: environment, timeout: timeout)
    }

    /// Runs `command` (found on PATH through env) from `directory` (the package's root by
    /// default), with this process's environment plus `environment`, and collects what it
    /// printed.
    static func runTool(
        _ command: [String], environment: [String: String] = [:], directory: URL? = nil,
        timeout: TimeInterval = 120
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = childEnvironment(adding: environment)
        process.currentDirectoryURL = directory ?? root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a chatty process cannot block on a full pipe.
        let outData = PipeReader(out), errData = PipeReader(err)
        let group = DispatchGroup()
        outData.start(in: group)
        errData.start(in: group)
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            XCTFail("\(command.joined(separator: " ")) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData.data, as: UTF8.self),
            stderr: String(decoding: errData.data, as: UTF8.self))
    }

    /// Replays `recording` headlessly with `segue run-script`, writing its shots into `out`, and
    /// fails unless it exits 0 having come to rest where the recording did.
    static func assertReplaysToItsFinalState(
        _ recording: URL, out: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let replay = try run(["run-script", recording.path, "--out", out.path])
        XCTAssertEqual(replay.status, 0, replay.stderr, file: file, line: line)
        XCTAssertTrue(
            replay.stdout.contains("final state: matches the recording"), replay.stdout, file: file, line: line)
    }

    /// Runs the xdotool driver `Tests/Fixtures/DRIVER` under Xvfb on a screen of `screen`
    /// ("WIDTHxHEIGHT"), recording into `recording` with `segue record` (the driver gets
    /// `arguments` after the two paths); nil, after failing the test, when Xvfb or xdotool is
    /// missing.
    static func recordLive(
        driver: String, screen: String, into recording: URL, arguments: [String] = []
    ) throws -> Result? {
        for tool in ["/usr/bin/xvfb-run", "/usr/bin/xdotool"] where !FileManager.default.isExecutableFile(atPath: tool)
        {
            XCTFail("\(tool) is missing: scripts/test installs the xvfb and xdotool packages")
            return nil
        }
        let script = root.appendingPathComponent("Tests/Fixtures/" + driver).path
        return try runTool(
            ["xvfb-run", "-a", "-s", "-screen 0 \(screen)x24", "bash", script, executable.path, recording.path]
                + arguments,
            environment: mesaPreload, timeout: 180)
    }

    static func temporaryDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tests-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A `--trace` CSV as rows of numbers by column name (empty cells left out).
func traceRows(of url: URL) throws -> [[String: Double]] {
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let header = try XCTUnwrap(lines.first).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return lines.dropFirst().map { line in
        let cells = line.split(separator: ",", omittingEmptySubsequences: false)
        return Dictionary(
            uniqueKeysWithValues: zip(header, cells).compactMap { name, cell in
                Double(cell).map { (name, $0) }
            })
    }
}

/// Drains a pipe on a background queue into `data`.
private final class PipeReader: @unchecked Sendable {
    private let pipe: Pipe
    private(set) var data = Data()

    init(_ pipe: Pipe) { self.pipe = pipe }

    func start(in group: DispatchGroup) {
        group.enter()
        DispatchQueue.global().async {
            self.data = self.pipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
    }
}
