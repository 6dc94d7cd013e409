import Foundation
import XCTest

/// The photo detail's pinch, pan and pinch-dismiss by finger events alone in a real window
/// under Xvfb (which has no touch device; `segue record --finger-script` pushes the SDL finger
/// events into SDL's queue). The recording holds only fingers, ends with nothing presented and
/// replays headlessly to the same rest; the replay's trace shows the zoom, the pan and the
/// dismissal.
final class WindowPinchTests: XCTestCase {
    func testThePhotoZoomsPansAndIsPinchedAwayByFingersAlone() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run") else {
            return XCTFail("/usr/bin/xvfb-run is missing: scripts/test installs the xvfb package")
        }
        let out = SegueProcess.temporaryDirectory("fingers-pinch")
        let recording = out.appendingPathComponent("pinch.txt")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/Fingers/pinch.txt").path
        let live = try SegueProcess.runTool(
            [
                "xvfb-run", "-a", "-s", "-screen 0 800x1000x24", SegueProcess.executable.path, "record",
                recording.path, "--scene", "photos", "--finger-script", script,
            ], environment: SegueProcess.mesaPreload, timeout: 180)
        XCTAssertEqual(live.status, 0, live.stderr)

        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        let commands = lines.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
        XCTAssertFalse(commands.contains("down") || commands.contains("up"), "no click, fingers only")
        XCTAssertEqual(lines.filter { $0.contains(" finger down 2 ") }.count, 3, "three pinches")
        let final = try XCTUnwrap(lines.last).split(separator: " ").map(String.init)
        XCTAssertEqual(final.dropFirst().first, "final")
        for word in ["tab=photos", "presented=none"] { XCTAssertTrue(final.contains(word), "\(word) in \(final)") }

        let trace = out.appendingPathComponent("pinch.csv")
        let replay = try SegueProcess.run(["run-script", recording.path, "--out", out.path, "--trace", trace.path])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertTrue(replay.stdout.contains("final state: matches the recording"), replay.stdout)
        let rows = try traceRows(of: trace)
        let widths = rows.compactMap { $0["detail-photo.width"] }
        XCTAssertGreaterThanOrEqual(widths.max() ?? 0, 390 * 2.6 - 0.01, "zoomed to 2.6× and more as it coasted")
        XCTAssertLessThanOrEqual(widths.max() ?? 0, 390 * 4 + 0.01)
        XCTAssertLessThan(widths.min() ?? 390, 390 * 0.6, "pinched in under 0.6× before it went")
        let xs = rows.compactMap { $0["detail-photo.x"] }
        XCTAssertGreaterThan(Set(xs.map { Int($0) }).count, 20, "the zoomed photo moved under the pan")
        XCTAssertNil(rows.last?["detail-photo.width"], "the detail is gone")
        XCTAssertNil(rows.last?["photo.width"], "the copy landed in its cell")
    }
}
