import Motion
import ViewKit

/// One row of an inset grouped list, as the Settings app draws them.
struct GroupedRow {
    var title: String
    /// The colour of the rounded-square icon before the title; nil draws none.
    var iconColor: Color?
    /// Grey text at the right edge.
    var value: String?
    /// Whether the row leads somewhere (a chevron, and it highlights when clicked).
    var pushes = false
}

/// iOS's inset grouped table: white rounded groups on the grouped background, separators
/// inset past the icons. Sections are spaced with gap rows, so the plain table lays it out.
final class GroupedListView: View, TableViewDataSource, TableViewDelegate {
    /// Points between groups, and above the first.
    static let gap: CGFloat = 35
    static let rowHeight: CGFloat = 44
    static let inset: CGFloat = 16
    let tableView = TableView()
    /// Row `row` of section `section` was clicked.
    var onSelect: ((Int, Int) -> Void)?
    private var entries: [Entry] = []

    private enum Entry {
        case gap
        case row(GroupedRow, section: Int, row: Int, first: Bool, last: Bool)
    }

    init(sections: [[GroupedRow]], bottomInset: CGFloat) {
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        for (s, rows) in sections.enumerated() {
            entries.append(.gap)
            for (r, row) in rows.enumerated() {
                entries.append(.row(row, section: s, row: r, first: r == 0, last: r == rows.count - 1))
            }
        }
        tableView.backgroundColor = .systemGroupedBackground
        tableView.register(GroupedRowCell.self, forCellReuseIdentifier: GroupedRowCell.identifier)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "gap")
        tableView.contentInset = EdgeInsets(bottom: bottomInset)
        tableView.dataSource = self
        tableView.delegate = self
        addSubview(tableView)
    }

    override func layoutSubviews() { tableView.frame = bounds }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if case .gap = entries[indexPath.row] { return GroupedListView.gap }
        return GroupedListView.rowHeight
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch entries[indexPath.row] {
        case .gap:
            let cell = tableView.dequeueReusableCell(withIdentifier: "gap", for: indexPath)
            cell.backgroundColor = .clear
            cell.selectionStyle = .none
            cell.separatorInset = EdgeInsets(left: 10_000)
            return cell
        case let .row(row, _, _, first, last):
            let cell = tableView.dequeueReusableCell(withIdentifier: GroupedRowCell.identifier, for: indexPath)
            (cell as? GroupedRowCell)?.configure(row, first: first, last: last)
            return cell
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard case let .row(row, section, index, _, _) = entries[indexPath.row], row.pushes else { return }
        onSelect?(section, index)
    }
}

/// A grouped row: its own rounded white card, so the group's ends are rounded and the gaps
/// between groups show the grouped background.
final class GroupedRowCell: TableViewCell {
    static let identifier = "GroupedRow"
    private let card = View()
    private let icon = View()
    private let titleLabel = Label()
    private let valueLabel = Label()
    private let chevron = GlyphView(.chevronRight, color: Color(hex: 0xC4C4C7))
    private var hasIcon = false

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .clear
        card.backgroundColor = .white
        icon.cornerRadius = 7
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        valueLabel.font = .systemFont(ofSize: 17)
        valueLabel.textColor = .secondaryLabel
        valueLabel.textAlignment = .right
        let highlight = View()
        highlight.backgroundColor = TableViewCell.selectedBackgroundColor
        selectedBackgroundView = highlight
        insertSubview(card, at: 0)
        chevron.isUserInteractionEnabled = false
        for view in [icon, titleLabel, valueLabel, chevron] { contentView.addSubview(view) }
    }

    /// The ring goes round the row's white card, inside it.
    override var focusRingView: View { card }

    func configure(_ row: GroupedRow, first: Bool, last: Bool) {
        titleLabel.text = row.title
        accessibilityIdentifier = "row.\(row.title)"
        valueLabel.text = row.value
        hasIcon = row.iconColor != nil
        icon.isHidden = !hasIcon
        icon.backgroundColor = row.iconColor ?? .clear
        chevron.isHidden = !row.pushes
        selectionStyle = row.pushes ? .default : .none
        var corners: CornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        for view in [card, selectedBackgroundView].compactMap({ $0 }) {
            view.cornerRadius = corners.isEmpty ? 0 : 10
            view.maskedCorners = corners
            view.clipsToBounds = true
        }
        separatorInset = EdgeInsets(
            left: last ? 10_000 : GroupedListView.inset + (hasIcon ? 58 : 16), right: GroupedListView.inset)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = GroupedListView.inset
        let cardFrame = CGRect(x: inset, y: 0, width: bounds.width - 2 * inset, height: bounds.height)
        card.frame = cardFrame
        selectedBackgroundView?.frame = cardFrame
        let textX = inset + (hasIcon ? 58 : 16)
        icon.frame = CGRect(x: inset + 16, y: (bounds.height - 29) / 2, width: 29, height: 29)
        chevron.frame = CGRect(x: bounds.width - inset - 28, y: (bounds.height - 14) / 2, width: 14, height: 14)
        let right = chevron.isHidden ? bounds.width - inset - 16 : chevron.frame.minX - 6
        valueLabel.frame = CGRect(x: right - 150, y: 0, width: 150, height: bounds.height)
        titleLabel.frame = CGRect(x: textX, y: 0, width: right - textX - 8, height: bounds.height)
    }
}
