import Motion
import SegueTestSupport
import ViewKit
import XCTest

@testable import Transitions

/// A pull on the detail let go before its 30 pt trigger: the momentum decides (UIKit's
/// projection), and a pull that goes back springs back with the content, with no pop.
final class CardPullReleaseTests: XCTestCase {
    private var list: CardTestList!
    private var harness: TransitionHarness!

    override func setUp() {
        list = CardTestList()
        harness = TransitionHarness(root: list)
        harness.pointer.down(CGPoint(x: 195, y: 182))
        harness.pointer.up(CGPoint(x: 195, y: 182))
        harness.settle()
    }

    override func tearDown() {
        (list, harness) = (nil, nil)
    }

    func testTheProjectionIsUIKitsNormalDeceleration() {
        XCTAssertEqual(CardPullDownDismissal.projectedPull(10, velocity: 1000), 10 + 499, accuracy: 1e-9)
        XCTAssertEqual(CardPullDownDismissal.projectedPull(20, velocity: 0), 20)
        XCTAssertEqual(CardPullDownDismissal.projectedPull(20, velocity: -100), 20 - 49.9, accuracy: 1e-9)
    }

    /// Pulled slowly to about 20 pt and let go at rest: the snapshot follows the content's bounce
    /// back to scale 1 frame by frame, then the page takes its place; nothing jumps.
    func testASlowReleaseSpringsTheSnapshotBackWithTheContent() throws {
        let detail = try XCTUnwrap(list.detail)
        let snapshot = detail.pullDown.snapshotView
        harness.pointer.press(
            CGPoint(x: 195, y: 400), through: (1...24).map { CGPoint(x: 195, y: 400 + CGFloat($0) * 2) })
        harness.wait(0.1)
        let pulled = detail.scrollView.contentOffset.y
        XCTAssertLessThan(pulled, -15)
        XCTAssertFalse(snapshot.isHidden)
        harness.pointer.up(CGPoint(x: 195, y: 448))
        XCTAssertFalse(detail.pullDown.didFireDismissal, "at rest, 20 pt projects to 20 pt")
        var frames = 0, lastScale = snapshot.transform.a
        while detail.scrollView.contentOffset.y < 0 && frames < 120 {
            harness.wait(1.0 / 60)
            frames += 1
            let y = detail.scrollView.contentOffset.y
            guard y < 0 else { break }
            XCTAssertFalse(snapshot.isHidden, "frame \(frames): the snapshot still stands in")
            XCTAssertEqual(
                snapshot.transform.a, CardPullDownDismissal.snapshotScale(forContentOffset: y), accuracy: 1e-9)
            XCTAssertLessThan(snapshot.transform.a - lastScale, 0.02, "frame \(frames): no jump")
            lastScale = snapshot.transform.a
        }
        XCTAssertGreaterThan(frames, 5, "it springs back over several frames")
        XCTAssertGreaterThan(lastScale, 0.995, "scale 1 when the page takes over")
        harness.settle()
        XCTAssertTrue(snapshot.isHidden)
        XCTAssertFalse(detail.viewsAreHidden)
        XCTAssertTrue(list.presentedViewController === detail)
        harness.assertConsistent()
    }

    /// A short fast flick (about 16 pt at 8 pt a frame) never reaches the 30 pt trigger while
    /// dragging, but its projection passes it: the card closes on the release, at its speed.
    func testAShortFastFlickClosesTheCard() throws {
        let detail = try XCTUnwrap(list.detail)
        harness.pointer.press(
            CGPoint(x: 195, y: 400), through: [12, 20, 28, 36, 44].map { CGPoint(x: 195, y: 400 + $0) })
        XCTAssertFalse(detail.pullDown.didFireDismissal, "short of 30 pt while dragging")
        XCTAssertGreaterThan(detail.scrollView.contentOffset.y, -30)
        harness.pointer.up(CGPoint(x: 195, y: 444))
        XCTAssertTrue(detail.pullDown.didFireDismissal, "the projection passed 30 pt")
        XCTAssertGreaterThan(detail.pullDown.firingVelocity.y, 400, "points per second, downward")
        XCTAssertTrue(harness.coordinator.isTransitioning)
        harness.settle()
        XCTAssertNil(list.presentedViewController)
        harness.assertConsistent()
    }
}
