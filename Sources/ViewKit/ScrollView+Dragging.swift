import Motion

extension ScrollView {
    /// Rubber band for each axis, sized to the viewport (UIKit's 0.55 formula).
    private var bands: (x: RubberBand, y: RubberBand) {
        (RubberBand(dimension: Double(bounds.width)), RubberBand(dimension: Double(bounds.height)))
    }

    /// Where the content shows for a drag that would put it at `raw`: rubber-banded past the
    /// edges when `bounces`, held at the edge otherwise, fixed along axes that do not scroll.
    func displayedOffset(forRaw raw: CGPoint) -> CGPoint {
        let limits = offsetLimits, along = scrollsAlong, bands = bands
        func axis(_ value: CGFloat, _ limits: ClosedRange<Double>, _ band: RubberBand, _ moves: Bool, _ now: CGFloat)
            -> CGFloat
        {
            guard moves else { return now }
            if bounces { return CGFloat(band.clamp(Double(value), to: limits)) }
            return CGFloat(min(max(Double(value), limits.lowerBound), limits.upperBound))
        }
        return CGPoint(
            x: axis(raw.x, limits.x, bands.x, along.x, contentOffset.x),
            y: axis(raw.y, limits.y, bands.y, along.y, contentOffset.y))
    }

    /// The drag position that shows the current offset (the rubber band's inverse), so a drag
    /// that starts while overscrolled picks up without a jump.
    private func rawOffset(forDisplayed shown: CGPoint) -> CGPoint {
        guard bounces else { return shown }
        let limits = offsetLimits, bands = bands
        return CGPoint(
            x: CGFloat(bands.x.unclamp(Double(shown.x), from: limits.x)),
            y: CGFloat(bands.y.unclamp(Double(shown.y), from: limits.y)))
    }

    func handlePan(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began:
            stopMotion()
            isDragging = true
            dragOrigin = rawOffset(forDisplayed: contentOffset)
            delegate?.scrollViewWillBeginDragging(self)
            // The content catches up the pan's slop on this frame: the grabbed point is under
            // the pointer from the first frame of the drag.
            followPan()
        case .changed:
            followPan()
        case .ended, .cancelled:
            endDragging(cancelled: recognizer.state == .cancelled)
        default:
            break
        }
    }

    /// Points per second: how fast the content offset changes now. While a drag holds the
    /// content (up to its release), the pointer's velocity through the rubber band; while it
    /// coasts or bounces, that motion's; zero at rest.
    public var contentOffsetVelocity: CGPoint {
        let pan = panGestureRecognizer
        if pan.touch != nil, pan.hasRecognized {
            let t = pan.translation(in: self), finger = pan.velocity(in: self)
            let raw = CGPoint(x: dragOrigin.x - t.x, y: dragOrigin.y - t.y)
            // The band's slope where the content is, per axis (0.55 at an edge, less further out).
            let ahead = displayedOffset(forRaw: CGPoint(x: raw.x + 0.5, y: raw.y + 0.5))
            let behind = displayedOffset(forRaw: CGPoint(x: raw.x - 0.5, y: raw.y - 0.5))
            return CGPoint(x: -finger.x * (ahead.x - behind.x), y: -finger.y * (ahead.y - behind.y))
        }
        return motion?.velocity ?? .zero
    }

    private func followPan() {
        let t = panGestureRecognizer.translation(in: self)
        contentOffset = displayedOffset(forRaw: CGPoint(x: dragOrigin.x - t.x, y: dragOrigin.y - t.y))
    }

    /// Hands the release velocity to the deceleration, after the delegate had its say.
    private func endDragging(cancelled: Bool) {
        isDragging = false
        let finger = cancelled ? .zero : panGestureRecognizer.velocity(in: self)
        let along = scrollsAlong
        let velocity = CGPoint(x: along.x ? -finger.x : 0, y: along.y ? -finger.y : 0)
        let natural = projectedRestingOffset(velocity: velocity)
        var target = natural
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
            targetContentOffset: &target)
        if target != natural {
            startMotion(ScrollMotion.settle(to: target, velocity: velocity, notifiesAnimationEnd: false))
        } else {
            startMotion(
                ScrollMotion.decelerate(
                    from: contentOffset, velocity: velocity, limits: offsetLimits,
                    rate: decelerationRate))
        }
        let willDecelerate = motion != nil
        isDecelerating = willDecelerate
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if !willDecelerate { scheduleIndicatorFade() }
    }

    /// Where a flick at `velocity` (points per second) comes to rest, within the limits.
    func projectedRestingOffset(velocity: CGPoint) -> CGPoint {
        let limits = offsetLimits
        func axis(_ x: CGFloat, _ v: CGFloat, _ limits: ClosedRange<Double>) -> CGFloat {
            let stop = Double(x) + decelerationRate.projectedDistance(velocity: Double(v))
            return CGFloat(min(max(stop, limits.lowerBound), limits.upperBound))
        }
        return CGPoint(x: axis(contentOffset.x, velocity.x, limits.x), y: axis(contentOffset.y, velocity.y, limits.y))
    }
}
