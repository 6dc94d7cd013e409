import ViewKit

/// The sheet's root view, as the seed's storyboard lays it out: a transparent area on top
/// (`backgroundView`, which dismisses on a click) over the sheet proper, a header with
/// rounded top corners above a table, filling the lower part of the container.
open class SheetView: View {
    /// The sheet's height as a fraction of the view's height.
    public var sheetHeightFraction: CGFloat = 0.6 { didSet { setNeedsLayout() } }
    /// Points: the header's height.
    public static let headerHeight: CGFloat = 56
    /// Points: the header's corner radius (the seed's 8).
    public static let cornerRadius: CGFloat = 8

    public let backgroundView = View()
    public let headerView = SheetHeaderView()
    public let tableView = TableView()
    /// White below the bottom edge: a sheet lifted past its place (rubber-banded) shows more
    /// of itself, as iOS's does, instead of the screen behind its bottom edge.
    private let underhang = View()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = nil
        backgroundView.backgroundColor = nil
        addSubview(backgroundView)
        addSubview(headerView)
        // Above the header, whose rounded bottom corners it covers: only the top ones show.
        addSubview(tableView)
        underhang.backgroundColor = .white
        underhang.isUserInteractionEnabled = false
        addSubview(underhang)
    }

    /// Points, in this view: where the sheet's top edge is at rest.
    public var sheetTop: CGFloat { (bounds.height * (1 - sheetHeightFraction)).rounded() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = sheetTop, width = bounds.width
        backgroundView.frame = CGRect(x: 0, y: 0, width: width, height: top)
        let header = SheetView.headerHeight
        headerView.frame = CGRect(x: 0, y: top, width: width, height: header + SheetView.cornerRadius)
        tableView.frame = CGRect(x: 0, y: top + header, width: width, height: max(0, bounds.height - top - header))
        underhang.frame = CGRect(x: 0, y: bounds.height, width: width, height: bounds.height)
    }
}

/// The sheet's header, iOS style: white with 8 pt rounded corners, a grey 36×5 pt grabber
/// near the top, a centred semibold title and a hairline along its visible bottom edge.
open class SheetHeaderView: View {
    public let grabber = View()
    public let titleLabel = Label()
    private let separator = View()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        cornerRadius = SheetView.cornerRadius
        grabber.backgroundColor = Color(hex: 0xC7C7CC)
        grabber.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        // The sheet's title heads what it holds, as a page's does.
        titleLabel.accessibilityTraits = [.staticText, .header]
        addSubview(titleLabel)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, visible = SheetView.headerHeight
        grabber.frame = CGRect(x: ((width - 36) / 2).rounded(), y: 6, width: 36, height: 5)
        titleLabel.frame = CGRect(x: 16, y: 18, width: width - 32, height: 30)
        separator.frame = CGRect(x: 0, y: visible - 0.5, width: width, height: 0.5)
    }
}
