import Foundation
import XCTest

/// One pixel pipeline: a real window under Xvfb shows exactly the pixels the headless canvas
/// draws for the same click, whichever way its frames reach the screen, at 1× and 2×, and
/// whether either composites on one thread or several (`--threads`).
final class WindowPixelTests: XCTestCase {
    /// - Parameter threads: the window's and the headless run's `--threads`; nil for the default.
    private func assertWindowMatchesHeadless(
        renderer: String, scale: Int, threads: (window: Int, headless: Int)? = nil
    ) throws {
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
            ] + (threads.map { ["\($0.window)"] } ?? []), environment: SegueProcess.mesaPreload, timeout: 180)
        XCTAssertEqual(live.status, 0, live.stderr)
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/card-click-rest.txt").path
        let headless = try SegueProcess.run(
            ["run-script", script, "--scale", "\(scale)", "--out", out.path]
                + (threads.map { ["--threads", "\($0.headless)"] } ?? []))
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

    /// The window on one thread, the headless shot on two.
    func testTheSoftwarePresenterShowsTheHeadlessPixelsAt2x() throws {
        try assertWindowMatchesHeadless(renderer: "software", scale: 2, threads: (window: 1, headless: 2))
    }

    func testAutoShowsTheHeadlessPixelsAt1x() throws { try assertWindowMatchesHeadless(renderer: "auto", scale: 1) }

    /// The window on two threads, the headless shot on one.
    func testAutoShowsTheHeadlessPixelsAt2x() throws {
        try assertWindowMatchesHeadless(renderer: "auto", scale: 2, threads: (window: 2, headless: 1))
    }

    /// The GPU's texture path, forced over Mesa's llvmpipe: a copy 1:1 with no blending.
    func testTheTexturePresenterShowsTheHeadlessPixelsAt2x() throws {
        try assertWindowMatchesHeadless(renderer: "gpu", scale: 2)
    }
}
