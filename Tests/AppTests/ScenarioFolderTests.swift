import Foundation
import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// The screenshot scenarios as data (issue 11): which files are scenarios, where the folder is
/// found, and the errors that name the file and the line. `ScreenshotScenarioCommandTests` runs
/// the command itself.
final class ScenarioFolderTests: XCTestCase {
    private let checkoutFolder = SegueProcess.root.appendingPathComponent(ScenarioFolder.checkoutPath)

    /// A fresh folder holding `files` (name → text).
    private func folder(_ name: String, _ files: [String: String]) throws -> URL {
        let url = SegueProcess.temporaryDirectory("scenario-folder-\(name)")
        for (file, text) in files {
            try text.write(to: url.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return url
    }

    private func parseError(
        _ body: () throws -> Void, file: StaticString = #filePath,
        line: UInt = #line
    ) -> InputScript.ParseError? {
        do {
            try body()
            XCTFail("expected a ParseError", file: file, line: line)
        } catch let error as InputScript.ParseError {
            return error
        } catch {
            XCTFail("expected a ParseError, got \(error)", file: file, line: line)
        }
        return nil
    }

    // MARK: - The checkout's scenarios

    func testTheCheckoutsScenariosAreEveryTxtFileInTheirFolderInNameOrder() throws {
        let files = try ScenarioFolder(url: checkoutFolder).scriptFiles()
        let listed = try FileManager.default.contentsOfDirectory(atPath: checkoutFolder.path)
            .filter { $0.hasSuffix(".txt") }.sorted()
        XCTAssertEqual(files.map(\.lastPathComponent), listed)
        for name in ["home.txt", "card-open.txt", "sheet-handoff.txt", "zoom-grab-strip.txt", "pop-present.txt"] {
            XCTAssertTrue(listed.contains(name), name)
        }
    }

    /// The last place looked in is the checkout the tools were built from, found from the
    /// source file's own path: it must be the repository's root, wherever the file moves.
    func testTheBuiltCheckoutIsTheRepositorysRoot() throws {
        let checkout = try XCTUnwrap(ScenarioFolder.SearchPlaces.ofThisProcess.builtCheckout)
        let root = URL(fileURLWithPath: checkout, isDirectory: true)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path), checkout)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent(ScenarioFolder.checkoutPath).path),
            checkout)
        XCTAssertEqual(
            root.standardizedFileURL.path, checkoutFolder.standardizedFileURL.path.components(separatedBy: "/Tests/")[0]
        )
    }

    /// The other scripts in Tests/Scripts are fixtures (recordings, scripts that must fail,
    /// reproducers) and must never be played as screenshots.
    func testTheFixturesBesideTheFolderAreNotScenarios() throws {
        let files = try ScenarioFolder(url: checkoutFolder).scriptFiles()
        XCTAssertTrue(files.allSatisfy { $0.deletingLastPathComponent().lastPathComponent == "Screenshots" })
        let fixtures = [
            "recorded-session.txt", "final-mismatch.txt", "header-older.txt", "video-short.txt",
            "frame-timing.txt", "smoke.txt", "repro-20261124-separators.txt",
        ]
        for fixture in fixtures {
            XCTAssertFalse(files.map(\.lastPathComponent).contains(fixture), fixture)
        }
    }

    /// Every golden is some scenario's shot and every shot has its golden: a scenario file
    /// deleted, renamed away or added without its golden shows here before the picture test.
    func testTheScenariosWriteExactlyTheGoldens() throws {
        let scripts = try ScenarioFolder(url: checkoutFolder).loadScenarios(scenes: SegueDemo.sceneNames)
        let pictures = Set(scripts.flatMap { $0.steps.compactMap(\.command.pictureName) })
        let goldens = SegueProcess.root.appendingPathComponent("Tests/Goldens")
        let stored = try FileManager.default.contentsOfDirectory(atPath: goldens.path)
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
        XCTAssertEqual(pictures, Set(stored))
        XCTAssertTrue(scripts.allSatisfy { $0.sourceName.hasPrefix(checkoutFolder.path + "/") })
    }

    // MARK: - Which files are scenarios

    func testOnlyVisibleTxtFilesArePlayedAndInNameOrder() throws {
        let url = try folder(
            "mixed",
            [
                "b.txt": "scene home\nshot b\n", "a.txt": "scene photos\nshot a\n", "README.md": "not a script\n",
                ".b.txt.swp": "junk", ".hidden.txt": "junk", "notes": "junk",
            ])
        let files = try ScenarioFolder(url: url).scriptFiles()
        XCTAssertEqual(files.map(\.lastPathComponent), ["a.txt", "b.txt"])
        let scripts = try ScenarioFolder(url: url).loadScenarios(scenes: SegueDemo.sceneNames)
        XCTAssertEqual(scripts.map(\.scene), ["photos", "home"])
        XCTAssertEqual(scripts.map(\.sourceName), files.map(\.path))
    }

    func testAFolderWithoutScenariosIsAnErrorNamingIt() throws {
        let url = try folder("empty", ["README.md": "nothing to play\n"])
        let error = parseError { _ = try ScenarioFolder(url: url).scriptFiles() }
        XCTAssertEqual(error?.file, url.path)
        XCTAssertEqual(error?.line, 0)
        XCTAssertEqual(
            error?.message,
            "holds no scenario scripts (NAME.txt); \(CommandLine.programName) screenshot plays every one in the folder")
        // The message names the running program: `segue screenshot` says "segue".
        let run = try SegueProcess.run([
            "screenshot", "--out", url.appendingPathComponent("out").path, "--scenarios", url.path,
        ])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.contains("holds no scenario scripts (NAME.txt); segue screenshot plays every one in the folder"),
            run.stderr)
    }

    func testAMalformedScenarioNamesItsFileAndLine() throws {
        let url = try folder(
            "malformed",
            [
                "a.txt": "scene home\nshot a\n", "b.txt": "scene home\nwait 0.1\ntap 10\n",
            ])
        let error = parseError { _ = try ScenarioFolder(url: url).loadScenarios(scenes: SegueDemo.sceneNames) }
        let bad = url.appendingPathComponent("b.txt").path
        XCTAssertEqual(error?.description, bad + ":3: expected tap's y (points), found the end of the line")
    }

    func testTwoScenariosWritingOnePictureAreAnErrorNamingBoth() throws {
        let url = try folder(
            "shared-shot",
            [
                "a.txt": "scene home\nstrip s\nwait 0.1\nstrip s\n", "b.txt": "scene sheet\nwait 0.1\nshot s\n",
            ])
        let error = parseError { _ = try ScenarioFolder(url: url).loadScenarios(scenes: SegueDemo.sceneNames) }
        let (a, b) = (url.appendingPathComponent("a.txt").path, url.appendingPathComponent("b.txt").path)
        XCTAssertEqual(
            error?.description,
            "\(b):3: s.png is also written by \(a); "
                + "give each scenario's shots and strips names of their own")
    }

    // MARK: - Finding the folder

    /// A made-up checkout with its scenario folder, and the places `locate` would search.
    private func places(
        executable: String, currentDirectory: String = "/nonexistent-cwd",
        environment: [String: String] = [:]
    ) -> ScenarioFolder.SearchPlaces {
        ScenarioFolder.SearchPlaces(
            environment: environment, executable: executable,
            currentDirectory: currentDirectory, builtCheckout: nil)
    }

    private func checkout(_ name: String) throws -> URL {
        let root = SegueProcess.temporaryDirectory("scenario-checkout-\(name)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(ScenarioFolder.checkoutPath),
            withIntermediateDirectories: true)
        return root
    }

    func testTheFolderIsFoundAboveTheExecutableThenUnderTheCurrentDirectory() throws {
        let root = try checkout("above")
        let scenarios = root.appendingPathComponent(ScenarioFolder.checkoutPath).path
        let built = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/segue").path
        XCTAssertEqual(try ScenarioFolder.locate(explicit: nil, in: places(executable: built)).url.path, scenarios)
        let elsewhere = places(executable: "/nonexistent/bin/segue", currentDirectory: root.path)
        XCTAssertEqual(try ScenarioFolder.locate(explicit: nil, in: elsewhere).url.path, scenarios)
    }

    func testTheEnvironmentComesBeforeTheSearchAndTheOptionBeforeBoth() throws {
        let root = try checkout("environment")
        let other = try folder("environment-other", ["x.txt": "scene home\n"])
        let explicit = try folder("environment-explicit", ["y.txt": "scene home\n"])
        let built = root.appendingPathComponent(".build/debug/segue").path
        let named = places(executable: built, environment: [ScenarioFolder.environmentVariable: other.path])
        XCTAssertEqual(try ScenarioFolder.locate(explicit: nil, in: named).url.path, other.path)
        XCTAssertEqual(try ScenarioFolder.locate(explicit: explicit.path, in: named).url.path, explicit.path)
    }

    /// Issue 29, item 7: an app built inside Segue's checkout (the outside package's CurtainApp)
    /// found the demo's scenarios and failed on "unknown scene 'kitchen-sink'". Found by
    /// searching, another app's scenarios are named as such, with the app's scenes and the way
    /// out; named with --scenarios, a scene the app lacks is still a line's error.
    func testAnotherAppsScenariosFoundBySearchingAreNamedAsSuch() throws {
        let built = SegueProcess.root.appendingPathComponent(".build-outside/debug/CurtainApp").path
        let folder = try ScenarioFolder.locate(explicit: nil, in: places(executable: built))
        let error = parseError { _ = try folder.loadScenarios(scenes: SceneNames(["home"]), app: "CurtainApp") }
        XCTAssertEqual(
            error?.description,
            "\(SegueProcess.root.path)/Tests/Scripts/Screenshots: holds another app's screenshot scenarios: "
                + "kitchen-sink.txt starts in a scene CurtainApp does not have (CurtainApp's scenes: home). Give "
                + "CurtainApp's own with --scenarios DIR or $SEGUE_SCENARIOS, a folder of scenario scripts, one NAME.txt each"
        )
        let named = try ScenarioFolder.locate(explicit: folder.url.path, in: places(executable: built))
        let lineError = parseError { _ = try named.loadScenarios(scenes: SceneNames(["home"]), app: "CurtainApp") }
        XCTAssertEqual(lineError?.line, 2, "named on the command line, the scene line (after a comment) is the error")
    }

    func testAFolderFoundNowhereListsWhereItLookedAndTheWayOut() throws {
        let error = parseError {
            _ = try ScenarioFolder.locate(explicit: nil, in: places(executable: "/nonexistent/a/b/segue"))
        }
        XCTAssertEqual(error?.file, ScenarioFolder.checkoutPath)
        let message = error?.message ?? ""
        for part in [
            "/nonexistent/a/b/Tests/Scripts/Screenshots", "/nonexistent-cwd/Tests/Scripts/Screenshots",
            "--scenarios DIR", "SEGUE_SCENARIOS",
        ] {
            XCTAssertTrue(message.contains(part), "should name \(part): \(message)")
        }
    }

    func testAGivenFolderThatIsMissingOrAFileIsNamed() throws {
        let missing = parseError { _ = try ScenarioFolder.locate(explicit: "/nonexistent/scenarios") }
        XCTAssertEqual(
            missing?.description,
            "/nonexistent/scenarios: no such folder; --scenarios names a folder "
                + "of scenario scripts, one NAME.txt each, such as Tests/Scripts/Screenshots")
        let file = checkoutFolder.appendingPathComponent("home.txt").path
        let notAFolder = parseError { _ = try ScenarioFolder.locate(explicit: file) }
        XCTAssertEqual(notAFolder?.file, file)
        XCTAssertTrue(
            notAFolder?.message.hasPrefix("is a file, not a folder") ?? false,
            String(describing: notAFolder))
    }
}
