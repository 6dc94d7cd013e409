import ViewKit

/// The App Store "Today" tab: a dated large title, then the cards, scrolling under the bars.
final class TodayScreen: ScrollView {
    let header: LargeTitleHeader
    private let avatar: AvatarView
    private(set) var slots: [CardSlotView] = []

    init(cards: [CardViewModel], avatar avatarImage: Image, date: String) {
        header = LargeTitleHeader(title: "Today", overline: date)
        avatar = AvatarView(image: avatarImage)
        super.init(frame: .zero)
        backgroundColor = .white
        alwaysBounceVertical = true
        contentInset.bottom = TabBar.height
        addSubview(header)
        header.addSubview(avatar)
        for card in cards {
            let slot = CardSlotView(viewModel: card)
            slots.append(slot)
            addSubview(slot)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        header.frame = CGRect(x: 0, y: StatusBar.height, width: bounds.width, height: LargeTitleHeader.height - 20)
        avatar.frame = CGRect(x: bounds.width - 20 - 36, y: 33, width: 36, height: 36)
        var y = header.frame.maxY - 8
        for slot in slots {
            slot.frame = CGRect(x: 0, y: y, width: bounds.width, height: CardSlotView.height)
            y += CardSlotView.height
        }
        contentSize = CGSize(width: bounds.width, height: y + 8)
    }
}
