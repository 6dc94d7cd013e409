import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// The photo detail's double tap through the pointer, frame by frame on the harness's clock:
/// it zooms a photo at full size to 2.5× about the tap, animated from rest with no jump, and a
/// zoomed photo back to full size; a press or a pinch takes the zoom where it is drawn; a double
/// tap off the photo, or too slow, does nothing. The photo is 390 × 292 pt at (0, 200), centred
/// at y 346, on an 844 pt page.
final class ZoomDoubleTapTests: XCTestCase, ZoomDetailTesting {
    var harness: TransitionHarness!
    var grid: ZoomGridController!
    var detail: ZoomDetailController!
    var gestures: ZoomPhotoGestures!
    let frame = 1.0 / 60
    let home = ZoomDetailController.photoFrame

    override func setUp() {
        presentDetail()
        gestures = ZoomPhotoGestures(controller: detail, transition: grid.zoom, dragToDismiss: detail.dragToDismiss)
    }

    var pointer: PointerDriver { harness.pointer }
    var scale: CGFloat { photoShown.width / home.width }

    /// Two clicks at `p`, each held a frame, three frames apart: the second lift is the double tap.
    func doubleTap(_ p: CGPoint) {
        pointer.down(p)
        pointer.wait(frame)
        pointer.up(p)
        pointer.wait(3 * frame)
        pointer.down(p)
        pointer.wait(frame)
        pointer.up(p)
    }

    /// Where the photo point that was under `p` at full size is drawn now (window points).
    func drawn(_ p: CGPoint) -> CGPoint {
        let shown = photoShown
        return CGPoint(
            x: shown.minX + (p.x - home.minX) / home.width * shown.width,
            y: shown.minY + (p.y - home.minY) / home.height * shown.height)
    }

    /// Frames until the motion rests (at most 3 s), each frame's scale.
    func scalesUntilRest() -> [CGFloat] {
        var scales: [CGFloat] = []
        while gestures.motion.isRunning && scales.count < 180 {
            pointer.wait(frame)
            scales.append(scale)
        }
        return scales
    }

    /// Tapped at (250, 346): the zoomed photo fills the page's width, so the tapped point stays
    /// under the finger on every frame, within 0.5 pt (the spring keeps it exactly); the scale
    /// rises from 1 without a jump (1.035 after the first frame, 1/60 s of a critically damped
    /// 0.45 s spring) and rests at 2.5.
    func testADoubleTapZoomsToTwoAndAHalfAboutTheTapWithTheTappedPointStill() {
        let p = CGPoint(x: 250, y: 346)
        doubleTap(p)
        XCTAssertTrue(gestures.motion.isRunning, "the zoom starts at the second lift")
        XCTAssertEqual(scale, 1, accuracy: 1e-9, "nothing jumps at the lift")
        let scales = scalesUntilRest()
        XCTAssertLessThan(scales.first ?? 9, 1.05)
        XCTAssertGreaterThan(scales.first ?? 0, 1.02)
        for (previous, next) in zip([1] + scales, scales) { XCTAssertGreaterThanOrEqual(next, previous - 1e-9) }
        XCTAssertEqual(scales.last ?? 0, 2.5, accuracy: 1e-9)
        XCTAssertLessThan(scales.count, 90, "rests within 1.5 s")
        XCTAssertEqual(drawn(p).x, p.x, accuracy: 1e-9)
        XCTAssertEqual(drawn(p).y, p.y, accuracy: 1e-9)
        XCTAssertEqual(photoShown.width, 975, accuracy: 1e-9)
        XCTAssertEqual(photoShown.midY, 346, accuracy: 1e-9)
    }

    /// The tapped point on every frame of the zoom in: within 0.5 pt of the finger.
    func testTheTappedPointStaysUnderTheFingerOnEveryFrame() {
        let p = CGPoint(x: 80, y: 346)
        doubleTap(p)
        var worst: CGFloat = 0
        while gestures.motion.isRunning {
            pointer.wait(frame)
            worst = max(worst, abs(drawn(p).x - p.x), abs(drawn(p).y - p.y))
        }
        XCTAssertLessThan(worst, 0.5)
        XCTAssertEqual(scale, 2.5, accuracy: 1e-9)
    }

