import SegueTestSupport
import ViewKit
import XCTest

/// Keys through the responder chain (issue 29, item 5): the route a press takes, key commands
/// matched on their exact modifiers, the first responder, and what is left for the host.
final class ResponderChainTests: XCTestCase {
    private var window: Window!
    private var presenter: ViewController!
    private var driver: PointerDriver!
    /// Every press the host's handler was left with.
    private var hostKeys: [KeyPress] = []

    override func setUp() {
        window = makeWindow()
        presenter = ViewController()
        window.rootViewController = presenter
        driver = PointerDriver(window: window)
        hostKeys = []
        window.keyHandler = { [unowned self] press in
            hostKeys.append(press)
            return true
        }
    }

    private func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        window.send(TimedInputEvent(.key(key, modifiers: modifiers), at: driver.now))
    }

    /// A field on a page in a navigation controller that the root presents.
    private func presentFieldOnANavigationPage() -> (
        field: FieldView, box: View, page: ViewController, nav: NavigationController
    ) {
        let page = ViewController()
        let box = View(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        let field = FieldView(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        box.addSubview(field)
        page.view.addSubview(box)
        let nav = NavigationController(rootViewController: page)
        presenter.present(nav, animated: false)
        driver.settle()
        return (field, box, page, nav)
    }

    func testTheChainRunsFromTheFirstResponderThroughItsControllersToTheWindow() {
        let (field, box, page, nav) = presentFieldOnANavigationPage()
        XCTAssertTrue(field.becomeFirstResponder())
        let named: [(AnyObject, String)] = [
            (field, "field"), (box, "box"), (page.view, "page.view"), (page, "page"),
            (nav.contentView, "nav.contentView"),
            (nav.view, "nav.view"), (nav, "nav"), (presenter, "presenter"), (window, "window"),
        ]
        let chain = window.responderChain().map { responder in
            named.first { $0.0 === responder }?.1 ?? "\(type(of: responder))"
        }
        XCTAssertEqual(
            chain, ["field", "box", "page.view", "page", "nav.contentView", "nav.view", "nav", "presenter", "window"])
    }

    /// With no first responder, a press starts at what is on show: the top page of the
    /// navigation controller on top of the presentations.
    func testWithoutAFirstResponderAPressStartsAtTheTopPresentedControllersShownChild() {
        let (_, _, page, nav) = presentFieldOnANavigationPage()
        XCTAssertNil(window.firstResponder)
        let chain = window.responderChain()
        XCTAssertTrue(chain.first === page)
        XCTAssertEqual(chain.count, 6, "page, nav.contentView, nav.view, nav, presenter, window")
        XCTAssertTrue(chain[3] === nav)
        XCTAssertTrue(chain[4] === presenter)
        XCTAssertTrue(chain[5] === window)
    }

    func testTheFirstKeyCommandAlongTheChainWinsAndThePressGoesNoFurther() {
        let (field, _, page, nav) = presentFieldOnANavigationPage()
        field.becomeFirstResponder()
        var fired: [String] = []
        page.addKeyCommand(KeyCommand(input: .left, modifierFlags: .alternate) { fired.append("page alt+left") })
        nav.addKeyCommand(KeyCommand(input: .left, modifierFlags: .alternate) { fired.append("nav alt+left") })
        nav.addKeyCommand(KeyCommand(input: .digit1, modifierFlags: .control) { fired.append("nav ctrl+1") })
        window.addKeyCommand(KeyCommand(input: .tab, modifierFlags: .shift) { fired.append("window shift+tab") })
        press(.left, .alternate)
        press(.digit1, .control)
        press(.tab, .shift)
        XCTAssertEqual(fired, ["page alt+left", "nav ctrl+1", "window shift+tab"])
        XCTAssertEqual(hostKeys, [])
        XCTAssertEqual(field.pressed, [], "key commands come before keyDown")
    }

    /// A command answers its key with exactly its modifiers: not fewer, not more.
    func testModifiersMustMatchExactly() {
        var fired = 0
        window.addKeyCommand(KeyCommand(input: .digit1, modifierFlags: .control) { fired += 1 })
        press(.digit1)
        press(.digit1, [.control, .shift])
        press(.digit1, .command)
        press(.digit2, .control)
        XCTAssertEqual(fired, 0)
        press(.digit1, .control)
        XCTAssertEqual(fired, 1)
        XCTAssertEqual(
            hostKeys,
            [
                KeyPress(.digit1), KeyPress(.digit1, modifiers: [.control, .shift]),
                KeyPress(.digit1, modifiers: .command), KeyPress(.digit2, modifiers: .control),
            ])
        XCTAssertEqual(hostKeys.map(\.description), ["1", "ctrl+shift+1", "cmd+1", "ctrl+2"])
    }

    func testKeyDownIsOfferedAlongTheChainAndUnhandledKeysReachTheHost() {
        let (field, _, _, _) = presentFieldOnANavigationPage()
        field.becomeFirstResponder()
        field.takes = [.a]
        press(.a)
        press(.b, .shift)
        XCTAssertEqual(field.pressed, [KeyPress(.a), KeyPress(.b, modifiers: .shift)])
        XCTAssertEqual(hostKeys, [KeyPress(.b, modifiers: .shift)])
    }

    func testTheFirstResponderChangesHands() {
        let (field, box, _, _) = presentFieldOnANavigationPage()
        let other = FieldView(frame: CGRect(x: 10, y: 60, width: 200, height: 40))
        box.addSubview(other)
        XCTAssertFalse(box.becomeFirstResponder(), "a plain view cannot")
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertTrue(other.isFirstResponder)
        XCTAssertEqual(field.resignations, 1)
        other.keepsFirstResponder = true
        XCTAssertFalse(field.becomeFirstResponder(), "the first responder refused to resign")
        XCTAssertTrue(window.firstResponder === other)
        other.keepsFirstResponder = false
        other.removeFromSuperview()
        XCTAssertNil(window.firstResponder, "out of the window, it is first responder no more")
        let detached = FieldView()
        XCTAssertFalse(detached.becomeFirstResponder(), "not in a window")
    }

    /// Esc at rest dismisses the presented controller through its own key command; a command
    /// of the page's own for Esc comes first.
    func testEscapeDismissesThePresentedControllerThroughItsKeyCommand() {
        let (_, _, page, nav) = presentFieldOnANavigationPage()
        XCTAssertTrue(nav.keyCommands.contains { $0 === nav.dismissKeyCommand })
        XCTAssertFalse(presenter.keyCommands.contains { $0 === presenter.dismissKeyCommand }, "not presented")
        var pageEscapes = 0
        let own = KeyCommand(input: .escape) { pageEscapes += 1 }
        page.addKeyCommand(own)
        press(.escape)
        XCTAssertEqual(pageEscapes, 1)
        XCTAssertTrue(presenter.presentedViewController === nav)
        page.removeKeyCommand(own)
        press(.escape, .shift)
        XCTAssertTrue(presenter.presentedViewController === nav, "Shift+Esc is not Esc")
        press(.escape)
        driver.settle()
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(hostKeys, [KeyPress(.escape, modifiers: .shift)])
        press(.escape)
        XCTAssertEqual(hostKeys.count, 2, "with nothing presented, Esc is the host's")
    }

    /// A first responder that a presentation covers hears nothing until it goes: keys start at
    /// the presented controller instead.
    func testAFirstResponderUnderAPresentationIsPassedOver() {
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        presenter.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        let sheet = ViewController()
        sheet.modalPresentationStyle = .overCurrentContext
        presenter.present(sheet, animated: false)
        driver.settle()
        XCTAssertTrue(window.firstResponder === field)
        XCTAssertTrue(window.responderChain().first === sheet)
        press(.escape)
        driver.settle()
        XCTAssertNil(presenter.presentedViewController)
        press(.a)
        XCTAssertEqual(field.pressed, [KeyPress(.a)])
    }

    /// Esc while a transition is in flight is the transition's (it turns back), as before; a
    /// priority command runs before the transition sees its key.
    func testATransitionTakesEscapeButNotAPriorityCommand() {
        let sheet = ViewController()
        var paused = 0
        let pause = KeyCommand(input: .p) { paused += 1 }
        pause.wantsPriorityOverSystemBehavior = true
        window.addKeyCommand(pause)
        var sheetEscapes = 0
        sheet.addKeyCommand(KeyCommand(input: .escape) { sheetEscapes += 1 })
        presenter.present(sheet, animated: true)
        driver.wait(0.1)
        press(.p)
        XCTAssertEqual(paused, 1)
        XCTAssertTrue(window.transitionCoordinator.isTransitioning, "a priority command leaves the transition be")
        press(.escape)
        XCTAssertEqual(sheetEscapes, 0, "the transition took Esc")
        driver.settle()
        XCTAssertNil(presenter.presentedViewController, "Esc sent the presentation back")
        XCTAssertEqual(hostKeys, [])
    }

    /// Target-action holds its target weakly: a controller's command does not keep it alive.
    func testATargetActionCommandDoesNotKeepItsTargetAlive() {
        weak var gone: CountingController?
        do {
            let controller = CountingController()
            controller.addKeyCommand(
                KeyCommand(input: .r, modifierFlags: .command, target: controller, action: CountingController.increment)
            )
            controller.keyCommands[0].perform()
            XCTAssertEqual(controller.count, 1)
            gone = controller
        }
        XCTAssertNil(gone)
    }
}

/// A view that takes the first responder, and the presses it is offered.
private final class FieldView: View {
    var pressed: [KeyPress] = []
    var takes: Set<Key> = []
    var keepsFirstResponder = false
    var resignations = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !keepsFirstResponder }
    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { resignations += 1 }
        return resigned
    }
    override func keyDown(_ press: KeyPress) -> Bool {
        pressed.append(press)
        return takes.contains(press.key)
    }
}

private final class CountingController: ViewController {
    var count = 0
    func increment() { count += 1 }
}
