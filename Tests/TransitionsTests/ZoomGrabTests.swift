import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// The flying photo can be caught in either direction: it stops where it is drawn, follows the
/// pointer in two dimensions with the grabbed point under it, shrinks with downward travel, and
/// lands where the drag-to-dismiss rule sends it, at the pointer's speed.
final class ZoomGrabTests: XCTestCase {
    private var harness: TransitionHarness!
    private var grid: ZoomGridController!
    private var detail: ZoomDetailController!

    override func setUp() {
        grid = ZoomGridController()
        harness = TransitionHarness(root: grid)
        detail = ZoomDetailController(transition: grid.zoom)
    }

    override func tearDown() {
        (harness, grid, detail) = (nil, nil, nil)
    }

    private var flyingCopy: ImageView? {
        harness.window.subviews.last?.subviews.compactMap { $0 as? ImageView }.first
    }

    /// Points, window: where the copy is drawn.
    private var copyShown: CGRect { flyingCopy?.onScreenMotion.frame ?? .null }

    /// What one grab measured.
    private struct Grab {
        /// Points the copy moved at the press, beyond the pointer's own movement.
        var jump: CGFloat
        /// Points: the largest distance of the grabbed point from the pointer while dragged.
        var drift: CGFloat
        /// Points per second, y: the pointer's at the release, and the copy's centre's as the
        /// spring takes over.
        var releaseVelocity: CGFloat
        var startVelocity: CGFloat
    }

    /// Presses the copy at `anchor` (fractions of its drawn frame), drags `frames` frames by
    /// `step` a frame, lets go.
    private func grab(anchor: CGPoint = CGPoint(x: 0.5, y: 0.5), step: CGPoint, frames: Int) throws -> Grab {
        let before = try XCTUnwrap(flyingCopy).onScreenMotion.frame
        var pointer = CGPoint(x: before.minX + anchor.x * before.width, y: before.minY + anchor.y * before.height)
        harness.pointer.down(pointer)
        XCTAssertTrue(harness.coordinator.isGrabbingTransition)
        harness.pointer.wait(1.0 / 60)
        let jump = abs(copyShown.minX - before.minX) + abs(copyShown.minY - before.minY)
        var drift: CGFloat = 0
        for _ in 0..<frames {
            pointer = CGPoint(x: pointer.x + step.x, y: pointer.y + step.y)
            harness.pointer.move(pointer)
            let shown = copyShown
            let grabbed = CGPoint(x: shown.minX + anchor.x * shown.width, y: shown.minY + anchor.y * shown.height)
            drift = max(drift, abs(grabbed.x - pointer.x) + abs(grabbed.y - pointer.y))
        }
        harness.pointer.up(pointer)
        // The grabbed point's velocity as the driver's spring takes it on.
        let start = harness.coordinator.context?.driver.handles.first?.velocity.dy ?? .nan
        return Grab(jump: jump, drift: drift, releaseVelocity: step.y * 60, startVelocity: start)
    }

    private func assertFluid(_ grab: Grab, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(grab.jump, 0, accuracy: 1e-9, "stops where it is drawn", file: file, line: line)
        XCTAssertLessThanOrEqual(grab.drift, 1, "the grabbed point stays under the pointer", file: file, line: line)
        XCTAssertEqual(
            grab.startVelocity, grab.releaseVelocity, accuracy: max(0.1 * abs(grab.releaseVelocity), 20),
            "the spring starts at the pointer's velocity", file: file, line: line)
    }

    func testTheOpeningCaughtEarlyMiddleAndLateAndPulledDownGoesBackToItsCell() throws {
        for moment in [3, 10, 25] {
            setUp()
            grid.present(detail, animated: true)
            for _ in 0..<moment { harness.wait(1.0 / 60) }
            // Down and a little right at 1200 pt/s: a flick past the drag-to-dismiss speed.
            assertFluid(try grab(step: CGPoint(x: 3, y: 20), frames: 8))
            harness.settle()
            XCTAssertNil(grid.presentedViewController, "caught at frame \(moment), pulled down: back in its cell")
            XCTAssertFalse(grid.thumbnails[0].isHidden)
            harness.assertConsistent()
        }
    }

