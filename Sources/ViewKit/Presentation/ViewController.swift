import Motion

/// UIModalPresentationStyle, the styles Segue supports.
public enum ModalPresentationStyle: Hashable {
    /// Covers the screen; the presenting view leaves the window once the transition ends.
    case fullScreen
    /// Covers the presenting context; the presenting view stays underneath.
    case overCurrentContext
    /// The transitioning delegate supplies a presentation controller; the presenting view stays.
    case custom
}

/// Manages a view and its presentation, as UIViewController.
open class ViewController: Responder {
    public override init() {
        super.init()
    }

    deinit {
        // Gone while presenting (its window closed with a page up, say): the presented
        // controller and its presentation controller refer to each other until a dismissal
        // unlinks them, and none will come now, so cut that link and let them go too.
        presentedViewController?.presentationController = nil
    }

    private var loadedView: View?

    /// The root view, loaded on first access through `loadView` and `viewDidLoad`.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View() }
        loadedView?.owningViewController = self
        viewDidLoad()
    }

    /// Creates `view`; the default makes a plain white view, as a storyboard-less UIKit one.
    open func loadView() {
        let root = View()
        root.backgroundColor = .white
        loadedView = root
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the view is about to lay out its subviews (its size changed, or a subview
    /// was added), before its `layoutSubviews`, as UIKit's.
    open func viewWillLayoutSubviews() {}
    /// Called once the view laid out its subviews: where a port sets the frames that Auto
    /// Layout would have computed. The view is in its window by the time it is drawn, so text
    /// can be measured here.
    open func viewDidLayoutSubviews() {}
    /// UIKit's status bar preference. Segue draws no status bar, so nothing reads it; ported
    /// controllers override it as they did.
    open var prefersStatusBarHidden: Bool { false }

    // MARK: Keys

    /// UIKit's: a presented controller → the controller that presented it; another → its
    /// view's superview (which leads to the parent's view, then the parent), or its parent
    /// while its view is in no superview. The root controller's view's superview is the window.
    open override var next: Responder? {
        if let presenting = presentingViewController { return presenting }
        return loadedView?.superview ?? parent
    }

    override var responderWindow: Window? { window }

    /// Esc, which dismisses this controller (`dismiss(animated: true)`), animated as its
    /// transitioning delegate says. `keyCommands` lists it while this controller is presented.
    public private(set) lazy var dismissKeyCommand = KeyCommand(input: .escape, title: "Close") { [weak self] in
        self?.dismiss(animated: true)
    }

    /// The commands added with `addKeyCommand(_:)`, then, while this controller is presented,
    /// `dismissKeyCommand` (Esc). An Esc command of your own comes first, so it wins; an
    /// override that leaves out `super.keyCommands` leaves Esc to the controllers below.
    open override var keyCommands: [KeyCommand] {
        presentingViewController == nil ? super.keyCommands : super.keyCommands + [dismissKeyCommand]
    }

    /// The child whose chain a key press starts from when this controller is on top and no
    /// first responder is set (see `Window`): nil by default; a navigation controller's top
    /// page, a tab bar controller's selected tab.
    open var childViewControllerForKeyInput: ViewController? { nil }

    // MARK: Containment

    public internal(set) weak var parent: ViewController? {
        didSet { if parent == nil, let oldValue { formerParent = oldValue } }
    }
    /// The parent this controller was last taken from: where a leak report says it was last.
    weak var formerParent: ViewController?
    public internal(set) var children: [ViewController] = []

    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Navigation

    /// What a navigation bar shows while this controller is on a navigation stack.
    public private(set) lazy var navigationItem = NavigationItem()

    /// The nearest navigation controller among this controller's parents, as UIKit's.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: Presentation

    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The controller that presented this one (or presented its ancestor).
    public internal(set) weak var presentingViewController: ViewController? {
        didSet { if presentingViewController == nil, let oldValue { formerPresenter = oldValue } }
    }
    /// The controller that last presented this one: where a leak report says it was last.
    weak var formerPresenter: ViewController?
    /// The controller this one presents.
    public internal(set) var presentedViewController: ViewController?
    /// Set while this controller is presented: the controller that manages its presentation.
    public internal(set) var presentationController: PresentationController?

    /// The window showing this controller's view (or its parent's, or its presenter's).
    public var window: Window? {
        if let w = loadedView?.window { return w }
        return parent?.window ?? presentingViewController?.window
    }

    /// The coordinator of the transition in flight that involves this controller, if any.
    public var transitionCoordinator: TransitionCoordinator? {
        guard let coordinator = window?.transitionCoordinator, coordinator.isTransitioning else { return nil }
        return coordinator
    }

    /// Presents `viewController` over this one (or over what this one already presents), with
    /// its transitioning delegate's animations. A present during a transition waits for it.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window else {
            preconditionFailure("present(_:animated:) needs the presenting controller's view in a window")
        }
        window.transitionCoordinator.enqueue(
            .present(
                viewController, from: self, animated: animated,
                completion: completion))
    }

    /// Dismisses what this controller presents, or, when it presents nothing, this controller
    /// itself, as UIKit does.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let window else { return }
        let target = presentedViewController ?? self
        guard target.presentingViewController != nil else { return }
        window.transitionCoordinator.enqueue(.dismiss(target, animated: animated, completion: completion))
    }

    /// The top of the chain of presented controllers starting here.
    public var topPresentedViewController: ViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }
}
