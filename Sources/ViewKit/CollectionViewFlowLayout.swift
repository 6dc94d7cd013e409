import Foundation

/// Where one item goes, as UICollectionViewLayoutAttributes (the part a grid needs).
public struct CollectionViewLayoutAttributes: Hashable {
    public let indexPath: IndexPath
    /// Points, in the collection view's content coordinates.
    public var frame: CGRect
    public var size: CGSize { frame.size }
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}

/// A uniform grid, as UICollectionViewFlowLayout scrolling vertically with a fixed `itemSize`:
/// each line holds as many items as fit the width between the section insets, and the width
/// left over is shared out between the columns, so every line (the last included) lines up
/// with the columns and the outer items touch the insets. A single column is centred, as
/// UIKit centres a lone item. Sections stack, each with its insets (an empty one included).
open class CollectionViewFlowLayout {
    public enum ScrollDirection: Hashable { case vertical }

    /// Only vertical scrolling is supported.
    public var scrollDirection: ScrollDirection = .vertical
    /// Points; UIKit's default is 50 × 50.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// Points: the least horizontal gap between items in a line.
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// Points: the vertical gap between lines.
    public var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// Points around each section's items.
    public var sectionInset: EdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }

    /// The collection view using this layout; it sets this itself.
    public internal(set) weak var collectionView: CollectionView?

    /// One section's grid, in points, content coordinates.
    struct SectionGrid {
        /// Where the section (its top inset) starts and where the next one starts.
        var top: CGFloat, bottom: CGFloat
        /// The top of the first line.
        var itemsTop: CGFloat
        var count: Int, columns: Int
        /// The x of the first column, and the distance from one column's x to the next.
        var firstX: CGFloat, columnStep: CGFloat
        var lines: Int { (count + columns - 1) / columns }
    }

    private(set) var sections: [SectionGrid] = []
    /// Points: the width `sections` was computed for.
    private(set) var preparedWidth: CGFloat = -1
    private var isValid = false
    private var counts = SectionedIndex()

    public init() {}

    /// Asks for a new `prepare()` before the next layout, as UIKit's.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }

    /// Computes the grid for the collection view's width and item counts: O(sections).
    open func prepare() {
        guard let collectionView else { return }
        counts = collectionView.items
        let width = collectionView.bounds.width
        let (itemW, itemH) = (max(0, itemSize.width), max(0, itemSize.height))
        let spacing = max(0, minimumInteritemSpacing), inset = sectionInset
        let available = max(0, width - inset.left - inset.right)
        // As many as fit with the minimum gaps; the tiny slack keeps exact fits from rounding down.
        let fitting = itemW + spacing > 0 ? Int(((available + spacing) / (itemW + spacing) + 1e-9).rounded(.down)) : 1
        let columns = max(1, fitting)
        let firstX = columns == 1 ? inset.left + (available - itemW) / 2 : inset.left
        let step = columns == 1 ? 0 : itemW + (available - CGFloat(columns) * itemW) / CGFloat(columns - 1)
        var y: CGFloat = 0
        sections = (0..<counts.numberOfSections).map { s in
            var grid = SectionGrid(
                top: y, bottom: y, itemsTop: y + inset.top, count: counts.count(inSection: s),
                columns: columns, firstX: firstX, columnStep: step)
            let lines = CGFloat(grid.lines)
            grid.bottom = grid.itemsTop + lines * itemH + max(0, lines - 1) * minimumLineSpacing + inset.bottom
            y = grid.bottom
            return grid
        }
        preparedWidth = width
        isValid = true
    }

    /// Prepares when invalidated, or when the collection view's width changed.
    func prepareIfNeeded() {
        guard let collectionView else { return }
        if !isValid || preparedWidth != collectionView.bounds.width || counts.starts != collectionView.items.starts {
            prepare()
        }
    }

    /// Points: the whole grid, as wide as the collection view.
    open var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return CGSize(width: max(0, preparedWidth), height: sections.last?.bottom ?? 0)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard counts.flatIndex(of: indexPath) != nil else { return nil }
        return CollectionViewLayoutAttributes(
            indexPath: indexPath, frame: frame(section: indexPath[0], item: indexPath[1]))
    }

    /// The items whose frames intersect `rect` (points, content coordinates), in order.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        prepareIfNeeded()
        return flatItems(in: rect).compactMap { i in
            let indexPath = counts.indexPath(ofFlat: i)
            let f = frame(section: indexPath[0], item: indexPath[1])
            return f.intersects(rect) ? CollectionViewLayoutAttributes(indexPath: indexPath, frame: f) : nil
        }
    }

    /// Points: an item's frame; arithmetic, O(1).
    func frame(section s: Int, item: Int) -> CGRect {
        let grid = sections[s]
        let (line, column) = item.quotientAndRemainder(dividingBy: grid.columns)
        return CGRect(
            x: grid.firstX + CGFloat(column) * grid.columnStep,
            y: grid.itemsTop + CGFloat(line) * (itemSize.height + minimumLineSpacing),
            width: itemSize.width, height: itemSize.height)
    }

    /// The flat indices of the items on lines crossing the vertical span of `rect`:
    /// a binary search for the first section, then arithmetic per section.
    func flatItems(in rect: CGRect) -> Range<Int> {
        prepareIfNeeded()
        guard rect.height > 0, counts.total > 0 else { return 0..<0 }
        let lineStep = itemSize.height + minimumLineSpacing
        var first: Int?, end = 0
        var s = partitionPoint(in: sections, 0..<sections.count) { $0.bottom > rect.minY }
        while s < sections.count, sections[s].top < rect.maxY {
            let grid = sections[s]
            defer { s += 1 }
            guard grid.count > 0, lineStep > 0 else { continue }
            // Line k spans itemsTop + k·step ..< that + item height.
            // Clamped as floating point first: an unbounded rect must not overflow Int.
            let lines = CGFloat(grid.lines)
            let below = ((rect.minY - grid.itemsTop - itemSize.height) / lineStep).rounded(.down) + 1
            let firstLine = Int(min(max(0, below), lines))
            let endLine = Int(min(max(0, ((rect.maxY - grid.itemsTop) / lineStep).rounded(.up)), lines))
            guard firstLine < endLine else { continue }
            let start = counts.starts[s]
            if first == nil { first = start + firstLine * grid.columns }
            end = start + min(grid.count, endLine * grid.columns)
        }
        guard let first else { return 0..<0 }
        return first..<end
    }
}
