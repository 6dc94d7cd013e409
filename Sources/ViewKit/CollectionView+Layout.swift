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
            discardCells()
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

    /// The items on lines crossing the bounds; O(visible items + log sections).
    func flatItemsOnScreen() -> Range<Int> {
        // The data source is weak: without it there is nothing to show.
        dataSource == nil ? 0..<0 : collectionViewLayout.flatItems(in: bounds)
    }

    func place(_ cell: CollectionViewCell, flat i: Int) { cell.frame = frame(ofFlat: i) }

    func flatItems(in rect: CGRect) -> Range<Int> { collectionViewLayout.flatItems(in: rect) }
    var prefetchesItems: Bool { isPrefetchingEnabled && prefetchDataSource != nil && dataSource != nil }
    func prefetch(_ indexPaths: [IndexPath]) { prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths) }
    func cancelPrefetching(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
    }
}

/// The items' part of the reuse core the grid shares with TableView.
extension CollectionView: CellReusingView {
    var itemIndex: SectionedIndex { items }
    func frame(ofFlat i: Int) -> CGRect {
        let indexPath = items.indexPath(ofFlat: i)
        return collectionViewLayout.frame(section: indexPath[0], item: indexPath[1])
    }
    func indexPathOfItem(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    /// Only asked while it has one: `flatItemsOnScreen` is empty without it.
    func dataSourceCell(at indexPath: IndexPath) -> CollectionViewCell {
        dataSource!.collectionView(self, cellForItemAt: indexPath)
    }
    func tell(_ event: CellEvent, _ indexPath: IndexPath, cell: CollectionViewCell?) {
        guard let delegate = collectionDelegate else { return }
        switch event {
        case .willDisplay: cell.map { delegate.collectionView(self, willDisplay: $0, forItemAt: indexPath) }
        case .didEndDisplaying: cell.map { delegate.collectionView(self, didEndDisplaying: $0, forItemAt: indexPath) }
        case .didHighlight: delegate.collectionView(self, didHighlightItemAt: indexPath)
        case .didSelect: delegate.collectionView(self, didSelectItemAt: indexPath)
        case .didDeselect: delegate.collectionView(self, didDeselectItemAt: indexPath)
        }
    }
    func show(_ cell: CollectionViewCell, highlighted: Bool) { cell.isHighlighted = highlighted }
    func show(_ cell: CollectionViewCell, selected: Bool, animated: Bool) { cell.isSelected = selected }
}
