/// UIScreenEdgePanGestureRecognizer: a pan that starts within `edgeWidth` points of one of the
/// window's side edges and moves inwards, away from it. A touch that starts elsewhere fails at
/// once, and one that moves along the edge (more vertically than inwards) fails when it passes
/// the slop, so a scroll view that requires this to fail scrolls as usual.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The side the pan starts from.
    public enum Edge: Hashable {
        case left, right
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
        start = touch.windowLocation
        guard !beginsAnywhere else { return }
        if !isNearEdge(start, windowWidth: touch.view?.window?.bounds.width ?? 0) { state = .failed }
    }

    open override func touchesMoved(_ touch: Touch) {
        super.touchesMoved(touch)
        guard state == .began, !beginsAnywhere else { return }
        let moved = touch.windowLocation - start
        let inwards = edge == .left ? moved.x : -moved.x
        if inwards <= abs(moved.y) { state = .failed }
    }

    /// Whether `point` (window points) lies within `edgeWidth` of the edge.
    public func isNearEdge(_ point: CGPoint, windowWidth: CGFloat) -> Bool {
        switch edge {
        case .left: return point.x <= edgeWidth
        case .right: return point.x >= windowWidth - edgeWidth
        }
    }
}
