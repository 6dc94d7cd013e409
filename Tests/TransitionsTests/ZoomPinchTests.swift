import SegueTestSupport
import ViewKit
import XCTest

@testable import Transitions

/// The photo detail's pinch and pan, fed synthetic pinch values (scale, centroid, velocity)
/// on the harness's clock: the zoom follows the fingers, the zoomed photo pans instead of
/// dismissing, and a pinch in dismisses or springs back by the release rule.
final class ZoomPinchTests: XCTestCase, ZoomDetailTesting {
    var harness: TransitionHarness!
    var grid: ZoomGridController!
    var detail: ZoomDetailController!
    var gestures: ZoomPhotoGestures!
    let frame = 1.0 / 60

    override func setUp() {
        presentDetail()
        gestures = ZoomPhotoGestures(controller: detail, transition: grid.zoom, dragToDismiss: detail.dragToDismiss)
    }

    var now: Double { harness.pointer.now }

    /// Pinches from `start` through `steps` (recognizer scale, centroid), one frame apart.
    func pinch(at start: CGPoint, _ steps: [(CGFloat, CGPoint)]) {
        gestures.pinchBegan(centroid: start, time: now)
        for (scale, centroid) in steps {
            harness.wait(frame)
            gestures.pinchChanged(scale: scale, centroid: centroid, time: now)
        }
    }

    func testTheReleaseDecisionTable() {
        let table: [(scale: CGFloat, velocity: CGFloat, dismisses: Bool)] = [
            (0.9, 0, false), (0.76, 0, false), (0.74, 0, true),
            (0.95, -0.5, true), (0.5, 0.5, false),
            (0.9, -0.4, true),  // projected 0.9 − 0.1996 = 0.7004
            (0.8, 0.1, false),  // projected 0.8499
            (0.7, 0.1, true),  // projected 0.7499
        ]
        for row in table {
            XCTAssertEqual(
                ZoomPinchDismissal.shouldDismiss(scale: row.scale, velocity: row.velocity), row.dismisses,
                "scale \(row.scale) at \(row.velocity)/s")
        }
        XCTAssertEqual(ZoomPinchDismissal.backdropAlpha(scale: 0.7), 0.4, accuracy: 1e-12)
        XCTAssertEqual(ZoomPinchDismissal.backdropAlpha(scale: 0.4), 0)
        XCTAssertEqual(ZoomPinchDismissal.backdropAlpha(scale: 1.3), 1)
        XCTAssertEqual(ZoomPinchDismissal.projectedScale(scale: 0.9, velocity: -0.4), 0.7004, accuracy: 1e-12)
    }

    func testAPinchOutFollowsTheCentroidAndSpringsBackToFour() {
        let home = ZoomDetailController.photoFrame
        let start = CGPoint(x: 150, y: 300)
        let fraction = CGPoint(x: (start.x - home.minX) / home.width, y: (start.y - home.minY) / home.height)
        let steps: [(CGFloat, CGPoint)] = (1...24).map { (n: Int) -> (CGFloat, CGPoint) in
            let k = CGFloat(n)
            return (1 + k * 0.25, CGPoint(x: 150 + k * 4, y: 300 - k * 2))
        }
        gestures.pinchBegan(centroid: start, time: now)
        var worst: CGFloat = 0
        for (scale, centroid) in steps {
            harness.wait(frame)
            gestures.pinchChanged(scale: scale, centroid: centroid, time: now)
            let shown = photoShown
            let under = CGPoint(x: shown.minX + fraction.x * shown.width, y: shown.minY + fraction.y * shown.height)
            worst = max(worst, abs(under.x - centroid.x), abs(under.y - centroid.y))
            if scale <= 4 { XCTAssertEqual(shown.width, home.width * scale, accuracy: 1e-9) }
        }
        XCTAssertLessThan(worst, 1e-9, "the point under the fingers stays under them")
        XCTAssertGreaterThan(photoShown.width, home.width * 4, "past 4× it stretches")
        XCTAssertLessThan(photoShown.width, home.width * 6)
        XCTAssertFalse(grid.thumbnails[0].isHidden, "zooming in leaves the grid alone")
        gestures.pinchEnded(velocity: 1.5, centroidVelocity: .zero, time: now)
        // Raw 7× is 0.75 of the limit past it: the pace shown is 1.5 · 0.55 / (1 + 0.55 · 0.75 / 0.5)².
        XCTAssertEqual(
            gestures.motion.release?.scaleVelocity ?? 0, 1.5 * 0.55 / (1.825 * 1.825), accuracy: 1e-9,
            "the spring back starts at the pace the photo was shown growing")
        harness.settle()
        XCTAssertEqual(photoShown.width, home.width * 4, accuracy: 1e-9)
        XCTAssertNotNil(grid.presentedViewController)
        XCTAssertEqual(detail.page.backdrop.alpha, 1)
    }

