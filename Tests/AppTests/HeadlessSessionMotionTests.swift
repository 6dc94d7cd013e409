import Foundation
import SDLBackend
import SegueScript
import ViewKit
import XCTest

@testable import segue

/// Issue 36: `HeadlessSession` plays with the motion preference `run-script` plays with. Its
/// window once reported `off (default)` under `SEGUE_REDUCE_MOTION=1` while `run-script`
/// cross-faded; it now reads the variable, takes a `motionPreference:` of its own, and
/// replays a recording made with reduced motion so.
final class HeadlessSessionMotionTests: XCTestCase {
    private var resources: URL { SegueProcess.root.appendingPathComponent("Resources") }
    private let push = "tap 195 148\nwait 0.8\n"

    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-session-motion-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Sets `SEGUE_REDUCE_MOTION` for the rest of the test, as a shell would for the run.
    private func setReduceMotion(_ value: String?) {
        let name = DesktopMotionPreference.environmentVariable
        let before = ProcessInfo.processInfo.environment[name]
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
        addTeardownBlock { if let before { setenv(name, before, 1) } else { unsetenv(name) } }
    }

    func testTheVariableReducesMotionAsItDoesForRunScript() throws {
        setReduceMotion("1")
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: "navigation", resources: resources, outputDirectory: folder())
        XCTAssertEqual("\(session.app.window.motionPreference)", "on (env)")
        try session.play(text: push, name: "push.txt")
        XCTAssertFalse(session.motion(of: "fade").isEmpty, "the push cross-fades")
        XCTAssertTrue(session.motion(of: "nav.top").isEmpty, "and does not slide")
    }

    func testWithNothingSetThePushSlides() throws {
        setReduceMotion(nil)
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: "navigation", resources: resources, outputDirectory: folder())
        XCTAssertEqual("\(session.app.window.motionPreference)", "off (default)")
        try session.play(text: push, name: "push.txt")
        XCTAssertTrue(session.motion(of: "fade").isEmpty, "no cross-fade")
        XCTAssertFalse(session.motion(of: "nav.top").isEmpty, "the page slides in")
    }

    func testTheParameterWinsOverTheVariable() throws {
        setReduceMotion("1")
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: "navigation", resources: resources, outputDirectory: folder(),
            motionPreference: MotionPreference(reducesMotion: false, source: .commandLine))
        XCTAssertEqual("\(session.app.window.motionPreference)", "off (flag)")
    }

    func testARecordingMadeWithReducedMotionReplaysSo() throws {
        setReduceMotion(nil)
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: "navigation", resources: resources, outputDirectory: folder())
        try session.play(
            file: SegueProcess.root.appendingPathComponent("Tests/Scripts/ReducedMotion/recorded-push.txt").path)
        XCTAssertEqual("\(session.app.window.motionPreference)", "on (recording)")
        XCTAssertFalse(session.motion(of: "fade").isEmpty, "the push cross-fades as it did when recorded")
    }

    func testABadVariableIsNamed() {
        setReduceMotion("yes")
        XCTAssertThrowsError(
            try HeadlessSession(
                app: SegueDemo.self, scene: "navigation", resources: resources, outputDirectory: folder())
        ) { error in
            XCTAssertEqual("\(error)", "SEGUE_REDUCE_MOTION must be 1 (reduce motion) or 0 (full motion), found 'yes'")
        }
    }

    /// The order every script decides in: the flag, the variable, the recording, full motion.
    func testTheOrderScriptsDecideIn() throws {
        let reduced = ["SEGUE_REDUCE_MOTION": "1"], full = ["SEGUE_REDUCE_MOTION": "0"]
        XCTAssertEqual("\(try MotionPreference.forScript(flag: false, environment: reduced))", "off (flag)")
        XCTAssertEqual("\(try MotionPreference.forScript(recordedReduced: true, environment: full))", "off (env)")
        XCTAssertEqual("\(try MotionPreference.forScript(recordedReduced: true, environment: [:]))", "on (recording)")
        XCTAssertEqual("\(try MotionPreference.forScript(environment: ["SEGUE_REDUCE_MOTION": ""]))", "off (default)")
    }
}
