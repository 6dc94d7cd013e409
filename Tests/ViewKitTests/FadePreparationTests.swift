import SegueTestSupport
import XCTest

@testable import ViewKit

/// `Window.prepareToFade(_:)` records a view as the window will draw it fading, in a group, when
/// the host takes the preparations, for it to make the group's blurs between frames: the ops are
/// the window's own, no frame is due for it, and a fade under way goes on.
final class FadePreparationTests: XCTestCase {
    private var window: Window!
    /// A frosted bar: a blur filling it and a glyph, 20 pt from the window's top-left.
    private var bar: View!

    override func setUp() {
        super.setUp()
        window = makeWindow(size: CGSize(width: 200, height: 120))
        let page = View(frame: window.bounds)
        page.backgroundColor = .gray
        window.addSubview(page)
        bar = View(frame: CGRect(x: 20, y: 20, width: 160, height: 56))
        bar.cornerRadius = 14
        let blur = BlurView(style: .regular)
        blur.frame = bar.bounds
        blur.cornerRadius = 14
        blur.clipsToBounds = true
        bar.addSubview(blur)
        let glyph = View(frame: CGRect(x: 130, y: 18, width: 6, height: 20))
        glyph.backgroundColor = .black
        bar.addSubview(glyph)
        page.addSubview(bar)
        _ = window.makeDisplayList()
    }

    private func fadingLists(_ preparations: [Preparation]) -> [DisplayList] {
        preparations.compactMap { if case let .fading(list) = $0 { list } else { nil } }
    }

    /// The recording is the bar's group as the window draws it at any alpha under 1: the same
    /// ops, the group's own opacity aside; the bar is left at alpha 1, and the window's next
    /// list is the one before.
    func testTheRecordingIsTheGroupTheWindowDrawsWhileTheViewFades() throws {
        let atRest = window.makeDisplayList()
        window.prepareToFade(bar)
        XCTAssertEqual(fadingLists(window.preparations).count, 0, "recorded when the host takes it")
        let lists = fadingLists(window.takePreparations())
        XCTAssertEqual(lists.count, 1)
        let recorded = try XCTUnwrap(lists.first)
        XCTAssertEqual(bar.alpha, 1)
        XCTAssertFalse(window.needsDisplay, "no frame is due for it")
        XCTAssertEqual(window.makeDisplayList().ops, atRest.ops, "nothing changed on screen")
        bar.alpha = 0.87
        let drawn = window.makeDisplayList().ops
        guard let start = drawn.firstIndex(where: { if case .beginGroup = $0 { true } else { false } }) else {
            return XCTFail("the fading bar is drawn in a group")
        }
        XCTAssertEqual(Array(drawn[(start + 1)...].prefix(recorded.ops.count - 1)), Array(recorded.ops.dropFirst()))
        guard case let .beginGroup(rect, radius, state) = recorded.ops[0],
            case let .beginGroup(drawnRect, drawnRadius, drawnState) = drawn[start]
        else { return XCTFail("the recording opens the group: \(recorded.dump)") }
        XCTAssertEqual(rect, drawnRect)
        XCTAssertEqual(radius, drawnRadius)
        XCTAssertEqual(state.transform, drawnState.transform)
        XCTAssertEqual(state.opacity, 0.5, "recorded at an alpha of its own")
        XCTAssertEqual(
            recorded.dump,
            [
                "group [20,20 160x56] alpha=0.50",
                "  blur [20,20 160x56] r=14 blur=20 tint=#F7F7F7/0.72",
                "  fill [150,38 6x20] #000000",
                "end",
            ].joined(separator: "\n"))
    }

    /// Pressed halfway through its fade back in, the bar is recorded as it shows, and its fade
    /// runs on to its end.
    func testAFadeUnderWayGoesOn() {
        bar.alpha = 0
        View.animate(withDuration: 1, options: .curveLinear, animations: { self.bar.alpha = 1 })
        window.animator.advance(by: 0.5)
        XCTAssertEqual(bar.presentation.alpha, 0.5, accuracy: 1e-9)
        window.prepareToFade(bar)
        XCTAssertEqual(fadingLists(window.takePreparations()).count, 1)
        XCTAssertTrue(bar.isAnimating, "the fade's track is kept")
        XCTAssertEqual(bar.presentation.alpha, 0.5, accuracy: 1e-9)
        window.animator.advance(by: 0.25)
        XCTAssertEqual(bar.presentation.alpha, 0.75, accuracy: 1e-9)
    }

    /// A view with nothing inside draws no group, and one out of the window nothing here.
    func testAViewWithoutSubviewsOrOutOfTheWindowPreparesNothing() {
        let plain = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .red
        window.addSubview(plain)
        window.prepareToFade(plain)
        let elsewhere = View(frame: bar.frame)
        elsewhere.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        window.prepareToFade(elsewhere)
        XCTAssertEqual(fadingLists(window.takePreparations()).count, 0)
    }
}
