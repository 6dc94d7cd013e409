import Foundation
import ViewKit
import XCTest

@testable import SegueScript
@testable import segue

/// A session let go mid-press or mid-transition leaves nothing alive (issue 29). Two cycles
/// kept views then: view → recognizer → touch → view, and a transition in flight, whose
/// animator and context hold each other and every controller and view they touch.
/// Each fixture is a scene line and steps that stop with the button held, or mid-flight.
final class PressLifetimeTests: XCTestCase {
    private var resources: URL { SegueProcess.root.appendingPathComponent("Resources") }

    private func fixtures(_ folder: String) throws -> [URL] {
        let url = SegueProcess.root.appendingPathComponent("Tests/Fixtures/\(folder)")
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }.sorted { $0.path < $1.path }
    }

    /// Plays `steps` into a fresh session and lets the session go; returns a weak reference to
    /// its window, which must go with it, the window's registry of what it held, and whether a
    /// press was still held, a transition still running or a gesture still holding its decision
    /// (a deadline pending) when it went.
    private func playAndRelease(_ steps: URL) throws -> (
        window: Window?, registry: LiveObjects, held: Bool, inFlight: Bool, deciding: Bool
    ) {
        let lines = try String(contentsOf: steps, encoding: .utf8).split(separator: "\n")
        let scene = try XCTUnwrap(lines.first?.split(separator: " ").last.map(String.init), steps.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-press-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        weak var window: Window?
        var held = false, inFlight = false, deciding = false
        let registry: LiveObjects
        do {
            let session = try HeadlessSession(
                app: SegueDemo.self, scene: scene, resources: resources, outputDirectory: folder)
            try session.run(lines.dropFirst().joined(separator: "\n"))
            let app = session.player.app.window
            window = app
            registry = app.liveObjects
            held = app.activeTouch != nil || app.transitionCoordinator.isGrabbingTransition
            inFlight = app.transitionCoordinator.isTransitioning
            deciding = app.nextGestureDeadline != nil
        }
        return (window, registry, held, inFlight, deciding)
    }

    private func assertNothingLeftAlive(
        after steps: URL, line: UInt = #line
    ) throws -> (held: Bool, inFlight: Bool, deciding: Bool) {
        let (window, registry, held, inFlight, deciding) = try playAndRelease(steps)
        let name = steps.lastPathComponent
        XCTAssertNil(window, "\(name): the window outlived its session", line: line)
        XCTAssertEqual(registry.survivors, [], "\(name): views, controllers or recognizers left alive", line: line)
        return (held, inFlight, deciding)
    }

    func testASessionLetGoMidPressLeavesNothingAlive() throws {
        let presses = try fixtures("PressesInProgress")
        XCTAssertEqual(presses.count, 11, "every kind of press has its fixture")
        for press in presses {
            let (held, _, _) = try assertNothingLeftAlive(after: press)
            XCTAssertTrue(held, "\(press.lastPathComponent): the button is still down when the session goes")
        }
    }

    func testASessionLetGoMidTransitionLeavesNothingAlive() throws {
        let flights = try fixtures("TransitionsInFlight")
        XCTAssertEqual(flights.count, 6, "every transition has its fixture")
        for flight in flights {
            let (_, inFlight, _) = try assertNothingLeftAlive(after: flight)
            XCTAssertTrue(inFlight, "\(flight.lastPathComponent): the transition still runs when the session goes")
        }
    }

    /// Let go while a gesture holds its decision: between the taps of a possible double tap on
    /// the open photo (its single tap waiting), and a press on a thumbnail before its long press
    /// is due. The window's arena holds those recognizers only as long as the window lives.
    func testASessionLetGoWhileAGestureHoldsItsDecisionLeavesNothingAlive() throws {
        let held = try fixtures("DecisionsHeld")
        XCTAssertEqual(held.count, 2)
        for fixture in held {
            let (_, _, deciding) = try assertNothingLeftAlive(after: fixture)
            XCTAssertTrue(deciding, "\(fixture.lastPathComponent): a deadline is pending when the session goes")
        }
    }
}
