import Foundation

/// What TableView and CollectionView share, written once: cells for the items crossing the
/// bounds, made by the data source from the reuse pool and given back to it as they leave;
/// the single selection; and the touch that highlights an item and selects it on release.
/// Each view says only where its items are and how its data source and delegate are asked and
/// told, and keeps UIKit's names for the rest (`cellForRow(at:)`, `cellForItem(at:)`, …).
protocol CellReusingView: ScrollView {
    associatedtype Cell: ReusableCell

    var reuse: CellReuseQueue<Cell> { get set }
    var tiles: VisibleTiles<Cell> { get set }
    /// Items per section, as the data source last reported them.
    var itemIndex: SectionedIndex { get }
    /// True while cells are being placed, so callbacks reading cells do not nest a layout.
    var isTiling: Bool { get set }
    /// The data must be asked for again before the next layout, and the cells discarded.
    var needsReload: Bool { get set }
    var selectedIndexPath: IndexPath? { get set }
    /// The item a touch went down on, while the touch lasts.
    var trackedIndexPath: IndexPath? { get set }
    /// When false, touches neither highlight nor select items.
    var allowsSelection: Bool { get }

    /// Brings the counts and the geometry up to date; cheap when they are.
    func loadIfNeeded()
    /// Points, content coordinates: where flat item `i` is.
    func frame(ofFlat i: Int) -> CGRect
    /// The flat items whose cells the bounds show; none without a data source.
    func flatItemsOnScreen() -> Range<Int>
    /// The flat items crossing `rect` (points, content coordinates).
    func flatItems(in rect: CGRect) -> Range<Int>
    /// What the prefetch data source has been told.
    var prefetching: PrefetchState { get set }
    /// Whether items about to scroll on screen are handed to a prefetch data source.
    var prefetchesItems: Bool { get }
    /// The band ahead that is prefetched, in bounds heights (`updatePrefetching()`).
    var prefetchDistance: CGFloat { get }
    /// Tells the prefetch data source the items are about to show.
    func prefetch(_ indexPaths: [IndexPath])
    /// Tells the prefetch data source the items prefetched will not show after all.
    func cancelPrefetching(_ indexPaths: [IndexPath])
    /// Sets the frame and look of the cell showing flat item `i`, at each layout.
    func place(_ cell: Cell, flat i: Int)
    /// The item under `point` (points, content coordinates); nil where there is none.
    func indexPathOfItem(at point: CGPoint) -> IndexPath?
    /// The data source's cell for the item; only asked while it has a data source.
    func dataSourceCell(at indexPath: IndexPath) -> Cell
    /// Tells the delegate what happened to the item; `cell` is the one showing it, for the
    /// display events.
    func tell(_ event: CellEvent, _ indexPath: IndexPath, cell: Cell?)
    /// Shows `cell` highlighted or not, at once.
    func show(_ cell: Cell, highlighted: Bool)
    /// Shows `cell` selected or not.
    func show(_ cell: Cell, selected: Bool, animated: Bool)
}

/// What a table or a grid tells its delegate about an item.
enum CellEvent {
    /// Its cell is about to go on screen.
    case willDisplay
    /// Its cell went off screen, into the pool.
    case didEndDisplaying
    /// A press landed on it, and it now shows highlighted.
    case didHighlight
    /// A click or Enter selected it.
    case didSelect
    /// Selecting another item deselected it.
    case didDeselect
}

// MARK: Items and cells on screen

extension CellReusingView {
    /// Forgets the items and cells and asks the data source again; clears the selection.
    func reloadItems() {
        needsReload = true
        loadIfNeeded()
    }

    var sectionCount: Int {
        loadIfNeeded()
        return itemIndex.numberOfSections
    }

    func itemCount(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemIndex.count(inSection: section)
    }

    /// The cell showing the item, if it is on screen.
    func cell(at indexPath: IndexPath) -> Cell? {
        updateVisibleCellsNow()
        return itemIndex.flatIndex(of: indexPath).flatMap(tiles.cell(at:))
    }

    func indexPath(ofCell cell: Cell) -> IndexPath? {
        tiles.index(of: cell).map(itemIndex.indexPath(ofFlat:))
    }

    /// The cells on screen, in item order.
    var cellsOnScreen: [Cell] {
        updateVisibleCellsNow()
        return tiles.cells
    }

    /// The items on screen, in order.
    var indexPathsOnScreen: [IndexPath] {
        updateVisibleCellsNow()
        return tiles.range.map(itemIndex.indexPath(ofFlat:))
    }

    /// Brings the cells on screen up to date now, unless that is already under way.
    func updateVisibleCellsNow() {
        guard !isTiling else { return }
        layoutIfNeeded()
    }

