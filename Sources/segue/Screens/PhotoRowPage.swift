import Motion
import ViewKit

/// The Settings tab's Photos page: a horizontal row of photos above its grouped list. Dragged
/// right while it can still scroll left, the row scrolls; at its leading edge, the same drag
/// is the content back swipe's.
final class PhotoRowPage: View {
    static let rowTop: CGFloat = 16
    static let thumbnail: CGFloat = 110
    static let spacing: CGFloat = 8
    let row = ScrollView()
    let list: GroupedListView
    private var thumbnails: [ImageView] = []

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
            thumbnails.append(image)
            row.addSubview(image)
        }
        addSubview(list)
        addSubview(row)
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
