import Motion

/// How a grabbed transition was let go: what `AnimatedTransitioning.shouldFinish(using:release:)`
/// decides from.
public struct TransitionGrabRelease: Equatable {
    /// 0 at the transition's start, 1 at its end; beyond either while rubber-banded.
    public var fractionComplete: CGFloat
    /// Fractions of the transition per second, positive towards its end: the pointer's
    /// velocity along the grabbed point's path.
    public var fractionVelocity: CGFloat
    /// Points per second, in window coordinates: the pointer's velocity at the release.
    public var pointerVelocity: CGVector
    /// Points, in window coordinates: how the grabbed point moves from the start to the end.
    public var travel: CGVector
    /// Points, in window coordinates: how far the pointer moved between the press and the
    /// release (near zero for a click).
    public var pointerTravel: CGVector = .zero

    /// True when the press was let go about where it was made, without a flick: a click.
    public var isClick: Bool { TransitionGrabRelease.isClick(travel: pointerTravel, velocity: pointerVelocity) }

    /// The grab's click rule, for transitions that handle their own grabs too: the pointer moved
    /// less than 10 pt (the pan's slop) along each axis and is let go slower than 100 pt/s.
    public static func isClick(travel: CGVector, velocity: CGVector) -> Bool {
        abs(travel.dx) < 10 && abs(travel.dy) < 10 && abs(velocity.dx) < 100 && abs(velocity.dy) < 100
    }

    /// Where the momentum would carry the fraction with UIKit's normal deceleration:
    /// fraction + v·r / (1000·(1 − r)), r = 0.998 (about half a second of the velocity).
    public var projectedFractionComplete: CGFloat {
        fractionComplete + CGFloat(DecelerationRate.normal.projectedDistance(velocity: Double(fractionVelocity)))
    }
}

/// A transition held under the pointer: every animator it runs is paused where it is drawn;
/// the interruptible one is scrubbed so the grabbed point follows the pointer along its path
/// (rubber-banded past either end), and the others follow in proportion. The release
/// continues them all on critically damped springs that start at the pointer's velocity.
final class TransitionGrab {
    /// Seconds: the least time a released grab has to settle in (UIKit's 0.5 s spring). An
    /// animator shorter than that (the pop's 0.25 s shrink) would have to jolt to end in its own.
    static let shortestReleaseSettle = 0.5

    private struct Follower {
        let animator: PropertyAnimator
        /// The fraction it was paused at.
        let start: Double
    }

    let animator: PropertyAnimator
    private let followers: [Follower]
    private let startFraction: Double
    private let startPointer: CGPoint
    /// Points: the grabbed point's path from fraction 0 to 1 (a straight line: the
    /// transition's motion is treated as linear in its fraction while scrubbed).
    let travel: CGVector
    private let band: RubberBand
    /// Whether the grabbed view shrinks to nothing at fraction 0 / 1: it cannot be stretched
    /// past such an end (it would turn inside out), so it stops there instead of banding.
    private let vanishesAt: (start: Bool, end: Bool)
    private var tracker = VelocityTracker()
    private var pointer: CGPoint
    private(set) var fraction: Double

    /// Pauses `animator` and `others`, and measures the grabbed point's path by scrubbing to
    /// either end and back. nil when `view` does not move along it (nothing to follow).
    /// Whether the transition was heading for its end when the press took it.
    let wasFinishing: Bool

