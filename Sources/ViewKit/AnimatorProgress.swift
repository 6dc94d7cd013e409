import Motion

/// A PropertyAnimator's progress: per axis, from 0 (start values) to 1 (end values), on a
/// cubic curve over time or on a pair of springs (one per axis, for 2-D initial velocities).
struct Progress {
    private enum Mode {
        /// Runs `from` → `to` over `duration` seconds; `elapsed` runs back when not `forward`.
        case cubic(curve: TimingCurve, from: Double, to: Double, duration: Double, elapsed: Double, forward: Bool)
        case spring(x: SpringAnimation, y: SpringAnimation)
    }

    private var mode: Mode = .cubic(curve: .linear, from: 0, to: 1, duration: 0, elapsed: 0, forward: true)
    /// Where the run ends: 1 normally, 0 when reversed.
    private(set) var target: Double = 1
    private(set) var isScrubbed = false
    private var scrubValue = 0.0
    private var scrubbedLinearly = true
    /// A hair above the 0.001 a duration spring settles to at its duration, so a spring from rest
    /// settles on the frame at its duration whatever the frame rate (rounding decides otherwise).
    static let restThreshold = RestThreshold(displacement: 0.001 * (1 + 1e-6), velocity: 0.01)
    /// Seconds of the whole run, for resuming after a scrub and for reversal.
    private var baseDuration = 0.0

    /// Starts a run from `from` to `to`. `velocityScale` turns UIKit-normalised spring
    /// velocities into progress per second (the distance the run covers).
    mutating func configure(_ timing: AnimatorTiming, duration: Double, from: Double, to: Double, velocityScale: Double)
    {
        target = to
        isScrubbed = false
        if from == 0 && to == 1 { baseDuration = duration }
        switch timing {
        case let .cubic(curve):
            mode = .cubic(curve: curve, from: from, to: to, duration: duration, elapsed: 0, forward: true)
        case let .spring(ratio, explicit, velocity):
            let spring = explicit ?? Spring(dampingRatio: max(ratio, 0.01), duration: max(duration, 0.01))
            func axis(_ v: CGFloat) -> SpringAnimation {
                SpringAnimation(
                    spring: spring, value: from, target: to, velocity: .absolute(Double(v) * velocityScale),
                    restThreshold: Progress.restThreshold)
            }
            mode = .spring(x: axis(velocity.dx), y: axis(velocity.dy))
        }
    }

    /// Progress per axis now.
    var values: (x: Double, y: Double) {
        if isScrubbed { return (shownScrub, shownScrub) }
        switch mode {
        case let .cubic(curve, from, to, duration, elapsed, _):
            let v = from + (to - from) * curve.value(at: duration > 0 ? elapsed / duration : 1)
            return (v, v)
        case let .spring(x, y):
            return (x.value, y.value)
        }
    }

    /// Progress per second, per axis.
    var rates: (x: Double, y: Double) {
        if isScrubbed { return (0, 0) }
        switch mode {
        case let .cubic(curve, from, to, duration, elapsed, forward):
            guard duration > 0 else { return (0, 0) }
            let r = (to - from) * curve.slope(at: elapsed / duration) / duration * (forward ? 1 : -1)
            return (r, r)
        case let .spring(x, y):
            return (x.velocity, y.velocity)
        }
    }

    /// The value fraction UIKit calls fractionComplete.
    var fraction: Double { isScrubbed ? scrubValue : values.x }

    /// Elapsed time as a fraction of the whole run, which keyframes follow.
    var timeFraction: Double {
        if isScrubbed { return scrubValue }
        if case let .cubic(_, from, to, duration, elapsed, _) = mode, from == 0, to == 1 {
            return duration > 0 ? elapsed / duration : 1
        }
        return values.x
    }

    /// d(timeFraction)/dt, per second: what keyframes move with.
    var timeRate: Double {
        if isScrubbed { return 0 }
        if case let .cubic(_, from, to, duration, _, forward) = mode, from == 0, to == 1 {
            return duration > 0 ? (forward ? 1 : -1) / duration : 0
        }
        return rates.x
    }

    private var shownScrub: Double {
        guard !scrubbedLinearly, case let .cubic(curve, _, _, _, _, _) = mode else { return scrubValue }
        return curve.value(at: scrubValue)
    }

    /// Advances `dt` seconds; returns true when the run has reached its target and rests.
    mutating func advance(by dt: Double) -> Bool {
        guard !isScrubbed else { return false }
        switch mode {
        case .cubic(let curve, let from, let to, let duration, var elapsed, let forward):
            elapsed += forward ? dt : -dt
            // n frames of duration/n can sum to a hair under the duration: that frame ends the run.
            let slack = 1e-9 * max(duration, 1)
            let done = forward ? elapsed >= duration - slack : elapsed <= slack
            elapsed = done ? (forward ? duration : 0) : min(max(elapsed, 0), duration)
            mode = .cubic(curve: curve, from: from, to: to, duration: duration, elapsed: elapsed, forward: forward)
            return done
        case .spring(var x, var y):
            let restX = x.step(by: dt), restY = y.step(by: dt)
            mode = .spring(x: x, y: y)
            return restX && restY
        }
    }

    /// Sets the progress while paused.
    mutating func scrub(to value: Double, linearly: Bool) {
        switch mode {
        case .cubic:
            (isScrubbed, scrubValue, scrubbedLinearly) = (true, value, linearly)
        case .spring(var x, var y):
            (x.value, x.velocity, y.value, y.velocity) = (value, 0, value, 0)
            mode = .spring(x: x, y: y)
        }
    }

    /// Continues along the cubic curve from the point that shows the scrubbed value.
    mutating func resumeFromScrub() {
        guard isScrubbed, case let .cubic(curve, _, _, _, _, _) = mode else { isScrubbed = false; return }
        let time = scrubbedLinearly ? curve.inverse(of: scrubValue) : scrubValue
        isScrubbed = false
        let forward = target == 1
        mode = .cubic(
            curve: curve, from: 0, to: 1, duration: baseDuration, elapsed: time * baseDuration, forward: forward)
    }

    /// Heads for the other end from where the values are, keeping spring velocity.
    mutating func reverse(duration: Double) {
        let newTarget = 1 - target
        if isScrubbed { resumeFromScrub() }
        switch mode {
        case .cubic(let curve, let from, let to, let segment, let elapsed, let forward):
            if (forward ? from : to) == newTarget {
                mode = .cubic(curve: curve, from: from, to: to, duration: segment, elapsed: elapsed, forward: !forward)
            } else {
                let now = values.x
                mode = .cubic(
                    curve: curve, from: now, to: newTarget, duration: max(duration * abs(newTarget - now), 0.001),
                    elapsed: 0, forward: true)
            }
        case .spring(var x, var y):
            (x.target, y.target) = (newTarget, newTarget)
            mode = .spring(x: x, y: y)
        }
        target = newTarget
    }
}

extension TimingCurve {
    /// The time at which the curve reaches `value` (0…1), by bisection; the curve is monotonic.
    func inverse(of value: Double) -> Double {
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if self.value(at: mid) < value { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
