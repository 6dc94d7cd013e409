import Motion
import Transitions
import ViewKit

/// The Settings tab's Photos page: a horizontal row of photos above its grouped list. Dragged
/// right while it can still scroll left, the row scrolls; at its leading edge, the same drag
/// is the content back swipe's. Clicking a photo opens it with the zoom navigation transition,
/// and the photo goes back into its thumbnail on the way back.
final class PhotoRowPage: View, ZoomTransitionSource {
    static let rowTop: CGFloat = 16
    static let thumbnail: CGFloat = 110
    static let spacing: CGFloat = 8
    let row = ScrollView()
    let list: GroupedListView
    private(set) var thumbnails: [ImageView] = []
    /// Called with the index of a photo clicked.
    var onSelect: ((Int) -> Void)?
    /// The photo opened last: the one a zoom goes back into.
    var selected = 0

    init(list: GroupedListView, photos: [PhotoItem]) {
        self.list = list
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        row.traceName = "nav.photo-row"
        for photo in photos {
            let image = ImageView(image: photo.image)
            image.contentMode = .scaleAspectFill
            image.clipsToBounds = true
            image.cornerRadius = 8
            // Focusable: Enter taps it (the row's recognizer opens it). The ring sits inside,
            // as the row clips what reaches past the photos.
            image.isFocusable = true
            image.focusRingShape = FocusRingShape(outset: -3)
            image.accessibilityIdentifier = "thumbnail.\(thumbnails.count)"
            image.accessibilityLabel = photo.caption
            image.accessibilityValue = "Photo \(thumbnails.count + 1) of \(photos.count)"
            thumbnails.append(image)
            row.addSubview(image)
        }
        let tap = TapGestureRecognizer()
        tap.addTarget(self, action: PhotoRowPage.rowTapped)
        row.addGestureRecognizer(tap)
        addSubview(list)
        addSubview(row)
    }

    private func rowTapped(_ tap: GestureRecognizer) {
        guard tap.state == .ended else { return }
        let point = tap.location(in: row)
        if let index = thumbnails.firstIndex(where: { $0.frame.contains(point) }) { onSelect?(index) }
    }

    override func layoutSubviews() {
        let side = PhotoRowPage.thumbnail, gap = PhotoRowPage.spacing
        row.frame = CGRect(x: 0, y: PhotoRowPage.rowTop, width: bounds.width, height: side)
        for (i, image) in thumbnails.enumerated() {
            image.frame = CGRect(x: GroupedListView.inset + CGFloat(i) * (side + gap), y: 0, width: side, height: side)
        }
        let contentWidth = 2 * GroupedListView.inset + CGFloat(thumbnails.count) * (side + gap) - gap
        row.contentSize = CGSize(width: max(contentWidth, bounds.width), height: side)
        let listTop = row.frame.maxY + 8
        list.frame = CGRect(x: 0, y: listTop, width: bounds.width, height: max(bounds.height - listTop, 0))
    }
}

extension PhotoRowPage {
    /// The opened photo's thumbnail, while any of it shows in the row; nil once it is
    /// scrolled out of sight (the photo then fades instead of zooming back).
    func zoomSourceImageView() -> ImageView? {
        guard thumbnails.indices.contains(selected) else { return nil }
        let thumbnail = thumbnails[selected]
        return thumbnail.convert(thumbnail.bounds, to: row).intersects(row.bounds) ? thumbnail : nil
    }
}
