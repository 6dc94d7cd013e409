import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// A page with one thumbnail, 110 pt square at (16, 100) on the page: (16, 144) in the window,
/// under a 44 pt bar.
final class ZoomRowController: ViewController, ZoomTransitionSource {
    let thumbnail = ImageView(image: Image(bitmap: Bitmap(width: 40, height: 30, fill: .red), name: "photo"))

    override init() {
        super.init()
        navigationItem.title = "Row"
    }

    override func loadView() {
        let page = View()
        page.backgroundColor = .white
        thumbnail.frame = CGRect(x: 16, y: 100, width: 110, height: 110)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.cornerRadius = 8
        page.addSubview(thumbnail)
        view = page
    }

    func zoomSourceImageView() -> ImageView? { thumbnail }
}

/// A zoomed page: a white backdrop, a caption, and the photo at (0, 200, 390, 292) on the page,
/// (0, 244) in the window.
final class ZoomNavigationDetail: ViewController, ZoomTransitionDestination {
    let page = ZoomDetailPage()
    let transition: ZoomNavigationTransition
    private(set) var dismissal: ZoomNavigationDismissal?

    init(transition: ZoomNavigationTransition) {
        self.transition = transition
        super.init()
        navigationItem.title = "Detail"
    }

    override func loadView() { view = page }
    override func viewDidLoad() { dismissal = ZoomNavigationDismissal(controller: self, transition: transition) }

    var zoomImageView: ImageView { page.photo }
    var zoomBackdropView: View { page.backdrop }
    var zoomChromeViews: [View] { [page.caption] }
}

/// A navigation stack of the row page and, once pushed and settled, the zoomed detail.
final class ZoomNavigationFixture {
    let row = ZoomRowController()
    let zoom = ZoomNavigationTransition()
    let navigation: NavigationController
    let harness: TransitionHarness
    private(set) lazy var detail = ZoomNavigationDetail(transition: zoom)

    init(frameInterval: Double = 1.0 / 60) {
        navigation = NavigationController(rootViewController: row)
        navigation.delegate = zoom
        zoom.source = row
        harness = TransitionHarness(root: navigation, frameInterval: frameInterval)
    }

    /// Pushes the detail and lets it settle.
    func open() {
        navigation.pushViewController(detail, animated: true)
        harness.settle()
    }

    var pointer: PointerDriver { harness.pointer }
    var titles: [String] { navigation.viewControllers.compactMap(\.navigationItem.title) }
    var barTitle: String? { navigation.navigationBar.titleLabel?.text }
    var violations: [String] { harness.coordinator.invariantViolations() }
    /// The copy flying or held in the pop in flight.
    var popCopy: ImageView? { zoom.lastPopAnimator?.flyingImageView }

    /// Asserts that the pop (or the push undone) ended on the row page at rest: the stack and
    /// the bar on it, and its thumbnail showing again.
    func assertBackInTheCell(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(titles, ["Row"], message, file: file, line: line)
        XCTAssertEqual(barTitle, "Row", file: file, line: line)
        XCTAssertFalse(row.thumbnail.isHidden, "the thumbnail shows again", file: file, line: line)
        XCTAssertEqual(violations, [], file: file, line: line)
    }

    /// Points, window: where `view` is drawn.
    func shown(_ view: View) -> CGRect { ZoomTransition.shownFrame(of: view, in: harness.window) }

    /// Points, window: where the held photo must be drawn with the pointer at `pointer` after a
    /// press at `press`, shrunk by 0.4 of `progress`.
    static func heldFrame(press: CGPoint, pointer: CGPoint, progress: CGFloat) -> CGRect {
        let home = CGRect(x: 0, y: 244, width: 390, height: 292)
        let anchor = CGPoint(x: (press.x - home.minX) / home.width, y: (press.y - home.minY) / home.height)
        let scale = 1 - 0.4 * min(max(progress, 0), 1)
        let size = CGSize(width: home.width * scale, height: home.height * scale)
        return CGRect(
            x: pointer.x - anchor.x * size.width, y: pointer.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }
}
