import Segue

/// The lightbox's open photo: full width over a black backdrop. Pinched in, it goes back to its
/// tile under the fingers: the pinch scrubs the dismissal by its spread ratio through a
/// `PercentDrivenInteractiveTransition`, and the release finishes it at the fingers' speed
/// (`finish(velocity:)`), or takes it back. Esc closes it.
public final class LightboxPhotoController: ViewController {
    let backdrop = View()
    let photo = View()
    private weak var lightbox: LightboxDelegate?
    /// The spread ratio at which a pinch in has taken the photo all the way home.
    static let closedScale: CGFloat = 0.4

    init(lightbox: LightboxDelegate, color: Color) {
        self.lightbox = lightbox
        super.init()
        photo.backgroundColor = color
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        backdrop.backgroundColor = .black
        backdrop.traceName = "lightbox-backdrop"
        photo.traceName = "lightbox-photo"
        photo.cornerRadius = 4
        photo.isAccessibilityElement = true
        photo.accessibilityLabel = "Photo"
        photo.accessibilityTraits = .image
        view.addSubview(backdrop)
        view.addSubview(photo)
        view.addGestureRecognizer(PinchGestureRecognizer(target: self, action: LightboxPhotoController.pinch))
        addKeyCommand(KeyCommand(input: .escape, title: "Close", target: self, action: LightboxPhotoController.close))
    }

    /// Points: where the photo rests, full width and square, centred on the page.
    var homeFrame: CGRect {
        CGRect(
            x: 0, y: (view.bounds.height - view.bounds.width) / 2, width: view.bounds.width, height: view.bounds.width)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        backdrop.frame = view.bounds
        // While a transition flies the photo, its animator owns the frame.
        guard view.window?.transitionCoordinator.isTransitioning != true else { return }
        photo.frame = homeFrame
    }

    private func close() { dismiss(animated: true) }

    private func pinch(_ pinch: PinchGestureRecognizer) {
        let perScale = 1 / (1 - LightboxPhotoController.closedScale)
        switch pinch.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            lightbox?.interaction = interaction
            dismiss(animated: true)
            interaction.update((1 - pinch.scale) * perScale)
        case .changed:
            lightbox?.interaction?.update((1 - pinch.scale) * perScale)
        case .ended, .cancelled, .failed:
            guard let interaction = lightbox?.interaction else { return }
            lightbox?.interaction = nil
            let velocity = pinch.state == .ended ? -pinch.velocity * perScale : 0
            if interaction.percentComplete > 0.3 || velocity > 1 {
                interaction.finish(velocity: velocity)
            } else {
                interaction.cancel(velocity: velocity)
            }
        default:
            break
        }
    }
}
