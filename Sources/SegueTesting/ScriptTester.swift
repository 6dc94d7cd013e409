import Foundation
import SegueScript
import XCTest

/// XCTest assertions over `HeadlessSession`: one call plays a script, one asserts a golden.
///
///     let session = try HeadlessSession(resources: resources, outputDirectory: folder) { _ in HomeController() }
///     try session.play(file: "Tests/Scripts/curtain.txt")
///     assertGolden(session, "curtain-shown", in: goldens)
///
/// A failure names the pixels that differ, and keeps the shot and its diff image in
/// `failureDirectory` to be looked at.
func assertGolden(
    _ session: HeadlessSession, _ name: String, in goldens: URL, tolerance: Double = 24,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        guard let mismatch = try session.goldenMismatch(name, goldens: goldens, tolerance: tolerance) else { return }
        let kept = keepFailure(session.shot(named: name))
        XCTFail("\(mismatch)\(kept.map { "; the shot is kept at \($0.path)" } ?? "")", file: file, line: line)
    } catch {
        XCTFail("\(name): \(error)", file: file, line: line)
    }
}

/// Asserts every shot the session took against its golden, and that it took `count` shots,
/// so a script that stops short fails too.
public func assertGoldens(
    _ session: HeadlessSession, count: Int, in goldens: URL, tolerance: Double = 24,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(session.shots.count, count, "shots taken", file: file, line: line)
    for shot in session.shots {
        assertGolden(
            session, shot.deletingPathExtension().lastPathComponent, in: goldens, tolerance: tolerance,
            file: file, line: line)
    }
}

/// Where failed shots and their diffs are kept: `$TMPDIR/segue-golden-failures`.
var failureDirectory: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("segue-golden-failures", isDirectory: true)
}

/// Copies a failed shot and its diff out of the session's folder, which a test may delete.
private func keepFailure(_ shot: URL?) -> URL? {
    guard let shot else { return nil }
    try? FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
    let diff = shot.deletingPathExtension().appendingPathExtension("diff.png")
    for source in [shot, diff] {
        let target = failureDirectory.appendingPathComponent(source.lastPathComponent)
        try? FileManager.default.removeItem(at: target)
        try? FileManager.default.copyItem(at: source, to: target)
    }
    return failureDirectory.appendingPathComponent(shot.lastPathComponent)
}
