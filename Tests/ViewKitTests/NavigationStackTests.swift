import SegueTestSupport
import ViewKit
import XCTest

/// The navigation stack's API and the system push and pop, on fake time.
final class NavigationStackTests: XCTestCase {
    func testPushAndPopWithoutAnimation() {
        let f = NavigationFixture()
        let b = f.page("B")
        f.navigation.pushViewController(b, animated: false)
        XCTAssertEqual(f.names, ["A", "B"])
        XCTAssertTrue(f.navigation.topViewController === b)
        XCTAssertTrue(b.navigationController === f.navigation)
        XCTAssertNil(f.root.view.superview, "the covered page leaves the window")
        XCTAssertTrue(b.view.window === f.window)
        XCTAssertEqual(f.log.take(), ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        _ = f.window.makeDisplayList()
        XCTAssertEqual(f.navigation.navigationBar.titleLabel?.text, "B")
        XCTAssertEqual(f.navigation.navigationBar.backButton?.titleLabel.text, "A")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 390, height: 800), "below the 44 pt bar")

        XCTAssertTrue(f.navigation.popViewController(animated: false) === b)
        XCTAssertEqual(f.names, ["A"])
        XCTAssertNil(b.navigationController)
        XCTAssertEqual(f.log.take(), ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
        XCTAssertEqual(f.navigation.navigationBar.titleLabel?.text, "A")
        XCTAssertNil(f.navigation.navigationBar.backButton, "no back button at the root")
        XCTAssertNil(f.navigation.popViewController(animated: true), "nothing pops at the root")
        XCTAssertEqual(f.violations, [])
    }

    /// Pages pushed and the bar set up before the stack is shown do not load its view; shown,
    /// it opens on the top page.
    func testAStackBuiltBeforeItShowsLoadsNothing() {
        let root = ViewController(), detail = ViewController()
        let navigation = NavigationController(rootViewController: root)
        navigation.navigationBarTopInset = 47
        navigation.pushViewController(detail, animated: true)
        XCTAssertFalse(navigation.isViewLoaded)
        XCTAssertFalse(detail.isViewLoaded)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        let window = makeWindow()
        window.rootViewController = navigation
        _ = window.makeDisplayList()
        XCTAssertTrue(detail.view.superview === navigation.contentView)
        XCTAssertNil(root.view.superview)
        XCTAssertEqual(navigation.contentView.frame.minY, 47 + 44)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    func testSetViewControllersAndPopToRoot() {
        let f = NavigationFixture()
        let (b, c, d) = (f.page("B"), f.page("C"), f.page("D"))
        f.navigation.setViewControllers([f.root, b, c, d], animated: false)
        XCTAssertEqual(f.names, ["A", "B", "C", "D"])
        XCTAssertEqual(f.navigation.navigationBar.backButton?.titleLabel.text, "C")
        let popped = f.navigation.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.count, 3)
        XCTAssertEqual(f.names, ["A"], "the stack as asked for reads at once")
        XCTAssertTrue(f.navigation.visibleViewController === d, "the pop is still on its way")
        f.driver.settle()
        XCTAssertTrue(f.navigation.visibleViewController === f.root)
        XCTAssertEqual(f.navigation.children.count, 1)
        XCTAssertNil(d.view.superview)
        XCTAssertEqual(f.violations, [])
    }

    /// The page comes in from the right edge on a critically damped spring: 98.7 % there at
    /// 0.35 s, settled at 0.5 s. The covered page keeps 30 % of the top page's travel, and the
    /// dim over it is 10 % of the way across.
    func testAnimatedPushSlidesWithParallaxAndDim() throws {
        let f = NavigationFixture()
        let b = f.page("B")
        f.navigation.pushViewController(b, animated: true)
        _ = f.window.makeDisplayList()
        XCTAssertEqual(f.drawnX(b), 390, accuracy: 1e-9, "starts at the right edge")
        XCTAssertEqual(f.log.take(), ["A willDisappear", "B willAppear"])
        let dim = try XCTUnwrap(f.navigation.view.descendant(named: "nav.dim"))
        var seen: [CGFloat] = []
        for _ in 0..<21 {
            f.driver.wait(1.0 / 60)
            let top = f.drawnX(b)
            let covered = 1 - top / 390
            XCTAssertEqual(f.drawnX(f.root), -0.3 * 390 * covered, accuracy: 1e-6, "parallax at \(top)")
            XCTAssertEqual(dim.presentation.alpha, 0.1 * covered, accuracy: 1e-6, "dim at \(top)")
            seen.append(top)
        }
        XCTAssertEqual(seen, seen.sorted(by: >), "it only moves left")
        XCTAssertEqual(seen.last ?? 0, 4.539, accuracy: 0.001, "at 0.35 s: 98.8 % of the way")
        f.driver.wait(0.15)
        XCTAssertEqual(f.drawnX(b), 0, accuracy: 0.4, "at 0.5 s")
        f.driver.settle()
        XCTAssertEqual(f.log.take(), ["A didDisappear", "B didAppear"])
        XCTAssertNil(f.navigation.view.descendant(named: "nav.dim"), "the dim goes with the transition")
        XCTAssertEqual(b.view.shadowOpacity, 0)
        XCTAssertEqual(f.violations, [])
    }

