import Motion

/// A percent-driven transition a drag or a pinch drives: what it moves follows the hand 1:1,
/// and the release decides whether it goes on to its end or back to its start (the
/// transition's rule, else where the progress would coast to, past one half), then the
/// transition's driver carries on at the hand's speed, so nothing kicks or brakes.
///
/// Give it `travel`, how the dragged content moves over the whole transition, or `scaleTravel`,
/// how a pinch's scale changes over it, and hand it the gesture on every state change
/// (`follow(_:)`). It serves a presentation as well as a dismissal: set it as the transitioning
/// delegate's interaction controller, then call `present` or `dismiss` from the gesture's
/// `.began`:
///
/// ```swift
/// func dragBar(_ pan: PanGestureRecognizer) {
///     if pan.state == .began {
///         // Points the player's top edge moves, window coordinates: up from the bar.
///         delegate.interaction = DragDrivenInteractiveTransition(travel: CGVector(dx: 0, dy: -600))
///         present(player, animated: true)
///     }
///     if delegate.interaction?.follow(pan) == true { delegate.interaction = nil }
/// }
/// ```
///
/// Let go, the transition runs on its driver, so a press can take it again at any frame. A
/// gesture that is cancelled (Esc, a lost pointer) settles by where the transition stands.
open class DragDrivenInteractiveTransition: PercentDrivenInteractiveTransition {
    /// Points, window coordinates: how the dragged content moves from the transition's start
    /// to its end. Only its direction and length matter; a drag across it changes nothing.
    public var travel: CGVector
    /// How a pinch's scale changes from the transition's start to its end (−0.6 for a photo
    /// pinched in from 1 to 0.4 to dismiss it, say); 0 when no pinch drives it.
    public var scaleTravel: CGFloat

    /// `travel`: see the property. A zero travel makes every drag leave the transition where
    /// it is and every release settle by position.
    public init(travel: CGVector) {
        (self.travel, scaleTravel, pathMapping) = (travel, 0, nil)
        super.init()
    }

    /// `scaleTravel`: see the property; for a transition a pinch drives.
    public init(scaleTravel: CGFloat) {
        (travel, self.scaleTravel, pathMapping) = (.zero, scaleTravel, nil)
        super.init()
    }

    /// Makes the mapping a pan moves the transition through, from its path, the state drawn
    /// and where the press went down (window points), when made with `init(mapping:)`.
    let pathMapping: ((TransitionPath, [Double], CGPoint) -> TransitionInputMapping?)?
    /// True while the pan holds the transition through its path (made with `init(mapping:)`).
    public internal(set) var holdsPath = false

    /// For a pan that moves what the transition shows in a way of its own (a photo dragged in
    /// two dimensions as it shrinks, a page shrinking under an edge swipe): once the transition
    /// has begun, `follow(_:)` takes it from its driver with the mapping `mapping` makes from
    /// the transition's path, the state drawn and where the press went down (window points),
    /// and feeds that mapping the pan's moves and release. With no path, or no mapping, the
    /// transition runs on its own.
    public init(mapping: @escaping (TransitionPath, [Double], CGPoint) -> TransitionInputMapping?) {
        (travel, scaleTravel, pathMapping) = (.zero, 0, mapping)
        super.init()
    }

    /// Points squared: the length of `travel`, squared (0 when it is zero).
    private var lengthSquared: CGFloat { travel.dx * travel.dx + travel.dy * travel.dy }

    /// The fraction of the transition a pointer displacement of `vector` (points) makes along
    /// `travel`.
    public func fraction(of vector: CGPoint) -> CGFloat {
        lengthSquared > 0 ? (vector.x * travel.dx + vector.y * travel.dy) / lengthSquared : 0
    }

    /// Moves the transition to where `translation` (points, window axes, from where the drag
    /// started) puts it along `travel`.
    public func update(translation: CGPoint) {
        update(fraction(of: translation))
    }

    /// Lets go with the pointer moving at `velocity` (points per second, window axes). Returns
    /// true when the transition goes on to its end.
    @discardableResult
    public func release(velocity: CGPoint) -> Bool {
        release(progressVelocity: fraction(of: velocity), handVelocity: CGVector(dx: velocity.x, dy: velocity.y))
    }

    /// Follows `pan` (hand it every state change, `.began` included): a change moves the
    /// transition with the pan's translation, the end lets it go at the pan's velocity, and a
    /// cancelled or failed pan lets it go at rest. Returns true once the pan is over, when the
    /// caller should drop this interaction so the next presentation is not interactive.
    @discardableResult
    public func follow(_ pan: PanGestureRecognizer) -> Bool {
        if let pathMapping { return follow(pan, through: pathMapping) }
        switch pan.state {
        case .began, .changed:
            update(translation: pan.translation(in: nil))
            return false
        case .ended:
            // Where it lifted counts as its last move.
            update(translation: pan.translation(in: nil))
            release(velocity: pan.velocity(in: nil))
            return true
        case .cancelled, .failed:
            release(velocity: .zero)
            return true
        case .possible:
            return false
        }
    }

    /// Follows `pinch` as `follow(_:)` follows a pan: the transition's progress is the pinch's
    /// scale change over `scaleTravel`, and the release carries the pinch's velocity.
    @discardableResult
    public func follow(_ pinch: PinchGestureRecognizer) -> Bool {
        let perScale = scaleTravel != 0 ? 1 / scaleTravel : 0
        switch pinch.state {
        case .began, .changed:
            update((pinch.scale - 1) * perScale)
            return false
        case .ended:
            update((pinch.scale - 1) * perScale)
            release(progressVelocity: pinch.velocity * perScale)
            return true
        case .cancelled, .failed:
            release(progressVelocity: 0)
            return true
        case .possible:
            return false
        }
    }
}
