import Motion
import SegueScript
import ViewKit

/// Every drawing feature on one screen, for goldens and the bench: rounded rects and a circle,
/// a card with a shadow, text at each weight, images in each content mode, a blur over a
/// photo, a rotated view, a glyph button and a subtree with group alpha.
final class KitchenSinkScreen: View {
    private let swatches: [View]
    private let shadowCard = View()
    private let weightLabels: [Label]
    private let imageViews: [ImageView]
    private let blurBackdrop = ImageView()
    private let blur = BlurView(style: .light)
    private let blurLabel = Label()
    private let rotated = View()
    private let closeButton = Button()
    private let group = View()
    private let groupImage = ImageView()
    private let groupLabel = Label()

    init(photos: [Image]) {
        swatches = [(0xFF3B30, 0), (0xFF9500, 8), (0x34C759, 16), (0x007AFF, 24)].map { hex, radius in
            let v = View()
            v.backgroundColor = Color(hex: UInt32(hex))
            v.cornerRadius = CGFloat(radius)
            return v
        }
        weightLabels = Font.Weight.allCases.map { weight in
            let label = Label()
            label.text = "\(weight)".capitalized + " Aa"
            label.font = .systemFont(ofSize: 20, weight: weight)
            label.textColor = .black
            return label
        }
        let modes: [ContentMode] = [.scaleAspectFill, .scaleAspectFit, .scaleToFill, .center]
        imageViews = modes.map { mode in
            // One landscape photo in every mode, so letterboxing, stretching and cropping show.
            let v = ImageView(image: photos[0])
            v.contentMode = mode
            v.clipsToBounds = true
            v.cornerRadius = 10
            v.backgroundColor = Color(white: 0.9)
            v.accessibilityLabel = "Photo, content mode \(mode)"
            return v
        }
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        configureFeatures(photos: photos)
        for v in [shadowCard, blurBackdrop, rotated, closeButton, group] { addSubview(v) }
        for v in swatches + weightLabels + imageViews { addSubview(v) }
    }

    private func configureFeatures(photos: [Image]) {
        shadowCard.backgroundColor = .white
        shadowCard.cornerRadius = 20
        shadowCard.shadowOpacity = 0.3
        shadowCard.shadowRadius = 8
        shadowCard.shadowOffset = .zero
        blurBackdrop.image = photos[photos.count > 4 ? 4 : 0]
        blurBackdrop.contentMode = .scaleAspectFill
        blurBackdrop.clipsToBounds = true
        blurBackdrop.cornerRadius = 16
        // The photo is what the frosted glass blurs: its label says what the sample is.
        blurBackdrop.isAccessibilityElement = false
        blurBackdrop.addSubview(blur)
        blur.cornerRadius = 12
        blurLabel.text = "Frosted glass"
        blurLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        blurLabel.textColor = .black
        blurLabel.textAlignment = .center
        blur.addSubview(blurLabel)
        rotated.backgroundColor = Color(hex: 0xAF52DE)
        rotated.cornerRadius = 10
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 12)
        closeButton.glyph = .xmarkCircleFill
        closeButton.tintColor = Color(white: 0.35)
        closeButton.glyphMarkColor = .white
        closeButton.accessibilityLabel = "Close"
        closeButton.hitTestOutset = 7
        group.alpha = 0.5
        group.cornerRadius = 16
        group.clipsToBounds = true
        group.backgroundColor = .white
        groupImage.image = photos[photos.count > 2 ? 2 : 0]
        groupImage.contentMode = .scaleAspectFill
        groupImage.isAccessibilityElement = false
        groupLabel.text = "Group alpha 0.5"
        groupLabel.font = .systemFont(ofSize: 17, weight: .bold)
        groupLabel.textColor = .white
        group.addSubview(groupImage)
        group.addSubview(groupLabel)
    }

    override func layoutSubviews() {
        let top = StatusBar.height + 8
        for (i, swatch) in swatches.enumerated() {
            swatch.frame = CGRect(x: 20 + CGFloat(i) * 66, y: top, width: 56, height: 56)
        }
        closeButton.frame = CGRect(x: 20 + 4 * 66, y: top + 13, width: 30, height: 30)
        rotated.frame = CGRect(x: 20 + 4 * 66 + 44, y: top + 6, width: 44, height: 44)
        rotated.bounds.size = CGSize(width: 44, height: 44)
        shadowCard.frame = CGRect(x: 20, y: top + 80, width: 170, height: 190)
        for (i, label) in weightLabels.enumerated() {
            label.frame = CGRect(x: 36, y: top + 96 + CGFloat(i) * 33, width: 150, height: 26)
        }
        blurBackdrop.frame = CGRect(x: 206, y: top + 80, width: 164, height: 190)
        blur.frame = blurBackdrop.bounds.insetBy(dx: 14, dy: 60)
        blurLabel.frame = blur.bounds
        for (i, imageView) in imageViews.enumerated() {
            imageView.frame = CGRect(x: 20 + CGFloat(i) * 89, y: top + 290, width: 82, height: 120)
        }
        group.frame = CGRect(x: 20, y: top + 430, width: 350, height: 150)
        groupImage.frame = group.bounds
        groupLabel.frame = CGRect(x: 16, y: 110, width: 318, height: 24)
    }
}
