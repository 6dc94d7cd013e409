// Ports ../shared/seeds/000_2628d0f4aadf3cc3.txt ("AppStoreのカスタムトランジションを実装してみる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue
// SnapKit: not used; its one constraint below is a frame that follows the view (autoresizing).

class ListViewController: ViewController {

    let transitionManager = CardTransitionManager()

    let cardViewModels: [CardViewModel] = [
        CardViewModel(image: Image(named: "card1")!, title: "FIRST CARD TITLE LABEL", subtitle: "This is a subtitle label."),
        CardViewModel(image: Image(named: "card2")!, title: "SECOND CARD TITLE LABEL", subtitle: "This is a subtitle label."),
        CardViewModel(image: Image(named: "card3")!, title: "THIRD CARD TITLE LABEL", subtitle: "This is a subtitle label."),
    ]

    lazy var tableView: TableView = {
        let tableView = TableView()
        tableView.delegate = self
        tableView.dataSource = self
        tableView.separatorStyle = .none
        tableView.rowHeight = 364  // Auto Layout: UIKit sizes each row to its card, 332 pt with 16 pt above and below.

        tableView.register(CardViewCell.self, forCellReuseIdentifier: CardViewCell.identifier)
        return tableView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(tableView)
        tableView.frame = view.bounds  // SnapKit: `$0.edges.equalToSuperview()`.
        tableView.autoresizingMask = .flexibleSize
    }
}

extension ListViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let vc = DetailViewController(cardViewModel: cardViewModels[indexPath.row])
        vc.modalPresentationStyle = .fullScreen
        vc.transitioningDelegate = transitionManager
        present(vc, animated: true, completion: nil)
    }
}

extension ListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return cardViewModels.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CardViewCell.identifier, for: indexPath) as! CardViewCell
        cell.configureCell(cardViewModel: cardViewModels[indexPath.row])
        return cell
    }

    // Not ported: the article also declares `func selectedCellCardView() -> CardView?` here, which Swift rejects
    // beside the computed property of the same name below ("invalid redeclaration"); the transition uses the property.
}

extension ListViewController {
    var selectedCell: TableViewCell? {
        guard let indexPath = tableView.indexPathForSelectedRow else { return nil }
        return tableView.cellForRow(at: indexPath)
    }

    var selectedCellCardView: CardView? {
        let cell = selectedCell as? CardViewCell
        return cell?.cardView
    }
}
