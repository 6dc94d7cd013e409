import Motion
import Transitions
import ViewKit

/// The Settings tab: a navigation stack of grouped lists, four levels deep
/// (Settings › General › About › Legal), with a Photos page that holds a horizontal row of
/// photos under the content back swipe.
final class SettingsNavigationController: NavigationController {
    /// Opens the Photos page's photos with the zoom, and the other pages with the slide.
    let zoom = ZoomNavigationTransition()

    init(photos: [PhotoItem]) {
        super.init(rootViewController: SettingsListViewController(page: .settings, photos: photos))
        navigationBarTopInset = StatusBar.height
        delegate = zoom
    }
}

/// The pages of the Settings tab, and what their rows lead to.
enum SettingsPage: Hashable {
    case settings, general, about, legal, photos, display

    var title: String {
        switch self {
        case .settings: return "Settings"
        case .general: return "General"
        case .about: return "About"
        case .legal: return "Legal & Regulatory"
        case .photos: return "Photos"
        case .display: return "Display & Brightness"
        }
    }

    /// The page's groups of rows, each row with where it leads.
    var sections: [[(row: GroupedRow, leadsTo: SettingsPage?)]] {
        func link(_ title: String, _ color: UInt32?, to page: SettingsPage) -> (GroupedRow, SettingsPage?) {
            (GroupedRow(title: title, iconColor: color.map { Color(hex: $0) }, pushes: true), page)
        }
        func info(_ title: String, _ value: String) -> (GroupedRow, SettingsPage?) {
            (GroupedRow(title: title, value: value), nil)
        }
        switch self {
        case .settings:
            return [
                [link("General", 0x8E8E93, to: .general), link("Display & Brightness", 0x007AFF, to: .display)],
                [link("Photos", 0xFF9500, to: .photos), link("Legal & Regulatory", 0x34C759, to: .legal)],
            ]
        case .general:
            return [[link("About", nil, to: .about)], [info("Storage", "64 GB"), info("Language", "English")]]
        case .about:
            return [
                [info("Name", "Segue"), info("Software Version", "1.0"), info("Model", "SDL2")],
                [link("Legal & Regulatory", nil, to: .legal)],
            ]
        case .legal:
            return [[info("Licence", "MIT"), info("Fonts", "Inter, OFL")], [info("Photos", "Unsplash")]]
        case .display:
            return [[info("Appearance", "Light"), info("Text Size", "17 pt")], [info("Auto-Lock", "Never")]]
        case .photos:
            return [[info("Shared Albums", "Off"), info("Hidden Album", "On")]]
        }
    }
}

/// A Settings page: its grouped list; clicking a row that leads somewhere pushes that page.
final class SettingsListViewController: ViewController {
    let page: SettingsPage
    let photos: [PhotoItem]
    private(set) var list: GroupedListView?

    init(page: SettingsPage, photos: [PhotoItem]) {
        (self.page, self.photos) = (page, photos)
        super.init()
        navigationItem.title = page.title
        navigationItem.backButtonTitle = page == .settings ? "Settings" : nil
    }

    override func loadView() {
        let sections = page.sections
        let list = GroupedListView(sections: sections.map { $0.map(\.row) }, bottomInset: TabBar.height)
        list.onSelect = { [weak self] section, row in
            guard let next = sections[section][row].leadsTo else { return }
            self?.show(next)
        }
        self.list = list
        guard page == .photos else {
            view = list
            return
        }
        let row = PhotoRowPage(list: list, photos: photos)
        row.onSelect = { [weak self, weak row] index in
            guard let self, let row else { return }
            self.open(photo: index, from: row)
        }
        view = row
    }

    /// Pushes photo `index` with the zoom, out of its thumbnail in `row`.
    private func open(photo index: Int, from row: PhotoRowPage) {
        guard let navigation = navigationController as? SettingsNavigationController,
            navigation.topViewController === self, photos.indices.contains(index)
        else { return }
        row.selected = index
        navigation.zoom.source = row
        let detail = SettingsPhotoViewController(
            item: photos[index], index: index, count: photos.count, transition: navigation.zoom)
        navigation.pushViewController(detail, animated: true)
    }

    private func show(_ next: SettingsPage) {
        navigationController?.pushViewController(
            SettingsListViewController(page: next, photos: photos), animated: true)
    }
}
