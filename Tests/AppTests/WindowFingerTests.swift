import Foundation
import XCTest

/// Every transition opened, sent back mid-flight, opened again and closed by finger events
/// alone in a real window under Xvfb. Xvfb has no touch device and XTest cannot send touch, so
/// `segue record --finger-script` pushes the script's `SDL_FINGERDOWN`/`MOTION`/`UP` events into
/// SDL's queue, and the window reads them through its real SDL translation. The recording must
/// hold only fingers (no click), end with nothing presented, and replay headlessly to the same
/// rest; the replay's trace shows the first opening turned back before it finished and the
/// second finishing.
final class WindowFingerTests: XCTestCase {
    /// A transition's finger script and how its trace shows it open.
    private struct Case {
        let script: String
        let scene: String
        /// The trace column that reaches `open` (points) when the transition has finished opening.
        let column: String
        let open: Double
        /// True when the column grows as it opens (a width), false when it shrinks (a top edge).
        let grows: Bool
        /// Words the recording's `final` line must hold.
        let final: [String]
    }

    private let cases = [
        Case(
            script: "card", scene: "home", column: "card.width", open: 390, grows: true,
            final: ["tab=today", "presented=none"]),
        Case(
            script: "sheet", scene: "sheet", column: "sheet.y", open: 0, grows: false,
            final: ["tab=sheet", "presented=none"]),
        Case(
            script: "zoom", scene: "photos", column: "photo.width", open: 390, grows: true,
            final: ["tab=photos", "presented=none"]),
        Case(
            script: "pop", scene: "pop", column: "pop.width", open: 390, grows: true,
            final: ["tab=pop", "presented=none"]),
        Case(
            script: "navigation", scene: "navigation", column: "nav.top.x", open: 0, grows: false,
            final: ["tab=settings", "presented=none", "stacks=1"]),
        Case(
            script: "player", scene: "player", column: "player.y", open: 44, grows: false,
            final: ["tab=sheet", "presented=none"]),
    ]

    func testEveryTransitionOpensReversesAndClosesByFingerEventsAlone() throws {
        for tool in ["/usr/bin/xvfb-run"] where !FileManager.default.isExecutableFile(atPath: tool) {
            return XCTFail("\(tool) is missing: scripts/test installs the xvfb package")
        }
        for c in cases { try check(c) }
    }

    private func check(_ c: Case) throws {
        let out = SegueProcess.temporaryDirectory("fingers-\(c.script)")
        let recording = out.appendingPathComponent("\(c.script).txt")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/Fingers/\(c.script).txt").path
        let live = try SegueProcess.runTool(
            [
                "xvfb-run", "-a", "-s", "-screen 0 800x1000x24", SegueProcess.executable.path, "record",
                recording.path, "--scene", c.scene, "--finger-script", script,
            ], environment: SegueProcess.mesaPreload, timeout: 180)
        XCTAssertEqual(live.status, 0, "\(c.script): \(live.stderr)")

        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        let commands = lines.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
        XCTAssertFalse(commands.contains("down") || commands.contains("up"), "\(c.script): no click, fingers only")
        let downs = lines.filter { $0.contains(" finger down ") }.compactMap { Double($0.split(separator: " ")[0]) }
        XCTAssertEqual(downs.count, 4, "\(c.script): open, send back, open, close")
        let final = try XCTUnwrap(lines.last)
        let words = final.split(separator: " ").map(String.init)
        XCTAssertEqual(words.dropFirst().first, "final", "\(c.script): \(final)")
        for word in c.final { XCTAssertTrue(words.contains(word), "\(c.script): \(word) in \(final)") }

        let trace = out.appendingPathComponent("\(c.script).csv")
        let replay = try SegueProcess.run(["run-script", recording.path, "--out", out.path, "--trace", trace.path])
        XCTAssertEqual(replay.status, 0, "\(c.script): \(replay.stderr)")
        XCTAssertTrue(replay.stdout.contains("final state: matches the recording"), "\(c.script): \(replay.stdout)")

        // How far open the transition got between the first finger and the third (sent back),
        // and between the third and the fourth (opened): 0 closed, 1 open.
        let rows = try traceRows(of: trace)
        func furthest(from start: Double, to end: Double) -> Double? {
            let values = rows.filter { ($0["time"] ?? 0) >= start && ($0["time"] ?? 0) < end }.compactMap {
                $0[c.column]
            }
            return c.grows ? values.max() : values.min()
        }
        let sentBack = try XCTUnwrap(furthest(from: downs[0], to: downs[2]), "\(c.script): \(c.column) never drawn")
        let opened = try XCTUnwrap(furthest(from: downs[2], to: downs[3]), "\(c.script): \(c.column) not drawn")
        // Within a point of open, or past it (a spring overshoots).
        let isOpen = { (value: Double) in c.grows ? value > c.open - 1 : value < c.open + 1 }
        XCTAssertFalse(isOpen(sentBack), "\(c.script): sent back before it opened, yet \(c.column) reached \(sentBack)")
        XCTAssertTrue(isOpen(opened), "\(c.script): opened, yet \(c.column) reached only \(opened)")
        print("\(c.script): sent back at \(c.column) \(sentBack), opened to \(opened); \(final)")
    }
}
