/// UIScreenEdgePanGestureRecognizer: a pan that starts within `edgeWidth` points of one of the
/// window's edges and moves inwards, away from it. A touch that starts elsewhere fails at once,
/// and one that moves along the edge (more along it than inwards) fails when it passes the
/// slop, so a scroll view that requires this to fail scrolls as usual.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edge the pan starts from.
    public enum Edge: Hashable {
        case left, right, top, bottom
    }

    public var edge: Edge = .left
    /// Points from the edge within which a touch may start the pan (UIKit's is about 20).
    public var edgeWidth: CGFloat = 20
    /// When true, a touch anywhere may start the pan, in any direction: set it while what the
    /// pan drags is still moving, so a press can catch it wherever it is.
    public var beginsAnywhere = false
    private var start = CGPoint.zero

    open override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        // A second finger joins the pan; only the first decides where it started.
        guard numberOfTouches == 1 else { return }
        start = touch.windowLocation
        guard !beginsAnywhere else { return }
        if !isNearEdge(start, windowSize: touch.view?.window?.bounds.size ?? .zero) { state = .failed }
    }

    open override func touchesMoved(_ touch: Touch) {
        super.touchesMoved(touch)
        guard state == .began, !beginsAnywhere else { return }
        let moved = panLocation - start
        let inwards: CGFloat, along: CGFloat
        switch edge {
        case .left: (inwards, along) = (moved.x, moved.y)
        case .right: (inwards, along) = (-moved.x, moved.y)
        case .top: (inwards, along) = (moved.y, moved.x)
        case .bottom: (inwards, along) = (-moved.y, moved.x)
        }
        if inwards <= abs(along) { state = .failed }
    }

    /// Whether `point` (window points) lies within `edgeWidth` of the edge of a window of
    /// `windowSize` points.
    public func isNearEdge(_ point: CGPoint, windowSize: CGSize) -> Bool {
        switch edge {
        case .left: return point.x <= edgeWidth
        case .right: return point.x >= windowSize.width - edgeWidth
        case .top: return point.y <= edgeWidth
        case .bottom: return point.y >= windowSize.height - edgeWidth
        }
    }
}
