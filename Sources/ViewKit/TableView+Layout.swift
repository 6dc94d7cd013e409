import Foundation

extension TableView {
    // MARK: Row geometry

    /// The data must be asked for again before the next layout, and the cells discarded.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Row heights must be asked for again before the next layout; the cells stay.
    func setNeedsGeometry() {
        needsGeometry = true
        setNeedsLayout()
    }

    /// Brings counts, row offsets and `contentSize` up to date; cheap when they are.
    func loadIfNeeded() {
        if needsReload {
            needsReload = false
            needsGeometry = true
            selectedIndexPath = nil
            trackedIndexPath = nil
            discardCells()
            setNeedsLayout()
        }
        if needsGeometry || bounds.width != loadedWidth { computeGeometry() }
    }

    /// Asks for the counts and every row's height and sums them: O(rows), once per reload or
    /// width change, so that scrolling needs only binary searches.
    private func computeGeometry() {
        needsGeometry = false
        loadedWidth = bounds.width
        let source = dataSource
        let sections = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        rows = SectionedIndex(counts: (0..<sections).map { source?.tableView(self, numberOfRowsInSection: $0) ?? 0 })
        let delegate = tableDelegate
        var tops: [CGFloat] = [0]
        tops.reserveCapacity(rows.total + 1)
        for section in 0..<sections {
            for row in 0..<rows.count(inSection: section) {
                let height =
                    delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                tops.append(tops[tops.count - 1] + max(0, height))
            }
        }
        rowTops = tops
        // Counts that changed without reloadData: the cells on screen no longer match their rows.
        if tiles.range.upperBound > rows.total { discardCells() }
        contentSize = CGSize(width: bounds.width, height: tops[tops.count - 1])
    }

    /// Points, content coordinates: flat row `i`'s full-width rectangle.
    func rowRect(_ i: Int) -> CGRect {
        CGRect(x: 0, y: rowTops[i], width: bounds.width, height: rowTops[i + 1] - rowTops[i])
    }

    /// The flat row whose span contains `y` (points, content coordinates); O(log rows).
    func flatRow(at y: CGFloat) -> Int? {
        let n = rows.total
        guard n > 0, y >= 0, y < rowTops[n] else { return nil }
        return partitionPoint(in: rowTops, 1..<(n + 1)) { $0 > y } - 1
    }

    /// The flat rows intersecting the vertical span of `rect`; O(log rows).
    func flatRows(in rect: CGRect) -> Range<Int> {
        let n = rows.total
        guard n > 0, rect.height > 0 else { return 0..<0 }
        // First row whose bottom is below the top edge; one past the last whose top is above the bottom edge.
        let first = partitionPoint(in: rowTops, 1..<(n + 1)) { $0 > rect.minY } - 1
        let end = partitionPoint(in: rowTops, 0..<n) { $0 >= rect.maxY }
        return first..<max(first, end)
    }

    // MARK: Tiling

    /// The rows intersecting the bounds; O(log rows), whatever the table's length.
    func flatItemsOnScreen() -> Range<Int> {
        // The data source is weak: without it there is nothing to show.
        dataSource == nil ? 0..<0 : flatRows(in: bounds)
    }

    func place(_ cell: TableViewCell, flat i: Int) {
        cell.frame = rowRect(i)
        cell.showsSeparator = separatorStyle != .none && i != rows.total - 1
    }

    func flatItems(in rect: CGRect) -> Range<Int> { flatRows(in: rect) }
    var prefetchesItems: Bool { isPrefetchingEnabled && prefetchDataSource != nil && dataSource != nil }
    func prefetch(_ indexPaths: [IndexPath]) { prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths) }
    func cancelPrefetching(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }
}

/// The rows' part of the reuse core the table shares with CollectionView.
extension TableView: CellReusingView {
    var itemIndex: SectionedIndex { rows }
    func frame(ofFlat i: Int) -> CGRect { rowRect(i) }
    func indexPathOfItem(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    /// Only asked while it has one: `flatItemsOnScreen` is empty without it.
    func dataSourceCell(at indexPath: IndexPath) -> TableViewCell {
        dataSource!.tableView(self, cellForRowAt: indexPath)
    }
    func tell(_ event: CellEvent, _ indexPath: IndexPath, cell: TableViewCell?) {
        guard let delegate = tableDelegate else { return }
        switch (event, cell) {
        case let (.willDisplay, cell?): delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
        case let (.didEndDisplaying, cell?): delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        case (.didSelect, _): delegate.tableView(self, didSelectRowAt: indexPath)
        case (.didDeselect, _): delegate.tableView(self, didDeselectRowAt: indexPath)
        case (.didHighlight, _): delegate.tableView(self, didHighlightRowAt: indexPath)
        case (.willDisplay, nil), (.didEndDisplaying, nil): break
        }
    }
    func show(_ cell: TableViewCell, highlighted: Bool) { cell.setHighlighted(highlighted, animated: false) }
    func show(_ cell: TableViewCell, selected: Bool, animated: Bool) { cell.setSelected(selected, animated: animated) }
}
