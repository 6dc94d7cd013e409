import Motion

extension DragDrivenInteractiveTransition {
    /// `follow(_:)` for a transition made with `init(mapping:)`: the pan's first change takes
    /// the transition where it is drawn, through the mapping, from where the press went down
    /// (the slop already travelled, so what is dragged reaches the pointer on this frame); its
    /// moves and the place it lifts move it; its release lets it go at the pan's velocity; a
    /// cancelled pan sends it back from rest.
    func follow(
        _ pan: PanGestureRecognizer,
        through makeMapping: @escaping (TransitionPath, [Double], CGPoint) -> TransitionInputMapping?
    ) -> Bool {
        guard let driver = context?.driver else { return pan.state != .possible && pan.state != .began }
        let location = TransitionInput(location: pan.location(in: nil))
        switch pan.state {
        case .began:
            let translation = pan.translation(in: nil)
            let press = CGPoint(x: location.location.x - translation.x, y: location.location.y - translation.y)
            holdsPath = driver.take(with: { makeMapping($0, $1, press) }, at: TransitionInput(location: press))
            // Nothing to hold (a cross-fade, say): the transition runs on its own.
            guard holdsPath else {
                finish()
                return true
            }
            driver.follow(location)
            return false
        case .changed:
            if holdsPath { driver.follow(location) }
            return !holdsPath
        case .ended:
            guard holdsPath else { return true }
            holdsPath = false
            // Where it lifted counts as its last move.
            driver.follow(location)
            let velocity = pan.velocity(in: nil)
            driver.release(velocity: TransitionInputVelocity(location: CGVector(dx: velocity.x, dy: velocity.y)))
            return true
        case .cancelled, .failed:
            if holdsPath { driver.release(velocity: .zero, towardsEnd: false) }
            holdsPath = false
            return true
        case .possible:
            return false
        }
    }
}
