import Motion
import SegueScript
import Transitions
import ViewKit

/// A photo's page, shown with the zoom: the photo across the full width, centred with its
/// caption below in large bold type with a line of secondary text, and a close button at the
/// top right. Esc or the close button zooms it back into its cell; so does dragging the photo down,
/// or pinching it in. Pinching out zooms it up to 4×, and a zoomed photo pans under a drag. A
/// double tap on the photo zooms it to 2.5× about the tap, and back, as Photos does; a single tap
/// on the page hides the chrome (the texts and the close button) or shows it again, as Photos
/// hides its bars, once the double tap's interval has passed with no second tap.
///
/// It is presented `.overCurrentContext`, not `.fullScreen`: the grid must stay in the window
/// underneath, because dragging the photo fades this page's backdrop and the grid shows through
/// (a full-screen presentation takes the presenter's view out of the window once it is shown).
final class PhotoDetailViewController: ViewController, ZoomTransitionDestination {
    let item: PhotoItem
    let index: Int
    let count: Int
    /// Strong, as the presented controller's `transitioningDelegate` is weak.
    let zoom: ZoomTransitionDelegate
    let page = PhotoDetailView()
    /// Drag-down-to-dismiss, attached once the view loads.
    private(set) var dragToDismiss: ZoomInteractiveDismissal?
    /// Pinch to zoom, pan the zoomed photo, pinch in to dismiss, double tap to zoom; attached
    /// once the view loads.
    private(set) var photoGestures: ZoomPhotoGestures?
    /// The single tap that hides or shows the chrome; it requires the double tap to fail.
    let chromeTap = TapGestureRecognizer()
    /// Whether a single tap hid the chrome (it fades to and from it).
    private(set) var isChromeHidden = false

    init(item: PhotoItem, index: Int, count: Int, transition: ZoomTransitionDelegate) {
        (self.item, self.index, self.count, zoom) = (item, index, count, transition)
        super.init()
        modalPresentationStyle = .overCurrentContext
        transitioningDelegate = transition
    }

    override func loadView() {
        page.configure(item, index: index, count: count)
        view = page
    }

    override func viewDidLoad() {
        page.closeButton.addTarget(self, action: PhotoDetailViewController.close, for: .touchUpInside)
        dragToDismiss = ZoomInteractiveDismissal(controller: self, transition: zoom)
        let gestures = ZoomPhotoGestures(controller: self, transition: zoom, dragToDismiss: dragToDismiss)
        photoGestures = gestures
        chromeTap.addTarget(self, action: PhotoDetailViewController.toggleChrome)
        chromeTap.require(toFail: gestures.doubleTap)
        view.addGestureRecognizer(chromeTap)
    }

    func close(_ sender: Control) { dismiss(animated: true) }

    /// Hides the chrome, or shows it again, fading it over `PhotoDetailView.chromeToggleDuration`
    /// from the alpha drawn (a second tap mid-fade turns it round).
    func toggleChrome() {
        isChromeHidden.toggle()
        let alpha: CGFloat = isChromeHidden ? 0 : 1
        View.animate(
            withDuration: PhotoDetailView.chromeToggleDuration, delay: 0, options: .curveEaseInOut,
            animations: { [page] in page.chrome.alpha = alpha })
    }

    var zoomImageView: ImageView { page.imageView }
    var zoomBackdropView: View { page.backdrop }
    var zoomChromeViews: [View] { [page.captionLabel, page.detailLabel, page.closeButton] }
}

/// The detail page's views: a white backdrop holding the status bar, which fade together as the
/// photo is dragged, the texts and close button (the chrome, which fades quickly once a drag
/// starts) and the photo above them all. The chrome's views lie in one layer (`chrome`), which a single tap
/// fades out and in: the transitions fade the views themselves, so neither undoes the other.
final class PhotoDetailView: View {
    let backdrop = View()
    /// Holds the texts and the close button; touches pass through where it has none.
    let chrome = PassThroughView()
    let imageView = ImageView()
    let captionLabel = Label()
    let detailLabel = Label()
    let closeButton = Button()
    private let statusBar = StatusBar()

