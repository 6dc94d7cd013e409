import Foundation
import XCTest

/// `segue screenshot` reading its scenarios from files, as a user meets it: the built binary
/// plays every script in the folder, picks up an edited or added one without a rebuild, and
/// exits 2 naming the file (and the line) when the folder or a scenario is wrong.
final class ScreenshotScenarioCommandTests: XCTestCase {
    private let checkoutScenarios = SegueProcess.root.appendingPathComponent("Tests/Scripts/Screenshots")
    private let goldens = SegueProcess.root.appendingPathComponent("Tests/Goldens").path

    /// A fresh scenarios folder holding copies of the checkout's `copies` and the scripts in `written`.
    private func scenarios(_ name: String, copies: [String] = [], written: [String: String] = [:]) throws -> URL {
        let url = SegueProcess.temporaryDirectory("scenarios-\(name)")
        for file in copies {
            try FileManager.default.copyItem(
                at: checkoutScenarios.appendingPathComponent(file),
                to: url.appendingPathComponent(file))
        }
        for (file, text) in written {
            try text.write(to: url.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return url
    }

    /// The PNG paths the command printed, in order.
    private func printedShots(_ result: SegueProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".png") }
    }

    func testEveryScenarioInTheFolderIsPlayedAndAnEditNeedsNoRebuild() throws {
        let folder = try scenarios("edited", copies: ["home.txt", "photos.txt"])
        let first = SegueProcess.temporaryDirectory("scenarios-edited-first")
        let before = try SegueProcess.run([
            "screenshot", "--scenarios", folder.path, "--out", first.path,
            "--check", goldens,
        ])
        XCTAssertEqual(before.status, 0, before.stderr)
        XCTAssertEqual(printedShots(before), ["home", "photos"].map { first.appendingPathComponent("\($0).png").path })
        XCTAssertTrue(before.stdout.contains("golden check: 2 passed, 0 failed"), before.stdout)

        // The same shot name from another scene: the golden check must now see the edit.
        let home = folder.appendingPathComponent("home.txt")
        let edited = try String(contentsOf: home, encoding: .utf8).replacingOccurrences(
            of: "scene home",
            with: "scene photos")
        try edited.write(to: home, atomically: true, encoding: .utf8)
        try "scene kitchen-sink\nshot added\n".write(
            to: folder.appendingPathComponent("added.txt"),
            atomically: true, encoding: .utf8)
        let second = SegueProcess.temporaryDirectory("scenarios-edited-second")
        let after = try SegueProcess.run([
            "screenshot", "--scenarios", folder.path, "--out", second.path,
            "--check", goldens,
        ])
        XCTAssertEqual(after.status, 1, "the edited scenario no longer matches home's golden: \(after.stderr)")
        XCTAssertEqual(
            printedShots(after),
            ["added", "home", "photos"].map { second.appendingPathComponent("\($0).png").path })
        XCTAssertTrue(after.stderr.contains("home.png: ") && after.stderr.contains("pixels differ"), after.stderr)
        XCTAssertTrue(after.stderr.contains("added.png: no golden"), after.stderr)
        XCTAssertTrue(after.stdout.contains("golden check: 1 passed, 2 failed"), after.stdout)
    }

    func testAMalformedScenarioExits2NamingFileAndLineBeforeAnyShot() throws {
        let folder = try scenarios(
            "malformed",
            written: [
                "a.txt": "scene home\nshot a\n", "b.txt": "scene home\nwait soon\nshot b\n",
            ])
        let out = SegueProcess.temporaryDirectory("scenarios-malformed-out")
        let result = try SegueProcess.run(["screenshot", "--scenarios", folder.path, "--out", out.path])
        XCTAssertEqual(result.status, 2, "a malformed scenario is bad input: \(result.stderr)")
        let bad = folder.appendingPathComponent("b.txt").path
        XCTAssertTrue(result.stderr.contains("\(bad):2: expected wait's seconds, found 'soon'"), result.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out.path), [],
            "a.txt played before b.txt was checked")
    }

    func testAMissingOrWrongScenariosFolderExits2NamingIt() throws {
        let out = SegueProcess.temporaryDirectory("scenarios-wrong-out").path
        let empty = try scenarios("empty", written: ["README.md": "no scenarios here\n"])
        let file = checkoutScenarios.appendingPathComponent("home.txt").path
        let cases: [(String, [String])] = [
            ("/nonexistent/scenarios", ["/nonexistent/scenarios: no such folder", "--scenarios"]),
            (file, ["\(file): is a file, not a folder"]),
            (empty.path, ["\(empty.path): holds no scenario scripts (NAME.txt)"]),
            ("", ["--scenarios needs a folder name"]),
        ]
        for (folder, parts) in cases {
            let result = try SegueProcess.run(["screenshot", "--scenarios", folder, "--out", out])
            XCTAssertEqual(result.status, 2, "\(folder): \(result.stderr)")
            for part in parts { XCTAssertTrue(result.stderr.contains(part), "should name \(part): \(result.stderr)") }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), [])
    }

    func testTheEnvironmentNamesTheFolderWhenTheOptionDoesNot() throws {
        let folder = try scenarios("environment", written: ["only.txt": "scene pop\nshot only\n"])
        let out = SegueProcess.temporaryDirectory("scenarios-environment-out")
        let result = try SegueProcess.run(
            ["screenshot", "--out", out.path],
            environment: ["SEGUE_SCENARIOS": folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(printedShots(result), [out.appendingPathComponent("only.png").path])
    }

    func testHelpNamesTheOptionAndTheDefaultFolder() throws {
        let result = try SegueProcess.run(["screenshot", "--help"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Help is wrapped to the terminal's width: compare with single spaces.
        let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for part in ["--scenarios <scenarios>", "Tests/Scripts/Screenshots", "SEGUE_SCENARIOS", "no rebuild"] {
            XCTAssertTrue(help.contains(part), "should mention \(part): \(result.stdout)")
        }
    }
}
