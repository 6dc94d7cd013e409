import Motion

/// A percent-driven transition a drag drives: what it moves follows the pointer 1:1, and the
/// release decides, by momentum, whether it goes on to its end or back to its start, then
/// hands the pointer's velocity to the spring that takes it there, so nothing brakes.
///
/// Give it `travel`, how the dragged content moves over the whole transition, and hand it the
/// pan on every state change (`follow(_:)`). It serves a presentation as well as a dismissal:
/// set it as the transitioning delegate's interaction controller, then call `present` or
/// `dismiss` from the pan's `.began`:
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
/// Let go, the transition runs on the animator's own animators, so a press can grab it again
/// at any frame (`AnimatedTransitioning.interruptibleAnimator(using:)`). A gesture that is
/// cancelled (Esc, a lost pointer) settles by where the transition stands alone.
open class DragDrivenInteractiveTransition: PercentDrivenInteractiveTransition {
    /// Points, window coordinates: how the dragged content moves from the transition's start
    /// to its end. Only its direction and length matter; a drag across it changes nothing.
    public var travel: CGVector

    /// How far ahead the release velocity is projected when deciding the way (UIKit's normal
    /// deceleration: about half a second of the velocity).
    public var projection: DecelerationRate = .normal

    /// `travel`: see the property. A zero travel makes every drag leave the transition where
    /// it is and every release settle by position.
    public init(travel: CGVector) {
        self.travel = travel
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
    /// true when the transition goes on to its end: the fraction it stands at, plus the
    /// velocity's projection along `travel`, passes one half.
    @discardableResult
    public func release(velocity: CGPoint) -> Bool {
        let fractionVelocity = fraction(of: velocity)
        let projected = percentComplete + CGFloat(projection.projectedDistance(velocity: Double(fractionVelocity)))
        let finishes = projected > 0.5
        if finishes { finish(velocity: fractionVelocity) } else { cancel(velocity: fractionVelocity) }
        return finishes
    }

    /// Follows `pan` (hand it every state change, `.began` included): a change moves the
    /// transition with the pan's translation, the end lets it go at the pan's velocity, and a
    /// cancelled or failed pan lets it go at rest. Returns true once the pan is over, when the
    /// caller should drop this interaction so the next presentation is not interactive.
    @discardableResult
    public func follow(_ pan: PanGestureRecognizer) -> Bool {
        switch pan.state {
        case .began, .changed:
            update(translation: pan.translation(in: nil))
            return false
        case .ended:
            release(velocity: pan.velocity(in: nil))
            return true
        case .cancelled, .failed:
            release(velocity: .zero)
            return true
        case .possible:
            return false
        }
    }
}
