import SegueTestSupport
import ViewKit
import XCTest

/// Gesture arbitration through pointer input: tap against pan, simultaneity, failure
/// requirements, shouldBegin, cancellation of the touched view.
final class GestureRecognizerTests: XCTestCase {
    private var window: Window!
    private var driver: PointerDriver!
    private var box: View!

    override func setUp() {
        window = makeWindow()
        box = View(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(box)
        driver = PointerDriver(window: window)
    }

    private func record(_ r: GestureRecognizer, into log: Log, as name: String) {
        r.addTarget(log) { log in { recognizer in log.entries.append("\(name) \(recognizer.state)") } }
    }

    func testAFivePointWobbleIsATapAndATwentyPointMoveIsAPan() {
        let log = Log()
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        record(tap, into: log, as: "tap")
        record(pan, into: log, as: "pan")
        box.addGestureRecognizer(tap)
        box.addGestureRecognizer(pan)

        driver.press(CGPoint(x: 100, y: 100), through: [CGPoint(x: 103, y: 104), CGPoint(x: 100, y: 105)])
        driver.up(CGPoint(x: 100, y: 105))
        XCTAssertEqual(log.entries, ["tap ended"])

        log.entries = []
        driver.press(CGPoint(x: 100, y: 100), through: [CGPoint(x: 100, y: 110), CGPoint(x: 100, y: 120)])
        driver.up(CGPoint(x: 100, y: 120))
        XCTAssertEqual(log.entries, ["pan began", "pan changed", "pan ended"])
        XCTAssertEqual(tap.state, .possible, "reset after the sequence")
    }

    /// As UIKit's: translation counts from the press, so on the frame the pan begins (past its
    /// 10 pt slop) what follows it jumps to the pointer and the grabbed point stays under it.
    func testPanTranslationCountsFromThePress() {
        let pan = PanGestureRecognizer()
        var translations: [CGPoint] = []
        pan.addTarget(self) { _ in { r in translations.append((r as! PanGestureRecognizer).translation(in: nil)) } }
        box.addGestureRecognizer(pan)
        driver.press(
            CGPoint(x: 50, y: 50), through: [CGPoint(x: 50, y: 58), CGPoint(x: 50, y: 62), CGPoint(x: 70, y: 100)])
        XCTAssertEqual(translations, [CGPoint(x: 0, y: 12), CGPoint(x: 20, y: 50)])
    }

    func testOnlyOnePanWinsUnlessTheDelegateAllowsBoth() {
        let inner = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        box.addSubview(inner)
        let log = Log()
        let outerPan = PanGestureRecognizer(), innerPan = PanGestureRecognizer()
        record(outerPan, into: log, as: "outer")
        record(innerPan, into: log, as: "inner")
        box.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)

        driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), frames: 3)
        XCTAssertEqual(log.entries, ["inner began", "inner changed", "inner changed", "inner ended"])

        log.entries = []
        let friend = Simultaneous()
        outerPan.delegate = friend
        driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), frames: 3)
        XCTAssertEqual(
            log.entries.filter { $0.hasPrefix("inner") },
            ["inner began", "inner changed", "inner changed", "inner ended"])
        XCTAssertEqual(
            log.entries.filter { $0.hasPrefix("outer") },
            ["outer began", "outer changed", "outer changed", "outer ended"])
    }

    func testATableInsideASheetScrollsAndDragsTheSheetTogether() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        box.addSubview(scroll)
        let sheetPan = PanGestureRecognizer()
        let friend = Simultaneous()
        sheetPan.delegate = friend
        var sheetMoves = 0
        sheetPan.addTarget(self) { _ in { _ in sheetMoves += 1 } }
        scroll.addGestureRecognizer(sheetPan)

        driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), frames: 5)
        XCTAssertEqual(sheetMoves, 6, "began, four changes, ended")
        // Moves at y 120 (the pan begins there, catching up its slop), 140, 160, 180 and 200:
        // the content followed all 100 pt from the press.
        XCTAssertEqual(scroll.contentOffset.y, 400, accuracy: 1e-9, "the table scrolled with the drag")
    }

    func testShouldBeginFalseFailsTheRecognizer() {
        let pan = PanGestureRecognizer()
        let veto = Veto()
        pan.delegate = veto
        let log = Log()
        record(pan, into: log, as: "pan")
        box.addGestureRecognizer(pan)
        driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), frames: 3)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(veto.asked, 1)
    }

    func testATapThatRequiresThePanToFailWaitsForIt() {
        let log = Log()
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        tap.allowableMovement = 100
        tap.require(toFail: pan)
        record(tap, into: log, as: "tap")
        record(pan, into: log, as: "pan")
        box.addGestureRecognizer(tap)
        box.addGestureRecognizer(pan)
        driver.press(CGPoint(x: 100, y: 100), through: [CGPoint(x: 100, y: 104)])
        driver.up(CGPoint(x: 100, y: 104))
        XCTAssertEqual(log.entries, ["tap ended"], "the pan failed at release, so the tap went ahead")
        log.entries = []
        driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), frames: 2)
        XCTAssertEqual(log.entries, ["pan began", "pan changed", "pan ended"])
    }

    func testAPanTakingOverCancelsAPressedButton() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        box.addSubview(scroll)
        let button = Button(frame: CGRect(x: 50, y: 300, width: 200, height: 44))
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        scroll.addSubview(button)

        driver.down(CGPoint(x: 100, y: 320))
        XCTAssertTrue(button.isHighlighted)
        driver.move(CGPoint(x: 100, y: 300))
        XCTAssertFalse(button.isHighlighted, "the scroll view's pan cancelled the button's touch")
        driver.up(CGPoint(x: 100, y: 300))
        XCTAssertEqual(taps, 0)

        driver.down(CGPoint(x: 100, y: 320))
        driver.up(CGPoint(x: 100, y: 320))
        XCTAssertEqual(taps, 1, "a plain click still works")
    }

    func testAButtonWinsOverATapOnItsAncestor() {
        let tap = TapGestureRecognizer()
        let log = Log()
        record(tap, into: log, as: "tap")
        box.addGestureRecognizer(tap)
        let button = Button(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        box.addSubview(button)
        driver.down(CGPoint(x: 60, y: 60))
        driver.up(CGPoint(x: 60, y: 60))
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(log.entries, [])
        driver.down(CGPoint(x: 300, y: 300))
        driver.up(CGPoint(x: 300, y: 300))
        XCTAssertEqual(log.entries, ["tap ended"])
    }

    func testCancellingThePointerCancelsARecognizedPan() {
        let log = Log()
        let pan = PanGestureRecognizer()
        record(pan, into: log, as: "pan")
        box.addGestureRecognizer(pan)
        driver.press(CGPoint(x: 100, y: 100), through: [CGPoint(x: 100, y: 120)])
        driver.cancel()
        XCTAssertEqual(log.entries, ["pan began", "pan cancelled"])
        XCTAssertEqual(pan.state, .possible)
    }

    func testReleaseVelocityIsZeroAfterAPause() {
        let pan = PanGestureRecognizer()
        var velocity = CGPoint(x: -1, y: -1)
        pan.addTarget(self) { _ in
            { r in
                if r.state == .ended { velocity = (r as! PanGestureRecognizer).velocity(in: nil) }
            }
        }
        box.addGestureRecognizer(pan)
        driver.press(CGPoint(x: 100, y: 100), through: [CGPoint(x: 100, y: 130), CGPoint(x: 100, y: 160)])
        driver.wait(0.05)
        driver.up(CGPoint(x: 100, y: 160))
        XCTAssertEqual(velocity, .zero)
    }
}

