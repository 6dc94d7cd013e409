import Foundation
import Motion

/// The driver's one spring: every number of the state on one critically damped spring, whose
/// frequency the hand-off rule picks from how the transition's handles move
/// (`Spring.handOff`), advanced on the window's frame clock.
struct HandOffMotion {
    let towardsEnd: Bool
    let omega: Double
    let start: [Double]
    let startVelocity: [Double]
    let target: [Double]
    /// Seconds since the spring started.
    var elapsed = 0.0
    /// Seconds since the start at which the driver starts the motion again from where it has got
    /// to, as a release at rest (`TransitionDriver.reaimed(_:path:)`); nil: never.
    var reaimTime: Double?

    /// Seconds since the start at which a motion that sets off away from its target stops and
    /// turns; nil when it heads on. For the state's numbers taken together (projected onto their
    /// way left, σ = Σx₀v₀ / Σx₀²): x(t) ∝ (1 + (σ + ω)·t)·e^(−ωt) stops at σ / (ω·(σ + ω)).
    var turnTime: Double? {
        var (squared, along) = (0.0, 0.0)
        for i in start.indices {
            let x0 = start[i] - target[i]
            squared += x0 * x0
            along += x0 * startVelocity[i]
        }
        guard squared > 0, along > 0, omega > 0 else { return nil }
        let sigma = along / squared
        return sigma / (omega * (sigma + omega))
    }

    /// The state `elapsed` seconds in: x(t) = target + (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt) per number.
    var state: [Double] {
        let decay = exp(-omega * elapsed)
        return start.indices.map { i in
            let x0 = start[i] - target[i]
            return target[i] + (x0 + (startVelocity[i] + omega * x0) * elapsed) * decay
        }
    }

    /// Per second, per number.
    var velocity: [Double] {
        let decay = exp(-omega * elapsed)
        return start.indices.map { i in
            let x0 = start[i] - target[i], v0 = startVelocity[i]
            return (v0 - omega * (v0 + omega * x0) * elapsed) * decay
        }
    }
}

extension TransitionDriver: FrameTicking {
    /// Points per second under which a hand counts as partly still (`Spring.handOff`): 5 pt a
    /// 60 Hz frame.
    public static let stillSpeed = 300.0
    /// Points: how close every handle must be to where it ends for the spring to rest there.
    public static let restDistance = 0.5

    /// Springs the state from where it is drawn, moving at `velocity`, to the end (`towardsEnd`)
    /// or the start. `handSpeed`: points per second the hand moved at, when a hand let go.
    /// `reaimsWhenItTurns`: a motion that must turn starts again where it stops, as a release at
    /// rest there (a rubber band let go moving outwards).
    func run(to towardsEnd: Bool, velocity: [Double], handSpeed: Double = 0, reaimsWhenItTurns: Bool = false) {
        guard let path else { return }
        interactionStart = nil
        let target = path.state(atEnd: towardsEnd)
        let omega = handOffFrequency(from: state, to: target, velocity: velocity, path: path, handSpeed: handSpeed)
        var motion = HandOffMotion(
            towardsEnd: towardsEnd, omega: omega, start: state, startVelocity: velocity, target: target)
        if reaimsWhenItTurns { motion.reaimTime = motion.turnTime }
        spring = motion
        self.velocity = velocity
        report(velocity)
        context.enter(.animating(towardsEnd: towardsEnd))
        guard let window = context.containerView.window else { return land(atEnd: towardsEnd) }
        springClock = window.animator.eventTime ?? window.animator.lastFrameTime
        // Let go in the frame its last input came in, the hand's last position is what the coming
        // frame shows; the spring takes over from the one after (or that frame would show the
        // hand's last step and a frame of spring at once: twice the hand's pace).
        waitsForHandsLastFrame = lastInputFrame == window.animator.frameCount
        window.animator.addTicker(self)
    }

    /// The hand-off frequency (`Spring.handOff`) for the handles' motion. The first handle is
    /// the point the hand moved: its pace is what the release keeps, so its own rule decides.
    /// When it is all but home (less than 25 ms from its end at its speed) its rule would snap
    /// everything in a frame or two, so the rule for all the handles together (their root mean
    /// square: the shape still to change) decides instead, and between 25 and 50 ms the two
    /// blend, so no release speed makes the choice jump.
    private func handOffFrequency(
        from state: [Double], to target: [Double], velocity: [Double], path: TransitionPath, handSpeed: Double
    ) -> Double {
        let here = path.handles(of: state), there = path.handles(of: target)
        let ahead = path.handles(of: zip(state, velocity).map { $0 + $1 * Self.lookAhead })
        let moves = here.indices.filter { $0 < there.count && $0 < ahead.count }.map { i in
            HandleMove(
                from: here[i], to: there[i],
                velocity: CGVector(
                    dx: (ahead[i].x - here[i].x) / CGFloat(Self.lookAhead),
                    dy: (ahead[i].y - here[i].y) / CGFloat(Self.lookAhead)))
        }
        guard let first = moves.first else { return Spring.handOffWhenStill.naturalFrequency }
        let own = HandleMove.frequency(of: [first], handSpeed: handSpeed)
        let all = HandleMove.frequency(of: moves, handSpeed: handSpeed)
        let speed = first.speed
        guard speed > 0, own != all else { return own }
        let secondsHome = first.distance / speed
        let weight = min(max((secondsHome - 0.025) / 0.025, 0), 1)
        return exp(log(all) * (1 - weight) + log(own) * weight)
    }

