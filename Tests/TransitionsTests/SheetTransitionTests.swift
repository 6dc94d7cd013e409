import Motion
import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// The semi-modal sheet (seed 001): dim, thresholds, completion speeds, curves, the table
/// hand-off, the backdrop, release velocities, and a consistent rest after every path.
final class SheetTransitionTests: XCTestCase {
    private var harness: TransitionHarness!
    private var sheet: SheetViewController!
    /// Points: the window's height, which progress is measured against.
    private let height: CGFloat = 844
    /// A point on the header (grabber row), and one on the table.
    private let headerPoint = CGPoint(x: 195, y: 350)
    private let tablePoint = CGPoint(x: 195, y: 600)

    override func setUp() {
        super.setUp()
        harness = TransitionHarness(root: ViewController())
        sheet = SheetViewController()
        sheet.title = "Sheet"
        sheet.rowTitles = (0..<30).map { String($0) }
        harness.root.present(sheet, animated: true)
        harness.settle()
    }

    override func tearDown() {
        harness = nil
        sheet = nil
        super.tearDown()
    }

    private var presentation: SheetPresentationController? {
        sheet.presentationController as? SheetPresentationController
    }
    private var dim: CGFloat { presentation?.overlayView.presentation.alpha ?? -1 }
    /// Points: how far down the sheet is shown.
    private var shownY: CGFloat { sheet.view.presentation.center.y - sheet.view.presentation.bounds.height / 2 }
    private var isPresented: Bool { harness.root.presentedViewController === sheet }

    /// Presses the header and moves 12 pt down, past the pan's 10 pt hysteresis; translation
    /// counts from the press, so the sheet is then 12 pt down, under the pointer.
    private func grabHeader() {
        harness.pointer.down(headerPoint)
        harness.pointer.move(CGPoint(x: headerPoint.x, y: headerPoint.y + 12))
    }

    /// Moves the held pointer so the header's translation (from the press) is `dy`, in steps
    /// of at most 20 pt.
    private func dragHeader(to dy: CGFloat) {
        let origin = headerPoint.y
        let steps = max(1, Int((abs(dy) / 20).rounded(.up)))
        for i in 1...steps {
            harness.pointer.move(CGPoint(x: headerPoint.x, y: origin + dy * CGFloat(i) / CGFloat(steps)))
        }
    }

