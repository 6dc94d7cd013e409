import Segue

/// The page the curtain brings down. Dragging it up lifts it with the finger: the drag scrubs
/// the dismissal, and the release hands its velocity to the spring that finishes or cancels it.
final class CurtainPage: ViewController {
    private weak var curtain: CurtainDelegate?
    /// Seconds of release velocity projected ahead when deciding whether the drag lifts the page.
    static let projection: CGFloat = 0.2

    init(curtain: CurtainDelegate) {
        self.curtain = curtain
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        view.traceName = "curtain"
        let hint = Label(frame: CGRect(x: 20, y: 380, width: 350, height: 30))
        hint.text = "Drag up to lift the curtain"
        hint.textColor = .white
        hint.textAlignment = .center
        view.addSubview(hint)
        // What a screen reader calls the page (the dialog the presentation makes).
        view.accessibilityLabel = "Curtain"
        // An AT cannot drag: its escape lifts the curtain (the window's Esc, as from the keyboard).
        view.addGestureRecognizer(PanGestureRecognizer(target: self, action: CurtainPage.drag))
        // ↑ lifts the curtain as a drag up does: a key command of the page's own, which the
        // window's responder chain finds while the page is on top.
        addKeyCommand(KeyCommand(input: .up, title: "Lift the Curtain", target: self, action: CurtainPage.lift))
    }

    private func lift() {
        guard curtain?.interaction == nil else { return }
        dismiss(animated: true)
    }

    private func drag(_ pan: PanGestureRecognizer) {
        let height = max(view.bounds.height, 1)
        switch pan.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            curtain?.interaction = interaction
            dismiss(animated: true)
        case .changed:
            curtain?.interaction?.update(-pan.translation(in: nil).y / height)
        case .ended, .cancelled:
            guard let interaction = curtain?.interaction else { return }
            curtain?.interaction = nil
            // Fractions of the lift per second, positive upwards.
            let velocity = pan.state == .ended ? -pan.velocity(in: nil).y / height : 0
            if interaction.percentComplete + velocity * CurtainPage.projection > 0.5 {
                interaction.finish(velocity: velocity)
            } else {
                interaction.cancel(velocity: velocity)
            }
        default:
            break
        }
    }
}
