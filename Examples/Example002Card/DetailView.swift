// Ports ../shared/seeds/002_307528b101aab2e5.txt ("App Store Card Transition with Andrei Blaj, Senior iOS Developer").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

// Not in the article: the detail controller the fragments belong to: a scroll view with the card in full mode at
// its top, text below it and a close button. `viewsAreHidden` hides all of it, white background included, so the
// transition's card copy (and, while pulled down, the snapshot) shows on its own.
class DetailView: ViewController {
    let cardViewModel: CardViewModel
    var cardView: CardView?
    let scrollView = ScrollView()
    let bodyLabel = Label()
    let closeButton = CloseButton()
    var viewsAreHidden = false {
        didSet {
            cardView?.isHidden = viewsAreHidden
            bodyLabel.isHidden = viewsAreHidden
            closeButton.isHidden = viewsAreHidden
            view.backgroundColor = viewsAreHidden ? .clear : .white
        }
    }

    init(cardViewModel: CardViewModel) {
        self.cardViewModel = cardViewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let cardView = CardView(cardModel: cardViewModel, appView: AppView(cardViewModel.app))
        cardView.updateLayout(for: .full)
        self.cardView = cardView
        scrollView.delegate = self
        scrollView.showsVerticalScrollIndicator = false
        bodyLabel.text = DetailView.bodyText
        bodyLabel.font = .systemFont(ofSize: 17)
        bodyLabel.textColor = Color.black.withAlphaComponent(0.8)
        bodyLabel.numberOfLines = 0
        bodyLabel.lineSpacing = 6
        closeButton.addAction(for: .touchUpInside) { [weak self] _ in self?.close() }
        view.addSubview(scrollView)
        scrollView.addSubview(cardView)
        scrollView.addSubview(bodyLabel)
        view.addSubview(closeButton)
        updateCloseButton(yContentOffset: 0)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        scrollView.frame = view.bounds
        cardView?.frame = CGRect(x: 0, y: 0, width: width, height: 450)
        closeButton.frame = CGRect(x: width - 20 - 30, y: 20, width: 30, height: 30)
        let height = bodyLabel.sizeThatFits(CGSize(width: width - 40, height: .greatestFiniteMagnitude)).height
        bodyLabel.frame = CGRect(x: 20, y: 450 + 24, width: width - 40, height: height)
        scrollView.contentSize = CGSize(width: width, height: bodyLabel.frame.maxY + 40)
    }

    func createSnapshotOfView() {
        snapshotView.image = view.createSnapshot()
        snapshotView.frame = view.bounds
        scrollView.addSubview(snapshotView)
    }

    func close() {
        dismiss(animated: true, completion: nil)
    }

    private static let bodyText = [String](
        repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore "
            + "et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut "
            + "aliquip ex ea commodo consequat.",
        count: 4
    ).joined(separator: "\n\n")

    // The article's: the snapshot that shrinks while the detail is pulled down.
    lazy var snapshotView: ImageView = {
        let imageView = ImageView()
        imageView.clipsToBounds = true
        imageView.backgroundColor = .white
        imageView.layer.shadowColor = Color.black.cgColor
        imageView.layer.shadowOpacity = 0.2
        imageView.layer.shadowRadius = 10.0
        imageView.layer.shadowOffset = CGSize(width: -1, height: 2)
        imageView.isHidden = true
        return imageView
    }()
}

extension DetailView: ScrollViewDelegate {  // Not in the article: the extension the fragments sit in.
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let yPositionForDismissal: CGFloat = 20.0
        var yContentOffset = scrollView.contentOffset.y
        let topPadding = Window.topPadding
        yContentOffset += topPadding
        updateCloseButton(yContentOffset: yContentOffset)
        if scrollView.isTracking {
            scrollView.bounces = true
        } else {
            scrollView.bounces = yContentOffset > 0
        }
        if yContentOffset < 0 && scrollView.isTracking {
            viewsAreHidden = true
            snapshotView.isHidden = false
            let scale = (100 + yContentOffset) / 100
            snapshotView.transform = CGAffineTransform(scaleX: scale, y: scale)
            snapshotView.layer.cornerRadius = -yContentOffset > yPositionForDismissal ? yPositionForDismissal : -yContentOffset
            if yPositionForDismissal + yContentOffset <= 0 {
                close()
            }
        } else {
            viewsAreHidden = false
            snapshotView.isHidden = true
        }
    }

    private func updateCloseButton(yContentOffset: CGFloat) {
        let topPadding = Window.topPadding
        if yContentOffset < 450 - topPadding && cardView?.cardModel.backgroundType == .dark {
            closeButton.setImage(Image(named: "lightOnDark"), for: .normal)
        } else {
            closeButton.setImage(Image(named: "darkOnLight"), for: .normal)
        }
    }
}
