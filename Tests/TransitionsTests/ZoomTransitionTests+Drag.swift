import SegueTestSupport
import ViewKit
import XCTest

@testable import Transitions

/// Drag-to-dismiss: the drag begins the dismissal, and the photo's copy follows the pointer and
/// shrinks while the backdrop fades; a release projected past 1/8 of the height zooms it into its
/// cell, otherwise it goes back onto its page and the dismissal ends cancelled.
final class ZoomDragTests: XCTestCase, ZoomDetailTesting {
    var harness: TransitionHarness!
    var grid: ZoomGridController!
    var detail: ZoomDetailController!
    /// The press, and so the point of the photo grabbed: translations count from here (the pan
    /// begins 10 pt below, its hysteresis, and the photo jumps to the pointer then).
    let grabPoint = CGPoint(x: 195, y: 300)

    override func setUp() {
        presentDetail()
        harness.assertConsistent()
    }

    /// Presses on the photo, begins the pan 10 pt below, then moves one frame at a time by
    /// `translations` (points from the press); no release.
    func drag(_ translations: [CGPoint]) {
        harness.pointer.press(
            grabPoint,
            through: [CGPoint(x: grabPoint.x, y: grabPoint.y + 10)]
                + translations.map {
                    CGPoint(x: grabPoint.x + $0.x, y: grabPoint.y + $0.y)
                })
    }

