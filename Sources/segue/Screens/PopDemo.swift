import Motion
import SegueScript
import Transitions
import ViewKit

/// The seed's SecondViewController: a full-screen page with a big title, a few lines and a
/// Close button; it pops in and shrinks away with PopTransition.
final class PopSecondViewController: ViewController {
    /// Kept here: `transitioningDelegate` is weak.
    private let popTransitioning = PopTransitioningDelegate()
    let closeButton = Button()

    override func loadView() {
        view = PopPageView(closeButton: closeButton)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        transitioningDelegate = popTransitioning
        closeButton.addTarget(self, action: PopSecondViewController.close, for: .touchUpInside)
    }

    private func close(_ sender: Control) {
        dismiss(animated: true, completion: nil)
    }
}

/// The Pop tab: explains the transition and presents the second page full screen.
final class PopDemoViewController: InfoViewController {
    init() {
        super.init(
            screen: InfoScreen(
                title: "Pop", tab: .pop,
                blurb: "A full-screen page that springs in from a fifth of its size and shrinks away.",
                rows: [
                    ("Spring in", "Scales from 0.2 to 1 on a spring that never overshoots."),
                    ("Shrink out", "Scales to nothing over the first half of half a second."),
                ],
                actionTitle: "Show Page"))
    }

    /// The page a press on Show Page makes, for its release to present.
    private let second = PressPreparedController { PopSecondViewController() }

    override func viewDidLoad() {
        super.viewDidLoad()
        screen.actionButton?.addTarget(self, action: PopDemoViewController.prepareSecond, for: .touchDown)
        screen.actionButton?.addTarget(self, action: PopDemoViewController.dropSecond, for: .touchCancel)
        screen.actionButton?.addTarget(self, action: PopDemoViewController.goSecond, for: .touchUpInside)
    }

    /// A press on Show Page: the page is made now and laid out, its text rasterised, between
    /// frames before the release, so the frame it pops in on only composites it.
    private func prepareSecond(_ sender: Control) { second.prepare(in: view.window) }

    private func dropSecond(_ sender: Control) { second.drop() }

    private func goSecond(_ sender: Control) {
        let vc = second.take()
        vc.modalPresentationStyle = .fullScreen
        present(vc, animated: true, completion: nil)
    }
}

/// The second page: an indigo field with soft circles, a large white title, a paragraph and a
/// white Close button at the bottom.
final class PopPageView: View {
    private let circles = [View(), View(), View()]
    private let overline = Label()
    private let titleLabel = Label()
    private let bodyLabel = Label()
    private let closeButton: Button

    init(closeButton: Button) {
        self.closeButton = closeButton
        super.init(frame: .zero)
        backgroundColor = Color(hex: 0x5856D6)
        let tints: [(UInt32, Double)] = [(0xAF52DE, 0.55), (0x007AFF, 0.45), (0xFF2D55, 0.35)]
        for (circle, tint) in zip(circles, tints) {
            circle.backgroundColor = Color(hex: tint.0, alpha: tint.1)
            circle.isUserInteractionEnabled = false
            addSubview(circle)
        }
        overline.text = "SECOND SCREEN"
        overline.font = .systemFont(ofSize: 13, weight: .semibold)
        overline.textColor = Color(white: 1, alpha: 0.7)
        titleLabel.text = "Hello, Pop!"
        titleLabel.accessibilityTraits = [.staticText, .header]
        titleLabel.font = .systemFont(ofSize: 44, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 0
        bodyLabel.text =
            "This page sprang in from a fifth of its size on a spring that never overshoots. "
            + "Close it, or press Esc, and it shrinks to nothing in a quarter of a second."
        bodyLabel.font = .systemFont(ofSize: 17)
        bodyLabel.textColor = Color(white: 1, alpha: 0.85)
        bodyLabel.numberOfLines = 0
        bodyLabel.lineSpacing = 4
        closeButton.setTitle("Close")
        closeButton.accessibilityIdentifier = "close"
        closeButton.backgroundColor = .white
        closeButton.cornerRadius = 14
        closeButton.tintColor = Color(hex: 0x5856D6)
        closeButton.titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        for v in [overline, titleLabel, bodyLabel, closeButton] as [View] { addSubview(v) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        let sizes: [(CGFloat, CGFloat, CGFloat)] = [
            (w * 0.95, w * 0.55, -w * 0.2), (w * 0.7, -w * 0.25, h * 0.55),
            (w * 0.5, w * 0.7, h * 0.72),
        ]
        for (circle, (d, x, y)) in zip(circles, sizes) {
            circle.frame = CGRect(x: x, y: y, width: d, height: d)
            circle.cornerRadius = d / 2
        }
        let inner = w - 48
        overline.frame = CGRect(x: 24, y: 120, width: inner, height: 18)
        let titleH = titleLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: 24, y: overline.frame.maxY + 6, width: inner, height: titleH)
        let bodyH = bodyLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
        bodyLabel.frame = CGRect(x: 24, y: titleLabel.frame.maxY + 16, width: inner, height: bodyH)
        closeButton.frame = CGRect(x: 24, y: h - 34 - 50 - 16, width: inner, height: 50)
    }
}
