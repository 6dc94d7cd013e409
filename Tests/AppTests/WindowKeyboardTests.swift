import Foundation
import XCTest

/// Every transition by the keyboard alone in a real window (issue 30, part 1): Xvfb, `xdotool
/// key` and nothing else (Tests/Fixtures/record-keys.sh), recorded with `segue record`. The
/// recording holds only key presses; replayed with a trace, it shows each transition open and
/// close, then open again and be sent back 0.08 s in by a key, and it comes to rest where the
/// window did, focus included. The window's own pixels show the ring.
final class WindowKeyboardTests: XCTestCase {
    /// Seconds: the record's time of each key press the driver sent, by the key's script name.
    private struct Press {
        let time: Double
        let key: String
    }

    func testEveryTransitionOpensReversesAndClosesByKeysAloneInARealWindow() throws {
        let out = SegueProcess.temporaryDirectory("record-keys")
        let recording = out.appendingPathComponent("keys.txt")
        guard
            let live = try SegueProcess.recordLive(
                driver: "record-keys.sh", screen: "800x1000", into: recording, arguments: [out.path])
        else { return }
        XCTAssertEqual(live.status, 0, live.stderr)

        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        let words = lines.map { $0.split(separator: " ").map(String.init) }.filter { $0.count > 1 }
        XCTAssertEqual(words.filter { ["down", "up", "wheel", "cancel"].contains($0[1]) }.count, 0, "no button")
        let presses = words.filter { $0[1] == "key" && !$0[2].hasPrefix("left") }.map {
            Press(time: Double($0[0])!, key: $0[2])
        }
        XCTAssertEqual(
            presses.map(\.key),
            [
                "tab", "shift+tab", "tab", "enter", "escape", "enter", "escape", "ctrl+2", "tab", "enter", "escape",
                "enter", "escape", "tab", "enter", "escape", "enter", "escape", "ctrl+3", "tab", "enter", "escape",
                "enter", "escape", "ctrl+4", "tab", "enter", "tab", "enter", "enter", "escape", "ctrl+5", "tab",
                "enter", "alt+left", "enter", "alt+left", "tab", "tab", "enter", "tab", "tab", "enter", "back",
                "enter", "back", "alt+left",
            ])
        let final = try XCTUnwrap(lines.last)
        XCTAssertTrue(
            final.hasSuffix(
                " presented=none"
                    + " scroll=TableView:0:0,TodayScreen:0:0,InfoScreen:0:0,CollectionView:0:-107,InfoScreen:0:0"
                    + " stacks=1 focus=row.Photos"), final)
        XCTAssertTrue(final.contains(" final tab=settings "), final)

        // Replayed with a trace: each transition's moving part appears after the key that
        // opens it and is gone before the next key.
        let csv = out.appendingPathComponent("keys.csv")
        let replay = try SegueProcess.run(["run-script", recording.path, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertTrue(replay.stdout.contains("final state: matches the recording"), replay.stdout)
        let rows = try traceRows(of: csv)
        func showing(_ part: String, from: Double, to: Double) -> Bool {
            rows.contains { $0["\(part).y"] != nil && $0["time"]! >= from && $0["time"]! <= to }
        }
        // Each transition's part: it appears with the key that opens it, is there just before
        // the key that closes it, and is gone just before the next key (or at the end).
        let transitions: [(part: String, open: Int, close: Int)] = [
            ("page", 3, 4), ("sheet", 9, 10), ("player", 14, 15), ("detail-photo", 20, 21), ("pop", 26, 28),
            ("nav.back", 33, 34), ("nav.photo-row", 39, 46), ("nav.zoom-photo", 42, 43),
        ]
        for (part, open, close) in transitions {
            let opened = presses[open].time, closed = presses[close].time
            let next = close + 1 < presses.count ? presses[close + 1].time : rows.last!["time"]!
            XCTAssertTrue(showing(part, from: opened, to: opened + 0.05), "\(part) opens with \(presses[open].key)")
            XCTAssertTrue(showing(part, from: closed - 0.15, to: closed), "\(part) is open at \(presses[close].key)")
            XCTAssertFalse(showing(part, from: next - 0.15, to: next), "\(part) closed after \(presses[close].key)")
        }
        // Enter, then Esc 0.08 s later: the card flies a short way and back, never presented.
        XCTAssertTrue(showing("card", from: presses[5].time, to: presses[5].time + 0.05))
        XCTAssertFalse(showing("page", from: presses[6].time + 0.4, to: presses[7].time), "the card went back")
        // Every other transition, opened again and sent back 0.08 s in by the key that closes
        // it: what moves goes part of the way towards where it rests open (points), turns
        // round and comes back to where it started. Measured: 0.58 of the way (sheet), 0.51
        // (player), 0.33 (zoom), 0.68 (pop), 0.60 (push), 0.34 (Settings' zoom push).
        let reversals: [(column: String, open: Int, restsOpenAt: Double)] = [
            ("sheet.y", 11, 0), ("player.y", 16, 44), ("photo.width", 22, 390), ("pop.width", 29, 390),
            ("nav.top.x", 35, 0), ("photo.width", 44, 390),
        ]
        for (column, open, restsOpenAt) in reversals {
            let values = rows.filter {
                $0["time"]! >= presses[open].time && $0["time"]! <= presses[open + 1].time + 1.1
            }
            .compactMap { $0[column] }
            guard let start = values.first, let end = values.last else {
                XCTFail("\(column) does not move after \(presses[open].key) #\(open)")
                continue
            }
            let travelled = values.map { ($0 - start) / (restsOpenAt - start) }.max()!
            XCTAssertTrue((0.1...0.9).contains(travelled), "\(column) went \(travelled) of the way before turning")
            // The pop page shrinks on past its first size as it goes, so "back" is "no nearer open".
            let left = (end - start) / (restsOpenAt - start)
            XCTAssertLessThan(left, 0.02, "\(column) came back to where it started: \(start) → \(end)")
        }

        // Beside the card: the page's white under its shadow (247); on the tab bar: its frost.
        try assertRing(in: out.appendingPathComponent("ring-card.png"), at: (13, 300), outside: (9, 300))
        try assertRing(
            in: out.appendingPathComponent("ring-tab.png"), at: (313, 790), outside: (300, 790), over: [185, 190, 184])
    }

    /// The window's pixel at `at` is the ring's blue (#007AFF at 0.8) over `over`, within 8 of
    /// it; the one at `outside` is not blue.
    private func assertRing(
        in png: URL, at: (Int, Int), outside: (Int, Int), over: [Double] = [247, 247, 247]
    ) throws {
        func pixel(_ p: (Int, Int)) throws -> [Double] {
            let result = try SegueProcess.runTool([
                "/usr/bin/convert", png.path, "-format",
                "%[fx:int(255*p{\(p.0),\(p.1)}.r)] "
                    + "%[fx:int(255*p{\(p.0),\(p.1)}.g)] %[fx:int(255*p{\(p.0),\(p.1)}.b)]", "info:",
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout.split(separator: " ").compactMap { Double($0) }
        }
        let ring = try pixel(at), beside = try pixel(outside)
        XCTAssertEqual(ring.count, 3)
        let expected = zip([0.0, 122, 255], over).map { 0.8 * $0 + 0.2 * $1 }
        let distance = zip(ring, expected).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
        XCTAssertLessThan(distance, 8, "\(png.lastPathComponent) at \(at): \(ring), expected \(expected)")
        XCTAssertGreaterThan(
            beside.first ?? 0, 150, "\(png.lastPathComponent) at \(outside) is not the ring: \(beside)")
    }
}