    /// Points, window: where the photo must show for `translation` (grabbed point under the pointer).
    func expectedFrame(for translation: CGPoint) -> CGRect {
        let home = ZoomDetailController.photoFrame
        let progress = min(max(translation.y / 844, 0), 1)
        let scale = 1 - 0.4 * progress
        let anchor = CGPoint(x: (grabPoint.x - home.minX) / home.width, y: (grabPoint.y - home.minY) / home.height)
        let size = CGSize(width: home.width * scale, height: home.height * scale)
        return CGRect(
            x: grabPoint.x + translation.x - anchor.x * size.width,
            y: grabPoint.y + translation.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    func testThePhotoFollowsThePointerWithNoLagAndShrinksWithProgress() {
        drag([CGPoint(x: 20, y: 100), CGPoint(x: 40, y: 211)])
        XCTAssertTrue(detail.dragToDismiss.isDragging)
        XCTAssertTrue(harness.coordinator.isInteractive, "the dismissal follows the drag")
        XCTAssertEqual(photoShown, expectedFrame(for: CGPoint(x: 40, y: 211)), accuracy: 0.001)
        XCTAssertEqual(photoShown.width, 390 * 0.9, accuracy: 0.001)
        XCTAssertEqual(detail.page.backdrop.presentation.alpha, 1 - 1.5 * 0.25, accuracy: 0.001)
        XCTAssertTrue(grid.thumbnails[0].isHidden, "the grid shows a gap, not a twin, under the dragged photo")
        let before = photoShown
        harness.wait(1.0 / 60)
        XCTAssertEqual(photoShown, before, accuracy: 0, "nothing catches up a frame later: 0 frames of lag")
        harness.wait(0.25)
        XCTAssertEqual(detail.page.caption.presentation.alpha, 0, "the chrome fades away once a drag starts")
        harness.pointer.move(CGPoint(x: grabPoint.x, y: grabPoint.y + 2000))
        XCTAssertEqual(photoShown.width, 390 * 0.6, accuracy: 0.001, "it shrinks to 0.6 at most")
        harness.pointer.move(CGPoint(x: grabPoint.x, y: grabPoint.y - 50))
        XCTAssertEqual(photoShown.width, 390, accuracy: 0.001, "dragged up it keeps its size")
        XCTAssertEqual(photoShown.minY, ZoomDetailController.photoFrame.minY - 50, accuracy: 0.001)
        harness.pointer.up(CGPoint(x: grabPoint.x, y: grabPoint.y - 50))
        harness.settle()
        harness.assertConsistent()
    }

    /// The momentum projection decides (issue 19; it was a fixed 800 pt/s): where UIKit's 0.998
    /// deceleration carries the release, 0.499 s of its speed, must pass an eighth of 844 pt.
    func testTheThresholds() {
        XCTAssertEqual(ZoomInteractiveDismissal.dismissFraction, 1.0 / 8)
        XCTAssertEqual(ZoomInteractiveDismissal.shrink, 0.4)
        func dismisses(_ progress: CGFloat, _ velocity: CGFloat) -> Bool {
            ZoomInteractiveDismissal.shouldDismiss(progress: progress, velocity: velocity, height: 844)
        }
        XCTAssertTrue(dismisses(0.125, 0))
        XCTAssertFalse(dismisses(0.1249, 0))
        // From where it was grabbed: 105.5 pt / 0.499 s = 211.42 pt/s.
        XCTAssertTrue(dismisses(0, 211.5))
        XCTAssertFalse(dismisses(0, 211.4))
        XCTAssertTrue(dismisses(80.0 / 844, 1200), "the issue's flick: 80 pt at 20 pt a frame")
        XCTAssertFalse(dismisses(40.0 / 844, 100), "a slow drift: 40 + 49.9 pt is short of 105.5")
        XCTAssertFalse(dismisses(0.3, -500), "moving back up hard: 253 − 250 pt")
        XCTAssertFalse(dismisses(0, -5000), "upward flicks do not")
    }

    /// Held still (no velocity) at exactly 1/8 of the 844-point height: it dismisses.
    func testAReleaseAtAnEighthOfTheHeightDismisses() {
        drag([CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 105.5)])
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: grabPoint.x, y: grabPoint.y + 105.5))
        XCTAssertTrue(harness.coordinator.isTransitioning)
        XCTAssertNotNil(grid.zoom.lastDismissAnimator)
        harness.settle()
        XCTAssertNil(grid.presentedViewController)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        harness.assertConsistent()
    }

    /// Half a point under 1/8, held still: it springs back, and everything comes back.
    func testAReleaseJustUnderAnEighthSpringsBack() {
        drag([CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 105)])
        harness.wait(0.3)
        harness.pointer.up(CGPoint(x: grabPoint.x, y: grabPoint.y + 105))
        XCTAssertTrue(harness.coordinator.isCancelled, "the dismissal goes back")
        harness.wait(0.1)
        XCTAssertTrue(grid.thumbnails[0].isHidden, "hidden until the photo is home")
        harness.settle()
        XCTAssertTrue(grid.presentedViewController === detail)
        XCTAssertEqual(detail.photo.transform, .identity)
        XCTAssertEqual(photoShown, ZoomDetailController.photoFrame, accuracy: 0.001)
        XCTAssertEqual(detail.page.backdrop.alpha, 1)
        XCTAssertEqual(detail.page.caption.alpha, 1)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        harness.assertConsistent()
    }

    /// A short drag (under 1/8): the momentum projection decides. Eight frames at 3 pt (24 pt,
    /// 180 pt/s) project to 113.8 pt, past 105.5: it dismisses; at 2.6 pt (20.8 pt, 156 pt/s),
    /// 98.6 pt: it springs back.
    func testTheMomentumProjectionDecidesAShortDrag() {
        for (step, dismisses) in [(CGFloat(3), true), (CGFloat(2.6), false)] {
            setUp()
            let points = (1...8).map { CGPoint(x: 195, y: 300 + CGFloat($0) * step) }
            harness.pointer.press(CGPoint(x: 195, y: 300), through: points)
            XCTAssertGreaterThan(photoShown.width, 390 * (1 - 0.4 / 8), "short of an eighth")
            let speed = detail.dragToDismiss.pan.velocity(in: nil).y
            XCTAssertEqual(speed, step * 60, accuracy: 1)
            harness.pointer.up(points.last!)
            XCTAssertEqual(!harness.coordinator.isCancelled, dismisses, "at \(speed) pt/s")
            harness.settle()
            XCTAssertEqual(grid.presentedViewController == nil, dismisses)
            harness.assertConsistent()
        }
    }

    /// The zoom back carries the drag on (issue 19: it started at a fifth of the pointer's
    /// speed): the point under the pointer leaves at the pointer's velocity and the photo goes on
    /// shrinking as fast as the drag shrank it; the copy starts exactly where the photo was shown.
    func testTheReleaseVelocityIsCarriedIntoTheZoomBack() throws {
        drag((1...8).map { CGPoint(x: CGFloat($0) * 3, y: CGFloat($0) * 25) })
        let velocity = detail.dragToDismiss.pan.velocity(in: nil)
        let start = photoShown
        let pointer = CGPoint(x: grabPoint.x + 24, y: grabPoint.y + 200)
        let relative = CGPoint(x: (pointer.x - start.minX) / start.width, y: (pointer.y - start.minY) / start.height)
        harness.pointer.up(pointer)
        let copy = try XCTUnwrap(flyingCopy)
        XCTAssertEqual(ZoomTransition.shownFrame(of: copy, in: harness.window), start, accuracy: 0.001, "no jump")
        let driver = try XCTUnwrap(harness.coordinator.context?.driver)
        let rate = ZoomFlightState(driver.velocity, fading: 1).copy
        XCTAssertEqual(rate.centre.x + (relative.x - 0.5) * rate.size.width, velocity.x, accuracy: 1e-6)
        XCTAssertEqual(rate.centre.y + (relative.y - 0.5) * rate.size.height, velocity.y, accuracy: 1e-6)
        // The drag shrinks it by 0.4 of 390 pt per 844 pt down: at 1500 pt/s, 277.3 pt/s.
        XCTAssertEqual(velocity.y, 1500, accuracy: 1e-6)
        XCTAssertEqual(rate.size.width, -0.4 * 390 * velocity.y / 844, accuracy: 1e-6)
        // Let go in the frame of its last move, the coming frame draws that move.
        harness.wait(1.0 / 60)
        XCTAssertEqual(ZoomTransition.shownFrame(of: copy, in: harness.window), start, accuracy: 1e-9)
        harness.wait(1.0 / 60)
        XCTAssertGreaterThan(
            ZoomTransition.shownFrame(of: copy, in: harness.window).midY, start.midY,
            "it keeps going down for a moment before heading up to the cell")
        harness.settle()
        XCTAssertNil(grid.presentedViewController)
        harness.assertConsistent()
    }

    func testEscapeDuringADragZoomsBackFromWhereThePhotoIs() {
        drag([CGPoint(x: 0, y: 60), CGPoint(x: 10, y: 160)])
        let start = photoShown
        harness.window.send(TimedInputEvent(.key(.escape, modifiers: []), at: harness.pointer.now))
        XCTAssertFalse(harness.coordinator.isInteractive, "Esc ends the drag")
        XCTAssertFalse(harness.coordinator.isCancelled, "and the dismissal goes on")
        let copy = try! XCTUnwrap(flyingCopy)
        XCTAssertEqual(ZoomTransition.shownFrame(of: copy, in: harness.window), start, accuracy: 0.001, "no jump")
        harness.wait(0.2)
        XCTAssertEqual(detail.page.caption.presentation.alpha, 0, "the chrome goes quickly")
        harness.settle()
        XCTAssertNil(grid.presentedViewController)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        XCTAssertEqual(detail.photo.transform, .identity, "the page is put back whole once it is gone")
        XCTAssertEqual(detail.page.backdrop.alpha, 1)
        XCTAssertEqual(detail.page.caption.alpha, 1)
        harness.assertConsistent()
    }

    func testALostTouchSpringsBack() {
        drag([CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 300)])
        harness.pointer.cancel()
        XCTAssertTrue(harness.coordinator.isCancelled, "back onto its page")
        harness.settle()
        XCTAssertTrue(grid.presentedViewController === detail)
        XCTAssertEqual(photoShown, ZoomDetailController.photoFrame, accuracy: 0.001)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        harness.assertConsistent()
    }

    /// Grabbing the photo again on its way back takes it from where it is shown.
    func testCatchingThePhotoMidSpringBackDoesNotJump() {
        drag([CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 80)])
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: grabPoint.x, y: grabPoint.y + 80))
        harness.wait(0.1)
        harness.pointer.down(CGPoint(x: 200, y: 400))
        XCTAssertTrue(harness.coordinator.isGrabbingTransition, "the press takes the photo on its way back")
        harness.wait(1.0 / 60)
        let shown = photoShown
        harness.window.send(TimedInputEvent(.pointerMove(CGPoint(x: 200, y: 412)), at: harness.pointer.now))
        // The point pressed (y 400) is under the pointer from the pan's first frame: the photo
        // moved the pointer's 12 pt, its centre scaled about that point.
        func expectedShift(_ pointerY: CGFloat) -> CGFloat {
            (pointerY - 400) + (shown.midY - 400) * (photoShown.width / shown.width - 1)
        }
        XCTAssertEqual(photoShown.midY - shown.midY, expectedShift(412), accuracy: 0.001)
        harness.pointer.move(CGPoint(x: 200, y: 432))
        XCTAssertEqual(photoShown.midY - shown.midY, expectedShift(432), accuracy: 0.001)
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: 200, y: 432))
        harness.settle()
        XCTAssertTrue(grid.presentedViewController === detail)
        harness.assertConsistent()
    }

    /// A press on the photo going back holds it where it is drawn, before any slop; let go
    /// without dragging (a click), it goes on home from there, from rest.
    func testAPressDuringTheSpringBackHoldsThePhotoStill() {
        drag([CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 80)])
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: grabPoint.x, y: grabPoint.y + 80))
        harness.wait(0.1)
        let caught = photoShown
        XCTAssertGreaterThan(caught.minY - ZoomDetailController.photoFrame.minY, 5, "still on its way back")
        harness.pointer.down(CGPoint(x: 200, y: 400))
        XCTAssertTrue(harness.coordinator.isGrabbingTransition)
        for _ in 0..<10 {
            harness.wait(1.0 / 60)
            XCTAssertEqual(photoShown, caught, accuracy: 0, "held where it was drawn")
        }
        harness.pointer.up(CGPoint(x: 200, y: 400))
        XCTAssertFalse(harness.coordinator.isGrabbingTransition)
        harness.wait(1.0 / 60)
        XCTAssertLessThan(photoShown.minY, caught.minY, "springing home again")
        XCTAssertGreaterThan(photoShown.minY, caught.minY - 5, "from rest, not with the speed it had")
        harness.settle()
        XCTAssertEqual(photoShown, ZoomDetailController.photoFrame, accuracy: 1e-6)
        XCTAssertTrue(grid.presentedViewController === detail)
        harness.assertConsistent()
    }
}
