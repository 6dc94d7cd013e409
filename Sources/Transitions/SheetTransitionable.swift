import Motion
import ViewKit

/// The seed's OverCurrentTransitionable: a presented controller whose pans drive its own
/// dismissal through a `SheetInteractor`.
public protocol SheetTransitionable: ViewController {
    /// Progress (0…1 of the container's height) past which a release finishes.
    var percentThreshold: CGFloat { get }
    var interactor: SheetInteractor { get }
}

extension SheetTransitionable {
    /// Points per second downward past which a release finishes whatever the progress.
    public var shouldFinishVelocityY: CGFloat { 1200 }

    /// Progress of a downward movement of `translationY` points over a container `height`
    /// points tall, clamped to 0…1.
    public static func progress(translationY: CGFloat, height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        return min(max(translationY / height, 0), 1)
    }

    /// The progress the sheet shows for a movement of `translationY` points: as `progress`, but
    /// dragged above its place (a negative translation) the sheet follows through a rubber
    /// band (UIKit's 0.55 over `height`) instead of stopping dead, as the seed does. Beyond
    /// the seed.
    public static func shownProgress(translationY: CGFloat, height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        guard translationY < 0 else { return progress(translationY: translationY, height: height) }
        let band = RubberBand(dimension: Double(height))
        return -CGFloat(band.displayedOffset(forOvershoot: Double(-translationY))) / height
    }

    /// Whether a release at `progress` with a vertical velocity of `velocityY` (points per
    /// second, positive downward) finishes the dismissal. Beyond the seed, any upward velocity
    /// brings the sheet back, however far down it is.
    public func shouldFinish(progress: CGFloat, velocityY: CGFloat) -> Bool {
        if velocityY < 0 { return false }
        return progress > percentThreshold || velocityY > shouldFinishVelocityY
    }

    /// The seed's handler for the header's and the table's pans. The interactor's state, not
    /// the pan's, decides when the dismissal starts: a table pan begins long before the table
    /// reaches its top.
    public func handleTransitionGesture(_ sender: PanGestureRecognizer) {
        switch interactor.state {
        case .shouldStart:
            interactor.state = .hasStarted
            dismiss(animated: true, completion: nil)
        case .hasStarted, .shouldFinish:
            break
        case .none:
            return
        }

        let translation = sender.translation(in: view)
        let height = view.bounds.height
        let travel = translation.y - interactor.startInteractionTranslationY
        let progress = Self.progress(translationY: travel, height: height)
        let shown = Self.shownProgress(translationY: travel, height: height)
        // Above its place the band slows the sheet: its speed is the pointer's times the band's
        // slope (points shown per point dragged).
        let slope =
            (Self.shownProgress(translationY: travel + 0.5, height: height)
                - Self.shownProgress(translationY: travel - 0.5, height: height)) * height

        switch sender.state {
        case .began, .changed:
            // The seed updates on .changed only; ours also on .began, where progress is 0 for
            // the header and the hand-off point for the table, so nothing changes but the state.
            if progress > percentThreshold || sender.velocity(in: view).y > shouldFinishVelocityY {
                interactor.state = .shouldFinish
            } else {
                interactor.state = .hasStarted
            }
            interactor.update(unclamped: shown)
        case .cancelled:
            interactor.cancel()
            interactor.reset()
        case .ended:
            // Beyond the seed: the release velocity decides with the progress (an upward flick
            // cancels) and carries into the spring, in fractions of the container per second.
            let velocityY = sender.velocity(in: view).y
            interactor.update(unclamped: shown)
            let fractionsPerSecond = height > 0 ? velocityY * slope / height : 0
            if shouldFinish(progress: progress, velocityY: velocityY) {
                interactor.finish(releaseVelocity: fractionsPerSecond)
            } else {
                interactor.cancel(releaseVelocity: fractionsPerSecond)
            }
            interactor.reset()
        default:
            break
        }
    }
}
