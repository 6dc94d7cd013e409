import Motion
import SegueScript
import ViewKit

/// An iOS large-title header: an optional small grey overline (the App Store's date) above a
/// 34 pt bold title.
final class LargeTitleHeader: View {
    static let height: CGFloat = 96
    let overlineLabel = Label()
    let titleLabel = Label()

    init(title: String, overline: String? = nil) {
        super.init(frame: .zero)
        overlineLabel.text = overline?.uppercased()
        overlineLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        overlineLabel.textColor = Color(white: 0.54)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .black
        titleLabel.accessibilityTraits = [.staticText, .header]
        addSubview(overlineLabel)
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        overlineLabel.frame = CGRect(x: 20, y: 10, width: bounds.width - 40, height: 18)
        titleLabel.frame = CGRect(x: 20, y: 30, width: bounds.width - 40, height: 41)
    }
}

/// The App Store's account button: a round photo at the top right of the header.
final class AvatarView: ImageView {
    init(image: Image) {
        super.init(image: image)
        contentMode = .scaleAspectFill
        clipsToBounds = true
        accessibilityLabel = "Account"
    }

    override func layoutSubviews() {
        cornerRadius = bounds.width / 2
    }
}
