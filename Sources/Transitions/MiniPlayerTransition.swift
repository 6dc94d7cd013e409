import Motion
import ViewKit

/// The side of a mini-player transition that shows the bar: Music's small player docked above
/// the tab bar, which grows into the full player and takes it back.
public protocol MiniPlayerBarProviding: AnyObject {
    /// The bar the player grows out of and shrinks back into, while it is in a window.
    var miniPlayerBar: View? { get }
    /// The artwork in the bar, which flies to the player's and back.
    var miniPlayerBarArtwork: ImageView? { get }
}

/// The presented side: the full player.
public protocol MiniPlayerDestination: AnyObject {
    /// The player's large artwork, laid out where it rests.
    var playerArtwork: ImageView { get }
}

/// Music's mini-player transition: a bar docked above the tab bar grows into the full player
/// and the player shrinks back into it, the artwork flying between the two.
///
/// Set an instance as the player's `transitioningDelegate` (kept alive by the presenter: the
/// property is weak) with `modalPresentationStyle = .custom`, and give it the bar's owner.
/// A click on the bar presents it (`present(_:animated:)`); a drag up on the bar presents it
/// under the pointer, a drag down on the player dismisses it the same way: set `interaction`
/// when the drag begins (see `DragDrivenInteractiveTransition`) and drop it when it ends.
/// `travel(from:)` says how far the player's top edge moves, for that interaction's travel.
///
/// The player follows the pointer 1:1 from the drag's first frame, goes on from the release
/// at the pointer's speed, and can be grabbed again at any frame of its run.
public final class MiniPlayerTransitionDelegate: ViewControllerTransitioningDelegate {
    /// Seconds: the run of a click's presentation or dismissal, and the least time a release's
    /// spring takes.
    public static let duration = 0.5
    /// Points from the window's top to the player's top edge when it is up: the presenting
    /// screen shows above it, dimmed, as iOS's cards do.
    public static let topInset: CGFloat = 44
    /// The player's top corners, points.
    public static let playerCornerRadius: CGFloat = 12

    /// Where the bar is; weak, as the bar's owner keeps this delegate.
    public weak var bar: MiniPlayerBarProviding?
    /// Set while a drag drives the presentation or the dismissal; nil for a click's.
    public var interaction: DragDrivenInteractiveTransition?

    public init() {}

    /// Points, window coordinates: how the player's top edge moves from the bar (where a
    /// presentation starts) to where the player rests; negative (upwards). 0 with no bar in
    /// `window`.
    public func travel(in window: Window) -> CGFloat {
        guard let bar = bar?.miniPlayerBar, bar.window === window else { return 0 }
        return MiniPlayerTransitionDelegate.topInset - bar.convert(bar.bounds, to: nil).minY
    }

    /// Makes ready, between frames, what the presentation's first frame would otherwise make:
    /// call it when a press lands on the bar, before the click or drag that presents. The bar
    /// fades out as the player rises, in a group whose frosted blur differs from the one it
    /// shows at rest; the bar's window makes that blur now (`Window.prepareToFade(_:)`).
    /// Does nothing with no bar in a window.
    public func prepareToPresent() {
        guard let bar = bar?.miniPlayerBar, let window = bar.window else { return }
        window.prepareToFade(bar)
    }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        MiniPlayerPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? {
        MiniPlayerAnimator(isPresenting: true, bar: bar)
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        MiniPlayerAnimator(isPresenting: false, bar: bar)
    }

    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    {
        interaction
    }

    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}

/// The player's presentation: it rests `MiniPlayerTransitionDelegate.topInset` below the
/// window's top over the presenting screen, which a dimming view darkens on the transition's
/// own timing (an alongside animation: it is scrubbed, grabbed and let go with the player).
public final class MiniPlayerPresentationController: PresentationController {
    /// The dim over the presenting screen while the player is up, 0…1.
    public static let dimmedAlpha: CGFloat = 0.4
    let dimmingView = View()

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = MiniPlayerTransitionDelegate.topInset
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = .flexibleSize
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.isUserInteractionEnabled = false
        dimmingView.traceName = "player-dim"
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [unowned self] _ in
            self.dimmingView.alpha = MiniPlayerPresentationController.dimmedAlpha
        })
    }

    public override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [unowned self] _ in
            self.dimmingView.alpha = 0
        })
    }
}
