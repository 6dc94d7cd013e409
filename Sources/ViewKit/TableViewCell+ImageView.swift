import Foundation

extension TableViewCell {
    /// UITableViewCell's `imageView` in the default style: made (and added to `contentView`) the
    /// first time it is asked for, optional as UIKit's is, so `cell.imageView?.image = …` ports
    /// unchanged. While it has an image it sits `layoutMargin` (16 pt) from the leading edge,
    /// vertically centred, and the text label starts 16 pt after it.
    public var imageView: ImageView? {
        if let madeImageView { return madeImageView }
        let made = CellImageView(cell: self)
        made.isUserInteractionEnabled = false
        contentView.addSubview(made)
        madeImageView = made
        setNeedsLayout()
        return made
    }

    /// Points, in a content view of `size`: where the default cell shows `image`. At its own
    /// size when it fits the height; a taller image is scaled down to the height, keeping its
    /// aspect ratio (a 600 × 450 pt photo in a 44 pt row is 58.67 × 44). `.zero` for no image.
    public static func imageViewFrame(for image: Image?, in size: CGSize) -> CGRect {
        guard let image, image.size.width > 0, image.size.height > 0 else { return .zero }
        let scale = min(1, size.height / image.size.height)
        let shown = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        return CGRect(x: layoutMargin, y: (size.height - shown.height) / 2, width: shown.width, height: shown.height)
    }

    /// Places the image view, if any, and returns the points from the content view's leading
    /// edge where the text label starts: after the image and a margin, or at the margin.
    func layoutImageView() -> CGFloat {
        guard let madeImageView else { return TableViewCell.layoutMargin }
        let frame = TableViewCell.imageViewFrame(for: madeImageView.image, in: contentView.bounds.size)
        madeImageView.frame = frame
        return frame.isEmpty ? TableViewCell.layoutMargin : frame.maxX + TableViewCell.layoutMargin
    }
}

/// The cell's image view: a new image lays the cell out again (the image's size places the
/// image view and the text), as UIKit's cell does when its image changes.
private final class CellImageView: ImageView {
    weak var cell: TableViewCell?

    init(cell: TableViewCell) {
        self.cell = cell
        super.init(frame: .zero)
    }

    override var image: Image? {
        didSet { if image !== oldValue { cell?.setNeedsLayout() } }
    }
}
