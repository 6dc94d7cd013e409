import Foundation
import SegueScript
import SegueTesting
import ViewKit
import XCTest

/// Plays an example's input script on the offscreen driver and the software renderer, through
/// the public testing API an app outside Segue uses, and compares the shots with the goldens.
enum ExamplePlayer {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Fails the test for each shot that differs from its golden, or has none; `shots` is how
    /// many the script takes, so a script that silently stops short fails too.
    static func checkGoldens(
        example: String, shots expected: Int, file: StaticString = #filePath,
        line: UInt = #line, makeRoot: () -> ViewKit.ViewController
    ) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-example-\(example)-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        let session = try HeadlessSession(
            resources: root.appendingPathComponent("Resources"), outputDirectory: out
        ) { _ in makeRoot() }
        try session.play(file: root.appendingPathComponent("Tests/Scripts/Examples/\(example).txt").path)
        assertGoldens(
            session, count: expected, in: root.appendingPathComponent("Tests/Goldens/Examples", isDirectory: true),
            file: file, line: line)
    }
}
