import Motion
import SegueScript
import ViewKit

/// A tab's controller that tells the root when its content scrolls, so the status bar can
/// frost over it.
protocol ScrollReporting: AnyObject {
    var onScroll: ((ScrollView) -> Void)? { get set }
    /// The scroll view whose offset decides the status bar's backdrop.
    var mainScrollView: ScrollView? { get }
}

/// The app's root: the four tabs, iOS's status bar over them and the tab bar below.
final class RootTabBarController: TabBarController, NamedTabs {
    let statusBar = StatusBar()
    let bar = TabBar()

    init(tabs: [ViewController]) {
        super.init(tabBar: bar, tabBarHeight: TabBar.height)
        viewControllers = tabs
        bar.onSelect = { [weak self] tab in self?.select(tab) }
        for (i, tab) in tabs.enumerated() {
            (tab as? ScrollReporting)?.onScroll = { [weak self] scroll in
                guard self?.selectedIndex == i else { return }
                self?.statusBar.showBackdrop(forContentUnderneath: scroll.contentOffset.y + scroll.contentInset.top)
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.insertSubview(statusBar, belowSubview: bar)
    }

    var selectedTab: Tab { Tab(rawValue: selectedIndex) ?? .today }

    var selectedTabName: String { selectedTab.title.lowercased() }

    func selectTab(at index: Int) { select(Tab(rawValue: index) ?? .today) }

    /// Ctrl+1…5 select as a click on the bar does.
    override func selectTab(fromKeyCommand index: Int) { selectTab(at: index) }

    func select(_ tab: Tab) {
        selectedIndex = tab.rawValue
        bar.selectedTab = tab
        view.bringSubviewToFront(statusBar)
        view.bringSubviewToFront(bar)
        if let scroll = (selectedViewController as? ScrollReporting)?.mainScrollView {
            statusBar.showBackdrop(forContentUnderneath: scroll.contentOffset.y + scroll.contentInset.top)
        }
    }

    override func layoutChildrenHook() {
        statusBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: StatusBar.height)
    }
}
