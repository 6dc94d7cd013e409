import Foundation

/// One item of a `CollectionView`, as UICollectionViewCell: put content in `contentView`.
/// While a touch is down on it the content dims to 0.7 alpha (as Photos' thumbnails do);
/// `selectedBackgroundView`, when set, shows while it is selected or highlighted.
///
/// The collection view makes cells from the registered class through `init(frame:)`, which is
/// therefore `required`: a subclass declaring its own designated initializer must provide
/// `required override init(frame:)` too (UIKit code says `override init(frame:)`).
open class CollectionViewCell: View {
    /// 0…1: the content's opacity while highlighted.
    public static let highlightedContentAlpha: CGFloat = 0.7

    /// Set by the collection view when it makes the cell for a registered identifier.
    public internal(set) var reuseIdentifier: String?
    public let contentView = View()
    /// Behind `contentView`, shown while selected or highlighted; nil (the default) shows nothing.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: 0) }
            setNeedsLayout()
            updateAppearance()
        }
    }

    /// Whether the collection view has this item selected. Subclasses may observe it with `didSet`.
    open var isSelected = false { didSet { if isSelected != oldValue { updateAppearance() } } }
    /// Whether a touch is down on this item. Subclasses may observe it with `didSet`.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateAppearance() } } }

    public required override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
        // Inside the item: a grid's items nearly touch.
        focusRingShape = FocusRingShape(outset: -3)
    }

    /// Called before the collection view hands the cell out again: clears highlight and
    /// selection. Subclasses reset their own content here and call super.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    /// An item takes keyboard focus when its collection view allows selection.
    open override var canBecomeFocused: Bool {
        guard let collection = superview as? CollectionView else { return isFocusable }
        return collection.allowsSelection || isFocusable
    }

    /// Enter or Space: the collection view selects the item and tells its delegate.
    open override func activate() -> Bool {
        guard let collection = superview as? CollectionView, let indexPath = collection.indexPath(for: self) else {
            return false
        }
        collection.selectAsUser(indexPath)
        return true
    }

    private func updateAppearance() {
        View.performWithoutAnimation {
            contentView.alpha = isHighlighted ? CollectionViewCell.highlightedContentAlpha : 1
            selectedBackgroundView?.alpha = isHighlighted || isSelected ? 1 : 0
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        selectedBackgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
    }
}

extension CollectionViewCell: ReusableCell {}
