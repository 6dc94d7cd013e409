import SegueTestSupport
import ViewKit
import XCTest

/// addSubview, insertSubview, removeFromSuperview, reordering, moving and window propagation.
final class HierarchyTests: XCTestCase {
    /// Records its hierarchy callbacks, in order, into a shared log.
    private final class Probe: View {
        var log: [String] = []
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(frame: .zero)
        }
        override func willMove(toSuperview newSuperview: View?) {
            log.append("\(name).willMove(\((newSuperview as? Probe)?.name ?? (newSuperview == nil ? "nil" : "view")))")
        }
        override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
        override func didMoveToWindow() { log.append("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    }

    private func names(_ view: View) -> [Int] { view.subviews.map(\.tag) }

    private func tagged(_ tag: Int) -> View {
        let v = View()
        v.tag = tag
        return v
    }

    func testAddSubviewAppendsAndSetsSuperview() {
        let parent = View()
        let (a, b) = (tagged(1), tagged(2))
        parent.addSubview(a)
        parent.addSubview(b)
        XCTAssertEqual(names(parent), [1, 2])
        XCTAssertTrue(a.superview === parent)
        XCTAssertTrue(b.isDescendant(of: parent))
        XCTAssertFalse(parent.isDescendant(of: b))
    }

    func testInsertAtIndexAboveAndBelow() {
        let parent = View()
        let (a, b, c, d, e) = (tagged(1), tagged(2), tagged(3), tagged(4), tagged(5))
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        XCTAssertEqual(names(parent), [1, 3, 2])
        parent.insertSubview(d, aboveSubview: a)
        XCTAssertEqual(names(parent), [1, 4, 3, 2])
        parent.insertSubview(e, belowSubview: b)
        XCTAssertEqual(names(parent), [1, 4, 3, 5, 2])
        // Indexes past the end are clamped.
        let f = tagged(6)
        parent.insertSubview(f, at: 99)
        XCTAssertEqual(names(parent), [1, 4, 3, 5, 2, 6])
    }

    func testReorderingExistingSubviews() {
        let parent = View()
        let (a, b, c) = (tagged(1), tagged(2), tagged(3))
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        XCTAssertEqual(names(parent), [2, 3, 1])
        parent.sendSubviewToBack(c)
        XCTAssertEqual(names(parent), [3, 2, 1])
        parent.insertSubview(c, aboveSubview: b)
        XCTAssertEqual(names(parent), [2, 3, 1])
        parent.insertSubview(a, belowSubview: b)
        XCTAssertEqual(names(parent), [1, 2, 3])
        XCTAssertEqual(parent.subviews.count, 3)
        // Not a subview: nothing happens.
        parent.bringSubviewToFront(View())
        XCTAssertEqual(names(parent), [1, 2, 3])
    }

    func testRemoveFromSuperview() {
        let parent = View()
        let (a, b) = (tagged(1), tagged(2))
        parent.addSubview(a)
        parent.addSubview(b)
        a.removeFromSuperview()
        XCTAssertEqual(names(parent), [2])
        XCTAssertNil(a.superview)
        a.removeFromSuperview()  // a second time is harmless
        XCTAssertEqual(names(parent), [2])
    }

    func testMovingBetweenParentsLeavesTheOldOne() {
        let (p1, p2) = (View(), View())
        let v = tagged(7)
        p1.addSubview(v)
        p2.addSubview(v)
        XCTAssertTrue(p1.subviews.isEmpty)
        XCTAssertEqual(names(p2), [7])
        XCTAssertTrue(v.superview === p2)
    }

    func testWindowPropagatesToTheWholeSubtree() {
        let window = makeWindow()
        let parent = View(), child = View(), grandchild = View()
        parent.addSubview(child)
        child.addSubview(grandchild)
        XCTAssertNil(grandchild.window)
        window.addSubview(parent)
        XCTAssertTrue(parent.window === window)
        XCTAssertTrue(grandchild.window === window)
        XCTAssertTrue(window.window === window)
        // Added under a view already in the window.
        let late = View()
        grandchild.addSubview(late)
        XCTAssertTrue(late.window === window)
        child.removeFromSuperview()
        XCTAssertNil(child.window)
        XCTAssertNil(grandchild.window)
        XCTAssertNil(late.window)
        XCTAssertTrue(parent.window === window)
        // Moving to a parent in no window clears it too.
        let orphanage = View()
        window.addSubview(child)
        orphanage.addSubview(child)
        XCTAssertNil(grandchild.window)
    }

    func testMovingBetweenWindows() {
        let (w1, w2) = (makeWindow(), makeWindow())
        let v = View(), sub = View()
        v.addSubview(sub)
        w1.addSubview(v)
        w2.addSubview(v)
        XCTAssertTrue(sub.window === w2)
        XCTAssertTrue(w1.subviews.isEmpty)
    }

    func testCallbackOrder() {
        let parent = Probe("p")
        let window = makeWindow()
        window.addSubview(parent)
        let child = Probe("c")
        parent.addSubview(child)
        XCTAssertEqual(child.log, ["c.willMove(p)", "c.didMoveToWindow(window)", "c.didMoveToSuperview"])
        child.log = []
        child.removeFromSuperview()
        XCTAssertEqual(child.log, ["c.willMove(nil)", "c.didMoveToWindow(nil)", "c.didMoveToSuperview"])
        // Outside any window there is no window callback.
        child.log = []
        Probe("q").addSubview(child)
        XCTAssertEqual(child.log, ["c.willMove(q)", "c.didMoveToSuperview"])
    }

    func testViewWithTagSearchesDepthFirstIncludingSelf() {
        let root = tagged(1)
        let a = tagged(2), b = tagged(3), deep = tagged(3)
        root.addSubview(a)
        a.addSubview(deep)
        root.addSubview(b)
        XCTAssertTrue(root.viewWithTag(1) === root)
        XCTAssertTrue(root.viewWithTag(3) === deep)
        XCTAssertNil(root.viewWithTag(9))
    }

    func testSuperviewIsWeak() {
        var parent: View? = View()
        let child = View()
        parent!.addSubview(child)
        weak let weakParent = parent
        parent = nil
        XCTAssertNil(weakParent)
        XCTAssertNil(child.superview)
    }
}
