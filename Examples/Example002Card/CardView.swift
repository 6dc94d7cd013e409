// Ports ../shared/seeds/002_307528b101aab2e5.txt ("App Store Card Transition with Andrei Blaj, Senior iOS Developer").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

// Not in the article: the card the fragments animate, kept to the names they use. In `.card` mode (the list) its
// rounded container sits 20 pt inside it over a shadow; in `.full` mode (the detail's header) the container fills
// it, square. `updateLayout(for:)` switches the mode, and the next layout pass moves the container.
enum CardViewMode {
    case card
    case full
}

// Not in the article: whether a card's picture is light or dark, which picks the close button's image.
enum BackgroundType {
    case light
    case dark
}

// Not in the article: a card's content. A class: `createCardViewCopy` sets `viewMode` through a `let`.
final class CardViewModel {
    let image: Image
    let title: String
    let subtitle: String
    let backgroundType: BackgroundType
    let app: AppViewModel?
    var viewMode: CardViewMode = .card

    init(image: Image, title: String, subtitle: String, backgroundType: BackgroundType, app: AppViewModel? = nil) {
        (self.image, self.title, self.subtitle) = (image, title, subtitle)
        (self.backgroundType, self.app) = (backgroundType, app)
    }
}

// Not in the article: the app a card may advertise, and its row; the fragments only copy it from card to card.
struct AppViewModel {
    let name: String
}

final class AppView: View {
    let viewModel: AppViewModel?

    init(_ viewModel: AppViewModel?) {
        self.viewModel = viewModel
        super.init(frame: .zero)
    }
}

final class CardView: View {
    let cardModel: CardViewModel
    let appView: AppView?
    /// White and shadowed, under `containerView` and the same size.
    let shadowView = View()
    /// Rounded in card mode, and clipping: the picture and the labels.
    let containerView = View()
    private let imageView = ImageView()
    private let subtitleLabel = Label()
    private let titleLabel = Label()
    private var viewMode: CardViewMode

    init(cardModel: CardViewModel, appView: AppView?) {
        (self.cardModel, self.appView, viewMode) = (cardModel, appView, cardModel.viewMode)
        super.init(frame: .zero)
        shadowView.backgroundColor = .white
        shadowView.layer.shadowColor = Color.black.cgColor
        shadowView.layer.shadowRadius = 10
        shadowView.layer.shadowOffset = CGSize(width: 0, height: 4)
        containerView.clipsToBounds = true
        imageView.image = cardModel.image
        imageView.contentMode = .scaleAspectFill
        subtitleLabel.text = cardModel.subtitle.uppercased()
        subtitleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        subtitleLabel.textColor = Color.white.withAlphaComponent(0.8)
        titleLabel.text = cardModel.title
        titleLabel.font = .systemFont(ofSize: 30, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 0
        addSubview(shadowView)
        addSubview(containerView)
        containerView.addSubview(imageView)
        containerView.addSubview(subtitleLabel)
        containerView.addSubview(titleLabel)
        if let appView { containerView.addSubview(appView) }
    }

    func updateLayout(for viewMode: CardViewMode) {
        self.viewMode = viewMode
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Run inside the transition's animation block (its `layoutIfNeeded`), these changes animate with it.
        containerView.frame = viewMode == .card ? bounds.insetBy(dx: 20, dy: 20) : bounds
        containerView.layer.cornerRadius = viewMode == .card ? 20 : 0
        shadowView.frame = containerView.frame
        shadowView.layer.cornerRadius = containerView.layer.cornerRadius
        shadowView.layer.shadowOpacity = viewMode == .card ? 0.2 : 0
        imageView.frame = containerView.bounds
        let width = containerView.bounds.width - 40
        subtitleLabel.frame = CGRect(x: 20, y: 20, width: width, height: 18)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: 20, y: subtitleLabel.frame.maxY + 4, width: width, height: titleHeight)
        let container = containerView.bounds
        appView?.frame = CGRect(x: 0, y: container.height - 80, width: container.width, height: 80)
    }
}

// Not in the article: the close button. The author's images "darkOnLight" and "lightOnDark" are in an asset
// catalog Segue has no copy of, so `UIImage(named:)` gives nil; without an image this button draws SF Symbols'
// xmark.circle.fill, dimmed, in their place.
final class CloseButton: Button {
    private static let standIn = Image(systemName: "xmark.circle.fill",
                                       withConfiguration: Image.SymbolConfiguration(pointSize: 30))

    override func drawContent(in context: inout DrawContext) {
        guard image == nil, let standIn = CloseButton.standIn else { return super.drawContent(in: &context) }
        let opacity = context.state.opacity
        context.state.opacity = opacity * (isHighlighted ? 0.2 : 0.55)
        context.image(standIn, source: CGRect(origin: .zero, size: standIn.size), in: presentation.bounds)
        context.state.opacity = opacity
    }
}