    func testADraggedPhotoShrinksWithDownwardTravel() throws {
        grid.present(detail, animated: true)
        for _ in 0..<10 { harness.wait(1.0 / 60) }
        let caught = copyShown
        let center = CGPoint(x: caught.midX, y: caught.midY)
        harness.pointer.down(center)
        let pageAlpha = detail.view.presentation.alpha
        XCTAssertGreaterThan(pageAlpha, 0.3, "fading in when caught")
        harness.pointer.move(CGPoint(x: center.x - 30, y: center.y + 211))
        // 211 pt down of 844: progress 0.25, scale 1 − 0.4 · 0.25 = 0.9 of the size it had.
        XCTAssertEqual(copyShown.width, caught.width * 0.9, accuracy: 1e-6)
        XCTAssertEqual(copyShown.midX, center.x - 30, accuracy: 1e-6, "follows sideways too")
        XCTAssertEqual(
            detail.view.presentation.alpha, pageAlpha * (1 - 1.5 * 0.25), accuracy: 1e-9,
            "the page fades with the travel")
        harness.pointer.up(CGPoint(x: center.x - 30, y: center.y + 211))
        harness.settle()
        XCTAssertNil(grid.presentedViewController)
        harness.assertConsistent()
    }

    func testTheOpeningCaughtAndLetGoWhereItWasGoesOnOpening() throws {
        grid.present(detail, animated: true)
        for _ in 0..<10 { harness.wait(1.0 / 60) }
        let measured = try grab(step: .zero, frames: 3)
        XCTAssertEqual(measured.jump, 0)
        XCTAssertEqual(measured.startVelocity, 0, accuracy: 1e-9, "let go still, it starts still")
        harness.settle()
        XCTAssertTrue(grid.presentedViewController === detail)
        XCTAssertFalse(detail.photo.isHidden)
        XCTAssertEqual(detail.photo.onScreenMotion.frame, ZoomDetailController.photoFrame)
        harness.assertConsistent()
    }

    func testTheCloseCaughtAndPushedUpReopens() throws {
        grid.present(detail, animated: true)
        harness.settle()
        for moment in [3, 12] {
            detail.dismiss(animated: true)
            for _ in 0..<moment { harness.wait(1.0 / 60) }
            assertFluid(try grab(step: CGPoint(x: 0, y: -15), frames: 6))
            harness.settle()
            XCTAssertTrue(grid.presentedViewController === detail, "caught at frame \(moment), pushed up: open")
            XCTAssertFalse(detail.photo.isHidden)
            XCTAssertEqual(detail.page.backdrop.alpha, 1)
            XCTAssertEqual(detail.photo.onScreenMotion.frame, ZoomDetailController.photoFrame)
            harness.assertConsistent()
        }
    }

    func testAClickElsewhereTurnsTheReleasedPhotoRound() throws {
        grid.present(detail, animated: true)
        for _ in 0..<10 { harness.wait(1.0 / 60) }
        _ = try grab(step: CGPoint(x: 0, y: 25), frames: 6)
        harness.wait(3.0 / 60)
        // Heading for its cell; a click on the empty grid below sends it back open.
        harness.pointer.down(CGPoint(x: 300, y: 800))
        harness.pointer.up(CGPoint(x: 300, y: 800))
        harness.settle()
        XCTAssertTrue(grid.presentedViewController === detail)
        harness.assertConsistent()
    }

    func testThreeGrabsInOneFlightThenRestIsConsistent() throws {
        grid.present(detail, animated: true)
        for step in [CGPoint(x: 5, y: 20), CGPoint(x: -5, y: -20), CGPoint(x: 0, y: 22)] {
            harness.wait(3.0 / 60)
            XCTAssertNotNil(flyingCopy, "still flying")
            _ = try grab(step: step, frames: 4)
        }
        harness.settle()
        XCTAssertNil(grid.presentedViewController)
        harness.assertConsistent()
    }
}
