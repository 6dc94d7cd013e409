import Motion
import SegueScript
import Transitions
import ViewKit

/// A Today card opened (seed 000's DetailViewController): the card full width at the top of a
/// scroll view, its story below, and a close button 16 pt from the top-right corner. It covers
/// the status bar. Pulled down past its top, it shrinks into a rounded snapshot and, past
/// 30 pt, closes (`CardPullDownDismissal`). Swiped in from the left edge, it shrinks towards
/// its cell and closes into it (`CardEdgeSwipeDismissal`).
final class TodayDetailViewController: ViewController, ScrollViewDelegate, CardTransitionPresented {
    /// Points: the card's height, as in the list.
    static let cardHeight: CGFloat = 332
    /// Points: the close button's side (SF Symbols' 20 pt large symbol is about 30 pt).
    static let closeButtonSize: CGFloat = 30

    let cardViewModel: CardViewModel
    let cardView: CardView
    let scrollView = ScrollView()
    let closeButton = Button()
    let descriptionLabel = Label()
    private(set) lazy var pullDown = CardPullDownDismissal(
        closeButton: closeButton,
        setViewsHidden: { [weak self] hidden in self?.viewsAreHidden = hidden },
        dismiss: { [weak self] in self?.dismiss(animated: true) })
    private(set) lazy var edgeSwipe = CardEdgeSwipeDismissal(dismiss: { [weak self] in self?.dismiss(animated: true) })

    /// The seed's `viewsAreHidden`: the page steps aside while its snapshot is pulled, and its
    /// white goes too so the blurred list shows around the shrinking snapshot.
    var viewsAreHidden = false {
        didSet {
            guard viewsAreHidden != oldValue else { return }
            cardView.isHidden = viewsAreHidden
            descriptionLabel.isHidden = viewsAreHidden
            closeButton.isHidden = viewsAreHidden
            view.backgroundColor = viewsAreHidden ? .clear : .white
        }
    }

    init(cardViewModel: CardViewModel) {
        self.cardViewModel = cardViewModel
        cardView = CardView(viewModel: cardViewModel)
        super.init()
    }

    override func loadView() {
        let root = DetailRootView()
        root.controller = self
        root.backgroundColor = .white
        view = root
    }

    override func viewDidLoad() {
        scrollView.showsVerticalScrollIndicator = false
        scrollView.bounces = true
        scrollView.alwaysBounceVertical = true
        scrollView.clipsToBounds = true
        scrollView.delegate = self

        closeButton.glyph = .xmarkCircleFill
        closeButton.accessibilityIdentifier = "close"
        closeButton.accessibilityLabel = "Close"
        closeButton.hitTestOutset = (Window.minimumHitTarget - TodayDetailViewController.closeButtonSize) / 2
        cardView.titleLabel.accessibilityTraits = [.staticText, .header]
        closeButton.tintColor = .white
        // Dark enough on the white disc, light enough on the dark grey one.
        closeButton.glyphMarkColor = Color(white: 0.55)
        closeButton.addTarget(self, action: TodayDetailViewController.closeButtonTapped, for: .touchUpInside)

        descriptionLabel.numberOfLines = 0
        descriptionLabel.textColor = Color(white: 0, alpha: 0.8)
        descriptionLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        descriptionLabel.lineSpacing = 10
        descriptionLabel.text = TodayDetailViewController.story(for: cardViewModel)

        view.addSubview(scrollView)
        scrollView.addSubview(cardView)
        scrollView.addSubview(descriptionLabel)
        view.addSubview(closeButton)
        edgeSwipe.install(on: view, scrollView: scrollView)
    }

    /// The seed's constraints, as frames.
    fileprivate func layout() {
        let bounds = view.bounds
        scrollView.frame = bounds
        cardView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: TodayDetailViewController.cardHeight)
        let width = bounds.width - 32
        let text = descriptionLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        descriptionLabel.frame = CGRect(x: 16, y: cardView.frame.maxY + 16, width: width, height: text.height)
        scrollView.contentSize = CGSize(width: bounds.width, height: descriptionLabel.frame.maxY + 16)
        let side = TodayDetailViewController.closeButtonSize
        closeButton.frame = CGRect(x: bounds.width - 16 - side, y: 16, width: side, height: side)
    }

    func closeButtonTapped(_ sender: Control) {
        dismiss(animated: true)
    }

    // MARK: ScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) { pullDown.scrollViewDidScroll(scrollView) }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { pullDown.scrollViewDidEndDecelerating(scrollView) }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {
        pullDown.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    // MARK: CardTransitionPresented

    var cardTransitionCardView: View { cardView }
    var cardTransitionCloseButton: Button { closeButton }
    var cardPullDownDismissal: CardPullDownDismissal? { pullDown }
    var cardEdgeSwipeDismissal: CardEdgeSwipeDismissal? { edgeSwipe }

    func cardTransitionDismissalSource(in container: View) -> CardTransitionSource {
        pullDown.dismissalSource(cardView: cardView, in: container)
    }

    func cardTransitionDidEnd(presenting: Bool, completed: Bool) {
        if presenting && completed {
            pullDown.takeSnapshot(of: view, in: scrollView)
        } else if !presenting {
            pullDown.reset()
        }
    }
}

/// The detail's root view: lays the detail out on every pass, as its constraints would.
private final class DetailRootView: View {
    weak var controller: TodayDetailViewController?

    override func layoutSubviews() { controller?.layout() }
}

extension TodayDetailViewController {
    /// About 200 words for the card's story (the seed's `String.lorem200`, in English).
    static func story(for card: CardViewModel) -> String {
        "\(card.subtitle). We spent weeks trying dozens of apps so you don't have to, and these are the ones "
            + "that earned a permanent place on our home screens. Each of them does one thing beautifully, "
            + "respects your time, and gets out of the way when you're done. Some are brand new, made by tiny "
            + "independent studios with big ideas; others are long-time favourites that keep getting better "
            + "with every update. What they share is attention to detail: thoughtful gestures, clear type, "
            + "gentle animations and sensible defaults that make them feel at home the moment you open them. "
            + "Start with the first pick if you only try one. It sets up in under a minute, syncs quietly in "
            + "the background and works offline, so it's ready whenever inspiration strikes. The others go "
            + "deeper, with pro tools for when you want more control, widgets that keep the essentials a "
            + "glance away, and shortcuts that turn a few taps into one. None of them ask for more than they "
            + "need, and all of them are a pleasure to use every day. Whether you're planning ahead or "
            + "simply taking a moment for yourself, there's something here worth discovering."
    }
}
