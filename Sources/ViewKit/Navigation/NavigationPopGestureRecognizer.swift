import Motion

/// The back swipe's recognizer: a drag to the right that begins after `horizontalTravel`
/// points and fails when it heads left first. From the edge, it must start within `edgeWidth`
/// of the window's left edge and fails when it strays more than `verticalTolerance` from the
/// horizontal; from the content, it fails as soon as the drag is more vertical than horizontal
/// past the pan's 10 pt, so the scroll views it holds off wait no longer than they would.
///
/// Scroll views under the touch wait for it to fail (`shouldBeRequiredToFail(by:)`): every
/// one for the edge swipe, and for the content swipe those that cannot scroll left (a vertical
/// table, a row of photos at its leading edge). One that can scroll left keeps the drag: the
/// content swipe fails at once there.
public final class NavigationPopGestureRecognizer: PanGestureRecognizer {
    /// Points of travel to the right before the swipe begins (UIKit's 15).
    public var horizontalTravel: CGFloat = 15
    /// Points the drag may stray up or down before it begins (UIKit's about 25).
    public var verticalTolerance: CGFloat = 25
    /// Points from the left edge within which the edge swipe must start (UIKit's 20).
    public var edgeWidth: CGFloat = 20
    /// True for the edge swipe, false for the content swipe.
    public let startsAtEdge: Bool
    private var start = CGPoint.zero

    public init(fromEdge: Bool) {
        startsAtEdge = fromEdge
        super.init()
        // This recognizer decides when it begins.
        hysteresis = .infinity
    }

    public override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        // A second finger joins the swipe; only the first decides where it started.
        guard numberOfTouches == 1 else { return }
        start = touch.windowLocation
        if startsAtEdge && start.x > edgeWidth { state = .failed }
        // Decided now, not at 15 pt, so what waits for this recognizer is not held up for nothing.
        if state == .possible, let delegate, !delegate.gestureRecognizerShouldBegin(self) { state = .failed }
    }

    public override func touchesMoved(_ touch: Touch) {
        super.touchesMoved(touch)
        guard state == .possible else { return }
        let moved = panLocation - start
        let tooVertical =
            startsAtEdge ? abs(moved.y) > verticalTolerance : abs(moved.y) >= 10 && abs(moved.y) > moved.x
        if tooVertical || moved.x <= -horizontalTravel {
            state = .failed
        } else if moved.x >= horizontalTravel {
            state = .began
        }
    }

    public override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        guard let scroll = other.view as? ScrollView, other === scroll.panGestureRecognizer else { return false }
        return startsAtEdge || !scroll.canScrollLeft
    }
}
