import Motion

/// What moves a scroll view's content after the finger lets go: per axis, a decay that hands
/// over to a spring at an edge, or a spring to a chosen offset.
struct ScrollMotion {
    enum Axis {
        case idle
        case decay(DecayAnimation, limits: ClosedRange<Double>)
        case spring(SpringAnimation)
    }

    var x: Axis
    var y: Axis
    let notifiesAnimationEnd: Bool

    /// The spring that returns overscrolled content: critically damped, so it never wobbles.
    static let bounceSpring = Spring(dampingRatio: 1, response: 0.45)
    /// Below this speed (points per second) a release does not coast.
    static let minimumFlickSpeed = 10.0

    static func decelerate(
        from offset: CGPoint, velocity: CGPoint,
        limits: (x: ClosedRange<Double>, y: ClosedRange<Double>), rate: DecelerationRate
    ) -> ScrollMotion {
        func axis(_ p: CGFloat, _ v: CGFloat, _ limits: ClosedRange<Double>) -> Axis {
            let position = Double(p), speed = Double(v)
            if position < limits.lowerBound || position > limits.upperBound {
                let edge = min(max(position, limits.lowerBound), limits.upperBound)
                return .spring(
                    SpringAnimation(
                        spring: bounceSpring, value: position, target: edge,
                        velocity: .absolute(speed), restThreshold: .points))
            }
            guard abs(speed) >= minimumFlickSpeed else { return .idle }
            return .decay(DecayAnimation(value: position, velocity: speed, rate: rate), limits: limits)
        }
        return ScrollMotion(
            x: axis(offset.x, velocity.x, limits.x), y: axis(offset.y, velocity.y, limits.y),
            notifiesAnimationEnd: false)
    }

    static func settle(to target: CGPoint, velocity: CGPoint, notifiesAnimationEnd: Bool) -> (CGPoint) -> ScrollMotion {
        { offset in
            func axis(_ p: CGFloat, _ t: CGFloat, _ v: CGFloat) -> Axis {
                guard p != t || v != 0 else { return .idle }
                return .spring(
                    SpringAnimation(
                        spring: bounceSpring, value: Double(p), target: Double(t),
                        velocity: .absolute(Double(v)), restThreshold: .points))
            }
            return ScrollMotion(
                x: axis(offset.x, target.x, velocity.x), y: axis(offset.y, target.y, velocity.y),
                notifiesAnimationEnd: notifiesAnimationEnd)
        }
    }

    /// Points per second, per axis: how fast the offset changes now.
    var velocity: CGPoint {
        func axis(_ axis: Axis) -> CGFloat {
            switch axis {
            case .idle: return 0
            case let .decay(decay, _): return CGFloat(decay.velocity)
            case let .spring(spring): return CGFloat(spring.velocity)
            }
        }
        return CGPoint(x: axis(x), y: axis(y))
    }

    var isIdle: Bool {
        if case .idle = x, case .idle = y { return true }
        return false
    }

    /// Advances `dt` seconds from the current offset; `bounces` decides what happens at edges.
    mutating func step(by dt: Double, offset: CGPoint, bounces: Bool) -> CGPoint {
        CGPoint(x: Self.step(&x, dt, Double(offset.x), bounces), y: Self.step(&y, dt, Double(offset.y), bounces))
    }

    private static func step(_ axis: inout Axis, _ dt: Double, _ current: Double, _ bounces: Bool) -> CGFloat {
        switch axis {
        case .idle:
            return CGFloat(current)
        case .decay(var decay, let limits):
            let rested = decay.step(by: dt)
            if decay.value < limits.lowerBound || decay.value > limits.upperBound {
                let edge = min(max(decay.value, limits.lowerBound), limits.upperBound)
                guard bounces else {
                    axis = .idle
                    return CGFloat(edge)
                }
                // Past the edge: a spring takes the content's speed and brings it back.
                axis = .spring(
                    SpringAnimation(
                        spring: bounceSpring, value: decay.value, target: edge,
                        velocity: .absolute(decay.velocity), restThreshold: .points))
                return CGFloat(decay.value)
            }
            axis = rested ? .idle : .decay(decay, limits: limits)
            return CGFloat(decay.value)
        case .spring(var spring):
            let rested = spring.step(by: dt)
            axis = rested ? .idle : .spring(spring)
            return CGFloat(spring.value)
        }
    }
}

extension ScrollView: FrameTicking {
    func startMotion(_ motion: ScrollMotion) {
        self.motion = motion.isIdle ? nil : motion
        if self.motion != nil { window?.animator.addTicker(self) }
    }

    func startMotion(_ make: (CGPoint) -> ScrollMotion) {
        startMotion(make(contentOffset))
    }

    /// Stops coasting or bouncing where the content is now.
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        isDecelerating = false
        window?.animator.removeTicker(self)
    }

    /// Advances the motion by `dt` seconds; returns false once the content has come to rest.
    func tick(by dt: Double) -> Bool {
        guard var current = motion else { return false }
        let next = current.step(by: dt, offset: contentOffset, bounces: bounces)
        motion = current
        contentOffset = next
        guard current.isIdle, motion != nil else { return motion != nil }
        motion = nil
        let wasDecelerating = isDecelerating
        isDecelerating = false
        scheduleIndicatorFade()
        if current.notifiesAnimationEnd { delegate?.scrollViewDidEndScrollingAnimation(self) }
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        return false
    }
}
