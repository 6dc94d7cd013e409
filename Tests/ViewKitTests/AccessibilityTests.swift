import SegueTestSupport
import ViewKit
import XCTest

/// UIKit's accessibility API in ViewKit (issue 37): the defaults a view takes from what it
/// knows, the tree assistive technology reads (reading order, hidden views, modal
/// presentations), the notifications that move focus, and the audit.
final class AccessibilityTests: XCTestCase {
    private var window: Window!
    private var root: ViewController!
    private var driver: PointerDriver!

    override func setUp() {
        window = makeWindow()
        window.accessibilityLabel = "App"
        root = ViewController()
        window.rootViewController = root
        driver = PointerDriver(window: window)
    }

    @discardableResult
    private func button(_ title: String?, _ frame: CGRect, in parent: View) -> Button {
        let button = Button(frame: frame)
        button.setTitle(title)
        parent.addSubview(button)
        return button
    }

    private func label(_ text: String, _ frame: CGRect, in parent: View) -> Label {
        let label = Label(frame: frame)
        label.text = text
        parent.addSubview(label)
        return label
    }

    private var treeLines: [String] { window.accessibilityTree().dump().split(separator: "\n").map(String.init) }

    func testDefaultsComeFromWhatTheViewKnows() {
        let ok = button("OK", CGRect(x: 0, y: 0, width: 80, height: 44), in: root.view)
        XCTAssertTrue(ok.isAccessibilityElement)
        XCTAssertEqual(ok.accessibilityLabel, "OK")
        XCTAssertEqual(ok.accessibilityTraits, .button)
        ok.isEnabled = false
        XCTAssertEqual(ok.accessibilityTraits, [.button, .notEnabled])
        let text = label("Hello", .zero, in: root.view)
        XCTAssertEqual(text.accessibilityLabel, "Hello")
        XCTAssertEqual(text.accessibilityTraits, .staticText)
        XCTAssertFalse(Label().isAccessibilityElement, "a label with no text is not an element")
        let picture = ImageView(frame: .zero)
        XCTAssertFalse(picture.isAccessibilityElement, "an image without a label is left out")
        picture.accessibilityLabel = "A dog"
        XCTAssertTrue(picture.isAccessibilityElement)
        XCTAssertEqual(picture.accessibilityTraits, .image)
        let card = View()
        _ = label("Title", .zero, in: card)
        _ = label("Subtitle", .zero, in: card)
        XCTAssertFalse(card.isAccessibilityElement)
        card.isFocusable = true
        XCTAssertTrue(card.isAccessibilityElement, "what the keyboard can focus, an AT can reach")
        XCTAssertEqual(card.accessibilityLabel, "Title, Subtitle")
        XCTAssertEqual(card.accessibilityTraits, .button)
        card.accessibilityLabel = nil
        XCTAssertNil(card.accessibilityLabel, "set to nil on purpose, it stays nil")
        XCTAssertEqual(NavigationBackButton().accessibilityLabel, "Back")
    }

