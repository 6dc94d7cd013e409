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
/// where the view shrinks to nothing; a view that shrinks past an end, as a page scaling in
/// from a fifth of its size does past its start, is banded short of nothing, never turned
/// inside out, and so is a release's spring). The release is decided by the transition
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
    /// The progress between which the view the last press took keeps a size: past them it
    /// would be drawn inside out (unbounded until a press).
    public private(set) var sizedProgress: ClosedRange<Double> = -Double.infinity...Double.infinity

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

    /// Shows `state`, held within `sizedProgress`: a release's spring that turns past an end (the
    /// hand let go moving away from where it lands) may carry the state beyond where the view
    /// shrinks to nothing, and the view stays at nothing there rather than turn inside out.
    public func apply(_ state: [Double]) {
        animator.scrubUnclamped(to: min(max(state[0], sizedProgress.lowerBound), sizedProgress.upperBound))
    }

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
        sizedProgress = Self.progressKeepingSize(from: atStart.size, to: atEnd.size)
        return StraightPathMapping(
            startFraction: state[0], startLocation: location, travel: travel, viewport: viewport,
            vanishesAtStart: atStart.width < 0.5 || atStart.height < 0.5,
            vanishesAtEnd: atEnd.width < 0.5 || atEnd.height < 0.5, keepsSizeWithin: sizedProgress)
    }

    public func headsToEnd(_ release: TransitionRelease) -> Bool? { shouldFinish(release) }

    public func land(atEnd: Bool) {
        guard animator.state != .inactive else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: atEnd ? .end : .start)
    }

    public func drives(_ animator: PropertyAnimator) -> Bool { animator === self.animator }

    /// The progress between which a view drawn at `start` at progress 0 and at `end` at 1 keeps a
    /// size, scrubbed linearly: each side reaches 0 where its line through the two crosses it.
    /// A view growing from a fifth of its size reaches nothing at −0.25.
    static func progressKeepingSize(from start: CGSize, to end: CGSize) -> ClosedRange<Double> {
        var (lower, upper) = (-Double.infinity, Double.infinity)
        for (a, b) in [(Double(start.width), Double(end.width)), (Double(start.height), Double(end.height))]
        where a != b {
            let zero = a / (a - b)
            if zero <= 0 { lower = max(lower, zero) } else if zero >= 1 { upper = min(upper, zero) }
        }
        return lower...upper
    }

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
/// except an end where what is grabbed shrinks to nothing (it would turn inside out). Past an
/// end beyond which it shrinks to nothing (`keepsSizeWithin`), the band stretches at most to
/// there, so however far the pointer goes, what is grabbed keeps a size.
public struct StraightPathMapping: TransitionInputMapping {
    let startFraction: Double
    let startLocation: CGPoint
    let travel: CGVector
    /// The bands past the start and past the end.
    let bandBeforeStart: RubberBand
    let bandPastEnd: RubberBand
    let vanishesAtStart: Bool
    let vanishesAtEnd: Bool

    /// `startFraction`: the progress when pressed at `startLocation` (window points); `travel`:
    /// how the pressed point moves from progress 0 to 1 (points, window axes); `viewport`: what
    /// the band stretches over (points); `vanishesAtStart`, `vanishesAtEnd`: what is grabbed
    /// shrinks to nothing at that end, so the mapping stops there instead of banding past it.
    /// What is grabbed keeps a size at any progress.
    public init(
        startFraction: Double, startLocation: CGPoint, travel: CGVector, viewport: CGSize,
        vanishesAtStart: Bool = false, vanishesAtEnd: Bool = false
    ) {
        self.init(
            startFraction: startFraction, startLocation: startLocation, travel: travel, viewport: viewport,
            vanishesAtStart: vanishesAtStart, vanishesAtEnd: vanishesAtEnd,
            keepsSizeWithin: -Double.infinity...Double.infinity)
    }

    /// As `init(startFraction:startLocation:travel:viewport:vanishesAtStart:vanishesAtEnd:)`,
    /// with `keepsSizeWithin`: the progress between which what is grabbed keeps a size (a view
    /// growing from a fifth of its size reaches nothing at −0.25, one shrinking to half its size
    /// at 2), which the bands past the ends stretch to at most.
    public init(
        startFraction: Double, startLocation: CGPoint, travel: CGVector, viewport: CGSize,
        vanishesAtStart: Bool = false, vanishesAtEnd: Bool = false, keepsSizeWithin sized: ClosedRange<Double>
    ) {
        (self.startFraction, self.startLocation, self.travel) = (startFraction, startLocation, travel)
        (self.vanishesAtStart, self.vanishesAtEnd) = (vanishesAtStart, vanishesAtEnd)
        let length = max(Double((travel.dx * travel.dx + travel.dy * travel.dy).squareRoot()), 1)
        let along = CGVector(dx: travel.dx / CGFloat(length), dy: travel.dy / CGFloat(length))
        let viewportBand = Double(abs(along.dx) * viewport.width + abs(along.dy) * viewport.height)
        bandBeforeStart = RubberBand(dimension: min(viewportBand, max(0, -sized.lowerBound) * length))
        bandPastEnd = RubberBand(dimension: min(viewportBand, max(0, sized.upperBound - 1) * length))
    }

    public func state(for input: TransitionInput) -> [Double] {
        let lengthSquared = Double(travel.dx * travel.dx + travel.dy * travel.dy)
        guard lengthSquared > 0 else { return [startFraction] }
        let length = lengthSquared.squareRoot()
        let moved = Double(
            (input.location.x - startLocation.x) * travel.dx + (input.location.y - startLocation.y) * travel.dy)
        // Caught while banded past an end, it resumes from the raw position that shows there;
        // caught at or past the band's reach (a release's spring carried it there), from just
        // inside it, where the band still gives.
        let shownStart = startFraction * length
        let startBand = shownStart < 0 ? bandBeforeStart : bandPastEnd
        let reach = 0.99 * startBand.dimension
        let inReach = shownStart < 0 ? max(shownStart, -reach) : min(shownStart, length + reach)
        let rawStart = startBand.unclamp(inReach, from: 0...length) / length
        var raw = rawStart + moved / lengthSquared
        if vanishesAtStart { raw = max(raw, 0) }
        if vanishesAtEnd { raw = min(raw, 1) }
        let band = raw < 0 ? bandBeforeStart : bandPastEnd
        return [band.clamp(raw * length, to: 0...length) / length]
    }
}

extension StraightPathMapping {
    /// Whether `state` lies on a band past either end (not at an end where the mapping stops).
    func isBanded(at state: [Double]) -> Bool {
        guard let progress = state.first else { return false }
        return progress < 0 && bandBeforeStart.dimension > 0 || progress > 1 && bandPastEnd.dimension > 0
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