    func testAZoomedPhotoPansUnderTheMouseInsteadOfDismissing() {
        pinch(at: CGPoint(x: 195, y: 346), [(1.5, CGPoint(x: 195, y: 346)), (2, CGPoint(x: 195, y: 346))])
        gestures.pinchEnded(velocity: 0, centroidVelocity: .zero, time: now)
        harness.settle()
        let before = photoShown
        XCTAssertEqual(before.width, 780, accuracy: 1e-9)
        // The pan begins 10 pt down; its translation counts from the press.
        harness.pointer.press(
            CGPoint(x: 200, y: 300),
            through: [CGPoint(x: 200, y: 310), CGPoint(x: 180, y: 330), CGPoint(x: 150, y: 360)])
        XCTAssertEqual(photoShown.minX, before.minX - 50, accuracy: 1e-9)
        // 584 pt tall on an 844 pt page, the photo cannot move up or down: 60 pt shows banded.
        let band = (1 - 1 / (60 * 0.55 / 844 + 1)) * 844
        XCTAssertEqual(photoShown.minY, before.minY + band, accuracy: 1e-9)
        XCTAssertEqual(band, 31.758_266_818_7, accuracy: 1e-9)
        XCTAssertFalse(detail.dragToDismiss.isDragging, "the drag-down waits while the photo is zoomed")
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        harness.pointer.up(CGPoint(x: 150, y: 360))
        harness.settle()
        XCTAssertNotNil(grid.presentedViewController)
        XCTAssertEqual(photoShown.width, 780, accuracy: 1e-9)
    }

    func testAPinchInLetGoClosingDismissesFromWhereThePhotoIs() throws {
        let steps: [(CGFloat, CGPoint)] = (1...8).map { (n: Int) -> (CGFloat, CGPoint) in
            let k = CGFloat(n)
            return (1 - k * 0.02, CGPoint(x: 195 + k * 2, y: 346 + k * 5))
        }
        pinch(at: CGPoint(x: 195, y: 346), steps)
        XCTAssertTrue(gestures.isPinchingToDismiss)
        XCTAssertTrue(grid.thumbnails[0].isHidden, "the grid shows a gap under the photo")
        // At 0.84× the backdrop is (0.84 − 0.5) / 0.5 of the way in.
        XCTAssertEqual(detail.page.backdrop.alpha, 0.68, accuracy: 1e-9)
        let start = photoShown
        XCTAssertEqual(start.width, 390 * 0.84, accuracy: 1e-9)
        gestures.pinchEnded(velocity: -2.4, centroidVelocity: .zero, time: now)
        let copy = try XCTUnwrap(flyingCopy)
        XCTAssertEqual(ZoomTransition.shownFrame(of: copy, in: harness.window), start, accuracy: 0.001, "no jump")
        // The size goes on shrinking at the pinch's rate: 2.4 of 390 pt per second, on the
        // driver's spring.
        let driver = try XCTUnwrap(harness.coordinator.context?.driver)
        XCTAssertEqual(ZoomFlightState(driver.velocity, fading: 1).copy.size.width, -2.4 * 390, accuracy: 1e-6)
        harness.settle()
        XCTAssertNil(grid.presentedViewController)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        harness.assertConsistent()
    }

    func testAPinchInLetGoOpeningSpringsBackToFullSize() {
        pinch(at: CGPoint(x: 195, y: 346), [(0.9, CGPoint(x: 190, y: 350)), (0.8, CGPoint(x: 185, y: 355))])
        XCTAssertTrue(gestures.isPinchingToDismiss)
        gestures.pinchEnded(velocity: 0.6, centroidVelocity: .zero, time: now)
        harness.wait(frame)
        XCTAssertGreaterThan(photoShown.width, 390 * 0.8, "it opens on at once: no brake")
        harness.settle()
        XCTAssertEqual(photoShown, ZoomDetailController.photoFrame, accuracy: 1e-9)
        XCTAssertEqual(detail.page.backdrop.alpha, 1)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        XCTAssertNotNil(grid.presentedViewController)
        harness.assertConsistent()
    }

    func testThePhotoIsCaughtMidSpringBackWithoutAJump() {
        pinch(at: CGPoint(x: 195, y: 346), [(3, CGPoint(x: 195, y: 346)), (6, CGPoint(x: 195, y: 346))])
        gestures.pinchEnded(velocity: 0, centroidVelocity: .zero, time: now)
        harness.wait(0.1)
        let shown = photoShown
        gestures.pinchBegan(centroid: CGPoint(x: 195, y: 346), time: now)
        XCTAssertEqual(photoShown, shown, accuracy: 1e-9)
        harness.wait(0.2)
        XCTAssertEqual(photoShown, shown, accuracy: 1e-9, "held by the fingers: the spring stopped")
        gestures.pinchChanged(scale: 1, centroid: CGPoint(x: 195, y: 346), time: now)
        XCTAssertEqual(photoShown, shown, accuracy: 1e-9)
        gestures.pinchEnded(velocity: 0, centroidVelocity: .zero, time: now)
        harness.settle()
        XCTAssertEqual(photoShown.width, 390 * 4, accuracy: 1e-9)
    }
}
