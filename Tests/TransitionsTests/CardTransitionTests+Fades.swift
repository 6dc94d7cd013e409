import Motion
import SegueTestSupport
import ViewKit
import XCTest

@testable import Transitions

/// What used to pop in one frame of the card's flight: the close button (copied before the
/// detail was laid out, so it had no size), the article (shown only at the end) and the cell's
/// shadow (gone on the first frame). Each now fades with the motion.
final class CardTransitionFadeTests: XCTestCase {
    private var list: CardTestList!
    private var harness: TransitionHarness!
    private var manager: CardTransitionManager { list.manager }
    /// Seconds from the click to the spring's start: the shrink's 0.2 s, ended on a frame.
    private let springStart = 0.2

    override func setUp() {
        list = CardTestList()
        harness = TransitionHarness(root: list)
    }

    override func tearDown() {
        (list, harness) = (nil, nil)
    }

    private func click(_ p: CGPoint) { harness.pointer.down(p); harness.pointer.up(p) }

    func testTheCopysCloseButtonHasTheDetailsSizeAndFadesInDuringTheSpring() throws {
        click(CGPoint(x: 195, y: 182))
        let copy = try XCTUnwrap(manager.cardViewCopy)
        XCTAssertEqual(copy.closeButton.bounds.size, CGSize(width: 30, height: 30), "the detail's button, laid out")
        XCTAssertEqual(copy.closeButton.presentation.alpha, 0)
        harness.wait(springStart + 0.1)
        let early = copy.closeButton.presentation.alpha
        harness.wait(0.1)
        let later = copy.closeButton.presentation.alpha
        XCTAssertTrue(early > 0.05 && early < later && later < 1, "fading in: \(early), then \(later)")
    }

    /// The article fades in linearly over 30 % of the 0.6 s spring, from 60 % of it: 0.36 s to
    /// 0.54 s after the spring starts, before it settles (0.567 s), so it is whole at the end.
    func testThePageFadesInOverTheSpringsEndAndIsWholeWhenItSettles() throws {
        click(CGPoint(x: 195, y: 182))
        let page = try XCTUnwrap(list.detail?.view)
        harness.wait(springStart + 1.0 / 60)
        XCTAssertEqual(manager.expandContractAnimator?.state, .active)
        let fade = try XCTUnwrap(manager.pageFadeAnimator)
        XCTAssertEqual(fade.duration, 0.18, accuracy: 1e-9)
        harness.wait(0.3)
        XCTAssertEqual(page.presentation.alpha, 0, "still waiting at 0.3 s of the spring")
        harness.wait(0.1)
        // The spring started on the shrink's last frame, at 0.2 s: it is now 0.4 s + a frame in,
        // so 0.0567 s into the fade's 0.18 s.
        XCTAssertEqual(page.presentation.alpha, (0.4 + 1.0 / 60 - 0.36) / 0.18, accuracy: 0.001)
        harness.settle()
        XCTAssertEqual(page.presentation.alpha, 1)
        XCTAssertFalse(page.isAnimating)
    }

    func testAReversalFadesThePageBackOut() throws {
        click(CGPoint(x: 195, y: 182))
        let page = try XCTUnwrap(list.detail?.view)
        harness.wait(springStart + 0.45)
        let shown = page.presentation.alpha
        XCTAssertGreaterThan(shown, 0.2)
        // Below the card, on the growing page (a press on the card itself would grab it).
        click(CGPoint(x: 195, y: 700))
        XCTAssertTrue(manager.isReversing)
        harness.wait(1.0 / 60)
        XCTAssertLessThan(page.presentation.alpha, shown, "fading back out")
        harness.settle()
        XCTAssertNil(list.presentedViewController, "the reversal ends not presented")
    }

    /// The white backing carries the cell's shadow (0.3, radius 8) and fades it out with the
    /// corners as the card opens; closing fades it back in.
    func testTheCellsShadowFadesWithTheCorners() throws {
        let white = manager.whiteView
        click(CGPoint(x: 195, y: 182))
        XCTAssertEqual(white.shadowRadius, 8)
        XCTAssertEqual(white.shadowOffset, .zero)
        XCTAssertEqual(white.presentation.shadowOpacity, 0.3, "the cell's shadow on the first frame")
        harness.wait(springStart + 0.15)
        let midOpen = white.presentation.shadowOpacity
        XCTAssertTrue(midOpen > 0 && midOpen < 0.3, "\(midOpen)")
        harness.settle()
        list.detail?.dismiss(animated: true)
        XCTAssertEqual(white.presentation.shadowOpacity, 0, "none on the full page")
        harness.wait(0.15)
        let midClose = white.presentation.shadowOpacity
        XCTAssertTrue(midClose > 0 && midClose < 0.3, "\(midClose)")
        harness.settle()
        XCTAssertEqual(white.shadowOpacity, 0.3, "the cell's again at the end")
    }
}
