import Curtain
import Foundation
import SegueScript
import SegueTesting
import XCTest

/// Plays Tests/Scripts/curtain.txt on the app's own transition, as Segue tests its own: on the
/// offscreen canvas and a manual clock, against two goldens, with the motion trace. SegueScript
/// and SegueTesting are all it imports: what their API returns (`MotionTrace.Row`,
/// `OnScreenMotion`, `ResourceLocator`) comes with them.
final class CurtainTests: XCTestCase {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// Tests/Goldens, or the folder `CURTAIN_GOLDENS` names: scripts/outside-package records
    /// into a copy with `SEGUE_RECORD_GOLDENS=1`, leaving these untouched.
    static let goldens =
        ProcessInfo.processInfo.environment["CURTAIN_GOLDENS"].map { URL(fileURLWithPath: $0) }
        ?? package.appendingPathComponent("Tests/Goldens")

    private func playCurtainScript() throws -> HeadlessSession {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        // Found in the Segue checkout this package depends on, with no path to spell out.
        let resources = try ResourceLocator.locate()
        let session = try HeadlessSession(app: CurtainScenes.self, resources: resources, outputDirectory: out)
        try session.play(file: Self.package.appendingPathComponent("Tests/Scripts/curtain.txt").path)
        return session
    }

    /// Under `SEGUE_RECORD_GOLDENS=1`, a missing or changed golden is written and named instead.
    func testTheCurtainMatchesItsGoldens() throws {
        let session = try playCurtainScript()
        assertGoldens(session, count: 2, in: Self.goldens)
    }

    /// The page follows the drag up at 1000 pt/s, and the spring that lifts it away after the
    /// release carries on from that speed, never slower: the frame after the release shows where
    /// the pointer let go, moving at the drag's speed (`PercentDrivenInteractiveTransition
    /// .finish(velocity:)` on the transition's driver), and from there it speeds up gently, at
    /// 15 times its speed per second, towards the 544 pt still to go. Exact figures: the manual
    /// clock makes every run the same.
    func testTheReleaseVelocityIsKept() throws {
        let session = try playCurtainScript()
        let rows: [(row: MotionTrace.Row, motion: OnScreenMotion)] = session.motion(of: "curtain")
        guard let release = rows.lastIndex(where: { $0.row.isPointerDown }), release + 3 < rows.count else {
            return XCTFail("the trace has no release of the curtain")
        }
        let held: OnScreenMotion = rows[release].motion, lifting = rows[(release + 1)...].map(\.motion)
        XCTAssertFalse(held.isAnimated, "the page follows the pointer while held")
        XCTAssertEqual(held.velocity.dy, -1000, accuracy: 0.001, "the page moves with the pointer, in pt/s")
        XCTAssertEqual(held.frame.minY, -283.333, accuracy: 0.001, "1:1 with the pointer, 416.667 pt from 700")
        XCTAssertTrue(lifting[0].isAnimated, "a spring lifts the page once let go")
        XCTAssertEqual(lifting[0].velocity.dy, -1000, accuracy: 0.001, "the spring starts at the drag's speed")
        XCTAssertEqual(lifting[0].frame.minY, -300, accuracy: 0.001, "where the pointer let go, a step on")
        XCTAssertEqual(
            lifting[1].frame.minY - lifting[0].frame.minY, -18.547, accuracy: 0.001, "1.11 of the drag's step")
        // Never slower than the drag until it eases into place, and never back down.
        let fastest = lifting.indices.min { lifting[$0].velocity.dy < lifting[$1].velocity.dy } ?? 0
        for motion in lifting[...fastest] { XCTAssertLessThanOrEqual(motion.velocity.dy, held.velocity.dy) }
        for (before, after) in zip(lifting, lifting.dropFirst()) {
            XCTAssertLessThanOrEqual(after.frame.minY, before.frame.minY + 0.001, "the page never drops back")
        }
        XCTAssertNil(session.app.window.rootViewController?.presentedViewController, "the curtain is gone at rest")
        assertGolden(session, "curtain-lifting", in: Self.goldens)
    }

