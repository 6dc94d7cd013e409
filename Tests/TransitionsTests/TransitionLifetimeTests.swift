import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// Every transition frees what it presented once it is dismissed, however it ends: by a
/// button, by a drag that dismisses, after a drag that was cancelled, or by a presentation
/// reversed mid-flight. The live View and ViewController counts of the window's registry must
/// come back exactly to what they were with the list (or grid, or page) alone on screen, and
/// nothing it tracked may be alive but unreachable.
final class TransitionLifetimeTests: XCTestCase {
    private var harness: TransitionHarness!
    private var baseline = LiveCounts(views: 0, viewControllers: 0)

    override func tearDown() {
        harness = nil
    }

    /// Puts `root` on screen, checks that nothing leaks yet (a walk that tracks what the window
    /// keeps out of it, such as the card's blur) and takes the baseline counts.
    private func start(with root: ViewController) {
        harness = TransitionHarness(root: root)
        XCTAssertEqual(harness.window.unreachableObjects(), [])
        baseline = LiveCounts(harness.window)
    }

    private func click(_ p: CGPoint) { harness.pointer.down(p); harness.pointer.up(p) }

    private func assertBackToBaseline(file: StaticString = #filePath, line: UInt = #line) {
        harness.settle(file: file, line: line)
        harness.pointer.settle()
        XCTAssertNil(harness.root.presentedViewController, "still presented", file: file, line: line)
        harness.assertConsistent(file: file, line: line)
        XCTAssertEqual(LiveCounts(harness.window), baseline, "views and controllers left alive", file: file, line: line)
        XCTAssertEqual(harness.window.unreachableObjects(), [], file: file, line: line)
    }

    // MARK: Card (the list at (195, 182) is the first card; the close button is at (359, 31))

    private func openCard() {
        start(with: CardTestList())
        click(CGPoint(x: 195, y: 182))
        harness.settle()
        XCTAssertNotNil(harness.root.presentedViewController)
    }

    func testTheCardFreesItsDetailAfterTheCloseButton() {
        openCard()
        click(CGPoint(x: 359, y: 31))
        assertBackToBaseline()
    }

    func testTheCardFreesItsDetailAfterAPullDown() {
        openCard()
        harness.pointer.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 560), frames: 32)
        assertBackToBaseline()
    }

    func testTheCardFreesItsDetailAfterAShortPullThenTheCloseButton() {
        openCard()
        // About 15 pt of pull after the rubber band, let go at rest: under 30 and no momentum
        // to carry it past, so it springs back.
        harness.pointer.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 428), frames: 14, release: false)
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: 195, y: 428))
        harness.settle()
        harness.pointer.settle()
        XCTAssertNotNil(harness.root.presentedViewController, "a short pull does not dismiss")
        click(CGPoint(x: 359, y: 31))
        assertBackToBaseline()
    }

    func testTheCardFreesItsDetailWhenAClickReversesThePresentation() {
        start(with: CardTestList())
        click(CGPoint(x: 195, y: 182))
        harness.wait(0.35)
        click(CGPoint(x: 200, y: 600))
        assertBackToBaseline()
    }

    // MARK: Sheet (header at (195, 350), backdrop above it)

    private func showSheet() {
        start(with: ViewController())
        let sheet = SheetViewController()
        sheet.rowTitles = (0..<30).map { String($0) }
        harness.root.present(sheet, animated: true)
        harness.settle()
    }

    func testTheSheetIsFreedAfterABackdropClick() {
        showSheet()
        click(CGPoint(x: 195, y: 150))
        assertBackToBaseline()
    }

    func testTheSheetIsFreedAfterAHeaderDragThatDismisses() {
        showSheet()
        harness.pointer.drag(from: CGPoint(x: 195, y: 350), to: CGPoint(x: 195, y: 700), frames: 20)
        assertBackToBaseline()
    }

    func testTheSheetIsFreedAfterACancelledDragThenABackdropClick() {
        showSheet()
        harness.pointer.press(
            CGPoint(x: 195, y: 350), through: (1...10).map { CGPoint(x: 195, y: 350 + CGFloat($0) * 5) })
        harness.wait(0.1)
        harness.pointer.up(CGPoint(x: 195, y: 400))
        harness.settle()
        XCTAssertNotNil(harness.root.presentedViewController, "a short slow drag cancels")
        click(CGPoint(x: 195, y: 150))
        assertBackToBaseline()
    }

    func testTheSheetIsFreedAfterATableDragPastItsTop() {
        showSheet()
        harness.pointer.drag(from: CGPoint(x: 195, y: 520), to: CGPoint(x: 195, y: 900), frames: 20)
        assertBackToBaseline()
    }

    // MARK: Zoom (photo at (195, 346), close by dismissing)

    private func zoomIn() {
        let grid = ZoomGridController()
        start(with: grid)
        grid.present(ZoomDetailController(transition: grid.zoom), animated: true)
        harness.settle()
    }

    func testTheZoomFreesItsDetailAfterADismissal() {
        zoomIn()
        harness.root.dismiss(animated: true)
        assertBackToBaseline()
    }

    func testTheZoomFreesItsDetailAfterADragThatDismisses() {
        zoomIn()
        harness.pointer.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 215, y: 550), frames: 15)
        assertBackToBaseline()
    }

    func testTheZoomFreesItsDetailAfterASpringBackThenADismissal() {
        zoomIn()
        harness.pointer.press(
            CGPoint(x: 195, y: 300), through: (1...10).map { CGPoint(x: 195, y: 300 + CGFloat($0) * 5) })
        harness.wait(0.3)
        harness.pointer.up(CGPoint(x: 195, y: 350))
        harness.pointer.settle()
        XCTAssertNotNil(harness.root.presentedViewController, "a short slow drag springs back")
        harness.root.dismiss(animated: true)
        assertBackToBaseline()
    }

    // MARK: Pop

    func testThePopPageIsFreedAfterItsDismissal() {
        start(with: ViewController())
        harness.root.present(PopTestPage(), animated: true)
        harness.settle()
        harness.root.dismiss(animated: true)
        assertBackToBaseline()
    }
}

/// A full-screen page that keeps its pop transitioning delegate (the property is weak).
private final class PopTestPage: ViewController {
    private let pop = PopTransitioningDelegate()

    override init() {
        super.init()
        modalPresentationStyle = .fullScreen
        transitioningDelegate = pop
        view.addSubview(Label())
    }
}

/// What a window's registry (`Window.liveObjects`) holds alive, compared whole.
struct LiveCounts: Equatable, CustomStringConvertible {
    var views: Int
    var viewControllers: Int
    init(views: Int, viewControllers: Int) { (self.views, self.viewControllers) = (views, viewControllers) }
    init(_ window: Window) { (views, viewControllers) = (window.liveObjects.views, window.liveObjects.viewControllers) }
    var description: String { "\(views) views, \(viewControllers) view controllers" }
}
