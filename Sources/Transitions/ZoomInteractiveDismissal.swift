import Motion
import ViewKit

/// Beyond the seed: drag the photo down to dismiss it, as in Photos. The drag begins the
/// dismissal, and the photo's flying copy follows the pointer from the drag's first frame (the
/// point grabbed stays under it), shrinking to 1 − 0.4 · progress, where progress is the
/// downward travel over the container's height, while the backdrop fades (`ZoomDragMapping`).
/// On release the momentum projection decides (UIKit's 0.998 deceleration, as the card and the
/// sheet decide): projected past 1/8 of the height, the photo zooms back into its cell from
/// where it is drawn, at the pointer's speed; otherwise it goes back onto its page and the
/// dismissal ends cancelled. Either way the transition's driver carries it on, so a press
/// catches it again at any frame.
public final class ZoomInteractiveDismissal {
    /// Fraction of the container's height past which a release, projected, dismisses.
    public static let dismissFraction: CGFloat = 1.0 / 8
    /// The photo's scale is 1 − `shrink` · progress: 0.6 at a full-height drag.
    public static let shrink: CGFloat = 0.4
    /// The backdrop's alpha is 1 − `backdropFade` · progress (gone two thirds of the way down).
    public static let backdropFade: CGFloat = 1.5
    /// Seconds the destination's chrome takes to fade out when a drag starts.
    public static let chromeFadeDuration: Double = 0.2

    /// Whether a release at `progress` (0…1, of a container `height` points tall) moving down
    /// at `velocity` (points per second) dismisses the detail: where UIKit's normal deceleration
    /// would carry it, progress + 0.499 s · velocity / height, passes `dismissFraction`. A flick
    /// of 80 pt at 1200 pt/s projects 679 pt; a drift of 40 pt at 100 pt/s, 90 pt of 844: stays.
    public static func shouldDismiss(progress: CGFloat, velocity: CGFloat, height: CGFloat) -> Bool {
        guard height > 0 else { return progress >= dismissFraction }
        return TransitionRelease.projection(of: progress * height, velocity: velocity) / height >= dismissFraction
    }

    /// The drag, on the detail's view: it begins after 10 pt in any direction.
    public let pan = PanGestureRecognizer()
    private let drag: ZoomDragDismissal

    public init(controller: ViewController & ZoomTransitionDestination, transition: ZoomTransitionDelegate) {
        drag = ZoomDragDismissal(destination: controller) { [weak controller, weak transition] interaction in
            guard let controller, let transition, !transition.isDismissing else { return false }
            transition.dragInteraction = interaction
            controller.dismiss(animated: true)
            transition.dragInteraction = nil
            return true
        }
        pan.addTarget(self, action: ZoomInteractiveDismissal.handlePan)
        controller.view.addGestureRecognizer(pan)
    }

    /// True while the drag drives the dismissal.
    public var isDragging: Bool { drag.interaction != nil }

    private func handlePan(_ recognizer: GestureRecognizer) { drag.handle(pan, axis: .down) }
}

/// What the zoom's drags to dismiss share, presented or pushed: the drag begins the dismissal
/// with a `DragDrivenInteractiveTransition` that holds the flight where the photo is drawn and
/// drags it (`ZoomFlightPath.dragMapping(from:press:axis:)`), and hides the chrome once it does.
final class ZoomDragDismissal {
    private weak var destination: (ZoomTransitionDestination & ViewController)?
    /// Starts the dismissal (or the pop) driven by `interaction`; false when it cannot start.
    private let begin: (PercentDrivenInteractiveTransition) -> Bool
    /// The interaction the drag drives, from its start to its release.
    private(set) var interaction: DragDrivenInteractiveTransition?

    init(
        destination: ZoomTransitionDestination & ViewController,
        begin: @escaping (PercentDrivenInteractiveTransition) -> Bool
    ) {
        self.destination = destination
        self.begin = begin
    }

    func handle(_ pan: PanGestureRecognizer, axis: ZoomDragAxis) {
        if pan.state == .began {
            let interaction = DragDrivenInteractiveTransition { path, state, press in
                (path as? ZoomFlightPath)?.dragMapping(from: state, press: press, axis: axis)
            }
            self.interaction = interaction
            guard begin(interaction) else {
                self.interaction = nil
                return
            }
        }
        let over = interaction?.follow(pan) == true
        if pan.state == .began, interaction?.holdsPath == true, let destination {
            ZoomDismissAnimator.fadeChrome(of: destination, to: 0)
        }
        if over { interaction = nil }
    }
}

/// A pan that also reports the press and the end of its touch sequence, so what it drags can be
/// held still by a press before the pan's slop is crossed.
public final class HoldingPanGestureRecognizer: PanGestureRecognizer {
    /// Called as the pointer goes down on the view.
    public var onPress: (() -> Void)?
    /// Called once the touch sequence is over, whatever became of it (after `.ended` or
    /// `.cancelled` reached the targets, or with no call at all for a press that never panned).
    public var onSequenceEnd: (() -> Void)?

    public override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        onPress?()
    }

    public override func reset() {
        super.reset()
        onSequenceEnd?()
    }
}