    /// An event at the window's `eventTime` retargets the running spring: first it is carried on
    /// to that moment from where it was last drawn (its last frame, or the event that started it
    /// since), so the turn starts where the motion really is and the next frame shows a whole
    /// frame of motion (a turn timed just before a frame would otherwise stand still for that
    /// frame).
    func catchUpToEvent() {
        guard spring != nil, let animator = context.containerView.window?.animator,
            let now = animator.eventTime, let drawn = springClock ?? animator.lastFrameTime, now > drawn
        else { return }
        advance(by: now - drawn)
        springClock = now
    }

    /// Advances the spring by `dt` seconds now, outside the frame's own step (a release that
    /// began a little before this frame: it is drawn where it has got to since).
    func advance(by dt: Double) {
        guard spring != nil, dt > 0 else { return }
        _ = tick(by: dt)
    }

    func tick(by dt: Double) -> Bool {
        guard var motion = spring, let path else { return false }
        if waitsForHandsLastFrame {
            waitsForHandsLastFrame = false
            return true
        }
        if let turn = motion.reaimTime, motion.elapsed + dt >= turn {
            let after = motion.elapsed + dt - turn
            motion.elapsed = turn
            motion = reaimed(motion, path: path)
            motion.elapsed = after
        } else {
            motion.elapsed += dt
        }
        spring = motion
        springClock = context.containerView.window?.animator.lastFrameTime
        show(motion.state)
        velocity = motion.velocity
        report(velocity)
        if isAtRest(motion, path: path) {
            land(atEnd: motion.towardsEnd)
            return false
        }
        return true
    }

    /// `motion` where it has got to, started again as a release at rest there would be: the same
    /// target, from its velocity there (nil at a turn), on the hand-off rule's frequency for it
    /// with no hand moving. A rubber band let go moving outwards goes on at the pace the band let
    /// it move, which is slow, and turning at that pace it would creep back for seconds; from
    /// where it stops it springs back at its own pace, as a scroll view let go past its edge does.
    private func reaimed(_ motion: HandOffMotion, path: TransitionPath) -> HandOffMotion {
        let here = motion.state, velocity = motion.velocity
        let omega = handOffFrequency(from: here, to: motion.target, velocity: velocity, path: path, handSpeed: 0)
        return HandOffMotion(
            towardsEnd: motion.towardsEnd, omega: omega, start: here, startVelocity: velocity, target: motion.target)
    }

    /// Whether every handle is within `distance` (points) of where it ends, and every number of
    /// the state is within 1 % of its way (its start's distance, or how far its starting speed
    /// alone would carry it, v₀/ω): a fade whose handles do not move rests too.
    private func isAtRest(_ motion: HandOffMotion, path: TransitionPath, within distance: Double = restDistance) -> Bool
    {
        let here = path.handles(of: state), there = path.handles(of: motion.target)
        for (a, b) in zip(here, there) where Double(abs(a.x - b.x)) > distance || Double(abs(a.y - b.y)) > distance {
            return false
        }
        return state.indices.allSatisfy { i in
            let way = max(abs(motion.start[i] - motion.target[i]), abs(motion.startVelocity[i]) / motion.omega)
            return abs(state[i] - motion.target[i]) <= 0.01 * way + 1e-6
        }
    }

    /// Drops everything the driver holds (its path, the animations riding it, the hand): the
    /// transition has ended, and what the path holds (the flight's views and closures) must not
    /// outlive it.
    func letGo() {
        stopSpring()
        (path, followers, hold, interactionStart) = (nil, [], nil, nil)
    }

    /// Stops the spring where it is drawn.
    func stopSpring() {
        guard spring != nil else { return }
        spring = nil
        velocity = state.map { _ in 0 }
        report(nil)
        context.containerView.window?.animator.removeTicker(self)
    }

    /// Lets what the path and the riding animations scrub report how fast they move (nil: a
    /// hand holds them, or nothing moves them).
    private func report(_ velocity: [Double]?) {
        guard let path else { return }
        path.setVelocity(velocity)
        let rate = velocity.map { v in
            Double(path.progress(of: zip(state, v).map { $0 + $1 * Self.lookAhead }) - path.progress(of: state))
                / Self.lookAhead
        }
        let progress = Double(path.progress(of: state))
        for follower in followers { follower.report(progressRate: rate, at: progress) }
    }

