import Transitions
import ViewKit

/// A grid stand-in: a full-window scroll view with one column of rounded, aspect-filled
/// 173-point thumbnails, thumbnail i at content (16, 100 + 200 i).
final class ZoomGridController: ViewController, ZoomTransitionSource {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private(set) var thumbnails: [ImageView] = []
    let zoom = ZoomTransitionDelegate()
    var selected = 0

    override init() {
        super.init()
        zoom.source = self
    }

    override func loadView() {
        let root = View()
        root.backgroundColor = .white
        scroll.contentSize = CGSize(width: 390, height: 2600)
        scroll.autoresizingMask = .flexibleSize
        for i in 0..<12 {
            let thumbnail = ImageView(
                image: Image(bitmap: Bitmap(width: 40, height: 30, fill: .red), name: "photo \(i)"))
            thumbnail.frame = CGRect(x: 16, y: 100 + CGFloat(i) * 200, width: 173, height: 173)
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.cornerRadius = 12
            scroll.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
        root.addSubview(scroll)
        view = root
    }

    /// Points, window coordinates: where thumbnail `i` is now.
    func thumbnailFrameInWindow(_ i: Int) -> CGRect {
        thumbnails[i].convert(thumbnails[i].bounds, to: nil)
    }

    func zoomSourceImageView() -> ImageView? {
        let thumbnail = thumbnails[selected]
        return thumbnail.convert(thumbnail.bounds, to: nil).intersects(view.bounds) ? thumbnail : nil
    }
}

/// The detail stand-in: a white backdrop with a caption, and the photo at `photoFrame`.
final class ZoomDetailController: ViewController, ZoomTransitionDestination {
    static let photoFrame = CGRect(x: 0, y: 200, width: 390, height: 292)
    let page = ZoomDetailPage()
    let transition: ZoomTransitionDelegate
    private(set) var dragToDismiss: ZoomInteractiveDismissal!

    var photo: ImageView { page.photo }
    var zoomImageView: ImageView { page.photo }
    var zoomBackdropView: View { page.backdrop }
    var zoomChromeViews: [View] { [page.caption] }

    init(transition: ZoomTransitionDelegate) {
        self.transition = transition
        super.init()
        modalPresentationStyle = .overCurrentContext
        transitioningDelegate = transition
    }

    override func loadView() { view = page }

    override func viewDidLoad() {
        dragToDismiss = ZoomInteractiveDismissal(controller: self, transition: transition)
    }
}

final class ZoomDetailPage: View {
    let backdrop = View()
    let caption = Label()
    let photo = ImageView(image: Image(bitmap: Bitmap(width: 40, height: 30, fill: .red), name: "photo"))

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backdrop.backgroundColor = .white
        caption.text = "Caption"
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        addSubview(backdrop)
        backdrop.addSubview(caption)
        addSubview(photo)
    }

    override func layoutSubviews() {
        backdrop.frame = bounds
        caption.frame = CGRect(x: 20, y: 510, width: 300, height: 34)
        photo.bounds = CGRect(origin: .zero, size: ZoomDetailController.photoFrame.size)
        photo.center = CGPoint(x: ZoomDetailController.photoFrame.midX, y: ZoomDetailController.photoFrame.midY)
    }
}
