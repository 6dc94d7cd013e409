import XCTest

/// Plays a script in a real SDL window under Xvfb and checks the app exits cleanly.
final class WindowSmokeTests: XCTestCase {
    func testScriptPlaysInARealWindowUnderXvfb() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run") else {
            return XCTFail("xvfb-run is missing: scripts/test installs the xvfb package")
        }
        let out = SegueProcess.temporaryDirectory("smoke")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/smoke.txt").path
        let result = try SegueProcess.run(
            ["run-script", script, "--window", "--renderer", "software", "--out", out.path],
            launcher: ["xvfb-run", "-a", "-s", "-screen 0 1024x1024x24"],
            environment: ["SDL_VIDEODRIVER": "x11"].merging(SegueProcess.mesaPreload) { $1 })
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("in a real window"), result.stdout)
        for shot in ["smoke-home", "smoke-today"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(shot + ".png").path))
        }
    }
}
