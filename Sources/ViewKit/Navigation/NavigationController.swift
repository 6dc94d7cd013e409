import Motion

/// UINavigationControllerDelegate: supplies a push or pop's animations and what drives them.
/// Every method is optional.
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animations of a push or pop; nil uses the system slide (`NavigationSlideAnimator`).
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning?
    /// What drives a push or pop that is not the back swipe's (the back swipes drive their own).
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}

/// A stack of pages under a bar, as UINavigationController. Pushes and pops animate through
/// the window's transition coordinator, so a page in flight can be caught at any frame as a
/// presented one can; the back swipes (`interactivePopGestureRecognizer` from the left edge,
/// `interactiveContentPopGestureRecognizer` from anywhere on the page) drive a pop by hand.
open class NavigationController: ViewController {
    /// Points: the height of the bar's items.
    public var navigationBarHeight: CGFloat = 44 { didSet { if isViewLoaded { view.setNeedsLayout() } } }
    /// Points above the bar's items that its background runs under: a status bar's height.
    public var navigationBarTopInset: CGFloat = 0 { didSet { if isViewLoaded { view.setNeedsLayout() } } }
    public let navigationBar = NavigationBar()
    public weak var delegate: NavigationControllerDelegate?
    /// The back swipe from within 20 pt of the left edge.
    public let interactivePopGestureRecognizer = NavigationPopGestureRecognizer(fromEdge: true)
    /// iOS 26's back swipe from anywhere on the page: it waits for the edge swipe to fail and
    /// gives way to a horizontal scroll view that can still scroll left.
    public let interactiveContentPopGestureRecognizer = NavigationPopGestureRecognizer(fromEdge: false)

    /// The stack as it is on screen: it changes when a transition ends, not when one starts.
    private(set) var shownStack: [ViewController] = []
    /// Changes asked for and not yet ended, in order (the first may be in flight).
    var pendingChanges: [NavigationChange] = []
    /// The page container: pages fill it, and transitions between them happen in it.
    public let contentView = View()
    /// The back swipe in progress, from its start to its release.
    var swipe: PercentDrivenInteractiveTransition?
    /// The touchpad's back swipe: precise horizontal wheel scrolling (see `WheelBackSwipe`).
    private(set) lazy var wheelSwipe = WheelBackSwipe(navigation: self)
    /// Decides whether the back swipes may begin.
    private(set) lazy var popGestureGate = PopGestureGate(navigation: self)

    public init(rootViewController: ViewController) {
        super.init()
        shownStack = [rootViewController]
        addChild(rootViewController)
        rootViewController.navigationItem.onChange = { [weak self] in self?.refreshBar() }
    }

    /// The stack as asked for: with every change that was asked for applied, the one in flight
    /// included, as UIKit's reads at once after a push. Setting it replaces the stack.
    public var viewControllers: [ViewController] {
        get { pendingChanges.reduce(shownStack) { $1.applied(to: $0) ?? $0 } }
        set { setViewControllers(newValue, animated: false) }
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// The top page: with no first responder, keys start there.
    open override var childViewControllerForKeyInput: ViewController? { topViewController }

    /// Esc, Alt+Left and Back (the mouse's back button) pop the top page while there is one
    /// to pop, as libadwaita's navigation view does; then the commands added to this controller.
    open override var keyCommands: [KeyCommand] {
        (viewControllers.count > 1 ? popKeyCommands : []) + super.keyCommands
    }
    private lazy var popKeyCommands: [KeyCommand] = [
        (Key.escape, KeyModifiers()), (.left, .alternate), (.back, []),
    ].map { key, modifiers in
        KeyCommand(input: key, modifierFlags: modifiers, title: "Back") { [weak self] in
            _ = self?.popViewController(animated: true)
        }
    }

    /// The page on screen: the top once no transition is in flight.
    public var visibleViewController: ViewController? { shownStack.last }

    open override func loadView() {
        view = NavigationContainerView(controller: self)
    }

    open override func viewDidLoad() {
        contentView.clipsToBounds = true
        view.addSubview(contentView)
        view.addSubview(navigationBar)
        navigationBar.onBack = { [weak self] item in self?.backButtonTapped(on: item) }
        installPopGestures()
        if let top = shownStack.last { contentView.addSubview(top.view) }
        refreshBar()
    }

    // MARK: Changing the stack

    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        request(.push(viewController), animated: animated)
    }