    func testAnimatedPopIsTheMirror() {
        let f = NavigationFixture()
        let b = f.stack("B")[0]
        f.navigation.popViewController(animated: true)
        _ = f.window.makeDisplayList()
        XCTAssertEqual(f.drawnX(f.root), -117, accuracy: 1e-9, "the covered page starts 30 % to the left")
        f.driver.wait(0.1)
        XCTAssertEqual(f.drawnX(f.root), -0.3 * (390 - f.drawnX(b)), accuracy: 1e-6)
        XCTAssertGreaterThan(f.drawnX(b), 200)
        f.driver.settle()
        XCTAssertEqual(f.names, ["A"])
        XCTAssertEqual(f.drawnX(f.root), 0, accuracy: 1e-9)
        XCTAssertEqual(f.log.take(), ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
        XCTAssertEqual(f.violations, [])
    }

    /// A push asked for during a push waits for it, and the bar ends on the last page.
    func testAPushDuringAPushWaitsForIt() {
        let f = NavigationFixture()
        let (b, c) = (f.page("B"), f.page("C"))
        f.navigation.pushViewController(b, animated: true)
        f.driver.wait(0.1)
        f.navigation.pushViewController(c, animated: true)
        XCTAssertEqual(f.names, ["A", "B", "C"])
        f.driver.settle()
        XCTAssertTrue(f.navigation.visibleViewController === c)
        XCTAssertEqual(f.navigation.navigationBar.titleLabel?.text, "C")
        XCTAssertEqual(f.navigation.navigationBar.backButton?.titleLabel.text, "B")
        XCTAssertEqual(
            f.log.take(),
            [
                "A willDisappear", "B willAppear", "A didDisappear", "B didAppear",
                "B willDisappear", "C willAppear", "B didDisappear", "C didAppear",
            ])
        XCTAssertEqual(f.navigation.contentView.subviews.count, 1, "one page in the container")
        XCTAssertEqual(f.violations, [])
    }

    /// During a push the old title slides towards the back button's place and fades out,
    /// the new one comes from the right and fades in.
    func testTheBarsTitlesCrossDuringAPush() throws {
        let f = NavigationFixture()
        let bar = f.navigation.navigationBar
        let oldTitle = try XCTUnwrap(bar.titleLabel)
        let restX = oldTitle.onScreenMotion.frame.midX
        let b = f.page("B")
        f.navigation.pushViewController(b, animated: true)
        let newTitle = try XCTUnwrap(bar.titleLabel)
        let back = try XCTUnwrap(bar.backButton)
        XCTAssertFalse(newTitle === oldTitle)
        f.driver.wait(0.25)
        XCTAssertLessThan(oldTitle.onScreenMotion.frame.midX, restX, "the old title heads left")
        XCTAssertGreaterThan(newTitle.onScreenMotion.frame.midX, restX, "the new one comes from the right")
        XCTAssertEqual(
            newTitle.onScreenMotion.frame.midX - restX, f.drawnX(b) / 2, accuracy: 1e-9,
            "half the page's travel, on the page's own spring")
        XCTAssertGreaterThan(oldTitle.presentation.alpha, 0)
        XCTAssertLessThan(oldTitle.presentation.alpha, 1)
        f.driver.settle()
        XCTAssertNil(oldTitle.superview)
        XCTAssertEqual(newTitle.onScreenMotion.frame.midX, restX, accuracy: 1e-9)
        XCTAssertEqual(back.onScreenMotion.alpha, 1)
        XCTAssertEqual(newTitle.traceName, "nav.title")
        XCTAssertEqual(back.traceName, "nav.back")
    }
}

extension View {
    /// The first view under this one (itself included) traced under `name`.
    func descendant(named name: String) -> View? {
        if traceName == name { return self }
        for child in subviews { if let found = child.descendant(named: name) { return found } }
        return nil
    }
}
