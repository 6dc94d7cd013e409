import Motion
import SegueScript
import Transitions
import ViewKit

/// The Today tab: seed 000's ListViewController. Clicking a card presents its detail with the
/// App Store card transition.
final class TodayViewController: ViewController, ScrollReporting, TableViewDataSource,
    TableViewDataSourcePrefetching, TableViewDelegate, CardTransitionPresenting, DeclaresCaches
{
    let screen: TodayScreen
    let cardViewModels: [CardViewModel]
    /// The detail's transitioning delegate (weak there), kept alive here as the seed does.
    let transitionManager = CardTransitionManager()
    var onScroll: ((ScrollView) -> Void)?
    var mainScrollView: ScrollView? { screen }
    /// The card transition, which keeps its blur, dim and white page between transitions.
    var declaredCaches: [AnyObject] { [transitionManager] }
    /// The detail of the card a press is on: made as the press lands and laid out between
    /// frames, so the release that opens it measures and rasterises none of its article.
    private var preparedDetail: (row: Int, controller: TodayDetailViewController)?

    init(cards: [CardViewModel], avatar: Image, date: String) {
        cardViewModels = cards
        screen = TodayScreen(avatar: avatar, date: date)
        super.init()
    }

    override func loadView() {
        screen.delegate = self
        screen.dataSource = self
        screen.prefetchDataSource = self
        view = screen
    }

    /// Cards about to scroll on: their pictures are decoded ahead (a window decodes them on a
    /// thread of its own), so the frame that first shows a card decodes nothing.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths { prepareCard(at: indexPath) }
    }

    /// A row on screen whose card may not be yet: the list at rest shows the third row's top
    /// margin, with its card just below the window, so that row has a cell and is never
    /// prefetched, and the first drag would draw its card.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        prepareCard(at: indexPath)
    }

    private func prepareCard(at indexPath: IndexPath) {
        guard indexPath.section == TodayScreen.cardSection, cardViewModels.indices.contains(indexPath.row) else {
            return
        }
        view.window?.prepare(cardViewModels[indexPath.row].image)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { onScroll?(scrollView) }

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == TodayScreen.headerSection ? 1 : cardViewModels.count
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        screen.height(forRowAt: indexPath, cardCount: cardViewModels.count)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == TodayScreen.headerSection { return screen.headerCell(for: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: CardViewCell.identifier, for: indexPath)
        (cell as? CardViewCell)?.configureCell(cardViewModel: cardViewModels[indexPath.row])
        cell.accessibilityIdentifier = "card.\(indexPath.row)"
        return cell
    }

    /// A press on a card: its detail is made now and laid out before the release presents it.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        guard indexPath.section == TodayScreen.cardSection, cardViewModels.indices.contains(indexPath.row),
            let window = view.window
        else { return }
        let detail = TodayDetailViewController(cardViewModel: cardViewModels[indexPath.row])
        preparedDetail = (indexPath.row, detail)
        window.prepare(presenting: detail)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == TodayScreen.cardSection else { return }
        let prepared = preparedDetail?.row == indexPath.row ? preparedDetail?.controller : nil
        preparedDetail = nil
        let detail = prepared ?? TodayDetailViewController(cardViewModel: cardViewModels[indexPath.row])
        // Over the current context, so the list stays underneath for the blur (seed 002).
        detail.modalPresentationStyle = .overCurrentContext
        detail.transitioningDelegate = transitionManager
        transitionManager.presentingSide = self
        // ViewKit presents through the tab bar controller, as UIKit does without a presentation context.
        present(detail, animated: true)
    }

    var cardTransitionSelectedCell: View? {
        guard let indexPath = screen.indexPathForSelectedRow, indexPath.section == TodayScreen.cardSection else {
            return nil
        }
        return screen.cellForRow(at: indexPath)
    }

    var cardTransitionSelectedCardView: View? { (cardTransitionSelectedCell as? CardViewCell)?.cardView }
}

