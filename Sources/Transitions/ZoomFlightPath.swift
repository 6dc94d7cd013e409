import Motion
import ViewKit

/// A zoom's flight as its driver sees it: the flying copy of the photo (its frame, corners and
/// alpha) and the views that fade with the zoom, as one state, sprung as one from wherever it
/// is drawn. Until a hand takes it the flight runs on the seed's spring; taken, that stops where
/// it is drawn. A press on the copy drags it (`ZoomDragMapping`); a pinch in let go launches it
/// at the pinch's speed.
final class ZoomFlightPath: TransitionPath {
    /// Where the flight can land, in the container's points.
    struct Ends {
        /// The detail's photo at home (open), and its corner radius.
        var photoFrame: CGRect
        var photoRadius: CGFloat
        /// The thumbnail (closed), its corner radius, and the copy's alpha there: 0 when the
        /// thumbnail is off screen and the photo fades away where it shrinks.
        var cellFrame: CGRect
        var cellRadius: CGFloat
        var cellAlpha: CGFloat = 1
    }

    /// A view that fades with the zoom, and its alpha when open (0 when closed).
    struct Fading {
        let view: View
        let openAlpha: CGFloat
    }

    let imageView: ImageView
    let container: View
    let ends: Ends
    let fading: [Fading]
    /// True for a presentation or a push: its end is the open photo.
    let presenting: Bool
    /// True in a navigation stack: a press within `ZoomNavigationTransition.edgeWidth` of the
    /// left edge drags the copy as the edge swipe does.
    let takesEdgeSwipes: Bool
    /// The point the hand last moved, as a fraction of the copy's drawn frame: the handle whose
    /// pace the hand-off keeps. nil: the copy's corners (a pinch changes its size most).
    var anchor: CGPoint?
    /// Stops the seed's animators where they are drawn.
    private let stopAnimators: () -> Void
    /// Ends the transition once the copy landed: true open (on the photo), false in the cell.
    private let landOpen: (Bool) -> Void

    init(
        imageView: ImageView, container: View, ends: Ends, fading: [Fading], presenting: Bool,
        takesEdgeSwipes: Bool, stopAnimators: @escaping () -> Void, land: @escaping (Bool) -> Void
    ) {
        (self.imageView, self.container, self.ends, self.fading) = (imageView, container, ends, fading)
        (self.presenting, self.takesEdgeSwipes, self.stopAnimators, landOpen) = (
            presenting, takesEdgeSwipes, stopAnimators, land
        )
    }

    /// The state at the open photo (`open`) or the cell.
    func state(open: Bool) -> ZoomFlightState {
        ZoomFlightState(
            copy: open
                ? FlyingFrame(ends.photoFrame, cornerRadius: ends.photoRadius)
                : FlyingFrame(ends.cellFrame, cornerRadius: ends.cellRadius),
            alpha: Double(open ? 1 : ends.cellAlpha), fades: fading.map { Double(open ? $0.openAlpha : 0) })
    }

    /// The state drawn now.
    var shownState: ZoomFlightState {
        ZoomFlightState(
            copy: FlyingFrame(imageView.frame, cornerRadius: imageView.cornerRadius), alpha: Double(imageView.alpha),
            fades: fading.map { Double($0.view.alpha) })
    }

    // MARK: TransitionPath

    func takeOver() -> [Double] {
        stopAnimators()
        return shownState.values
    }

    func apply(_ values: [Double]) {
        let state = ZoomFlightState(values, fading: fading.count)
        imageView.transform = .identity
        imageView.frame = state.copy.drawn
        imageView.cornerRadius = state.copy.cornerRadius
        imageView.alpha = CGFloat(state.alpha)
        for (fade, alpha) in zip(fading, state.fades) { fade.view.alpha = CGFloat(alpha) }
    }

    func state(atEnd: Bool) -> [Double] { state(open: atEnd == presenting).values }

    func progress(of values: [Double]) -> CGFloat {
        let open = openness(of: ZoomFlightState(values, fading: fading.count))
        return presenting ? open : 1 - open
    }

    /// 0 in the cell, 1 open: how much the fading views show, or, with none, how far the copy's
    /// width has come from the cell's to the photo's.
    private func openness(of state: ZoomFlightState) -> CGFloat {
        let faded = zip(fading, state.fades).filter { $0.0.openAlpha > 0 }
        if !faded.isEmpty {
            return faded.map { CGFloat($0.1) / $0.0.openAlpha }.reduce(0, +) / CGFloat(faded.count)
        }
        let span = ends.photoFrame.width - ends.cellFrame.width
        return abs(span) > 0.5 ? (state.copy.drawn.width - ends.cellFrame.width) / span : 0.5
    }

    /// The point the hand last moved (when one did) first, then the copy's corners (see
    /// `CardFlightPath.handles(of:)`).
    func handles(of values: [Double]) -> [CGPoint] {
        let drawn = ZoomFlightState(values, fading: fading.count).copy.drawn
        var points = [drawn.origin, CGPoint(x: drawn.maxX, y: drawn.maxY)]
        if let anchor {
            points.insert(
                CGPoint(x: drawn.minX + anchor.x * drawn.width, y: drawn.minY + anchor.y * drawn.height), at: 0)
        }
        return points.map { container.convert($0, to: nil) }
    }

    func canTake(at location: CGPoint) -> Bool { imageView.onScreenMotion.frame.contains(location) }

