import Foundation

/// UITableViewDataSource. `numberOfSections(in:)` is optional (one section).
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// Usually `tableView.dequeueReusableCell(withIdentifier:for:)`, configured for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// UITableViewDelegate, which is also the table's scroll view delegate: assign it with
/// `tableView.delegate = self`. Every method is optional.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// Points. The default is the table's `rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Just before the cell is added to the table for the row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Just after the cell left the screen (or the table reloaded).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The user tapped the row; it is now selected.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user's tap on another row deselected this one.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// A touch went down on the row, which now shows highlighted while it is held; a release
    /// over it selects it. The time to make ready what selecting it will show
    /// (`Window.prepare(presenting:)`).
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell,
        forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
}

/// A vertical list of rows in sections, as UITableView in the plain style: row offsets are
/// prefix sums computed once per reload, so finding the rows on screen is a binary search and
/// only those rows have cells, which are pooled by reuse identifier as they scroll off.
///
/// The delegate is ScrollView's `delegate`; the table uses it as a `TableViewDelegate` when it
/// conforms (`tableDelegate` is the typed view of the same object).
open class TableView: ScrollView {
    /// UITableView.ScrollPosition: where `scrollToRow` puts the row in the viewport.
    public enum ScrollPosition: Hashable { case none, top, middle, bottom }
    public enum SeparatorStyle: Hashable { case none, singleLine }
    /// UITableView.Style; only the plain style exists.
    public enum Style: Hashable { case plain }

    public weak var dataSource: TableViewDataSource? { didSet { setNeedsReload() } }
    /// Points: every row's height unless the delegate implements `heightForRowAt`. UIKit's
    /// default is automatic sizing; here it is the standard 44.
    public var rowHeight: CGFloat = 44 { didSet { if rowHeight != oldValue { setNeedsGeometry() } } }
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// When false, touches neither highlight nor select rows (programmatic selection still works).
    public var allowsSelection = true
    /// Told which rows will soon scroll on screen, while `isPrefetchingEnabled`.
    public weak var prefetchDataSource: TableViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { prefetching.pending = [] } }
    }
    /// When false, the prefetch data source is told nothing (what it was told is cancelled).
    public var isPrefetchingEnabled = true
    /// Bounds heights: how far beyond the edge the content scrolls towards rows are
    /// prefetched, 0.5 by default.
    public var prefetchDistance: CGFloat = 0.5

    /// Cells made from registered classes so far; scrolling reuses them, so this stays near the
    /// number of rows that fit on screen however long the table is.
    public var cellsCreated: Int { reuse.cellsCreated }

    var reuse = CellReuseQueue<TableViewCell>()
    var tiles = VisibleTiles<TableViewCell>()
    var prefetching = PrefetchState()
    /// Rows per section, as the data source last reported them.
    var rows = SectionedIndex()
    /// Points: `rowTops[i]` is the top of flat row `i`; the last entry is the content height.
    var rowTops: [CGFloat] = [0]
    /// Set when the data must be asked for again and every cell discarded.
    var needsReload = true
    /// Set when row heights must be asked for again; the cells stay.
    var needsGeometry = true
    /// Points: the width the heights were computed for.
    var loadedWidth: CGFloat = -1
    /// True while cells are being placed, so accessors called from data source or delegate
    /// callbacks do not start a nested layout.
    var isTiling = false
    var selectedIndexPath: IndexPath?
    /// The row a touch went down on, while the touch lasts.
    var trackedIndexPath: IndexPath?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        alwaysBounceVertical = true
    }

    /// UITableView's `init(frame:style:)`; only the plain style exists.
    public convenience init(frame: CGRect, style: Style) {
        self.init(frame: frame)
    }

    /// Observes ScrollView's delegate: a new delegate may report different row heights.
    public override var delegate: ScrollViewDelegate? {
        didSet { if delegate !== oldValue { setNeedsGeometry() } }
    }

    /// The delegate as a `TableViewDelegate` (nil when it is only a ScrollViewDelegate).
    public var tableDelegate: TableViewDelegate? {
        get { delegate as? TableViewDelegate }
        set { delegate = newValue }
    }

    open override func layoutSubviews() {
        loadIfNeeded()
        tileVisibleCells()
        super.layoutSubviews()  // keeps the scroll indicator above the cells
    }

    // MARK: Cells

    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        reuse.register(identifier) { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A pooled cell (after its `prepareForReuse`) or a new one of the registered class, sized
    /// to the row. Traps when nothing is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let cell = reuse.dequeue(identifier, registration: "register(_:forCellReuseIdentifier:)")
        let rect = rectForRow(at: indexPath)
        if !rect.isEmpty { View.performWithoutAnimation { cell.frame = rect } }
        return cell
    }

    /// Forgets the rows and cells and asks the data source again; clears the selection.
    public func reloadData() { reloadItems() }

    // MARK: Rows

    public var numberOfSections: Int { sectionCount }

    public func numberOfRows(inSection section: Int) -> Int { itemCount(inSection: section) }

    /// Points, in content coordinates: the row's full-width rectangle (`.zero` when out of range).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard let i = rows.flatIndex(of: indexPath) else { return .zero }
        return rowRect(i)
    }

    /// The row under `point` (points, content coordinates), or nil below the last row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard let i = flatRow(at: point.y) else { return nil }
        return rows.indexPath(ofFlat: i)
    }

    /// The rows intersecting `rect` (points, content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath] {
        loadIfNeeded()
        return flatRows(in: rect).map(rows.indexPath(ofFlat:))
    }

    /// The cell showing the row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cell(at: indexPath) }

    public func indexPath(for cell: TableViewCell) -> IndexPath? { indexPath(ofCell: cell) }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { cellsOnScreen }

    public var indexPathsForVisibleRows: [IndexPath] { indexPathsOnScreen }

    /// Scrolls so the row sits at `position` in the viewport (`.none` scrolls the least that
    /// shows it whole), within the scrollable range.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rows.flatIndex(of: indexPath) != nil else { return }
        let anchor: ScrollView.VerticalAnchor
        switch position {
        case .top: anchor = .top
        case .middle: anchor = .middle
        case .bottom: anchor = .bottom
        case .none: anchor = .nearest
        }
        scroll(toShow: rect, anchor: anchor, animated: animated)
    }

    // MARK: Selection

    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects the row (nil deselects), deselecting any other, without telling the delegate, as UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition = .none) {
        guard select(indexPath, animated: animated), let indexPath, scrollPosition != .none else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects the row; `animated` fades its highlight out over 0.3 s, as when returning to a list.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { deselect(indexPath, animated: animated) }

    // MARK: Touches (cells forward theirs along the responder chain; CellReusingView tracks them)

    open override func touchesBegan(_ touch: Touch) { trackTouchBegan(touch) }
    open override func touchesMoved(_ touch: Touch) { trackTouchMoved(touch) }
    open override func touchesEnded(_ touch: Touch) { trackTouchEnded(touch) }
    open override func touchesCancelled(_ touch: Touch) { trackTouchCancelled() }
}
