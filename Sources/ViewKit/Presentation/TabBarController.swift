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
