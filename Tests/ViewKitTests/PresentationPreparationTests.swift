import SegueTestSupport
import ViewKit
import XCTest

/// A controller a press will present is laid out when the host takes the window's preparations
/// (between frames), out of the window, with the window's text measurer
/// (`Window.prepare(presenting:)`): presenting it then measures no text again. With
/// `FakeTextMeasurer` at 10 pt every character is 5 pt wide and a line is 12 pt tall.
final class PresentationPreparationTests: XCTestCase {
    /// A page whose article wraps to the page's width less 10 pt a side, as a detail page's.
    private final class ArticleView: View {
        let article = Label()

        override init(frame: CGRect = .zero) {
            super.init(frame: frame)
            article.font = .systemFont(ofSize: 10)
            article.numberOfLines = 0
            article.text = "aaaa bbbb cccc dddd"
            addSubview(article)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let width = bounds.width - 20
            let height = article.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            article.frame = CGRect(x: 10, y: 10, width: width, height: height)
        }
    }

    private final class ArticleController: ViewController {
        override func loadView() { view = ArticleView() }
        var article: Label { (view as! ArticleView).article }
    }

    private var window: Window!
    private var measurer: FakeTextMeasurer { window.textMeasurer as! FakeTextMeasurer }

    override func setUp() {
        super.setUp()
        window = makeWindow(size: CGSize(width: 100, height: 200))
        window.rootViewController = ViewController()
        _ = window.makeDisplayList()
    }

    private func textLines(in preparations: [Preparation]) -> [String] {
        preparations.flatMap { preparation -> [String] in
            guard case let .drawing(list) = preparation else { return [] }
            return list.ops.compactMap { op in
                if case let .text(string, _, _, _, _) = op { return string }
                return nil
            }
        }
    }

    func testThePageIsLaidOutBetweenFramesAndPresentingItMeasuresNothingAgain() throws {
        let page = ArticleController()
        window.prepare(presenting: page)
        XCTAssertFalse(page.isViewLoaded, "nothing is made until the host takes the preparations")
        let preparations = window.takePreparations()
        // At the window's size, 80 pt wide: "aaaa bbbb cccc" is 70 pt, " dddd" would make 95.
        XCTAssertEqual(page.view.bounds.size, CGSize(width: 100, height: 200))
        XCTAssertNil(page.view.window)
        XCTAssertEqual(page.article.frame, CGRect(x: 10, y: 10, width: 80, height: 24))
        XCTAssertEqual(textLines(in: preparations), ["aaaa bbbb cccc", "dddd"])
        XCTAssertEqual(window.takePreparations().count, 0, "taken once")

        let measured = measurer.widthCallCount
        window.rootViewController?.present(page, animated: false)
        _ = window.makeDisplayList()
        XCTAssertTrue(page.view.window === window)
        XCTAssertEqual(page.article.frame, CGRect(x: 10, y: 10, width: 80, height: 24))
        XCTAssertEqual(measurer.widthCallCount, measured, "the presentation measured no text")
    }

    func testWithoutPreparationThePresentationMeasuresTheArticle() throws {
        let page = ArticleController()
        let measured = measurer.widthCallCount
        window.rootViewController?.present(page, animated: false)
        _ = window.makeDisplayList()
        XCTAssertEqual(page.article.frame, CGRect(x: 10, y: 10, width: 80, height: 24))
        XCTAssertGreaterThan(measurer.widthCallCount, measured)
    }

    func testAControllerGoneOrAlreadyShownIsSkipped() throws {
        var gone: ArticleController? = ArticleController()
        window.prepare(presenting: gone!)
        weak let released = gone
        gone = nil
        XCTAssertNil(released, "a press that never became a tap keeps nothing alive")
        XCTAssertEqual(window.takePreparations().count, 0)

        let shown = ArticleController()
        window.rootViewController?.present(shown, animated: false)
        _ = window.makeDisplayList()
        window.prepare(presenting: shown)
        XCTAssertEqual(window.takePreparations().count, 0, "a view in the window is the window's to lay out")
    }

    func testAskingTwiceLaysOutOnce() throws {
        let page = ArticleController()
        window.prepare(presenting: page)
        window.prepare(presenting: page)
        XCTAssertEqual(textLines(in: window.takePreparations()), ["aaaa bbbb cccc", "dddd"])
    }
}