    /// A drag up from the bottom edge presents the curtain interactively (issue 29, item 1): it
    /// rises under the pointer from the drag's first frame, its top edge 4 pt above the press (at
    /// 840 in the 844 pt window) on every frame held; let go past half way at 1,200 pt/s, it
    /// leaves no slower than the pointer and comes to rest up.
    func testADragUpFromTheBottomEdgeRaisesTheCurtainUnderThePointer() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-rise-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        let session = try HeadlessSession(
            app: CurtainScenes.self, resources: try ResourceLocator.locate(), outputDirectory: out)
        try session.play(file: Self.package.appendingPathComponent("Tests/Scripts/curtain-rise.txt").path)
        let rows: [(row: MotionTrace.Row, motion: OnScreenMotion)] = session.motion(of: "curtain")
        let held = rows.filter { $0.row.isPointerDown }
        XCTAssertEqual(held.count, 19, "every move after the first, which begins the pan and presents")
        for (row, motion) in held {
            XCTAssertEqual(motion.frame.minY, (row.pointer?.y ?? 0) - 840 + 844, accuracy: 1e-9, "\(row.time) s")
        }
        guard let last = rows.lastIndex(where: { $0.row.isPointerDown }), last + 1 < rows.count else {
            return XCTFail("the trace has no release of the curtain")
        }
        XCTAssertLessThanOrEqual(rows[last + 1].motion.velocity.dy, -1200 + 0.001, "no slower than the pointer")
        XCTAssertEqual(rows.last?.motion.frame.minY ?? -1, 0, accuracy: 1e-6, "up, at rest")
        XCTAssertNotNil(session.app.window.rootViewController?.presentedViewController)
    }

    /// ↑ is a key command of the page's own: the window's responder chain finds it on the
    /// presented page, and the page lifts away; Cmd+↑ matches no command and leaves it down.
    func testTheUpArrowLiftsTheCurtain() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-keys-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        let session = try HeadlessSession(
            app: CurtainScenes.self, resources: try ResourceLocator.locate(), outputDirectory: out)
        var unhandled: [String] = []
        let window = session.app.window
        session.app.keyHandler = { press in
            let down = window.rootViewController?.presentedViewController != nil
            unhandled.append("\(press) with the curtain \(down ? "down" : "up")")
            return false
        }
        try session.play(file: Self.package.appendingPathComponent("Tests/Scripts/curtain-keys.txt").path)
        XCTAssertEqual(unhandled, ["cmd+up with the curtain down"])
        XCTAssertNil(session.app.window.rootViewController?.presentedViewController, "the curtain is gone at rest")
    }

    /// A test chooses the motion preference in the session itself (issue 36); without one the
    /// session follows SEGUE_REDUCE_MOTION as run-script does, and here nothing sets it.
    func testTheSessionTakesTheMotionPreferenceItIsGiven() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-motion-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        let reduced = try HeadlessSession(
            app: CurtainScenes.self, resources: try ResourceLocator.locate(), outputDirectory: out,
            motionPreference: MotionPreference(reducesMotion: true, source: .commandLine))
        XCTAssertTrue(reduced.app.window.prefersReducedMotion)
        XCTAssertEqual("\(reduced.app.window.motionPreference)", "on (flag)")
        let unset = try HeadlessSession(
            app: CurtainScenes.self, resources: try ResourceLocator.locate(), outputDirectory: out)
        XCTAssertEqual("\(unset.app.window.motionPreference)", "off (default)")
    }

    /// A session let go with the button held (issue 29, item 3) keeps nothing of its window
    /// alive: measured by the window's own registry, which names whatever survives.
    func testASessionLetGoMidPressLeavesNothingAlive() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-press-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        let survivors: () -> [String]
        do {
            let session = try HeadlessSession(
                app: CurtainScenes.self, resources: try ResourceLocator.locate(), outputDirectory: out)
            let steps = Self.package.appendingPathComponent("Tests/Scripts/press-held.txt")
            try session.run(try String(contentsOf: steps, encoding: .utf8))
            XCTAssertNotNil(session.app.window.activeTouch, "the press is still held")
            XCTAssertEqual(session.app.window.unreachableObjects(), [], "nothing leaks while it is")
            let registry = session.app.window.liveObjects
            survivors = { registry.survivors.map(\.description) }
        }
        XCTAssertEqual(survivors(), [])
    }
}
