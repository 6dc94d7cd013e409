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
            var visible = tiles
            visible.removeAll(discard: endDisplaying)
            tiles = visible
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
        if tiles.range.upperBound > rows.total {
            var visible = tiles
            visible.removeAll(discard: endDisplaying)
            tiles = visible
        }
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

    /// Brings the cells on screen up to date now, unless that is already under way.
    func updateVisibleCellsNow() {
        guard !isTiling else { return }
        layoutIfNeeded()
    }

    /// Gives each row intersecting the bounds a cell and every other cell back to the pool.
    /// O(visible rows + log rows), whatever the table's length.
    func tileVisibleRows() {
        isTiling = true
        defer { isTiling = false }
        // Updated on a copy, so callbacks that read `visibleCells` see a consistent (old) set.
        var visible = tiles
        // The data source is weak: without it there is nothing to show.
        let range = dataSource == nil ? 0..<0 : flatRows(in: bounds)
        visible.update(to: range, discard: endDisplaying, make: makeCell)
        tiles = visible
        let last = rows.total - 1
        for (i, cell) in zip(visible.range, visible.cells) {
            cell.frame = rowRect(i)
            cell.showsSeparator = separatorStyle != .none && i != last
        }
    }

    /// Asks the data source for row `i`'s cell and puts it on screen under the indicator.
    private func makeCell(_ i: Int) -> TableViewCell {
        let indexPath = rows.indexPath(ofFlat: i)
        let cell = dataSource!.tableView(self, cellForRowAt: indexPath)  // tileVisibleRows checked it
        // A new cell appears in place, even inside someone's animation block.
        View.performWithoutAnimation { cell.frame = rowRect(i) }
        cell.isSelected = indexPath == selectedIndexPath
        cell.isHighlighted = indexPath == trackedIndexPath
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        insertSubview(cell, belowSubview: verticalIndicator)
        return cell
    }

    /// Takes a cell off screen into the pool and tells the delegate.
    private func endDisplaying(_ cell: TableViewCell, _ i: Int) {
        window?.forgetFocus(on: cell)
        reuse.enqueue(cell)
        // After a reload the old index may be past the new rows; UIKit reports the old path.
        if i < rows.total {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: rows.indexPath(ofFlat: i))
        }
    }
}
