import Motion

/// The back swipes: a drag to the right drives a pop 1:1, and the release decides by
/// projection, as iOS does.
extension NavigationController {
    /// Seconds of the release velocity the decision projects (iOS's, measured: about 0.12 s).
    /// Shorter than the card's and sheet's deceleration, so a slow drift does not pop.
    public static let popProjectionSeconds: CGFloat = 0.12
    /// Points: how far the projected page must pass to pop, or half the width when that is less.
    public static let popDistanceLimit: CGFloat = 187.5

    /// The deceleration whose projection is `popProjectionSeconds` of the velocity:
    /// v·r / (1000·(1 − r)) = 0.12·v at r = 120 / 121.
    public static let popDeceleration = DecelerationRate(
        rawValue: Double(popProjectionSeconds * 1000 / (popProjectionSeconds * 1000 + 1)))

    /// Whether a top page let go `offset` points right of its place, moving at `velocity`
    /// (points per second, positive to the right), pops: its offset projected
    /// (`TransitionRelease.projection`, at `popDeceleration`) passes min(`popDistanceLimit`,
    /// `width` / 2).
    public static func releasePops(offset: CGFloat, velocity: CGFloat, width: CGFloat) -> Bool {
        TransitionRelease.projection(of: offset, velocity: velocity, rate: popDeceleration)
            > min(popDistanceLimit, width / 2)
    }

    func installPopGestures() {
        for recognizer in [interactivePopGestureRecognizer, interactiveContentPopGestureRecognizer] {
            recognizer.delegate = popGestureGate
            recognizer.addTarget(self, action: NavigationController.handlePopGesture)
            view.addGestureRecognizer(recognizer)
        }
        interactiveContentPopGestureRecognizer.require(toFail: interactivePopGestureRecognizer)
    }

    /// Whether a back swipe may begin now: there is a page to go back to, its back button is
    /// not hidden, and nothing is in flight (a press during a transition is the grab's).
    func popGestureMayBegin() -> Bool {
        guard viewControllers.count > 1, let top = topViewController, !top.navigationItem.hidesBackButton,
            let window = view.window
        else { return false }
        return !window.transitionCoordinator.isTransitioning
    }

    private func handlePopGesture(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        let width = max(contentView.bounds.width, 1)
        switch recognizer.state {
        case .began:
            let driver = PercentDrivenInteractiveTransition()
            guard requestSwipePop(driving: driver) else { return }
            swipe = driver
            driver.update(max(pan.translation(in: nil).x, 0) / width)
        case .changed:
            swipe?.update(max(pan.translation(in: nil).x, 0) / width)
        case .ended:
            guard let driver = swipe else { return }
            swipe = nil
            // The release may carry the last stretch of the drag: the page reaches it first.
            driver.update(max(pan.translation(in: nil).x, 0) / width)
            // The pop's own rule decides (`NavigationSlideAnimator.shouldFinish`, the back
            // swipe's projection), and the driver carries the page on at the pointer's speed.
            let velocity = pan.velocity(in: nil)
            driver.release(progressVelocity: velocity.x / width, handVelocity: CGVector(dx: velocity.x, dy: velocity.y))
        case .cancelled, .failed:
            // The swipe was turned off, or its touch lost: the page goes back where it was.
            swipe?.cancel(velocity: 0)
            swipe = nil
        case .possible:
            break
        }
    }
}

/// Lets the back swipes begin only when a pop can start, and the content swipe only where no
/// horizontal scroll view under the pointer can still scroll left.
final class PopGestureGate: GestureRecognizerDelegate {
    unowned let navigation: NavigationController

    init(navigation: NavigationController) { self.navigation = navigation }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard navigation.popGestureMayBegin() else { return false }
        guard recognizer === navigation.interactiveContentPopGestureRecognizer else { return true }
        var view = recognizer.touch?.view
        while let current = view, current !== navigation.view {
            if let scroll = current as? ScrollView, scroll.canScrollLeft { return false }
            view = current.superview
        }
        return true
    }
}