    func mapping(forPressAt location: CGPoint, state: [Double]) -> TransitionInputMapping? {
        let fromEdge = takesEdgeSwipes && container.convert(location, from: nil).x <= ZoomNavigationTransition.edgeWidth
        return dragMapping(from: state, press: location, axis: fromEdge ? .right : .down)
    }

    /// A drag of the copy from `press` (window points) along `axis`, from `state`.
    func dragMapping(from state: [Double], press: CGPoint, axis: ZoomDragAxis) -> ZoomDragMapping {
        let drawn = ZoomFlightState(state, fading: fading.count).copy.drawn, point = container.convert(press, from: nil)
        anchor = CGPoint(
            x: drawn.width > 0 ? (point.x - drawn.minX) / drawn.width : 0.5,
            y: drawn.height > 0 ? (point.y - drawn.minY) / drawn.height : 0.5)
        return ZoomDragMapping(
            start: ZoomFlightState(state, fading: fading.count), press: container.convert(press, from: nil),
            container: container, axis: axis, presenting: presenting)
    }

    func land(atEnd: Bool) { landOpen(atEnd == presenting) }

    /// The state's velocity for a copy drawn now whose point `motion.anchor` (window points)
    /// moves at `motion.anchorVelocity` while its size changes at `motion.sizeVelocity`.
    func launchVelocity(_ motion: ZoomReleaseMotion) -> [Double] {
        anchor = nil
        let drawn = imageView.frame
        let anchor = container.convert(motion.anchor, from: nil)
        let relative = CGPoint(
            x: drawn.width > 0 ? (anchor.x - drawn.minX) / drawn.width : 0.5,
            y: drawn.height > 0 ? (anchor.y - drawn.minY) / drawn.height : 0.5)
        let centre = CGPoint(
            x: motion.anchorVelocity.dx - (relative.x - 0.5) * motion.sizeVelocity.dx,
            y: motion.anchorVelocity.dy - (relative.y - 0.5) * motion.sizeVelocity.dy)
        return ZoomFlightState(
            copy: .rates(
                centre: CGVector(dx: centre.x, dy: centre.y), drawnSize: motion.sizeVelocity,
                sizeRate: motion.sizeVelocity),
            alpha: 0, fades: fading.map { _ in 0 }
        ).values
    }
}

/// The zoom flight's state, named.
struct ZoomFlightState {
    /// The copy: its scale stays 1 (the frame changes, so the image is redrawn at its size).
    var copy: FlyingFrame
    var alpha: Double
    var fades: [Double]

    init(copy: FlyingFrame, alpha: Double, fades: [Double]) {
        (self.copy, self.alpha, self.fades) = (copy, alpha, fades)
    }

    init(_ values: [Double], fading count: Int) {
        copy = FlyingFrame(values, at: 0)
        alpha = values[FlyingFrame.count]
        fades = Array(values[(FlyingFrame.count + 1)..<(FlyingFrame.count + 1 + count)])
    }

    var values: [Double] { copy.values + [alpha] + fades }
}

/// A drag of the zoom's copy: it follows the pointer in two dimensions (the point pressed stays
/// under it) and shrinks with travel along its axis (down, as the drag-to-dismiss does, or
/// right, as a navigation back swipe does), to 1 − 0.4 × that travel over the container's
/// length on it, while what fades with the zoom fades 1.5 times as fast. Let go where it was
/// caught, it goes on the way it was going; dragged, the axis's rule decides (down: projected
/// past an eighth of the height; right: the back swipe's projection).
struct ZoomDragMapping: TransitionInputMapping {
    let start: ZoomFlightState
    /// Container points: where the press went down.
    let press: CGPoint
    let container: View
    let axis: ZoomDragAxis
    let presenting: Bool

    private var length: CGFloat {
        max(axis == .down ? container.bounds.height : container.bounds.width, 1)
    }

    func state(for input: TransitionInput) -> [Double] {
        let pointer = container.convert(input.location, from: nil)
        let travel = axis == .down ? pointer.y - press.y : pointer.x - press.x
        let progress = min(max(travel / length, 0), 1)
        let scale = 1 - ZoomInteractiveDismissal.shrink * progress
        var next = start
        let drawn = start.copy.drawn
        let size = CGSize(width: drawn.width * scale, height: drawn.height * scale)
        let relative = CGPoint(
            x: drawn.width > 0 ? (press.x - drawn.minX) / drawn.width : 0.5,
            y: drawn.height > 0 ? (press.y - drawn.minY) / drawn.height : 0.5)
        next.copy = FlyingFrame(
            centre: CGPoint(
                x: pointer.x + (0.5 - relative.x) * size.width, y: pointer.y + (0.5 - relative.y) * size.height),
            size: size, cornerRadius: start.copy.cornerRadius)
        next.fades = start.fades.map { max(0, $0 * Double(1 - ZoomInteractiveDismissal.backdropFade * progress)) }
        return next.values
    }

    func headsToEnd(_ release: TransitionRelease) -> Bool? {
        if release.isClick { return release.wasHeadingToEnd }
        let open = !axis.dismisses(
            travel: CGPoint(x: release.travel.dx, y: release.travel.dy),
            velocity: CGPoint(x: release.velocity.dx, y: release.velocity.dy), in: container.bounds.size)
        return open == presenting
    }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
