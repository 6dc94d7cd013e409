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

    /// The animators started while the transition in flight runs (its own, and alongside
    /// ones): what a reversal sends back. Weak: an animator that ended is not kept.
    var transitionAnimators: [WeakAnimator] = []
    /// The press holding the transition in flight, while there is one, and where it last was
    /// (window points).
    var grab: ActiveGrab?
    var grabPointer: CGPoint?

    init(window: Window) { self.window = window }

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

    /// Runs `animation` with the transition's timing (scrubbed with it when interactive) and
    /// `completion` when it ends. Returns false when no transition is in flight.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionContext) -> Void)?,
        completion: ((TransitionContext) -> Void)? = nil
    ) -> Bool {
        guard let context else { return false }
        alongside.append((animation, completion))
        // Registered once the transition already started: join it for the rest of its run.
        if let running = alongsideAnimator, let animation {
            running.addAnimations { animation(context) }
        }
        return true
    }

    /// Starts the animator that carries alongside animations, then runs `body` (the animator's
    /// own start). Interactive transitions adopt it so it is scrubbed with them.
    func run(_ context: TransitionContext, interaction: InteractiveTransitioning?, body: () -> Void) {
        let blocks = alongside.compactMap(\.animation)
        let duration = context.animator?.transitionDuration(using: context) ?? 0
        let animator = PropertyAnimator(duration: duration, curve: .easeInOut) {
            for block in blocks { block(context) }
        }
        alongsideAnimator = animator
        if let percent = interaction as? PercentDrivenInteractiveTransition {
            percent.adopt(animator)
        } else {
            animator.startAnimation()
        }
        body()
    }

    /// Ends the alongside animator with the transition (its values where a completed or a
    /// cancelled transition leaves them) and calls the alongside completions.
    func finishAlongside(_ context: TransitionContext, completed: Bool) {
        if let animator = alongsideAnimator, animator.state != .inactive {
            animator.stopAnimation(false)
            animator.finishAnimation(at: completed ? .end : .start)
        }
        alongsideAnimator = nil
        let completions = alongside.compactMap(\.completion)
        alongside = []
        for completion in completions { completion(context) }
    }

    func transitionEnded() {
        context = nil
        transitionAnimators = []
        grab = nil
        // The rest check needs only views still hidden; without this the record kept an entry
        // for every view any transition ever hid (a new photo, a new detail's labels each time).
        clearRestingRecord()
        startNext()
    }

    func setContext(_ context: TransitionContext) { self.context = context }
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
