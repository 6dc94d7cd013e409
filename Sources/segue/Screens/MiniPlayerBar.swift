import Motion
import ViewKit

/// The track the demo's mini player plays.
struct Track {
    let title: String
    let artist: String
    let artwork: Image
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
    private let pause = PauseGlyphView(color: .black)

    init(track: Track) {
        artworkView = ImageView(image: track.artwork)
        super.init(frame: .zero)
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
        for part in [titleLabel, artistLabel, pause] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
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
        pause.frame = CGRect(x: bounds.maxX - 40, y: bounds.midY - 10, width: 20, height: 20)
    }

    override func drawContent(in context: inout DrawContext) {
        context.shadow(
            of: bounds, cornerRadius: MiniPlayerBar.cornerRadius, color: Color(white: 0, alpha: 0.12), blur: 12,
            offset: CGSize(width: 0, height: 2))
    }
}

/// A pause glyph: two upright rounded bars filling the view's height.
final class PauseGlyphView: View {
    private let color: Color

    init(color: Color) {
        self.color = color
        super.init(frame: .zero)
    }

    override func drawContent(in context: inout DrawContext) {
        let bar = bounds.width * 0.3
        for x in [bounds.width * 0.12, bounds.width * 0.88 - bar] {
            context.fill(CGRect(x: x, y: 0, width: bar, height: bounds.height), color: color, cornerRadius: bar / 3)
        }
    }
}
