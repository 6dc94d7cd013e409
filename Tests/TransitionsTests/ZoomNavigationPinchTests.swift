import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// The zoom navigation page under two fingers: a pinch in let go closing pops the page with the
/// photo flying back into its cell from where it is drawn; a pinch out zooms it and a drag then
/// pans it rather than popping.
final class ZoomNavigationPinchTests: XCTestCase {
    var f: ZoomNavigationFixture!
    var gestures: ZoomPhotoGestures!
    let frame = 1.0 / 60

    override func setUp() {
        f = ZoomNavigationFixture()
        f.open()
        gestures = ZoomPhotoGestures(controller: f.detail, transition: f.zoom, dismissal: f.detail.dismissal)
    }

    func send(_ event: InputEvent) { f.harness.window.send(TimedInputEvent(event, at: f.pointer.now)) }

    func pinch(from center: CGPoint, gaps: [CGFloat], drift: CGFloat = 0) {
        send(.fingerDown(id: 1, at: CGPoint(x: center.x - gaps[0] / 2, y: center.y)))
        send(.fingerDown(id: 2, at: CGPoint(x: center.x + gaps[0] / 2, y: center.y)))
        for (n, gap) in gaps.dropFirst().enumerated() {
            f.pointer.wait(frame)
            let y = center.y + CGFloat(n + 1) * drift
            send(.fingerMove(id: 1, at: CGPoint(x: center.x - gap / 2, y: y)))
            send(.fingerMove(id: 2, at: CGPoint(x: center.x + gap / 2, y: y)))
        }
    }

    func lift(_ center: CGPoint, gap: CGFloat) {
        send(.fingerUp(id: 1, at: CGPoint(x: center.x - gap / 2, y: center.y)))
        send(.fingerUp(id: 2, at: CGPoint(x: center.x + gap / 2, y: center.y)))
    }

    func testAPinchInClosingPopsIntoTheCellFromWhereThePhotoIs() throws {
        let gaps = (0...10).map { 200 - CGFloat($0) * 10 }
        pinch(from: CGPoint(x: 195, y: 390), gaps: gaps, drift: 4)
        XCTAssertTrue(gestures.isPinchingToDismiss)
        let shown = f.shown(f.detail.page.photo)
        XCTAssertEqual(shown.width, 390 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(f.detail.page.backdrop.alpha, 1, "the page below is not under it until the pop")
        lift(CGPoint(x: 195, y: 430), gap: 100)
        let copy = try XCTUnwrap(f.popCopy)
        XCTAssertEqual(f.shown(copy), shown, accuracy: 0.001, "the pop's copy starts where the photo was")
        f.harness.settle()
        f.assertBackInTheCell("pinched in")
        XCTAssertEqual(f.violations, [])
    }

    func testAZoomedPagePansInsteadOfPopping() {
        pinch(from: CGPoint(x: 195, y: 390), gaps: (0...10).map { 100 + CGFloat($0) * 10 })
        lift(CGPoint(x: 195, y: 390), gap: 200)
        f.harness.settle()
        let zoomed = f.shown(f.detail.page.photo)
        // Let go at 2× opening at 6 scale/s, it coasts 6 · 0.099 further (UIKit's fast rate).
        XCTAssertEqual(zoomed.width, 390 * (2 + 6 * 0.099), accuracy: 1e-6)
        f.pointer.press(
            CGPoint(x: 195, y: 390),
            through: [CGPoint(x: 195, y: 400), CGPoint(x: 215, y: 430), CGPoint(x: 235, y: 470)])
        XCTAssertEqual(f.titles, ["Row", "Detail"], "no pop began")
        XCTAssertEqual(f.shown(f.detail.page.photo).minX, zoomed.minX + 40, accuracy: 1e-9)
        f.pointer.up(CGPoint(x: 235, y: 470))
        f.harness.settle()
        XCTAssertEqual(f.titles, ["Row", "Detail"])
        XCTAssertEqual(f.violations, [])
    }
}
