// Ports ../shared/seeds/002_307528b101aab2e5.txt ("App Store Card Transition with Andrei Blaj, Senior iOS Developer").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

// Not in the article: the Today list the fragments present from, a table of cards in card mode.
class TodayView: ViewController {
    let transitionManager = CardTransitionManager()
    let cardsViewData: [CardViewModel] = [
        CardViewModel(image: Image(named: "card1")!, title: "Evenings by the Lake", subtitle: "Get Started",
                      backgroundType: .dark),
        CardViewModel(image: Image(named: "card2")!, title: "Into the Woods", subtitle: "App of the Day",
                      backgroundType: .dark),
        CardViewModel(image: Image(named: "card3")!, title: "Autumn Colours", subtitle: "Tips & Tricks",
                      backgroundType: .dark),
    ]
    lazy var tableView: TableView = {
        let tableView = TableView(frame: view.bounds)
        tableView.autoresizingMask = .flexibleSize
        tableView.separatorStyle = .none
        tableView.rowHeight = 450
        tableView.register(CardCell.self, forCellReuseIdentifier: CardCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        return tableView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }

    func selectedCellCardView() -> CardView? {
        guard let indexPath = tableView.indexPathForSelectedRow else { return nil }
        return (tableView.cellForRow(at: indexPath) as? CardCell)?.cardView
    }
}

// Not in the article: the table's rows.
extension TodayView: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return cardsViewData.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CardCell.identifier, for: indexPath) as! CardCell
        cell.configure(cardViewModel: cardsViewData[indexPath.row])
        return cell
    }
}

extension TodayView: TableViewDelegate {  // Not in the article: the extension the fragment sits in.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let cardViewModel = cardsViewData[indexPath.row]
        let detailView = DetailView(cardViewModel: cardViewModel)
        detailView.modalPresentationStyle = .overCurrentContext
        detailView.transitioningDelegate = transitionManager
        present(detailView, animated: true, completion: nil)
        // To wake up the UI, Apple issue with cells with selectionStyle = .none
        // CFRunLoopWakeUp(CFRunLoopGetCurrent()): no CoreFoundation run loop here, and Segue presents at once.
    }
}

// Not in the article: a row, its card filling it in card mode.
final class CardCell: TableViewCell {
    static let identifier = "CardCell"
    private(set) var cardView: CardView?

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
    }

    func configure(cardViewModel: CardViewModel) {
        cardView?.removeFromSuperview()
        let cardView = CardView(cardModel: cardViewModel, appView: nil)
        cardView.updateLayout(for: .card)
        contentView.addSubview(cardView)
        self.cardView = cardView
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cardView?.frame = contentView.bounds
    }
}