    /// Tapped above the middle, at y 300: scaled about the tap, the photo's centre would go to
    /// 346 + 46 × 1.5 = 415; at 2.5× it is 730 pt tall on an 844 pt page, which lets its centre
    /// go no lower than 365 (its top edge at the page's top), so it settles there and the tapped
    /// point ends 50 pt above the finger, at 365 − 46 × 2.5 = 250. Across, it stays put.
    func testTheZoomedPhotoStaysWithinThePage() {
        let p = CGPoint(x: 250, y: 300)
        doubleTap(p)
        _ = scalesUntilRest()
        XCTAssertEqual(photoShown.midY, 365, accuracy: 1e-9)
        XCTAssertEqual(photoShown.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(drawn(p).y, 250, accuracy: 1e-9)
        XCTAssertEqual(drawn(p).x, 250, accuracy: 1e-9)
    }

    /// A second double tap zooms the photo back to full size, at home, the scale falling
    /// steadily.
    func testASecondDoubleTapZoomsBackToFullSize() {
        doubleTap(CGPoint(x: 250, y: 346))
        _ = scalesUntilRest()
        pointer.wait(0.5)
        doubleTap(CGPoint(x: 120, y: 400))
        let scales = scalesUntilRest()
        XCTAssertLessThan(2.5 - (scales.first ?? 0), 0.1, "no jump")
        for (previous, next) in zip([2.5] + scales, scales) { XCTAssertLessThanOrEqual(next, previous + 1e-9) }
        XCTAssertEqual(photoShown.origin.x, home.origin.x, accuracy: 1e-9)
        XCTAssertEqual(photoShown.origin.y, home.origin.y, accuracy: 1e-9)
        XCTAssertEqual(scale, 1, accuracy: 1e-9)
        XCTAssertNotNil(grid.presentedViewController)
    }

    /// A press eight frames into the zoom holds the photo where it is drawn, with no jump, and
    /// a release without a drag leaves it there (it is within 1…4).
    func testAPressTakesTheZoomWhereItIsDrawn() {
        doubleTap(CGPoint(x: 250, y: 346))
        for _ in 0..<8 { pointer.wait(frame) }
        let drawnThen = photoShown
        XCTAssertGreaterThan(drawnThen.width, home.width * 1.3)
        XCTAssertLessThan(drawnThen.width, home.width * 2.4)
        pointer.down(CGPoint(x: 200, y: 400))
        XCTAssertFalse(gestures.motion.isRunning)
        for _ in 0..<5 {
            pointer.wait(frame)
            XCTAssertEqual(photoShown, drawnThen, "held where drawn")
        }
        pointer.up(CGPoint(x: 200, y: 400))
        pointer.settle()
        XCTAssertEqual(photoShown.width, drawnThen.width, accuracy: 1e-9)
    }

    /// A pinch eight frames into the zoom begins from the photo as drawn.
    func testAPinchTakesTheZoomWhereItIsDrawn() {
        doubleTap(CGPoint(x: 250, y: 346))
        for _ in 0..<8 { pointer.wait(frame) }
        let drawnThen = photoShown
        gestures.pinchBegan(centroid: CGPoint(x: 200, y: 350), time: pointer.now)
        gestures.pinchChanged(scale: 1, centroid: CGPoint(x: 200, y: 350), time: pointer.now)
        XCTAssertFalse(gestures.motion.isRunning)
        XCTAssertEqual(photoShown.width, drawnThen.width, accuracy: 1e-9)
        XCTAssertEqual(photoShown.midX, drawnThen.midX, accuracy: 1e-9)
        pointer.wait(frame)
        gestures.pinchChanged(scale: 1.1, centroid: CGPoint(x: 200, y: 350), time: pointer.now)
        XCTAssertEqual(photoShown.width, drawnThen.width * 1.1, accuracy: 1e-9)
    }

    /// Off the photo (on the backdrop under it), or with taps too slow, nothing zooms.
    func testADoubleTapOffThePhotoOrTooSlowDoesNothing() {
        doubleTap(CGPoint(x: 200, y: 700))
        pointer.settle()
        XCTAssertEqual(photoShown, home)
        pointer.down(CGPoint(x: 200, y: 300))
        pointer.wait(frame)
        pointer.up(CGPoint(x: 200, y: 300))
        pointer.wait(20 * frame)  // 0.333 s, past the 0.3 s interval
        pointer.down(CGPoint(x: 200, y: 300))
        pointer.wait(frame)
        pointer.up(CGPoint(x: 200, y: 300))
        pointer.settle()
        XCTAssertEqual(photoShown, home)
        XCTAssertNotNil(grid.presentedViewController)
    }
}
