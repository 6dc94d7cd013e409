import Motion
import Transitions
import ViewKit

/// A photo opened from the Settings tab's row of photos, pushed with iOS 18's zoom navigation
/// transition: it zooms out of its thumbnail and back into it on the way back, whether by the
/// back button, a swipe from the left edge, a drag down from anywhere on the page or a pinch
/// in. Pinching out zooms the photo up to 4×, and a zoomed photo pans under a drag.
final class SettingsPhotoViewController: ViewController, ZoomTransitionDestination {
    let item: PhotoItem
    let page: SettingsPhotoPage
    /// The edge swipe and the drag-down, attached once the view loads.
    private(set) var dismissal: ZoomNavigationDismissal?
    /// Pinch to zoom, pan the zoomed photo, pinch in to pop; attached once the view loads.
    private(set) var photoGestures: ZoomPhotoGestures?
    private weak var transition: ZoomNavigationTransition?

    init(item: PhotoItem, index: Int, count: Int, transition: ZoomNavigationTransition) {
        self.item = item
        self.transition = transition
        page = SettingsPhotoPage(item: item, index: index, count: count)
        super.init()
        navigationItem.title = item.caption
    }

    override func loadView() { view = page }

    override func viewDidLoad() {
        guard let transition else { return }
        dismissal = ZoomNavigationDismissal(controller: self, transition: transition)
        photoGestures = ZoomPhotoGestures(controller: self, transition: transition, dismissal: dismissal)
    }

    var zoomImageView: ImageView { page.imageView }
    var zoomBackdropView: View { page.backdrop }
    var zoomChromeViews: [View] { [page.detailLabel] }
}

/// The page under the bar: the grouped background, the photo across the full width, centred
/// in the space above the tab bar, and a line of secondary text under it.
final class SettingsPhotoPage: View {
    let backdrop = View()
    let imageView = ImageView()
    let detailLabel = Label()

    init(item: PhotoItem, index: Int, count: Int) {
        super.init(frame: .zero)
        backdrop.backgroundColor = .systemGroupedBackground
        imageView.image = item.image
        imageView.accessibilityLabel = item.caption
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.traceName = "nav.zoom-photo"
        detailLabel.text = "Photo \(index + 1) of \(count)"
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        detailLabel.textAlignment = .center
        addSubview(backdrop)
        addSubview(detailLabel)
        addSubview(imageView)
    }

    /// Points: the photo's frame, aspect-fitted to the width and to the space above the tab bar
    /// less the text line, centred there on whole points.
    static func photoFrame(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let space = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - TabBar.height - 32, 1))
        guard imageSize.width > 0, imageSize.height > 0 else { return space }
        let s = min(space.width / imageSize.width, space.height / imageSize.height)
        let width = (imageSize.width * s).rounded(), height = (imageSize.height * s).rounded()
        return CGRect(
            x: ((space.width - width) / 2).rounded(), y: ((space.height - height) / 2).rounded(), width: width,
            height: height)
    }

    override func layoutSubviews() {
        backdrop.frame = bounds
        let photo = SettingsPhotoPage.photoFrame(for: imageView.image?.size ?? .zero, in: bounds)
        // Centre and bounds rather than frame: the zoom may hold a transform on the photo.
        imageView.bounds = CGRect(origin: .zero, size: photo.size)
        imageView.center = CGPoint(x: photo.midX, y: photo.midY)
        detailLabel.frame = CGRect(x: 20, y: photo.maxY + 10, width: bounds.width - 40, height: 20)
    }
}
