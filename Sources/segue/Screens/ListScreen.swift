import Motion
import SegueScript
import ViewKit

/// A plain list of `count` two-line rows, for the table benches and their screenshots.
final class ListScreen: View, TableViewDataSource, TableViewDelegate {
    static let rowHeight: CGFloat = 88
    let tableView = TableView()
    let count: Int

    init(count: Int) {
        self.count = count
        super.init(frame: .zero)
        backgroundColor = .white
        tableView.rowHeight = ListScreen.rowHeight
        tableView.register(ListRowCell.self, forCellReuseIdentifier: ListRowCell.identifier)
        tableView.contentInset = EdgeInsets(top: StatusBar.height, bottom: TabBar.height)
        tableView.contentOffset = CGPoint(x: 0, y: -StatusBar.height)
        tableView.dataSource = self
        tableView.delegate = self
        addSubview(tableView)
    }

    override func layoutSubviews() {
        tableView.frame = bounds
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ListRowCell.identifier, for: indexPath)
        (cell as? ListRowCell)?.configure(row: indexPath.row)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// A row with a coloured badge, a title and a grey subtitle.
final class ListRowCell: TableViewCell {
    static let identifier = "ListRow"
    private let badge = View()
    private let titleLabel = Label()
    private let subtitleLabel = Label()
    private static let palette: [UInt32] = [0xFF3B30, 0xFF9500, 0x34C759, 0x007AFF, 0x5856D6, 0xAF52DE]

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.cornerRadius = 12
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .black
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = Color(white: 0.45)
        for v in [badge, titleLabel, subtitleLabel] { contentView.addSubview(v) }
    }

    func configure(row: Int) {
        badge.backgroundColor = Color(hex: ListRowCell.palette[row % ListRowCell.palette.count])
        titleLabel.text = "Row \(row)"
        subtitleLabel.text = "Reused cell, laid out on demand"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: 16, y: (bounds.height - 56) / 2, width: 56, height: 56)
        titleLabel.frame = CGRect(x: 88, y: 22, width: bounds.width - 104, height: 22)
        subtitleLabel.frame = CGRect(x: 88, y: 46, width: bounds.width - 104, height: 20)
    }
}
