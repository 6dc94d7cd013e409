import ViewKit

/// The seed's ModalPresentationController: a black dimming view behind the presented view,
/// faded from 0 to 0.5 alongside the presentation and back to 0 alongside the dismissal (so an
/// interactive dismissal scrubs it with the sheet).
public final class SheetPresentationController: PresentationController {
    /// The dimming alpha once presented.
    public static let dimmedAlpha: CGFloat = 0.5

    /// The black view behind the sheet; its alpha is the dim.
    public let overlayView = View()

    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?)
    {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        overlayView.frame = containerView.bounds
        overlayView.backgroundColor = .black
        overlayView.traceName = "dim"
        if presentedViewController.view.traceName == nil { presentedViewController.view.traceName = "sheet" }
        overlayView.alpha = 0.0
        // The sheet's transparent top lets clicks through to the backdrop tap, not to this.
        overlayView.isUserInteractionEnabled = false
        containerView.insertSubview(overlayView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [unowned self] _ in
            self.overlayView.alpha = SheetPresentationController.dimmedAlpha
        })
    }

    public override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [unowned self] _ in
            self.overlayView.alpha = 0.0
        })
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            overlayView.removeFromSuperview()
        }
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? .zero
    }

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        overlayView.frame = containerView.bounds
        // Unlike UIKit, our container may lay out mid-transition (a subview added); setting the
        // frame then would cut the animator's frame animation short, so only at rest.
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }
}
