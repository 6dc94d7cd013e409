import Motion

/// Reduce Motion's transition, as iOS and libadwaita run it: nothing travels, the view that
/// comes fades in where it rests (a presented controller, a pushed page) and the view that
/// goes fades out where it is (a dismissed controller, a popped page, over the page below).
///
/// The window's transition coordinator runs it in place of the delegate's animator for every
/// presentation, dismissal, push and pop that no gesture drives while the window's
/// `prefersReducedMotion` is on; a transition with an interaction controller keeps its own
/// animator, so what a finger or the pointer drives still moves with it 1:1.
///
/// The fade is one eased `PropertyAnimator` the coordinator holds as the transition's own: a
/// click or Esc at any frame turns it round from the alpha drawn then, with no jump, and
/// alongside animations (a sheet's dim, the bar's titles) run on its timing.
public final class CrossFadeAnimator: AnimatedTransitioning {
    /// Seconds of a whole fade.
    public static let duration = 0.3

    /// The fade, while it runs.
    public private(set) var animator: PropertyAnimator?
    /// The animator this fade stands in for, told of the end (`transitionDidCrossFade`) and
    /// then `animationEnded`; held until then.
    public private(set) var replaced: AnimatedTransitioning?

    /// - Parameter replaced: the delegate's animator the fade runs instead of, if any.
    public init(replacing replaced: AnimatedTransitioning? = nil) { self.replaced = replaced }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double { Self.duration }

    public func animateTransition(using context: TransitionContext) {
        let presenting = context.isPresenting
        guard let moving = context.viewController(forKey: presenting ? .to : .from),
            let top = context.view(forKey: presenting ? .to : .from)
        else { return context.completeTransition(false) }
        replaced?.transitionWillCrossFade(using: context)
        let container = context.containerView
        let restingAlpha = top.alpha
        if presenting {
            if top.superview !== container {
                top.frame = context.finalFrame(for: moving)
                container.addSubview(top)
            }
            top.alpha = 0
        } else if let below = context.view(forKey: .to), below.superview == nil {
            // A page popped back to, which the push took out: it shows under the one fading.
            container.insertSubview(below, belowSubview: top)
        }
        // Named for motion traces while it fades, as the slide names its pages, unless named.
        let name = top.traceName
        if name == nil { top.traceName = "fade" }
        let animator = PropertyAnimator(duration: Self.duration, curve: .easeInOut)
        animator.addAnimations { top.alpha = presenting ? restingAlpha : 0 }
        self.animator = animator
        context.completeTransition(whenEnds: animator) { [weak self, weak context] in
            // A dismissed view keeps its alpha for the next time it is presented.
            top.alpha = restingAlpha
            top.traceName = name
            self?.animator = nil
            if let context {
                self?.replaced?.transitionDidCrossFade(using: context, completed: !context.transitionWasCancelled)
            }
        }
        animator.startAnimation()
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        replaced?.animationEnded(transitionCompleted)
        replaced = nil
    }

    /// The fade: a press reverses it as a click does (nothing here can be dragged).
    public func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? { animator }
}
