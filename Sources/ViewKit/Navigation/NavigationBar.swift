import Motion

/// The bar above a navigation controller's pages, as UINavigationBar: the top page's title in
/// the middle and, from the second level on, a back button with the title of the page below.
/// During a push the old title slides towards the back button's place and fades while the new
/// one slides in from the right; a pop is the mirror image. Both ride the transition, so a back
/// swipe or a grab scrubs them with the pages.
public final class NavigationBar: View {
    /// Points: the gap between the bar's left edge and the back button.
    static let backInset: CGFloat = 8

    /// The views of the item at rest, or of the item being left during a transition.
    private var current: NavigationItemViews?
    /// The item coming in, while a transition runs.
    private var incoming: NavigationItemViews?
    private var operation: NavigationOperation = .push
    /// The back button of this item was tapped.
    var onBack: ((NavigationItem) -> Void)?
    private let hairline = View()
    /// Points above the items that the background runs under (a status bar).
    var topInset: CGFloat = 0 { didSet { if topInset != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0xF9F9F9)
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        addSubview(hairline)
    }

    /// The title label of the item on top (the item coming in, during a transition).
    public var titleLabel: Label? { (incoming ?? current)?.title }
    /// The back button of the item on top (the item coming in, during a transition); nil when
    /// that item shows none.
    public var backButton: NavigationBackButton? {
        guard let back = (incoming ?? current)?.back, back.superview === self else { return nil }
        return back
    }
    /// True while a push or pop moves the bar's items.
    public var isTransitioning: Bool { incoming != nil }
    /// The current and incoming items' title labels and back buttons, in the bar or not.
    var itemViews: [View] { [current, incoming].compactMap { $0 }.flatMap { [$0.title, $0.back] as [View] } }

    /// Shows `item` at rest; `backTitle` nil shows no back button. Ignored during a transition,
    /// whose end shows the item it ends on.
    func show(_ item: NavigationItem, backTitle: String?) {
        guard incoming == nil else { return }
        if current?.item !== item {
            current?.removeFromBar()
            current = makeViews(for: item)
        }
        current?.configure(backTitle: backTitle, in: self)
        current?.nameForTrace()
        setNeedsLayout()
    }

    /// Sets up the items' motion for a push or pop to `item`: they are put where they start,
    /// and the returned closures set where they start and end, for an animator to carry (the
    /// coordinator runs it on the pages' own timing, so the titles move with the pages).
    /// `fadingOnly` (Reduce Motion): the titles fade where they rest, nothing slides.
    func beginTransition(
        _ operation: NavigationOperation, to item: NavigationItem, backTitle: String?, fadingOnly: Bool = false
    ) -> (start: () -> Void, end: () -> Void) {
        guard let outgoing = current else {
            show(item, backTitle: backTitle)
            return ({}, {})
        }
        let coming = makeViews(for: item)
        coming.configure(backTitle: backTitle, in: self)
        (incoming, self.operation) = (coming, operation)
        outgoing.clearTraceNames()
        coming.nameForTrace()
        layoutSubviews()
        let motion = BarMotion(
            operation: operation, outgoing: outgoing, incoming: coming, width: bounds.width, slides: !fadingOnly)
        motion.applyStart()
        return ({ motion.applyStart() }, { motion.applyEnd() })
    }

    /// The animator carrying the items' motion, while a transition runs.
    var motionAnimator: PropertyAnimator?

    /// Keeps the item the transition ended on (the incoming one when `completed`).
    func endTransition(completed: Bool) {
        if let animator = motionAnimator, animator.state != .inactive {
            animator.stopAnimation(false)
            animator.finishAnimation(at: completed ? .end : .start)
        }
        motionAnimator = nil
        guard let coming = incoming, let outgoing = current else { return }
        let (kept, dropped) = completed ? (coming, outgoing) : (outgoing, coming)
        dropped.removeFromBar()
        kept.rest()
        kept.nameForTrace()
        (current, incoming) = (kept, nil)
        setNeedsLayout()
    }

    private func makeViews(for item: NavigationItem) -> NavigationItemViews {
        let views = NavigationItemViews(item: item)
        views.back.addAction(for: .touchUpInside) { [weak self, weak item] _ in
            if let item { self?.onBack?(item) }
        }
        addSubview(views.title)
        return views
    }

