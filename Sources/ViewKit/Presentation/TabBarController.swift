import Motion

/// A container that shows one child controller at a time above a tab bar, as
/// UITabBarController. The app supplies the bar's view (its look is the app's); the bar calls
/// `selectedIndex` when a tab is clicked.
open class TabBarController: ViewController {
    /// The children, one per tab.
    public var viewControllers: [ViewController] = [] {
        didSet {
            for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
                old.removeFromParent()
                if old.isViewLoaded { old.view.removeFromSuperview() }
            }
            for child in viewControllers { addChild(child) }
            selectedIndex = min(selectedIndex, max(viewControllers.count - 1, 0))
            showSelected()
        }
    }

    /// The bar along the bottom; its height is `tabBarHeight` points.
    public let tabBar: View
    /// Points.
    public var tabBarHeight: CGFloat { didSet { view.setNeedsLayout() } }

    public var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { showSelected() } }
    }

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// The selected tab: with no first responder, keys start there.
    open override var childViewControllerForKeyInput: ViewController? { selectedViewController }

    /// Ctrl+1 to Ctrl+9 select the first nine tabs, as GTK's notebook and libadwaita's tab
    /// view do, while nothing is presented over this controller; then the commands added to it.
    open override var keyCommands: [KeyCommand] {
        guard presentedViewController == nil else { return super.keyCommands }
        return tabKeyCommands.prefix(viewControllers.count) + super.keyCommands
    }
    private lazy var tabKeyCommands: [KeyCommand] = [
        Key.digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9,
    ].enumerated().map { index, key in
        KeyCommand(input: key, modifierFlags: .control, title: "Tab \(index + 1)") { [weak self] in
            // A press held on the tab being left (a list mid-drag) ends first, cancelled, so
            // what it moved settles before its view leaves the window.
            self?.window?.cancelActiveTouch()
            self?.selectTab(fromKeyCommand: index)
        }
    }

    /// Called by Ctrl+digit with the tab's index: sets `selectedIndex`. Override to select the
    /// way a click on the bar does (an app's bar that shows the selection itself).
    open func selectTab(fromKeyCommand index: Int) { selectedIndex = index }

    public init(tabBar: View, tabBarHeight: CGFloat) {
        self.tabBar = tabBar
        self.tabBarHeight = tabBarHeight
        super.init()
    }

    open override func loadView() {
        view = TabBarContainerView(controller: self)
    }

    open override func viewDidLoad() {
        view.addSubview(tabBar)
        showSelected()
    }

    private func showSelected() {
        guard isViewLoaded else { return }
        for (i, child) in viewControllers.enumerated() {
            let selected = i == selectedIndex
            if selected && child.view.superview !== view {
                child.viewWillAppear(false)
                view.insertSubview(child.view, belowSubview: tabBar)
                child.viewDidAppear(false)
            } else if !selected && child.isViewLoaded && child.view.superview === view {
                // A press held in the tab being left (a list mid-drag, whatever selected the
                // other tab: a key, an activation, the app) could never end there: it ends
                // now, cancelled, so what it moved settles.
                view.window?.cancelTouches(within: child.view)
                child.viewWillDisappear(false)
                child.view.removeFromSuperview()
                child.viewDidDisappear(false)
            }
        }
        view.setNeedsLayout()
    }

    func layoutChildren() {
        selectedViewController?.view.frame = view.bounds
        tabBar.frame = CGRect(
            x: 0, y: view.bounds.height - tabBarHeight, width: view.bounds.width, height: tabBarHeight)
        layoutChildrenHook()
    }

    /// Lays out extra views a subclass adds to the container (after the children and the bar).
    open func layoutChildrenHook() {}
}

/// The tab bar controller's root view: children fill it, the bar sits at the bottom.
final class TabBarContainerView: View {
    unowned let controller: TabBarController

    init(controller: TabBarController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .white
    }

    override func layoutSubviews() { controller.layoutChildren() }
}
