import Motion

/// The path of a transition written with `PropertyAnimator`s: its state is one number, the
/// progress of the animator that carries its motion (UIKit's interruptible animator), which the
/// driver scrubs (linearly, and past either end while rubber-banded); the transition's other
/// animations ride that progress. The default for every transition whose animator vends an
/// `interruptibleAnimator`.
///
/// A press on the view the transition says it grabs (`AnimatedTransitioning.grabbedView`) keeps
/// the point pressed under the pointer along that point's own path, a straight line from where
/// it is at the start to where it is at the end (rubber-banded past either end, except an end
/// where the view shrinks to nothing). The release is decided by the transition
/// (`AnimatedTransitioning.shouldFinish`), else by the driver's rule, and the animator ends
/// where the driver lands it, so its completions (`TransitionContext.completeTransition(whenEnds:)`)
/// end the transition.
public final class AnimatorPath: TransitionPath {
    /// The animator carrying the motion.
    public let animator: PropertyAnimator
    private let grabbedView: (CGPoint) -> View?
    private let shouldFinish: (TransitionRelease) -> Bool?
    /// Points: the viewport the band stretches over (the window's size).
    private let viewport: CGSize
    /// The handles' places at progress 0 and how they move to progress 1 (a straight line).
    private var handleStart: [CGPoint] = []
    private var handleTravel: [CGVector] = []
    /// Points, window axes: how the point the last press took moves from progress 0 to 1
    /// (zero until a press).
    public private(set) var pathTravel: CGVector = .zero

    /// `animator`: the animator to scrub, from 0 (the transition's start) to 1 (its end);
    /// `viewport`: points, the extent the rubber band stretches over (the window's size);
    /// `grabbedView`: the view a press at a window point takes (nil: the press lands beside the
    /// transition); `shouldFinish`: the transition's release rule (nil: the driver's).
    public init(
        animator: PropertyAnimator, viewport: CGSize, grabbedView: @escaping (CGPoint) -> View? = { _ in nil },
        shouldFinish: @escaping (TransitionRelease) -> Bool? = { _ in nil }
    ) {
        (self.animator, self.viewport, self.grabbedView, self.shouldFinish) = (
            animator, viewport, grabbedView, shouldFinish
        )
    }

    public func takeOver() -> [Double] {
        if animator.isRunning { animator.pauseAnimation() }
        measureHandles()
        return [animator.shownFraction]
    }

    public func apply(_ state: [Double]) { animator.scrubUnclamped(to: state[0]) }

    public func setVelocity(_ velocity: [Double]?) { animator.drivenRate = velocity?[0] }

    public func state(atEnd: Bool) -> [Double] { [atEnd ? 1 : 0] }

    public func state(atProgress progress: CGFloat) -> [Double] { [Double(progress)] }

    public func progress(of state: [Double]) -> CGFloat { CGFloat(state[0]) }

    public func handles(of state: [Double]) -> [CGPoint] {
        let p = CGFloat(state[0])
        return zip(handleStart, handleTravel).map { CGPoint(x: $0.x + $1.dx * p, y: $0.y + $1.dy * p) }
    }

    public func canTake(at location: CGPoint) -> Bool { grabbedView(location) != nil }

    public func mapping(forPressAt location: CGPoint, state: [Double]) -> TransitionInputMapping? {
        guard let view = grabbedView(location) else { return nil }
        let drawn = view.onScreenMotion.frame
        let relative = CGPoint(
            x: drawn.width > 0 ? (location.x - drawn.minX) / drawn.width : 0.5,
            y: drawn.height > 0 ? (location.y - drawn.minY) / drawn.height : 0.5)
        let (atStart, atEnd) = (frame(of: view, at: 0), frame(of: view, at: 1))
        func point(in frame: CGRect) -> CGPoint {
            CGPoint(x: frame.minX + relative.x * frame.width, y: frame.minY + relative.y * frame.height)
        }
        let from = point(in: atStart), to = point(in: atEnd)
        let travel = CGVector(dx: to.x - from.x, dy: to.y - from.y)
        guard (travel.dx * travel.dx + travel.dy * travel.dy).squareRoot() >= 1 else { return nil }
        (handleStart, handleTravel, pathTravel) = ([from], [travel], travel)
        return StraightPathMapping(
            startFraction: state[0], startLocation: location, travel: travel, viewport: viewport,
            vanishesAtStart: atStart.width < 0.5 || atStart.height < 0.5,
            vanishesAtEnd: atEnd.width < 0.5 || atEnd.height < 0.5)
    }

    public func headsToEnd(_ release: TransitionRelease) -> Bool? { shouldFinish(release) }

