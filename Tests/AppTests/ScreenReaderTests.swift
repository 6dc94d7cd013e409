import Foundation
import XCTest

/// A real AT against a real window (issue 37): Xvfb, a session bus of its own
/// (`dbus-run-session`), at-spi2-core's bus launcher, and pyatspi driving the demo
/// (Tests/Fixtures/atspi/segue_atspi.py: the tabs by name and role, a card activated through
/// Action and the detail modal, Esc and the AT's escape bringing focus back to the card, and
/// Tab through Settings with each focused element's extents against the ring on screen), at 1×
/// and at 2×. Then the window with bad buses: none, one that never answers, and one killed
/// while the app is published; each time the frames go on, Q quits, and `-v` says what
/// happened in one line.
///
/// Skipped, saying why, only when the packages are missing; scripts/test installs them
/// (at-spi2-core, python3-pyatspi, dbus, xvfb, xdotool, imagemagick).
final class ScreenReaderTests: XCTestCase {
    private static let tools = [
        "/usr/libexec/at-spi-bus-launcher", "/usr/bin/dbus-run-session", "/usr/bin/xvfb-run", "/usr/bin/xdotool",
        "/usr/bin/import", "/usr/bin/python3",
    ]

    private func skipWithoutTheTools() throws {
        let missing = Self.tools.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        try XCTSkipUnless(
            missing.isEmpty,
            "missing \(missing.joined(separator: ", ")): scripts/test installs at-spi2-core, python3-pyatspi, dbus, "
                + "xvfb, xdotool and imagemagick")
        let pyatspi = try SegueProcess.runTool(["/usr/bin/python3", "-c", "import pyatspi"])
        try XCTSkipUnless(pyatspi.status == 0, "python3 cannot import pyatspi: install python3-pyatspi")
    }

    private var fixtures: String { SegueProcess.root.appendingPathComponent("Tests/Fixtures/atspi").path }

    private func runWithScreenReader(scale: Int) throws -> SegueProcess.Result {
        try skipWithoutTheTools()
        let out = SegueProcess.temporaryDirectory("atspi-\(scale)x")
        let result = try SegueProcess.runTool(
            [
                "xvfb-run", "-a", "-s", "-screen 0 1280x1800x24", "dbus-run-session", "--", "bash",
                fixtures + "/run.sh", SegueProcess.executable.path, String(scale), out.path,
            ], environment: SegueProcess.mesaPreload, timeout: 240)
        let log = (try? String(contentsOf: out.appendingPathComponent("app.log"), encoding: .utf8)) ?? ""
        XCTAssertEqual(
            result.status, 0,
            "\(Self.cause(of: result, appLog: log))\n\(result.stdout)\n\(result.stderr)\napp.log:\n\(log)")
        XCTAssertTrue(log.contains("accessibility: published on the AT-SPI bus as "), log)
        return result
    }

    /// Why a run failed, in one line: the check's FAIL line, what run.sh said of the app, and
    /// the app's last line. First in the failure's message, because a CI summary keeps only
    /// the first line of each.
    static func cause(of result: SegueProcess.Result, appLog: String) -> String {
        let app = result.stderr.split(separator: "\n").filter { $0.hasPrefix("the app ") }.map(String.init)
        let last = appLog.split(separator: "\n").last.map(String.init) ?? "app.log is empty"
        return ([failLine(result.stdout)] + app + ["app.log ends: \(last)"]).joined(separator: "; ")
    }

    /// The check's `FAIL: ` line (segue_atspi.py prints one for every failure, an uncaught
    /// exception's too).
    static func failLine(_ stdout: String) -> String {
        stdout.split(separator: "\n").first { $0.hasPrefix("FAIL: ") }.map(String.init) ?? "no FAIL line"
    }

    private func assertTheScreenReaderSawTheDemo(_ output: String, file: StaticString = #filePath, line: UInt = #line) {
        for expected in [
            "tabs: Today (page tab), Sheet (page tab), Photos (page tab), Pop (page tab), Settings (page tab)",
            "detail: dialog 'Golden Hour', modal, the frame's only child; first names: ['Close', 'Golden Hour',",
            "focus on the new screen: push button 'Close'",
            "focus back on: push button 'Golden Hour, Photo apps for the perfect evening light'",
            "the AT's escape: closed, focus back on 'Golden Hour, Photo apps for the perfect evening light'",
            "tab 1: list item 'General'", "tab 9: page tab 'Settings'", "rings: 9 of 9 match their extents", "ok",
        ] {
            XCTAssertTrue(
                output.contains(expected),
                "missing \"\(expected)\" (\(Self.failLine(output))) in:\n\(output)",
                file: file, line: line)
        }
    }

    func testAScreenReaderFindsTheTabsOpensACardAndFollowsTheRing() throws {
        let result = try runWithScreenReader(scale: 1)
        assertTheScreenReaderSawTheDemo(result.stdout)
        XCTAssertTrue(result.stdout.contains("objects: 13, 13 named"), result.stdout)
    }

    /// The same at 2×: extents in the screen's pixels, the ring drawn at twice the size.
    func testExtentsAreTheScreensPixelsAtTwiceTheScale() throws {
        let result = try runWithScreenReader(scale: 2)
        assertTheScreenReaderSawTheDemo(result.stdout)
        XCTAssertTrue(result.stdout.contains("extents (282, 308, 716, 88)"), "the first row at 2x:\n\(result.stdout)")
    }

    // MARK: Bad buses

    private func runWithBadBus(_ mode: String) throws -> String {
        try skipWithoutTheTools()
        let out = SegueProcess.temporaryDirectory("bad-bus-\(mode)")
        let session = mode == "killed" ? ["dbus-run-session", "--"] : []
        let started = Date()
        let result = try SegueProcess.runTool(
            ["xvfb-run", "-a", "-s", "-screen 0 800x1000x24"] + session
                + ["bash", fixtures + "/bad-bus.sh", SegueProcess.executable.path, mode, out.path],
            environment: SegueProcess.mesaPreload, timeout: 120)
        let log = (try? String(contentsOf: out.appendingPathComponent("app.log"), encoding: .utf8)) ?? ""
        XCTAssertEqual(result.status, 0, "\(mode): \(result.stderr)\napp.log:\n\(log)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "\(mode): no hang")
        let before = try Data(contentsOf: out.appendingPathComponent("before.png"))
        let after = try Data(contentsOf: out.appendingPathComponent("after.png"))
        XCTAssertNotEqual(before, after, "\(mode): Tab drew the ring: the frames went on")
        let lines = log.split(separator: "\n").filter { $0.hasPrefix("accessibility: ") }.map(String.init)
        return lines.joined(separator: "\n")
    }

    func testNoBusCostsOneLine() throws {
        XCTAssertEqual(
            try runWithBadBus("none"),
            "accessibility: not published: no session bus (DBUS_SESSION_BUS_ADDRESS is unset)")
    }

    func testABusThatNeverAnswersIsGivenUpAfterFiveSeconds() throws {
        XCTAssertEqual(try runWithBadBus("slow"), "accessibility: not published: the bus did not answer in 5 s")
    }

    func testABusKilledMidRunIsSaidOnceAndTheAppGoesOn() throws {
        let lines = try runWithBadBus("killed").split(separator: "\n")
        XCTAssertEqual(lines.count, 2, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.first?.hasPrefix("accessibility: published on the AT-SPI bus as :") ?? false)
        XCTAssertTrue(lines.last?.hasPrefix("accessibility: the accessibility bus went away (") ?? false)
    }
}
