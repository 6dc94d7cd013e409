import Motion

/// The one way a transition in flight is driven, whatever drives it: a press that grabs it, a
/// gesture that began it (a back swipe, a drag on the player's bar, a pinch), an interaction
/// controller's `update(_:)`, a key, a click beside it. Each transition has one, owned by its
/// context (`TransitionContext.driver`), and it does four things:
///
/// - **take** the transition where it is drawn, at any frame (`take(at:)`, `take(with:at:)`);
/// - **set** it where a hand puts it (`follow(_:)`, through the mapping its path supplies), or to
///   a progress (`setProgress(_:)`);
/// - **release** it with the hand's velocity (`release(velocity:towardsEnd:)`): where the
///   motion would coast decides the end (`TransitionRelease`), and one critically damped
///   spring (`Spring.handOff`) carries every number of the state on from where it is drawn at
///   the hand's speed;
/// - **turn** it round (`turnRound()`), from where it is drawn at the speed it has.
///
/// It comes to rest when every handle (`TransitionPath.handles(of:)`) is within
/// `restDistance` (0.5 pt) of where it ends and every number of the state within 1 % of its
/// way.
///
/// Until a hand first takes it, a transition runs on its own animators, as UIKit's do; from
/// then on the driver moves it through its `TransitionPath`, frame by frame on the window's
/// clock, and lands it (`TransitionPath.land(atEnd:)`). Animations riding the transition
/// (`TransitionCoordinator.animate(alongsideTransition:)`, a bar's titles) follow its progress.
public final class TransitionDriver {
    unowned let context: TransitionContext
    /// The transition's path, once the driver moves it.
    var path: TransitionPath?
    /// The transition's state as drawn: the numbers its path describes it by
    /// (`TransitionPath`), in the path's own units. Empty until the driver moves the transition.
    public internal(set) var state: [Double] = []
    /// How fast each number of `state` changes, in its units per second, while the driver's
    /// spring moves the transition (zeros while a hand holds it).
    public internal(set) var velocity: [Double] = []
    /// Animations riding the transition, scrubbed with its progress.
    var followers: [Follower] = []
    /// The hand holding the transition, while one does.
    var hold: Hold?
    /// The spring carrying the transition to an end, while it runs.
    var spring: HandOffMotion?
    /// The state where an interaction controller began moving the transition (`pause()`,
    /// `setProgress(_:)`): its release measures the hand's travel from there.
    var interactionStart: [Double]?
    /// The moment (seconds, the clock input events carry) the spring's state is drawn at: the
    /// event that started or turned it, or the last frame it ticked on.
    var springClock: Double?
    /// The window's frame count when a hand last set the state: a release in that same frame
    /// lets the coming frame show the hand's last position before the spring moves it.
    var lastInputFrame: Int?
    /// True while the spring waits a frame for the hand's last position to be drawn.
    var waitsForHandsLastFrame = false

    init(context: TransitionContext) { self.context = context }

    /// True once the driver moves the transition (a hand took it, or a release launched it).
    public var isDriving: Bool { path != nil }
    /// True while a hand holds the transition.
    public var isHeld: Bool { hold != nil }
    /// True while the release's spring runs.
    public var isSettling: Bool { spring != nil }
    /// 0 at the start, 1 at the end, as drawn (beyond either while rubber-banded); before the
    /// driver moves the transition, the context's `percentComplete`.
    public var progress: CGFloat { path.map { $0.progress(of: state) } ?? context.percentComplete }
    /// Window points: the path's handles (`TransitionPath.handles(of:)`, the point the hand last
    /// moved) as drawn, and how fast they move (points per second) on the driver's spring.
    public var handles: [(point: CGPoint, velocity: CGVector)] {
        guard let path else { return [] }
        let here = path.handles(of: state)
        let ahead = path.handles(of: zip(state, velocity).map { $0 + $1 * Self.lookAhead })
        return zip(here, ahead).map { a, b in
            (a, CGVector(dx: (b.x - a.x) / CGFloat(Self.lookAhead), dy: (b.y - a.y) / CGFloat(Self.lookAhead)))
        }
    }

    struct Hold {
        let mapping: TransitionInputMapping
        let start: TransitionInput
        var input: TransitionInput
        let wasHeadingToEnd: Bool
    }

    // MARK: Take

