import Foundation
import SegueScript
import ViewKit
import XCTest

@testable import segue

/// The touchpad's back swipe in the demo (issue 30, part 4), from
/// `Tests/Scripts/touchpad-back-swipe.txt`: precise wheel lines parse, print back the same
/// and drive the pop 1:1; the first frame without a delta lets the pop go at the deltas' speed
/// (issue 35: it held still 150 ms first); notches do nothing.
final class TouchpadSwipeScriptTests: XCTestCase {
    static let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/touchpad-back-swipe.txt")

    func testPreciseWheelLinesParseAndPrintBack() throws {
        let text = try String(contentsOf: Self.script, encoding: .utf8)
        let script = try InputScript(text: text, sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        let wheels = script.steps.compactMap { step -> InputEvent? in
            if case let .input(event) = step.command, case .wheel = event { return event }
            return nil
        }
        XCTAssertEqual(wheels.count, 8)
        XCTAssertEqual(wheels.first, .wheel(dx: -20, dy: 2, at: CGPoint(x: 195, y: 400), precise: true))
        XCTAssertEqual(wheels.last, .wheel(dx: -40, dy: 0, at: CGPoint(x: 195, y: 400), precise: false))
        let printed = script.steps.map(\.command.reproLine)
        XCTAssertTrue(printed.contains("wheel -20 2 195 400 precise"))
        let again = try InputScript(
            text: printed.joined(separator: "\n"), sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(again.steps.map(\.command), script.steps.map(\.command))
        let bare = try InputScript(text: "wheel 0 12.5 precise", sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(
            bare.steps.map(\.command), [.input(.wheel(dx: 0, dy: 12.5, at: CGPoint(x: 195, y: 422), precise: true))])
    }

    func testTheScrollDrivesThePopOneToOneAndItsEndLetsItGo() throws {
        let out = SegueProcess.temporaryDirectory("touchpad-swipe")
        let csv = out.appendingPathComponent("trace.csv")
        let result = try SegueProcess.run(["run-script", Self.script.path, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try traceRows(of: csv)
        // After the push's slide (General at rest, no page in flight): the first delta.
        let rested = try XCTUnwrap(rows.firstIndex { $0["nav.top.x"] == nil && $0["nav.title.x"] == 163 })
        let swiping = try XCTUnwrap(rows[rested...].firstIndex { $0["nav.top.x"] != nil })
        // One delta a frame: the page's left edge at the deltas added up, to the point.
        XCTAssertEqual(rows[swiping..<(swiping + 6)].map { $0["nav.top.x"]! }, [20, 40, 60, 80, 100, 120])
        // Never held still: the frame after the last delta's lets it go, 21.99 pt on (1.10 of the
        // deltas' 20 pt a frame), where it held 8 frames before (issue 35).
        let held = rows[(swiping + 6)...].prefix { $0["nav.top.x"] == 120 }
        XCTAssertEqual(held.count, 0)
        let release = rows[swiping + 6 + held.count]
        XCTAssertEqual(release["nav.top.x"]!, 141.993, accuracy: 0.001)
        XCTAssertEqual(release["time"]! - rows[swiping + 5]["time"]!, 1.0 / 60, accuracy: 1e-3)
        let after = rows[(swiping + 6 + held.count)...].prefix { $0["nav.top.x"] != nil }.map { $0["nav.top.x"]! }
        XCTAssertEqual(after, after.sorted(), "on to the pop without turning")
        // Popped back to Settings; the notches after it start nothing.
        let popped = swiping + 6 + held.count + after.count
        XCTAssertFalse(rows[popped...].contains { $0["nav.top.x"] != nil })
        XCTAssertEqual(rows.last?["nav.title.x"], 160.5)
    }
}
