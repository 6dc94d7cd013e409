import Motion

/// UIViewControllerContextTransitioning: what an animator needs to run one presentation or
/// dismissal, and how it reports the end.
public final class TransitionContext {
    /// The view the transition happens in; it covers the window.
    public let containerView: View
    /// True for a presentation, false for a dismissal.
    public let isPresenting: Bool
    public let isAnimated: Bool
    /// Where the transition stands; see `TransitionPhase` for every way it changes.
    public private(set) var phase: TransitionPhase = .animating(towardsEnd: true)
    /// True while a hand holds the transition (a gesture drives it, or a press took it).
    public var isInteractive: Bool { phase.isInteractive }
    /// The one way the transition is driven once a hand takes it: by presses, gestures, keys
    /// and interaction controllers alike (see `TransitionDriver`).
    public private(set) lazy var driver = TransitionDriver(context: self)
    /// The coordinator running the transition; weak, as it owns this context.
    weak var coordinator: TransitionCoordinator?
    /// True once the transition is heading back to its start (it will end not completed): an
    /// interactive one cancelled by its interaction controller, an animated one reversed by a
    /// click or Esc, a grabbed one let go backwards.
    public var transitionWasCancelled: Bool { !phase.isTowardsEnd }
    /// Progress reported by the interaction controller, 0…1.
    public internal(set) var percentComplete: CGFloat = 0
    /// Motion the transition carries beside its animator's (a navigation bar's titles), set
    /// once the animator started; an animator that runs springs of its own may take it over.
    public internal(set) var companionMotion: TransitionCompanionMotion?

    let from: ViewController
    let to: ViewController
    let presentationController: PresentationController
    var animator: AnimatedTransitioning?
    /// The interaction controller the transition started with, if any: the coordinator settles
    /// it when the gesture driving it ends without finishing or cancelling it.
    public internal(set) var interaction: InteractiveTransitioning?
    /// The coordinator's end of the transition, called once and then dropped: it holds the
    /// caller's completion, which may hold anything (controllers, views), and a context that
    /// ended must hold nothing alive.
    var onComplete: ((Bool) -> Void)?
    /// Where the presenting controller's view was when the transition began: an animator may
    /// move it (into the container, as UIKit's animators do), and it is put back when it ends.
    var presentersPlace: ViewPlace?
    var isComplete: Bool {
        if case .ended = phase { return true }
        return false
    }

    /// Moves to `next` when `TransitionPhase`'s table allows it. Returns false, changing
    /// nothing, when it does not (a finish after the end, a pause while a press holds it).
    @discardableResult
    func enter(_ next: TransitionPhase) -> Bool {
        guard phase.allows(next) else { return false }
        phase = next
        return true
    }

    /// Drops what a transition still in flight holds when its window goes: its animator hears
    /// `animationEnded(false)`, as a transition that did not complete, so it lets go of what it
    /// holds (this context among it); then the animator and the coordinator's end are dropped,
    /// so nothing keeps their controllers and views alive.
    func abandon() {
        driver.letGo()
        animator?.animationEnded(false)
        animator = nil
        interaction = nil
        onComplete = nil
        companionMotion = nil
    }

    init(
        container: View, from: ViewController, to: ViewController, presenting: Bool, animated: Bool,
        presentationController: PresentationController
    ) {
        (containerView, self.from, self.to, isPresenting, isAnimated) = (container, from, to, presenting, animated)
        self.presentationController = presentationController
    }

    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        key == .from ? from : to
    }

    /// The view the animator must add or move: the presented view, and the presenting view
    /// only when the presentation removes it (full screen), as in UIKit.
    public func view(forKey key: TransitionContextKey) -> View? {
        let controller = key == .from ? from : to
        let presented = isPresenting ? to : from
        if controller === presented { return controller.view }
        return presentationController.shouldRemovePresentersView ? controller.view : nil
    }

    /// Points, in the container: where the controller's view starts.
    public func initialFrame(for controller: ViewController) -> CGRect {
        if !isPresenting && controller === from { return presentationController.frameOfPresentedViewInContainerView }
        if isPresenting && controller === from { return containerView.bounds }
        return .zero
    }

    /// Points, in the container: where the controller's view ends.
    public func finalFrame(for controller: ViewController) -> CGRect {
        if isPresenting && controller === to { return presentationController.frameOfPresentedViewInContainerView }
        if !isPresenting && controller === to { return containerView.bounds }
        return .zero
    }

    /// Ends the transition; `didComplete` false means it was cancelled and nothing changed.
    public func completeTransition(_ didComplete: Bool) {
        guard enter(.ended(completed: didComplete)) else { return }
        // The path holds the views and closures of the flight, which may hold this context.
        driver.letGo()
        let end = onComplete
        onComplete = nil
        companionMotion = nil
        interaction = nil
        end?(didComplete)
    }

    /// Ends the transition when `animator` ends: completed, unless it was cancelled on the way
    /// (a grab let go backwards, a click, Esc). `cleanUp` runs first. The context is held
    /// weakly: the coordinator owns it, and an animation controller keeps its animator.
    public func completeTransition(whenEnds animator: PropertyAnimator, cleanUp: (() -> Void)? = nil) {
        animator.addCompletion { [weak self] _ in
            cleanUp?()
            self?.completeTransition(!(self?.transitionWasCancelled ?? false))
        }
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    /// A custom interaction controller let go towards the end: the transition animates on to
    /// it (UIKit's call; a `PercentDrivenInteractiveTransition` goes through the driver).
    /// Ignored while the driver's hand holds it, and after the end.
    public func finishInteractiveTransition() {
        guard !driver.isHeld else { return }
        enter(.animating(towardsEnd: true))
    }

    /// A custom interaction controller let go towards the start: the transition animates back
    /// and ends cancelled. Ignored while the driver's hand holds it, and after the end.
    public func cancelInteractiveTransition() {
        guard !driver.isHeld else { return }
        enter(.animating(towardsEnd: false))
    }

    /// A click or Esc turned the animating transition round. Returns false when it is not
    /// animating.
    @discardableResult
    func turnRound() -> Bool {
        guard case let .animating(towardsEnd) = phase else { return false }
        return enter(.animating(towardsEnd: !towardsEnd))
    }

    /// The animating transition becomes interactive again (a custom interaction controller
    /// paused its animations): updates drive it until it is finished or cancelled once more.
    /// A transition may pass between animating and interactive any number of times; it still
    /// completes once.
    public func pauseInteractiveTransition() {
        guard case let .animating(towardsEnd) = phase else { return }
        enter(.interactive(towardsEnd: towardsEnd))
    }

    /// The controller being presented or dismissed.
    var presented: ViewController { isPresenting ? to : from }
}

/// Where a view sits among its superview's subviews. The superview is held weakly: a context
/// that keeps its window alive would keep a window closed mid-transition from being freed.
struct ViewPlace {
    weak var superview: View?
    let index: Int
}
