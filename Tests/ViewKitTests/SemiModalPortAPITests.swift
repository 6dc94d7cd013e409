import Foundation
import SegueTestSupport
import ViewKit
import XCTest

/// The API the port of seed 001 (Examples/Example001SemiModal) needed: `layer.maskedCorners`,
/// a window's `screen`, target-actions that take the recognizer's own class or nothing, and
/// `View.AnimationOptions`. Rects in window points.
final class SemiModalPortAPITests: XCTestCase {
    private let blue = Color(hex: 0x336699)
    private var window: Window!

    override func setUp() {
        super.setUp()
        window = makeWindow()
    }

    private func roundedBox(_ corners: CornerMask, in parent: View? = nil) -> View {
        let box = View(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        box.backgroundColor = blue
        box.layer.cornerRadius = 8
        box.layer.maskedCorners = corners
        (parent ?? window).addSubview(box)
        return box
    }

    private func dump() -> String { window.makeDisplayList().dump }

    // MARK: maskedCorners

    func testAllCornersByDefaultDrawOneRoundedFillWithoutAClip() {
        let box = roundedBox(.all)
        XCTAssertEqual(View().maskedCorners, .all)
        XCTAssertEqual(box.maskedCorners, .all)
        XCTAssertLines(dump(), "fill [20,40 100x60] r=8 #336699")
    }

    func testNoMaskedCornerDrawsASquareFill() {
        _ = roundedBox([])
        XCTAssertLines(dump(), "fill [20,40 100x60] #336699")
    }

    /// The seed's header: the fill grows 8 pt down, and the clip to the view cuts off its
    /// rounded bottom corners.
    func testTopCornersGrowTheFillDownByTheRadiusAndClipIt() {
        let box = roundedBox([.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(box.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner], "layer proxies the view")
        XCTAssertLines(dump(), "fill [20,40 100x68] r=8 #336699 clip=[20,40 100x60]")
    }

    func testOneCornerGrowsTheFillPastTheTwoEdgesAwayFromIt() {
        _ = roundedBox(.layerMaxXMaxYCorner)
        XCTAssertLines(dump(), "fill [12,32 108x68] r=8 #336699 clip=[20,40 100x60]")
    }

    /// Diagonal corners cannot be drawn by growing one fill: the halves are drawn apart, each
    /// grown away from its own rounded corner, their clips meeting at y = 70.
    func testDiagonalCornersDrawTheTopAndBottomHalvesApart() {
        _ = roundedBox([.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        XCTAssertLines(
            dump(),
            """
            fill [20,40 108x38] r=8 #336699 clip=[20,40 100x30]
            fill [12,62 108x38] r=8 #336699 clip=[20,70 100x30]
            """)
    }

    /// Three corners: the top half keeps both of its corners round, the bottom half one.
    func testThreeCornersDrawTheHalvesApart() {
        _ = roundedBox([.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner])
        XCTAssertLines(
            dump(),
            """
            fill [20,40 100x38] r=8 #336699 clip=[20,40 100x30]
            fill [20,62 108x38] r=8 #336699 clip=[20,70 100x30]
            """)
    }

    func testTheMaskedFillsClipStaysInsideAClippingSuperview() {
        let strip = View(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        strip.clipsToBounds = true
        window.addSubview(strip)
        _ = roundedBox([.layerMinXMinYCorner, .layerMaxXMinYCorner], in: strip)
        XCTAssertLines(dump(), "fill [20,40 100x68] r=8 #336699 clip=[20,40 100x10]")
    }

    // MARK: Screen

    func testEachWindowHasItsOwnScreenThatFollowsItsResizes() {
        XCTAssertEqual(window.screen.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(window.screen.scale, 1)
        let small = makeWindow(size: CGSize(width: 320, height: 568), scale: 2)
        XCTAssertEqual(small.screen.bounds, CGRect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(small.screen.scale, 2)
        XCTAssertEqual(
            window.screen.bounds, CGRect(x: 0, y: 0, width: 390, height: 844), "a newer window changes nothing")
        XCTAssertEqual(window.screen.scale, 1)
        small.resize(to: CGSize(width: 568, height: 320), scale: 3)
        XCTAssertEqual(small.screen.bounds, CGRect(x: 0, y: 0, width: 568, height: 320), "follows a resize")
        XCTAssertEqual(small.screen.scale, 3)
    }

    func testTheScreenBoundsStartAtZeroWhereverTheWindowIs() {
        window.frame.origin = CGPoint(x: 15, y: 25)
        XCTAssertEqual(window.screen.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testAViewReachesTheScreenThroughItsWindow() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertNil(view.window?.screen)
        window.addSubview(view)
        XCTAssertEqual(view.window?.screen.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(view.window?.screen.scale, 1)
    }

    // MARK: Typed target-actions

    private final class Handler {
        var panStates: [GestureRecognizer.State] = []
        var panTranslations: [CGFloat] = []
        var taps = 0

        func didPan(_ sender: PanGestureRecognizer) {
            panStates.append(sender.state)
            panTranslations.append(sender.translation(in: nil).y)
        }

        func didTap() { taps += 1 }
    }

    func testAPanActionTakesAPanGestureRecognizerAndATapActionNothing() {
        let handler = Handler()
        let box = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(box)
        box.addGestureRecognizer(PanGestureRecognizer(target: handler, action: Handler.didPan))
        let target = View(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        window.addSubview(target)
        target.addGestureRecognizer(TapGestureRecognizer(target: handler, action: Handler.didTap))
        let driver = PointerDriver(window: window)

        driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), frames: 3)
        XCTAssertEqual(handler.panStates, [.began, .changed, .changed, .ended])
        XCTAssertEqual(handler.panTranslations, [10, 20, 30, 30])

        driver.down(CGPoint(x: 100, y: 500))
        driver.up(CGPoint(x: 100, y: 500))
        XCTAssertEqual(handler.taps, 1)
    }

    func testAnActionForAnotherRecognizerClassIsNotCalled() {
        let handler = Handler()
        let box = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(box)
        let tap = TapGestureRecognizer()
        tap.addTarget(handler, action: Handler.didPan)
        box.addGestureRecognizer(tap)
        let driver = PointerDriver(window: window)
        driver.down(CGPoint(x: 100, y: 100))
        driver.up(CGPoint(x: 100, y: 100))
        XCTAssertEqual(tap.state, .possible, "reset after the tap")
        XCTAssertEqual(handler.panStates, [])
    }

    // MARK: View.AnimationOptions

    func testViewAnimationOptionsIsAnimationOptions() {
        let option: View.AnimationOptions = .curveLinear
        XCTAssertEqual(option, AnimationOptions.curveLinear)
        XCTAssertEqual(option.curve, .linear)
    }
}