    public func land(atEnd: Bool) {
        guard animator.state != .inactive else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: atEnd ? .end : .start)
    }

    public func drives(_ animator: PropertyAnimator) -> Bool { animator === self.animator }

    /// Where `view` is drawn with the animator scrubbed to `fraction`, the animator left as it was.
    private func frame(of view: View, at fraction: Double) -> CGRect {
        let saved = animator.progress
        animator.scrubUnclamped(to: fraction)
        let frame = view.onScreenMotion.frame
        animator.progress = saved
        return frame
    }

    /// The handles with no press: the corners of the view the animator moves furthest, or a
    /// virtual 100 pt of travel when it moves none (a fade), so the hand-off and the rest have
    /// a scale in points.
    private func measureHandles() {
        var best: (start: [CGPoint], travel: [CGVector], length: CGFloat)?
        var seen = Set<ObjectIdentifier>()
        for track in animator.tracks {
            guard let view = track.view, seen.insert(ObjectIdentifier(view)).inserted else { continue }
            let a = frame(of: view, at: 0), b = frame(of: view, at: 1)
            let corners = [(a.origin, b.origin), (CGPoint(x: a.maxX, y: a.maxY), CGPoint(x: b.maxX, y: b.maxY))]
            let travel = corners.map { CGVector(dx: $1.x - $0.x, dy: $1.y - $0.y) }
            let length = travel.map { ($0.dx * $0.dx + $0.dy * $0.dy).squareRoot() }.max() ?? 0
            if length > (best?.length ?? 1) { best = (corners.map(\.0), travel, length) }
        }
        (handleStart, handleTravel) = best.map { ($0.start, $0.travel) } ?? ([.zero], [CGVector(dx: 0, dy: 100)])
    }
}

/// A press that keeps the point pressed under the pointer along that point's straight path
/// from the transition's start to its end: the pointer's move projected onto the path, past
/// either end through a rubber band (UIKit's 0.55 over the viewport's extent along the path),
/// except an end where what is grabbed shrinks to nothing (it would turn inside out).
public struct StraightPathMapping: TransitionInputMapping {
    let startFraction: Double
    let startLocation: CGPoint
    let travel: CGVector
    let band: RubberBand
    let vanishesAtStart: Bool
    let vanishesAtEnd: Bool

    /// `startFraction`: the progress when pressed at `startLocation` (window points); `travel`:
    /// how the pressed point moves from progress 0 to 1 (points, window axes); `viewport`: what
    /// the band stretches over (points); `vanishesAtStart`, `vanishesAtEnd`: what is grabbed
    /// shrinks to nothing at that end, so the mapping stops there instead of banding past it.
    public init(
        startFraction: Double, startLocation: CGPoint, travel: CGVector, viewport: CGSize,
        vanishesAtStart: Bool = false, vanishesAtEnd: Bool = false
    ) {
        (self.startFraction, self.startLocation, self.travel) = (startFraction, startLocation, travel)
        (self.vanishesAtStart, self.vanishesAtEnd) = (vanishesAtStart, vanishesAtEnd)
        let length = max(Double((travel.dx * travel.dx + travel.dy * travel.dy).squareRoot()), 1)
        let along = CGVector(dx: travel.dx / CGFloat(length), dy: travel.dy / CGFloat(length))
        band = RubberBand(dimension: Double(abs(along.dx) * viewport.width + abs(along.dy) * viewport.height))
    }

    public func state(for input: TransitionInput) -> [Double] {
        let lengthSquared = Double(travel.dx * travel.dx + travel.dy * travel.dy)
        guard lengthSquared > 0 else { return [startFraction] }
        let length = lengthSquared.squareRoot()
        let moved = Double(
            (input.location.x - startLocation.x) * travel.dx + (input.location.y - startLocation.y) * travel.dy)
        // Caught while banded past an end, it resumes from the raw position that shows there.
        let rawStart = band.unclamp(startFraction * length, from: 0...length) / length
        var raw = rawStart + moved / lengthSquared
        if vanishesAtStart { raw = max(raw, 0) }
        if vanishesAtEnd { raw = min(raw, 1) }
        return [band.clamp(raw * length, to: 0...length) / length]
    }
}

extension PropertyAnimator {
    /// What the values show, as a fraction (a spring's overshoot included).
    var shownFraction: Double { progress.values.x }

    /// Sets the shown fraction while paused, beyond 0…1 too (a rubber-banded drag), linearly.
    func scrubUnclamped(to value: Double) {
        guard state == .active, !isRunning else { return }
        progress.scrub(to: value, linearly: true)
        host?.needsDisplay = true
    }
}