    /// A press at `location` (window points) takes the transition where it is drawn, when it
    /// lands on what the transition moves (`TransitionPath.canTake(at:)`), and returns true.
    /// Returns false, changing nothing, when it lands beside it: the caller turns the
    /// transition round instead (`turnRound()`), as the window does. Also false when it lands
    /// on it but the path gives the press no mapping: the transition then goes on the way it
    /// was going, on the driver's spring.
    @discardableResult
    public func take(at location: CGPoint) -> Bool {
        guard !context.isComplete, let path = resolvePath(), path.canTake(at: location) else {
            return false
        }
        own(path)
        guard let mapping = path.mapping(forPressAt: location, state: state) else {
            // Taken, but the press cannot move it: it goes on the way it was going.
            run(to: context.phase.isTowardsEnd, velocity: velocity)
            return false
        }
        hold(with: mapping, at: TransitionInput(location: location))
        return true
    }

    /// Takes the transition where it is drawn for a hand of the caller's (a gesture that began
    /// it, an edge swipe), moved through the mapping `makeMapping` makes from the transition's
    /// path and the state drawn, from `input` (window points). Feed the hand's moves to
    /// `follow(_:)` and its end to `release(velocity:towardsEnd:)`. Returns false, changing
    /// nothing, when the transition has ended or has no path. Also false when `makeMapping`
    /// makes none: the transition then goes on the way it was going, from where it is drawn,
    /// as a press `take(at:)` cannot move does.
    @discardableResult
    public func take(
        with makeMapping: (TransitionPath, [Double]) -> TransitionInputMapping?, at input: TransitionInput
    ) -> Bool {
        guard !context.isComplete, let path = resolvePath() else { return false }
        own(path)
        guard let mapping = makeMapping(path, state) else {
            run(to: context.phase.isTowardsEnd, velocity: velocity)
            return false
        }
        hold(with: mapping, at: input)
        return true
    }

    /// Holds the transition where it is drawn with no hand on it (an interaction controller's
    /// `pause()`); `setProgress(_:)` moves it from there.
    public func pause() {
        guard !context.isComplete, let path = resolvePath() else { return }
        own(path)
        stopSpring()
        hold = nil
        if interactionStart == nil { interactionStart = state }
        context.enter(.interactive(towardsEnd: context.phase.isTowardsEnd))
    }

    private func hold(with mapping: TransitionInputMapping, at input: TransitionInput) {
        stopSpring()
        hold = Hold(mapping: mapping, start: input, input: input, wasHeadingToEnd: context.phase.isTowardsEnd)
        context.enter(.interactive(towardsEnd: context.phase.isTowardsEnd))
    }

    /// The hand moved to `input` (window points, and a pinch's scale): the transition is drawn
    /// where its mapping puts it. Does nothing unless a hand holds the transition, or when
    /// `input` is where the hand already was.
    public func follow(_ input: TransitionInput) {
        // The hand where it was moves nothing (a lift where the last move was). Worked out
        // again through the mapping, the state can come back different in its last bits.
        guard var held = hold, input != held.input else { return }
        held.input = input
        hold = held
        let before = state
        show(held.mapping.state(for: input))
        if Self.moves(from: before, to: state) { noteInput() }
    }

    /// Marks this frame as one whose input moved the transition: a release in it lets the frame
    /// show that move first. Input that moves nothing (a lift where the last move was) is not
    /// marked, or the release would stand still for a frame.
    private func noteInput() { lastInputFrame = context.containerView.window?.animator.frameCount }

    /// Whether `after` moves the transition from `before`: some number changes by more than a
    /// billionth of its size (or of 1). Less is rounding: a state worked out again by another
    /// route (a progress through a point's travel and back) differs from the drawn one in its
    /// last bits, and those bits must not decide whether a release waits a frame, or a replay of
    /// a recording would part from the window it was recorded in.
    static func moves(from before: [Double], to after: [Double]) -> Bool {
        guard before.count == after.count else { return true }
        return zip(before, after).contains { a, b in abs(a - b) > 1e-9 * max(1, abs(a), abs(b)) }
    }

    /// Sets the transition `progress` of the way (an interaction controller's `update(_:)`).
    /// The transition becomes interactive if it was not.
    public func setProgress(_ progress: CGFloat) {
        guard !context.isComplete, let path = resolvePath() else { return }
        own(path)
        stopSpring()
        if interactionStart == nil { interactionStart = state }
        context.enter(.interactive(towardsEnd: context.phase.isTowardsEnd))
        let before = state
        show(path.state(atProgress: progress))
        if Self.moves(from: before, to: state) { noteInput() }
    }

