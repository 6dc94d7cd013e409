import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// iOS 18's zoom navigation transition: pushed out of the cell, popped back into it by the back
/// button, a drag down or the edge swipe, the photo held under the pointer from the drag's
/// first frame.
final class ZoomNavigationTests: XCTestCase {
    func testThePushZoomsOutOfTheCellAndTheBackButtonsPopZoomsBackIntoIt() throws {
        let f = ZoomNavigationFixture()
        f.navigation.pushViewController(f.detail, animated: true)
        f.pointer.wait(1.0 / 60)
        let push = try XCTUnwrap(f.zoom.lastPushAnimator?.flyingImageView)
        XCTAssertEqual(f.shown(push).minX, 16, accuracy: 1, "the copy leaves from the cell")
        XCTAssertTrue(f.row.thumbnail.isHidden, "one picture shows: the cell is empty while the copy flies")
        f.harness.settle()
        XCTAssertEqual(f.titles, ["Row", "Detail"])
        XCTAssertEqual(f.shown(f.detail.page.photo), CGRect(x: 0, y: 244, width: 390, height: 292))
        XCTAssertFalse(f.navigation.interactivePopGestureRecognizer.isEnabled, "the zoom's own swipe takes over")
        XCTAssertFalse(f.navigation.interactiveContentPopGestureRecognizer.isEnabled)
        XCTAssertEqual(f.violations, [])

        f.navigation.popViewController(animated: true)
        f.pointer.wait(0.2)
        let copy = try XCTUnwrap(f.popCopy)
        XCTAssertTrue(f.row.view.superview === f.navigation.contentView, "the page below shows under the detail")
        XCTAssertLessThan(f.shown(copy).width, 390, "on its way to the cell")
        f.harness.settle()
        XCTAssertEqual(f.titles, ["Row"])
        XCTAssertFalse(f.row.thumbnail.isHidden)
        XCTAssertEqual(f.shown(f.row.thumbnail), CGRect(x: 16, y: 144, width: 110, height: 110))
        XCTAssertTrue(f.navigation.interactivePopGestureRecognizer.isEnabled, "the slide's swipes are back")
        XCTAssertTrue(f.navigation.interactiveContentPopGestureRecognizer.isEnabled)
        XCTAssertEqual(f.violations, [])
    }

    /// The drag down pops at once and holds the photo under the pointer from its first frame:
    /// 0 pt off, shrunk by 0.4 of the downward travel over the 800 pt container, the backdrop
    /// fading by 1.5 of it, the bar held on the detail. A flick lets it go into the cell.
    func testTheDragDownHoldsThePhotoUnderThePointerAndAFlickPops() throws {
        let f = ZoomNavigationFixture()
        f.open()
        let press = CGPoint(x: 195, y: 400)
        f.pointer.down(press)
        f.pointer.move(CGPoint(x: 195, y: 405))
        XCTAssertFalse(f.harness.coordinator.isTransitioning, "5 pt is within the pan's slop")
        var worst: CGFloat = 0
        for (i, y) in stride(from: 410 as CGFloat, through: 600, by: 19).enumerated() {
            let pointer = CGPoint(x: 195 + CGFloat(i) * 3, y: y)
            f.pointer.move(pointer)
            let copy = try XCTUnwrap(f.popCopy)
            let expected = ZoomNavigationFixture.heldFrame(press: press, pointer: pointer, progress: (y - 400) / 800)
            worst = max(worst, abs(f.shown(copy).minX - expected.minX), abs(f.shown(copy).minY - expected.minY))
            XCTAssertEqual(f.shown(copy).width, expected.width, accuracy: 1e-9)
            XCTAssertEqual(
                f.detail.page.backdrop.presentation.alpha, 1 - 1.5 * (y - 400) / 800, accuracy: 1e-9,
                "the backdrop fades with the travel")
        }
        XCTAssertEqual(worst, 0, accuracy: 1e-9, "follow error, points")
        XCTAssertTrue(f.row.view.superview === f.navigation.contentView, "the page below shows through")
        XCTAssertEqual(f.barTitle, "Row", "the title coming in…")
        let titleAlpha = try XCTUnwrap(f.navigation.navigationBar.titleLabel?.presentation.alpha)
        XCTAssertGreaterThan(titleAlpha, 0, "…rides the pop's progress, as iOS's bar does under a swipe")
        XCTAssertLessThan(titleAlpha, 1)
        XCTAssertTrue(f.harness.coordinator.isInteractive, "the drag holds the pop")
        f.pointer.up(CGPoint(x: 225, y: 600))
        f.harness.settle()
        f.assertBackInTheCell("200 pt down at 1140 pt/s: back into the cell")
    }

