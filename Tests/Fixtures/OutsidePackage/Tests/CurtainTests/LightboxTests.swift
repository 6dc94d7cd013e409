import Curtain
import Foundation
import SegueScript
import SegueTesting
import XCTest

/// The lightbox's pinch, as an outside package writes it (issue 35): its own transition on one
/// `PropertyAnimator` vended as the interruptible animator, a `PercentDrivenInteractiveTransition`
/// scrubbed by the pinch's spread ratio and let go with `finish(velocity:)`, then Esc two frames
/// later. Esc turns the dismissal round from where the photo is drawn and as fast as it moves,
/// with no jump: on the first frame of the turn the photo's width changes by 0.8–1.25 of the
/// frame before, and no frame changes it faster than the same pinch let go without Esc ever does.
final class LightboxTests: XCTestCase {
    private func widths(playing name: String) throws -> (widths: [CGFloat], session: HeadlessSession) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lightbox-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        let session = try HeadlessSession(
            app: CurtainScenes.self, scene: "lightbox", resources: try ResourceLocator.locate(), outputDirectory: out)
        try session.play(file: CurtainTests.package.appendingPathComponent("Tests/Scripts/\(name).txt").path)
        let rows: [(row: MotionTrace.Row, motion: OnScreenMotion)] = session.motion(of: "lightbox-photo")
        return (rows.map { $0.motion.frame.width }, session)
    }

    func testEscapeRightAfterThePinchLetsGoTurnsTheDismissalRoundWithNoJump() throws {
        let (plain, plainSession) = try widths(playing: "lightbox-pinch")
        let (turned, turnedSession) = try widths(playing: "lightbox-pinch-escape")
        // Both runs are the same frame for frame until Esc.
        let turn = try XCTUnwrap(
            turned.indices.first { $0 < plain.count && abs(plain[$0] - turned[$0]) > 1e-9 }, "Esc changed nothing")
        XCTAssertGreaterThan(turn, 12, "the pinch ran before the turn")
        func step(_ w: [CGFloat], _ i: Int) -> CGFloat { w[i] - w[i - 1] }
        let before = step(turned, turn - 1), after = step(turned, turn)
        print(
            "lightbox: width steps before the turn \(step(turned, turn - 2)), \(before); after \(after), \(step(turned, turn + 1)), \(step(turned, turn + 2))"
        )
        XCTAssertLessThan(before, -1, "the photo was shrinking on its way home")
        XCTAssertGreaterThanOrEqual(after / before, 0.8, "the turn starts at the speed drawn: no jump")
        XCTAssertLessThanOrEqual(after / before, 1.25, "the turn starts at the speed drawn: no kick")
        let fastestTurned = (turn..<turned.count).map { abs(step(turned, $0)) }.max() ?? 0
        let fastestPlain = (1..<plain.count).map { abs(step(plain, $0)) }.max() ?? 0
        XCTAssertLessThanOrEqual(fastestTurned, fastestPlain, "no step faster than the run without Esc")
        // Let go, the photo went home; turned round, it stays open, at rest and whole.
        XCTAssertNil(plainSession.app.window.rootViewController?.presentedViewController)
        XCTAssertNotNil(turnedSession.app.window.rootViewController?.presentedViewController)
        XCTAssertEqual(turned.last ?? 0, 390, accuracy: 1e-6)
    }
}
