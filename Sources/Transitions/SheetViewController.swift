import Motion
import ViewKit

/// The seed's SemiModalViewController, made reusable: a sheet over the lower part of the
/// screen (a header with a grabber and a title over a table) below a transparent area that
/// dismisses on a click. Pulling the header, or the table once it is scrolled to its top,
/// drags the sheet down; the release finishes or cancels the dismissal.
///
/// It is its own transitioning delegate (`modalPresentationStyle = .custom`): presenting it
/// is all a caller does. Set `rowTitles` and `title` before it is shown.
open class SheetViewController: ViewController, SheetTransitionable {
    public var percentThreshold: CGFloat = 0.3
    public let interactor = SheetInteractor()

    /// The header's title.
    public var title: String = "" { didSet { sheetView.headerView.titleLabel.text = title } }
    /// One row per string, top to bottom.
    public var rowTitles: [String] = [] { didSet { if isViewLoaded { tableView.reloadData() } } }

    /// The root view's parts, as the seed's outlets.
    public let sheetView = SheetView()
    public var headerView: SheetHeaderView { sheetView.headerView }
    public var tableView: TableView { sheetView.tableView }
    public var backgroundView: View { sheetView.backgroundView }

    /// The table's pan that runs alongside the table's own scrolling.
    public let tableViewGesture = PanGestureRecognizer()
    public let headerGesture = PanGestureRecognizer()

    /// Points: the table's content offset as last scrolled.
    public private(set) var tableViewContentOffsetY: CGFloat = 0
    /// The table pan's translation and the table's offset at its previous callback, to place
    /// the hand-off exactly where the table reached its top.
    private var lastTableTranslationY: CGFloat = 0
    private var lastTableOffsetY: CGFloat = 0

    public override init() {
        super.init()
        transitioningDelegate = self
        modalPresentationStyle = .custom
    }

    open override func loadView() {
        view = sheetView
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        interactor.startHandler = { [weak self] in
            self?.tableView.bounces = false
        }
        interactor.resetHandler = { [weak self] in
            self?.tableView.bounces = true
        }
        setupViews()
    }

    private func setupViews() {
        headerGesture.addTarget(self, action: SheetViewController.headerDidScroll)
        headerView.addGestureRecognizer(headerGesture)

        let gesture = TapGestureRecognizer(target: self, action: SheetViewController.backgroundDidTap)
        backgroundView.addGestureRecognizer(gesture)

        tableViewGesture.addTarget(self, action: SheetViewController.tableViewDidScroll)
        tableViewGesture.delegate = self
        tableView.addGestureRecognizer(tableViewGesture)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.delegate = self
        tableView.dataSource = self
    }

    private func backgroundDidTap(_ sender: GestureRecognizer) {
        dismiss(animated: true, completion: nil)
    }

    /// The header: the interaction starts as soon as it is dragged. Beyond the seed, which stops
    /// the sheet dead at its place, a drag above it rubber-bands (`shownProgress`) and the
    /// release springs it back on the dismissal's driver, at the pointer's speed.
    private func headerDidScroll(_ sender: GestureRecognizer) {
        interactor.updateStateShouldStartIfNeeded()
        handleTransitionGesture(headerGesture)
    }

    /// The table: the interaction starts once the table is at its top and the drag goes down;
    /// the translation where the table reached its top becomes the start.
    private func tableViewDidScroll(_ sender: GestureRecognizer) {
        if sender.state == .began {
            lastTableTranslationY = 0
            lastTableOffsetY = tableViewContentOffsetY
        }
        let translationY = tableViewGesture.translation(in: view).y
        let movingDown = translationY > lastTableTranslationY || tableViewGesture.velocity(in: view).y > 0
        if interactor.state == .none, tableViewContentOffsetY <= 0, movingDown,
            sender.state == .began || sender.state == .changed
        {
            interactor.updateStateShouldStartIfNeeded()
            // Beyond the seed: where the table reached the top within this move, not where the
            // pointer is now, so the content does not jump at the hand-off. The table tracks the
            // pointer 1:1, so that is the previous translation plus the offset that was left.
            let reachedTop = lastTableOffsetY > 0 ? lastTableTranslationY + lastTableOffsetY : translationY
            interactor.setStartInteractionTranslationY(min(reachedTop, translationY))
            // The overscroll the table took before its bounce went off is the sheet's now.
            if tableView.contentOffset.y < 0 {
                tableView.contentOffset.y = 0
                tableViewContentOffsetY = 0
            }
        }
        lastTableTranslationY = translationY
        lastTableOffsetY = tableViewContentOffsetY
        handleTransitionGesture(tableViewGesture)
        if sender.state == .ended || sender.state == .cancelled {
            lastTableTranslationY = 0
            lastTableOffsetY = 0
        }
    }
}

extension SheetViewController: TableViewDataSource, TableViewDelegate {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rowTitles.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        // The seed makes a fresh .subtitle cell per row; reusing default cells draws the same.
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rowTitles[indexPath.row]
        // Scripts name the focused row by it (`final focus=sheet.row.N`).
        cell.accessibilityIdentifier = "sheet.row.\(indexPath.row)"
        return cell
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        tableViewContentOffsetY = scrollView.contentOffset.y
    }
}

extension SheetViewController: GestureRecognizerDelegate {
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        true
    }
}

extension SheetViewController: ViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? {
        SheetPresentAnimator()
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        SheetDismissAnimator()
    }

    /// The interactor while a gesture has started the dismissal; nil (not interactive) otherwise.
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        switch interactor.state {
        case .hasStarted, .shouldFinish:
            return interactor
        case .none, .shouldStart:
            return nil
        }
    }
}
