import SegueTestSupport
import ViewKit

/// A root whose view presents a 400 pt panel from the window's bottom edge when dragged up
/// (`DragDrivenInteractiveTransition`), as an app would write it.
final class DragPresenter: ViewController {
    let panel = ViewController()
    let transition = RisingPanelDelegate()
    /// The dim over the root, set while the panel is up.
    var dim: View { transition.presentation.dim }
    /// When true the handler ignores the pan's end and cancellation, as a careless app might.
    var ignoresRelease = false
    private(set) var panStates: [GestureRecognizer.State] = []

    override init() {
        super.init()
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = transition
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(PanGestureRecognizer(target: self, action: DragPresenter.drag))
    }

    func presentByClick() { present(panel, animated: true) }

    private func drag(_ pan: PanGestureRecognizer) {
        panStates.append(pan.state)
        if pan.state == .began {
            transition.interaction = DragDrivenInteractiveTransition(travel: CGVector(dx: 0, dy: -400))
            present(panel, animated: true)
        }
        if ignoresRelease, pan.state != .began, pan.state != .changed { return }
        if transition.interaction?.follow(pan) == true { transition.interaction = nil }
    }
}

/// The panel's presentation: its bottom 400 pt, over a dim that rides the transition.
final class RisingPanelPresentation: PresentationController {
    let dim = View()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height - 400, width: bounds.width, height: 400)
    }

    override func presentationTransitionWillBegin() {
        dim.alpha = 0
        dim.frame = containerView!.bounds
        containerView!.insertSubview(dim, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dim.alpha = 0.5 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dim.alpha = 0 })
    }
}

final class RisingPanelDelegate: ViewControllerTransitioningDelegate {
    var interaction: DragDrivenInteractiveTransition?
    private(set) var presentation: RisingPanelPresentation!

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        presentation = RisingPanelPresentation(presentedViewController: presented, presenting: presenting)
        return presentation
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? { RisingPanel(presenting: true) }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        RisingPanel(presenting: false)
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}

/// The panel slides up from below the window on a critically damped 0.5 s spring, and down
/// again; grabbable, as it runs on one PropertyAnimator.
final class RisingPanel: AnimatedTransitioning {
    let presenting: Bool
    private var animator: PropertyAnimator?

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using transitionContext: TransitionContext) {
        guard let controller = transitionContext.viewController(forKey: presenting ? .to : .from),
            let view = controller.view
        else { return transitionContext.completeTransition(false) }
        let below = CGAffineTransform(translationX: 0, y: 400)
        if presenting {
            view.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(view)
            view.transform = below
        }
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 1) { [presenting] in
            view.transform = presenting ? .identity : below
        }
        transitionContext.completeTransition(whenEnds: animator)
        self.animator = animator
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }
}
