import Motion
import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// The photo zoom (seed 003) and its drag-to-dismiss, driven on fake time against plain ViewKit.
final class ZoomTransitionTests: XCTestCase {
    var harness: TransitionHarness!
    var grid: ZoomGridController!

    override func setUp() {
        grid = ZoomGridController()
        harness = TransitionHarness(root: grid)
    }

    /// Presents photo `index`'s detail and returns it (the transition has just started).
    @discardableResult
    func open(_ index: Int = 0) -> ZoomDetailController {
        grid.selected = index
        let detail = ZoomDetailController(transition: grid.zoom)
        grid.present(detail, animated: true)
        return detail
    }

    func openAndSettle(_ index: Int = 0) -> ZoomDetailController {
        let detail = open(index)
        harness.settle()
        harness.assertConsistent()
        return detail
    }

    var container: View { harness.window.subviews.last! }
    /// The copy in flight: the container's image view that is not the detail's.
    func flyingCopy() -> ImageView? {
        container.subviews.compactMap { $0 as? ImageView }.first
    }

    func shownFrame(_ view: View) -> CGRect { ZoomTransition.shownFrame(of: view, in: harness.window) }

    // MARK: The seed's spring

    func testTheSpringConstantsAreTheSeeds() {
        XCTAssertEqual(ZoomTransition.duration, 1.0)
        XCTAssertEqual(ZoomTransition.delay, 0.01)
        XCTAssertEqual(ZoomTransition.dampingRatio, 0.7)
        XCTAssertEqual(ZoomTransition.initialSpringVelocity, 0.1)
        open()
        XCTAssertEqual(harness.coordinator.transitionDuration, 1.0)
    }

    func testNothingMovesBeforeTheDelayThenTheCopyLeaves() {
        let detail = open()
        let start = grid.thumbnailFrameInWindow(0)
        harness.wait(0.005)
        let copy = try! XCTUnwrap(flyingCopy())
        XCTAssertEqual(shownFrame(copy), start, accuracy: 0.001)
        XCTAssertEqual(detail.view.presentation.alpha, 0, accuracy: 0.0001)
        harness.wait(0.015)
        XCTAssertGreaterThan(abs(shownFrame(copy).minY - start.minY), 0.01)
        XCTAssertGreaterThan(detail.view.presentation.alpha, 0)
        harness.settle()
        harness.assertConsistent()
    }

    /// The copy follows UIKit's spring for damping 0.7, velocity 0.1 and 1 s, started 0.01 s late,
    /// from the thumbnail's frame converted to the window to the detail photo's rect.
    func testTheCopyFollowsTheSeedsSpringFromTheThumbnailToTheDetailPhoto() {
        grid.scroll.contentOffset = CGPoint(x: 0, y: 37)  // the converted frame, not the content one
        let detail = open(1)
        let start = grid.thumbnailFrameInWindow(1)
        XCTAssertEqual(start, CGRect(x: 16, y: 300 - 37, width: 173, height: 173), accuracy: 0.001)
        let end = ZoomDetailController.photoFrame
        let solution = SpringSolution(spring: Spring(dampingRatio: 0.7, duration: 1.0), displacement: -1, velocity: 0.1)
        var elapsed = 0.0
        var widest: CGFloat = 0
        for _ in 0..<55 {
            harness.wait(1.0 / 60)
            elapsed += 1.0 / 60
            guard let copy = flyingCopy() else { break }
            let p = CGFloat(1 + solution.position(at: elapsed - 0.01))
            let expected = CGRect(
                x: start.minX + (end.minX - start.minX) * p, y: start.minY + (end.minY - start.minY) * p,
                width: start.width + (end.width - start.width) * p,
                height: start.height + (end.height - start.height) * p)
            XCTAssertEqual(shownFrame(copy), expected, accuracy: 0.01, "at \(elapsed) s")
            XCTAssertEqual(copy.presentation.cornerRadius, max(0, 12 * (1 - p)), accuracy: 0.01)
            widest = max(widest, shownFrame(copy).width)
        }
        // Damping 0.7 overshoots by about 4.6 % of the distance; a critically damped one would not.
        XCTAssertEqual((widest - end.width) / (end.width - start.width), 0.046, accuracy: 0.01)
        XCTAssertTrue(harness.coordinator.isTransitioning, "a 1 s spring is still running at 0.92 s")
        harness.wait(0.2)
        XCTAssertFalse(harness.coordinator.isTransitioning, "ended by 1.12 s")
        XCTAssertNil(flyingCopy())
        XCTAssertFalse(detail.photo.isHidden)
        harness.assertConsistent()
    }

    func testTheDetailFadesInAndTheThumbnailHidesDuringTheZoomOnly() {
        let detail = open()
        XCTAssertTrue(grid.thumbnails[0].isHidden)
        XCTAssertTrue(detail.photo.isHidden, "only the copy shows the photo while it flies")
        XCTAssertEqual(detail.view.alpha, 1, "the model holds the target")
        harness.wait(0.2)
        let alpha = detail.view.presentation.alpha
        XCTAssertGreaterThan(alpha, 0.05)
        XCTAssertTrue(grid.thumbnails[0].isHidden)
        harness.settle()
        XCTAssertEqual(detail.view.presentation.alpha, 1)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        XCTAssertFalse(detail.photo.isHidden)
        XCTAssertNil(flyingCopy())
        XCTAssertTrue(grid.presentedViewController === detail)
        harness.assertConsistent()
    }