    /// Rests 0.1 s (the velocity tracker then reads 0) and releases.
    private func releaseSlowly(at dy: CGFloat) {
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: headerPoint.x, y: headerPoint.y + dy))
    }

    /// Issue 19: Esc while the header is dragged down ends the drag, and the sheet goes away
    /// from where it is drawn, at once; the app's Esc used to wait behind the drag as a second
    /// dismissal. The release that comes after does nothing.
    func testEscapeDuringAHeaderDragClosesTheSheetFromWhereItIs() {
        grabHeader()
        dragHeader(to: 100)
        let drawn = shownY
        XCTAssertEqual(drawn, 100, accuracy: 1e-9)
        harness.window.send(TimedInputEvent(.key(.escape), at: harness.pointer.now))
        XCTAssertFalse(harness.coordinator.isInteractive, "the drag is over")
        XCTAssertEqual(shownY, drawn, accuracy: 1e-9, "no jump")
        harness.wait(1.0 / 60)
        XCTAssertGreaterThan(shownY, drawn, "on its way down")
        harness.pointer.up(CGPoint(x: headerPoint.x, y: headerPoint.y + 100))
        harness.settle()
        XCTAssertFalse(isPresented)
        harness.assertConsistent()
    }

    func testPresentationSlidesUpAndDimsToHalf() {
        let harness = TransitionHarness(root: ViewController())
        let sheet = SheetViewController()
        harness.root.present(sheet, animated: true)
        harness.wait(0.1)
        let overlay = (sheet.presentationController as? SheetPresentationController)?.overlayView
        let midY = sheet.view.presentation.center.y - height / 2
        XCTAssertGreaterThan(midY, 1, "the sheet starts below and slides up")
        XCTAssertGreaterThan(overlay?.presentation.alpha ?? 0, 0)
        XCTAssertLessThan(overlay?.presentation.alpha ?? 1, 0.5)
        harness.settle()
        XCTAssertEqual(overlay?.alpha ?? 0, SheetPresentationController.dimmedAlpha, accuracy: 1e-9)
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 0, width: 390, height: height))
        XCTAssertEqual(sheet.sheetView.headerView.frame.minY, (height * 0.4).rounded())
        harness.assertConsistent()
    }

    func testDimTracksProgressWhileDraggingTheHeader() {
        XCTAssertEqual(dim, 0.5, accuracy: 1e-9)
        grabHeader()
        XCTAssertTrue(harness.coordinator.isInteractive)
        for dy in [42.0, 168.8, 337.6, 100.0] as [CGFloat] {
            dragHeader(to: dy)
            let progress = dy / height
            XCTAssertEqual(sheet.interactor.percentComplete, progress, accuracy: 1e-6)
            XCTAssertEqual(dim, 0.5 * (1 - progress), accuracy: 1e-3, "dim at \(dy)")
            // Linear while interactive: the sheet stays under the pointer.
            XCTAssertEqual(shownY, dy, accuracy: 0.01, "sheet at \(dy)")
        }
        releaseSlowly(at: 100)
        harness.settle()
        XCTAssertTrue(isPresented)
        XCTAssertEqual(dim, 0.5, accuracy: 1e-9)
        harness.assertConsistent()
    }

    func testAProgressOf0_29CancelsAnd0_31Finishes() {
        grabHeader()
        dragHeader(to: 0.29 * height)
        releaseSlowly(at: 0.29 * height)
        XCTAssertEqual(sheet.interactor.completionSpeed, 0.29, accuracy: 1e-6, "cancel: completionSpeed = progress")
        harness.settle()
        XCTAssertTrue(isPresented)
        XCTAssertEqual(shownY, 0, accuracy: 1e-9)
        harness.assertConsistent()

        grabHeader()
        dragHeader(to: 0.31 * height)
        releaseSlowly(at: 0.31 * height)
        XCTAssertEqual(sheet.interactor.completionSpeed, 0.69, accuracy: 1e-6, "finish: completionSpeed = 1 − progress")
        harness.settle()
        XCTAssertNil(harness.root.presentedViewController)
        XCTAssertNil(presentation?.overlayView.superview)
        harness.assertConsistent()
    }

    func testVelocityThresholdIs1200PointsPerSecondDownward() {
        XCTAssertEqual(sheet.shouldFinishVelocityY, 1200)
        XCTAssertFalse(sheet.shouldFinish(progress: 0.1, velocityY: 1199))
        XCTAssertTrue(sheet.shouldFinish(progress: 0.1, velocityY: 1201))
        XCTAssertFalse(sheet.shouldFinish(progress: 0.29, velocityY: 0))
        XCTAssertTrue(sheet.shouldFinish(progress: 0.31, velocityY: 0))
        XCTAssertFalse(sheet.shouldFinish(progress: 0.9, velocityY: -1), "any upward velocity brings it back")
    }

    func testAFastShortFlickFinishes() {
        grabHeader()
        // 25 pt a frame is 1500 pt/s; 80 pt is under 10 % of the height.
        for i in 1...4 { harness.pointer.move(CGPoint(x: headerPoint.x, y: headerPoint.y + 12 + CGFloat(i) * 20)) }
        XCTAssertLessThan(sheet.interactor.percentComplete, 0.3)
        harness.pointer.up(CGPoint(x: headerPoint.x, y: headerPoint.y + 92))
        harness.settle()
        XCTAssertNil(harness.root.presentedViewController)
        harness.assertConsistent()
    }

    func testASlowShortDragCancelsOnASpringThatCarriesTheReleaseVelocity() {
        grabHeader()
        // 10 pt a frame is 600 pt/s down: under the 1200 pt/s threshold, at 80 pt (0.095).
        for i in 1...8 { harness.pointer.move(CGPoint(x: headerPoint.x, y: headerPoint.y + 12 + CGFloat(i) * 10)) }
        let before = shownY
        harness.pointer.up(CGPoint(x: headerPoint.x, y: headerPoint.y + 92))
        XCTAssertEqual(shownY, before, accuracy: 0.01, "nothing jumps at release")
        // Let go in the frame of its last move, the coming frame draws that move.
        harness.wait(1.0 / 60)
        XCTAssertEqual(shownY, before, accuracy: 1e-9, "the frame after the lift draws the last move")
        harness.wait(1.0 / 60)
        // The hand-off turns it slowing at 15 times its speed: the first frame covers 0.88 of the
        // pointer's 10 pt (critically damped at ω = √(r² + 15r) − r = 5.459 rad/s, r = 7.5).
        XCTAssertEqual(shownY - before, 8.806, accuracy: 0.01, "the release velocity carries on")
        var deepest = shownY
        for _ in 0..<30 {
            harness.wait(1.0 / 60)
            deepest = max(deepest, shownY)
        }
        XCTAssertEqual(deepest - before, 26.4, accuracy: 0.5, "it turns 26 pt further down")
        XCTAssertLessThan(shownY, deepest, "and comes back up")
        harness.settle()
        XCTAssertTrue(isPresented)
        XCTAssertEqual(shownY, 0, accuracy: 1e-9)
        harness.assertConsistent()
    }

    func testAnUpwardFlickFromFarDownBringsTheSheetBack() {
        grabHeader()
        dragHeader(to: 0.6 * height)
        for i in 1...3 {
            harness.pointer.move(CGPoint(x: headerPoint.x, y: headerPoint.y + 12 + 0.6 * height - CGFloat(i) * 30))
        }
        XCTAssertGreaterThan(sheet.interactor.percentComplete, 0.3)
        harness.pointer.up(CGPoint(x: headerPoint.x, y: headerPoint.y + 12 + 0.6 * height - 90))
        harness.settle()
        XCTAssertTrue(isPresented)
        XCTAssertEqual(shownY, 0, accuracy: 1e-9)
        XCTAssertEqual(dim, 0.5, accuracy: 1e-9)
        harness.assertConsistent()
    }

    func testDismissalCurveIsLinearWhileInteractiveAndEaseInOtherwise() {
        XCTAssertEqual(SheetDismissAnimator.options(isInteractive: true), .curveLinear)
        XCTAssertEqual(SheetDismissAnimator.options(isInteractive: false), .curveEaseIn)
        XCTAssertEqual(SheetDismissAnimator().transitionDuration(using: nil), 0.4)
    }

    func testABackdropClickDismissesWithAnEaseInOverPointFourSeconds() {
        harness.pointer.down(CGPoint(x: 195, y: 150))
        harness.pointer.up(CGPoint(x: 195, y: 150))
        XCTAssertTrue(harness.coordinator.isTransitioning)
        XCTAssertFalse(harness.coordinator.isInteractive)
        harness.wait(0.2)
        XCTAssertEqual(shownY / height, CGFloat(TimingCurve.easeIn.value(at: 0.5)), accuracy: 0.01)
        harness.wait(0.19)
        XCTAssertTrue(harness.coordinator.isTransitioning)
        harness.settle()
        XCTAssertNil(harness.root.presentedViewController)
        harness.assertConsistent()
    }

    func testAClickOnTheSheetDoesNotDismiss() {
        harness.pointer.down(CGPoint(x: 195, y: 500))
        harness.pointer.up(CGPoint(x: 195, y: 500))
        harness.settle()
        XCTAssertTrue(isPresented)
        harness.assertConsistent()
    }

    func testACancelledDragCancelsOverTheWholeDurationAndRestoresBounce() {
        grabHeader()
        dragHeader(to: 0.5 * height)
        harness.pointer.cancel()
        XCTAssertEqual(sheet.interactor.completionSpeed, 0.5, accuracy: 1e-6)
        XCTAssertEqual(sheet.interactor.state, .none)
        XCTAssertTrue(sheet.tableView.bounces)
        harness.wait(0.3)
        XCTAssertTrue(harness.coordinator.isTransitioning, "0.4 × 0.5 ÷ 0.5 s: still running at 0.3 s")
        harness.settle()
        XCTAssertTrue(isPresented)
        harness.assertConsistent()
    }

    // MARK: The table hand-off

    /// Scrolls the table 100 pt down (the pointer moves 100 pt up from the press; the content
    /// follows all of it) and lets go at rest (no coasting).
    private func scrollTableDown100() {
        harness.pointer.down(tablePoint)
        harness.pointer.move(CGPoint(x: tablePoint.x, y: tablePoint.y - 12))
        for i in 2...10 { harness.pointer.move(CGPoint(x: tablePoint.x, y: tablePoint.y - CGFloat(i) * 10)) }
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: tablePoint.x, y: tablePoint.y - 100))
        harness.settle()
    }

    /// Points on screen of row 0's top: the sheet's offset plus the table's top less its scroll.
    private var rowZeroTop: CGFloat { shownY + sheet.tableView.frame.minY - sheet.tableView.contentOffset.y }

    func testTheSheetFollowsATableDragFromWhereTheTableReachedItsTop() {
        scrollTableDown100()
        XCTAssertEqual(sheet.tableView.contentOffset.y, 100, accuracy: 0.01)
        XCTAssertFalse(harness.coordinator.isTransitioning, "scrolling the table alone starts nothing")
        let start = CGPoint(x: 195, y: 500)
        harness.pointer.down(start)
        harness.pointer.move(CGPoint(x: start.x, y: start.y + 12))
        var pointerY = start.y + 12, lastRow = rowZeroTop
        var sawBounceOff = false
        for _ in 1...57 {
            pointerY += 7
            harness.pointer.move(CGPoint(x: start.x, y: pointerY))
            XCTAssertEqual(rowZeroTop - lastRow, 7, accuracy: 0.01, "the content follows the pointer at \(pointerY)")
            lastRow = rowZeroTop
            if harness.coordinator.isInteractive {
                sawBounceOff = sawBounceOff || !sheet.tableView.bounces
                XCTAssertFalse(sheet.tableView.bounces, "bounce is off during the interaction")
                XCTAssertGreaterThanOrEqual(sheet.tableView.contentOffset.y, 0)
            }
        }
        XCTAssertTrue(sawBounceOff)
        XCTAssertEqual(
            sheet.interactor.startInteractionTranslationY, 100, accuracy: 0.01,
            "the start is the translation at which the table reached its top")
        // 12 + 57 × 7 = 411 pt of translation from the press, 311 of them the sheet's: 0.368 of
        // the height.
        XCTAssertEqual(sheet.interactor.percentComplete, 311 / height, accuracy: 1e-6)
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: start.x, y: pointerY))
        XCTAssertTrue(sheet.tableView.bounces, "bounce is restored after the interaction")
        harness.settle()
        XCTAssertNil(harness.root.presentedViewController)
        harness.assertConsistent()
    }

    func testATableDragThatStopsShortCancelsAndRestoresBounce() {
        scrollTableDown100()
        harness.pointer.down(CGPoint(x: 195, y: 500))
        harness.pointer.move(CGPoint(x: 195, y: 512))
        for i in 1...20 { harness.pointer.move(CGPoint(x: 195, y: 512 + CGFloat(i) * 10)) }
        XCTAssertTrue(harness.coordinator.isInteractive)
        // 212 pt from the press, 100 of them the table's: the sheet follows the other 112.
        XCTAssertEqual(sheet.interactor.percentComplete, 112 / height, accuracy: 1e-6)
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: 195, y: 712))
        harness.settle()
        XCTAssertTrue(isPresented)
        XCTAssertTrue(sheet.tableView.bounces)
        XCTAssertEqual(sheet.tableView.contentOffset.y, 0, accuracy: 0.01)
        harness.assertConsistent()
    }

    func testScrollingTheTableUpFromItsTopStartsNoDismissal() {
        harness.pointer.down(tablePoint)
        for i in 1...10 { harness.pointer.move(CGPoint(x: tablePoint.x, y: tablePoint.y - CGFloat(i) * 12)) }
        XCTAssertFalse(harness.coordinator.isTransitioning)
        XCTAssertGreaterThan(sheet.tableView.contentOffset.y, 0)
        harness.pointer.up(CGPoint(x: tablePoint.x, y: tablePoint.y - 120))
        harness.settle()
        XCTAssertTrue(isPresented)
        harness.assertConsistent()
    }

    func testTheTablePanRecognizesWithTheTablesOwn() {
        XCTAssertTrue(sheet.tableViewGesture.delegate === sheet)
        XCTAssertTrue(
            sheet.gestureRecognizer(
                sheet.tableViewGesture,
                shouldRecognizeSimultaneouslyWith: sheet.tableView.panGestureRecognizer))
    }
}
