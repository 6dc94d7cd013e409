import Foundation

/// One row of a `TableView`, as UITableViewCell in its default style: a white background,
/// a `contentView` filling the cell, a `textLabel` made on first use (17 pt, 16 pt from the
/// left or from the `imageView`, vertically centred), iOS's grey selection background and a
/// hairline separator along the bottom.
///
/// The table makes cells from the registered class through `init(style:reuseIdentifier:)`,
/// which is therefore `required`: a subclass that declares its own designated initializer
/// must also provide `required init(style:reuseIdentifier:)` (UIKit code says `override`).
open class TableViewCell: View {
    /// UITableViewCell.CellStyle; only `.default` is drawn differently from a plain view.
    public enum CellStyle: Hashable { case `default`, value1, value2, subtitle }

    /// UITableViewCell.SelectionStyle: whether highlighting and selection show the grey background.
    public enum SelectionStyle: Hashable { case none, `default`, gray, blue }

    /// iOS's systemGray4 (#D1D1D6), the light-mode selected-row background.
    public static let selectedBackgroundColor = Color(hex: 0xD1D1D6)
    /// Seconds a deselection takes to fade the background out, as UIKit's.
    static let fadeDuration = 0.3
    /// Points: the separator's thickness (one pixel at 2×).
    static let separatorThickness: CGFloat = 0.5
    /// Points: the label's and the separator's distance from the leading edge.
    static let layoutMargin: CGFloat = 16

    public let style: CellStyle
    public let reuseIdentifier: String?
    /// Put custom content here; it fills the cell and sits above the selection background.
    public let contentView = View()
    /// Shown behind `contentView` while the cell is highlighted or selected; nil shows nothing.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: 0) }
            setNeedsLayout()
            updateSelectionBackground(animated: false)
        }
    }
    public var selectionStyle: SelectionStyle = .default {
        didSet { if selectionStyle != oldValue { updateSelectionBackground(animated: false) } }
    }
    /// Points; the separator runs from `left` to the width less `right` (top and bottom unused).
    public var separatorInset = EdgeInsets(left: TableViewCell.layoutMargin) {
        didSet { if separatorInset != oldValue { setNeedsLayout() } }
    }

    /// The hairline along the bottom; the table hides it on the last row.
    let separator = View()
    private var label: Label?
    /// The image view once `imageView` was asked for (see TableViewCell+ImageView.swift).
    var madeImageView: ImageView?
    private var selectedState = false
    private var highlightedState = false

    public required init(style: CellStyle, reuseIdentifier: String?) {
        (self.style, self.reuseIdentifier) = (style, reuseIdentifier)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        // Inside the row, whose sides a list clips, as GTK draws a row's focus.
        focusRingShape = FocusRingShape(outset: -3)
        backgroundColor = .white
        let background = View()
        background.backgroundColor = TableViewCell.selectedBackgroundColor
        background.alpha = 0
        selectedBackgroundView = background
        addSubview(background)
        addSubview(contentView)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// A default-style cell.
    public convenience init(reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// UIKit's primary label, made (and added to `contentView`) the first time it is asked for;
    /// optional, as UIKit's is, so `cell.textLabel?.text = …` ports unchanged.
    public var textLabel: Label? {
        if let label { return label }
        let made = Label()
        made.font = .systemFont(ofSize: 17)
        contentView.addSubview(made)
        label = made
        setNeedsLayout()
        return made
    }

    // MARK: Selection

    /// Whether the table has this row selected. Setting it does not animate.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether a touch is down on this row. Setting it does not animate.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects; `animated` fades the background over 0.3 s.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionBackground(animated: animated)
    }

    /// Highlights or unhighlights; `animated` fades the background over 0.3 s.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionBackground(animated: animated)
    }

    /// Shows the selection background while highlighted or selected, unless the style is `.none`.
    private func updateSelectionBackground(animated: Bool) {
        guard let background = selectedBackgroundView else { return }
        let shown: CGFloat = (selectedState || highlightedState) && selectionStyle != .none ? 1 : 0
        guard background.alpha != shown else { return }
        if animated {
            View.animate(withDuration: TableViewCell.fadeDuration, animations: { background.alpha = shown })
        } else {
            View.performWithoutAnimation { background.alpha = shown }
        }
    }

    /// Called before the table hands the cell out again: clears highlight and selection.
    /// Subclasses reset their own content here and call super.
    /// A row takes keyboard focus when its table allows selection and it shows selection (or
    /// `isFocusable` is set: a card that opens without a grey highlight).
    open override var canBecomeFocused: Bool {
        guard let table = superview as? TableView, table.allowsSelection else { return false }
        return isFocusable || selectionStyle != .none
    }

    /// Enter or Space: the table selects the row and tells its delegate, as a click does.
    open override func activate() -> Bool {
        guard let table = superview as? TableView, let indexPath = table.indexPath(for: self) else { return false }
        table.selectAsUser(indexPath)
        return true
    }

    open func prepareForReuse() {
        highlightedState = false
        selectedState = false
        updateSelectionBackground(animated: false)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        contentView.frame = CGRect(origin: .zero, size: size)
        selectedBackgroundView?.frame = CGRect(origin: .zero, size: size)
        let t = TableViewCell.separatorThickness
        separator.frame = CGRect(
            x: separatorInset.left, y: size.height - t,
            width: max(0, size.width - separatorInset.left - separatorInset.right), height: t)
        let margin = TableViewCell.layoutMargin
        let textLeading = layoutImageView()
        // Full height: a Label centres its text vertically, as UIKit's default cell does.
        let textWidth = max(0, contentView.bounds.width - textLeading - margin)
        label?.frame = CGRect(x: textLeading, y: 0, width: textWidth, height: contentView.bounds.height)
    }

    /// Whether the bottom hairline shows; the table turns it off on its last row.
    /// By alpha, not `isHidden`: the table lays cells out at any time, a transition included,
    /// and a view hidden then would count as one the transition left hidden.
    var showsSeparator: Bool {
        get { separator.alpha > 0 }
        set { separator.alpha = newValue ? 1 : 0 }
    }
}

/// What table and collection views need of their cells to pool and reuse them.
protocol ReusableCell: View {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
}

extension TableViewCell: ReusableCell {}
