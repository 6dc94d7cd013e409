import Motion
import ViewKit

/// A zoom in flight, either way, held under the pointer. The flying copy stops where it is
/// drawn, follows the pointer in two dimensions (the point pressed stays under it) and shrinks
/// with travel along its axis (down, as the drag-to-dismiss does, or right, as a navigation
/// back swipe does), while what fades with the zoom fades with that travel. Let go, it springs
/// into its cell when that axis's rule says so (down: past an eighth of the screen, or at
/// 800 pt/s; right: `NavigationController.releasePops`), onto the detail's photo otherwise, and
/// on the way it was going when it was let go where it was caught; the spring carries the
/// release velocity. A click elsewhere or Esc sends that spring the other way, and a press on
/// the photo catches it again.
final class ZoomFlightGrab: TransitionGrabHandling {
    /// Where the flight can land, in the container's points.
    struct Ends {
        /// The detail's photo at home (open), and its corner radius.
        var photoFrame: CGRect
        var photoRadius: CGFloat
        /// The thumbnail (closed), and its corner radius.
        var cellFrame: CGRect
        var cellRadius: CGFloat
    }

    /// A view that fades with the zoom, and its alpha when open (0 when closed).
    struct Fading {
        let view: View
        let openAlpha: CGFloat
    }

    private let imageView: ImageView
    private let container: View
    private let ends: Ends
    private let fading: [Fading]
    private let startFrame: CGRect
    private let startAlphas: [CGFloat]
    /// The point pressed, as fractions of the copy's width and height.
    private let anchor: CGPoint
    private let startPointer: CGPoint
    private var pointer: CGPoint
    /// Where the flight was headed when it was caught: true to the photo.
    private let opensWhenLetGo: Bool
    /// The travel that shrinks the copy and decides the release.
    private let axis: ZoomDragAxis
    /// Sets the motion that goes with the transition (a navigation bar's titles) to where an
    /// open (true) or closed zoom leaves it, inside the springs' animation blocks.
    private let companion: ((Bool) -> Void)?
    private var tracker = VelocityTracker()
    /// Ends the transition once the copy landed: true open (on the photo), false in the cell.
    private let land: (Bool) -> Void
    /// The springs after the release, while they run.
    private let springs = SpringGroup()
    var isSpringing: Bool { springs.isRunning }
    /// Where the running spring goes: true to the photo.
    private(set) var isOpening = true

    init(
        imageView: ImageView, container: View, ends: Ends, fading: [Fading], opening: Bool, pointer: CGPoint,
        time: Double, axis: ZoomDragAxis = .down, companion: ((Bool) -> Void)? = nil, land: @escaping (Bool) -> Void
    ) {
        (opensWhenLetGo, isOpening) = (opening, opening)
        (self.axis, self.companion) = (axis, companion)
        self.pointer = pointer
        (self.imageView, self.container, self.ends, self.fading, self.land) = (imageView, container, ends, fading, land)
        startFrame = imageView.frame
        startAlphas = fading.map(\.view.alpha)
        let shown = imageView.onScreenMotion.frame
        anchor = CGPoint(
            x: shown.width > 0 ? (pointer.x - shown.minX) / shown.width : 0.5,
            y: shown.height > 0 ? (pointer.y - shown.minY) / shown.height : 0.5)
        startPointer = pointer
        track(pointer, time)
    }

    /// Takes the copy again, from where it is drawn (a press on it during the spring), to be
    /// dragged along `axis`.
    func regrab(at pointer: CGPoint, time: Double, axis: ZoomDragAxis) -> ZoomFlightGrab {
        springs.stop()
        return ZoomFlightGrab(
            imageView: imageView, container: container, ends: ends, fading: fading,
            opening: isOpening, pointer: pointer, time: time, axis: axis, companion: companion, land: land)
    }

    /// 0…1: the travel along the axis over the container's length on it.
    private func progress(of travel: CGPoint) -> CGFloat {
        let length = max(axis == .down ? container.bounds.height : container.bounds.width, 1)
        return (axis == .down ? travel.y : travel.x) / length
    }

