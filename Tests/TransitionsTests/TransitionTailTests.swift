import SegueTestSupport
import ViewKit
import XCTest

@testable import Transitions

/// No transition holds input back once what it moves is within a point (and 0.01 in alpha and
/// scale) of where it ends: a click on that frame completes it and is handled as at rest. Before,
/// input stayed dead for 0.35 s after the zoom landed, 0.6 s into the card's close and 0.25 s
/// after the pop page vanished.
final class TransitionTailTests: XCTestCase {
    private let frame = 1.0 / 60

    /// Runs frames until `arrived` holds; returns how many.
    private func frames(_ harness: TransitionHarness, until arrived: () -> Bool) -> Int {
        var count = 0
        while !arrived() && count < 600 {
            harness.wait(frame)
            count += 1
        }
        return count
    }

    private func click(_ harness: TransitionHarness, _ p: CGPoint) {
        harness.pointer.down(p)
        harness.pointer.up(p)
    }

    func testTheZoomAcceptsAClickOnTheFrameItLandsWithinAPoint() throws {
        let grid = ZoomGridController()
        let harness = TransitionHarness(root: grid)
        let detail = ZoomDetailController(transition: grid.zoom)
        grid.present(detail, animated: true)
        harness.wait(0.02)
        let copy = try XCTUnwrap(harness.window.subviews.last?.subviews.compactMap { $0 as? ImageView }.first)
        let landing = frames(harness) {
            ZoomTransition.shownFrame(of: copy, in: harness.window).isWithin(1, of: ZoomDetailController.photoFrame)
                && abs(detail.view.presentation.alpha - 1) <= 0.01
        }
        XCTAssertEqual(landing, 43, "frames after the first 0.02 s: 0.74 s in all")
        XCTAssertTrue(harness.coordinator.isTransitioning, "the spring alone runs on")
        click(harness, CGPoint(x: 195, y: 700))
        XCTAssertFalse(harness.coordinator.isTransitioning, "the click ended it on that frame")
        XCTAssertEqual(detail.photo.isHidden, false)
        XCTAssertEqual(ZoomTransition.shownFrame(of: detail.photo, in: harness.window), ZoomDetailController.photoFrame)
        harness.assertConsistent()
    }

    func testTheCardsCloseAcceptsAClickOnceTheCardIsWithinAPointOfItsCell() throws {
        let list = CardTestList()
        let harness = TransitionHarness(root: list)
        click(harness, CGPoint(x: 195, y: 182))
        harness.settle()
        list.detail?.dismiss(animated: true)
        let copy = try XCTUnwrap(list.manager.cardViewCopy)
        let cell = CGRect(x: 16, y: 16, width: 358, height: 332)
        let landing = frames(harness) {
            cardShownFrame(of: copy).isWithin(1, of: cell) && harness.window.animator.isSettled
        }
        XCTAssertEqual(landing, 30, "0.5 s")
        XCTAssertTrue(harness.coordinator.isTransitioning, "the spring alone runs on")
        click(harness, CGPoint(x: 195, y: 182))
        XCTAssertFalse(
            harness.coordinator.isTransitioning && list.presentedViewController == nil,
            "the close ended, and the click opened the card again as at rest")
        XCTAssertTrue(harness.coordinator.isTransitioning, "the card is opening again")
        harness.settle()
        XCTAssertTrue(list.presentedViewController === list.detail)
        harness.assertConsistent()
    }

    func testThePopsDismissalAcceptsAClickOnceThePageHasVanished() {
        let harness = TransitionHarness(root: ViewController())
        let delegate = PopTransitioningDelegate()
        let second = ViewController()
        second.modalPresentationStyle = .fullScreen
        second.transitioningDelegate = delegate
        var taps = 0
        let button = Button(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        harness.root.view.addSubview(button)
        harness.root.present(second, animated: true)
        harness.settle()
        second.dismiss(animated: true)
        let vanished = frames(harness) { second.view.presentation.transform.a <= 0.01 }
        XCTAssertEqual(vanished, 15, "0.25 s: the shrink's half of 0.5 s")
        XCTAssertFalse(harness.coordinator.isTransitioning, "the seed's keyframes would hold nothing 0.25 s more")
        click(harness, CGPoint(x: 195, y: 400))
        XCTAssertFalse(harness.coordinator.isTransitioning)
        XCTAssertEqual(taps, 1, "the first screen took the click")
        XCTAssertNil(harness.root.presentedViewController)
        harness.assertConsistent()
    }
}

extension CGRect {
    /// Whether every edge is within `points` of `other`'s.
    fileprivate func isWithin(_ points: CGFloat, of other: CGRect) -> Bool {
        abs(minX - other.minX) <= points && abs(minY - other.minY) <= points
            && abs(maxX - other.maxX) <= points && abs(maxY - other.maxY) <= points
    }
}