    func testTheTreeReadsInReadingOrderWithoutHiddenViews() {
        button("C", CGRect(x: 20, y: 300, width: 100, height: 44), in: root.view)
        button("B", CGRect(x: 200, y: 100, width: 100, height: 44), in: root.view)
        let box = View(frame: CGRect(x: 0, y: 90, width: 190, height: 100))
        root.view.addSubview(box)
        button("A", CGRect(x: 20, y: 14, width: 100, height: 44), in: box)
        button("hidden", CGRect(x: 20, y: 400, width: 100, height: 44), in: root.view).isHidden = true
        let decoration = View(frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        root.view.addSubview(decoration)
        _ = label("Behind the curtain", CGRect(x: 0, y: 0, width: 200, height: 20), in: decoration)
        decoration.accessibilityElementsHidden = true
        XCTAssertEqual(
            treeLines,
            [
                "window \"App\" 0,0 390x844",
                "  button \"A\" [focusable] 20,104 100x44",
                "  button \"B\" [focusable] 200,100 100x44",
                "  button \"C\" [focusable] 20,300 100x44",
            ])
    }

    func testAccessibilityElementsGiveTheOrderAndAModalViewHidesItsSiblings() {
        let list = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        root.view.addSubview(list)
        let first = button("First", CGRect(x: 0, y: 300, width: 100, height: 44), in: list)
        let second = button("Second", CGRect(x: 0, y: 0, width: 100, height: 44), in: list)
        list.accessibilityElements = [first, second]
        XCTAssertEqual(treeLines.dropFirst().map { $0.split(separator: "\"")[1] }, ["First", "Second"])
        let alert = View(frame: CGRect(x: 40, y: 500, width: 300, height: 200))
        root.view.addSubview(alert)
        button("Dismiss", CGRect(x: 10, y: 10, width: 100, height: 44), in: alert)
        alert.accessibilityViewIsModal = true
        XCTAssertEqual(treeLines.dropFirst(), ["  button \"Dismiss\" [focusable] 50,510 100x44"])
    }

    /// A presentation that ends moves focus to its first element (for the AT; the keyboard's
    /// first Tab lands there too) and announces the new screen once; the presented view is a
    /// modal dialog; Esc dismisses and focus is back on the opener, announced once more.
    func testAPresentationIsModalAnnouncedOnceAndFocusComesBack() {
        let opener = button("Open", CGRect(x: 20, y: 100, width: 100, height: 44), in: root.view)
        let presented = ViewController()
        presented.navigationItem.title = "Details"
        let done = button("Done", CGRect(x: 20, y: 500, width: 100, height: 44), in: presented.view)
        button("More", CGRect(x: 200, y: 500, width: 100, height: 44), in: presented.view)
        opener.addAction(for: .touchUpInside) { [unowned self] _ in root.present(presented, animated: true) }
        XCTAssertTrue(window.performAccessibilityActivate(opener))
        driver.wait(0.1)
        XCTAssertEqual(window.recentAccessibilityEvents.count, 0, "nothing is announced mid-flight")
        driver.settle()
        XCTAssertEqual(window.recentAccessibilityEvents.map(\.announcement), ["Details"])
        XCTAssertTrue(window.accessibilityFocusedView === done)
        XCTAssertNil(window.focusedView, "the keyboard sees no focus yet: the ring is not drawn")
        let lines = treeLines
        XCTAssertEqual(lines[1], "  dialog \"Details\" [modal] 0,0 390x844")
        XCTAssertEqual(lines[2], "    button \"Done\" [focused, focusable] 20,500 100x44")
        XCTAssertFalse(lines.contains { $0.contains("Open") }, "nothing behind the dialog is reachable")
        window.send(TimedInputEvent(.key(.tab, modifiers: []), at: driver.now))
        XCTAssertTrue(window.focusedView === done, "the first Tab lands on the element the AT is on")
        window.send(TimedInputEvent(.key(.escape, modifiers: []), at: driver.now))
        driver.settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertTrue(window.accessibilityFocusedView === opener)
        XCTAssertEqual(window.recentAccessibilityEvents.count, 2)
        XCTAssertTrue(window.recentAccessibilityEvents.last?.focus === opener)
    }

    /// A back swipe let go early goes back to where it was: nothing is announced.
    func testAnInteractiveTransitionThatIsCancelledAnnouncesNothing() {
        let window = makeWindow()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        navigation.pushViewController(ViewController(), animated: false)
        _ = window.makeDisplayList()
        let driver = PointerDriver(window: window)
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 40, y: 400), frames: 20)
        driver.settle()
        XCTAssertEqual(navigation.viewControllers.count, 2, "the swipe was let go early: it stays")
        XCTAssertEqual(window.recentAccessibilityEvents.count, 0)
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), frames: 10)
        driver.settle()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(window.recentAccessibilityEvents.count, 1, "a swipe that completes is announced")
    }

    func testEscapeAsksEachViewUpToTheWindow() {
        final class Escaping: View {
            var escaped = 0
            override func accessibilityPerformEscape() -> Bool {
                escaped += 1
                return true
            }
        }
        let outer = Escaping(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        root.view.addSubview(outer)
        let inner = button("Inner", CGRect(x: 0, y: 0, width: 100, height: 44), in: outer)
        XCTAssertTrue(window.performAccessibilityEscape(from: inner))
        XCTAssertEqual(outer.escaped, 1)
        let alone = button("Alone", CGRect(x: 0, y: 500, width: 100, height: 44), in: root.view)
        XCTAssertFalse(window.performAccessibilityEscape(from: alone), "none took it: the caller sends Esc")
    }

    func testAnObserverHearsAnnouncements() {
        final class Listener: AccessibilityObserver {
            var heard: [String?] = []
            func window(_ window: Window, didPost event: AccessibilityEvent) { heard.append(event.announcement) }
        }
        let listener = Listener()
        window.accessibilityObserver = listener
        window.post(.announcement("Saved"))
        window.post(.layoutChanged(focus: nil))
        XCTAssertEqual(listener.heard, ["Saved", nil])
    }

    func testTheAuditReportsMissingLabelsSmallTargetsAndUnlabeledImages() {
        let glyph = button(nil, CGRect(x: 10, y: 10, width: 30, height: 30), in: root.view)
        let picture = ImageView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        picture.image = Image(bitmap: Bitmap(width: 1, height: 1, fill: .black), name: "dot")
        root.view.addSubview(picture)
        XCTAssertEqual(
            window.accessibilityAudit().map(\.description),
            [
                "no label: Button at 10,10 30x30",
                "hit target 30x30 pt, under 44x44: Button at 10,10 30x30",
                "image with no label, not marked decorative: ImageView at 0,100 100x100",
            ])
        glyph.accessibilityLabel = "Close"
        glyph.hitTestOutset = 7
        picture.isAccessibilityElement = false
        XCTAssertEqual(window.accessibilityAudit(), [])
        XCTAssertTrue(glyph.point(inside: CGPoint(x: -6, y: 36)), "the outset is touched as the button")
    }
}
