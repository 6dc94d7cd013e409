import Foundation
import XCTest

/// Where `segue open` reads reduced motion from (issue 30, part 3), in a `segue` of its own on
/// SDL's offscreen driver with no X display: GSettings on its `keyfile` backend in a temporary
/// `XDG_CONFIG_HOME` (so the machine's settings are never read or written), the environment
/// and the flag over it. `--verbose` prints "reduced motion on (gsettings)" and a line for
/// every change while the window is open.
final class ReducedMotionReaderTests: XCTestCase {
    /// GNOME's setting, as the keyfile backend stores it.
    static func keyfile(enablesAnimations: Bool) -> String {
        "[org/gnome/desktop/interface]\nenable-animations=\(enablesAnimations)\n"
    }

    /// A temporary XDG_CONFIG_HOME holding a keyfile with `enable-animations`, or none.
    private func configHome(enablesAnimations: Bool?) throws -> URL {
        let home = SegueProcess.temporaryDirectory("reduced-motion-config")
        let folder = home.appendingPathComponent("glib-2.0/settings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let enablesAnimations { try write(enablesAnimations, in: home) }
        return home
    }

    private func write(_ enablesAnimations: Bool, in home: URL) throws {
        try Self.keyfile(enablesAnimations: enablesAnimations)
            .write(to: home.appendingPathComponent("glib-2.0/settings/keyfile"), atomically: true, encoding: .utf8)
    }

    private func environment(_ home: URL, adding more: [String: String] = [:]) -> [String: String] {
        var env = [
            "GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": home.path, "DISPLAY": "",
            "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "offscreen", "SEGUE_REDUCE_MOTION": "",
        ]
        for (k, v) in more { env[k] = v }
        return env
    }

    func testTheKeyfileSaysFalseSoMotionIsReducedAndAChangeWhileOpenIsFollowed() throws {
        let home = try configHome(enablesAnimations: false)
        let window = try OpenWindow(environment: environment(home))
        defer { window.close() }
        XCTAssertEqual(try window.nextMotionLine(), "reduced motion on (gsettings)")
        try write(true, in: home)
        XCTAssertEqual(try window.nextMotionLine(), "reduced motion off (gsettings)", "GSettings' changed signal")
    }

    func testTheKeyfileSaysTrueSoMotionIsFull() throws {
        let window = try OpenWindow(environment: environment(try configHome(enablesAnimations: true)))
        defer { window.close() }
        XCTAssertEqual(try window.nextMotionLine(), "reduced motion off (gsettings)")
    }

    /// No schema installed (no data folders): the default, and no abort from GIO.
    func testWithoutTheSchemaItIsTheDefault() throws {
        let home = try configHome(enablesAnimations: false)
        let window = try OpenWindow(environment: environment(home, adding: ["XDG_DATA_DIRS": home.path]))
        defer { window.close() }
        XCTAssertEqual(try window.nextMotionLine(), "reduced motion off (default)")
    }

    func testTheVariableAndTheFlagWinOverTheDesktop() throws {
        let home = try configHome(enablesAnimations: false)
        let cases: [([String], [String: String], String)] = [
            ([], ["SEGUE_REDUCE_MOTION": "0"], "reduced motion off (env)"),
            ([], ["SEGUE_REDUCE_MOTION": "1"], "reduced motion on (env)"),
            (["--reduce-motion"], ["SEGUE_REDUCE_MOTION": "0"], "reduced motion on (flag)"),
            (["--no-reduce-motion"], [:], "reduced motion off (flag)"),
        ]
        for (flags, env, expected) in cases {
            let window = try OpenWindow(flags: flags, environment: environment(home, adding: env))
            defer { window.close() }
            XCTAssertEqual(try window.nextMotionLine(), expected, "\(flags) \(env)")
        }
    }

    func testABadVariableNamesItsCause() throws {
        let home = try configHome(enablesAnimations: false)
        for command in [["open"], ["run-script", "Tests/Scripts/smoke.txt", "--out", home.path]] {
            let result = try SegueProcess.run(
                command, environment: environment(home, adding: ["SEGUE_REDUCE_MOTION": "yes"]))
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(
                result.stderr.contains("SEGUE_REDUCE_MOTION must be 1 (reduce motion) or 0 (full motion), found 'yes'"),
                result.stderr)
        }
    }

    /// Where no GNOME setting was made, an XSETTINGS manager's Gtk/EnableAnimations decides:
    /// xsettingsd on an X server of its own (Tests/Fixtures/xsettings-reduced-motion.sh).
    func testAnXSettingsManagerDecidesWhereGNOMEsSettingWasNotMade() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xsettingsd"),
            FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run")
        else { throw XCTSkip("xsettingsd or xvfb-run is missing: scripts/test installs both") }
        let fixture = SegueProcess.root.appendingPathComponent("Tests/Fixtures/xsettings-reduced-motion.sh").path
        for (enables, expected) in [(0, "reduced motion on (xsettings)"), (1, "reduced motion off (xsettings)")] {
            let home = try configHome(enablesAnimations: nil)
            let result = try SegueProcess.runTool(
                ["xvfb-run", "-a", "bash", fixture, SegueProcess.executable.path, "\(enables)", home.path])
            XCTAssertEqual(result.stdout.split(separator: "\n").map(String.init), [expected], result.stderr)
        }
    }
}

/// `segue open --verbose` running, read line by line as it prints; ended with SIGINT.
private final class OpenWindow {
    let process = Process()
    private let output = Pipe()
    private var buffer = ""

    init(flags: [String] = [], environment: [String: String]) throws {
        process.executableURL = SegueProcess.executable
        process.arguments = ["open", "--verbose"] + flags
        process.environment = SegueProcess.childEnvironment(adding: environment)
        process.currentDirectoryURL = SegueProcess.root
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A window that never prints would hold the read for good: it is ended after 30 s,
        // which closes its output.
        let running = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { if running.isRunning { running.terminate() } }
    }

    /// The next "reduced motion …" line; throws at the end of the output.
    func nextMotionLine() throws -> String {
        while true {
            if let newline = buffer.firstIndex(of: "\n") {
                let line = String(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.hasPrefix("reduced motion") { return line }
                continue
            }
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw Ended() }
            buffer += String(decoding: data, as: UTF8.self)
        }
    }

    func close() {
        if process.isRunning { process.interrupt() }
        process.waitUntilExit()
    }

    struct Ended: Error, CustomStringConvertible {
        var description: String { "segue open ended before printing the line" }
    }
}