    init?(
        animator: PropertyAnimator, others: [PropertyAnimator], view: View, pointer: CGPoint, time: Double,
        viewport: CGSize, wasFinishing: Bool
    ) {
        self.wasFinishing = wasFinishing
        let all = [animator] + others.filter { $0 !== animator }
        let paused = all.filter { $0.state == .active && $0.isRunning }
        for each in paused { each.pauseAnimation() }
        let start = animator.shownFraction
        let drawn = view.onScreenMotion.frame
        let relative = CGPoint(
            x: drawn.width > 0 ? (pointer.x - drawn.minX) / drawn.width : 0.5,
            y: drawn.height > 0 ? (pointer.y - drawn.minY) / drawn.height : 0.5)
        // Scrubbing to either end would lose a spring's velocity: measure on a copy's behalf.
        let saved = animator.progress
        func shownFrame(at fraction: Double) -> CGRect {
            animator.scrubUnclamped(to: fraction)
            return view.onScreenMotion.frame
        }
        func point(in frame: CGRect) -> CGPoint {
            CGPoint(x: frame.minX + relative.x * frame.width, y: frame.minY + relative.y * frame.height)
        }
        let (atStart, atEnd) = (shownFrame(at: 0), shownFrame(at: 1))
        animator.progress = saved
        let (from, to) = (point(in: atStart), point(in: atEnd))
        vanishesAt = (atStart.width < 0.5 || atStart.height < 0.5, atEnd.width < 0.5 || atEnd.height < 0.5)
        travel = CGVector(dx: to.x - from.x, dy: to.y - from.y)
        let length = Double((travel.dx * travel.dx + travel.dy * travel.dy).squareRoot())
        guard length >= 1 else {
            for each in paused { each.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
            return nil
        }
        self.animator = animator
        followers = all.dropFirst().filter { $0.state == .active }.map {
            Follower(animator: $0, start: $0.shownFraction)
        }
        (startFraction, fraction, startPointer, self.pointer) = (start, start, pointer, pointer)
        // The viewport's extent along the path: how far the band can stretch.
        let along = CGVector(dx: travel.dx / CGFloat(length), dy: travel.dy / CGFloat(length))
        band = RubberBand(dimension: Double(abs(along.dx) * viewport.width + abs(along.dy) * viewport.height))
        track(pointer, time: time)
    }

    /// Points: the length of the grabbed point's path.
    private var length: Double { Double((travel.dx * travel.dx + travel.dy * travel.dy).squareRoot()) }

    /// The pointer moved to `pointer`: the grabbed point follows it along its path.
    func move(to pointer: CGPoint, time: Double) {
        track(pointer, time: time)
        self.pointer = pointer
        let moved = Double((pointer.x - startPointer.x) * travel.dx + (pointer.y - startPointer.y) * travel.dy)
        var raw = startFraction + moved / (length * length)
        if vanishesAt.start { raw = max(raw, 0) }
        if vanishesAt.end { raw = min(raw, 1) }
        fraction = band.clamp(raw * length, to: 0...length) / length
        animator.scrubUnclamped(to: fraction)
        for follower in followers { follower.animator.scrubUnclamped(to: followed(follower)) }
    }

    /// The release: the momentum figures at `time`.
    func release(at time: Double) -> TransitionGrabRelease {
        let v = tracker.velocity(at: time)
        let pointerVelocity = CGVector(dx: v.x, dy: v.y)
        let alongPath = Double(pointerVelocity.dx * travel.dx + pointerVelocity.dy * travel.dy) / (length * length)
        return TransitionGrabRelease(
            fractionComplete: CGFloat(fraction), fractionVelocity: CGFloat(alongPath),
            pointerVelocity: pointerVelocity, travel: travel,
            pointerTravel: CGVector(dx: pointer.x - startPointer.x, dy: pointer.y - startPointer.y))
    }

    /// Runs every paused animator on to its end (`finish`) or back to its start, on a critically
    /// damped spring of its own duration that starts at the release's velocity, at the release's
    /// time (see `WindowAnimator.eventTime`), where and as fast as the pointer was.
    func resume(finishing finish: Bool, release: TransitionGrabRelease) {
        let target = finish ? 1.0 : 0.0
        let velocity = Double(release.fractionVelocity)
        animator.resumeFromGrab(to: target, fractionVelocity: velocity)
        for follower in followers where follower.animator.state == .active {
            follower.animator.resumeFromGrab(
                to: target, fractionVelocity: velocity * slope(of: follower, towards: target))
        }
    }

    /// A follower's fraction: it keeps its own distance to each end in proportion to the
    /// interruptible animator's, so nothing jumps at the grab and all arrive together.
    private func followed(_ follower: Follower) -> Double {
        let f = min(max(fraction, 0), 1)
        let s = follower.start
        if f >= startFraction {
            return startFraction >= 1 ? s : s + (f - startFraction) * (1 - s) / (1 - startFraction)
        }
        return startFraction <= 0 ? s : s - (startFraction - f) * s / startFraction
    }

    /// d(follower)/d(fraction) on the side of `target`.
    private func slope(of follower: Follower, towards target: Double) -> Double {
        if target >= 1 { return startFraction >= 1 ? 0 : (1 - follower.start) / (1 - startFraction) }
        return startFraction <= 0 ? 0 : follower.start / startFraction
    }

    private func track(_ pointer: CGPoint, time: Double) {
        tracker.addSample(time: time, position: Vector2(x: Double(pointer.x), y: Double(pointer.y)))
    }
}

extension PropertyAnimator {
    /// What the values show, as a fraction (a spring's overshoot included).
    var shownFraction: Double { progress.values.x }

    /// Sets the shown fraction while paused, beyond 0…1 too (a rubber-banded grab), linearly.
    func scrubUnclamped(to value: Double) {
        guard state == .active, !isRunning else { return }
        progress.scrub(to: value, linearly: true)
        host?.needsDisplay = true
    }

    /// Runs from what is shown to `target` (1 the end, 0 the start) on a spring that starts at
    /// `fractionVelocity` (per second) and, heading the way it moves, never brakes, and settles
    /// within this animator's duration, or 0.5 s when that is shorter (`Spring.handOff`).
    func resumeFromGrab(to target: Double, fractionVelocity: Double) {
        guard state == .active else { return }
        let now = shownFraction, distance = target - now
        let relative = distance != 0 ? fractionVelocity / distance : 0
        let spring = Spring.handOff(
            displacement: now - target, velocity: fractionVelocity,
            base: Spring(dampingRatio: 1, duration: max(duration, TransitionGrab.shortestReleaseSettle)))
        let parameters = SpringTimingParameters(
            mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
            damping: CGFloat(spring.damping),
            initialVelocity: CGVector(dx: relative, dy: relative))
        timingParameters = parameters
        progress.configure(parameters.timing, duration: duration, from: now, to: target, velocityScale: distance)
        remainingDelay = 0
        startedAt = host?.animator.eventTime
        isRunning = true
        host?.needsDisplay = true
    }
}
