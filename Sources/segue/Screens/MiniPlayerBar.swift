import Motion
import ViewKit

/// The track the demo's mini player plays.
struct Track {
    let title: String
    let artist: String
    let artwork: Image
    /// Playing or paused: shared by every copy of the track.
    let playback = Playback()
}

/// Music's mini player: a frosted, rounded bar docked above the tab bar with the track's
/// artwork, title and a pause glyph. A click or a drag up on it opens the full player.
final class MiniPlayerBar: View {
    /// Points.
    static let height: CGFloat = 56
    /// Points between the bar and the screen's sides, and between the bar and the tab bar.
    static let margin: CGFloat = 8
    static let cornerRadius: CGFloat = 14

    let artworkView: ImageView
    private let blur = BlurView(style: .regular)
    private let titleLabel = Label()
    private let artistLabel = Label()
    /// Pauses and plays the track; a button of its own inside the bar.
    let playPause: PlayPauseButton

    init(track: Track) {
        artworkView = ImageView(image: track.artwork)
        playPause = PlayPauseButton(playback: track.playback, color: .black, glyphSize: CGSize(width: 20, height: 20))
        super.init(frame: .zero)
        // One element for the track, which opens the player; the play button stays its own.
        accessibilityLabel = "\(track.title), \(track.artist)"
        accessibilityHint = "Opens the player"
        accessibilityTraits = .button
        traceName = "mini-player"
        cornerRadius = MiniPlayerBar.cornerRadius
        blur.cornerRadius = MiniPlayerBar.cornerRadius
        blur.clipsToBounds = true
        blur.isUserInteractionEnabled = false
        addSubview(blur)
        artworkView.contentMode = .scaleAspectFill
        artworkView.clipsToBounds = true
        artworkView.cornerRadius = 6
        artworkView.isUserInteractionEnabled = false
        addSubview(artworkView)
        titleLabel.text = track.title
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .black
        artistLabel.text = track.artist
        artistLabel.font = .systemFont(ofSize: 13)
        artistLabel.textColor = Color(white: 0.45)
        for part in [titleLabel, artistLabel] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        addSubview(playPause)
    }

    /// Called when a press lands on the bar (not on its play button): the player a release or a
    /// drag up would open can be made ready then, between frames.
    var onPress: (() -> Void)?

    override func touchesBegan(_ touch: Touch) {
        onPress?()
        super.touchesBegan(touch)
    }

    /// Where the bar rests in a tab's view of `bounds`: above the tab bar, inset by `margin`.
    static func frame(in bounds: CGRect) -> CGRect {
        CGRect(
            x: margin, y: bounds.height - TabBar.height - margin - height, width: bounds.width - 2 * margin,
            height: height)
    }

    override func layoutSubviews() {
        blur.frame = bounds
        artworkView.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
        let textWidth = bounds.width - 56 - 52
        titleLabel.frame = CGRect(x: 58, y: 9, width: textWidth, height: 20)
        artistLabel.frame = CGRect(x: 58, y: 29, width: textWidth, height: 18)
        // The glyph where it always was (20 pt, its centre 30 pt from the right), its target 44 pt.
        let side = Window.minimumHitTarget
        playPause.frame = CGRect(x: bounds.maxX - 30 - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    override func drawContent(in context: inout DrawContext) {
        context.shadow(
            of: bounds, cornerRadius: MiniPlayerBar.cornerRadius, color: Color(white: 0, alpha: 0.12), blur: 12,
            offset: CGSize(width: 0, height: 2))
    }
}
