import SegueTestSupport
import ViewKit
import XCTest

/// Keyboard focus (issue 30, part 1): the Tab order in the front-most controller, activation,
/// focus coming back when a presentation ends, and the ring the display list carries.
final class FocusTests: XCTestCase {
    private var window: Window!
    private var root: ViewController!
    private var driver: PointerDriver!

    override func setUp() {
        window = makeWindow()
        root = ViewController()
        window.rootViewController = root
        driver = PointerDriver(window: window)
    }

    private func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        window.send(TimedInputEvent(.key(key, modifiers: modifiers), at: driver.now))
    }

    /// A button named `name` at `frame` in `parent`.
    @discardableResult
    private func button(_ name: String, _ frame: CGRect, in parent: View, radius: CGFloat = 0) -> Button {
        let button = Button(frame: frame)
        button.accessibilityIdentifier = name
        button.cornerRadius = radius
        parent.addSubview(button)
        return button
    }

    private var focusedName: String? { window.focusedView?.accessibilityIdentifier }

    private func tabNames(_ count: Int, shift: Bool = false) -> [String] {
        (0..<count).map { _ in
            press(.tab, shift ? .shift : [])
            return focusedName ?? "none"
        }
    }

    /// Three rows of buttons laid out out of order, a hidden one, a disabled one and a plain
    /// view: Tab reads them row by row, left to right, and wraps; Shift+Tab goes back.
    func testTabVisitsFocusableViewsInReadingOrderAndWraps() {
        let view: View = root.view
        button("c", CGRect(x: 20, y: 300, width: 100, height: 40), in: view)
        button("b", CGRect(x: 200, y: 100, width: 100, height: 40), in: view)
        button("a", CGRect(x: 20, y: 104, width: 100, height: 40), in: view)
        button("hidden", CGRect(x: 20, y: 200, width: 100, height: 40), in: view).isHidden = true
        button("disabled", CGRect(x: 200, y: 200, width: 100, height: 40), in: view).isEnabled = false
        view.addSubview(View(frame: CGRect(x: 20, y: 400, width: 100, height: 40)))
        XCTAssertNil(window.focusedView)
        XCTAssertEqual(tabNames(4), ["a", "b", "c", "a"])
        XCTAssertEqual(tabNames(2, shift: true), ["c", "b"])
    }

    /// A presented controller covers what is under it: Tab runs through its own views only.
    func testAPresentationCoversWhatIsUnderIt() {
        button("under", CGRect(x: 20, y: 100, width: 100, height: 40), in: root.view)
        let presented = ViewController()
        button("top", CGRect(x: 20, y: 500, width: 100, height: 40), in: presented.view)
        button("top2", CGRect(x: 200, y: 500, width: 100, height: 40), in: presented.view)
        root.present(presented, animated: false)
        driver.settle()
        XCTAssertEqual(tabNames(3), ["top", "top2", "top"])
    }

    /// Enter presents from a focused button; when the presentation is dismissed, focus is back
    /// on that button, with the ring; the ring is hidden after a click.
    func testFocusComesBackWhenThePresentationEnds() {
        let opener = button("opener", CGRect(x: 20, y: 100, width: 100, height: 40), in: root.view)
        let presented = ViewController()
        button("inside", CGRect(x: 20, y: 500, width: 100, height: 40), in: presented.view)
        opener.addAction(for: .touchUpInside) { [unowned self] _ in root.present(presented, animated: true) }
        press(.tab)
        XCTAssertEqual(focusedName, "opener")
        press(.enter)
        driver.settle()
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertNil(window.focusedView, "nothing on the presented page is focused until Tab")
        press(.tab)
        XCTAssertEqual(focusedName, "inside")
        press(.escape)
        driver.settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(focusedName, "opener")
        XCTAssertTrue(window.isFocusRingVisible)
        driver.down(CGPoint(x: 300, y: 700))
        driver.up(CGPoint(x: 300, y: 700))
        XCTAssertFalse(window.isFocusRingVisible)
        XCTAssertEqual(focusedName, "opener", "a click on nothing focusable leaves focus where it was")
    }

    /// Enter during the opening sends it back, as a click does; focus stays on the opener.
    func testEnterDuringAnOpeningReversesItAndFocusStays() {
        let opener = button("opener", CGRect(x: 20, y: 100, width: 100, height: 40), in: root.view)
        let presented = ViewController()
        var opened = 0
        opener.addAction(for: .touchUpInside) { [unowned self] _ in
            opened += 1
            root.present(presented, animated: true)
        }
        press(.tab)
        press(.space)
        driver.wait(0.15)
        let before = presented.view.presentation.center.y
        driver.wait(1.0 / 60)
        let atPress = presented.view.presentation.center.y
        let step = before - atPress
        XCTAssertGreaterThan(step, 5, "the presented view is on its way up")
        press(.enter)
        var ys: [CGFloat] = []
        for _ in 0..<30 {
            driver.wait(1.0 / 60)
            ys.append(presented.view.presentation.center.y)
        }
        XCTAssertLessThanOrEqual(abs(ys[0] - atPress), step, "no jump: the first frame moves no more than before")
        XCTAssertGreaterThan(ys.last!, atPress + 100, "it went back down")
        driver.settle()
        XCTAssertEqual(opened, 1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(focusedName, "opener")
    }

    /// The arrows move within a list: Down and Up go row by row; Enter selects the row
    /// through the table's delegate, as a click does.
    func testArrowsMoveWithinAListAndEnterSelectsTheRow() {
        let list = FocusList(rows: 5)
        list.table.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.view.addSubview(list.table)
        button("outside", CGRect(x: 20, y: 790, width: 100, height: 40), in: root.view)
        press(.tab)
        XCTAssertEqual(focusedName, "row.0")
        press(.down)
        press(.down)
        XCTAssertEqual(focusedName, "row.2")
        press(.up)
        XCTAssertEqual(focusedName, "row.1")
        press(.enter)
        XCTAssertEqual(list.selected, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(focusedName, "row.1", "the row stays focused")
    }

    /// A focused row scrolled off screen gives its cell back to the pool; the row the cell comes
    /// back as is not focused (the focus belonged to the row, not to the recycled cell).
    func testARecycledCellDoesNotCarryTheFocusToAnotherRow() {
        let list = FocusList(rows: 100)
        list.table.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.view.addSubview(list.table)
        press(.tab)
        XCTAssertEqual(focusedName, "row.0")
        let cell = window.focusedView
        list.table.contentOffset = CGPoint(x: 0, y: 44 * 40)
        window.layoutIfNeeded()
        XCTAssertNil(window.focusedView, "row 0 is off screen")
        XCTAssertTrue(cell?.window != nil, "its cell shows another row")
        XCTAssertNotEqual(cell?.accessibilityIdentifier, "row.0")
        XCTAssertNil(window.focusRingTarget)
        list.table.contentOffset = .zero
        window.layoutIfNeeded()
        XCTAssertNil(window.focusedView, "focus does not come back by itself")
        press(.tab)
        XCTAssertEqual(focusedName, "row.0", "Tab starts again from the top")
    }

    /// In a row of buttons, Left and Right go to the nearest one that way; at the end, focus
    /// stays and the key is used up.
    func testArrowsMoveAlongARow() {
        let bar = View(frame: CGRect(x: 0, y: 760, width: 390, height: 50))
        root.view.addSubview(bar)
        for i in 0..<4 { button("item.\(i)", CGRect(x: CGFloat(i) * 97, y: 0, width: 97, height: 50), in: bar) }
        window.keyHandler = { _ in
            XCTFail("an arrow at the end fell through"); return false
        }
        press(.tab)
        press(.right)
        press(.right)
        XCTAssertEqual(focusedName, "item.2")
        press(.left)
        XCTAssertEqual(focusedName, "item.1")
        press(.left)
        press(.left)
        XCTAssertEqual(focusedName, "item.0")
    }

    /// The display list carries the ring after the focused view's content: a 3 pt stroke
    /// centred 3 pt outside the view, its corners the view's radius plus 3, in the accent blue.
    func testTheRingIsADisplayOpOutsideTheViewsCorners() {
        let view = button("rounded", CGRect(x: 40, y: 100, width: 120, height: 44), in: root.view, radius: 10)
        view.backgroundColor = .white
        XCTAssertFalse(window.makeDisplayList().dump.contains("ring"), "no ring before the keyboard is used")
        press(.tab)
        let lines = window.makeDisplayList().dump.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains("ring") }, ["ring [37,97 126x50] r=13 width=3 #007AFF/0.80"])
        let fill = lines.firstIndex { $0.hasPrefix("fill [40,100 120x44] r=10") }
        let ring = lines.firstIndex { $0.hasPrefix("ring") }
        XCTAssertLessThan(try XCTUnwrap(fill), try XCTUnwrap(ring), "the ring is drawn over the view")
    }

    /// The ring is drawn from the view's presentation: mid-animation it is where the view is
    /// drawn, not where the model already is.
    func testTheRingMovesWithTheViewAsItAnimates() {
        let view = button("moving", CGRect(x: 40, y: 100, width: 100, height: 40), in: root.view)
        press(.tab)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.y += 200 })
        driver.wait(0.5)
        let shownY = view.presentation.center.y - 20
        XCTAssertEqual(shownY, 200, accuracy: 1)
        let ring = window.makeDisplayList().dump.split(separator: "\n").first { $0.hasPrefix("ring") }
        XCTAssertEqual(ring, "ring [37,\(Int(shownY - 3)) 106x46] r=3 width=3 #007AFF/0.80")
    }
}

/// A table of `rows` selectable rows named `row.N`, recording what it selects.
private final class FocusList: TableViewDataSource, TableViewDelegate {
    let table = TableView()
    let rows: Int
    var selected: [IndexPath] = []

    init(rows: Int) {
        self.rows = rows
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.accessibilityIdentifier = "row.\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}
