import SegueTestSupport
import ViewKit
import XCTest

/// UIKit's prefetching, for a grid and a table in a 390 × 844 window: while the content
/// scrolls, the items in the band half the bounds' height (422 pt) beyond the edge it scrolls
/// towards, that have no cell yet, are handed to the prefetch data source once each; the scroll
/// turning back cancels the ones that did not show. Content at rest asks for nothing. The grid is 3 columns of 120 × 150 items,
/// lines every 160 pt (see CollectionViewTests); the table's rows are 44 pt.
final class PrefetchingTests: XCTestCase {
    final class Recorder: CollectionViewDataSource, CollectionViewDataSourcePrefetching, TableViewDataSource,
        TableViewDataSourcePrefetching
    {
        var count = 100
        /// Every call, in order: "+" prefetched, "-" cancelled, then the flat items.
        var calls: [String] = []

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            calls.append("+" + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
        func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            calls.append("-" + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
            calls.append("+" + indexPaths.map { "\($0.row)" }.joined(separator: ","))
        }
        func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            calls.append("-" + indexPaths.map { "\($0.row)" }.joined(separator: ","))
        }
    }

    private let window = makeWindow()
    private let recorder = Recorder()

    private func makeGrid(prefetching: Bool = true) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 150)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = recorder
        grid.prefetchDataSource = recorder
        grid.isPrefetchingEnabled = prefetching
        window.addSubview(grid)
        _ = window.makeDisplayList()
        return grid
    }

    private func scroll(_ view: ScrollView, to y: CGFloat) {
        view.contentOffset = CGPoint(x: 0, y: y)
        _ = window.makeDisplayList()
    }

    func testScrollingDownPrefetchesTheLinesInTheBandBelowOnceEach() {
        let grid = makeGrid()
        XCTAssertEqual(recorder.calls, [], "content at rest asks for nothing")
        // Bounds 10…854 show lines 0–5 (items 0–17); the band 854…1276 crosses lines 5–7.
        scroll(grid, to: 10)
        XCTAssertEqual(recorder.calls, ["+18,19,20,21,22,23"])
        scroll(grid, to: 12)
        XCTAssertEqual(recorder.calls.count, 1, "the same lines in the band: nothing asked twice")
        // The band 864…1286 reaches line 8 (1280…1430).
        scroll(grid, to: 20)
        XCTAssertEqual(recorder.calls, ["+18,19,20,21,22,23", "+24,25,26"])
        // Bounds 170…1014 show lines 1–6 (items 3–20); the band 1014…1436 holds lines 6–8,
        // all asked for already.
        scroll(grid, to: 170)
        XCTAssertEqual(recorder.calls.count, 2)
        // Turning back up: the band above (−322…100) holds only line 0, which is on screen,
        // so what was waited for below is cancelled, the items that showed (18–20) excepted.
        scroll(grid, to: 100)
        XCTAssertEqual(recorder.calls, ["+18,19,20,21,22,23", "+24,25,26", "-21,22,23,24,25,26"])
        // At rest again: nothing more is asked.
        _ = window.makeDisplayList()
        XCTAssertEqual(recorder.calls.count, 3)
    }

    func testScrollingUpPrefetchesTheBandAbove() {
        let grid = makeGrid()
        scroll(grid, to: 1600)
        recorder.calls = []
        // The jump down waited for lines 15–17 below (items 48–53 have no cell). Bounds
        // 1590…2434 show lines 10–15 (items 30–47); the band above, 1168…1590, crosses lines 7–9.
        scroll(grid, to: 1590)
        XCTAssertEqual(recorder.calls, ["-48,49,50,51,52,53", "+21,22,23,24,25,26,27,28,29"])
    }

    func testNothingIsPrefetchedWhenDisabledOrWithoutAPrefetchDataSource() {
        let grid = makeGrid(prefetching: false)
        scroll(grid, to: 10)
        grid.isPrefetchingEnabled = true
        grid.prefetchDataSource = nil
        scroll(grid, to: 200)
        XCTAssertEqual(recorder.calls, [])
    }

    func testDisablingOrReloadingCancelsWhatWasWaitedFor() {
        let grid = makeGrid()
        scroll(grid, to: 10)
        grid.reloadData()
        _ = window.makeDisplayList()
        XCTAssertEqual(recorder.calls, ["+18,19,20,21,22,23", "-18,19,20,21,22,23"])
        // The next scroll asks afresh: the band 864…1286 holds lines 5–8.
        scroll(grid, to: 20)
        grid.isPrefetchingEnabled = false
        scroll(grid, to: 30)
        XCTAssertEqual(
            recorder.calls,
            ["+18,19,20,21,22,23", "-18,19,20,21,22,23", "+18,19,20,21,22,23,24,25,26", "-18,19,20,21,22,23,24,25,26"])
    }

    func testATablePrefetchesTheRowsBelow() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = recorder
        table.prefetchDataSource = recorder
        window.addSubview(table)
        _ = window.makeDisplayList()
        XCTAssertEqual(recorder.calls, [])
        // Bounds 10…854 show rows 0–19 (row 19 is 836…880); the band 854…1276 ends in row 28.
        scroll(table, to: 10)
        XCTAssertEqual(recorder.calls, ["+20,21,22,23,24,25,26,27,28"])
        // Bounds 50…894: the band 894…1316 reaches row 29 (1276…1320).
        scroll(table, to: 50)
        XCTAssertEqual(recorder.calls, ["+20,21,22,23,24,25,26,27,28", "+29"])
    }
}
