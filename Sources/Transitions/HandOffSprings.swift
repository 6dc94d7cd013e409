import Motion
import ViewKit

/// The springs a flight uses when it takes over from a drag: starting at the drag's velocity,
/// never braking when they head where they go, and settling within the flight's time
/// (`Spring.handOff`).
enum HandOffSprings {
    /// Largest UIKit-normalised velocity (per second, per axis) a position spring is handed: a
    /// release within a few points of its end arrives at once rather than shooting past.
    static let maximumNormalisedVelocity: CGFloat = 60

    /// A spring for a point that starts at `velocity` (points per second) along `way` (points to
    /// go), per axis; `duration` (seconds) is the base it settles within.
    static func position(velocity: CGVector, way: CGPoint, duration: Double) -> PropertyAnimator {
        func axis(_ speed: CGFloat, _ distance: CGFloat) -> CGFloat {
            guard abs(distance) >= 1 else { return 0 }
            return min(max(speed / distance, -maximumNormalisedVelocity), maximumNormalisedVelocity)
        }
        let normalised = CGVector(dx: axis(velocity.dx, way.x), dy: axis(velocity.dy, way.y))
        let dominant = abs(way.y) >= abs(way.x) ? normalised.dy : normalised.dx
        return animator(normalisedVelocity: normalised, dominant: dominant, duration: duration)
    }

    /// A progress animator (0 → 1) that starts at `rate` per second, per axis (a width on x, a
    /// height on y); the axis whose length changes more, `dominant`, chooses the spring.
    static func progress(rate: CGVector, dominant: CGFloat, duration: Double) -> PropertyAnimator {
        animator(normalisedVelocity: rate, dominant: dominant, duration: duration)
    }

    private static func animator(normalisedVelocity: CGVector, dominant: CGFloat, duration: Double) -> PropertyAnimator
    {
        let base = Spring(dampingRatio: 1, duration: duration)
        let spring = Spring.handOff(displacement: -1, velocity: Double(dominant), base: base)
        return PropertyAnimator(
            duration: duration,
            timingParameters: SpringTimingParameters(
                mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
                initialVelocity: normalisedVelocity))
    }

    /// The progress per second (0 → 1), per axis, that makes a drawn size change at
    /// `sizeVelocity` (points per second) as it changes by `perProgress` points over the whole
    /// progress, each bounded as a position's is; zero on an axis that hardly changes. Also the
    /// rate of the axis that changes more, which chooses the spring.
    static func rates(sizeVelocity: CGVector, perProgress: CGVector) -> (rates: CGVector, dominant: CGFloat) {
        func axis(_ speed: CGFloat, _ change: CGFloat) -> CGFloat {
            guard abs(change) >= 1 else { return 0 }
            return min(max(speed / change, -maximumNormalisedVelocity), maximumNormalisedVelocity)
        }
        let rates = CGVector(dx: axis(sizeVelocity.dx, perProgress.dx), dy: axis(sizeVelocity.dy, perProgress.dy))
        return (rates, abs(perProgress.dy) >= abs(perProgress.dx) ? rates.dy : rates.dx)
    }
}

/// The springs of one flight: started together, the flight lands once every one of them has
/// ended; stopped together, where they are drawn, when a press catches the flight again.
final class SpringGroup {
    private var animators: [PropertyAnimator] = []

    /// Whether some spring of the group still runs.
    var isRunning: Bool { !animators.isEmpty }

    /// Stops every spring where it is drawn; none of them lands the flight any more.
    func stop() {
        for running in animators { running.stopAnimation(true) }
        animators = []
    }

    /// Stops what ran, then starts `springs`; `land` runs once all of them have ended.
    func start(_ springs: [PropertyAnimator], land: @escaping () -> Void) {
        stop()
        for animator in springs {
            // Weak: a spring stopped by a new grab never completes, and must not keep itself (and
            // with its completion the whole transition) alive.
            animator.addCompletion { [weak self, weak animator] _ in
                guard let self, let animator, self.animators.contains(where: { $0 === animator }) else { return }
                self.animators.removeAll { $0 === animator }
                if self.animators.isEmpty { land() }
            }
        }
        animators = springs
        for animator in springs { animator.startAnimation() }
    }
}

/// One view in a flight that carries a drag on: where it is drawn and where it ends (container
/// points), and the point of it whose motion goes on unbroken (the point under the pointer, or
/// the edge a pull moved). That point has a spring of its own; a shape spring changes the size
/// about it.
struct AnchoredFlight {
    let view: View
    let drawn: CGRect
    let end: CGRect
    /// The point carried on, as fractions of the drawn width and height.
    let relative: CGPoint
    /// Points per second: how fast that point moves as the flight takes over.
    let velocity: CGVector

    /// `centre` and `size`: how fast the view's centre moves and its size changes (points per
    /// second); `anchor`: the point carried on, in the same coordinates as `drawn` (nil: the
    /// centre).
    init(view: View, drawn: CGRect, end: CGRect, centre: CGVector, size: CGVector, anchor: CGPoint?) {
        (self.view, self.drawn, self.end) = (view, drawn, end)
        let relative =
            anchor.map { point in
                CGPoint(
                    x: drawn.width > 0 ? (point.x - drawn.minX) / drawn.width : 0.5,
                    y: drawn.height > 0 ? (point.y - drawn.minY) / drawn.height : 0.5)
            } ?? CGPoint(x: 0.5, y: 0.5)
        self.relative = relative
        velocity = CGVector(
            dx: centre.dx + (relative.x - 0.5) * size.dx, dy: centre.dy + (relative.y - 0.5) * size.dy)
    }

    /// `anchor`: the point carried on, in the same coordinates as `drawn`, moving at
    /// `anchorVelocity` (points per second).
    init(view: View, drawn: CGRect, end: CGRect, anchor: CGPoint, anchorVelocity: CGVector) {
        self.init(view: view, drawn: drawn, end: end, centre: anchorVelocity, size: .zero, anchor: anchor)
    }

    /// Points the carried point travels to its place in `end`.
    var way: CGPoint {
        CGPoint(
            x: end.minX + relative.x * end.width - (drawn.minX + relative.x * drawn.width),
            y: end.minY + relative.y * end.height - (drawn.minY + relative.y * drawn.height))
    }

    /// The carried point's own spring: it moves the view by `way`, starting at `velocity`.
    func positionSpring(duration: Double) -> PropertyAnimator {
        let (view, way) = (self.view, self.way)
        let spring = HandOffSprings.position(velocity: velocity, way: way, duration: duration)
        spring.addAnimations { view.center = CGPoint(x: view.center.x + way.x, y: view.center.y + way.y) }
        return spring
    }

    /// For the shape animation: moves the centre as far as the size change would move the
    /// carried point, so that point goes only where its own spring takes it.
    func shiftCentreForSize() {
        let shift = CGPoint(
            x: (0.5 - relative.x) * (end.width - drawn.width),
            y: (0.5 - relative.y) * (end.height - drawn.height))
        view.center = CGPoint(x: view.center.x + shift.x, y: view.center.y + shift.y)
    }
}