extension GestureRecognizerTests {
    /// Releasing a few milliseconds after the last move, at the same spot, keeps the flick's speed:
    /// the release must not read as a stop that bends the fitted curve backwards.
    func testAReleaseRightAfterTheLastMoveKeepsTheFlickVelocity() {
        let pan = PanGestureRecognizer()
        var velocity = CGPoint.zero
        pan.addTarget(self) { _ in
            { r in
                if r.state == .ended { velocity = (r as! PanGestureRecognizer).velocity(in: nil) }
            }
        }
        box.addGestureRecognizer(pan)
        // A pause, then 2500 pt/s upward for three frames, released 1 ms after the last move.
        driver.press(CGPoint(x: 100, y: 500), through: [CGPoint(x: 100, y: 380)])
        driver.wait(0.25)
        for y in [340, 300, 260] as [CGFloat] {
            driver.wait(0.016)
            window.send(TimedInputEvent(.pointerMove(CGPoint(x: 100, y: y)), at: driver.now))
        }
        driver.wait(0.001)
        driver.up(CGPoint(x: 100, y: 260))
        XCTAssertLessThan(velocity.y, -2500 * 0.9, "still moving up fast at release, got \(velocity.y)")
    }
}

private final class Log { var entries: [String] = [] }

private final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { true }
}

private final class Veto: GestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked += 1
        return false
    }
}