    // MARK: Release

    /// Lets go of the held transition with the hand moving at `velocity` (points per second,
    /// window axes, and scale per second for a pinch). `towardsEnd` forces the way (Esc sends
    /// it back); nil lets the mapping decide (`TransitionInputMapping.headsToEnd(_:)`), then the
    /// path (`TransitionPath.headsToEnd(_:)`), then the driver's rule
    /// (`TransitionRelease.defaultHeadsToEnd`). The state goes on at the velocity the hand's
    /// gives through the mapping; let go on a `StraightPathMapping`'s rubber band moving
    /// outwards, it slows at that pace, and where it stops it springs back as if let go there at
    /// rest.
    public func release(velocity: TransitionInputVelocity, towardsEnd: Bool? = nil) {
        guard let held = hold, let path else { return }
        hold = nil
        let ahead = Self.ahead(held.input, by: velocity)
        let moving = held.mapping.state(for: ahead)
        let stateVelocity = zip(moving, state).map { ($0 - $1) / Self.lookAhead }
        let release = makeRelease(held, velocity: velocity, stateVelocity: stateVelocity, path: path)
        let end =
            towardsEnd ?? held.mapping.headsToEnd(release) ?? path.headsToEnd(release) ?? release.defaultHeadsToEnd
        // Let go on a straight path's rubber band past an end, what the hand held moved at a
        // fraction of the hand's pace. It goes on at that pace, the hand's own counting as not
        // still; and should it have to turn, it starts again where it stops, as a release at rest
        // there: it springs back at its own pace, as a scroll view let go past its edge does,
        // not creeping back as slowly as the band let it move.
        let banded = (held.mapping as? StraightPathMapping)?.isBanded(at: state) ?? false
        let handSpeed = Double(
            (velocity.location.dx * velocity.location.dx + velocity.location.dy * velocity.location.dy).squareRoot())
        run(to: end, velocity: stateVelocity, handSpeed: handSpeed, reaimsWhenItTurns: banded)
    }

    /// Lets go of a transition an interaction controller moved, at `progressVelocity` (progress
    /// per second), the hand moving at `handVelocity` (points per second, window axes, when
    /// known: a path's rule may read it). `towardsEnd` nil lets the path decide, then the
    /// driver's rule: where the progress coasts to, past one half. The release the path reads
    /// has no `travel` (the interaction controller knows the hand's way, the driver does not),
    /// so its `isClick` says only whether `handVelocity` is below 100 pt/s.
    public func release(progressVelocity: CGFloat, handVelocity: CGVector = .zero, towardsEnd: Bool? = nil) {
        guard !context.isComplete, let path = resolvePath() else { return }
        own(path)
        hold = nil
        let p = path.progress(of: state)
        let ahead = path.state(atProgress: p + progressVelocity * CGFloat(Self.lookAhead))
        let here = path.state(atProgress: p)
        let stateVelocity = zip(ahead, here).map { ($0 - $1) / Self.lookAhead }
        // The hand's travel: how far the first handle moved since the interaction began.
        let from = path.handles(of: interactionStart ?? state).first, to = path.handles(of: state).first
        interactionStart = nil
        let travel = from.flatMap { a in to.map { b in CGVector(dx: b.x - a.x, dy: b.y - a.y) } } ?? .zero
        let release = TransitionRelease(
            progress: p, progressVelocity: progressVelocity, travel: travel, velocity: handVelocity,
            wasHeadingToEnd: context.phase.isTowardsEnd)
        let end = towardsEnd ?? path.headsToEnd(release) ?? (release.projectedProgress() > 0.5)
        run(
            to: end, velocity: stateVelocity,
            handSpeed: Double((handVelocity.dx * handVelocity.dx + handVelocity.dy * handVelocity.dy).squareRoot()))
    }

    /// Starts the transition's spring from `state` (what the path shows now when nil) moving at
    /// `velocity` (each number's units per second), towards its end or its start: a gesture
    /// that decided before the transition began (a pull past its trigger, a pinch let go) hands
    /// its motion on here, from the first frame of the transition.
    public func launch(from state: [Double]? = nil, velocity: [Double], towardsEnd: Bool) {
        guard !context.isComplete, let path = resolvePath() else { return }
        own(path)
        hold = nil
        if let state { show(state) }
        // A move that came in since the last frame (the gesture's last) is drawn on the coming
        // frame: the spring waits for it.
        if let animator = context.containerView.window?.animator, animator.lastMoveFrame == animator.frameCount {
            lastInputFrame = animator.frameCount
        }
        run(to: towardsEnd, velocity: velocity)
    }

