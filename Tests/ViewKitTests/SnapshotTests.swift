import SegueTestSupport
import ViewKit
import XCTest

/// `snapshotImage(scale:)`: a recording in the view's own space, ignoring its position and transform.
final class SnapshotTests: XCTestCase {
    private let blue = Color(hex: 0x336699)
    private let red = Color(hex: 0xFF0000)

    private func recording(_ image: Image, file: StaticString = #filePath, line: UInt = #line) -> DisplayList? {
        guard case let .recording(list) = image.content else {
            XCTFail("expected a recording", file: file, line: line)
            return nil
        }
        return list
    }

    private func card(in window: Window?) -> View {
        let v = View(frame: CGRect(x: 100, y: 200, width: 100, height: 50))
        v.backgroundColor = blue
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = red
        v.addSubview(child)
        window?.addSubview(v)
        return v
    }

    func testRecordingIsInTheViewsOwnSpace() {
        let window = makeWindow()
        let v = card(in: window)
        let image = v.snapshotImage(scale: 3)
        XCTAssertEqual(image.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.pixelSize, CGSize(width: 300, height: 150))
        XCTAssertEqual(image.name, "snapshot of View")
        guard let list = recording(image) else { return }
        XCTAssertEqual(list.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(list.clearColor, .clear)
        XCTAssertLines(
            list.dump,
            """
            fill [0,0 100x50] #336699
            fill [10,10 20x20] #FF0000
            """)
    }

    func testBoundsOriginIsTheSnapshotsOrigin() {
        let window = makeWindow()
        let v = card(in: window)
        v.bounds.origin = CGPoint(x: 0, y: 10)
        guard let list = recording(v.snapshotImage(scale: 1)) else { return }
        XCTAssertLines(
            list.dump,
            """
            fill [0,0 100x50] #336699
            fill [10,0 20x20] #FF0000
            """)
    }

    func testContentOutsideTheBoundsIsLeftOut() {
        let window = makeWindow()
        let v = card(in: window)
        let outside = View(frame: CGRect(x: 150, y: 0, width: 20, height: 20))
        outside.backgroundColor = red
        v.addSubview(outside)
        guard let list = recording(v.snapshotImage()) else { return }
        XCTAssertEqual(list.ops.count, 2)
    }

    func testScaleDefaultsToTheWindowsThenOne() {
        let window = makeWindow(scale: 2)  // views hold their window weakly: keep it alive
        XCTAssertEqual(card(in: window).snapshotImage().scale, 2)
        XCTAssertEqual(card(in: nil).snapshotImage().scale, 1)
        XCTAssertEqual(card(in: nil).snapshotImage().pixelSize, CGSize(width: 100, height: 50))
    }

    func testLabelTextIsRecordedAtItsOwnOrigin() {
        let window = makeWindow()
        let label = Label(frame: CGRect(x: 200, y: 300, width: 50, height: 24))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc"
        window.addSubview(label)
        guard let list = recording(label.snapshotImage(scale: 2)) else { return }
        XCTAssertLines(
            list.dump,
            """
            text "aaaa bbbb" Inter-regular 10pt at 0,0 #000000
            text "cccc" Inter-regular 10pt at 0,12 #000000
            """)
    }

    func testSnapshotRunsPendingLayout() {
        final class Laid: View {
            let child = View()
            override func layoutSubviews() { child.frame = CGRect(x: 5, y: 6, width: 7, height: 8) }
        }
        let v = Laid(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.child.backgroundColor = red
        v.addSubview(v.child)
        guard let list = recording(v.snapshotImage(scale: 1)) else { return }
        XCTAssertEqual(list.dump, "fill [5,6 7x8] #FF0000")
    }

    func testSnapshotViewShowsTheImageAtTheOrigin() {
        let window = makeWindow()
        let v = card(in: window)
        let snap = v.snapshotView()
        XCTAssertEqual(snap.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(snap.image?.size, CGSize(width: 100, height: 50))
        v.removeFromSuperview()
        window.addSubview(snap)
        XCTAssertLines(window.makeDisplayList().dump, "image \"snapshot of View\" src=[0,0 100x50] [0,0 100x50]")
    }
}
