import Foundation
import SegueScript
import SegueTesting
import XCTest

/// Issue 29: failed shots are kept in a folder of this test run's own, not one every run shares.
final class GoldenFailureFolderTests: XCTestCase {
    func testFailuresGoToAFolderOfThisRun() {
        // Compared as paths: a URL to a folder ends in "/" only when the folder exists, which
        // this one does only after a failure (the test once failed on a machine that had none).
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("segue-golden-failures")
        XCTAssertEqual(
            failureDirectory.deletingLastPathComponent().standardizedFileURL.path, parent.standardizedFileURL.path)
        XCTAssertTrue(
            failureDirectory.lastPathComponent.hasSuffix("-\(ProcessInfo.processInfo.processIdentifier)"),
            failureDirectory.path)
        // The run's start, to the second (ISO 8601 without colons), before the process id.
        XCTAssertEqual(failureDirectory.lastPathComponent.split(separator: "-").first?.count, 4, "the year")
    }
}

/// Issue 36: a golden failure named the diff in the session's folder, which the documented
/// teardown removes; it names the copy kept in `failureDirectory` instead.
final class GoldenFailureMessageTests: XCTestCase {
    func testAMismatchNamesTheDiffThatIsKept() throws {
        let temporary = FileManager.default.temporaryDirectory
        let (out, goldens) = (
            temporary.appendingPathComponent("golden-failure-\(UUID())"),
            temporary.appendingPathComponent("golden-failure-goldens-\(UUID())")
        )
        defer { for folder in [out, goldens] { try? FileManager.default.removeItem(at: folder) } }
        let session = try HeadlessSession(
            resources: ExamplePlayer.root.appendingPathComponent("Resources"), outputDirectory: out
        ) { _ in
            let root = ViewController()
            root.view.backgroundColor = .white
            return root
        }
        let name = "kept-diff-\(UUID().uuidString.prefix(8))"
        try session.play(text: "shot \(name)\n", name: "kept.txt")
        // The golden: the shot with one pixel turned black.
        let pixels = try ImageLoader(session: session.session).loadBitmap(try XCTUnwrap(session.shot(named: name)).path)
        pixels.pixels.replaceSubrange(0..<3, with: [0, 0, 0])
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try writePNG(pixels, to: goldens.appendingPathComponent("\(name).png").path)

        let outcome = try checkGoldenKeepingFailures(session, name, in: goldens, tolerance: 24, recording: false)
        try FileManager.default.removeItem(at: out)  // as a test's teardown does
        guard case let .mismatched(message) = outcome else { return XCTFail("expected a mismatch, got \(outcome)") }
        let keptDiff = failureDirectory.appendingPathComponent("\(name).diff.png")
        let keptShot = failureDirectory.appendingPathComponent("\(name).png")
        XCTAssertTrue(message.contains("; diff at \(keptDiff.path)"), message)
        XCTAssertTrue(message.hasSuffix("; the shot is kept at \(keptShot.path)"), message)
        XCTAssertFalse(message.contains(out.path), "names nothing in the session's folder: \(message)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: keptDiff.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: keptShot.path))
        for kept in [keptDiff, keptShot] { try? FileManager.default.removeItem(at: kept) }
    }
}
