import Motion
import SegueScript
import ViewKit

/// iOS's status bar: the time on the left, signal and battery on the right, 47 pt tall.
final class StatusBar: View {
    static let height: CGFloat = 47
    private let timeLabel = Label()
    /// Frosted glass behind the bar, shown once content scrolls under it.
    private let backdrop = BlurView(style: .regular)
    private let hairline = View()
    private let icons = StatusIcons()
    var tint: Color = .black { didSet { timeLabel.textColor = tint; icons.tint = tint } }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // A picture of iOS's status bar: its made-up time is nothing for a screen reader.
        accessibilityElementsHidden = true
        timeLabel.text = "9:41"
        timeLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        timeLabel.textAlignment = .center
        backdrop.alpha = 0
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        hairline.alpha = 0
        addSubview(backdrop)
        addSubview(hairline)
        addSubview(timeLabel)
        addSubview(icons)
    }

    /// 0…1: how much of the frosted backdrop shows, from how far content has scrolled under
    /// the bar (points).
    func showBackdrop(forContentUnderneath distance: CGFloat) {
        let amount = min(max(distance / 12, 0), 1)
        backdrop.alpha = amount
        hairline.alpha = amount
    }

    override func layoutSubviews() {
        backdrop.frame = bounds
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        timeLabel.frame = CGRect(x: 24, y: 14, width: 78, height: 22)
        icons.frame = bounds
    }
}

/// Signal bars and the battery, drawn above the bar's backdrop.
final class StatusIcons: View {
    var tint: Color = .black { didSet { setNeedsDisplay() } }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func drawContent(in context: inout DrawContext) {
        let right = bounds.maxX - 26
        // Battery: an outline made of a tinted body, a knocked-out inside and the charge.
        let body = CGRect(x: right - 25, y: 19, width: 25, height: 12)
        context.fill(body, color: tint.withAlphaComponent(0.4), cornerRadius: 3.5)
        context.fill(body.insetBy(dx: 2, dy: 2), color: tint, cornerRadius: 1.5)
        context.fill(
            CGRect(x: body.maxX + 1, y: 23, width: 1.5, height: 4), color: tint.withAlphaComponent(0.4),
            cornerRadius: 0.75)
        // Signal: four bars of rising height.
        for i in 0..<4 {
            let h = 4 + CGFloat(i) * 2.2
            context.fill(
                CGRect(x: right - 58 + CGFloat(i) * 4.5, y: 31 - h, width: 3, height: h), color: tint,
                cornerRadius: 1)
        }
    }
}
