import Foundation
import Motion
import XCTest

/// Reduce Motion in the demo (issue 30, part 3), read off `run-script --trace` rows: with it
/// on, the push and Show Sheet fade in where they rest (no sideways or upward motion, alpha on
/// the fade's ease-in-out), Esc mid-fade turns the fade round, and what the pointer drives (a
/// back swipe, the sheet dragged down) still follows it 1:1 and settles without overshoot.
/// GSettings runs on its keyfile backend in a temporary XDG_CONFIG_HOME, so the machine's
/// settings are never touched (scripts follow only the flag and SEGUE_REDUCE_MOTION anyway).
final class ReducedMotionTraceTests: XCTestCase {
    private func trace(of script: String, arguments: [String] = [], environment: [String: String] = [:]) throws
        -> [[String: Double]]
    {
        let out = SegueProcess.temporaryDirectory("reduced-motion-trace")
        let csv = out.appendingPathComponent("trace.csv")
        let path = SegueProcess.root.appendingPathComponent("Tests/Scripts/ReducedMotion/\(script)").path
        var env = ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": out.path, "SEGUE_REDUCE_MOTION": ""]
        for (k, v) in environment { env[k] = v }
        let result = try SegueProcess.run(
            ["run-script", path, "--out", out.path, "--trace", csv.path] + arguments, environment: env)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try traceRows(of: csv)
    }

    /// The fade's alpha on its n-th frame of 18 (0.3 s at 60 Hz), as the trace rounds it.
    private func fadeAlpha(_ frame: Int) -> Double {
        (TimingCurve.easeInOut.value(at: Double(frame) / 18) * 1000).rounded() / 1000
    }

    func testAPushFadesInPlaceEscTurnsItRoundAndTheBackSwipeStillSlides() throws {
        let rows = try trace(of: "push-fade-swipe.txt", arguments: ["--reduce-motion"])
        let press = try XCTUnwrap(rows.firstIndex { $0["pointer.down"] == 1 && $0["pointer.x"] == 3 })
        XCTAssertFalse(rows[..<press].contains { $0["nav.top.x"] != nil }, "no slide before the swipe")

        // Both pushes: the page at x 0 on every frame, still, only its alpha changing.
        let fading = rows[..<press].filter { $0["fade.alpha"] != nil }
        XCTAssertEqual(fading.count, 17 + 17)
        for row in fading {
            XCTAssertEqual(row["fade.x"], 0, "frame \(row["frame"]!)")
            XCTAssertEqual(row["fade.vx"], 0, "frame \(row["frame"]!)")
        }
        // The first fades in for 9 frames, Esc turns it round at 0.5, and it fades out along
        // the same curve; the second runs its 17 frames to the end.
        let first = (1...9).map(fadeAlpha) + (1...8).reversed().map(fadeAlpha)
        let second = (1...17).map(fadeAlpha)
        XCTAssertEqual(fading.map { $0["fade.alpha"]! }, first + second)
        XCTAssertEqual(first[8], 0.5)
        // The bar's titles fade where they rest too: General's title stays at x 163.
        XCTAssertEqual(Set(fading.map { $0["nav.title.x"]! }), [163])
        XCTAssertEqual(fading.map { $0["nav.title.alpha"]! }, first + second)

        // The back swipe: the page's left edge 3 pt left of the pointer, on every held frame.
        let held = rows[press...].prefix { $0["pointer.down"] == 1 }.dropFirst()
        XCTAssertEqual(held.count, 4)
        for row in held {
            XCTAssertEqual(row["nav.top.x"]!, row["pointer.x"]! - 3, accuracy: 1e-9, "frame \(row["frame"]!)")
            XCTAssertEqual(row["nav.top.alpha"], 1)
        }
        // Let go at 120 pt moving 1800 pt/s, it slides off without turning, on at the hand's pace
        // (32.64 pt in the first frame: 1.09 of the pointer's 30), and lands on the frame its
        // spring comes within the driver's half point of 390 (the last frame drawn before it is
        // 0.51 pt short, the 26th).
        let after = rows[(press + held.count + 1)...].compactMap { $0["nav.top.x"] }
        XCTAssertEqual(after.first ?? 0, 152.639, accuracy: 0.001)
        XCTAssertEqual(after, after.sorted())
        XCTAssertEqual(after.count, 26)
        XCTAssertEqual(after.last ?? 0, 389.49, accuracy: 0.001)
        XCTAssertEqual(rows.last?["nav.title.x"], 160.5, "back on Settings")
    }

    func testTheSheetFadesInAndADragStillFollowsAndSettlesWithoutOvershoot() throws {
        let rows = try trace(of: "sheet-fade-drag.txt", environment: ["SEGUE_REDUCE_MOTION": "1"])
        let press = try XCTUnwrap(rows.firstIndex { $0["pointer.down"] == 1 && $0["pointer.y"] == 350 })
        // Show Sheet: the sheet fades in at rest (its view's y 0: its top edge at 338 pt).
        let fading = rows[..<press].filter { ($0["sheet.alpha"] ?? 1) < 1 }
        XCTAssertEqual(fading.map { $0["sheet.alpha"]! }, (1...17).map(fadeAlpha))
        XCTAssertEqual(Set(rows[..<press].compactMap { $0["sheet.y"] }), [0], "no rise")
        XCTAssertEqual(Set(rows[..<press].compactMap { $0["sheet.vy"] }), [0])

        // Dragged down 10 pt a frame: the sheet follows the pointer 1:1.
        let held = rows[press...].prefix { $0["pointer.down"] == 1 }.dropFirst()
        XCTAssertEqual(held.count, 11)
        for row in held {
            XCTAssertEqual(row["sheet.y"]!, row["pointer.y"]! - 350, accuracy: 1e-9, "frame \(row["frame"]!)")
        }
        // Let go at 120 pt moving down 600 pt/s, in the frame of its last move: that frame draws
        // the move, then the hand-off slows it at 15 times its speed, so it goes on 8.81 pt in
        // the next (0.88 of the pointer's 10), turns 25.6 pt further down, then goes back up
        // without passing its resting place.
        let release = press + held.count + 1
        let back = rows[release...].prefix { $0["pointer.down"] == 0 }.compactMap { $0["sheet.y"] }
        XCTAssertEqual(back.first ?? 0, 120, accuracy: 1e-9)
        XCTAssertEqual(back.dropFirst().first ?? 0, 128.806, accuracy: 0.001)
        let deepest = try XCTUnwrap(back.indices.max { back[$0] < back[$1] })
        XCTAssertEqual(back[deepest], 145.567, accuracy: 0.001)
        XCTAssertEqual(Array(back[deepest...]), back[deepest...].sorted(by: >), "up without turning again")
        XCTAssertEqual(back.min(), 0, "never above its resting place")

        // Dragged down again at 30 pt a frame and let go, it leaves.
        XCTAssertNil(rows.last?["sheet.y"], "dismissed")
    }

