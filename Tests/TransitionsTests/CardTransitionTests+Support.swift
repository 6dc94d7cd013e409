import SegueTestSupport
import ViewKit
import XCTest

@testable import Transitions

/// A plain card: a coloured view that copies itself.
final class CardTestCard: View, CardCopyable {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0x336699)
    }

    func makeTransitionCopy() -> View { CardTestCard() }
}

/// A cell holding a card inset 16 pt, as the app's CardViewCell.
final class CardTestCell: TableViewCell {
    let card = CardTestCard()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        card.cornerRadius = 20
        card.clipsToBounds = true
        contentView.addSubview(card)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = contentView.bounds.insetBy(dx: 16, dy: 16)
    }
}

/// The list side: a table of five 364 pt rows; a click on a row presents a `CardTestDetail`.
final class CardTestList: ViewController, TableViewDataSource, TableViewDelegate, CardTransitionPresenting,
    DeclaresCaches
{
    let tableView = TableView()
    let manager = CardTransitionManager()
    /// The manager keeps its blur, dim and white page between transitions.
    var declaredCaches: [AnyObject] { [manager] }
    /// Weak, as a list keeps no detail: the presentation owns it (lifetime tests count on that).
    private(set) weak var detail: CardTestDetail?

    override func loadView() {
        tableView.rowHeight = 364
        tableView.separatorStyle = .none
        tableView.register(CardTestCell.self, forCellReuseIdentifier: "card")
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = CardTestDetail()
        detail.modalPresentationStyle = .overCurrentContext
        detail.transitioningDelegate = manager
        self.detail = detail
        present(detail, animated: true)
    }

    var cardTransitionSelectedCell: View? { tableView.indexPathForSelectedRow.flatMap(tableView.cellForRow(at:)) }
    var cardTransitionSelectedCardView: View? { (cardTransitionSelectedCell as? CardTestCell)?.card }
}

/// The detail side: a scroll view with the 332 pt card on top and a tall body, a close button
/// 16 pt from the top-right corner, and the pull-down handled by `CardPullDownDismissal`.
final class CardTestDetail: ViewController, ScrollViewDelegate, CardTransitionPresented {
    let scrollView = ScrollView()
    let card = CardTestCard()
    let body = View()
    let closeButton = Button()
    private(set) var viewsAreHidden = false
    private(set) lazy var pullDown = CardPullDownDismissal(
        closeButton: closeButton,
        setViewsHidden: { [weak self] hidden in self?.setViewsHidden(hidden) },
        dismiss: { [weak self] in self?.dismiss(animated: true) })
    private(set) lazy var edgeSwipe = CardEdgeSwipeDismissal(dismiss: { [weak self] in self?.dismiss(animated: true) })

    override func loadView() {
        let root = CardTestLayoutView()
        root.onLayout = { [weak self] in self?.layout() }
        root.backgroundColor = .white
        view = root
    }

    override func viewDidLoad() {
        scrollView.delegate = self
        closeButton.glyph = .xmarkCircleFill
        closeButton.tintColor = .white
        closeButton.addAction(for: .touchUpInside) { [weak self] _ in self?.dismiss(animated: true) }
        view.addSubview(scrollView)
        scrollView.addSubview(card)
        scrollView.addSubview(body)
        view.addSubview(closeButton)
        edgeSwipe.install(on: view, scrollView: scrollView)
    }

    private func layout() {
        scrollView.frame = view.bounds
        card.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 332)
        body.frame = CGRect(x: 16, y: 348, width: view.bounds.width - 32, height: 1200)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: body.frame.maxY + 16)
        closeButton.frame = CGRect(x: view.bounds.width - 46, y: 16, width: 30, height: 30)
    }

    private func setViewsHidden(_ hidden: Bool) {
        viewsAreHidden = hidden
        card.isHidden = hidden
        body.isHidden = hidden
        closeButton.isHidden = hidden
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { pullDown.scrollViewDidScroll(scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { pullDown.scrollViewDidEndDecelerating(scrollView) }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {
        pullDown.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    var cardTransitionCardView: View { card }
    var cardTransitionCloseButton: Button { closeButton }
    var cardPullDownDismissal: CardPullDownDismissal? { pullDown }
    var cardEdgeSwipeDismissal: CardEdgeSwipeDismissal? { edgeSwipe }

    func cardTransitionDismissalSource(in container: View) -> CardTransitionSource {
        pullDown.dismissalSource(cardView: card, in: container)
    }

    func cardTransitionDidEnd(presenting: Bool, completed: Bool) {
        if presenting && completed {
            pullDown.takeSnapshot(of: view, in: scrollView)
        } else if !presenting {
            pullDown.reset()
        }
    }
}

/// A view that lays its controller out on every pass, as constraints would.
final class CardTestLayoutView: View {
    var onLayout: (() -> Void)?
    override func layoutSubviews() { onLayout?() }
}

/// Points, window coordinates: where a view is drawn now (its presentation, through its
/// ancestors' presentations).
func cardShownFrame(of view: View) -> CGRect {
    var rect = view.presentation.bounds
    var current: View? = view
    while let v = current, v.superview != nil {
        rect = rect.applying(v.presentation.transformToSuperview)
        current = v.superview
    }
    return rect
}

/// The x scale of a view's shown transform.
func cardShownScale(of view: View) -> CGFloat { view.presentation.transform.a }

func assertCardRect(
    _ a: CGRect?, _ b: CGRect, accuracy: CGFloat = 0.5, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let a else { return XCTFail("no rect: \(message)", file: file, line: line) }
    for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
        XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b) \(message)", file: file, line: line)
    }
}