    /// Gives each item on screen a cell and every other cell back to the pool, then places
    /// each. O(visible items) beyond finding them, whatever the number of items.
    func tileVisibleCells() {
        isTiling = true
        defer { isTiling = false }
        // Updated on a copy, so callbacks that read the visible cells see a consistent (old) set.
        var visible = tiles
        visible.update(to: flatItemsOnScreen(), discard: endDisplaying, make: makeCell)
        tiles = visible
        for (i, cell) in zip(visible.range, visible.cells) { place(cell, flat: i) }
        updatePrefetching()
    }

    /// Gives every cell on screen back to the pool, as a reload does.
    func discardCells() {
        var visible = tiles
        visible.removeAll(discard: endDisplaying)
        tiles = visible
        resetPrefetching()
    }

    /// Asks the data source for flat item `i`'s cell and puts it on screen under the indicator.
    private func makeCell(_ i: Int) -> Cell {
        let indexPath = itemIndex.indexPath(ofFlat: i)
        let cell = dataSourceCell(at: indexPath)
        // A new cell appears in place, even inside someone's animation block.
        View.performWithoutAnimation { cell.frame = frame(ofFlat: i) }
        show(cell, selected: indexPath == selectedIndexPath, animated: false)
        show(cell, highlighted: indexPath == trackedIndexPath)
        tell(.willDisplay, indexPath, cell: cell)
        insertSubview(cell, belowSubview: verticalIndicator)
        return cell
    }

    /// Takes a cell off screen into the pool and tells the delegate.
    private func endDisplaying(_ cell: Cell, _ i: Int) {
        window?.forgetFocus(on: cell)
        reuse.enqueue(cell)
        // After a reload the old index may be past the new items; UIKit reports the old path.
        if i < itemIndex.total { tell(.didEndDisplaying, itemIndex.indexPath(ofFlat: i), cell: cell) }
    }
}

// MARK: Selection, and the touch that makes it

extension CellReusingView {
    /// Selects the item (nil deselects), deselecting any other, without telling the delegate;
    /// false when `indexPath` is nil or out of range.
    @discardableResult
    func select(_ indexPath: IndexPath?, animated: Bool) -> Bool {
        if let old = selectedIndexPath, old != indexPath { deselect(old, animated: animated) }
        loadIfNeeded()
        guard let indexPath, itemIndex.flatIndex(of: indexPath) != nil else { return false }
        selectedIndexPath = indexPath
        cell(at: indexPath).map { show($0, selected: true, animated: animated) }
        return true
    }

    func deselect(_ indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPath == indexPath else { return }
        selectedIndexPath = nil
        cell(at: indexPath).map { show($0, selected: false, animated: animated) }
    }

    /// Selects the item as a click does, telling the delegate: what Enter on a focused item
    /// and a click on it both do.
    func selectAsUser(_ indexPath: IndexPath) {
        if let old = selectedIndexPath, old != indexPath {
            deselect(old, animated: false)
            tell(.didDeselect, old, cell: nil)
        }
        select(indexPath, animated: false)
        tell(.didSelect, indexPath, cell: nil)
    }

    /// A touch went down: the item under it shows highlighted while it is held. A touch that
    /// stops a coasting list only stops it, as on iOS.
    func trackTouchBegan(_ touch: Touch) {
        let stoppedMotion = touchStoppedMotion
        touchStoppedMotion = false
        guard allowsSelection, !stoppedMotion, let indexPath = indexPathOfItem(at: touch.location(in: self)),
            let cell = cell(at: indexPath)
        else { return }
        trackedIndexPath = indexPath
        show(cell, highlighted: true)
        tell(.didHighlight, indexPath, cell: cell)
    }

    /// The item stays highlighted only while the touch is over it.
    func trackTouchMoved(_ touch: Touch) {
        guard let tracked = trackedIndexPath else { return }
        let inside = indexPathOfItem(at: touch.location(in: self)) == tracked
        cell(at: tracked).map { show($0, highlighted: inside) }
    }

    /// Released over the item it went down on: the item is selected, and the delegate told.
    func trackTouchEnded(_ touch: Touch) {
        guard let tracked = endTracking() else { return }
        guard indexPathOfItem(at: touch.location(in: self)) == tracked else { return }
        selectAsUser(tracked)
    }

    /// The view's pan took the touch over (or it was lost): the item is not selected.
    func trackTouchCancelled() { endTracking() }

    /// Ends the highlight of the tracked item; returns it.
    @discardableResult
    private func endTracking() -> IndexPath? {
        guard let tracked = trackedIndexPath else { return nil }
        trackedIndexPath = nil
        cell(at: tracked).map { show($0, highlighted: false) }
        return tracked
    }
}
