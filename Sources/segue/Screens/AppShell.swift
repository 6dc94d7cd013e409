import ViewKit

/// The app's root view: the selected tab's screen, the status bar over it and the tab bar below.
final class AppShell: View, ScrollViewDelegate {
    let statusBar = StatusBar()
    let tabBar = TabBar()
    private let screens: [Tab: View]
    private(set) var selectedTab: Tab = .today

    init(screens: [Tab: View]) {
        self.screens = screens
        super.init(frame: .zero)
        backgroundColor = .white
        for tab in Tab.allCases {
            guard let screen = screens[tab] else { continue }
            screen.isHidden = tab != selectedTab
            (screen as? ScrollView)?.delegate = self
            addSubview(screen)
        }
        addSubview(statusBar)
        addSubview(tabBar)
        tabBar.onSelect = { [weak self] tab in self?.select(tab) }
    }

    func select(_ tab: Tab) {
        selectedTab = tab
        tabBar.selectedTab = tab
        for (key, screen) in screens { screen.isHidden = key != tab }
        if let scroll = screens[tab] as? ScrollView { scrollViewDidScroll(scroll) }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === screens[selectedTab] else { return }
        statusBar.showBackdrop(forContentUnderneath: scrollView.contentOffset.y + scrollView.contentInset.top)
    }

    func screen(for tab: Tab) -> View? { screens[tab] }

    override func layoutSubviews() {
        for screen in screens.values { screen.frame = bounds }
        statusBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: StatusBar.height)
        tabBar.frame = CGRect(x: 0, y: bounds.height - TabBar.height, width: bounds.width, height: TabBar.height)
    }
}
