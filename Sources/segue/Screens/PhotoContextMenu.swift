import Motion
import ViewKit

/// A photo's context menu, as Photos shows one for a long press on a thumbnail: the photo lifted
/// above the dimmed screen, larger, with its actions under it, Open and Favorite (Unfavorite for
/// a favourite). A tap on the photo opens it too; a tap on the dim, or Esc, closes the menu. It
/// fades in and out with the cross-fade (`CrossFadeAnimator`, 0.3 s), which a click or Esc turns
/// round at any frame.
final class PhotoContextMenuViewController: ViewController, ViewControllerTransitioningDelegate {
    /// What the menu was closed with.
    enum Action: Equatable {
        case open
        case toggleFavorite
        case cancel
    }

    let item: PhotoItem
    let isFavorite: Bool
    let menu = PhotoContextMenuView()
    /// Called once with the action chosen: Open as soon as the menu is gone (the detail then
    /// zooms out of the grid), Favorite at once (the badge shows as the menu fades).
    var onAction: ((Action) -> Void)?
    private let dimTap = TapGestureRecognizer()
    private let previewTap = TapGestureRecognizer()

    init(item: PhotoItem, isFavorite: Bool) {
        (self.item, self.isFavorite) = (item, isFavorite)
        super.init()
        modalPresentationStyle = .overCurrentContext
        transitioningDelegate = self
    }

    override func loadView() {
        menu.configure(item, isFavorite: isFavorite)
        view = menu
    }

    override func viewDidLoad() {
        menu.openButton.addAction(for: .touchUpInside) { [weak self] _ in self?.open() }
        menu.favoriteButton.addAction(for: .touchUpInside) { [weak self] _ in self?.toggleFavorite() }
        dimTap.addTarget(self, action: PhotoContextMenuViewController.cancel)
        previewTap.addTarget(self, action: PhotoContextMenuViewController.open)
        menu.dim.addGestureRecognizer(dimTap)
        menu.preview.addGestureRecognizer(previewTap)
    }

    func open() { choose(.open) }
    func toggleFavorite() { choose(.toggleFavorite) }
    func cancel() { choose(.cancel) }

    /// Closes the menu with `action`, at most once.
    private func choose(_ action: Action) {
        guard let onAction else { return }
        self.onAction = nil
        switch action {
        case .open: dismiss(animated: false) { onAction(.open) }
        case .toggleFavorite, .cancel:
            onAction(action)
            dismiss(animated: true)
        }
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? { CrossFadeAnimator() }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        CrossFadeAnimator()
    }
}

/// The menu's views: the dim over the whole window, the photo aspect-fitted into the upper part
/// with rounded corners, and the actions in a rounded panel under it.
final class PhotoContextMenuView: View {
    let dim = View()
    let preview = ImageView()
    let panel = View()
    let openButton = Button()
    let favoriteButton = Button()
    private let separator = View()

    /// Points: the panel's width, each action's height, and the margin round the photo.
    static let panelWidth: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let margin: CGFloat = 24

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        dim.backgroundColor = Color(white: 0, alpha: 0.35)
        preview.contentMode = .scaleAspectFill
        preview.clipsToBounds = true
        preview.cornerRadius = 14
        preview.traceName = "photo-menu"
        panel.backgroundColor = Color(white: 0.97)
        panel.cornerRadius = 13
        panel.clipsToBounds = true
        separator.backgroundColor = .separator
        for button in [openButton, favoriteButton] {
            button.tintColor = .label
            button.titleLabel.textAlignment = .left
            panel.addSubview(button)
        }
        openButton.setTitle("Open")
        panel.addSubview(separator)
        addSubview(dim)
        addSubview(preview)
        addSubview(panel)
    }

    func configure(_ item: PhotoItem, isFavorite: Bool) {
        preview.image = item.image
        favoriteButton.setTitle(isFavorite ? "Unfavorite" : "Favorite")
    }

    /// Points: the photo's frame, aspect-fitted to the width less the margins and to the height
    /// left above the panel, centred across, on whole points.
    static func previewFrame(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let panelHeight = 2 * rowHeight
        let space = CGRect(
            x: margin, y: StatusBar.height + margin, width: max(bounds.width - 2 * margin, 1),
            height: max(bounds.height - StatusBar.height - 3 * margin - panelHeight - margin, 1))
        guard imageSize.width > 0, imageSize.height > 0 else { return space }
        let s = min(space.width / imageSize.width, space.height / imageSize.height)
        let width = (imageSize.width * s).rounded(), height = (imageSize.height * s).rounded()
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: space.minY, width: width, height: height)
    }

    override func layoutSubviews() {
        dim.frame = bounds
        let photo = PhotoContextMenuView.previewFrame(for: preview.image?.size ?? .zero, in: bounds)
        preview.frame = photo
        let width = min(PhotoContextMenuView.panelWidth, bounds.width - 2 * PhotoContextMenuView.margin)
        let rows = PhotoContextMenuView.rowHeight
        panel.frame = CGRect(x: photo.minX, y: photo.maxY + 12, width: max(width, 1), height: 2 * rows)
        openButton.frame = CGRect(x: 16, y: 0, width: panel.bounds.width - 32, height: rows)
        separator.frame = CGRect(x: 0, y: rows, width: panel.bounds.width, height: 0.5)
        favoriteButton.frame = CGRect(x: 16, y: rows, width: panel.bounds.width - 32, height: rows)
    }
}

/// A small filled heart, the favourite's mark on a thumbnail: a square turned 45° with a disc
/// on each of its upper sides, in `color`.
final class HeartView: View {
    private let parts = [View(), View(), View()]
    var color = Color.white {
        didSet { for part in parts { part.backgroundColor = color } }
    }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for part in parts {
            part.backgroundColor = color
            addSubview(part)
        }
    }

    override func layoutSubviews() {
        // A square of side a turned 45° about (mid, mid + a/8): its upper sides' midpoints lie
        // a/(2√2) left and right of its centre and as far above; a disc of diameter a sits on each.
        let a = min(bounds.width, bounds.height) * 0.58
        let center = CGPoint(x: bounds.midX, y: bounds.midY + a * 0.18)
        let d = a / (2 * 2.squareRoot())
        let (square, left, right) = (parts[0], parts[1], parts[2])
        square.bounds = CGRect(x: 0, y: 0, width: a, height: a)
        square.center = center
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        for (disc, dx) in [(left, -d), (right, d)] {
            disc.bounds = CGRect(x: 0, y: 0, width: a, height: a)
            disc.center = CGPoint(x: center.x + dx, y: center.y - d)
            disc.cornerRadius = a / 2
        }
    }
}
