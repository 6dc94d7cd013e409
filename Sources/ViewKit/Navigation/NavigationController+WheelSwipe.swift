import Motion

/// A touchpad's two-finger horizontal scroll as the back swipe, as libadwaita's swipe tracker
/// makes it, where the wheel's deltas are precise (`InputEvent.wheel`'s `precise`: Wayland's
/// continuous scrolling; X11's notches never start it).
///
/// SDL marks neither the start nor the end of the fingers' scroll, so a sequence is the
/// precise wheel events that follow each other within `endDelay`. Its first event decides:
/// more sideways than `horizontalDominance` × its vertical delta, rightwards (the fingers
/// moving right, `dx` negative), over a page that can pop and not over a horizontal scroll
/// view that can still scroll left, it starts the pop, which then follows the deltas added up
/// 1:1 (points of page travel per point scrolled). Anything else leaves the whole sequence to
/// the scroll views. SDL reports no end to a touchpad scroll, but the transition's driver can
/// always be taken again, so nothing waits for one: on the first frame without a delta the
/// swipe is let go, at the speed the last deltas had, and decided by the back swipe's rule
/// (`NavigationController.releasePops`); if more deltas come within `endDelay`, the page is
/// taken back where it is drawn and follows them again, with no jump either way.
final class WheelBackSwipe: FrameTicking {
    /// Seconds without an event that end a sequence (libadwaita's touchpad end).
    static let endDelay = 0.15
    /// The sideways delta must exceed this many times the vertical to start a swipe.
    static let horizontalDominance: CGFloat = 1.2

    private enum Phase {
        /// No sequence under way.
        case idle
        /// The sequence is the scroll views'.
        case declined
        /// The sequence drives the pop.
        case swiping(PercentDrivenInteractiveTransition)
        /// The pop the sequence drove ended by other means (Esc): its last events go nowhere.
        case spent
    }

    private unowned let navigation: NavigationController
    private var phase = Phase.idle
    /// Seconds on the events' clock of the last event of the sequence.
    private var lastEventTime = -Double.infinity
    /// Seconds of frames since that event, for the end of a swipe.
    private var quiet = 0.0
    /// Whether an event came since the last frame.
    private var moved = false
    /// Points: the deltas added up, positive to the right.
    private var travel: CGFloat = 0
    private var tracker = VelocityTracker()

    init(navigation: NavigationController) { self.navigation = navigation }

    /// A precise wheel event over `view` at `time` seconds. Returns true when the swipe took it.
    func scroll(dx: CGFloat, dy: CGFloat, over view: View?, time: Double) -> Bool {
        if case .declined = phase, time - lastEventTime >= Self.endDelay - 1e-9 { phase = .idle }
        lastEventTime = time
        if case .idle = phase { phase = start(dx: dx, dy: dy, over: view) }
        switch phase {
        case .idle, .declined:
            return false
        case .spent:
            keepAlive()
            return true
        case let .swiping(driver):
            keepAlive()
            guard isDriving(driver) else {
                phase = .spent
                return true
            }
            if !isHolding {
                // Let go a moment ago and still moving on: taken back where it is drawn.
                driver.pause()
                travel = driver.percentComplete * width
            }
            moved = true
            travel -= dx
            tracker.addSample(time: time, position: Double(travel))
            driver.update(max(travel, 0) / width)
            return true
        }
    }

    /// Frames pass: the first without an event lets the swipe go; `endDelay` after the last
    /// event, the sequence is over.
    func tick(by dt: Double) -> Bool {
        quiet += dt
        if case let .swiping(driver) = phase, isDriving(driver), isHolding, !moved { release(driver, during: dt) }
        moved = false
        guard quiet >= Self.endDelay - 1e-9 else { return true }
        phase = .idle
        return false
    }

    /// Whether the swipe's deltas hold the page now (it has not been let go since).
    private var isHolding: Bool {
        navigation.view.window?.transitionCoordinator.context?.isInteractive ?? false
    }

    private var width: CGFloat { max(navigation.contentView.bounds.width, 1) }

    /// The first event of a sequence: the swipe starts, or the scroll views get the sequence.
    private func start(dx: CGFloat, dy: CGFloat, over view: View?) -> Phase {
        guard dx != 0 || dy != 0 else { return .idle }
        guard -dx > Self.horizontalDominance * abs(dy), navigation.popGestureMayBegin(),
            !scrollsLeft(under: view)
        else { return .declined }
        let driver = PercentDrivenInteractiveTransition()
        guard navigation.requestSwipePop(driving: driver) else { return .declined }
        (travel, quiet) = (0, 0)
        tracker.reset()
        return .swiping(driver)
    }

    /// Whether a horizontal scroll view between `view` and the navigation controller can still
    /// scroll left: the scroll is then its own, as the content swipe leaves it.
    private func scrollsLeft(under view: View?) -> Bool {
        var current = view
        while let v = current, v !== navigation.view {
            if let scroll = v as? ScrollView, scroll.canScrollLeft { return true }
            current = v.superview
        }
        return false
    }

    /// Whether the pop this sequence started is still in flight, held by its deltas or let go
    /// by them (and not taken by a press since).
    private func isDriving(_ driver: PercentDrivenInteractiveTransition) -> Bool {
        guard let coordinator = navigation.view.window?.transitionCoordinator, let context = coordinator.context
        else { return false }
        return context.interaction === driver && !coordinator.pressHolds
    }

    /// Restarts the end's wait from this event (the window starts the ticker at its time).
    private func keepAlive() {
        quiet = 0
        navigation.view.window?.animator.addTicker(self)
    }

    /// Lets go at the speed the last deltas had. The page showed their last position on the
    /// previous frame; on this one (`dt` seconds on) it is drawn where that speed carries it,
    /// so it neither stalls a frame nor skips one.
    private func release(_ driver: PercentDrivenInteractiveTransition, during dt: Double) {
        let velocity = CGFloat(tracker.velocity(at: lastEventTime).x)
        driver.release(progressVelocity: velocity / width, handVelocity: CGVector(dx: velocity, dy: 0))
        navigation.view.window?.transitionCoordinator.context?.driver.advance(by: dt)
    }
}

extension Window {
    /// A precise wheel event over `view`: offered to the back swipes of the navigation
    /// controllers around it, innermost first. Returns true when one took it.
    func wheelBackSwipe(dx: CGFloat, dy: CGFloat, over view: View?, time: Double) -> Bool {
        var current = view
        while let v = current {
            if let container = v as? NavigationContainerView,
                container.controller.wheelSwipe.scroll(dx: dx, dy: dy, over: view, time: time)
            {
                return true
            }
            current = v.superview
        }
        return false
    }
}