    func grabMoved(to point: CGPoint, at time: Double) {
        pointer = point
        track(point, time)
        let progress = min(max(self.progress(of: point - startPointer), 0), 1)
        let scale = 1 - ZoomInteractiveDismissal.shrink * progress
        let size = CGSize(width: startFrame.width * scale, height: startFrame.height * scale)
        let inContainer = container.convert(point, from: nil)
        imageView.frame = CGRect(
            x: inContainer.x - anchor.x * size.width, y: inContainer.y - anchor.y * size.height,
            width: size.width, height: size.height)
        for (fade, start) in zip(fading, startAlphas) {
            fade.view.alpha = max(0, start * (1 - ZoomInteractiveDismissal.backdropFade * progress))
        }
    }

    func grabEnded(at time: Double, goingBack: Bool?) {
        let v = tracker.velocity(at: time)
        let velocity = CGPoint(x: v.x, y: v.y)
        let travel = pointer - startPointer
        let progress = progress(of: travel)
        let open: Bool
        if let goingBack {
            open = !goingBack
        } else if TransitionGrabRelease.isClick(
            travel: CGVector(dx: travel.x, dy: travel.y),
            velocity: CGVector(dx: velocity.x, dy: velocity.y))
        {
            // Caught and let go where it was: it goes on the way it was going.
            open = opensWhenLetGo
        } else {
            // Dragged: the axis's rule. Down, projected past an eighth of the height closes;
            // right, the back swipe's projection.
            open = !axis.dismisses(travel: travel, velocity: velocity, in: container.bounds.size)
        }
        // The point under the pointer goes on at its speed, and the size as fast as travel
        // along the axis was shrinking it.
        let length = max(axis == .down ? container.bounds.height : container.bounds.width, 1)
        let speed = axis == .down ? velocity.y : velocity.x
        let scaleRate = progress > 0 && progress < 1 ? -ZoomInteractiveDismissal.shrink * speed / length : 0
        send(
            open: open,
            motion: ZoomReleaseMotion(
                anchor: container.convert(pointer, from: nil), anchorVelocity: CGVector(dx: velocity.x, dy: velocity.y),
                sizeVelocity: CGVector(dx: startFrame.width * scaleRate, dy: startFrame.height * scaleRate)))
    }

    /// Springs the copy from where it is drawn to the photo (`open`) or the cell, carrying on
    /// `motion` (container points): the point it names on a spring of its own, the size, corners
    /// and fades on a shape spring started as fast as the size was changing; both hand-off
    /// springs (never braking heading on, settled within `ZoomTransition.releaseDuration`).
    func send(open: Bool, motion: ZoomReleaseMotion) {
        // Stopped first: what is drawn is where the new springs start.
        springs.stop()
        isOpening = open
        let target = open ? ends.photoFrame : ends.cellFrame
        let duration = ZoomTransition.releaseDuration
        let flight = AnchoredFlight(
            view: imageView, drawn: imageView.frame, end: target, anchor: motion.anchor,
            anchorVelocity: motion.anchorVelocity)
        let position = flight.positionSpring(duration: duration)
        let rates = HandOffSprings.rates(
            sizeVelocity: motion.sizeVelocity,
            perProgress: CGVector(dx: target.width - imageView.frame.width, dy: target.height - imageView.frame.height))
        // The size per axis at the rate each drawn length was changing; the corners and fades at
        // the rate of the axis that changes more.
        let size = HandOffSprings.progress(rate: rates.rates, dominant: rates.dominant, duration: duration)
        let look = HandOffSprings.progress(
            rate: CGVector(dx: rates.dominant, dy: rates.dominant), dominant: rates.dominant, duration: duration)
        let (imageView, ends, fading) = (self.imageView, self.ends, self.fading)
        size.addAnimations {
            flight.shiftCentreForSize()
            imageView.bounds = CGRect(origin: .zero, size: target.size)
        }
        let companion = self.companion
        look.addAnimations {
            imageView.cornerRadius = open ? ends.photoRadius : ends.cellRadius
            for fade in fading { fade.view.alpha = open ? fade.openAlpha : 0 }
            companion?(open)
        }
        springs.start([position, size, look]) { [weak self] in self?.land(open) }
    }

