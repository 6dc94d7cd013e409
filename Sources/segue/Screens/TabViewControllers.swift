import ViewKit

/// The Today tab.
final class TodayViewController: ViewController, ScrollReporting, ScrollViewDelegate {
    let screen: TodayScreen
    var onScroll: ((ScrollView) -> Void)?
    var mainScrollView: ScrollView? { screen }

    init(cards: [CardViewModel], avatar: Image, date: String) {
        screen = TodayScreen(cards: cards, avatar: avatar, date: date)
        super.init()
    }

    override func loadView() {
        screen.delegate = self
        view = screen
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { onScroll?(scrollView) }
}

/// The Photos tab.
final class PhotosViewController: ViewController, ScrollReporting {
    let screen: PhotosScreen
    var onScroll: ((ScrollView) -> Void)? {
        get { screen.onScroll }
        set { screen.onScroll = newValue }
    }
    var mainScrollView: ScrollView? { screen.collectionView }

    init(photos: [PhotoItem]) {
        screen = PhotosScreen(photos: photos)
        super.init()
    }

    override func loadView() { view = screen }
}

/// A tab whose screen explains a transition and offers a button that shows it.
class InfoViewController: ViewController, ScrollReporting, ScrollViewDelegate {
    let screen: InfoScreen
    var onScroll: ((ScrollView) -> Void)?
    var mainScrollView: ScrollView? { screen }

    init(screen: InfoScreen) {
        self.screen = screen
        super.init()
    }

    override func loadView() {
        screen.delegate = self
        view = screen
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { onScroll?(scrollView) }
}
