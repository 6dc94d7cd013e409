import Motion
import SegueScript
import ViewKit

/// One photo with its caption.
struct PhotoItem {
    let image: Image
    let caption: String
}

/// The Photos tab: a large title over a two-column grid of rounded, aspect-filled thumbnails
/// with captions, in a collection view with a flow layout.
final class PhotosScreen: View, CollectionViewDataSource, CollectionViewDelegate {
    let header = LargeTitleHeader(title: "Photos", overline: nil)
    let collectionView: CollectionView
    let photos: [PhotoItem]
    /// Called with the index of a photo the user picked.
    var onSelect: ((Int) -> Void)?
    /// A press landed on a photo: its detail may follow.
    var onHighlight: ((Int) -> Void)?
    /// Called whenever the grid scrolls.
    var onScroll: ((ScrollView) -> Void)?

    static let spacing: CGFloat = 12
    static let headerHeight: CGFloat = StatusBar.height - 20 + LargeTitleHeader.height - 20 + 4

    init(photos: [PhotoItem]) {
        self.photos = photos
        let layout = CollectionViewFlowLayout()
        layout.minimumInteritemSpacing = PhotosScreen.spacing
        layout.minimumLineSpacing = PhotosScreen.spacing
        layout.sectionInset = EdgeInsets(left: 16, right: 16)
        collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: .zero)
        backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        collectionView.contentInset = EdgeInsets(top: PhotosScreen.headerHeight, bottom: TabBar.height + 8)
        collectionView.contentOffset = CGPoint(x: 0, y: -PhotosScreen.headerHeight)
        collectionView.alwaysBounceVertical = true
        collectionView.dataSource = self
        collectionView.delegate = self
        // The title scrolls with the photos, above the first row.
        collectionView.addSubview(header)
        addSubview(collectionView)
    }

    override func layoutSubviews() {
        collectionView.frame = bounds
        let width = ((bounds.width - 32 - PhotosScreen.spacing) / 2).rounded(.down)
        collectionView.collectionViewLayout.itemSize = CGSize(width: width, height: width + PhotoCell.captionHeight)
        header.frame = CGRect(
            x: 0, y: StatusBar.height - 20 - PhotosScreen.headerHeight, width: bounds.width,
            height: LargeTitleHeader.height - 20)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
        (cell as? PhotoCell)?.configure(photos[indexPath.item])
        cell.accessibilityIdentifier = "photo.\(indexPath.item)"
        return cell
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { onScroll?(scrollView) }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        onHighlight?(indexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        onSelect?(indexPath.item)
    }
}

/// A thumbnail over its caption.
final class PhotoCell: CollectionViewCell {
    static let identifier = "Photo"
    static let captionHeight: CGFloat = 26
    let imageView = ImageView()
    let captionLabel = Label()

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.cornerRadius = 12
        imageView.backgroundColor = Color(white: 0.93)
        captionLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        captionLabel.textColor = Color(white: 0.13)
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        focusRingShape = FocusRingShape()
    }

    /// The ring goes round the photo, 3 pt outside its rounded corners, above the caption.
    override var focusRingView: View { imageView }

    func configure(_ item: PhotoItem) {
        imageView.image = item.image
        captionLabel.text = item.caption
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - PhotoCell.captionHeight)
        captionLabel.frame = CGRect(x: 2, y: imageView.frame.maxY + 6, width: bounds.width - 4, height: 16)
    }
}
