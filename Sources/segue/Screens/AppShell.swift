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
            if let scroll = screen as? ScrollView { scroll.delegate = self }
            (screen as? PhotosScreen)?.onScroll = { [weak self] scroll in self?.screenDidScroll(scroll, on: .photos) }
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
        let scroll = (screens[tab] as? ScrollView) ?? (screens[tab] as? PhotosScreen)?.collectionView
        if let scroll { screenDidScroll(scroll, on: tab) }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard let tab = screens.first(where: { $0.value === scrollView })?.key else { return }
        screenDidScroll(scrollView, on: tab)
    }

    /// Frosts the status bar once the selected screen's content slides under it.
    private func screenDidScroll(_ scrollView: ScrollView, on tab: Tab) {
        guard tab == selectedTab else { return }
        statusBar.showBackdrop(forContentUnderneath: scrollView.contentOffset.y + scrollView.contentInset.top)
    }

    func screen(for tab: Tab) -> View? { screens[tab] }

    override func layoutSubviews() {
        for screen in screens.values { screen.frame = bounds }
        statusBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: StatusBar.height)
        tabBar.frame = CGRect(x: 0, y: bounds.height - TabBar.height, width: bounds.width, height: TabBar.height)
    }
}