    /// A click during the opening sends the photo back to its cell from where it is; one during
    /// the close zooms it back open.
    func testAClickDuringTheZoomSendsThePhotoBackAndDuringTheCloseReopensIt() throws {
        let detail = open()
        harness.wait(0.2)
        let copy = try XCTUnwrap(flyingCopy())
        let shown = shownFrame(copy)
        harness.pointer.down(CGPoint(x: 359, y: 69))
        harness.pointer.up(CGPoint(x: 359, y: 69))
        XCTAssertEqual(shownFrame(copy), shown, accuracy: 1e-9)
        // It keeps its speed, so it grows on a little before it turns.
        harness.wait(0.3)
        XCTAssertLessThan(shownFrame(copy).width, shown.width, "shrinking back towards the thumbnail")
        harness.settle()
        XCTAssertNil(grid.presentedViewController)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        XCTAssertNil(copy.superview)
        harness.assertConsistent()

        let reopened = openAndSettle()
        reopened.dismiss(animated: true)
        harness.wait(0.2)
        harness.pointer.down(CGPoint(x: 195, y: 700))
        harness.pointer.up(CGPoint(x: 195, y: 700))
        harness.settle()
        XCTAssertTrue(grid.presentedViewController === reopened, "zoomed back open")
        XCTAssertFalse(reopened.photo.isHidden)
        XCTAssertEqual(shownFrame(reopened.photo), ZoomDetailController.photoFrame, accuracy: 1e-9)
        XCTAssertEqual(reopened.view.presentation.alpha, 1)
        harness.assertConsistent()
        withExtendedLifetime(detail) {}
    }

    // MARK: Zooming back

    func testCloseZoomsBackOntoTheThumbnailWithTheSameSpring() {
        let detail = openAndSettle()
        detail.dismiss(animated: true)
        let animator = try! XCTUnwrap(grid.zoom.lastDismissAnimator)
        XCTAssertEqual(animator.initialVelocity, CGVector(dx: 0.1, dy: 0.1))
        XCTAssertTrue(detail.photo.isHidden)
        XCTAssertTrue(grid.thumbnails[0].isHidden)
        harness.wait(0.005)
        let copy = try! XCTUnwrap(flyingCopy())
        XCTAssertEqual(shownFrame(copy), ZoomDetailController.photoFrame, accuracy: 0.001)
        harness.wait(0.3)
        XCTAssertLessThan(detail.page.backdrop.presentation.alpha, 1)
        let target = grid.thumbnailFrameInWindow(0)
        var last = shownFrame(copy)
        while harness.coordinator.isTransitioning {
            last = shownFrame(copy)
            harness.wait(1.0 / 60)
        }
        // Within the spring's rest threshold (0.1 % of the distance) on its last frame in flight,
        // then exactly on the thumbnail when it goes.
        XCTAssertEqual(last, target, accuracy: 0.5)
        XCTAssertEqual(copy.frame, target, "the copy lands exactly on the thumbnail")
        XCTAssertFalse(copy.isAnimating)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        XCTAssertNil(copy.superview)
        XCTAssertNil(grid.presentedViewController)
        harness.assertConsistent()
    }

    func testDismissalFindsTheThumbnailWhereTheGridScrolledTo() {
        let detail = openAndSettle(2)
        grid.scroll.contentOffset = CGPoint(x: 0, y: 180)
        let target = grid.thumbnailFrameInWindow(2)
        XCTAssertEqual(target.minY, 500 - 180)
        detail.dismiss(animated: true)
        let copy = try! XCTUnwrap(flyingCopy())
        // Read while it runs: the animator (weak there) goes with its transition.
        XCTAssertFalse(grid.zoom.lastDismissAnimator?.isFading ?? true)
        harness.settle()
        XCTAssertEqual(copy.frame, target)
        XCTAssertNil(copy.superview)
        XCTAssertNil(grid.zoom.lastDismissAnimator, "freed with its transition")
        harness.assertConsistent()
    }

    /// With its cell scrolled away, the photo has nowhere to zoom to: it shrinks towards 0.6 of
    /// its size where it rests and fades out there, over the fade's 0.3 s.
    func testAThumbnailScrolledOffScreenMakesTheDetailFadeOut() throws {
        let detail = openAndSettle(0)
        grid.scroll.contentOffset = CGPoint(x: 0, y: 400)
        detail.dismiss(animated: true)
        XCTAssertTrue(grid.zoom.lastDismissAnimator?.isFading ?? false)
        let copy = try XCTUnwrap(flyingCopy())
        harness.wait(0.15)
        XCTAssertLessThan(copy.presentation.alpha, 1)
        XCTAssertGreaterThan(copy.presentation.alpha, 0)
        XCTAssertLessThan(copy.presentation.bounds.width, 390)
        XCTAssertGreaterThan(copy.presentation.bounds.width, 390 * 0.6)
        harness.settle()
        XCTAssertNil(grid.presentedViewController)
        XCTAssertFalse(grid.thumbnails[0].isHidden)
        harness.assertConsistent()
    }
}
