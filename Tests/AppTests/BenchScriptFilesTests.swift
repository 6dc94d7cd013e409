import Foundation
import XCTest

/// Issue 36: the demo's bench scripts are files, Resources/Bench/NAME.txt, which the bench
/// reads from the Resources folder it finds (as it finds the fonts), not Swift string literals:
/// an installed binary finds them as it finds the fonts, and an edited or added one needs no
/// rebuild.
final class BenchScriptFilesTests: XCTestCase {
    private let fm = FileManager.default

    /// A Resources folder of its own: the checkout's fonts and images, and a copy of its bench
    /// scripts with `extra` added.
    private func resources(adding extra: [String: String] = [:], withBench: Bool = true) throws -> URL {
        let folder = SegueProcess.temporaryDirectory("bench-resources").appendingPathComponent("Resources")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let checkout = SegueProcess.root.appendingPathComponent("Resources")
        for part in ["Fonts", "Images"] {
            try fm.createSymbolicLink(
                at: folder.appendingPathComponent(part), withDestinationURL: checkout.appendingPathComponent(part))
        }
        guard withBench else { return folder }
        try fm.copyItem(at: checkout.appendingPathComponent("Bench"), to: folder.appendingPathComponent("Bench"))
        for (name, text) in extra {
            try text.write(to: folder.appendingPathComponent("Bench/\(name).txt"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func scenarioNames(_ result: SegueProcess.Result) throws -> [String?] {
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        return try XCTUnwrap(json["scenarios"] as? [[String: Any]]).map { $0["name"] as? String }
    }

    func testAScriptAddedToTheFolderIsBenchedWithNoRebuild() throws {
        let folder = try resources(adding: ["transition-added": "scene pop\ntap 195 426\nwait 0.5\n"])
        let result = try SegueProcess.run(
            ["bench", "--resources", folder.path, "--frames", "10", "--scenario", "transition-added", "--json"],
            timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try scenarioNames(result), ["transition-added"])
    }

    func testEveryTransitionScriptIsAFile() throws {
        let names = try fm.contentsOfDirectory(atPath: SegueProcess.root.appendingPathComponent("Resources/Bench").path)
        for name in [
            "transition-card", "transition-card-pull", "transition-card-grab", "transition-sheet",
            "transition-sheet-drag", "transition-sheet-grab", "transition-zoom", "transition-zoom-drag",
            "transition-zoom-grab", "transition-pop", "transition-push", "transition-pop-swipe",
            "transition-push-grab", "transition-player", "transition-player-drag", "transition-player-grab",
            "scroll-photos", "scroll-today",
        ] {
            XCTAssertTrue(names.contains(name + ".txt"), name)
        }
    }

    func testAResourcesFolderWithoutTheScriptsIsNamed() throws {
        let folder = try resources(withBench: false)
        let result = try SegueProcess.run(["bench", "--resources", folder.path, "--frames", "10"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("no bench scripts (NAME.txt) in \(folder.appendingPathComponent("Bench").path)"),
            result.stderr)
    }

    /// A copy of the binary outside the checkout, run from another folder with nothing set,
    /// finds the scripts in the checkout it was built from, as it finds the fonts.
    func testAnInstalledBinaryFindsThem() throws {
        let bin = SegueProcess.temporaryDirectory("bench-installed").appendingPathComponent("bin")
        try fm.createDirectory(at: bin, withIntermediateDirectories: true)
        let installed = bin.appendingPathComponent("segue")
        try fm.copyItem(at: SegueProcess.executable, to: installed)
        let result = try SegueProcess.runTool(
            [installed.path, "bench", "--frames", "10", "--scenario", "transition-card-pull", "--json"],
            environment: ["SEGUE_RESOURCES": ""], directory: bin, timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try scenarioNames(result), ["transition-card-pull"])
        XCTAssertTrue(result.stdout.contains("\"drag_lag_frames\""), "its probe came with it: \(result.stdout)")
    }
}
