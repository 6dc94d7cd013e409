import Foundation

extension CollectionView {
    /// The data must be asked for again before the next layout, and the cells discarded.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Brings the counts, the layout and `contentSize` up to date; cheap when they are.
    func loadIfNeeded() {
        if needsReload {
            needsReload = false
            selectedIndexPath = nil
            trackedIndexPath = nil
            var visible = tiles
            visible.removeAll(discard: endDisplaying)
            tiles = visible
            let source = dataSource
            let sections = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
            items = SectionedIndex(
                counts: (0..<sections).map {
                    source?.collectionView(self, numberOfItemsInSection: $0) ?? 0
                })
            collectionViewLayout.invalidateLayout()
        }
        // The layout prepares again itself when invalidated or when the width changed.
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Brings the cells on screen up to date now, unless that is already under way.
    func updateVisibleCellsNow() {
        guard !isTiling else { return }
        layoutIfNeeded()
    }

    /// Gives each item on a line crossing the bounds a cell and every other cell back to the
    /// pool. O(visible items + log sections), whatever the number of items.
    func tileVisibleItems() {
        isTiling = true
        defer { isTiling = false }
        let layout = collectionViewLayout
        // Updated on a copy, so callbacks that read `visibleCells` see a consistent (old) set.
        var visible = tiles
        // The data source is weak: without it there is nothing to show.
        let range = dataSource == nil ? 0..<0 : layout.flatItems(in: bounds)
        visible.update(to: range, discard: endDisplaying, make: makeCell)
        tiles = visible
        for (i, cell) in zip(visible.range, visible.cells) {
            let indexPath = items.indexPath(ofFlat: i)
            cell.frame = layout.frame(section: indexPath[0], item: indexPath[1])
        }
    }

    /// Asks the data source for item `i`'s cell and puts it on screen under the indicator.
    private func makeCell(_ i: Int) -> CollectionViewCell {
        let indexPath = items.indexPath(ofFlat: i)
        let cell = dataSource!.collectionView(self, cellForItemAt: indexPath)  // tileVisibleItems checked it
        let frame = collectionViewLayout.frame(section: indexPath[0], item: indexPath[1])
        // A new cell appears in place, even inside someone's animation block.
        View.performWithoutAnimation { cell.frame = frame }
        cell.isSelected = indexPath == selectedIndexPath
        cell.isHighlighted = indexPath == trackedIndexPath
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        insertSubview(cell, belowSubview: verticalIndicator)
        return cell
    }

    /// Takes a cell off screen into the pool and tells the delegate.
    private func endDisplaying(_ cell: CollectionViewCell, _ i: Int) {
        window?.forgetFocus(on: cell)
        reuse.enqueue(cell)
        if i < items.total {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: items.indexPath(ofFlat: i))
        }
    }
}
