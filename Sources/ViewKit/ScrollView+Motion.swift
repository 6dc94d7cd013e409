import Motion

/// What moves a scroll view's content after the finger lets go: per axis, a decay that hands
/// over to a spring at an edge, or a spring to a chosen offset.
struct ScrollMotion {
    var x: CoastingMotion
    var y: CoastingMotion
    let notifiesAnimationEnd: Bool

    /// The spring that returns overscrolled content: critically damped, so it never wobbles.
    static let bounceSpring = Spring(dampingRatio: 1, response: 0.45)
    /// Below this speed (points per second) a release does not coast.
    static let minimumFlickSpeed = 10.0

    static func decelerate(
        from offset: CGPoint, velocity: CGPoint,
        limits: (x: ClosedRange<Double>, y: ClosedRange<Double>), rate: DecelerationRate
    ) -> ScrollMotion {
        func axis(_ p: CGFloat, _ v: CGFloat, _ limits: ClosedRange<Double>) -> CoastingMotion {
            .release(
                Double(p), velocity: Double(v), limits: limits, rate: rate, minimumSpeed: minimumFlickSpeed,
                spring: bounceSpring)
        }
        return ScrollMotion(
            x: axis(offset.x, velocity.x, limits.x), y: axis(offset.y, velocity.y, limits.y),
            notifiesAnimationEnd: false)
    }

    static func settle(to target: CGPoint, velocity: CGPoint, notifiesAnimationEnd: Bool) -> (CGPoint) -> ScrollMotion {
        { offset in
            func axis(_ p: CGFloat, _ t: CGFloat, _ v: CGFloat) -> CoastingMotion {
                .springing(Double(p), to: Double(t), velocity: Double(v), spring: bounceSpring)
            }
            return ScrollMotion(
                x: axis(offset.x, target.x, velocity.x), y: axis(offset.y, target.y, velocity.y),
                notifiesAnimationEnd: notifiesAnimationEnd)
        }
    }

    /// Points per second, per axis: how fast the offset changes now.
    var velocity: CGPoint { CGPoint(x: x.velocity, y: y.velocity) }

    var isIdle: Bool { x.isIdle && y.isIdle }

    /// Advances `dt` seconds from the current offset; `bounces` decides what happens at edges.
    mutating func step(by dt: Double, offset: CGPoint, bounces: Bool) -> CGPoint {
        CGPoint(
            x: x.step(by: dt, from: Double(offset.x), spring: Self.bounceSpring, bounces: bounces),
            y: y.step(by: dt, from: Double(offset.y), spring: Self.bounceSpring, bounces: bounces))
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
