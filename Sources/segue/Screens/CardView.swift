import Motion
import SegueScript
import Transitions
import ViewKit

/// What one Today card shows.
struct CardViewModel {
    let image: Image
    let title: String
    let subtitle: String
}

/// The App Store "Today" card, as seed 000 builds it: an image that fills it, a bold 40 pt
/// white title centred vertically with 16 pt side margins, and a 14 pt subtitle at the bottom left.
/// Unlike the seed, the labels sit beside the image rather than inside it, and the image rounds
/// its own corners (`cornerRoundingView`): a clipped card with subviews would be drawn through
/// an offscreen group every frame, which the list and the flying copy cannot afford.
final class CardView: View, CardCopyable, CardCornerRounding {
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
        // Decoration: the title and the subtitle say what the card is.
        backgroundImageView.isAccessibilityElement = false
        titleLabel.font = .systemFont(ofSize: 40, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 0
        titleLabel.text = viewModel.title
        subtitleLabel.font = .systemFont(ofSize: 14, weight: .medium)
        subtitleLabel.textColor = .white
        subtitleLabel.numberOfLines = 0
        subtitleLabel.text = viewModel.subtitle
        addSubview(backgroundImageView)
        addSubview(titleLabel)
        addSubview(subtitleLabel)
    }

    /// A plain copy (square corners: the transition rounds it) for the card transition.
    func makeTransitionCopy() -> View { CardView(viewModel: viewModel) }

    /// The image, which clips itself: its corner radius rounds the card.
    var cornerRoundingView: View { backgroundImageView }

    override func layoutSubviews() {
        backgroundImageView.frame = bounds
        let width = bounds.width - 32
        let title = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        titleLabel.frame = CGRect(
            x: 16, y: ((bounds.height - title.height) / 2).rounded(), width: width,
            height: title.height)
        let subtitle = subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        subtitleLabel.frame = CGRect(
            x: 16, y: bounds.height - 16 - subtitle.height, width: width,
            height: subtitle.height)
    }
}

/// Seed 000's CardViewCell: a white rounded shadow view behind the clipped card, inset 16 pt.
/// Clear, with no selection background, so the list looks like the cards alone.
final class CardViewCell: TableViewCell {
    static let identifier = "CardViewCell"
    /// Points: the card's 332 plus the 16 pt insets above and below.
    static let height: CGFloat = 332 + 32
    let shadowView = View()
    private(set) var cardView: CardView?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear
        contentView.backgroundColor = .clear
        selectedBackgroundView = nil
        shadowView.backgroundColor = .white
        shadowView.cornerRadius = 20
        shadowView.shadowColor = .black
        shadowView.shadowOpacity = 0.3
        shadowView.shadowRadius = 8
        shadowView.shadowOffset = .zero
        isFocusable = true
        focusRingShape = FocusRingShape()
        // Its label is the card's title and subtitle (the labels inside, in order).
        accessibilityTraits = .button
        accessibilityHint = "Opens the story"
    }

    /// The ring goes round the card, 3 pt outside its rounded corners.
    override var focusRingView: View { cardView?.cornerRoundingView ?? self }

    /// Seed's `configureCell`: a new card for the model, over the shadow.
    func configureCell(cardViewModel: CardViewModel) {
        // Same card again (the cell came back on screen): keep it and its laid-out text.
        if let cardView, cardView.viewModel.image === cardViewModel.image,
            cardView.viewModel.title == cardViewModel.title
        {
            return
        }
        for view in contentView.subviews { view.removeFromSuperview() }
        let cardView = CardView(viewModel: cardViewModel)
        // The seed rounds and clips the card; the image rounds itself (see CardView).
        cardView.cornerRoundingView.cornerRadius = 20
        self.cardView = cardView
        contentView.addSubview(shadowView)
        contentView.addSubview(cardView)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The last row is taller (the list's bottom margin); the card keeps its 332 pt.
        let inset = CGRect(x: 16, y: 16, width: contentView.bounds.width - 32, height: CardViewCell.height - 32)
        cardView?.frame = inset
        shadowView.frame = inset
    }
}
