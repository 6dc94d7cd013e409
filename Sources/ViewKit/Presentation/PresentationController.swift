import Motion

/// UIPresentationController: owns the container of a presented controller, its frame and the
/// decorations around it (a dimming view, say). Subclass it for custom presentations.
open class PresentationController {
    public let presentedViewController: ViewController
    public unowned let presentingViewController: ViewController
    /// The container view, set when the presentation begins.
    public internal(set) var containerView: View?
    let removesPresentersView: Bool

    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        removesPresentersView = false
    }

    init(presentedViewController: ViewController, presenting: ViewController, removesPresentersView: Bool) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presenting
        self.removesPresentersView = removesPresentersView
    }

    open var presentedView: View? { presentedViewController.view }

    /// Points, in the container. The default fills it.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting view leaves the window once the presentation completes.
    open var shouldRemovePresentersView: Bool { removesPresentersView }

    /// The coordinator of the running transition, for `animate(alongsideTransition:)`.
    public var transitionCoordinator: TransitionCoordinator? { presentedViewController.transitionCoordinator }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out, on every layout pass (a window resize, say).
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// The view a presentation happens in: it covers the window and lets its presentation
/// controller lay out on every pass.
final class TransitionContainerView: View {
    weak var presentationController: PresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
