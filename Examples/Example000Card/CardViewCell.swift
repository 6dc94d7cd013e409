// Ports ../shared/seeds/000_2628d0f4aadf3cc3.txt ("AppStoreのカスタムトランジションを実装してみる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class CardViewCell: TableViewCell {
    static let identifier: String = {
        return String(describing: CardViewCell.self)  // `self`: Swift no longer lets a static initializer name it.
    }()

    lazy var shadowView: View = {
        let view = View()
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        view.layer.shadowColor = Color.black.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 8
        view.layer.shadowOffset = .zero
        return view
    }()

    var cardView: CardView?

    // `override init` in UIKit: ViewKit's table makes its cells through this initializer, so it is `required`.
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
    }

    func configureCell(cardViewModel: CardViewModel) {
        contentView.subviews.forEach {
            $0.removeFromSuperview()
        }

        cardView = CardView(cardViewModel: cardViewModel)
        guard let cardView = cardView else { return }
        cardView.layer.cornerRadius = 20
        cardView.clipsToBounds = true
        contentView.addSubview(shadowView)
        contentView.addSubview(cardView)

        // SnapKit: the card 16 pt in from every edge of the cell, the shadow view under it (layoutSubviews below).
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cardView?.frame = contentView.bounds.insetBy(dx: 16, dy: 16)
        shadowView.frame = cardView?.frame ?? .zero
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
