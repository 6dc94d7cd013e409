import SegueTestSupport
import ViewKit
import XCTest

/// The default cell's `imageView` and the table's `dequeueReusableCell(withIdentifier:)`
/// without an index path, as seed 003's table of photos uses them.
final class TableViewCellImageViewTests: XCTestCase {
    /// An image of `width` × `height` points whose pixels are never needed here.
    private func image(_ width: CGFloat, _ height: CGFloat) -> Image {
        Image(size: CGSize(width: width, height: height), scale: 2, name: "test") {
            Bitmap(width: 1, height: 1, fill: .white)
        }
    }

    func testATallImageIsScaledToTheRowHeightKeepingItsAspectRatio() {
        let frame = TableViewCell.imageViewFrame(for: image(600, 450), in: CGSize(width: 350, height: 44))
        XCTAssertEqual(frame.origin.x, 16)
        XCTAssertEqual(frame.origin.y, 0)
        XCTAssertEqual(frame.width, 58.667, accuracy: 0.001, "600 × 44 / 450")
        XCTAssertEqual(frame.height, 44)
    }

    func testASmallImageKeepsItsSizeCentredVertically() {
        let frame = TableViewCell.imageViewFrame(for: image(20, 20), in: CGSize(width: 350, height: 44))
        XCTAssertEqual(frame, CGRect(x: 16, y: 12, width: 20, height: 20))
        XCTAssertEqual(TableViewCell.imageViewFrame(for: nil, in: CGSize(width: 350, height: 44)), .zero)
    }

    func testTheTextStartsAMarginAfterTheImageAndMovesWhenTheImageChanges() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 350, height: 44)
        cell.textLabel?.text = "hogehoge"
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 16, y: 0, width: 318, height: 44), "no image yet")

        cell.imageView?.image = image(600, 450)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.imageView!.frame.maxX, 74.667, accuracy: 0.001)
        XCTAssertEqual(cell.textLabel!.frame.minX, 90.667, accuracy: 0.001, "16 pt after the image")
        XCTAssertEqual(cell.textLabel!.frame.maxX, 334, accuracy: 0.001, "16 pt from the trailing edge")
        XCTAssertTrue(cell.imageView!.superview === cell.contentView)

        cell.imageView?.image = image(40, 30)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.imageView?.frame, CGRect(x: 16, y: 7, width: 40, height: 30), "a new image lays out again")
        XCTAssertEqual(cell.textLabel?.frame.minX, 72)
    }

    /// Makes its cells itself when the table has none to give, as UIKit code before cell
    /// registration did.
    final class Source: TableViewDataSource {
        var made = 0
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            var cell = tableView.dequeueReusableCell(withIdentifier: "cell")
            if cell == nil {
                made += 1
                cell = TableViewCell(style: .default, reuseIdentifier: "cell")
            }
            return cell!
        }
    }

    func testDequeueWithoutAnIndexPathReusesCellsThatScrolledOffAndIsNilOtherwise() {
        let window = makeWindow()
        let table = TableView(frame: window.bounds)
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "cell"), "nothing pooled, nothing registered")
        _ = window.makeDisplayList()
        XCTAssertEqual(source.made, 20, "844 / 44: 20 rows on screen")
        table.contentOffset = CGPoint(x: 0, y: 440)
        _ = window.makeDisplayList()
        XCTAssertEqual(source.made, 20, "the 10 rows that left gave their cells to the 10 that came")
        XCTAssertEqual(table.visibleCells.map { $0.frame.minY }.first, 440, "sized to the row when shown")

        table.register(TableViewCell.self, forCellReuseIdentifier: "registered")
        XCTAssertNotNil(table.dequeueReusableCell(withIdentifier: "registered"), "a registered class makes one")
    }
}
