import Motion

/// Owns the presentation or dismissal in flight in one window (there is one per window).
/// Requests made during a transition wait for it; pointer input during a non-interactive
/// transition is offered to its animator and otherwise ignored; it can check that the app
/// came to rest in a consistent state.
public final class TransitionCoordinator {
    enum Request {
        case present(ViewController, from: ViewController, animated: Bool, completion: (() -> Void)?)
        case dismiss(ViewController, animated: Bool, completion: (() -> Void)?)
        case navigate(NavigationRequest)
    }

    unowned let window: Window
    private(set) var queue: [Request] = []
    /// The context of the transition in flight.
    public private(set) var context: TransitionContext?
    private var alongside: [(animation: ((TransitionContext) -> Void)?, completion: ((TransitionContext) -> Void)?)] =
        []
    private var alongsideAnimator: PropertyAnimator?
    /// Views hidden while a transition ran; they must be visible again at rest. Only the ones
    /// still alive and hidden are kept once a transition ends (see `transitionEnded`).
    var hiddenDuringTransition: [WeakView] = []
    /// How many views the hidden-view record holds: at rest, only views a transition hid that
    /// are still hidden. For leak checks: it must not grow with the transitions run.
    public var hiddenViewRecordCount: Int { hiddenDuringTransition.count }
    /// Views a transition keeps hidden until the controller it opened is dismissed or popped
    /// (`TransitionContext.keepHiddenUntilDismissal(_:)`), with that controller.
    var keptHidden: [KeptHiddenView] = []

    /// The animators started while the transition in flight runs (its own, and alongside
    /// ones): what a reversal sends back. Weak: an animator that ended is not kept.
    var transitionAnimators: [WeakAnimator] = []
    /// The press that takes the transition in flight: a recognizer on the window, so presses
    /// reach the transition through the one touch path (see `TransitionGrabGestureRecognizer`).
    let grabRecognizer = TransitionGrabGestureRecognizer()
    /// Whether the press the grab recognizer holds took the transition (not one beside it).
    var pressHolds = false

    /// True while a press holds the transition in flight (it took it where it was drawn).
    public var isGrabbingTransition: Bool { pressHolds }

    init(window: Window) {
        self.window = window
        grabRecognizer.addTarget(self, action: TransitionCoordinator.handleGrab)
    }

    /// A window let go mid-transition: the transition in flight is abandoned, with no
    /// completion run, so that it keeps nothing of the window's alive.
    deinit {
        context?.abandon()
    }

    public var isTransitioning: Bool { context != nil }
    /// True while a gesture drives the transition in flight (input then goes to the views).
    public var isInteractive: Bool { context?.isInteractive ?? false }
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    /// Seconds the running transition's animator asked for.
    public var transitionDuration: Double { context.flatMap { $0.animator?.transitionDuration(using: $0) } ?? 0 }

    func enqueue(_ request: Request) {
        queue.append(request)
        if context == nil { startNext() }
    }

    private func startNext() {
        while context == nil, !queue.isEmpty {
            switch queue.removeFirst() {
            case let .present(controller, source, animated, completion):
                beginPresentation(of: controller, from: source, animated: animated, completion: completion)
            case let .dismiss(controller, animated, completion):
                beginDismissal(of: controller, animated: animated, completion: completion)
            case let .navigate(request):
                beginNavigation(request)
            }
        }
    }

    // MARK: Alongside animations