    public override func layoutSubviews() {
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 0.5)
        for views in [current, incoming].compactMap({ $0 }) { layOut(views) }
    }

    /// The item's views at rest (transforms carry the motion, so layout never fights it).
    private func layOut(_ views: NavigationItemViews) {
        let height = max(bounds.height - topInset, 0), midY = topInset + height / 2
        let back = views.back.sizeThatFits(CGSize(width: bounds.width / 3, height: height))
        let backWidth = min(back.width, bounds.width / 3)
        views.back.bounds = CGRect(x: 0, y: 0, width: backWidth, height: height)
        views.back.center = CGPoint(x: Self.backInset + backWidth / 2, y: midY)
        let room = max(bounds.width - 2 * (Self.backInset + bounds.width / 3), 0)
        let title = views.title.sizeThatFits(CGSize(width: room, height: height))
        views.title.bounds = CGRect(x: 0, y: 0, width: min(title.width, room), height: height)
        views.title.center = CGPoint(x: bounds.midX, y: midY)
    }
}

/// One item's views in the bar.
final class NavigationItemViews {
    let item: NavigationItem
    let title = Label()
    let back = NavigationBackButton()

    init(item: NavigationItem) {
        self.item = item
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        title.textAlignment = .center
        title.text = item.title
        // A pushed page's title is its heading, as UIKit's navigation bar title is.
        title.accessibilityTraits = [.staticText, .header]
    }

    /// Shows the back button in `bar` only when there is one: hidden instead, it would be a
    /// view a transition left hidden.
    func configure(backTitle: String?, in bar: View) {
        title.text = item.title
        back.setTitle(backTitle)
        if backTitle == nil || item.hidesBackButton {
            back.removeFromSuperview()
        } else if back.superview !== bar {
            bar.addSubview(back)
        }
    }

    /// Points, in the bar: the title's centre, and the back button title's, at rest.
    var titleCenterX: CGFloat { title.center.x }
    var backTitleCenterX: CGFloat { back.center.x - back.bounds.width / 2 + back.titleCenterX }

    func rest() {
        for view in [title, back, back.titleLabel] as [View] {
            view.transform = .identity
            view.alpha = 1
        }
    }

    func nameForTrace() {
        title.traceName = "nav.title"
        back.traceName = "nav.back"
    }

    func clearTraceNames() {
        title.traceName = nil
        back.traceName = nil
    }

    func removeFromBar() {
        title.removeFromSuperview()
        back.removeFromSuperview()
    }
}

/// Where the items of a push or pop start and end: the title leaving goes towards the back
/// button's place (push) or off to the right (pop), and the one coming in the other way round.
private struct BarMotion {
    let operation: NavigationOperation
    let outgoing: NavigationItemViews
    let incoming: NavigationItemViews
    /// Points: the bar's width; a title coming from or going to the right travels half of it.
    let width: CGFloat
    /// False under Reduce Motion: the items only fade.
    let slides: Bool

    func applyStart() {
        outgoing.rest()
        incoming.rest()
        incoming.title.alpha = 0
        incoming.back.alpha = 0
        switch operation {
        case .push:
            incoming.title.transform = shift(width / 2)
            incoming.back.titleLabel.transform = shift(outgoing.titleCenterX - incoming.backTitleCenterX)
        case .pop:
            incoming.title.transform = shift(outgoing.backTitleCenterX - incoming.titleCenterX)
        }
    }

    func applyEnd() {
        incoming.title.alpha = 1
        incoming.back.alpha = 1
        incoming.title.transform = .identity
        incoming.back.titleLabel.transform = .identity
        outgoing.title.alpha = 0
        outgoing.back.alpha = 0
        switch operation {
        case .push:
            outgoing.title.transform = shift(incoming.backTitleCenterX - outgoing.titleCenterX)
        case .pop:
            outgoing.title.transform = shift(width / 2)
            outgoing.back.titleLabel.transform = shift(incoming.titleCenterX - outgoing.backTitleCenterX)
        }
    }

    private func shift(_ dx: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: slides ? dx : 0, y: 0) }
}