    /// Points from the top of the page to the space the photo is centred in: the status bar and
    /// a 44 pt bar for the close button.
    static let photoTop: CGFloat = StatusBar.height + 44
    /// Points of the close button's side.
    static let closeSize: CGFloat = 30
    /// Seconds a single tap's fade of the chrome takes.
    static let chromeToggleDuration = 0.25

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backdrop.backgroundColor = .white
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.traceName = "detail-photo"
        captionLabel.font = .systemFont(ofSize: 28, weight: .bold)
        captionLabel.textColor = .label
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        // iOS's close button: a light grey disc with a darker grey ×.
        closeButton.glyph = .xmarkCircleFill
        closeButton.tintColor = Color(hex: 0xE6E6EB)
        closeButton.glyphMarkColor = Color(hex: 0x7E7E84)
        closeButton.accessibilityLabel = "Close"
        closeButton.hitTestOutset = (Window.minimumHitTarget - PhotoDetailView.closeSize) / 2
        captionLabel.accessibilityTraits = [.staticText, .header]
        // The status bar fades with the backdrop, as one group: drawn at full opacity over the
        // grid's own, its antialiased edges were blended twice, so its text was bolder while the
        // backdrop faded and snapped back as the page went. Faded in one group with the white
        // under it, it is the grid's, pixel for pixel. The compositor lays the group's white as
        // a faded fill and reads its layer only under the status bar. The texts and button fade
        // on their own as chrome.
        chrome.traceName = "detail-chrome"
        addSubview(backdrop)
        backdrop.addSubview(statusBar)
        addSubview(chrome)
        chrome.addSubview(captionLabel)
        chrome.addSubview(detailLabel)
        chrome.addSubview(closeButton)
        addSubview(imageView)
    }

    func configure(_ item: PhotoItem, index: Int, count: Int) {
        imageView.image = item.image
        imageView.accessibilityLabel = item.caption
        captionLabel.text = item.caption
        detailLabel.text = "Photo \(index + 1) of \(count)"
    }

    /// Points under the photo taken by the caption and the secondary line, with their gaps.
    static let textsHeight: CGFloat = 18 + 34 + 4 + 20
    /// Points kept clear at the bottom (the home indicator's area).
    static let bottomInset: CGFloat = 34

    /// Points: the photo's frame in the page, aspect-fitted to the full width (and to the height
    /// left for the texts), on whole points so its edges stay crisp; the photo and its texts are
    /// centred together in the space under the button bar, as Photos centres a photo.
    static func photoFrame(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let space = max(bounds.height - photoTop - bottomInset, 1)
        guard imageSize.width > 0, imageSize.height > 0 else {
            return CGRect(x: 0, y: photoTop, width: bounds.width, height: bounds.width)
        }
        let maxHeight = max(space - textsHeight, 1)
        let s = min(bounds.width / imageSize.width, maxHeight / imageSize.height)
        let width = (imageSize.width * s).rounded(), height = (imageSize.height * s).rounded()
        let top = photoTop + max(0, ((space - height - textsHeight) / 2).rounded())
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: height)
    }

    override func layoutSubviews() {
        backdrop.frame = bounds
        chrome.frame = bounds
        statusBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: StatusBar.height)
        let photo = PhotoDetailView.photoFrame(for: imageView.image?.size ?? .zero, in: bounds)
        // Centre and bounds rather than frame: a drag may have set a transform on the photo.
        imageView.bounds = CGRect(origin: .zero, size: photo.size)
        imageView.center = CGPoint(x: photo.midX, y: photo.midY)
        captionLabel.frame = CGRect(x: 20, y: photo.maxY + 18, width: bounds.width - 40, height: 34)
        detailLabel.frame = CGRect(x: 20, y: captionLabel.frame.maxY + 4, width: bounds.width - 40, height: 20)
        closeButton.frame = CGRect(
            x: bounds.width - 16 - PhotoDetailView.closeSize,
            y: StatusBar.height + (44 - PhotoDetailView.closeSize) / 2,
            width: PhotoDetailView.closeSize, height: PhotoDetailView.closeSize)
    }
}

/// A layer of views that is never the target of a touch itself: a touch where it has no
/// subview goes to the views under it, as if it were not there.
final class PassThroughView: View {
    override func hitTest(_ point: CGPoint) -> View? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }
}
