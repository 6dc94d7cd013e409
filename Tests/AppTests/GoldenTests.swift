import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// Renders every scenario (Tests/Scripts/Screenshots, found from the checkout) headlessly and
/// compares with the reviewed goldens in Tests/Goldens.
final class GoldenTests: XCTestCase {
    func testScreenshotsMatchGoldens() throws {
        let out = SegueProcess.temporaryDirectory("goldens")
        let goldens = SegueProcess.root.appendingPathComponent("Tests/Goldens").path
        // Every scenario at once: minutes on a busy 2-core machine, so more than the default 120 s.
        let result = try SegueProcess.run(["screenshot", "--out", out.path, "--check", goldens], timeout: 300)
        XCTAssertEqual(result.status, 0, "golden check failed:\n\(result.stderr)\n\(result.stdout)")
        XCTAssertTrue(result.stdout.contains("failed"), result.stdout)
        XCTAssertTrue(result.stdout.contains(" 0 failed"), result.stdout)
        // Every scenario file played: each of their shots and strips was checked.
        let folder = ScenarioFolder(url: SegueProcess.root.appendingPathComponent(ScenarioFolder.checkoutPath))
        let count = try folder.loadScenarios(scenes: SegueDemo.sceneNames).map {
            Set($0.steps.compactMap(\.command.pictureName)).count
        }
        .reduce(0, +)
        XCTAssertTrue(result.stdout.contains("golden check: \(count) passed, 0 failed"), result.stdout)
        for name in ["home", "kitchen-sink", "photos", "tab-switch-photos"] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: out.appendingPathComponent(name + ".png").path),
                "\(name).png was not written")
        }
    }

    func testAChangedGoldenFailsWithADiffImage() throws {
        let goldens = SegueProcess.temporaryDirectory("bad-goldens")
        let source = SegueProcess.root.appendingPathComponent("Tests/Goldens/home.png")
        // Another scenario's picture under home's name must not pass.
        try FileManager.default.copyItem(
            at: SegueProcess.root.appendingPathComponent("Tests/Goldens/photos.png"),
            to: goldens.appendingPathComponent("home.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: source.path))
        let out = SegueProcess.temporaryDirectory("bad-goldens-out")
        let script = out.appendingPathComponent("home.txt")
        try "scene home\nshot home\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(["run-script", script.path, "--out", out.path, "--check", goldens.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("home.png:"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("home.diff.png").path))
    }
}
