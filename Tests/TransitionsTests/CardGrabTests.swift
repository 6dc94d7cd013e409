import Motion
import SegueTestSupport
import ViewKit
import XCTest

@testable import Transitions

/// The flying card can be caught during the shrink, the opening spring and the close: it stops
/// where it is drawn, the pressed point stays under the pointer, downward travel shrinks it as
/// the pull-down does, and the release opens or closes it at the pointer's speed.
final class CardGrabTests: XCTestCase {
    private var list: CardTestList!
    private var harness: TransitionHarness!
    private var manager: CardTransitionManager { list.manager }

    override func setUp() {
        list = CardTestList()
        harness = TransitionHarness(root: list)
    }

    override func tearDown() {
        (list, harness) = (nil, nil)
    }

    private func click(_ p: CGPoint) { harness.pointer.down(p); harness.pointer.up(p) }

    /// Points, window: where the flying card is drawn.
    private var cardShown: CGRect { manager.cardViewCopy.map(cardShownFrame(of:)) ?? .null }

    private struct Grab {
        var jump: CGFloat
        var drift: CGFloat
        var releaseVelocity: CGFloat
        var startVelocity: CGFloat
    }

    /// Presses the card 40 pt below its drawn top, drags `frames` frames by `step` (the first a
    /// frame after the press, so a card that went on moving would show as drift), lets go.
    private func grab(step: CGPoint, frames: Int) throws -> Grab {
        let before = cardShown
        XCTAssertFalse(before.isNull, "a card is flying")
        let relative = CGPoint(x: 0.5, y: 40 / before.height)
        var pointer = CGPoint(x: before.midX, y: before.minY + 40)
        harness.pointer.down(pointer)
        XCTAssertTrue(harness.coordinator.isGrabbingTransition)
        // Held, it is where it was drawn; from the first move the drift measures the rest.
        let jump = abs(cardShown.minX - before.minX) + abs(cardShown.minY - before.minY)
        var drift: CGFloat = 0
        for _ in 0..<frames {
            pointer = CGPoint(x: pointer.x + step.x, y: pointer.y + step.y)
            harness.pointer.move(pointer)
            let shown = cardShown
            let grabbed = CGPoint(x: shown.minX + relative.x * shown.width, y: shown.minY + relative.y * shown.height)
            drift = max(drift, abs(grabbed.x - pointer.x) + abs(grabbed.y - pointer.y))
        }
        harness.pointer.up(pointer)
        // The grabbed point's velocity as the driver's spring takes it on.
        let handle = try XCTUnwrap(harness.coordinator.context?.driver.handles.first)
        XCTAssertEqual(handle.point.y, pointer.y, accuracy: 1, "the handle is the grabbed point")
        let start = handle.velocity.dy
        return Grab(jump: jump, drift: drift, releaseVelocity: step.y * 60, startVelocity: start)
    }

    private func assertFluid(_ grab: Grab, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(grab.jump, 0, accuracy: 1e-9, "stops where it is drawn", file: file, line: line)
        XCTAssertLessThanOrEqual(grab.drift, 1, "the grabbed point stays under the pointer", file: file, line: line)
        XCTAssertEqual(
            grab.startVelocity, grab.releaseVelocity, accuracy: max(0.1 * abs(grab.releaseVelocity), 20),
            "the point under the pointer leaves at the pointer's velocity", file: file, line: line)
    }

    func testCaughtInTheShrinkTheSpringAndLateAndPulledDownTheCardGoesBackToItsCell() throws {
        // Frames after the click: in the 0.2 s shrink, early in the spring, and late in it.
        for moment in [6, 20, 40] {
            setUp()
            click(CGPoint(x: 195, y: 182))
            for _ in 0..<moment { harness.wait(1.0 / 60) }
            let measured = try grab(step: CGPoint(x: 2, y: 12), frames: 6)
            assertFluid(measured)
            harness.settle()
            XCTAssertNil(list.presentedViewController, "caught at frame \(moment), pulled down 72 pt: closed")
            XCTAssertFalse(list.cardTransitionSelectedCardView?.isHidden ?? true, "the cell's card shows again")
            harness.assertConsistent()
        }
    }

