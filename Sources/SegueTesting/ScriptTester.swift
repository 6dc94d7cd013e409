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
/// `failureDirectory`, a folder of this test run's own; the paths it names are those kept
/// copies, which outlive the session's folder that a test's teardown removes.
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
        switch try checkGoldenKeepingFailures(session, name, in: goldens, tolerance: tolerance) {
        case .matched:
            return
        case let .recorded(message):
            print(message)
        case let .mismatched(message):
            XCTFail(message, file: file, line: line)
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

/// `session.checkGolden`, with a mismatch's shot and diff copied out of the session's folder
/// (which a test may delete) into `failureDirectory`, and its message naming those copies.
package func checkGoldenKeepingFailures(
    _ session: HeadlessSession, _ name: String, in goldens: URL, tolerance: Double,
    recording: Bool = GoldenChecker.recordingRequested()
) throws -> GoldenChecker.Outcome {
    let outcome = try session.checkGolden(name, goldens: goldens, tolerance: tolerance, recording: recording)
    guard case var .mismatched(message) = outcome, let shot = session.shot(named: name) else { return outcome }
    let diff = shot.deletingPathExtension().appendingPathExtension("diff.png")
    if let keptDiff = keep(diff) { message = message.replacingOccurrences(of: diff.path, with: keptDiff.path) }
    if let keptShot = keep(shot) { message += "; the shot is kept at \(keptShot.path)" }
    return .mismatched(message)
}

/// Copies `file` into `failureDirectory`; nil when there is no such file or it cannot be copied.
private func keep(_ file: URL) -> URL? {
    let fm = FileManager.default
    guard fm.fileExists(atPath: file.path) else { return nil }
    let target = failureDirectory.appendingPathComponent(file.lastPathComponent)
    do {
        try fm.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        try? fm.removeItem(at: target)
        try fm.copyItem(at: file, to: target)
        return target
    } catch {
        return nil
    }
}
