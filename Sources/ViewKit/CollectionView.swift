import Foundation

/// UICollectionViewDataSource. `numberOfSections(in:)` is optional (one section).
public protocol CollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// Usually `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`, configured for the item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// UICollectionViewDelegate, which is also the scroll view delegate: assign it with
/// `collectionView.delegate = self`. Every method is optional.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// The user tapped the item; it is now selected.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user's tap on another item deselected this one.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A press landed on the item, which now shows highlighted (UIKit's): the time to prepare
    /// what selecting it will show (`Window.prepare(_:pixelSize:)`), before the release selects it.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// A scrolling grid of items, as UICollectionView with a flow layout: only the items on lines
/// crossing the bounds have cells, pooled by reuse identifier as they scroll off, and finding
/// them costs a binary search over sections, whatever the number of items. Single selection.
///
/// The delegate is ScrollView's `delegate`; `collectionDelegate` is the typed view of it.
open class CollectionView: ScrollView {
    /// UICollectionView.ScrollPosition, the vertical part.
    public struct ScrollPosition: OptionSet, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    public weak var dataSource: CollectionViewDataSource? { didSet { setNeedsReload() } }
    /// Assigning a new layout lays the items out again.
    public var collectionViewLayout: CollectionViewFlowLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// When false, touches neither highlight nor select items.
    public var allowsSelection = true
    /// Told which items will soon scroll on screen, while `isPrefetchingEnabled`.
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { prefetching.pending = [] } }
    }
    /// When false, the prefetch data source is told nothing (what it was told is cancelled).
    public var isPrefetchingEnabled = true
    /// Bounds heights: how far beyond the edge the content scrolls towards items are
    /// prefetched, 0.5 by default (at 900 pt/s past an 844-pt window, 0.47 s ahead).
    public var prefetchDistance: CGFloat = 0.5

    /// Cells made from registered classes so far; about one screenful however many items there are.
    public var cellsCreated: Int { reuse.cellsCreated }

    var reuse = CellReuseQueue<CollectionViewCell>()
    var tiles = VisibleTiles<CollectionViewCell>()
    /// Items per section, as the data source last reported them.
    var items = SectionedIndex()
    var needsReload = true
    /// True while cells are being placed, so callbacks reading cells do not nest a layout.
    var isTiling = false
    var selectedIndexPath: IndexPath?
    /// The item a touch went down on, while the touch lasts.
    var trackedIndexPath: IndexPath?
    var prefetching = PrefetchState()

    public init(frame: CGRect, collectionViewLayout layout: CollectionViewFlowLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .white
    }

    /// The delegate as a `CollectionViewDelegate` (nil when it is only a ScrollViewDelegate).
    public var collectionDelegate: CollectionViewDelegate? {
        get { delegate as? CollectionViewDelegate }
        set { delegate = newValue }
    }

    open override func layoutSubviews() {
        loadIfNeeded()
        tileVisibleCells()
        super.layoutSubviews()  // keeps the scroll indicator above the cells
    }

    // MARK: Cells

    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        reuse.register(identifier) {
            let cell = cellClass.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// A pooled cell (after its `prepareForReuse`) or a new one of the registered class, sized
    /// and placed for the item. Traps when nothing is registered for `identifier`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = reuse.dequeue(identifier, registration: "register(_:forCellWithReuseIdentifier:)")
        if let frame = layoutAttributesForItem(at: indexPath)?.frame {
            View.performWithoutAnimation { cell.frame = frame }
        }
        return cell
    }

    /// Forgets the items and cells and asks the data source again; clears the selection.
    public func reloadData() { reloadItems() }

    // MARK: Items

    public var numberOfSections: Int { sectionCount }

    public func numberOfItems(inSection section: Int) -> Int { itemCount(inSection: section) }

    /// The item's frame (points, content coordinates), or nil when out of range.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        loadIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose frame contains `point` (points, content coordinates); nil in the gaps.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        for i in collectionViewLayout.flatItems(in: probe) {
            let indexPath = items.indexPath(ofFlat: i)
            if collectionViewLayout.frame(section: indexPath[0], item: indexPath[1]).contains(point) {
                return indexPath
            }
        }
        return nil
    }

    /// The cell showing the item, if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cell(at: indexPath) }

    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { indexPath(ofCell: cell) }

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] { cellsOnScreen }

    public var indexPathsForVisibleItems: [IndexPath] { indexPathsOnScreen }

    /// Scrolls so the item shows at `position` (empty: the least scroll that shows it whole).
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let anchor: ScrollView.VerticalAnchor =
            position.contains(.top)
            ? .top
            : position.contains(.centeredVertically) ? .middle : position.contains(.bottom) ? .bottom : .nearest
        scroll(toShow: rect, anchor: anchor, animated: animated)
    }

    // MARK: Selection

    /// UIKit's optional array: nil when nothing is selected.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPath.map { [$0] } }

    /// Selects the item (nil deselects), deselecting any other, without telling the delegate.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition = []) {
        guard select(indexPath, animated: animated), let indexPath, !scrollPosition.isEmpty else { return }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(indexPath, animated: animated) }

    // MARK: Touches (cells forward theirs along the responder chain; CellReusingView tracks them)

    open override func touchesBegan(_ touch: Touch) { trackTouchBegan(touch) }
    open override func touchesMoved(_ touch: Touch) { trackTouchMoved(touch) }
    open override func touchesEnded(_ touch: Touch) { trackTouchEnded(touch) }
    open override func touchesCancelled(_ touch: Touch) { trackTouchCancelled() }
}
