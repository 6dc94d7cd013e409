import SegueTestSupport
import ViewKit
import XCTest

/// A page that logs its appearance calls into a shared log.
final class LoggedPage: ViewController {
    let name: String
    let log: AppearanceLog

    init(_ name: String, log: AppearanceLog) {
        (self.name, self.log) = (name, log)
        super.init()
        navigationItem.title = name
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
}

final class AppearanceLog {
    var entries: [String] = []

    /// Returns the entries so far and starts afresh.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A 390 × 844 window whose root is a navigation controller over page "A".
struct NavigationFixture {
    let window: Window
    let navigation: NavigationController
    let driver: PointerDriver
    let log = AppearanceLog()
    let root: LoggedPage

    init(frameInterval: Double = 1.0 / 60) {
        window = makeWindow()
        root = LoggedPage("A", log: log)
        navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        _ = window.makeDisplayList()
        driver = PointerDriver(window: window, frameInterval: frameInterval)
    }

    func page(_ name: String) -> LoggedPage { LoggedPage(name, log: log) }

    /// Pushes pages named `names` without animation, and clears the log.
    func stack(_ names: String...) -> [LoggedPage] {
        let pages = names.map(page)
        for page in pages { navigation.pushViewController(page, animated: false) }
        _ = window.makeDisplayList()
        _ = log.take()
        return pages
    }

    /// Points, in the window: where `page`'s view is drawn.
    func drawnX(_ page: ViewController) -> CGFloat { page.view.onScreenMotion.frame.minX }

    var names: [String] { navigation.viewControllers.map { ($0 as? LoggedPage)?.name ?? "?" } }

    var violations: [String] { window.transitionCoordinator.invariantViolations() }

    /// UIKit's appearance calls for a pop of B over A that is cancelled: each will is followed
    /// by its opposite will, then the dids of where it ended.
    static let cancelledPopOfBOverA = [
        "B willDisappear", "A willAppear", "B willAppear", "A willDisappear", "A didDisappear", "B didAppear",
    ]
}