    /// Pops the top page and returns it; nil, doing nothing, at the root.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        let stack = viewControllers
        guard stack.count > 1, let top = stack.last else { return nil }
        request(.pop(expectedTop: top), animated: animated)
        return top
    }

    /// Pops every page above the root and returns them.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the pages above `viewController` and returns them; nil when it is not on the stack.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        let stack = viewControllers
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { request(.popTo(viewController), animated: animated) }
        return popped
    }

    /// Replaces the stack; the transition is a push when the new top is new, a pop when it
    /// was on the stack.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        guard !viewControllers.isEmpty else { return }
        request(.replace(viewControllers), animated: animated)
    }

    private func request(_ change: NavigationChange, animated: Bool, interaction: InteractiveTransitioning? = nil) {
        // Not `view.window`: asking for the view would load it for a push made before it shows.
        guard isViewLoaded, let window = view.window else {
            if let stack = change.applied(to: viewControllers) { show(stack, animated: false) }
            return
        }
        pendingChanges.append(change)
        window.transitionCoordinator.enqueue(
            .navigate(NavigationRequest(navigation: self, change: change, animated: animated, interaction: interaction))
        )
    }

    /// Starts a pop the back swipe drives.
    func requestSwipePop(driving interaction: PercentDrivenInteractiveTransition) -> Bool {
        let stack = viewControllers
        guard stack.count > 1, let top = stack.last, isViewLoaded, let window = view.window,
            !window.transitionCoordinator.isTransitioning
        else { return false }
        request(.pop(expectedTop: top), animated: true, interaction: interaction)
        return window.transitionCoordinator.isTransitioning
    }

    /// Pops the page whose back button it is, once: tapped while a back swipe pops that page,
    /// it pops nothing more (the swipe, if cancelled, leaves it for the tap to pop).
    private func backButtonTapped(on item: NavigationItem) {
        guard let page = shownStack.last(where: { $0.navigationItem === item }) else { return }
        request(.pop(expectedTop: page), animated: true)
    }

    // MARK: Showing pages

    /// Makes `stack` the one on screen without animation: the old top's view leaves, the new
    /// one's comes, with balanced appearance calls while in a window.
    func show(_ stack: [ViewController], animated: Bool) {
        let oldTop = shownStack.last, newTop = stack.last
        let appearing = isViewLoaded && view.window != nil && oldTop !== newTop
        if appearing, let newTop {
            delegate?.navigationController(self, willShow: newTop, animated: animated)
            oldTop?.viewWillDisappear(animated)
            newTop.viewWillAppear(animated)
        }
        adopt(stack)
        if isViewLoaded {
            if let oldTop, oldTop !== newTop, oldTop.isViewLoaded { oldTop.view.removeFromSuperview() }
            if let newTop, newTop.view.superview !== contentView {
                newTop.view.frame = contentView.bounds
                contentView.addSubview(newTop.view)
            }
            refreshBar()
        }
        if appearing, let newTop {
            oldTop?.viewDidDisappear(animated)
            newTop.viewDidAppear(animated)
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
    }

    /// Makes `stack` the children and the shown stack.
    func adopt(_ stack: [ViewController]) {
        for old in children where !stack.contains(where: { $0 === old }) {
            old.removeFromParent()
            old.navigationItem.onChange = nil
        }
        adoptForTransition(stack)
        shownStack = stack
    }

    /// Makes the pages of `stack` children while a transition runs to it: a pushed page finds
    /// its navigation controller from its first appearance call. Pages leaving stay until it ends.
    func adoptForTransition(_ stack: [ViewController]) {
        for controller in stack where controller.parent !== self {
            addChild(controller)
            controller.navigationItem.onChange = { [weak self] in self?.refreshBar() }
        }
    }

    /// The change at the head of the queue ended, leaving `stack` on screen (nil: it changed
    /// nothing). A transition already moved the views (`animated`); otherwise they move now.
    func endChange(showing stack: [ViewController]?, animated: Bool) {
        if !pendingChanges.isEmpty { pendingChanges.removeFirst() }
        guard let stack else { return }
        if animated {
            adopt(stack)
            refreshBar()
        } else {
            show(stack, animated: false)
        }
    }

    /// The back button's title for `controller` in `stack`: the title of the page below it.
    func backTitle(below controller: ViewController, in stack: [ViewController]) -> String? {
        guard let index = stack.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        return stack[index - 1].navigationItem.backTitle
    }

    /// Shows the top item at rest.
    func refreshBar() {
        guard isViewLoaded, let top = shownStack.last else { return }
        navigationBar.show(top.navigationItem, backTitle: backTitle(below: top, in: shownStack))
    }

    // MARK: Appearance, passed on to the page on screen

    open override func viewWillAppear(_ animated: Bool) { visibleViewController?.viewWillAppear(animated) }
    open override func viewDidAppear(_ animated: Bool) { visibleViewController?.viewDidAppear(animated) }
    open override func viewWillDisappear(_ animated: Bool) { visibleViewController?.viewWillDisappear(animated) }
    open override func viewDidDisappear(_ animated: Bool) { visibleViewController?.viewDidDisappear(animated) }

    func layoutChildren() {
        let bounds = view.bounds
        let barBottom = navigationBarTopInset + navigationBarHeight
        navigationBar.topInset = navigationBarTopInset
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barBottom)
        contentView.frame = CGRect(x: 0, y: barBottom, width: bounds.width, height: max(bounds.height - barBottom, 0))
        for page in contentView.subviews where page.owningViewController != nil {
            page.bounds = CGRect(origin: .zero, size: contentView.bounds.size)
            page.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
        }
    }
}

/// The navigation controller's root view: the bar on top, the pages below it.
final class NavigationContainerView: View {
    unowned let controller: NavigationController

    init(controller: NavigationController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .white
    }

    override func layoutSubviews() { controller.layoutChildren() }
}
