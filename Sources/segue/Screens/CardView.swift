import ViewKit

/// What one Today card shows.
struct CardViewModel {
    let image: Image
    let title: String
    let subtitle: String
}

/// The App Store "Today" card, as seed 000 builds it: an image that fills it, a bold 40 pt
/// white title centred vertically with 16 pt side margins, and a 14 pt subtitle at the bottom left.
final class CardView: View {
    let backgroundImageView = ImageView()
    let titleLabel = Label()
    let subtitleLabel = Label()
    let viewModel: CardViewModel

    init(viewModel: CardViewModel) {
        self.viewModel = viewModel
        super.init(frame: .zero)
        backgroundImageView.clipsToBounds = true
        backgroundImageView.contentMode = .scaleAspectFill
        backgroundImageView.image = viewModel.image
        titleLabel.font = .systemFont(ofSize: 40, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 0
        titleLabel.text = viewModel.title
        subtitleLabel.font = .systemFont(ofSize: 14, weight: .medium)
        subtitleLabel.textColor = .white
        subtitleLabel.numberOfLines = 0
        subtitleLabel.text = viewModel.subtitle
        addSubview(backgroundImageView)
        backgroundImageView.addSubview(titleLabel)
        backgroundImageView.addSubview(subtitleLabel)
    }

    override func layoutSubviews() {
        backgroundImageView.frame = bounds
        let width = bounds.width - 32
        let title = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        titleLabel.frame = CGRect(x: 16, y: ((bounds.height - title.height) / 2).rounded(), width: width,
                                  height: title.height)
        let subtitle = subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        subtitleLabel.frame = CGRect(x: 16, y: bounds.height - 16 - subtitle.height, width: width,
                                     height: subtitle.height)
    }
}

/// A card in its list slot: a white rounded shadow view behind a clipped card, inset 16 pt, as
/// seed 000's CardViewCell.
final class CardSlotView: View {
    static let height: CGFloat = 332 + 32
    let shadowView = View()
    let cardView: CardView

    init(viewModel: CardViewModel) {
        cardView = CardView(viewModel: viewModel)
        super.init(frame: .zero)
        shadowView.backgroundColor = .white
        shadowView.cornerRadius = 20
        shadowView.shadowColor = .black
        shadowView.shadowOpacity = 0.3
        shadowView.shadowRadius = 8
        shadowView.shadowOffset = .zero
        cardView.cornerRadius = 20
        cardView.clipsToBounds = true
        addSubview(shadowView)
        addSubview(cardView)
    }

    override func layoutSubviews() {
        let inset = bounds.insetBy(dx: 16, dy: 16)
        cardView.frame = inset
        shadowView.frame = inset
    }
}
