import Foundation

/// Where a view is drawn in its window and how fast it moves there, at presentation values
/// (what the frame shows, mid-animation included).
public struct OnScreenMotion: Equatable {
    /// Points, in window coordinates: the bounding box of the view's bounds as drawn.
    public var frame: CGRect
    /// 0…1: the view's alpha times its ancestors' (0 when it or one of them is hidden).
    public var alpha: CGFloat
    /// Points on screen: the view's corner radius times `scale`.
    public var cornerRadius: CGFloat
    /// How many window points one of the view's own points covers: the square root of the
    /// drawn area over the bounds' area, 1 when nothing scales it.
    public var scale: CGFloat
    /// Points per second, in window coordinates: how fast the centre of `frame` moves, from the
    /// closed forms of the animations in flight on the view and its ancestors.
    public var velocity: CGVector
    /// Points per second: how fast `frame`'s width and height change (negative: shrinking), from
    /// the closed forms of the animations of the view's bounds and of the scale of its transform
    /// and its ancestors' (rotations are not followed). With `velocity`, any edge's speed: the
    /// left edge moves at velocity.dx − sizeVelocity.dx / 2.
    public var sizeVelocity: CGVector = .zero
    /// Whether a running animation on the view or an ancestor moves it (one paused under the
    /// pointer does not: the pointer does).
    public var isAnimated: Bool
}

extension View {
    /// Where this view is drawn now and how fast it moves, in its root's (the window's)
    /// coordinates. Velocities compose through the ancestors exactly (the chain rule over each
    /// one's centre, bounds and transform), so a card carried by a moving container reports
    /// the sum, and a scaling ancestor's growth counts too.
    public var onScreenMotion: OnScreenMotion {
        let own = presentation
        var toRoot = own.transformToSuperview
        // The drawn rectangle's centre, in the superview: the transform maps the bounds' centre
        // to `center` plus its translation.
        var point = CGPoint(x: own.center.x + own.transform.tx, y: own.center.y + own.transform.ty)
        var velocity = CGVector.zero
        // The drawn size is the bounds' times every level's scale, so its relative rate is the sum
        // of theirs: (w·Πa)′ / (w·Πa) = w′/w + Σ a′/a, per axis.
        var sizeRate = (x: 0.0, y: 0.0)
        var isAnimated = isMovedByRunningAnimator
        if isAnimating {
            let center = presentationVelocity(.center), transform = presentationVelocity(.transform)
            velocity = CGVector(dx: CGFloat(center[0] + transform[4]), dy: CGFloat(center[1] + transform[5]))
            let bounds = presentationVelocity(.bounds)
            if own.bounds.width > 0 { sizeRate.x += bounds[2] / Double(own.bounds.width) }
            if own.bounds.height > 0 { sizeRate.y += bounds[3] / Double(own.bounds.height) }
            sizeRate = View.addScaleRate(of: own.transform, changing: transform, to: sizeRate)
        }
        var alpha = isHidden ? 0 : own.alpha
        var ancestor = superview
        while let view = ancestor, view.superview != nil {
            let shown = view.presentation
            (point, velocity) = view.carry(point, velocity, shown: shown)
            if view.isAnimating {
                sizeRate = View.addScaleRate(
                    of: shown.transform, changing: view.presentationVelocity(.transform), to: sizeRate)
            }
            toRoot = toRoot.concatenating(shown.transformToSuperview)
            alpha *= view.isHidden ? 0 : shown.alpha
            isAnimated = isAnimated || view.isMovedByRunningAnimator
            ancestor = view.superview
        }
        let scale = CGFloat(abs(Double(toRoot.a * toRoot.d - toRoot.b * toRoot.c)).squareRoot())
        let frame = own.bounds.applying(toRoot)
        return OnScreenMotion(
            frame: frame, alpha: alpha, cornerRadius: own.cornerRadius * scale,
            scale: scale, velocity: velocity,
            sizeVelocity: CGVector(dx: frame.width * CGFloat(sizeRate.x), dy: frame.height * CGFloat(sizeRate.y)),
            isAnimated: isAnimated)
    }

    /// Adds how fast `transform`'s scale grows, relative to itself (per second, per axis), to
    /// `rate`, given its components' rates [a, b, c, d, tx, ty].
    static func addScaleRate(
        of transform: CGAffineTransform, changing rates: [Double],
        to rate: (x: Double, y: Double)
    ) -> (x: Double, y: Double) {
        var rate = rate
        if transform.a != 0 { rate.x += rates[0] / Double(transform.a) }
        if transform.d != 0 { rate.y += rates[3] / Double(transform.d) }
        return rate
    }

    /// Maps a point moving at `velocity` in this view's coordinates to its superview's: the
    /// point and its velocity there, including how this view's own animations move it.
    private func carry(
        _ point: CGPoint, _ velocity: CGVector,
        shown: PresentationValues
    ) -> (CGPoint, CGVector) {
        let t = shown.transform
        let relative = CGPoint(x: point.x - shown.bounds.midX, y: point.y - shown.bounds.midY)
        let mapped = CGPoint(
            x: t.a * relative.x + t.c * relative.y + t.tx + shown.center.x,
            y: t.b * relative.x + t.d * relative.y + t.ty + shown.center.y)
        guard isAnimating else {
            return (
                mapped, CGVector(dx: t.a * velocity.dx + t.c * velocity.dy, dy: t.b * velocity.dx + t.d * velocity.dy)
            )
        }
        let dBounds = presentationVelocity(.bounds).map { CGFloat($0) }
        let dTransform = presentationVelocity(.transform).map { CGFloat($0) }
        let dCenter = presentationVelocity(.center).map { CGFloat($0) }
        // The point relative to the bounds' centre moves as the point does, less the centre's own
        // motion (a scroll offset or a size change shifts it).
        let dRelative = CGVector(
            dx: velocity.dx - (dBounds[0] + dBounds[2] / 2),
            dy: velocity.dy - (dBounds[1] + dBounds[3] / 2))
        let dx =
            dTransform[0] * relative.x + dTransform[2] * relative.y + t.a * dRelative.dx + t.c * dRelative.dy
            + dTransform[4] + dCenter[0]
        let dy =
            dTransform[1] * relative.x + dTransform[3] * relative.y + t.b * dRelative.dx + t.d * dRelative.dy
            + dTransform[5] + dCenter[1]
        return (mapped, CGVector(dx: dx, dy: dy))
    }
}