    /// A short drag let go at rest springs the photo back onto its page: the pop is cancelled,
    /// and the page, the bar and the appearance are as before.
    func testAShortDragLetGoAtRestSpringsBack() throws {
        let f = ZoomNavigationFixture()
        f.open()
        f.pointer.press(CGPoint(x: 195, y: 400), through: [CGPoint(x: 195, y: 420), CGPoint(x: 195, y: 460)])
        f.pointer.wait(0.1)
        f.pointer.up(CGPoint(x: 195, y: 460))
        f.harness.settle()
        XCTAssertEqual(f.titles, ["Row", "Detail"], "60 pt of 800 at rest is under an eighth")
        XCTAssertEqual(f.barTitle, "Detail")
        XCTAssertEqual(f.navigation.navigationBar.backButton?.titleLabel.text, "Row")
        XCTAssertEqual(f.shown(f.detail.page.photo), CGRect(x: 0, y: 244, width: 390, height: 292))
        XCTAssertEqual(f.detail.page.backdrop.alpha, 1)
        XCTAssertNil(f.row.view.superview, "the page below left the container again")
        XCTAssertFalse(f.navigation.interactivePopGestureRecognizer.isEnabled, "still on the zoomed page")
        XCTAssertEqual(f.violations, [])
    }

    /// The edge swipe, as the back swipe decides: 16 % of the width at 1200 pt/s pops, and the
    /// photo leaves at the pointer's speed; 29 % at 400 pt/s stays.
    func testTheEdgeSwipeDecidesAsTheBackSwipe() throws {
        let flick = ZoomNavigationFixture(frameInterval: 10.4 / 1200)
        flick.open()
        let press = CGPoint(x: 5, y: 400)
        flick.pointer.press(press, through: (1...6).map { CGPoint(x: 5 + 10.4 * CGFloat($0), y: 400) })
        let copy = try XCTUnwrap(flick.popCopy)
        let held = ZoomNavigationFixture.heldFrame(
            press: press, pointer: CGPoint(x: 67.4, y: 400), progress: 62.4 / 390)
        XCTAssertEqual(flick.shown(copy).minX, held.minX, accuracy: 1e-9, "shrunk by 0.4 of the travel right")
        XCTAssertEqual(flick.shown(copy).width, held.width, accuracy: 1e-9)
        flick.pointer.up(CGPoint(x: 67.4, y: 400))
        // The point pressed leaves at the pointer's 1200 pt/s, on the driver's spring.
        let handle = try XCTUnwrap(flick.harness.coordinator.context?.driver.handles.first)
        XCTAssertEqual(handle.velocity.dx, 1200, accuracy: 1e-6, "the pointer's speed, no jump")
        flick.harness.settle()
        XCTAssertEqual(flick.titles, ["Row"])
        XCTAssertEqual(flick.violations, [])

        let slow = ZoomNavigationFixture(frameInterval: 113.1 / 9 / 400)
        slow.open()
        slow.pointer.press(press, through: (1...9).map { CGPoint(x: 5 + 113.1 / 9 * CGFloat($0), y: 400) })
        slow.pointer.up(CGPoint(x: 118.1, y: 400))
        slow.harness.settle()
        XCTAssertEqual(slow.titles, ["Row", "Detail"])
        XCTAssertEqual(slow.barTitle, "Detail")
        XCTAssertEqual(slow.violations, [])
    }