    /// A click elsewhere or Esc during the spring: the other way, at the speed it has.
    func turnRound() {
        let shown = imageView.onScreenMotion
        send(
            open: !isOpening,
            motion: ZoomReleaseMotion(
                anchor: container.convert(CGPoint(x: shown.frame.midX, y: shown.frame.midY), from: nil),
                anchorVelocity: shown.velocity, sizeVelocity: shown.sizeVelocity))
    }

    private func track(_ point: CGPoint, _ time: Double) {
        tracker.addSample(time: time, position: Vector2(x: Double(point.x), y: Double(point.y)))
    }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGPoint {
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }

    func distance(to other: CGPoint) -> CGFloat {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// What a zoom animator keeps so its flight can be caught: the flight until a press takes the
/// copy, then the grab; both directions share it.
final class ZoomFlightHold {
    /// The flight, until it lands or a press takes the copy.
    var flight: PropertyAnimator?
    /// The press that took the copy, and its spring after the release.
    var grab: ZoomFlightGrab?
    var ends: ZoomFlightGrab.Ends?
    /// What fades with the zoom.
    var fading: [ZoomFlightGrab.Fading] = []
    /// Ends the transition once the copy lands: true on the photo, false in its cell.
    var land: ((Bool) -> Void)?
    /// True in a navigation stack: a press within `ZoomNavigationTransition.edgeWidth` of the
    /// container's left edge drags the copy as the edge swipe does (shrinking with travel
    /// right, decided by the back swipe's projection), so the swipe does the same whether or
    /// not the zoom has come to rest.
    var takesEdgeSwipes = false

    /// A press at `point` on `imageView` (where it is drawn) takes the copy, or catches it
    /// again on its spring. `opening`: where the flight was headed. `companion`: the motion
    /// that goes with the transition, taken over so it lands with the copy; `presenting`:
    /// whether an open zoom completes the transition.
    func beginGrab(
        of imageView: ImageView?, in container: View, at point: CGPoint, time: Double,
        opening: Bool, companion: TransitionCompanionMotion? = nil, presenting: Bool = true
    ) -> TransitionGrabHandling? {
        guard let imageView, imageView.onScreenMotion.frame.contains(point) else { return nil }
        let fromEdge = takesEdgeSwipes && container.convert(point, from: nil).x <= ZoomNavigationTransition.edgeWidth
        let axis: ZoomDragAxis = fromEdge ? .right : .down
        if let grab {
            let next = grab.regrab(at: point, time: time, axis: axis)
            self.grab = next
            return next
        }
        guard let flight, flight.state == .active else { return nil }
        return take(
            imageView, in: container, at: point, time: time, opening: opening, axis: axis,
            companion: companion, presenting: presenting)
    }

    /// Takes the copy where it is drawn, wherever the press is (a drag that starts the
    /// transition holds it from its first frame): the flight stops, and the copy follows the
    /// pointer along `axis` from here.
    func take(
        _ imageView: ImageView, in container: View, at point: CGPoint, time: Double, opening: Bool,
        axis: ZoomDragAxis, companion: TransitionCompanionMotion?, presenting: Bool
    ) -> ZoomFlightGrab? {
        guard let ends, let land else { return nil }
        flight?.stopAnimation(true)
        flight = nil
        companion?.takeOver()
        let next = ZoomFlightGrab(
            imageView: imageView, container: container, ends: ends, fading: fading,
            opening: opening, pointer: point, time: time, axis: axis,
            companion: companion.map { motion in { open in motion.setValues(completed: open == presenting) } },
            land: land)
        grab = next
        return next
    }

    /// After a grab, a click elsewhere or Esc turns the spring round (true); before one, the
    /// coordinator reverses the flight (false).
    func turnRound() -> Bool {
        guard let grab, grab.isSpringing else { return false }
        grab.turnRound()
        return true
    }
}