    func testTheDownwardTravelShrinksTheCardAsThePullDownDoes() throws {
        click(CGPoint(x: 195, y: 182))
        // Early in the spring, below its open place (later the ζ 0.75 spring carries it above,
        // where the picture is rubber-banded and a drag down first takes that back).
        for _ in 0..<15 { harness.wait(1.0 / 60) }
        let before = cardShown
        let press = CGPoint(x: before.midX, y: before.minY + 40)
        harness.pointer.down(press)
        harness.pointer.move(CGPoint(x: press.x + 10, y: press.y + 50))
        // 50 pt down: (100 − 50 / 2.5) / 100 = 0.8 of the size it had.
        XCTAssertEqual(CardGrabMapping.scale(forTravel: 50), 0.8, accuracy: 1e-12)
        XCTAssertEqual(cardShown.width, before.width * 0.8, accuracy: 1e-6)
        XCTAssertEqual(cardShown.minY + 40 * 0.8, press.y + 50, accuracy: 1e-6, "the pressed point under the pointer")
        harness.pointer.up(CGPoint(x: press.x + 10, y: press.y + 50))
        harness.settle()
        XCTAssertNil(list.presentedViewController)
        harness.assertConsistent()
    }

    func testCaughtAndLetGoWhereItWasTheCardGoesOnOpening() throws {
        click(CGPoint(x: 195, y: 182))
        for _ in 0..<20 { harness.wait(1.0 / 60) }
        let measured = try grab(step: .zero, frames: 3)
        XCTAssertEqual(measured.jump, 0)
        harness.settle()
        XCTAssertTrue(list.presentedViewController === list.detail, "opened")
        XCTAssertEqual(list.detail?.view.alpha, 1)
        harness.assertConsistent()
    }

    func testTheCloseCaughtAndPushedUpReopens() throws {
        click(CGPoint(x: 195, y: 182))
        harness.settle()
        for moment in [12, 20] {
            click(CGPoint(x: 359, y: 31))
            for _ in 0..<moment { harness.wait(1.0 / 60) }
            // Up by less than it has come down, so it stays below its open place (above, it bands).
            XCTAssertGreaterThan(cardShown.minY, 12, "frame \(moment) of the close")
            assertFluid(try grab(step: CGPoint(x: 0, y: -2), frames: 5))
            harness.settle()
            XCTAssertTrue(list.presentedViewController === list.detail, "caught at frame \(moment), pushed up: open")
            XCTAssertEqual(list.detail?.view.alpha, 1)
            harness.assertConsistent()
        }
    }

    /// Issue 19: pushed above its open place the card followed the pointer (about 6 pt past it);
    /// it rubber-bands there as the sheet does, 0.55 over the container's 844 pt, and springs back.
    func testPushedAboveItsOpenPlaceTheCardRubberBands() throws {
        click(CGPoint(x: 195, y: 182))
        harness.settle()
        click(CGPoint(x: 359, y: 31))
        for _ in 0..<8 { harness.wait(1.0 / 60) }
        let before = cardShown
        let press = CGPoint(x: before.midX, y: before.minY + 40)
        harness.pointer.down(press)
        // Up by as much as it came down, then 100 pt more: past its open place (y 0) by 100 pt.
        let up = before.minY + 100
        for i in 1...10 { harness.pointer.move(CGPoint(x: press.x, y: press.y - up * CGFloat(i) / 10)) }
        let lift = CGFloat(RubberBand(dimension: 844).displayedOffset(forOvershoot: 100))
        XCTAssertEqual(lift, 51.636, accuracy: 0.001)
        XCTAssertEqual(cardShown.minY, -lift, accuracy: 0.01, "banded, not 100 pt above")
        harness.pointer.wait(0.1)
        harness.pointer.up(CGPoint(x: press.x, y: press.y - up))
        harness.settle()
        XCTAssertTrue(list.presentedViewController === list.detail, "pushed up: open")
        let detailCard = try XCTUnwrap(list.detail?.card)
        XCTAssertEqual(cardShownFrame(of: detailCard).minY, 0, accuracy: 1e-6, "back in its open place")
        harness.assertConsistent()
    }

    func testAClickBelowTheReleasedCardTurnsItRound() throws {
        click(CGPoint(x: 195, y: 182))
        for _ in 0..<20 { harness.wait(1.0 / 60) }
        _ = try grab(step: CGPoint(x: 0, y: 15), frames: 6)
        harness.wait(2.0 / 60)
        click(CGPoint(x: 195, y: 800))
        harness.settle()
        XCTAssertTrue(list.presentedViewController === list.detail, "sent back open")
        harness.assertConsistent()
    }

    func testThreeGrabsInOneFlightThenRestIsConsistent() throws {
        click(CGPoint(x: 195, y: 182))
        for step in [CGPoint(x: 0, y: 12), CGPoint(x: 3, y: -12), CGPoint(x: 0, y: 14)] {
            harness.wait(3.0 / 60)
            _ = try grab(step: step, frames: 4)
        }
        harness.settle()
        XCTAssertNil(list.presentedViewController)
        harness.assertConsistent()
    }
}
