import Motion
import SegueScript
import ViewKit

/// The App Store "Today" tab: a table of cards (seed 000's ListViewController's table) under a
/// dated large title with the account avatar. The title is the table's header area: the only
/// row of section `headerSection`, so it scrolls with the cards as the App Store's does and the
/// scroll indicator spans the whole screen as before. The cards are section `cardSection`.
final class TodayScreen: TableView {
    static let headerSection = 0
    static let cardSection = 1
    /// Points above the first card's cell: the status bar and the large title, less the 8 pt
    /// the first cell's inset overlaps the title by.
    static let headerAreaHeight: CGFloat = StatusBar.height + LargeTitleHeader.height - 20 - 8
    /// Points of white below the last card, above the tab bar.
    static let bottomMargin: CGFloat = 8

    let header: LargeTitleHeader
    private let avatar: AvatarView

    init(avatar avatarImage: Image, date: String) {
        header = LargeTitleHeader(title: "Today", overline: date)
        avatar = AvatarView(image: avatarImage)
        super.init(frame: .zero)
        backgroundColor = .white
        separatorStyle = .none
        rowHeight = CardViewCell.height
        contentInset.bottom = TabBar.height
        register(CardViewCell.self, forCellReuseIdentifier: CardViewCell.identifier)
        register(TodayHeaderCell.self, forCellReuseIdentifier: TodayHeaderCell.identifier)
        header.addSubview(avatar)
    }

    /// Points: the height of a row: the header area, a card, or the last card with the margin.
    func height(forRowAt indexPath: IndexPath, cardCount: Int) -> CGFloat {
        if indexPath.section == TodayScreen.headerSection { return TodayScreen.headerAreaHeight }
        return CardViewCell.height + (indexPath.row == cardCount - 1 ? TodayScreen.bottomMargin : 0)
    }

    /// The header row's cell, holding the title.
    func headerCell(for indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueReusableCell(withIdentifier: TodayHeaderCell.identifier, for: indexPath)
        (cell as? TodayHeaderCell)?.show(header)
        return cell
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: bounds.width - 20 - 36, y: 33, width: 36, height: 36)
    }
}

/// The header area's row: the large title below the status bar, nothing else.
final class TodayHeaderCell: TableViewCell {
    static let identifier = "TodayHeaderCell"
    private weak var header: View?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear
        selectedBackgroundView = nil
        // The date and the heading inside are read on their own, not as one row.
        isAccessibilityElement = false
    }

    func show(_ header: View) {
        self.header = header
        if header.superview !== contentView { contentView.addSubview(header) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        header?.frame = CGRect(x: 0, y: StatusBar.height, width: bounds.width, height: LargeTitleHeader.height - 20)
    }
}
