import Motion
import SegueScript
import ViewKit

/// A large title over an inset grouped list, iOS Settings style: a hero row with the tab's
/// icon and a blurb, then one row per gesture the screen's transition answers to.
final class InfoScreen: ScrollView {
    let header: LargeTitleHeader
    private let card = View()
    private let hero: InfoHeroView
    private var rows: [InfoRowView] = []
    private var separators: [View] = []
    /// The button under the card that shows the tab's transition, when the tab has one.
    let actionButton: FilledButton?

    init(title: String, tab: Tab, blurb: String, rows items: [(String, String)], actionTitle: String? = nil) {
        header = LargeTitleHeader(title: title)
        hero = InfoHeroView(tab: tab, blurb: blurb)
        actionButton = actionTitle.map { FilledButton(title: $0) }
        actionButton?.accessibilityIdentifier = "action"
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        alwaysBounceVertical = true
        contentInset.bottom = TabBar.height
        card.backgroundColor = .white
        card.cornerRadius = 10
        addSubview(header)
        addSubview(card)
        card.addSubview(hero)
        for (title, detail) in items {
            let separator = View()
            separator.backgroundColor = .separator
            separators.append(separator)
            card.addSubview(separator)
            let row = InfoRowView(title: title, detail: detail)
            rows.append(row)
            card.addSubview(row)
        }
        if let actionButton { addSubview(actionButton) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        header.frame = CGRect(x: 0, y: StatusBar.height - 20, width: bounds.width, height: LargeTitleHeader.height - 20)
        let width = bounds.width - 32
        let heroHeight = hero.height(forWidth: width)
        hero.frame = CGRect(x: 0, y: 0, width: width, height: heroHeight)
        var y = heroHeight
        for (row, separator) in zip(rows, separators) {
            separator.frame = CGRect(x: 16, y: y, width: width - 16, height: 0.5)
            let h = row.height(forWidth: width)
            row.frame = CGRect(x: 0, y: y, width: width, height: h)
            y += h
        }
        card.frame = CGRect(x: 16, y: header.frame.maxY + 12, width: width, height: y)
        var bottom = card.frame.maxY
        if let actionButton {
            actionButton.frame = CGRect(x: 16, y: bottom + 24, width: width, height: FilledButton.height)
            bottom = actionButton.frame.maxY
        }
        contentSize = CGSize(width: bounds.width, height: bottom + 24)
    }
}

/// iOS's large filled button: systemBlue, 12 pt corners, a white semibold title, dimmed while
/// pressed.
final class FilledButton: Button {
    /// Points.
    static let height: CGFloat = 50

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBlue
        cornerRadius = 12
        tintColor = .white
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        setTitle(title)
    }

    override func highlightDidChange() {
        // A filled button dims as a whole, not just its title as a plain one does.
        alpha = isHighlighted ? 0.7 : 1
        setNeedsDisplay()
    }
}

/// The tab's icon in a rounded tile beside a short description.
final class InfoHeroView: View {
    private let tab: Tab
    private let blurbLabel = Label()

    init(tab: Tab, blurb: String) {
        self.tab = tab
        super.init(frame: .zero)
        blurbLabel.text = blurb
        blurbLabel.font = .systemFont(ofSize: 15)
        blurbLabel.textColor = Color(white: 0.2)
        blurbLabel.numberOfLines = 0
        blurbLabel.lineSpacing = 3
        addSubview(blurbLabel)
    }

    func height(forWidth width: CGFloat) -> CGFloat {
        let text = blurbLabel.sizeThatFits(CGSize(width: width - 92, height: .greatestFiniteMagnitude))
        return max(84, text.height + 32)
    }

    override func layoutSubviews() {
        let size = blurbLabel.sizeThatFits(CGSize(width: bounds.width - 92, height: .greatestFiniteMagnitude))
        blurbLabel.frame = CGRect(
            x: 76, y: ((bounds.height - size.height) / 2).rounded(), width: bounds.width - 92,
            height: size.height)
    }

    override func drawContent(in context: inout DrawContext) {
        let tile = CGRect(x: 16, y: (bounds.midY - 22).rounded(), width: 44, height: 44)
        context.fill(tile, color: .systemBlue, cornerRadius: 10)
        TabIcon.draw(tab, in: tile.insetBy(dx: 10, dy: 10), color: .white, context: &context)
    }
}

/// A title over a grey detail line.
final class InfoRowView: View {
    private let titleLabel = Label()
    private let detailLabel = Label()

    init(title: String, detail: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .medium)
        titleLabel.textColor = .black
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 14)
        detailLabel.textColor = Color(white: 0.45)
        detailLabel.numberOfLines = 0
        addSubview(titleLabel)
        addSubview(detailLabel)
    }

    func height(forWidth width: CGFloat) -> CGFloat {
        detailLabel.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height + 50
    }

    override func layoutSubviews() {
        titleLabel.frame = CGRect(x: 16, y: 12, width: bounds.width - 32, height: 22)
        let h = detailLabel.sizeThatFits(CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude)).height
        detailLabel.frame = CGRect(x: 16, y: 36, width: bounds.width - 32, height: h)
    }
}
