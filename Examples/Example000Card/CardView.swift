// Ports ../shared/seeds/000_2628d0f4aadf3cc3.txt ("AppStoreのカスタムトランジションを実装してみる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

final class CardView: View {

    lazy var backgroundImageView: ImageView = {
        let view = ImageView()
        view.layer.masksToBounds = true
        return view
    }()

    lazy var titleLabel: Label = {
        let label = Label()
        label.font = .systemFont(ofSize: 40, weight: .bold)
        label.textColor = .white
        label.numberOfLines = 0
        return label
    }()

    lazy var subtitleLabel: Label = {
        let label = Label()
        label.font = .systemFont(ofSize: 14, weight: .medium)
        label.textColor = .white
        label.numberOfLines = 0
        return label
    }()

    let cardViewModel: CardViewModel
    init(cardViewModel: CardViewModel) {
        self.cardViewModel = cardViewModel
        super.init(frame: .zero)

        addSubview(backgroundImageView)
        backgroundImageView.addSubview(titleLabel)
        backgroundImageView.addSubview(subtitleLabel)

        backgroundImageView.image = cardViewModel.image
        titleLabel.text = cardViewModel.title
        subtitleLabel.text = cardViewModel.subtitle

        // SnapKit: the three remakeConstraints blocks are layoutSubviews and sizeThatFits below.
    }

    // The image fills the card; the title is centred vertically, 16 pt in from the sides; the subtitle sits 16 pt in
    // from the bottom left.
    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView.frame = bounds
        let width = backgroundImageView.bounds.width - 32
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let height = backgroundImageView.bounds.height
        titleLabel.frame = CGRect(x: 16, y: (height - titleHeight) / 2, width: width, height: titleHeight)
        let subtitleHeight = subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        subtitleLabel.frame = CGRect(x: 16, y: height - 16 - subtitleHeight, width: width, height: subtitleHeight)
    }

    // The image's `$0.height.equalTo(332)` makes the card 332 pt tall, whatever its width.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        return CGSize(width: size.width, height: 332)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
