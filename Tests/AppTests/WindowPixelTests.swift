import Foundation
import XCTest

/// One pixel pipeline: a real window under Xvfb shows exactly the pixels the headless canvas
/// draws for the same click, whichever way its frames reach the screen and at 1× and 2×.
final class WindowPixelTests: XCTestCase {
    private func assertWindowMatchesHeadless(renderer: String, scale: Int) throws {
        for tool in ["/usr/bin/xvfb-run", "/usr/bin/xdotool", "/usr/bin/import"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            return XCTFail("\(tool) is missing: scripts/test installs xvfb, xdotool and imagemagick")
        }
        let out = SegueProcess.temporaryDirectory("window-pixels-\(renderer)-\(scale)")
        let windowShot = out.appendingPathComponent("window.png")
        let driver = SegueProcess.root.appendingPathComponent("Tests/Fixtures/window-pixels.sh").path
        let live = try SegueProcess.runTool(
            [
                "xvfb-run", "-a", "-s", "-screen 0 1000x1800x24", "bash", driver, SegueProcess.executable.path,
                out.appendingPathComponent("session.txt").path, renderer, "\(scale)", windowShot.path,
            ], environment: SegueProcess.mesaPreload, timeout: 180)
        XCTAssertEqual(live.status, 0, live.stderr)
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/card-click-rest.txt").path
        let headless = try SegueProcess.run(["run-script", script, "--scale", "\(scale)", "--out", out.path])
        XCTAssertEqual(headless.status, 0, headless.stderr)
        let compare = try SegueProcess.runTool(
            [
                "compare", "-metric", "AE", windowShot.path, out.appendingPathComponent("card-click-rest.png").path,
                out.appendingPathComponent("difference.png").path,
            ], timeout: 60)
        // `compare` prints the count of differing pixels on stderr.
        XCTAssertEqual(
            compare.stderr.trimmingCharacters(in: .whitespacesAndNewlines), "0",
            "\(renderer) at \(scale)×: pixels differ from the headless shot; see \(out.path)")
    }

    func testTheSoftwarePresenterShowsTheHeadlessPixelsAt1x() throws {
        try assertWindowMatchesHeadless(renderer: "software", scale: 1)
    }

    func testTheSoftwarePresenterShowsTheHeadlessPixelsAt2x() throws {
        try assertWindowMatchesHeadless(renderer: "software", scale: 2)
    }

    func testAutoShowsTheHeadlessPixelsAt1x() throws { try assertWindowMatchesHeadless(renderer: "auto", scale: 1) }

    func testAutoShowsTheHeadlessPixelsAt2x() throws { try assertWindowMatchesHeadless(renderer: "auto", scale: 2) }

    /// The GPU's texture path, forced over Mesa's llvmpipe: a copy 1:1 with no blending.
    func testTheTexturePresenterShowsTheHeadlessPixelsAt2x() throws {
        try assertWindowMatchesHeadless(renderer: "gpu", scale: 2)
    }
}
