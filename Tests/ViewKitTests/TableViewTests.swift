import SegueTestSupport
import ViewKit
import XCTest

/// TableView in a 390 × 844 window, the table filling it, 44 pt rows unless a test says
/// otherwise: 844 / 44 = 19.18, so 20 rows show at a whole-row offset and 21 when the top
/// row is cut by more than 36 pt.
final class TableViewTests: XCTestCase {
    /// Counts what it is asked for and what the user selects.
    final class Source: TableViewDataSource, TableViewDelegate {
        var rows: [Int]
        var cellRequests = 0, heightRequests = 0
        var selected: [IndexPath] = [], deselected: [IndexPath] = [], displayed: [IndexPath] = []
        var highlighted: [IndexPath] = []
        /// Points per row; nil means the table's rowHeight.
        var height: ((IndexPath) -> CGFloat)?

        init(rows: [Int]) { self.rows = rows }

        func numberOfSections(in tableView: TableView) -> Int { rows.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            cellRequests += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            (cell as? RowCell)?.shown = indexPath
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightRequests += 1
            return height?(indexPath) ?? tableView.rowHeight
        }
        func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt path: IndexPath) {
            displayed.append(path)
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }
        func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
            highlighted.append(indexPath)
        }
    }

    final class RowCell: TableViewCell {
        var reuses = 0, shown: IndexPath?
        override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
    }

    private var window: Window!
    private var table: TableView!
    private var source: Source!
    private var time = 0.0

    /// Points per row come from `height` when given, else from the table's rowHeight.
    private func makeTable(rows: [Int], height: ((IndexPath) -> CGFloat)? = nil) {
        window = makeWindow()
        table = TableView(frame: window.bounds)
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        source = Source(rows: rows)
        source.height = height
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        _ = window.makeDisplayList()
    }

    private func scroll(to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        _ = window.makeDisplayList()
    }

    private func send(_ event: InputEvent) {
        time += 1.0 / 60
        window.send(TimedInputEvent(event, at: time))
    }

    private func rows(of cells: [TableViewCell]) -> [Int] { cells.map { table.indexPath(for: $0)!.row } }

    // MARK: Geometry

    func testContentSizeRectForRowAndIndexPathForRow() {
        makeTable(rows: [10_000])
        XCTAssertEqual(table.contentSize, CGSize(width: 390, height: 440_000))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 10_000)
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 5, section: 0)), CGRect(x: 0, y: 220, width: 390, height: 44))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 10_000, section: 0)), .zero, "out of range")
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 220)), IndexPath(row: 5, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 219.5)), IndexPath(row: 4, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 439_999)), IndexPath(row: 9_999, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 440_000)), "below the last row")
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: -1)), "above the first row")
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2_200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2_200, "already whole on screen")
        table.scrollToRow(at: IndexPath(row: 9_999, section: 0), at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 440_000 - 844, "held at the end")
    }

    func testSectionsStack() {
        makeTable(rows: [2, 0, 3, 4])
        XCTAssertEqual(table.numberOfSections, 4)
        XCTAssertEqual(table.contentSize.height, 9 * 44)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 3)).minY, 6 * 44, "after 2 + 0 + 3 rows")
        XCTAssertEqual(
            table.indexPathForRow(at: CGPoint(x: 0, y: 100)), IndexPath(row: 0, section: 2),
            "the empty section takes no space")
        XCTAssertEqual(
            table.indexPathsForVisibleRows.map { [$0.section, $0.row] },
            [[0, 0], [0, 1], [2, 0], [2, 1], [2, 2], [3, 0], [3, 1], [3, 2], [3, 3]])
        XCTAssertEqual(
            table.visibleCells.map { $0.subviews.last!.alpha }, Array(repeating: 1, count: 8) + [0],
            "the separator (the cell's top subview) is off on the last row only")
    }

    func testVisibleCellsHaveTheirRowsFrames() {
        makeTable(rows: [10_000])
        XCTAssertTrue(table.tableDelegate === source && table.delegate === source, "one delegate for both roles")
        XCTAssertEqual(source.displayed.map(\.row), Array(0..<20), "willDisplay for each row shown")
        XCTAssertEqual(table.indexPathsForVisibleRows.map(\.row), Array(0..<20))
        for (row, cell) in zip(0..., table.visibleCells) {
            XCTAssertEqual(cell.frame, CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44))
            XCTAssertEqual((cell as! RowCell).shown?.row, row)
            XCTAssertEqual(cell.textLabel?.text, "Row \(row)")
        }
        scroll(to: 1_000)  // rows 22 (968…1012) to 41 (1804…1848)
        XCTAssertEqual(table.indexPathsForVisibleRows.map(\.row), Array(22...41))
        XCTAssertEqual(rows(of: table.visibleCells), Array(22...41))
        XCTAssertEqual(table.visibleCells.first?.frame, CGRect(x: 0, y: 968, width: 390, height: 44))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 22, section: 0)) === table.visibleCells.first)
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 21, section: 0)), "off screen")
        XCTAssertEqual(table.subviews.count, 21, "20 cells and the scroll indicator")
        XCTAssertFalse(table.subviews.last is TableViewCell, "the indicator stays above the cells")
    }

    // MARK: Reuse

    func testTenThousandRowsCreateOnlyAScreenfulOfCells() {
        makeTable(rows: [10_000])
        XCTAssertEqual(source.heightRequests, 10_000, "one height per row, on the first layout")
        let requestsBefore = source.cellRequests
        var (mostVisible, y): (Int, CGFloat) = (0, 0)
        while y < 2_000 * 44 {  // 2,000 rows in 37 pt steps, drawing each frame
            y += 37
            scroll(to: y)
            mostVisible = max(mostVisible, table.visibleCells.count)
            XCTAssertEqual(table.subviews.count, table.visibleCells.count + 1, "at \(y)")
        }
        XCTAssertEqual(mostVisible, 21)
        XCTAssertEqual(table.cellsCreated, 21, "a new cell only when more rows show at once than before")
        XCTAssertLessThanOrEqual(table.cellsCreated, mostVisible + 4)
        XCTAssertEqual(source.heightRequests, 10_000, "scrolling asks for no heights: it is a binary search")
        XCTAssertEqual(source.cellRequests - requestsBefore, 2_000, "one request per row that scrolled in")
        XCTAssertEqual(table.indexPathsForVisibleRows.first?.row, 2_000)
    }

    func testTenRowsCreateTenCells() {
        makeTable(rows: [10])
        for y in stride(from: -200, through: 200, by: 25) { scroll(to: CGFloat(y)) }
        XCTAssertEqual(table.cellsCreated, 10)
        XCTAssertEqual(table.contentSize, CGSize(width: 390, height: 440))
        scroll(to: 100)
        XCTAssertEqual(table.indexPathsForVisibleRows.map(\.row), Array(2..<10), "rows 0 and 1 are above the bounds")
    }

    func testDequeueReusesTheCellThatLeftAndPreparesIt() {
        makeTable(rows: [100])
        let top = table.visibleCells[0] as! RowCell
        XCTAssertEqual(top.reuses, 0)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false)
        XCTAssertTrue(top.isSelected)
        scroll(to: 44)  // row 0 leaves, row 20 enters
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 20, section: 0)) === top)
        XCTAssertEqual(top.reuses, 1)
        XCTAssertFalse(top.isSelected, "prepareForReuse cleared the selection")
        XCTAssertEqual(top.textLabel?.text, "Row 20")
        XCTAssertEqual(table.cellsCreated, 20)
        scroll(to: 0)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0))!.isSelected, "the table remembers it")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    func testReloadWithFewerRowsPoolsTheExtraCells() {
        makeTable(rows: [100])
        XCTAssertEqual(table.visibleCells.count, 20)
        source.rows = [5]
        table.reloadData()
        XCTAssertEqual(table.contentSize.height, 220, "contentSize follows at once")
        _ = window.makeDisplayList()
        XCTAssertEqual(rows(of: table.visibleCells), Array(0..<5))
        XCTAssertEqual(table.subviews.count, 6, "5 cells and the indicator")
        XCTAssertEqual(table.cellsCreated, 20, "the 5 came from the pool")
        source.rows = [30]
        table.reloadData()
        _ = window.makeDisplayList()
        XCTAssertEqual(table.visibleCells.count, 20)
        XCTAssertEqual(table.cellsCreated, 20, "all 20 came back from the pool")
    }

    // MARK: Heights and width

    func testHeightForRowAtGivesVariableHeights() {
        makeTable(rows: [1_000]) { CGFloat(20 + 10 * ($0.row % 3)) }  // 20, 30, 40, 20, …
        XCTAssertEqual(table.contentSize.height, 333 * 90 + 20)
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 4, section: 0)), CGRect(x: 0, y: 110, width: 390, height: 30))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 139.9)), IndexPath(row: 4, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 140)), IndexPath(row: 5, section: 0))
        // 844 = 9 · 90 + 34: rows 0…26 fill 810, row 27 (20 pt) to 830, row 28 (30 pt) crosses the bottom.
        XCTAssertEqual(table.indexPathsForVisibleRows.map(\.row), Array(0...28))
        XCTAssertEqual(table.visibleCells[28].frame, CGRect(x: 0, y: 830, width: 390, height: 30))
    }

    func testRowHeightAndWidthChangesRelayTheRows() {
        makeTable(rows: [100])
        table.frame = CGRect(x: 0, y: 0, width: 300, height: 844)
        _ = window.makeDisplayList()
        XCTAssertEqual(table.contentSize, CGSize(width: 300, height: 4_400))
        XCTAssertEqual(table.visibleCells[2].frame, CGRect(x: 0, y: 88, width: 300, height: 44))
        XCTAssertEqual(table.visibleCells[2].textLabel?.frame, CGRect(x: 16, y: 0, width: 268, height: 44))
        table.rowHeight = 60  // the delegate's default height follows it
        _ = window.makeDisplayList()
        XCTAssertEqual(table.contentSize.height, 6_000)
        XCTAssertEqual(table.visibleCells.count, 15, "844 / 60 = 14.07")
        XCTAssertEqual(table.visibleCells[3].frame, CGRect(x: 0, y: 180, width: 300, height: 60))
    }

    // MARK: Cells

    func testDefaultCellLayout() {
        makeTable(rows: [3])
        let cell = table.visibleCells[0]
        XCTAssertEqual(cell.backgroundColor, .white)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 16, y: 0, width: 358, height: 44))
        XCTAssertEqual(cell.textLabel?.font.size, 17)
        let separator = cell.subviews.last!
        XCTAssertEqual(separator.frame, CGRect(x: 16, y: 43.5, width: 374, height: 0.5))
        XCTAssertEqual(separator.backgroundColor, .separator)
        XCTAssertEqual(cell.selectedBackgroundView?.backgroundColor, Color(hex: 0xD1D1D6))
        XCTAssertEqual(cell.selectedBackgroundView?.alpha, 0)
        cell.isHighlighted = true
        XCTAssertEqual(cell.selectedBackgroundView?.alpha, 1)
        cell.isHighlighted = false
        cell.selectionStyle = .none
        cell.isSelected = true
        XCTAssertEqual(cell.selectedBackgroundView?.alpha, 0, "style .none shows nothing")
    }

    // MARK: Selection

    func testTapHighlightsWhilePressedThenSelects() {
        makeTable(rows: [100])
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        send(.pointerDown(CGPoint(x: 100, y: 3 * 44 + 10)))
        XCTAssertTrue(cell.isHighlighted)
        XCTAssertEqual(cell.selectedBackgroundView?.alpha, 1)
        XCTAssertEqual(source.highlighted, [IndexPath(row: 3, section: 0)], "the delegate hears of the press")
        XCTAssertEqual(source.selected, [], "nothing is selected until the touch ends")
        XCTAssertEqual(table.visibleCells.filter(\.isHighlighted).count, 1)
        send(.pointerUp(CGPoint(x: 100, y: 3 * 44 + 12)))
        XCTAssertEqual(source.selected, [IndexPath(row: 3, section: 0)])
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        send(.pointerDown(CGPoint(x: 100, y: 5 * 44 + 1)))
        send(.pointerUp(CGPoint(x: 100, y: 5 * 44 + 1)))
        XCTAssertEqual(source.selected.map(\.row), [3, 5])
        XCTAssertEqual(source.highlighted.map(\.row), [3, 5])
        XCTAssertEqual(source.deselected.map(\.row), [3])
        XCTAssertFalse(cell.isSelected, "selecting another row deselects the first")
        XCTAssertEqual(table.visibleCells.filter(\.isSelected).count, 1)
    }

    func testReleasingOverAnotherRowSelectsNothing() {
        makeTable(rows: [100])
        table.isScrollEnabled = false  // so moving does not pan
        send(.pointerDown(CGPoint(x: 100, y: 10)))
        send(.pointerMove(CGPoint(x: 100, y: 60)))
        XCTAssertFalse(table.visibleCells[0].isHighlighted, "the touch left its row")
        send(.pointerUp(CGPoint(x: 100, y: 60)))
        XCTAssertEqual(source.selected, [])
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testDragScrollsAndCancelsTheHighlight() {
        makeTable(rows: [100])
        let cell = table.cellForRow(at: IndexPath(row: 9, section: 0))!
        send(.pointerDown(CGPoint(x: 100, y: 420)))  // row 9: 396…440
        XCTAssertTrue(cell.isHighlighted)
        send(.pointerMove(CGPoint(x: 100, y: 415)))
        XCTAssertTrue(cell.isHighlighted, "5 pt is below the pan's 10 pt threshold")
        XCTAssertEqual(table.contentOffset.y, 0)
        send(.pointerMove(CGPoint(x: 100, y: 410)))  // the pan begins; the content catches up its slop
        XCTAssertFalse(cell.isHighlighted, "the pan cancelled the touch")
        XCTAssertEqual(table.contentOffset.y, 10)
        send(.pointerMove(CGPoint(x: 100, y: 400)))
        send(.pointerMove(CGPoint(x: 100, y: 390)))
        XCTAssertEqual(table.contentOffset.y, 30)
        send(.pointerUp(CGPoint(x: 100, y: 390)))
        XCTAssertEqual(source.selected, [])
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertFalse(cell.isSelected)
    }

    func testATapThatStopsAFlingDoesNotSelect() {
        makeTable(rows: [100])
        send(.pointerDown(CGPoint(x: 100, y: 700)))
        for y in stride(from: 680, through: 500, by: -60) { send(.pointerMove(CGPoint(x: 100, y: CGFloat(y)))) }
        send(.pointerUp(CGPoint(x: 100, y: 500)))
        window.animator.advance(by: 0.1)
        XCTAssertTrue(table.isDecelerating, "the flick coasts")
        send(.pointerDown(CGPoint(x: 100, y: 300)))
        XCTAssertFalse(table.isDecelerating, "the touch stopped it")
        XCTAssertEqual(table.visibleCells.filter(\.isHighlighted).count, 0)
        send(.pointerUp(CGPoint(x: 100, y: 300)))
        XCTAssertEqual(source.selected, [], "that tap only stopped the list")
        send(.pointerDown(CGPoint(x: 100, y: 300)))
        send(.pointerUp(CGPoint(x: 100, y: 300)))
        XCTAssertEqual(source.selected.count, 1, "the next tap selects")
    }

    func testDeselectAnimatedFadesOverPointThreeSeconds() {
        makeTable(rows: [100])
        let path = IndexPath(row: 2, section: 0)
        table.selectRow(at: path, animated: false)
        let background = table.cellForRow(at: path)!.selectedBackgroundView!
        XCTAssertEqual(background.alpha, 1)
        XCTAssertEqual(source.selected, [], "programmatic selection does not call the delegate")
        table.deselectRow(at: path, animated: true)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(background.alpha, 0, "the model changes at once")
        XCTAssertEqual(background.presentation.alpha, 1, accuracy: 1e-9)
        window.animator.advance(by: 0.15)
        XCTAssertEqual(background.presentation.alpha, 0.5, accuracy: 1e-6, "ease-in-out is halfway at half time")
        window.animator.advance(by: 0.15)
        XCTAssertEqual(background.presentation.alpha, 0, accuracy: 1e-9)
    }
}
