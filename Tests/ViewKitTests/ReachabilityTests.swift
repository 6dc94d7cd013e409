import SegueTestSupport
import XCTest

@testable import ViewKit

/// The leak check's walk (issue 29, item 4): a view, controller or recognizer the window tracked
/// that is alive but that nothing the window shows or keeps reaches is a leak, named with where
/// it was last attached. Each test builds the smallest hierarchy that shows one case.
final class ReachabilityTests: XCTestCase {
    private var window: Window!
    private var root: ViewController!

    override func setUp() {
        window = makeWindow()
        root = ViewController()
        window.rootViewController = root
    }

    override func tearDown() { (window, root) = (nil, nil) }

    /// Makes `controller` the root in place of the plain one (which would otherwise be kept by
    /// this test, out of the window: a leak).
    private func show(_ controller: ViewController) {
        window.rootViewController = controller
        root = nil
    }

    func testAFreshWindowLeaksNothing() {
        XCTAssertEqual(window.unreachableObjects(), [])
        XCTAssertEqual(window.liveObjects.views, 2, "the window and the root's view")
        XCTAssertEqual(window.liveObjects.viewControllers, 1)
    }

    /// A view taken out of the window and kept (by a closure, a property nobody declares) is a
    /// leak: named once, with the views inside it, where it was last.
    func testAViewTakenOutButKeptAliveLeaks() {
        let card = CardLike()
        card.addSubview(View())
        card.addSubview(Label())
        let shelf = View()
        shelf.traceName = "shelf"
        root.view.addSubview(shelf)
        shelf.addSubview(card)
        card.removeFromSuperview()
        XCTAssertEqual(
            window.unreachableObjects().map(\.description),
            ["CardLike and 2 views in it, last in View 'shelf' in View in the window"])
        shelf.removeFromSuperview()
        XCTAssertEqual(
            window.unreachableObjects().map(\.description),
            [
                "View 'shelf', last in View in the window",
                "CardLike and 2 views in it, last in View 'shelf' in View in the window",
            ], "the shelf is out too; the card still names where it was")
        shelf.addSubview(card)
        root.view.addSubview(shelf)
        XCTAssertEqual(window.unreachableObjects(), [], "back in the window")
    }

    /// A recognizer taken off its view and kept names the view it was on; a controller presented
    /// and let go of, but kept, names its presenter, and counts its view.
    func testARecognizerAndAControllerKeptAliveLeak() {
        let recognizer = PanGestureRecognizer()
        root.view.addGestureRecognizer(recognizer)
        root.view.removeGestureRecognizer(recognizer)
        let page = ViewController()
        page.view.addSubview(View())
        root.addChild(page)
        root.view.addSubview(page.view)
        page.view.removeFromSuperview()
        page.removeFromParent()
        XCTAssertEqual(
            window.unreachableObjects().map(\.description),
            [
                "PanGestureRecognizer, last on View in the window",
                "ViewController and 2 views in it, last a child of ViewController",
            ])
        withExtendedLifetime(recognizer) {}
    }

    /// The tab bar controller takes an unselected tab's view out of the window: it is still the
    /// app's, reached through the tabs, and so is what that tab's navigation stack holds.
    func testAnUnselectedTabIsReachable() {
        let settings = NavigationController(rootViewController: ViewController())
        let tabs = TabBarController(tabBar: View(), tabBarHeight: 49)
        tabs.viewControllers = [ViewController(), settings]
        show(tabs)
        tabs.selectedIndex = 1
        _ = window.makeDisplayList()
        settings.pushViewController(ViewController(), animated: false)
        tabs.selectedIndex = 0
        XCTAssertNil(settings.view.window, "the unselected tab is out of the window")
        XCTAssertEqual(window.unreachableObjects(), [])
        XCTAssertEqual(window.liveObjects.viewControllers, 5, "the tabs, both tabs and both pages")
    }

    /// The navigation rest check covers an unselected tab's stack too: a page left beside the
    /// top one there fails it.
    func testTheNavigationRestCheckCoversAnUnselectedTab() {
        let settings = NavigationController(rootViewController: ViewController())
        let tabs = TabBarController(tabBar: View(), tabBarHeight: 49)
        tabs.viewControllers = [ViewController(), settings]
        show(tabs)
        tabs.selectedIndex = 1
        _ = window.makeDisplayList()
        tabs.selectedIndex = 0
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
        settings.contentView.addSubview(View())
        XCTAssertEqual(
            window.transitionCoordinator.invariantViolations(),
            ["the navigation container shows 2 view(s), not only its top page"])
    }

    /// Cells no longer shown (the table grew shorter) wait in its reuse pool, out of the window:
    /// reachable.
    func testACellInTheReusePoolIsReachable() throws {
        let rows = Rows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        root.view.addSubview(table)
        _ = window.makeDisplayList()
        table.frame.size.height = 88
        _ = window.makeDisplayList()
        XCTAssertEqual(table.reuse.pooledCount, 18, "20 rows shown, then 2")
        let pooled = try XCTUnwrap(table.reuse.pooledCells.first)
        XCTAssertNil(pooled.superview, "a pooled cell is out of the window")
        XCTAssertTrue(window.liveObjects.alive.contains { $0 === pooled }, "and was tracked while in it")
        XCTAssertEqual(window.unreachableObjects(), [])
        withExtendedLifetime(rows) {}
    }

    /// A page pushed while a transition runs waits in the navigation controller's pending
    /// changes, out of every stack on screen: reachable.
    func testAControllerInAPendingNavigationChangeIsReachable() {
        let navigation = NavigationController(rootViewController: ViewController())
        show(navigation)
        _ = window.makeDisplayList()
        navigation.pushViewController(ViewController(), animated: true)
        let waiting = ViewController()
        waiting.view.addSubview(View())
        window.liveObjects.track(waiting)
        XCTAssertEqual(
            window.unreachableObjects().map(\.description), ["ViewController and 2 views in it, never shown"],
            "before its push, nothing holds it but this test")
        navigation.pushViewController(waiting, animated: true)
        XCTAssertTrue(window.transitionCoordinator.isTransitioning, "the first push is in flight")
        XCTAssertEqual(navigation.pendingChanges.count, 2, "the second push waits for it")
        XCTAssertNil(waiting.view.window, "out of the window")
        XCTAssertEqual(window.unreachableObjects(), [])
    }

    /// A view kept out of the window on purpose, declared by the controller keeping it, is not
    /// a leak.
    func testADeclaredCacheIsReachable() {
        let gallery = Gallery()
        show(gallery)
        gallery.view.addSubview(gallery.cachedDetail)
        gallery.cachedDetail.removeFromSuperview()
        XCTAssertEqual(window.unreachableObjects(), [])
    }

    /// Once the window is gone, what it tracked must be gone too; whatever survives is named.
    func testWhatOutlivesTheWindowIsNamed() {
        let registry = window.liveObjects
        let kept = View()
        root.view.addSubview(kept)
        (window, root) = (nil, nil)
        XCTAssertEqual(registry.survivors.map(\.description), ["View, last in a View since freed"])
        withExtendedLifetime(kept) {}
    }
}

private final class CardLike: View {}

private final class Gallery: ViewController, DeclaresCaches {
    let cachedDetail = View()
    var declaredCaches: [AnyObject] { [cachedDetail] }
}

private final class Rows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
