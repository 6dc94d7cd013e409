import Foundation
import SegueScript
import ViewKit
import XCTest

@testable import segue

/// The demo by keyboard (issue 30, part 1), headless: the Tab order read from `final focus=`
/// after each key, the scripts in Tests/Scripts/Focus (each ends on a `final` line naming
/// where focus must be), and Esc during a keyboard opening read off the trace.
final class KeyboardFocusTests: XCTestCase {
    private let folder = SegueProcess.root.appendingPathComponent("Tests/Scripts/Focus")

    private func session(_ scene: String) throws -> HeadlessSession {
        try HeadlessSession(
            app: SegueDemo.self, scene: scene, resources: SegueProcess.root.appendingPathComponent("Resources"),
            outputDirectory: SegueProcess.temporaryDirectory("focus-\(scene)"))
    }

    /// The focus after each of `keys`, as `final focus=` names it.
    private func focusAfter(_ keys: [String], in session: HeadlessSession) throws -> [String] {
        try keys.map { key in
            try session.run("key \(key)")
            return FinalState(of: session.app).focus ?? "?"
        }
    }

    /// Today: the two cards on screen, then the tab bar left to right; wraps round both ways.
    func testTabOrderOnTodayIsTheCardsThenTheTabBar() throws {
        let session = try session("home")
        XCTAssertEqual(FinalState(of: session.app).focus, "none")
        let forwards = try focusAfter(Array(repeating: "tab", count: 8), in: session)
        XCTAssertEqual(
            forwards,
            [
                "card.0", "card.1", "tab.today", "tab.sheet", "tab.photos", "tab.pop", "tab.settings", "card.0",
            ])
        XCTAssertEqual(try focusAfter(["shift+tab", "shift+tab"], in: session), ["tab.settings", "tab.pop"])
    }

    /// The tab bar by arrows, and Enter on an item selects its tab with focus staying on it.
    func testArrowsAlongTheTabBarAndEnterSelects() throws {
        let session = try session("home")
        try session.run("key shift+tab")
        XCTAssertEqual(
            try focusAfter(["left", "left", "right", "right", "right"], in: session),
            ["tab.pop", "tab.photos", "tab.pop", "tab.settings", "tab.settings"])
        try session.run("key left\nkey left\nkey enter")
        XCTAssertEqual(session.app.root?.selectedTab, .photos)
        XCTAssertEqual(FinalState(of: session.app).focus, "tab.photos")
        try session.run("key ctrl+1")
        XCTAssertEqual(session.app.root?.selectedTab, .today)
    }

    /// Settings: the first rows in order (names with spaces as hyphens); the pushed page's back button comes first there.
    func testSettingsRowsThenTheBackButtonOnAPushedPage() throws {
        let session = try session("navigation")
        XCTAssertEqual(try focusAfter(["tab", "tab"], in: session), ["row.General", "row.Display-&-Brightness"])
        try session.run("key shift+tab\nkey enter\nwait 1")
        XCTAssertEqual(FinalState(of: session.app).stackDepths, [2])
        XCTAssertEqual(try focusAfter(["tab"], in: session), ["back"])
        try session.run("key enter\nwait 1")
        XCTAssertEqual(FinalState(of: session.app).stackDepths, [1])
        XCTAssertEqual(FinalState(of: session.app).focus, "row.General", "back on the row that pushed")
    }

    /// Each script in Tests/Scripts/Focus plays to its `final` line (focus included), and a
    /// copy that names another focused view fails on it.
    func testTheFocusScriptsEndWhereTheySay() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(scripts.count, 7)
        for name in scripts.sorted() {
            let out = SegueProcess.temporaryDirectory("focus-script")
            let result = try SegueProcess.run([
                "run-script", folder.appendingPathComponent(name).path, "--out", out.path,
            ])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("final state: matches"), "\(name): \(result.stdout)")
        }
        let text = try String(contentsOf: folder.appendingPathComponent("restore-card.txt"), encoding: .utf8)
        let wrong = SegueProcess.temporaryDirectory("focus-wrong").appendingPathComponent("wrong.txt")
        try text.replacingOccurrences(of: "focus=card.0", with: "focus=card.1").write(
            to: wrong, atomically: true, encoding: .utf8)
        let failed = try SegueProcess.run(["run-script", wrong.path, "--out", wrong.deletingLastPathComponent().path])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.contains("the focus is on card.0, the recording ended on card.1"), failed.stderr)
    }

    /// Enter opens the focused card and Esc 0.15 s later sends it back from where it is drawn,
    /// exactly as after a click: the card copy's frames, row for row, are the click's (whose
    /// opening starts a frame later, at the release). On the Esc frame the card moves 3.02 pt
    /// (the opening's last frame moved 0.52): the card's own reversal, the same for the mouse.
    func testEscDuringAKeyboardOpeningReversesFromWhereItIsDrawn() throws {
        func cardFrames(_ script: String) throws -> [[Double]] {
            let out = SegueProcess.temporaryDirectory("focus-reversed")
            let csv = out.appendingPathComponent("trace.csv")
            let path = folder.appendingPathComponent(script).path
            let result = try SegueProcess.run(["run-script", path, "--out", out.path, "--trace", csv.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            let rows = try traceRows(of: csv)
            XCTAssertNil(rows.last?["card.y"], "the card copy is gone: the card is back in the list")
            return rows.filter { $0["card.y"] != nil }.map { row in
                ["card.x", "card.y", "card.width", "card.height"].map { row[$0]! }
            }
        }
        let keyboard = try cardFrames("restore-card-reversed.txt")
        let mouse = try cardFrames("mouse-card-reversed.txt")
        XCTAssertEqual(keyboard.count, 49)
        XCTAssertEqual(keyboard, mouse)
        // The Esc frame: the first that moves the card back up.
        let turn = try XCTUnwrap(keyboard.indices.dropFirst().first { keyboard[$0][1] < keyboard[$0 - 1][1] })
        XCTAssertEqual(turn, 9)
        XCTAssertEqual(keyboard[turn - 1][1] - keyboard[turn][1], 3.024, accuracy: 0.001)
        XCTAssertEqual(keyboard[turn - 1][1] - keyboard[turn - 2][1], 0.52, accuracy: 0.001)
    }
}