/// The Photos tab: clicking a photo zooms it into its detail page (`ZoomTransitionDelegate`),
/// and the page zooms back into the photo's cell when closed or dragged down.
final class PhotosViewController: ViewController, ScrollReporting, ZoomTransitionSource {
    let screen: PhotosScreen
    /// The zoom's transitioning delegate, kept here because `transitioningDelegate` is weak.
    let zoom = ZoomTransitionDelegate()
    /// The photo shown in the detail (or last shown), whose cell the zoom starts from and returns to.
    private(set) var selectedIndex: Int?
    /// The detail of the photo a press is on, made as the press lands and laid out between
    /// frames, so the release that zooms it open lays out none of its text.
    private var preparedDetail: (index: Int, controller: PhotoDetailViewController)?
    var onScroll: ((ScrollView) -> Void)? {
        get { screen.onScroll }
        set { screen.onScroll = newValue }
    }
    var mainScrollView: ScrollView? { screen.collectionView }

    init(photos: [PhotoItem]) {
        screen = PhotosScreen(photos: photos)
        super.init()
        zoom.source = self
    }

    override func loadView() {
        screen.onSelect = { [weak self] index in self?.showPhoto(at: index) }
        screen.onHighlight = { [weak self] index in self?.preparePhoto(at: index) }
        screen.onLongPress = { [weak self] index in self?.showContextMenu(at: index) }
        view = screen
    }

    /// The context menu of a photo long-pressed (ignored while something is presented): Open
    /// shows its detail as a click does; Favorite marks it (or unmarks it) with a heart.
    func showContextMenu(at index: Int) {
        guard window?.rootViewController?.presentedViewController == nil, screen.photos.indices.contains(index) else {
            return
        }
        let menu = PhotoContextMenuViewController(
            item: screen.photos[index], isFavorite: screen.favorites.contains(index))
        menu.onAction = { [weak self] action in
            guard let self else { return }
            switch action {
            case .open: showPhoto(at: index)
            case .toggleFavorite:
                if screen.favorites.remove(index) == nil { screen.favorites.insert(index) }
            case .cancel: break
            }
        }
        present(menu, animated: true)
    }

    /// A press on a photo: its file is decoded at the size its detail shows it, and its detail
    /// made and laid out, between this frame and the release's, so the zoom's first frame has
    /// them ready.
    func preparePhoto(at index: Int) {
        guard let window, screen.photos.indices.contains(index) else { return }
        let image = screen.photos[index].image
        let shown = PhotoDetailView.photoFrame(for: image.size, in: window.bounds).size
        window.prepare(image, pixelSize: CGSize(width: shown.width * window.scale, height: shown.height * window.scale))
        guard window.rootViewController?.presentedViewController == nil else { return }
        let detail = makeDetail(at: index)
        preparedDetail = (index, detail)
        window.prepare(presenting: detail)
    }

    private func makeDetail(at index: Int) -> PhotoDetailViewController {
        PhotoDetailViewController(
            item: screen.photos[index], index: index, count: screen.photos.count, transition: zoom)
    }

    /// Presents the photo's detail with the zoom (a click while a detail is up is ignored). As
    /// in UIKit without a `definesPresentationContext` controller, the root presents it.
    func showPhoto(at index: Int) {
        guard window?.rootViewController?.presentedViewController == nil, screen.photos.indices.contains(index) else {
            return
        }
        selectedIndex = index
        let prepared = preparedDetail?.index == index ? preparedDetail?.controller : nil
        preparedDetail = nil
        present(prepared ?? makeDetail(at: index), animated: true)
    }

    /// The selected photo's thumbnail when some of it shows between the status bar and the tab
    /// bar; nil when its cell scrolled away, so the dismissal fades instead.
    func zoomSourceImageView() -> ImageView? {
        guard let index = selectedIndex,
            let cell = screen.collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? PhotoCell
        else { return nil }
        let shown = cell.imageView.convert(cell.imageView.bounds, to: nil)
        let screenRect = screen.convert(screen.bounds, to: nil)
        let visible = CGRect(
            x: screenRect.minX, y: screenRect.minY + StatusBar.height, width: screenRect.width,
            height: screenRect.height - StatusBar.height - TabBar.height)
        return shown.intersects(visible) ? cell.imageView : nil
    }
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
