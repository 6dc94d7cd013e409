import Motion
import SegueTestSupport
import ViewKit
import XCTest

@testable import Transitions

/// The App Store card transition against plain ViewKit views: seed 000's constants, the
/// pull-down, and what goes beyond the seed (release velocity, reversal, scroll position).
final class CardTransitionTests: XCTestCase {
    private var list: CardTestList!
    private var harness: TransitionHarness!
    /// Window points: the middle of the first card (rows are 364 pt, cards inset 16 pt).
    private let firstCard = CGPoint(x: 195, y: 182)
    /// Window points: the first card's frame in its cell.
    private let firstCardFrame = CGRect(x: 16, y: 16, width: 358, height: 332)
    /// Window points: the detail's card, full width at the top.
    private let detailCardFrame = CGRect(x: 0, y: 0, width: 390, height: 332)

    override func setUp() {
        list = CardTestList()
        harness = TransitionHarness(root: list)
    }

    private var manager: CardTransitionManager { list.manager }
    private func click(_ p: CGPoint) { harness.pointer.down(p); harness.pointer.up(p) }
    private var firstCell: View? { list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) }

    private func open() {
        click(firstCard)
        harness.settle()
        XCTAssertTrue(list.presentedViewController === list.detail)
    }

    // MARK: Opening

    func testTheCopyStartsAtTheCellAndTheCellHides() {
        click(firstCard)
        XCTAssertTrue(harness.coordinator.isTransitioning)
        let copy = manager.cardViewCopy
        assertCardRect(copy.map(cardShownFrame(of:)), firstCardFrame, "the copy starts on the cell's card")
        XCTAssertEqual(copy?.roundingView.presentation.cornerRadius ?? -1, 20, accuracy: 0.01)
        XCTAssertEqual(firstCell?.isHidden, true, "the cell hides while its copy flies")
        XCTAssertEqual(manager.blurEffectView.presentation.alpha, 0, accuracy: 0.001)
        XCTAssertEqual(copy?.closeButton.presentation.alpha ?? -1, 0, accuracy: 0.001)
    }

    func testTheShrinkPhaseEasesOutToNinetyFivePercentIn0_2s() throws {
        click(firstCard)
        let shrink = try XCTUnwrap(manager.shrinkAnimator)
        XCTAssertEqual(shrink.duration, 0.2, accuracy: 1e-9)
        XCTAssertEqual(shrink.timingParameters.timing, CubicTimingParameters(animationCurve: .easeOut).timing)
        let copy = try XCTUnwrap(manager.cardViewCopy)
        harness.wait(0.1)
        // Ease-out: past half of the way at half the time.
        XCTAssertLessThan(cardShownScale(of: copy), 1 - 0.05 * 0.5)
        XCTAssertGreaterThan(cardShownScale(of: copy), 0.95)
        harness.wait(0.1)
        XCTAssertEqual(cardShownScale(of: copy), 0.95, accuracy: 0.002)
        XCTAssertEqual(manager.dimmingView.presentation.alpha, 0.05, accuracy: 0.002)
        XCTAssertEqual(manager.blurEffectView.presentation.alpha, 0, accuracy: 0.01, "the blur waits for the spring")
    }

    func testTheSpringHasTheSeedsConstants() throws {
        click(firstCard)
        let spring = try XCTUnwrap(manager.expandContractAnimator)
        XCTAssertEqual(spring.duration, 0.6, accuracy: 1e-9, "transitionDuration 0.8 − shrink 0.2")
        XCTAssertEqual(
            spring.timingParameters.timing,
            .spring(dampingRatio: 0.75, spring: nil, initialVelocity: CGVector(dx: 0, dy: 2)))
        XCTAssertEqual(spring.state, .inactive, "the spring starts after the shrink")
        harness.wait(0.2 + 1.0 / 60)
        XCTAssertEqual(spring.state, .active)
    }

    func testTheSpringCarriesTheCardToTheDetailsCardAndTheBackdropToItsEnd() throws {
        click(firstCard)
        let copy = try XCTUnwrap(manager.cardViewCopy)
        harness.wait(0.3)
        // Mid-flight: between the cell and the detail, with the backdrop on its way.
        let radius = copy.roundingView.presentation.cornerRadius
        XCTAssertTrue(radius > 0 && radius < 20, "corner radius \(radius) mid-flight")
        let blur = manager.blurEffectView.presentation.alpha
        XCTAssertTrue(blur > 0.2 && blur < 1.2, "blur alpha \(blur) mid-flight")
        XCTAssertEqual(firstCell?.isHidden, true)
        // The model holds the end values at once.
        assertCardRect(copy.frame, detailCardFrame)
        XCTAssertEqual(copy.cardCornerRadius, 0)
        XCTAssertEqual(manager.dimmingView.alpha, 0.5)
        XCTAssertEqual(manager.blurEffectView.alpha, 1)
        XCTAssertEqual(copy.closeButton.alpha, 1)
        assertCardRect(manager.whiteView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.wait(0.45)
        assertCardRect(cardShownFrame(of: copy), detailCardFrame, accuracy: 2, "nearly there at 0.75 s")
        harness.settle()
        XCTAssertNil(copy.superview, "the copy leaves at the end")
        XCTAssertEqual(firstCell?.isHidden, false, "the cell shows again")
        let detail = try XCTUnwrap(list.detail)
        XCTAssertEqual(detail.view.alpha, 1)
        XCTAssertNil(manager.blurEffectView.superview, "the opaque detail covers the blur: it is not drawn at rest")
        XCTAssertNil(manager.dimmingView.superview)
        XCTAssertNotNil(detail.pullDown.snapshotView.image, "the snapshot is taken when the presentation completes")
        harness.assertConsistent()
    }

    func testACardThatRoundsItselfIsNotClippedByTheCopy() {
        final class Rounding: View, CardCornerRounding {
            let image = ImageView()
            var cornerRoundingView: View { image }
        }
        let card = Rounding()
        let copy = CardTransitionCopyView(card: card, closeButtonLike: nil)
        XCTAssertTrue(copy.roundingView === card.image)
        XCTAssertFalse(copy.clipsToBounds, "no offscreen group for a card that rounds itself")
        copy.cardCornerRadius = 12
        XCTAssertEqual(card.image.cornerRadius, 12)
        let plain = CardTransitionCopyView(card: CardTestCard(), closeButtonLike: nil)
        XCTAssertTrue(plain.roundingView === plain)
        XCTAssertTrue(plain.clipsToBounds)
    }

    // MARK: Closing

    func testCloseSpringsBackToTheCellWithoutAShrink() throws {
        open()
        let detail = try XCTUnwrap(list.detail)
        click(CGPoint(x: 359, y: 31))
        XCTAssertEqual(manager.transition, .dismissal)
        XCTAssertNil(manager.shrinkAnimator, "no shrink on the way back")
        let copy = try XCTUnwrap(manager.cardViewCopy)
        assertCardRect(cardShownFrame(of: copy), detailCardFrame, "it starts on the detail's card")
        XCTAssertEqual(copy.roundingView.presentation.cornerRadius, 0, accuracy: 0.01)
        XCTAssertEqual(copy.closeButton.presentation.alpha, 1, accuracy: 0.01)
        assertCardRect(copy.frame, firstCardFrame, "and ends on the cell")
        XCTAssertEqual(copy.cardCornerRadius, 20)
        XCTAssertEqual(manager.blurEffectView.alpha, 0)
        XCTAssertEqual(manager.dimmingView.alpha, 0)
        XCTAssertEqual(copy.closeButton.alpha, 0)
        XCTAssertEqual(firstCell?.isHidden, true)
        XCTAssertEqual(detail.view.alpha, 0, "the page steps aside for the copy")
        harness.wait(0.15)
        let radius = copy.roundingView.presentation.cornerRadius
        XCTAssertTrue(radius > 0 && radius < 20, "corner radius \(radius) mid-flight")
        harness.settle()
        XCTAssertNil(list.presentedViewController)
        XCTAssertEqual(firstCell?.isHidden, false)
        XCTAssertNil(manager.blurEffectView.superview)
        harness.assertConsistent()
    }

    func testCloseLandsOnTheCellWhereItIsNowAndKeepsTheListsScroll() throws {
        open()
        // The list moved under the detail (say, a resize): the card returns to where it is now.
        list.tableView.contentOffset = CGPoint(x: 0, y: 40)
        click(CGPoint(x: 359, y: 31))
        let copy = try XCTUnwrap(manager.cardViewCopy)
        assertCardRect(copy.frame, firstCardFrame.offsetBy(dx: 0, dy: -40))
        harness.settle()
        XCTAssertEqual(list.tableView.contentOffset.y, 40)
        harness.assertConsistent()
    }

    // MARK: Pull-down

    func testThePullDownFormulas() {
        XCTAssertEqual(CardPullDownDismissal.snapshotScale(forContentOffset: -15), 0.94, accuracy: 1e-9)
        XCTAssertEqual(CardPullDownDismissal.snapshotCornerRadius(forContentOffset: -15), 15)
        XCTAssertEqual(CardPullDownDismissal.snapshotCornerRadius(forContentOffset: -45), 30)
        XCTAssertEqual(CardPullDownDismissal.dismissalOffset, 30)
    }

    func testThePulledSnapshotFollowsTheOffset() throws {
        open()
        let detail = try XCTUnwrap(list.detail)
        // 28 pt from the press (the pan begins at 10), rubber-banded to about 15 pt.
        harness.pointer.press(
            CGPoint(x: 195, y: 400), through: (1...14).map { CGPoint(x: 195, y: 400 + CGFloat($0) * 2) })
        let y = detail.scrollView.contentOffset.y
        XCTAssertEqual(y, -15, accuracy: 1.5)
        let snapshot = detail.pullDown.snapshotView
        XCTAssertFalse(snapshot.isHidden)
        XCTAssertTrue(detail.viewsAreHidden)
        XCTAssertEqual(snapshot.transform.a, (100 + y / 2.5) / 100, accuracy: 1e-9)
        XCTAssertEqual(snapshot.cornerRadius, -y, accuracy: 1e-9)
        // The blurred, dimmed list shows around the page, its card's cell empty.
        XCTAssertTrue(manager.blurEffectView.superview === detail.view.superview)
        XCTAssertEqual(manager.blurEffectView.alpha, 1)
        XCTAssertEqual(manager.dimmingView.alpha, 0.5)
        XCTAssertEqual(firstCell?.isHidden, true)
        XCTAssertFalse(harness.coordinator.isTransitioning, "under 30 pt nothing fires")
        // Released at rest (moving, its momentum would carry it past 30 pt and close the card):
        // the scroll view's own bounce brings the page back.
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: 195, y: 428))
        harness.settle()
        harness.pointer.settle()
        XCTAssertEqual(detail.scrollView.contentOffset.y, 0, accuracy: 0.01)
        XCTAssertTrue(snapshot.isHidden)
        XCTAssertFalse(detail.viewsAreHidden)
        XCTAssertNil(manager.blurEffectView.superview)
        XCTAssertEqual(firstCell?.isHidden, false)
        XCTAssertTrue(list.presentedViewController === detail)
        harness.assertConsistent()
    }

    func testAPullPastThirtyDismissesCarryingTheDragsVelocity() throws {
        open()
        let detail = try XCTUnwrap(list.detail)
        // 5 pt a frame (300 pt/s) until it fires, which must be before 100 pt.
        harness.pointer.down(CGPoint(x: 195, y: 400))
        var pulled: CGFloat = 0
        while !detail.pullDown.didFireDismissal && pulled < 100 {
            pulled += 5
            harness.pointer.move(CGPoint(x: 195, y: 400 + pulled))
        }
        XCTAssertTrue(detail.pullDown.didFireDismissal)
        XCTAssertEqual(detail.scrollView.contentOffset.y, -30, accuracy: 2.5, "it fires as the offset passes 30 pt")
        XCTAssertEqual(manager.transition, .dismissal)
        XCTAssertTrue(harness.coordinator.isTransitioning)
        let copy = try XCTUnwrap(manager.cardViewCopy)
        // The copy starts on the shrunken snapshot's card, rounded like it.
        let start = cardShownFrame(of: copy)
        XCTAssertLessThan(start.width, 390 * 0.9)
        XCTAssertGreaterThan(start.minY, 25)
        XCTAssertEqual(copy.roundingView.presentation.cornerRadius, 30, accuracy: 0.01)
        // The page's top edge, and the card's with it, leave as fast as the pull moved them: the
        // pointer's 300 pt/s through the rubber band's slope at 30 pt (0.512) moves the content
        // at 153.5 pt/s, and the top of the page, scaled about its centre by (100 + y / 2.5) / 100,
        // at −y′ · (1 + 844 / 500) = 412.6 pt/s: 1.38 times the pointer.
        let driver = try XCTUnwrap(harness.coordinator.context?.driver)
        XCTAssertTrue(driver.isSettling, "launched on the driver's spring")
        XCTAssertEqual(detail.pullDown.firingVelocity.y, 300, accuracy: 1)
        XCTAssertEqual(detail.pullDown.firingPullRate, -153.5, accuracy: 1)
        let topSpeed = -detail.pullDown.firingPullRate * (1 + 844.0 / 500)
        let velocity = CardFlightState(driver.velocity)
        for rate in [velocity.white, velocity.card] {
            // The top edge: the centre's speed less half the drawn height's growth.
            let top = rate.centre.y - rate.drawnSize.height / 2
            XCTAssertEqual(top, topSpeed, accuracy: 1e-6)
        }
        harness.pointer.up(CGPoint(x: 195, y: 500))
        harness.settle()
        XCTAssertNil(list.presentedViewController)
        XCTAssertEqual(firstCell?.isHidden, false)
        harness.assertConsistent()
    }

    func testReleaseVelocityIsNormalisedByTheDistanceAndCapped() {
        let source = CGRect(x: 30, y: 40, width: 330, height: 300)
        let v = manager.releaseVelocity(CGPoint(x: 0, y: 400), from: source, to: source.offsetBy(dx: 0, dy: 200))
        XCTAssertEqual(v.dy, 2, accuracy: 1e-9)
        XCTAssertEqual(v.dx, 0)
        let capped = manager.releaseVelocity(CGPoint(x: 0, y: 4000), from: source, to: source.offsetBy(dx: 0, dy: 100))
        XCTAssertEqual(capped.dy, CardTransitionManager.maximumReleaseVelocity)
        XCTAssertEqual(
            manager.releaseVelocity(.zero, from: source, to: source), CardTransitionManager.springInitialVelocity)
    }

    func testTheCloseButtonDarkensPast320() throws {
        XCTAssertEqual(CardPullDownDismissal.closeButtonTint(forContentOffset: 319), .white)
        XCTAssertEqual(CardPullDownDismissal.closeButtonTint(forContentOffset: 321), .darkGray)
        open()
        let detail = try XCTUnwrap(list.detail)
        detail.scrollView.contentOffset = CGPoint(x: 0, y: 319)
        XCTAssertEqual(detail.closeButton.tintColor, .white)
        detail.scrollView.contentOffset = CGPoint(x: 0, y: 321)
        XCTAssertEqual(detail.closeButton.tintColor, .darkGray)
    }

    // MARK: Interruption

    func testAClickMidSpringReversesBackToTheCell() throws {
        click(firstCard)
        harness.wait(0.35)
        let copy = try XCTUnwrap(manager.cardViewCopy)
        let shownBefore = cardShownFrame(of: copy)
        click(CGPoint(x: 200, y: 600))
        XCTAssertTrue(manager.isReversing)
        XCTAssertTrue(manager.expandContractAnimator?.isReversed ?? false)
        harness.wait(1.0 / 60)
        // From where it was, with no jump.
        assertCardRect(cardShownFrame(of: copy), shownBefore, accuracy: 12)
        // The last frame the copy is drawn in: on the cell, as rounded as it.
        var last = cardShownFrame(of: copy), lastRadius = copy.roundingView.presentation.cornerRadius, waited = 0.0
        while copy.superview != nil && waited < 3 {
            last = cardShownFrame(of: copy)
            lastRadius = copy.roundingView.presentation.cornerRadius
            harness.wait(1.0 / 60)
            waited += 1.0 / 60
        }
        assertCardRect(last, firstCardFrame, accuracy: 1)
        XCTAssertEqual(lastRadius, 20, accuracy: 0.5)
        harness.settle()
        XCTAssertNil(list.presentedViewController, "the detail is unlinked")
        XCTAssertEqual(firstCell?.isHidden, false)
        XCTAssertNil(copy.superview)
        harness.assertConsistent()
    }

    func testAClickDuringTheShrinkReversesIt() throws {
        click(firstCard)
        harness.wait(0.1)
        click(CGPoint(x: 200, y: 600))
        XCTAssertTrue(manager.isReversing)
        XCTAssertTrue(manager.shrinkAnimator?.isReversed ?? false)
        let spring = try XCTUnwrap(manager.expandContractAnimator)
        harness.settle()
        XCTAssertEqual(spring.state, .inactive, "the spring never ran")
        XCTAssertNil(list.presentedViewController)
        XCTAssertEqual(firstCell?.isHidden, false)
        harness.assertConsistent()
        // And the list still works: the card opens again.
        open()
        harness.assertConsistent()
    }

    /// The close turns round from where the card is: it goes back up into the detail, which
    /// stays presented and at rest; a second click closes it again.
    func testAClickDuringTheCloseReopensItFromWhereItIs() throws {
        open()
        click(CGPoint(x: 359, y: 31))
        harness.wait(0.15)
        let copy = try XCTUnwrap(manager.cardViewCopy)
        let before = cardShownFrame(of: copy)
        XCTAssertGreaterThan(before.minY, 10, "on its way down to the cell")
        click(CGPoint(x: 200, y: 600))
        XCTAssertEqual(cardShownFrame(of: copy), before, "no jump at the click")
        // It keeps its speed, so it carries on down a little before it turns.
        harness.wait(0.3)
        XCTAssertLessThan(cardShownFrame(of: copy).minY, before.minY, "back up past where it turned")
        harness.settle()
        XCTAssertTrue(list.presentedViewController === list.detail, "still presented")
        XCTAssertEqual(list.detail?.view.alpha, 1)
        XCTAssertEqual(firstCell?.isHidden, false)
        harness.assertConsistent()
        // At rest as after an opening: the close works again.
        click(CGPoint(x: 359, y: 31))
        harness.settle()
        XCTAssertNil(list.presentedViewController)
        harness.assertConsistent()
    }
}
