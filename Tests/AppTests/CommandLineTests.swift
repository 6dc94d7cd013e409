import XCTest

/// The CLI as a user meets it: usage errors, script errors and missing resources.
final class CommandLineTests: XCTestCase {
    func testUnknownOptionPrintsUsageAndExits2() throws {
        let result = try SegueProcess.run(["screenshot", "--out", "/tmp/x", "--bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Unknown option '--bogus'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Usage:"), result.stderr)
    }

    func testMalformedScriptLineStopsBeforeAnythingRuns() throws {
        let dir = SegueProcess.temporaryDirectory("bad-script")
        let script = dir.appendingPathComponent("bad.txt")
        try "scene home\nshot before\ntap 10\nshot after\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(["run-script", script.path, "--out", dir.path])
        XCTAssertEqual(result.status, 2, "a bad script is bad input")
        XCTAssertTrue(
            result.stderr.contains("bad.txt:3: expected tap's y (points), found the end of the line"),
            result.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: dir.appendingPathComponent("before.png").path),
            "a shot ran before the malformed line was reported")
    }

    func testMissingResourcesNameThePathAndTheFix() throws {
        let result = try SegueProcess.run(["screenshot", "--out", "/tmp/segue-none", "--resources", "/nonexistent/res"])
        XCTAssertEqual(result.status, 2, "missing resources are bad input")
        XCTAssertTrue(result.stderr.contains("/nonexistent/res"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--resources"), result.stderr)
    }

    func testCorruptImageShowsAPlaceholderAndKeepsRunning() throws {
        let resources = SegueProcess.temporaryDirectory("corrupt-resources")
        let original = SegueProcess.root.appendingPathComponent("Resources")
        for sub in ["Fonts", "Images"] {
            try FileManager.default.copyItem(
                at: original.appendingPathComponent(sub),
                to: resources.appendingPathComponent(sub))
        }
        let card = resources.appendingPathComponent("Images/Cards/card-1.jpg")
        try Data("not a jpeg".utf8).write(to: card)
        let out = SegueProcess.temporaryDirectory("corrupt-out")
        let script = out.appendingPathComponent("home.txt")
        try "scene home\nshot home\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run([
            "run-script", script.path, "--out", out.path,
            "--resources", resources.path,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("card-1.jpg"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("home.png").path))
    }
}

/// Issue 29: the tool serves any app, so `run-script --help` names no part of the demo's.
final class RunScriptHelpTests: XCTestCase {
    func testTheHelpNamesNoTraceOfTheDemo() throws {
        let result = try SegueProcess.run(["run-script", "--help"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            help.contains(
                "for each moving part, a view the app names with `traceName` (the line the run prints names the "
                    + "parts it saw)"), help)
        XCTAssertTrue(help.contains("--record-goldens With --check: write each missing golden"), help)
        for demoName in ["the demo", "nav.zoom-photo", "nav.top", "card, white", "sheet, photo"] {
            XCTAssertFalse(help.contains(demoName), "the help names \(demoName)")
        }
    }
}

/// Without a display, opening the window explains itself in one line.
final class NoDisplayTests: XCTestCase {
    func testOpeningWithoutADisplaySaysSoInOneLine() throws {
        let result = try SegueProcess.run(
            [], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
        XCTAssertEqual(result.status, 1)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("no display"), result.stderr)
        XCTAssertTrue(result.stderr.contains("segue screenshot"), result.stderr)
    }
}
