import ViewKit

/// One photo with its caption.
struct PhotoItem {
    let image: Image
    let caption: String
}

/// A Pinterest-style grid: two columns of rounded, aspect-filled thumbnails with captions.
final class PhotosScreen: ScrollView {
    let header = LargeTitleHeader(title: "Photos", overline: nil)
    private(set) var tiles: [PhotoTileView] = []
    static let columns = 2
    static let spacing: CGFloat = 12

    init(photos: [PhotoItem]) {
        super.init(frame: .zero)
        backgroundColor = .white
        alwaysBounceVertical = true
        contentInset.bottom = TabBar.height
        addSubview(header)
        for photo in photos {
            let tile = PhotoTileView(item: photo)
            tiles.append(tile)
            addSubview(tile)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        header.frame = CGRect(x: 0, y: StatusBar.height - 20, width: bounds.width, height: LargeTitleHeader.height - 20)
        let s = PhotosScreen.spacing
        let width = ((bounds.width - 16 * 2 - s) / CGFloat(PhotosScreen.columns)).rounded(.down)
        var columnBottoms = [CGFloat](repeating: header.frame.maxY + 4, count: PhotosScreen.columns)
        for tile in tiles {
            // Masonry: each tile goes under the shorter column, at its image's aspect ratio.
            let column = columnBottoms.firstIndex(of: columnBottoms.min()!)!
            let height = tile.height(forWidth: width)
            tile.frame = CGRect(x: 16 + CGFloat(column) * (width + s), y: columnBottoms[column], width: width,
                                height: height)
            columnBottoms[column] += height + s
        }
        contentSize = CGSize(width: bounds.width, height: (columnBottoms.max() ?? 0) + 8)
    }
}

/// A thumbnail over its caption.
final class PhotoTileView: View {
    let imageView = ImageView()
    let captionLabel = Label()
    static let captionHeight: CGFloat = 24

    init(item: PhotoItem) {
        super.init(frame: .zero)
        imageView.image = item.image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.cornerRadius = 12
        captionLabel.text = item.caption
        captionLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        captionLabel.textColor = Color(white: 0.13)
        addSubview(imageView)
        addSubview(captionLabel)
    }

    /// Points: the tile's height for a column width, keeping the photo's aspect within 3:4…4:3.
    func height(forWidth width: CGFloat) -> CGFloat {
        guard let size = imageView.image?.size, size.width > 0 else { return width + PhotoTileView.captionHeight }
        let aspect = min(max(size.height / size.width, 0.75), 1.34)
        return (width * aspect).rounded() + PhotoTileView.captionHeight
    }

    override func layoutSubviews() {
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - PhotoTileView.captionHeight)
        captionLabel.frame = CGRect(x: 2, y: imageView.frame.maxY + 5, width: bounds.width - 4, height: 16)
    }
}
