import Foundation

// Cell reuse and index bookkeeping shared by TableView and CollectionView.

/// Cells that left the screen, pooled by reuse identifier, and the factories registered to
/// make new ones when the pool is empty.
struct CellReuseQueue<Cell: ReusableCell> {
    private var factories: [String: () -> Cell] = [:]
    private var pool: [String: [Cell]] = [:]
    /// Cells ever made by `dequeue`.
    private(set) var cellsCreated = 0

    /// Cells waiting in the pool, all identifiers together.
    var pooledCount: Int { pool.values.reduce(0) { $0 + $1.count } }
    /// The cells waiting in the pool: out of the window, kept for the rows to come.
    var pooledCells: [Cell] { pool.keys.sorted().flatMap { pool[$0] ?? [] } }

    mutating func register(_ identifier: String, make: @escaping () -> Cell) {
        factories[identifier] = make
    }

    /// A pooled cell after `prepareForReuse`, or a new one from the registered factory.
    /// `registration` names the register call for the failure message.
    mutating func dequeue(_ identifier: String, registration: String) -> Cell {
        if let cell = pool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let make = factories[identifier] else {
            preconditionFailure(
                "No cell class registered for reuse identifier '\(identifier)'; call \(registration) first")
        }
        cellsCreated += 1
        return make()
    }

    /// A pooled cell after `prepareForReuse`, a new one when a factory is registered, else nil.
    mutating func dequeueIfAvailable(_ identifier: String) -> Cell? {
        guard pool[identifier]?.isEmpty == false || factories[identifier] != nil else { return nil }
        return dequeue(identifier, registration: "")
    }

    /// Takes a cell off screen into the pool; cells without an identifier are dropped, as UIKit does.
    mutating func enqueue(_ cell: Cell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        pool[identifier, default: []].append(cell)
    }
}

/// The cells on screen for a contiguous range of items, numbered across sections (so a
/// visible range is one `Range<Int>` even when it spans a section boundary).
struct VisibleTiles<Cell: ReusableCell> {
    private(set) var range: Range<Int> = 0..<0
    /// In index order, `cells[i]` showing item `range.lowerBound + i`.
    private(set) var cells: [Cell] = []

    func cell(at index: Int) -> Cell? {
        range.contains(index) ? cells[index - range.lowerBound] : nil
    }

    /// The index of a cell on screen, if it is one.
    func index(of cell: Cell) -> Int? {
        cells.firstIndex { $0 === cell }.map { $0 + range.lowerBound }
    }

    /// Moves to `newRange`. Leaving cells go to `discard` before `make` is asked for the
    /// missing ones, so scrolling reuses what just left rather than creating cells.
    mutating func update(to newRange: Range<Int>, discard: (Cell, Int) -> Void, make: (Int) -> Cell) {
        let kept = range.clamped(to: newRange)
        for (i, cell) in zip(range, cells) where !kept.contains(i) { discard(cell, i) }
        var next: [Cell] = []
        next.reserveCapacity(newRange.count)
        for i in newRange {
            next.append(kept.contains(i) ? cells[i - range.lowerBound] : make(i))
        }
        (range, cells) = (newRange, next)
    }

    /// Discards every cell, as a reload does.
    mutating func removeAll(discard: (Cell, Int) -> Void) {
        for (i, cell) in zip(range, cells) { discard(cell, i) }
        (range, cells) = (0..<0, [])
    }
}

/// Item counts per section, with prefix sums to convert between index paths and flat indices.
struct SectionedIndex {
    /// `starts[s]` is the flat index of section `s`'s first item; the last entry is the total.
    private(set) var starts: [Int] = [0]

    init(counts: [Int] = []) {
        starts.reserveCapacity(counts.count + 1)
        for c in counts { starts.append(starts[starts.count - 1] + max(0, c)) }
    }

    var numberOfSections: Int { starts.count - 1 }
    var total: Int { starts[starts.count - 1] }

    func count(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        return starts[section + 1] - starts[section]
    }

    /// The flat index, or nil when the index path is out of range.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath[1] >= 0, indexPath[1] < count(inSection: indexPath[0]) else { return nil }
        return starts[indexPath[0]] + indexPath[1]
    }

    /// The index path of flat index `i` (0 ≤ i < total); O(log sections).
    func indexPath(ofFlat i: Int) -> IndexPath {
        // The last section starting at or before i; empty sections share a start and are skipped.
        let section = partitionPoint(in: starts, 0..<starts.count) { $0 > i } - 1
        return IndexPath(indexes: [section, i - starts[section]])
    }
}

/// The first index in `range` whose element satisfies `isPast`, which must be false then true
/// along the range (a partition point); `range.upperBound` when none does. O(log n).
func partitionPoint<T>(in array: [T], _ range: Range<Int>, where isPast: (T) -> Bool) -> Int {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
        let mid = (low + high) / 2
        if isPast(array[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
}
