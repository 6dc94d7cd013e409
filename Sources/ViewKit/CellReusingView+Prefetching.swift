import Foundation

/// UICollectionViewDataSourcePrefetching: told which items will soon scroll on screen, so their
/// pictures can be made ready before the frame that first shows them (for a file-backed image,
/// `Window.prepare(_:pixelSize:)` with no size: a window decodes it on a thread of its own).
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// The items are about to scroll on screen (`CollectionView.prefetchDistance`).
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items prefetched are no longer about to show: the scroll turned back before they did.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// UITableViewDataSourcePrefetching: told which rows will soon scroll on screen (see
/// `CollectionViewDataSourcePrefetching`).
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// The rows are about to scroll on screen (`TableView.prefetchDistance`).
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows prefetched are no longer about to show: the scroll turned back before they did.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// What a table or grid has told its prefetch data source.
struct PrefetchState {
    /// Points: the bounds' top at the last tiling; nil before the first, or after a reload.
    var lastTop: CGFloat?
    /// Flat items handed to the prefetch data source and neither shown nor cancelled since.
    var pending: Set<Int> = []
}

/// The rule, as UIKit's ("as the user scrolls"): while the content scrolls, the items in a band
/// `prefetchDistance` times the bounds' height beyond the edge it scrolls towards, that have no
/// cell yet, are handed to the prefetch data source, each once; an item handed that is neither
/// in the band nor on screen any more (the scroll turned back) is cancelled. Content at rest
/// asks for nothing, so a list nobody scrolls holds no more than it shows.
extension CellReusingView {
    /// Called at the end of each tiling.
    func updatePrefetching() {
        let top = bounds.minY
        defer { prefetching.lastTop = top }
        let reach = bounds.height * prefetchDistance
        guard prefetchesItems, reach > 0 else {
            cancel(prefetching.pending)
            prefetching.pending = []
            return
        }
        // Items now on screen asked for their cells: they are no longer waited for.
        prefetching.pending.subtract(tiles.range)
        guard let last = prefetching.lastTop, top != last else { return }
        let band = CGRect(
            x: bounds.minX, y: top > last ? bounds.maxY : bounds.minY - reach, width: bounds.width, height: reach)
        let ahead = Set(flatItems(in: band)).subtracting(tiles.range)
        cancel(prefetching.pending.subtracting(ahead))
        let new = ahead.subtracting(prefetching.pending)
        prefetching.pending = ahead
        if !new.isEmpty { prefetch(new.sorted().map(itemIndex.indexPath(ofFlat:))) }
    }

    /// Forgets what was prefetched, cancelling it, as a reload does (flat indices change).
    func resetPrefetching() {
        cancel(prefetching.pending)
        prefetching = PrefetchState()
    }

    private func cancel(_ items: Set<Int>) {
        let known = items.filter { $0 < itemIndex.total }
        guard !known.isEmpty else { return }
        cancelPrefetching(known.sorted().map(itemIndex.indexPath(ofFlat:)))
    }
}