    /// Hands the transition back to its animators, which run on from where they are drawn to
    /// the end (`towardsEnd`) or the start with `timing`, over `durationFactor` of their
    /// duration (seconds = duration × factor): UIKit's `finish()` and `cancel()`. A path that
    /// is not an `AnimatorPath` has no animators to resume: it is let go on the driver's spring
    /// at rest instead.
    public func resumeAnimators(towardsEnd: Bool, timing: TimingCurveProvider, durationFactor: CGFloat) {
        guard !context.isComplete else { return }
        if let path, !(path is AnimatorPath) { return release(progressVelocity: 0, towardsEnd: towardsEnd) }
        stopSpring()
        (hold, interactionStart) = (nil, nil)
        let animators =
            path.map { [($0 as? AnimatorPath)?.animator].compactMap { $0 } + followers.map(\.animator) }
            ?? context.coordinator?.activeTransitionAnimators() ?? []
        (self.path, followers) = (nil, [])
        context.enter(.animating(towardsEnd: towardsEnd))
        for animator in animators where animator.state == .active {
            animator.isReversed = !towardsEnd
            animator.continueAnimation(withTimingParameters: timing, durationFactor: durationFactor)
        }
    }

    // MARK: Turn

    /// Sends the transition back the way it came, from where it is drawn, at the speed it has:
    /// its spring turns towards the other end; a transition still on its own animators has
    /// them reversed. Returns false when there is nothing to turn (a hand holds it, or nothing
    /// runs).
    @discardableResult
    public func turnRound() -> Bool {
        guard !context.isComplete, hold == nil else { return false }
        catchUpToEvent()
        if let spring {
            run(to: !spring.towardsEnd, velocity: velocity)
            return true
        }
        guard path == nil else { return false }
        return context.coordinator?.reverseAnimators() ?? false
    }

    // MARK: Helpers

    /// Seconds ahead a velocity is read at, through a mapping: short enough to be its slope.
    static let lookAhead = 0.001

    private static func ahead(_ input: TransitionInput, by velocity: TransitionInputVelocity) -> TransitionInput {
        let t = CGFloat(lookAhead)
        return TransitionInput(
            location: CGPoint(
                x: input.location.x + velocity.location.dx * t, y: input.location.y + velocity.location.dy * t),
            scale: input.scale + velocity.scale * t)
    }

    private func makeRelease(
        _ held: Hold, velocity: TransitionInputVelocity, stateVelocity: [Double], path: TransitionPath
    ) -> TransitionRelease {
        let p = path.progress(of: state)
        let ahead = path.progress(of: zip(state, stateVelocity).map { $0 + $1 * Self.lookAhead })
        let travel = CGVector(
            dx: held.input.location.x - held.start.location.x, dy: held.input.location.y - held.start.location.y)
        return TransitionRelease(
            progress: p, progressVelocity: (ahead - p) / CGFloat(Self.lookAhead), travel: travel,
            velocity: velocity.location, scale: held.input.scale, scaleVelocity: velocity.scale,
            pathTravel: path.pathTravel, wasHeadingToEnd: held.wasHeadingToEnd)
    }

    /// The path, asked of the transition's animator the first time it is needed.
    private func resolvePath() -> TransitionPath? {
        if let path { return path }
        return context.coordinator?.path(for: context)
    }

    /// From now on the driver moves the transition: the path stops what moved it and says
    /// where it is; whatever else of the transition still animates rides its progress.
    private func own(_ path: TransitionPath) {
        guard self.path == nil else { return }
        self.path = path
        state = path.takeOver()
        velocity = state.map { _ in 0 }
        let progress = Double(path.progress(of: state))
        context.updateInteractiveTransition(CGFloat(progress))
        for animator in context.coordinator?.activeTransitionAnimators() ?? [] where !path.drives(animator) {
            follow(animator, at: progress)
        }
    }

    /// Draws `state` (and the animations riding the transition at its progress).
    func show(_ state: [Double]) {
        self.state = state
        guard let path else { return }
        path.apply(state)
        let progress = path.progress(of: state)
        context.updateInteractiveTransition(progress)
        for follower in followers { follower.scrub(progress: Double(progress)) }
    }
}