    /// Let go, the photo on its way to the cell can be caught again and sent back onto its page.
    func testThePhotoOnItsWayCanBeCaughtAndSentBack() throws {
        let f = ZoomNavigationFixture()
        f.open()
        f.pointer.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 560), frames: 8)
        f.pointer.wait(0.05)
        let copy = try XCTUnwrap(f.popCopy)
        let caught = f.shown(copy)
        f.pointer.down(CGPoint(x: caught.midX, y: caught.midY))
        XCTAssertEqual(f.shown(copy), caught, "it stops where it is drawn")
        for y in stride(from: caught.midY - 20, through: caught.midY - 160, by: -20) {
            f.pointer.move(CGPoint(x: caught.midX, y: y))
        }
        f.pointer.up(CGPoint(x: caught.midX, y: caught.midY - 160))
        f.harness.settle()
        XCTAssertEqual(f.titles, ["Row", "Detail"], "dragged back up, it stays on its page")
        XCTAssertEqual(f.barTitle, "Detail", "the bar came back with it")
        XCTAssertEqual(f.violations, [])
    }

    /// A press within 20 pt of the left edge on the photo still zooming open drags it as the
    /// edge swipe does: it shrinks with the travel right, and a flick sends it back into its
    /// cell (the push is undone), as the same swipe does once the page rests.
    func testAnEdgeSwipeOnThePushInFlightUndoesIt() throws {
        let f = ZoomNavigationFixture()
        f.navigation.pushViewController(f.detail, animated: true)
        f.pointer.wait(0.5)
        let copy = try XCTUnwrap(f.zoom.lastPushAnimator?.flyingImageView)
        let press = CGPoint(x: 5, y: 400)
        let before = f.shown(copy)
        f.pointer.down(press)
        XCTAssertTrue(f.harness.coordinator.isGrabbingTransition, "the press holds the push")
        XCTAssertEqual(f.shown(copy), before, "where it is drawn")
        for i in 1...6 { f.pointer.move(CGPoint(x: 5 + 22 * CGFloat(i), y: 400)) }
        XCTAssertEqual(f.shown(copy).width, before.width * (1 - 0.4 * 132 / 390), accuracy: 1e-9)
        f.pointer.up(CGPoint(x: 137, y: 400))
        f.harness.settle()
        f.assertBackInTheCell("132 pt at 1320 pt/s: back into the cell")
    }

    /// Esc, or the pointer lost, while a drag holds the photo ends the drag cleanly: Esc goes
    /// back, as it does for every held zoom (the photo into its cell); a lost pointer lets go
    /// where it is, which 30 pt down at rest springs the photo back onto its page.
    func testEscOrALostPointerWhileHeldEndsTheDragCleanly() {
        let esc = ZoomNavigationFixture()
        esc.open()
        esc.pointer.press(CGPoint(x: 195, y: 400), through: [CGPoint(x: 195, y: 415), CGPoint(x: 195, y: 430)])
        esc.harness.window.send(TimedInputEvent(.key(.escape), at: esc.pointer.now))
        XCTAssertFalse(esc.harness.coordinator.isGrabbingTransition)
        esc.pointer.up(CGPoint(x: 195, y: 430))
        esc.harness.settle()
        esc.assertBackInTheCell("Esc sends it back into its cell")

        let lost = ZoomNavigationFixture()
        lost.open()
        lost.pointer.press(CGPoint(x: 195, y: 400), through: [CGPoint(x: 195, y: 415), CGPoint(x: 195, y: 430)])
        lost.pointer.wait(0.1)
        lost.pointer.cancel()
        lost.harness.settle()
        XCTAssertEqual(lost.titles, ["Row", "Detail"])
        XCTAssertEqual(lost.shown(lost.detail.page.photo), CGRect(x: 0, y: 244, width: 390, height: 292))
        XCTAssertEqual(lost.violations, [])
    }
}
