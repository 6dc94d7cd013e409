import XCTest

@testable import SegueScript
@testable import segue

/// The demo as assistive technology reads it (issue 37): every screen's tree, written by the
/// scripts in Tests/Scripts/Accessibility at their `accessibility NAME` lines, equals its
/// reviewed golden in Tests/Goldens/Accessibility; `segue audit` finds every one of those
/// screens, and every scene at rest, clean; and a changed tree fails, naming the line.
final class AccessibilityDumpTests: XCTestCase {
    private var scripts: [URL] {
        get throws {
            let folder = SegueProcess.root.appendingPathComponent("Tests/Scripts/Accessibility")
            return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "txt" }.sorted { $0.path < $1.path }
        }
    }

    private var goldens: String { SegueProcess.root.appendingPathComponent("Tests/Goldens/Accessibility").path }

    func testEveryScreensTreeMatchesItsGolden() throws {
        let scripts = try self.scripts
        XCTAssertGreaterThanOrEqual(scripts.count, 6, "today, sheet, photos, pop, settings and player")
        var checked = 0
        for script in scripts {
            let out = SegueProcess.temporaryDirectory(
                "accessibility-\(script.deletingPathExtension().lastPathComponent)")
            let result = try SegueProcess.run(["run-script", script.path, "--out", out.path, "--check", goldens])
            XCTAssertEqual(result.status, 0, "\(script.lastPathComponent):\n\(result.stderr)\n\(result.stdout)")
            XCTAssertTrue(result.stdout.contains(" 0 failed"), result.stdout)
            checked += try String(contentsOf: script, encoding: .utf8).components(separatedBy: "\n")
                .filter { $0.hasPrefix("accessibility ") }.count
        }
        let goldenCount = try FileManager.default.contentsOfDirectory(atPath: goldens).count
        XCTAssertEqual(checked, goldenCount, "every golden is some script's, and every script's line has one")
    }

    func testAChangedTreeFailsNamingTheLine() throws {
        let folder = SegueProcess.temporaryDirectory("accessibility-changed")
        let golden = """
            window "Segue" 0,0 390x844
              label "SATURDAY, NOVEMBER 21" 20,57 350x18
              heading "Yesterday" 20,77 350x41
            """
        try golden.write(to: folder.appendingPathComponent("home.accessibility.txt"), atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("home.txt")
        try "scene home\naccessibility home\n".write(to: script, atomically: true, encoding: .utf8)
        let out = SegueProcess.temporaryDirectory("accessibility-changed-out")
        let result = try SegueProcess.run(["run-script", script.path, "--out", out.path, "--check", folder.path])
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(
            result.stderr.contains(
                "home.accessibility.txt: line 3 is \"  heading \"Today\" 20,77 350x41\", "
                    + "the golden's is \"  heading \"Yesterday\" 20,77 350x41\""), result.stderr)
    }

    func testTheDemoPassesTheAudit() throws {
        let result = try SegueProcess.run(["audit"] + (try scripts.map(\.path)), timeout: 300)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("scene home: clean"), result.stdout)
        XCTAssertTrue(result.stdout.contains("today.txt at 'today-detail': clean"), result.stdout)
        XCTAssertTrue(result.stdout.contains(", 0 with problems"), result.stdout)
    }

    /// A screen with an unlabelled 30 pt glyph button (planted) fails the audit, which names it.
    func testTheAuditFailsOnAScreenWithProblems() throws {
        let folder = SegueProcess.temporaryDirectory("accessibility-audit-fault")
        let script = folder.appendingPathComponent("home.txt")
        try "scene home\nwait 0.5\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(
            ["audit", "--scripts-only", script.path],
            environment: [PlantedFault.environmentVariable: PlantedFault.unlabeledGlyphButton.rawValue])
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("home.txt: no label: Button at 20,20 30x30"), result.stdout)
        XCTAssertTrue(result.stdout.contains("home.txt: hit target 30x30 pt, under 44x44: Button"), result.stdout)
        XCTAssertTrue(result.stdout.contains("audit: 0 screens clean, 1 with problems"), result.stdout)
    }
}
