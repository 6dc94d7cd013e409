import Motion
import SegueScript
import ViewKit

/// One photo with its caption.
struct PhotoItem {
    let image: Image
    let caption: String
}

/// The Photos tab: a large title over a two-column grid of rounded, aspect-filled thumbnails
/// with captions, in a collection view with a flow layout. A long press on a thumbnail (held
/// 0.5 s within 10 pt) asks for its context menu; a favourite's thumbnail shows a heart.
final class PhotosScreen: View, CollectionViewDataSource, CollectionViewDataSourcePrefetching, CollectionViewDelegate {
    let header = LargeTitleHeader(title: "Photos", overline: nil)
    let collectionView: CollectionView
    let photos: [PhotoItem]
    /// Called with the index of a photo the user picked.
    var onSelect: ((Int) -> Void)?
    /// A press landed on a photo: its detail may follow.
    var onHighlight: ((Int) -> Void)?
    /// Called whenever the grid scrolls.
    var onScroll: ((ScrollView) -> Void)?
    /// Called with the index of a photo long-pressed: its context menu follows.
    var onLongPress: ((Int) -> Void)?
    /// The long press on the grid; a drag past its 10 pt scrolls instead.
    let longPress = LongPressGestureRecognizer()
    /// The photos marked favourite, by index: their thumbnails show a heart.
    var favorites: Set<Int> = [] {
        didSet {
            for cell in collectionView.visibleCells {
                guard let photo = cell as? PhotoCell, let item = collectionView.indexPath(for: cell)?.item else {
                    continue
                }
                photo.isFavorite = favorites.contains(item)
            }
        }
    }

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
        collectionView.prefetchDataSource = self
        collectionView.delegate = self
        // The title scrolls with the photos, above the first row.
        collectionView.addSubview(header)
        addSubview(collectionView)
        longPress.addTarget(self, action: PhotosScreen.longPressed)
        collectionView.addGestureRecognizer(longPress)
    }

    /// The long press began on a photo (not in a gap between them).
    func longPressed() {
        guard longPress.state == .began,
            let indexPath = collectionView.indexPathForItem(at: longPress.location(in: collectionView))
        else { return }
        onLongPress?(indexPath.item)
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
        (cell as? PhotoCell)?.configure(photos[indexPath.item], isFavorite: favorites.contains(indexPath.item))
        cell.accessibilityIdentifier = "photo.\(indexPath.item)"
        cell.accessibilityValue =
            "Photo \(indexPath.item + 1) of \(photos.count)"
            + (favorites.contains(indexPath.item) ? ", favorite" : "")
        return cell
    }

    /// Photos about to scroll on: their files are decoded ahead, as Photos does (a window
    /// decodes them on a thread of its own), so the frame that first shows a row decodes nothing.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where photos.indices.contains(indexPath.item) {
            window?.prepare(photos[indexPath.item].image)
        }
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
    /// The favourite's heart, at the photo's bottom left corner.
    let heart = HeartView()
    var isFavorite = false {
        didSet { heart.isHidden = !isFavorite }
    }
    /// Points: the heart's side and its inset from the photo's corner.
    static let heartSide: CGFloat = 18
    static let heartInset: CGFloat = 6

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.cornerRadius = 12
        imageView.backgroundColor = Color(white: 0.93)
        captionLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        captionLabel.textColor = Color(white: 0.13)
        heart.isHidden = true
        heart.shadowOpacity = 0.3
        heart.shadowRadius = 2
        heart.shadowOffset = CGSize(width: 0, height: 1)
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        contentView.addSubview(heart)
        focusRingShape = FocusRingShape()
    }

    /// The ring goes round the photo, 3 pt outside its rounded corners, above the caption.
    override var focusRingView: View { imageView }

    func configure(_ item: PhotoItem, isFavorite: Bool) {
        imageView.image = item.image
        captionLabel.text = item.caption
        self.isFavorite = isFavorite
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - PhotoCell.captionHeight)
        captionLabel.frame = CGRect(x: 2, y: imageView.frame.maxY + 6, width: bounds.width - 4, height: 16)
        let side = PhotoCell.heartSide, inset = PhotoCell.heartInset
        heart.frame = CGRect(x: inset, y: imageView.frame.maxY - inset - side, width: side, height: side)
    }
}