    /// Runs `animation` on the transition's own timing and `completion` when it ends. Returns
    /// false when no transition is in flight.
    ///
    /// The animation rides the transition: it runs on the duration and the timing (a spring
    /// included) of the animator that carries the transition's motion (its animator's
    /// `interruptibleAnimator`; ease-in-out over `transitionDuration` when it vends none), it is
    /// scrubbed with an interactive transition, held and let go with a grabbed one, and it turns
    /// round with a reversed one, so it arrives when the transition does. Registered before the
    /// transition starts (in `presentationTransitionWillBegin`, say), it runs from its start;
    /// registered later, it joins for the rest of the run. A transition that is not animated
    /// sets the animation's values at its end.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionContext) -> Void)?,
        completion: ((TransitionContext) -> Void)? = nil
    ) -> Bool {
        guard let context else { return false }
        alongside.append((animation, completion))
        if let running = alongsideAnimator, let animation {
            running.addAnimations { animation(context) }
        }
        return true
    }

    /// Runs `body` (the animator's start, or the interaction controller's), then starts the
    /// animator that carries alongside animations on the timing of the transition's own.
    func run(_ context: TransitionContext, interaction: InteractiveTransitioning?, body: () -> Void) {
        body()
        guard self.context === context, !context.isComplete else { return }
        let blocks = alongside.compactMap(\.animation)
        let lead = context.animator?.interruptibleAnimator(using: context)
        let animator = PropertyAnimator(
            duration: lead?.duration ?? context.animator?.transitionDuration(using: context) ?? 0,
            timingParameters: lead?.timingParameters ?? CubicTimingParameters(animationCurve: .easeInOut))
        animator.addAnimations {
            for block in blocks { block(context) }
        }
        alongsideAnimator = animator
        start(riding: animator, in: context, interaction: interaction)
    }

    /// Starts an animation that rides the transition (alongside animations, a bar's titles):
    /// paused under a driver that already moves the transition, or an interaction controller
    /// that starts it interactive; running otherwise.
    func start(riding animator: PropertyAnimator, in context: TransitionContext, interaction: InteractiveTransitioning?)
    {
        if context.driver.isDriving {
            animator.startAnimation()
            context.driver.adoptFollower(animator)
            return
        }
        if let percent = interaction as? PercentDrivenInteractiveTransition, percent.adopt(animator) { return }
        animator.startAnimation()
    }

    /// Ends the alongside animator with the transition (its values where a completed or a
    /// cancelled transition leaves them) and calls the alongside completions. When it never
    /// started (a transition not animated), a completed transition sets the values directly.
    func finishAlongside(_ context: TransitionContext, completed: Bool) {
        if let animator = alongsideAnimator {
            if animator.state != .inactive {
                animator.stopAnimation(false)
                animator.finishAnimation(at: completed ? .end : .start)
            }
        } else if completed {
            for animation in alongside.compactMap(\.animation) { animation(context) }
        }
        alongsideAnimator = nil
        let completions = alongside.compactMap(\.completion)
        alongside = []
        for completion in completions { completion(context) }
    }

    func transitionEnded() {
        context = nil
        transitionAnimators = []
        pressHolds = false
        // The rest check needs only views still hidden; without this the record kept an entry
        // for every view any transition ever hid (a new photo, a new detail's labels each time).
        clearRestingRecord()
        startNext()
    }

    func setContext(_ context: TransitionContext) {
        context.coordinator = self
        self.context = context
    }

    /// The transition's path, for its driver: the animator's own, or, for an interaction
    /// controller scrubbing animators the transition vends none for, the first of them.
    func path(for context: TransitionContext) -> TransitionPath? {
        if let path = context.animator?.transitionPath(using: context) { return path }
        guard context.interaction is PercentDrivenInteractiveTransition,
            let lead = activeTransitionAnimators().first
        else { return nil }
        return AnimatorPath(animator: lead, viewport: window.bounds.size)
    }

    /// The transition's animators that have not ended, in the order they started.
    func activeTransitionAnimators() -> [PropertyAnimator] {
        transitionAnimators.compactMap(\.animator).filter { $0.state == .active }
    }
}

/// A weak reference to an animator, for bookkeeping that must not keep it alive.
struct WeakAnimator {
    weak var animator: PropertyAnimator?
}

/// A weak reference to a view, for bookkeeping that must not keep views alive.
struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
}
