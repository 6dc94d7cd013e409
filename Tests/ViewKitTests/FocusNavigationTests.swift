import SegueTestSupport
import ViewKit
import XCTest

/// The keys that go back and switch tabs (issue 30, part 1): Esc, Alt+Left and Back pop a
/// navigation stack, as libadwaita's; focus comes back to the row that pushed; Ctrl+digit
/// selects a tab.
final class FocusNavigationTests: XCTestCase {
    private var window: Window!
    private var driver: PointerDriver!

    override func setUp() {
        window = makeWindow()
        driver = PointerDriver(window: window)
    }

    private func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        window.send(TimedInputEvent(.key(key, modifiers: modifiers), at: driver.now))
    }

    /// A page with a button named `name` that pushes a new page with a button of its own.
    private func page(_ name: String, depth: Int = 0) -> ViewController {
        let page = ViewController()
        let button = Button(frame: CGRect(x: 20, y: 200 + CGFloat(depth) * 60, width: 150, height: 44))
        button.accessibilityIdentifier = name
        button.addAction(for: .touchUpInside) { [weak page] _ in
            page?.navigationController?.pushViewController(self.page("\(name).next", depth: depth + 1), animated: true)
        }
        page.view.addSubview(button)
        return page
    }

    private var focusedName: String? { window.focusedView?.accessibilityIdentifier }

    /// Each of Esc, Alt+Left and Back pops the page that Enter pushed, and focus comes back to
    /// the button that pushed it; on the root page they do nothing.
    func testEachBackKeyPopsAndFocusComesBackToThePusher() throws {
        let navigation = NavigationController(rootViewController: page("root"))
        window.rootViewController = navigation
        driver.settle()
        for (key, modifiers) in [(Key.escape, KeyModifiers()), (.left, .alternate), (.back, [])] {
            press(.tab)
            if focusedName == "back" { press(.tab) }
            XCTAssertEqual(focusedName, "root")
            press(.enter)
            driver.settle()
            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertNil(window.focusedView, "the pushed page starts with nothing focused")
            press(key, modifiers)
            driver.settle()
            XCTAssertEqual(navigation.viewControllers.count, 1, "\(key) popped")
            XCTAssertEqual(focusedName, "root", "focus came back after \(key)")
            window.clearFocus()
        }
        var unhandled: [KeyPress] = []
        window.keyHandler = { press in
            unhandled.append(press)
            return true
        }
        press(.left, .alternate)
        press(.back)
        XCTAssertEqual(unhandled.map(\.description), ["alt+left", "back"], "nothing to pop on the root page")
    }

    /// Alt+Left while the push slides in takes it back from where it is drawn.
    func testAltLeftDuringAPushTakesItBack() {
        let navigation = NavigationController(rootViewController: page("root"))
        window.rootViewController = navigation
        driver.settle()
        press(.tab)
        if focusedName == "back" { press(.tab) }
        press(.enter)
        driver.wait(0.1)
        let pushed = navigation.viewControllers.last!
        let x = pushed.view.onScreenMotion.frame.midX
        XCTAssertGreaterThan(x, 195, "the page is on its way in")
        press(.left, .alternate)
        driver.wait(1.0 / 60)
        XCTAssertLessThan(abs(pushed.view.onScreenMotion.frame.midX - x), 40, "no jump")
        driver.settle()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(focusedName, "root")
    }

    /// Ctrl+1…N select tabs; each tab keeps its own focus.
    func testControlDigitsSelectTabsAndEachTabKeepsItsFocus() {
        let tabs = TabBarController(tabBar: View(), tabBarHeight: 49)
        tabs.viewControllers = [page("first"), page("second")]
        window.rootViewController = tabs
        driver.settle()
        press(.tab)
        XCTAssertEqual(focusedName, "first")
        press(.digit2, .control)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertNil(window.focusedView)
        press(.tab)
        XCTAssertEqual(focusedName, "second")
        press(.digit1, .control)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(focusedName, "first")
        var unhandled: [String] = []
        window.keyHandler = { press in
            unhandled.append(press.description)
            return true
        }
        press(.digit3, .control)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(unhandled, ["ctrl+3"], "there is no third tab")
    }
}
