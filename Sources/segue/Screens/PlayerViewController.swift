import Motion
import Transitions
import ViewKit

/// Music's full player: the artwork large on a deep background, the track's title and artist,
/// a progress bar and a pause glyph. A drag down anywhere on it, or a click on its grabber,
/// docks it back into the mini player (`MiniPlayerTransitionDelegate`).
final class PlayerViewController: ViewController, MiniPlayerDestination {
    /// The player's background.
    static let background = Color(red: 0.22, green: 0.24, blue: 0.33)
    /// Points of the grabber strip along the top that a click dismisses from.
    static let grabberHeight: CGFloat = 44

    let track: Track
    let playerArtwork: ImageView
    private weak var transition: MiniPlayerTransitionDelegate?
    private let grabber = View()
    private let titleLabel = Label()
    private let artistLabel = Label()
    private let progressTrack = View()
    private let progressFill = View()
    private lazy var playPause = PlayPauseButton(
        playback: track.playback, color: .white, glyphSize: CGSize(width: 40, height: 44))

    init(track: Track, transition: MiniPlayerTransitionDelegate) {
        self.track = track
        self.transition = transition
        playerArtwork = ImageView(image: track.artwork)
        super.init()
        modalPresentationStyle = .custom
        transitioningDelegate = transition
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = PlayerViewController.background
        view.traceName = "player"
        grabber.backgroundColor = Color(white: 1, alpha: 0.45)
        grabber.cornerRadius = 2.5
        playerArtwork.contentMode = .scaleAspectFill
        playerArtwork.clipsToBounds = true
        playerArtwork.cornerRadius = 10
        titleLabel.text = track.title
        titleLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        titleLabel.textColor = .white
        artistLabel.text = track.artist
        artistLabel.font = .systemFont(ofSize: 20)
        artistLabel.textColor = Color(white: 1, alpha: 0.6)
        progressTrack.backgroundColor = Color(white: 1, alpha: 0.25)
        progressTrack.cornerRadius = 3
        progressFill.backgroundColor = Color(white: 1, alpha: 0.7)
        progressFill.cornerRadius = 3
        titleLabel.accessibilityTraits = [.staticText, .header]
        // The artwork is the track's picture; the title and artist say what it is.
        playerArtwork.isAccessibilityElement = false
        progressTrack.accessibilityLabel = "Progress"
        progressTrack.accessibilityValue = "35 %"
        progressTrack.isAccessibilityElement = true
        for part in [grabber, playerArtwork, titleLabel, artistLabel, progressTrack] as [View] {
            part.isUserInteractionEnabled = false
            view.addSubview(part)
        }
        view.addSubview(playPause)
        progressTrack.addSubview(progressFill)
        view.addGestureRecognizer(PanGestureRecognizer(target: self, action: PlayerViewController.drag))
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: PlayerViewController.tap))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        grabber.frame = CGRect(x: (width - 36) / 2, y: 8, width: 36, height: 5)
        let side = width - 64
        playerArtwork.frame = CGRect(x: 32, y: 48, width: side, height: side)
        titleLabel.frame = CGRect(x: 32, y: playerArtwork.frame.maxY + 40, width: side, height: 28)
        artistLabel.frame = CGRect(x: 32, y: titleLabel.frame.maxY + 4, width: side, height: 26)
        progressTrack.frame = CGRect(x: 32, y: artistLabel.frame.maxY + 32, width: side, height: 6)
        progressFill.frame = CGRect(x: 0, y: 0, width: (side * 0.35).rounded(), height: 6)
        // The glyph where it always was (40×44 pt), its target a little wider than it.
        playPause.frame = CGRect(x: (width - 48) / 2, y: progressTrack.frame.maxY + 44, width: 48, height: 44)
    }

    /// A drag down docks the player under the pointer.
    private func drag(_ pan: PanGestureRecognizer) {
        guard let transition else { return }
        if pan.state == .began, let window = view.window {
            transition.interaction = DragDrivenInteractiveTransition(
                travel: CGVector(dx: 0, dy: -transition.travel(in: window)))
            dismiss(animated: true)
        }
        if transition.interaction?.follow(pan) == true { transition.interaction = nil }
    }

    /// A click on the grabber strip docks it.
    private func tap(_ tap: TapGestureRecognizer) {
        guard tap.location(in: view).y < PlayerViewController.grabberHeight else { return }
        dismiss(animated: true)
    }
}
