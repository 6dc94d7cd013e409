import SegueTestSupport
import ViewKit
import XCTest

/// CollectionView with a flow layout in a 390 × 844 window, filling it. The standard grid is
/// 120 × 150 items with 10 pt gaps: (390 + 10) / 130 = 3.08, so 3 columns, and the 30 pt left
/// over makes 15 pt gaps: columns at x = 0, 135, 270; lines every 160 pt.
final class CollectionViewTests: XCTestCase {
    final class Source: CollectionViewDataSource, CollectionViewDelegate {
        var items: [Int]
        var selected: [IndexPath] = []
        var deselected: [IndexPath] = []

        init(items: [Int]) { self.items = items }

        func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            items[section]
        }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
            cell.shown = indexPath
            return cell
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
            deselected.append(indexPath)
        }
    }

    final class PhotoCell: CollectionViewCell {
        var reuses = 0
        var shown: IndexPath?
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    private var window: Window!
    private var grid: CollectionView!
    private var layout: CollectionViewFlowLayout!
    private var source: Source!
    private var time = 0.0

    private func makeGrid(items: [Int], inset: EdgeInsets = .zero, width: CGFloat = 390) {
        window = makeWindow()
        layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 150)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = inset
        grid = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout)
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        source = Source(items: items)
        grid.dataSource = source
        grid.delegate = source
        window.addSubview(grid)
        _ = window.makeDisplayList()
    }

    private func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func scroll(to y: CGFloat) {
        grid.contentOffset = CGPoint(x: 0, y: y)
        _ = window.makeDisplayList()
    }

    private func send(_ event: InputEvent) {
        time += 1.0 / 60
        window.send(TimedInputEvent(event, at: time))
    }

    // MARK: Layout

    func testThreeJustifiedColumns() {
        makeGrid(items: [100])
        XCTAssertEqual(frame(0), CGRect(x: 0, y: 0, width: 120, height: 150))
        XCTAssertEqual(frame(1), CGRect(x: 135, y: 0, width: 120, height: 150))
        XCTAssertEqual(frame(2), CGRect(x: 270, y: 0, width: 120, height: 150))
        XCTAssertEqual(frame(4), CGRect(x: 135, y: 160, width: 120, height: 150))
        XCTAssertEqual(frame(99), CGRect(x: 0, y: 33 * 160, width: 120, height: 150), "the last line lines up too")
        XCTAssertNil(frame(100))
        XCTAssertEqual(grid.contentSize, CGSize(width: 390, height: 34 * 150 + 33 * 10))
    }

    func testSectionInsetsAndStackedSections() {
        makeGrid(items: [4, 0, 2], inset: EdgeInsets(top: 8, left: 4, bottom: 12, right: 4))
        // 382 pt between the insets: 3 columns, 22 pt over, 11 more per gap.
        XCTAssertEqual(frame(0, 0), CGRect(x: 4, y: 8, width: 120, height: 150))
        XCTAssertEqual(frame(2, 0), CGRect(x: 266, y: 8, width: 120, height: 150))
        XCTAssertEqual(frame(3, 0), CGRect(x: 4, y: 168, width: 120, height: 150))
        // Section 0 ends at 8 + 310 + 12 = 330; the empty section 1 still has its insets (20 pt).
        XCTAssertEqual(frame(0, 2), CGRect(x: 4, y: 358, width: 120, height: 150))
        XCTAssertEqual(grid.contentSize.height, 358 + 150 + 12)
        XCTAssertEqual(
            grid.indexPathsForVisibleItems.map { [$0.section, $0.item] },
            [[0, 0], [0, 1], [0, 2], [0, 3], [2, 0], [2, 1]])
    }

    func testIndexPathForItemMissesTheGaps() {
        makeGrid(items: [10])
        XCTAssertEqual(grid.indexPathForItem(at: CGPoint(x: 140, y: 10)), IndexPath(item: 1, section: 0))
        XCTAssertNil(grid.indexPathForItem(at: CGPoint(x: 125, y: 10)), "between columns")
        XCTAssertNil(grid.indexPathForItem(at: CGPoint(x: 10, y: 155)), "between lines")
        XCTAssertEqual(grid.indexPathForItem(at: CGPoint(x: 389, y: 160)), IndexPath(item: 5, section: 0))
        XCTAssertNil(grid.indexPathForItem(at: CGPoint(x: 140, y: 490)), "item 10 does not exist")
    }

    func testWidthChangeRecomputesColumns() {
        makeGrid(items: [10])
        grid.frame = CGRect(x: 0, y: 0, width: 300, height: 844)
        _ = window.makeDisplayList()
        // (300 + 10) / 130 = 2.38: 2 columns, 60 pt over.
        XCTAssertEqual(frame(1), CGRect(x: 180, y: 0, width: 120, height: 150))
        XCTAssertEqual(frame(2), CGRect(x: 0, y: 160, width: 120, height: 150))
        XCTAssertEqual(grid.contentSize, CGSize(width: 300, height: 5 * 150 + 4 * 10))
        XCTAssertEqual(grid.visibleCells.map(\.frame), (0..<10).map { frame($0)! })
    }

    func testOneColumnIsCentred() {
        makeGrid(items: [3], width: 200)
        XCTAssertEqual(frame(0), CGRect(x: 40, y: 0, width: 120, height: 150))
        XCTAssertEqual(frame(1), CGRect(x: 40, y: 160, width: 120, height: 150))
    }

    func testItemSizeChangeRelaysTheGrid() {
        makeGrid(items: [20])
        layout.itemSize = CGSize(width: 90, height: 90)  // (390 + 10) / 100 = 4 columns exactly
        _ = window.makeDisplayList()
        XCTAssertEqual(frame(3), CGRect(x: 300, y: 0, width: 90, height: 90))
        XCTAssertEqual(grid.visibleCells[5].frame, CGRect(x: 100, y: 100, width: 90, height: 90))
    }

    // MARK: Cells and reuse

    func testVisibleCellsAreTheLinesOnScreen() {
        makeGrid(items: [1_000])
        // Lines start every 160 pt; those starting before 844 show: 6 lines, 18 items.
        XCTAssertEqual(grid.indexPathsForVisibleItems.map(\.item), Array(0..<18))
        for (item, cell) in zip(0..., grid.visibleCells) {
            XCTAssertEqual(cell.frame, frame(item))
            XCTAssertEqual((cell as! PhotoCell).shown?.item, item)
        }
        scroll(to: 1_000)  // line 6 (960…1110) to line 11 (1760…1910)
        XCTAssertEqual(grid.indexPathsForVisibleItems.map(\.item), Array(18..<36))
        XCTAssertEqual(grid.subviews.count, 19, "18 cells and the scroll indicator")
        XCTAssertFalse(grid.subviews.last is CollectionViewCell, "the indicator stays above the cells")
        XCTAssertNil(grid.cellForItem(at: IndexPath(item: 17, section: 0)))
    }

    func testScrollingReusesCells() {
        makeGrid(items: [10_000])
        var mostVisible = 0
        var y: CGFloat = 0
        while y < 600 * 160 {  // 1,800 items
            y += 37
            scroll(to: y)
            mostVisible = max(mostVisible, grid.visibleCells.count)
            XCTAssertEqual(grid.subviews.count, grid.visibleCells.count + 1)
        }
        XCTAssertEqual(mostVisible, 21, "7 lines when the bounds cut the top line by 116…150 pt")
        XCTAssertEqual(grid.cellsCreated, 21)
        let cell = grid.visibleCells[0] as! PhotoCell
        XCTAssertGreaterThan(cell.reuses, 0)
        XCTAssertEqual(cell.shown, grid.indexPath(for: cell))
    }

    func testReloadWithFewerItemsPoolsTheExtraCells() {
        makeGrid(items: [100])
        XCTAssertEqual(grid.visibleCells.count, 18)
        source.items = [4]
        grid.reloadData()
        XCTAssertEqual(grid.contentSize.height, 310)
        _ = window.makeDisplayList()
        XCTAssertEqual(grid.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3])
        XCTAssertEqual(grid.subviews.count, 5)
        XCTAssertEqual(grid.cellsCreated, 18)
    }

    // MARK: Selection

    func testTapHighlightsThenSelects() {
        makeGrid(items: [30])
        let cell = grid.cellForItem(at: IndexPath(item: 4, section: 0))!
        send(.pointerDown(CGPoint(x: 200, y: 200)))
        XCTAssertTrue(cell.isHighlighted)
        XCTAssertEqual(cell.contentView.alpha, 0.7)
        XCTAssertEqual(source.selected, [])
        send(.pointerUp(CGPoint(x: 200, y: 205)))
        XCTAssertEqual(source.selected, [IndexPath(item: 4, section: 0)])
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertEqual(cell.contentView.alpha, 1)
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(grid.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])

        send(.pointerDown(CGPoint(x: 10, y: 10)))
        send(.pointerUp(CGPoint(x: 10, y: 10)))
        XCTAssertEqual(source.selected.map(\.item), [4, 0])
        XCTAssertEqual(source.deselected.map(\.item), [4])
        XCTAssertFalse(cell.isSelected)
    }

    func testTapInAGapSelectsNothing() {
        makeGrid(items: [30])
        send(.pointerDown(CGPoint(x: 128, y: 10)))
        send(.pointerUp(CGPoint(x: 128, y: 10)))
        XCTAssertEqual(source.selected, [])
        XCTAssertNil(grid.indexPathsForSelectedItems)
    }

    func testDragScrollsAndDoesNotSelect() {
        makeGrid(items: [100])
        let cell = grid.cellForItem(at: IndexPath(item: 7, section: 0))!
        send(.pointerDown(CGPoint(x: 200, y: 400)))
        XCTAssertTrue(cell.isHighlighted)
        for y in stride(from: 395, through: 370, by: -5) { send(.pointerMove(CGPoint(x: 200, y: CGFloat(y)))) }
        XCTAssertFalse(cell.isHighlighted, "the pan cancelled the touch")
        XCTAssertEqual(grid.contentOffset.y, 30, "the pan began at 390 and the content followed from the press to 370")
        send(.pointerUp(CGPoint(x: 200, y: 370)))
        XCTAssertEqual(source.selected, [])
        XCTAssertFalse(cell.isSelected)
    }
}
