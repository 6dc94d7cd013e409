import Foundation
import SegueScript
import XCTest

/// Asserts that the shot `name` the session took matches `goldens/NAME.png` within
/// `tolerance` (Euclidean distance over 8-bit RGBA, 0–441).
///
///     let session = try HeadlessSession(
///         app: MyScenes.self, resources: try ResourceLocator.locate(), outputDirectory: folder)
///     try session.play(file: "Tests/Scripts/curtain.txt")
///     assertGolden(session, "curtain-shown", in: goldens)
///
/// A failure names the pixels that differ, and keeps the shot and its diff image in
/// `failureDirectory`, a folder of this test run's own.
///
/// Record mode: run the tests with `SEGUE_RECORD_GOLDENS=1` (`SEGUE_RECORD_GOLDENS=1 swift
/// test`) and a missing golden, or one that differs, is written from the shot instead of
/// failing; each one written is printed (`curtain-shown.png: recorded a new golden at …`), to
/// be looked at before it is committed. Goldens that still match are left as they are.
public func assertGolden(
    _ session: HeadlessSession, _ name: String, in goldens: URL, tolerance: Double = 24,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        switch try session.checkGolden(name, goldens: goldens, tolerance: tolerance) {
        case .matched:
            return
        case let .recorded(message):
            print(message)
        case let .mismatched(message):
            let kept = keepFailure(session.shot(named: name))
            XCTFail("\(message)\(kept.map { "; the shot is kept at \($0.path)" } ?? "")", file: file, line: line)
        }
    } catch {
        XCTFail("\(name): \(error)", file: file, line: line)
    }
}

/// Asserts every shot the session took against its golden, as `assertGolden` does (record
/// mode included), and that it took `count` shots, so a script that stops short fails too.
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

/// Where this test run keeps failed shots and their diffs:
/// `$TMPDIR/segue-golden-failures/RUN`, RUN being the run's start time and process id, so two
/// runs, one after the other or side by side, never mix or overwrite each other's failures.
/// Created at the first failure.
public let failureDirectory: URL = {
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
    return FileManager.default.temporaryDirectory
        .appendingPathComponent("segue-golden-failures", isDirectory: true)
        .appendingPathComponent("\(stamp)-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
}()

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
