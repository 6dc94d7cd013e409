// Ports ../shared/seeds/000_2628d0f4aadf3cc3.txt ("AppStoreのカスタムトランジションを実装してみる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class DetailViewController: ViewController {

    var viewsAreHidden: Bool = false {
        didSet {
            cardView.isHidden = viewsAreHidden
            descriptionLabel.isHidden = viewsAreHidden
            closeButton.isHidden = viewsAreHidden
        }
    }

    override var prefersStatusBarHidden: Bool {
        return true
    }

    fileprivate lazy var scrollView: ScrollView = {
        let view = ScrollView()
        view.showsHorizontalScrollIndicator = false
        view.showsVerticalScrollIndicator = false
        view.bounces = true
        view.clipsToBounds = true
        view.contentInsetAdjustmentBehavior = .never
        view.delegate = self
        return view
    }()

    lazy var closeButton: Button = {
        let button = Button()
        let config = Image.SymbolConfiguration(pointSize: 20, weight: .black, scale: .large)
        let image = Image(systemName: "xmark.circle.fill", withConfiguration: config)!
        button.setImage(image, for: .normal)
        button.tintColor = .white
        button.addTarget(self, action: DetailViewController.closeButtonTapped, for: .touchUpInside)
        return button
    }()

    private lazy var descriptionLabel: Label = {
        let label = Label()
        label.numberOfLines = 0
        label.textColor = Color.black.withAlphaComponent(0.8)

        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        style.alignment = .left
        let attributes: [NSAttributedString.Key : Any] = [
            .font : Font.systemFont(ofSize: 16, weight: .semibold),
            .paragraphStyle: style,
        ]
        label.attributedText = NSAttributedString(string: String.lorem200, attributes: attributes)
        return label
    }()

    private lazy var snapshotView: ImageView = {
        let imageView = ImageView()
        imageView.backgroundColor = .white
        imageView.layer.shadowColor = Color.black.cgColor
        imageView.layer.shadowOpacity = 0.2
        imageView.layer.shadowRadius = 10.0
        imageView.layer.shadowOffset = CGSize(width: -1, height: 2)
        imageView.isHidden = true
        return imageView
    }()

    let cardViewModel: CardViewModel
    var cardView: CardView
    init(cardViewModel: CardViewModel) {
        self.cardViewModel = cardViewModel
        self.cardView = CardView(cardViewModel: cardViewModel)
        super.init()  // init(nibName:bundle:) would break subclasses' implicit super.init(); there are no nibs.
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        view.backgroundColor = .clear
        view.addSubview(scrollView)
        scrollView.addSubview(cardView)
        scrollView.addSubview(descriptionLabel)
        view.addSubview(closeButton)

        // SnapKit: the four makeConstraints blocks are frames in viewDidLayoutSubviews below.
    }

    // The seed's constraints, once the view has its size: the scroll view fills it; the card spans its top at the
    // screen's width; the close button sits 16 pt from the top right; the text runs 16 pt below the card, 16 pt in
    // from the sides, and the content ends 16 pt below it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let cardSize = cardView.sizeThatFits(CGSize(width: (view.window?.screen.bounds ?? view.bounds).width, height: 0))
        cardView.frame = CGRect(origin: .zero, size: cardSize)
        closeButton.sizeToFit()
        closeButton.frame.origin = CGPoint(x: view.bounds.width - 16 - closeButton.frame.width, y: 16)
        let width = view.bounds.width - 32
        let height = descriptionLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        descriptionLabel.frame = CGRect(x: 16, y: cardView.frame.maxY + 16, width: width, height: height)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: descriptionLabel.frame.maxY + 16)
    }
}

extension DetailViewController {
    func closeButtonTapped(_ sender: Button) {  // @objc: no Objective-C runtime; addTarget takes the method.
        dismiss(animated: true, completion: nil)
    }

    func createSnapshotOfView() {
        let snapshotImage = view.createSnapshot()
        snapshotView.image = snapshotImage
        scrollView.addSubview(snapshotView)

        snapshotView.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
    }
}

extension DetailViewController: ScrollViewDelegate {

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let yPositionForDismissal: CGFloat = 30.0
        let yContentOffset = scrollView.contentOffset.y

        updateCloseButton(yContentOffset: yContentOffset)

        if scrollView.isTracking {
            scrollView.bounces = true
        } else {
            scrollView.bounces = yContentOffset > 0
        }

        if yContentOffset < 0 && scrollView.isTracking {
            viewsAreHidden = true
            snapshotView.isHidden = false

            let scale = (100 + (yContentOffset/2.5)) / 100
            snapshotView.transform = CGAffineTransform(scaleX: scale, y: scale)

            snapshotView.layer.cornerRadius = -yContentOffset > yPositionForDismissal ? yPositionForDismissal : -yContentOffset

            if yPositionForDismissal + yContentOffset <= 0 {
                dismiss(animated: true, completion: nil)
            }

        } else {
            viewsAreHidden = false
            snapshotView.isHidden = true
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        scrollView.bounces = true
    }

    func updateCloseButton(yContentOffset: CGFloat) {
        if yContentOffset < 320 {
            closeButton.tintColor = .white
        } else {
            closeButton.tintColor = .darkGray
        }
    }
}