    /// Ends the transition at its end or start: the state there, what rides it finished there,
    /// then the path ends the transition.
    func land(atEnd: Bool) {
        guard let path, !context.isComplete else { return }
        stopSpring()
        show(path.state(atEnd: atEnd))
        context.enter(.animating(towardsEnd: atEnd))
        for follower in followers { follower.finish(atEnd: atEnd) }
        followers = []
        path.land(atEnd: atEnd)
    }

    /// Whether the spring is within `SettlingTolerance.points` of where it ends, so input can
    /// end it now (`TransitionCoordinator.completeIfSettled`).
    var isWithinSettlingTolerance: Bool {
        guard let spring, let path else { return true }
        return isAtRest(spring, path: path, within: SettlingTolerance.points)
    }

    /// Ends the spring at its target now.
    func finishSettled() {
        guard let spring else { return }
        land(atEnd: spring.towardsEnd)
    }

    // MARK: Followers

    /// Makes `animator` ride the transition's progress, paused where it is, from `progress`.
    func follow(_ animator: PropertyAnimator, at progress: Double) {
        guard animator.state == .active, !followers.contains(where: { $0.animator === animator }) else { return }
        if animator.isRunning { animator.pauseAnimation() }
        followers.append(Follower(animator: animator, start: animator.shownFraction, startProgress: progress))
    }

    /// An animator started once the driver moves the transition (an alongside animation
    /// registered late): it rides the progress from where the transition is.
    func adoptFollower(_ animator: PropertyAnimator) {
        animator.pauseAnimation()
        let progress = Double(self.progress)
        animator.scrubUnclamped(to: min(max(progress, 0), 1))
        follow(animator, at: progress)
    }
}

/// One handle's way to where the transition rests, and how fast it moves.
struct HandleMove {
    let from: CGPoint
    let to: CGPoint
    let velocity: CGVector

    var distance: Double {
        Double(((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot())
    }
    var speed: Double { Double((velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()) }

    /// The hand-off frequency of `moves` taken together: their displacement and speed as root
    /// mean squares, the speed signed by whether they close in on where they rest.
    static func frequency(of moves: [HandleMove], handSpeed: Double) -> Double {
        var (distanceSquared, approach, speedSquared) = (0.0, 0.0, 0.0)
        for move in moves {
            let d = (x: Double(move.from.x - move.to.x), y: Double(move.from.y - move.to.y))
            let v = (x: Double(move.velocity.dx), y: Double(move.velocity.dy))
            distanceSquared += d.x * d.x + d.y * d.y
            approach += d.x * v.x + d.y * v.y
            speedSquared += v.x * v.x + v.y * v.y
        }
        let count = Double(max(moves.count, 1))
        let distance = (distanceSquared / count).squareRoot()
        guard distance > 1e-9 else { return Spring.handOffWhenStill.naturalFrequency }
        let speed = (speedSquared / count).squareRoot()
        let signed = approach == 0 ? speed : (approach < 0 ? -speed : speed)
        return Spring.handOffFrequency(
            displacement: distance, velocity: signed, stillSpeed: TransitionDriver.stillSpeed, handSpeed: handSpeed)
    }
}

/// An animation riding a driven transition: it keeps its own distance to each end in proportion
/// to the transition's, so nothing jumps when the driver takes over and all arrive together.
struct Follower {
    let animator: PropertyAnimator
    /// The fraction it was paused at, and the transition's progress then.
    let start: Double
    let startProgress: Double

    func scrub(progress: Double) {
        let f = min(max(progress, 0), 1), s = start, p0 = startProgress
        let fraction: Double
        if f >= p0 {
            fraction = p0 >= 1 ? s : s + (f - p0) * (1 - s) / (1 - p0)
        } else {
            fraction = p0 <= 0 ? s : s - (p0 - f) * s / p0
        }
        animator.scrubUnclamped(to: fraction)
    }

    /// The transition's progress, at `progress`, changes at `rate` per second (nil: a hand holds
    /// it): this animation's fraction changes at that rate through its slope there.
    func report(progressRate rate: Double?, at progress: Double) {
        guard let rate, progress > 0, progress < 1 else {
            animator.drivenRate = nil
            return
        }
        let (s, p0) = (start, startProgress)
        let slope = progress >= p0 ? (p0 >= 1 ? 0 : (1 - s) / (1 - p0)) : (p0 <= 0 ? 0 : s / p0)
        animator.drivenRate = rate * slope
    }

    func finish(atEnd: Bool) {
        guard animator.state != .inactive else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: atEnd ? .end : .start)
    }
}