    /// A recording made with motion reduced says so in its header, and replays so; the flag
    /// still wins.
    func testARecordingsHeaderCarriesReducedMotionToItsReplay() throws {
        let replayed = try trace(of: "recorded-push.txt")
        let fading = replayed.compactMap { $0["fade.alpha"] }
        XCTAssertEqual(fading.count, 18)
        XCTAssertEqual(fading, fading.sorted())
        XCTAssertEqual(Set(replayed.compactMap { $0["fade.x"] }), [0])
        XCTAssertFalse(replayed.contains { $0["nav.top.x"] != nil })

        let full = try trace(of: "recorded-push.txt", arguments: ["--no-reduce-motion"])
        XCTAssertFalse(full.contains { $0["fade.alpha"] != nil })
        XCTAssertTrue(full.contains { ($0["nav.top.x"] ?? 0) > 0 }, "the slide")

        let bad = SegueProcess.root.appendingPathComponent("Tests/Scripts/ReducedMotion/bad-header.txt").path
        let result = try SegueProcess.run(["run-script", bad, "--out", SegueProcess.temporaryDirectory("bad").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.contains("bad-header.txt:2: the header's reduce-motion must be 1 or 0, found 'yes'"),
            result.stderr)
    }

    /// The mini player dragged up from its bar (Tests/Scripts/player-follow-escape.txt) is a
    /// presentation a drag drives: with motion reduced it still rises under the pointer 1:1,
    /// its top edge 28 pt above it, and Esc sends it down into the bar without turning.
    func testTheMiniPlayerDraggedUpStillFollowsThePointer() throws {
        let out = SegueProcess.temporaryDirectory("reduced-motion-player")
        let csv = out.appendingPathComponent("trace.csv")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/player-follow-escape.txt").path
        let result = try SegueProcess.run(
            ["run-script", script, "--out", out.path, "--trace", csv.path, "--reduce-motion"],
            environment: ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try traceRows(of: csv)
        let escape = try XCTUnwrap(rows.firstIndex { $0["pointer.down"] == 1 && $0["pointer.y"] == 325 }) + 1
        let held = rows[..<escape].filter { $0["pointer.down"] == 1 && ($0["pointer.y"] ?? 0) < 725 }
        XCTAssertEqual(held.count, 20)
        for row in held {
            XCTAssertEqual(row["player.y"]!, row["pointer.y"]! - 28, accuracy: 1e-9, "frame \(row["frame"]!)")
        }
        let tops = rows[escape...].compactMap { $0["player.y"] }
        XCTAssertEqual(tops.first ?? 0, 297, accuracy: 1e-9, "no jump at Esc")
        XCTAssertEqual(tops, tops.sorted(), "down without turning")
        XCTAssertEqual(tops.last ?? 0, 697, accuracy: 1)
    }

    /// The card opened by a click fades in, and its pull-down still works: the pull
    /// (Tests/Scripts/Releases/card-pull.txt) shrinks the page under the pointer over the
    /// blurred, dimmed list, and the release fades the page and that backdrop out together,
    /// with no frame where the backdrop vanishes at once.
    func testTheCardFadedOpenStillPullsDownAndFadesOutWithItsBackdrop() throws {
        let out = SegueProcess.temporaryDirectory("reduced-motion-card")
        let csv = out.appendingPathComponent("trace.csv")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/Releases/card-pull.txt").path
        let result = try SegueProcess.run(
            ["run-script", script, "--out", out.path, "--trace", csv.path, "--reduce-motion"],
            environment: ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try traceRows(of: csv)
        let pulled = rows.filter { $0["pointer.down"] == 1 && ($0["pull.y"] ?? 0) > 0 }
        XCTAssertEqual(pulled.map { $0["pull.y"]! }, [23.41, 34.935, 46.342, 57.634], "the page pulled down")
        let release = try XCTUnwrap(rows.firstIndex { $0["fade.alpha"] != nil && $0["pull.alpha"] == 1 })
        let fading = rows[release...].prefix { $0["fade.alpha"] != nil }
        XCTAssertEqual(fading.count, 18)
        for row in fading {
            XCTAssertEqual(row["blur.alpha"], row["fade.alpha"], "frame \(row["frame"]!)")
            XCTAssertEqual(row["dim.alpha"]!, row["fade.alpha"]! / 2, accuracy: 0.001, "frame \(row["frame"]!)")
        }
        XCTAssertEqual(fading.last?["fade.alpha"], 0.006)
        XCTAssertNil(rows[release + fading.count]["dim.alpha"], "gone once the page is")
    }
}
