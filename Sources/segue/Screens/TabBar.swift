import Motion
import SegueScript
import ViewKit

/// The app's tabs, each with a small drawn icon.
enum Tab: Int, CaseIterable {
    case today, sheet, photos, pop, settings

    var title: String {
        switch self {
        case .today: return "Today"
        case .sheet: return "Sheet"
        case .photos: return "Photos"
        case .pop: return "Pop"
        case .settings: return "Settings"
        }
    }
}

/// iOS's bottom tab bar: frosted glass with a hairline on top, 49 pt of items above the
/// 34 pt home-indicator inset.
final class TabBar: View {
    static let itemHeight: CGFloat = 49
    static let bottomInset: CGFloat = 34
    static let height = itemHeight + bottomInset

    private let blur = BlurView(style: .regular)
    private let hairline = View()
    private(set) var items: [TabBarItemView] = []
    var onSelect: ((Tab) -> Void)?

    var selectedTab: Tab = .today {
        didSet { for item in items { item.isSelected = item.tab == selectedTab } }
    }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        // A page tab list to assistive technology, its items page tabs.
        accessibilityTraits = .tabBar
        accessibilityLabel = "Tabs"
        addSubview(blur)
        addSubview(hairline)
        for tab in Tab.allCases {
            let item = TabBarItemView(tab: tab)
            item.isSelected = tab == selectedTab
            item.addAction(for: .touchUpInside) { [weak self] _ in
                self?.selectedTab = tab
                self?.onSelect?(tab)
            }
            items.append(item)
            addSubview(item)
        }
    }

    override func layoutSubviews() {
        blur.frame = bounds
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        let width = bounds.width / CGFloat(items.count)
        for (i, item) in items.enumerated() {
            item.frame = CGRect(
                x: (CGFloat(i) * width).rounded(), y: 0, width: width.rounded(), height: TabBar.itemHeight)
        }
    }
}

/// One tab: an icon above a 10 pt label, blue when selected and grey otherwise.
final class TabBarItemView: Control {
    let tab: Tab
    private let label = Label()
    var isSelected = false { didSet { applyTint() } }
    private var tint: Color { isSelected ? .systemBlue : Color(white: 0.6) }

    init(tab: Tab) {
        self.tab = tab
        super.init(frame: .zero)
        label.text = tab.title
        label.font = .systemFont(ofSize: 10, weight: .medium)
        label.textAlignment = .center
        addSubview(label)
        accessibilityIdentifier = "tab.\(tab.title.lowercased())"
        focusRingShape = FocusRingShape(outset: -2, cornerRadius: 10)
        applyTint()
    }

    private func applyTint() {
        label.textColor = tint
        // Its title is its label (the default); the tab on show says so.
        accessibilityTraits = isSelected ? [.button, .selected] : .button
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        label.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 13)
    }

    override func drawContent(in context: inout DrawContext) {
        let icon = CGRect(x: (bounds.midX - 12).rounded(), y: 6, width: 24, height: 24)
        TabIcon.draw(tab, in: icon, color: tint, context: &context)
    }
}

/// Tab icons built from rounded rects, in the spirit of SF Symbols' filled variants.
enum TabIcon {
    static func draw(_ tab: Tab, in r: CGRect, color: Color, context: inout DrawContext) {
        switch tab {
        case .today:
            // A card with a headline and text lines.
            context.fill(r.insetBy(dx: 2, dy: 1), color: color, cornerRadius: 4)
            context.fill(CGRect(x: r.minX + 5, y: r.minY + 5, width: 14, height: 6), color: .white, cornerRadius: 1.5)
            for i in 0..<2 {
                context.fill(
                    CGRect(x: r.minX + 5, y: r.minY + 14 + CGFloat(i) * 4, width: i == 0 ? 14 : 9, height: 2),
                    color: .white, cornerRadius: 1)
            }
        case .sheet:
            // A screen with a sheet risen from the bottom.
            context.fill(r.insetBy(dx: 3, dy: 1), color: color.withAlphaComponent(0.35), cornerRadius: 4)
            context.fill(CGRect(x: r.minX + 3, y: r.minY + 10, width: 18, height: 13), color: color, cornerRadius: 4)
        case .photos:
            // A grid of thumbnails.
            for row in 0..<2 {
                for col in 0..<2 {
                    context.fill(
                        CGRect(
                            x: r.minX + 2 + CGFloat(col) * 11, y: r.minY + 2 + CGFloat(row) * 11,
                            width: 9, height: 9), color: color, cornerRadius: 2.5)
                }
            }
        case .pop:
            // A small card popping out of a larger one.
            context.fill(r.insetBy(dx: 1, dy: 1), color: color.withAlphaComponent(0.35), cornerRadius: 5)
            context.fill(r.insetBy(dx: 6, dy: 6), color: color, cornerRadius: 3)
        case .settings:
            // Three sliders, as the Settings icon's stand-in.
            for i in 0..<3 {
                let y = r.minY + 4 + CGFloat(i) * 7
                context.fill(CGRect(x: r.minX + 2, y: y, width: 20, height: 2.5), color: color, cornerRadius: 1.25)
                let knob = r.minX + [14, 5, 11][i]
                context.fill(CGRect(x: knob, y: y - 2.5, width: 7.5, height: 7.5), color: color, cornerRadius: 3.75)
            }
        }
    }
}
