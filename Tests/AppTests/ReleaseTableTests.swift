import Foundation
import ViewKit
import XCTest

@testable import SegueScript
@testable import SegueTool
@testable import segue

/// Issue 35's bar for every release, on every transition and every way of driving one, read off
/// the motion traces of the scripts in Tests/Scripts/Releases/table.txt (see its header):
/// - the followed point's step on the first frame after the release is 0.8–1.25 times its step
///   on the frame before (the hand's), and the mean over the first three frames at most 1.5;
/// - heading on, nothing brakes below 0.8 of the hand's step while at least three such steps
///   are left to go;
/// - it comes to rest when the table says, a time the hand-off rule makes grow with the way left
///   over the speed, not a fixed 0.5 s;
/// - turned round right after a release (Esc, a click beside it), it starts from the position
///   and velocity drawn (the step after the turn 0.8–1.25 of the step before it), and no frame's
///   step exceeds the largest step of the same transition run without the turn.
final class ReleaseTableTests: XCTestCase {
    static let folder = SegueProcess.root.appendingPathComponent("Tests/Scripts/Releases")

    func testEveryReleaseGoesOnAtTheHandsPace() throws {
        let entries = try ReleaseEntry.table(at: Self.folder.appendingPathComponent("table.txt"))
        XCTAssertGreaterThanOrEqual(entries.count, 20)
        let runner = try HeadlessRunner(
            app: SegueDemo.self, resources: SegueProcess.root.appendingPathComponent("Resources").path,
            output: ShotOutput(folder: SegueProcess.temporaryDirectory("releases").path))
        var runs: [String: ReleaseRun] = [:]
        func run(_ script: String, _ entry: ReleaseEntry) throws -> ReleaseRun {
            if let known = runs[script] { return known }
            let trace = MotionTrace()
            runner.trace = trace
            try runner.play(
                try ScriptFile(
                    path: Self.folder.appendingPathComponent(script + ".txt").path, scenes: SegueDemo.sceneNames))
            let measured = try XCTUnwrap(ReleaseRun(trace.rows, entry), "\(script): no release in its trace")
            runs[script] = measured
            return measured
        }
        for entry in entries {
            let measured = try run(entry.script, entry)
            print(measured.line(entry))
            switch entry.heading {
            case .on, .away:
                assertGoesOnAtThePace(measured, entry)
            case let .turn(base, frames):
                let plain = try run(base, entry)
                assertTurnsFromWhatIsDrawn(measured, after: frames, within: plain, entry)
            }
        }
    }

    private func assertGoesOnAtThePace(_ m: ReleaseRun, _ entry: ReleaseEntry) {
        let name = entry.script
        XCTAssertGreaterThan(m.hand, 0.5, "\(name): the hand moved")
        XCTAssertGreaterThanOrEqual(m.first, 0.8, "\(name): \(m.line(entry))")
        XCTAssertLessThanOrEqual(m.first, 1.25, "\(name): \(m.line(entry))")
        XCTAssertLessThanOrEqual(m.mean3, 1.5, "\(name): \(m.line(entry))")
        if entry.heading == .on {
            for k in 1...3 where m.remaining[k - 1] >= 3 * m.hand {
                XCTAssertGreaterThanOrEqual(m.steps[k - 1] / m.hand, 0.8, "\(name): frame \(k) brakes")
            }
        }
        if let first = entry.first { XCTAssertEqual(m.first, first, accuracy: 0.005, "\(name): the first frame") }
        if let mean3 = entry.mean3 { XCTAssertEqual(m.mean3, mean3, accuracy: 0.005, "\(name): three frames") }
        if let rest = entry.rest {
            XCTAssertEqual(Double(m.restFrames), Double(rest), accuracy: 1, "\(name): frames to rest")
        }
    }

    private func assertTurnsFromWhatIsDrawn(
        _ m: ReleaseRun, after frames: Int, within plain: ReleaseRun, _ entry: ReleaseEntry
    ) {
        let name = entry.script
        let turn = m.release + frames
        let before = m.step(at: turn - 1), after = m.step(at: turn)
        XCTAssertGreaterThan(before, 0.5, "\(name): it was moving")
        XCTAssertGreaterThanOrEqual(after / before, 0.8, "\(name): the turn starts at the speed drawn")
        XCTAssertLessThanOrEqual(after / before, 1.25, "\(name): the turn starts at the speed drawn")
        let largest = (turn..<m.positions.count).map(m.step(at:)).max() ?? 0
        let plainLargest = (plain.release + 1..<plain.positions.count).map(plain.step(at:)).max() ?? 0
        print(
            "\(name): turned \(frames) frames after the release; largest step \(largest) pt, run without the turn \(plainLargest) pt"
        )
        XCTAssertLessThanOrEqual(largest, plainLargest + 1e-6, "\(name): no step faster than the plain run's")
    }
}
