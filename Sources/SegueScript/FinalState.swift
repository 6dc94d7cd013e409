import SDLBackend
import ViewKit

/// Where the app came to rest: the selected tab, the presented controllers and every scroll
/// view's offset. `segue record` writes it as the script's last line (`final …`), and a replay
/// must come to the same state: the same tab and controllers, offsets within `tolerance`.
///
///     final tab=today presented=TodayDetailViewController scroll=CollectionView:0:412.5,TableView:0:0 stacks=3
///
/// `stacks=` gives how many pages each navigation stack holds; a recording without it (one made
/// before stacks were recorded, or of an app with none) is not checked for them.
public struct FinalState: Equatable {
    /// Points two offsets may differ by and still match.
    public static let tolerance: CGFloat = 0.5

    public struct ScrollOffset: Equatable {
        /// The scroll view's type, which makes a mismatch readable; views are matched in order.
        public var kind: String
        /// Points.
        public var offset: CGPoint
    }

    /// The selected tab's title in lower case, or nil outside the tab shell.
    public var tab: String?
    /// Type names of the presented controllers, from the root's up.
    public var presented: [String]
    /// Every scroll view in the window, depth first, then those of the tabs not shown.
    var scrollOffsets: [ScrollOffset]
    /// How many pages each navigation stack holds, in controller order (a controller's
    /// children, then what it presents); nil when a recording did not say.
    public var stackDepths: [Int]?
    /// The focused view's name (`FinalState.focusName(of:)`) while the focus ring shows (the
    /// keyboard moved or used focus since the last click), else "none"; nil when a recording
    /// did not say.
    public var focus: String?

    /// The state `app` shows now.
    public init(of app: Application) {
        tab = app.namedTabs?.selectedTabName
        var presented: [String] = []
        var controller = app.window.rootViewController
        while let next = controller?.presentedViewController {
            presented.append(String(describing: type(of: next)))
            controller = next
        }
        self.presented = presented
        var offsets: [ScrollOffset] = []
        FinalState.collectScrollViews(in: app.window, into: &offsets)
        // A tab not shown keeps its views, and where they were scrolled, out of the window.
        for tab in app.namedTabs?.viewControllers ?? [] where tab.isViewLoaded && tab.view.window == nil {
            FinalState.collectScrollViews(in: tab.view, into: &offsets)
        }
        scrollOffsets = offsets
        stackDepths = app.window.rootViewController.map(FinalState.stackDepths(under:)) ?? []
        // A click's focus, with the ring hidden, is not what a person sees as focus.
        let shown = app.window.isFocusRingVisible ? app.window.focusedView : nil
        focus = shown.map(FinalState.focusName(of:)) ?? "none"
    }

    /// How `final focus=` names a view: its `accessibilityIdentifier`, else its type's name,
    /// with spaces as hyphens so the line keeps one word per field.
    public static func focusName(of view: View) -> String {
        (view.accessibilityIdentifier ?? String(describing: type(of: view))).replacingOccurrences(of: " ", with: "-")
    }

    public init(
        tab: String?, presented: [String], scrollOffsets: [ScrollOffset], stackDepths: [Int]? = nil,
        focus: String? = nil
    ) {
        (self.tab, self.presented, self.scrollOffsets) = (tab, presented, scrollOffsets)
        (self.stackDepths, self.focus) = (stackDepths, focus)
    }

    private static func stackDepths(under controller: ViewController) -> [Int] {
        var depths: [Int] = []
        if let navigation = controller as? NavigationController { depths.append(navigation.viewControllers.count) }
        for child in controller.children { depths += stackDepths(under: child) }
        if let presented = controller.presentedViewController { depths += stackDepths(under: presented) }
        return depths
    }

    private static func collectScrollViews(in view: View, into offsets: inout [ScrollOffset]) {
        if let scroll = view as? ScrollView {
            offsets.append(ScrollOffset(kind: String(describing: type(of: scroll)), offset: scroll.contentOffset))
        }
        for subview in view.subviews { collectScrollViews(in: subview, into: &offsets) }
    }

    // MARK: Comparing

    /// Why `replayed` is not this state, one item per difference; empty when they match.
    /// `atEnd`: this is where the recording ended (its `final` line), not where it was when the
    /// window went idle (a `state` line).
    func differences(from replayed: FinalState, atEnd: Bool = true) -> [String] {
        var found: [String] = []
        let (on, with, at) = atEnd ? ("ended on", "ended with", "ended at") : ("was on", "had", "was at")
        if tab != replayed.tab {
            found.append("the selected tab is \(replayed.tab ?? "none"), the recording \(on) \(tab ?? "none")")
        }
        if presented != replayed.presented {
            found.append(
                "presented is \(FinalState.list(replayed.presented)), "
                    + "the recording \(with) \(FinalState.list(presented))")
        }
        if let depths = stackDepths, depths != replayed.stackDepths ?? [] {
            found.append(
                "the navigation stacks hold \(FinalState.list((replayed.stackDepths ?? []).map(String.init))) "
                    + "page(s), the recording \(with) \(FinalState.list(depths.map(String.init)))")
        }
        if let focus, focus != replayed.focus ?? "none" {
            found.append("the focus is on \(replayed.focus ?? "none"), the recording \(on) \(focus)")
        }
        let kinds = scrollOffsets.map(\.kind), replayedKinds = replayed.scrollOffsets.map(\.kind)
        guard kinds == replayedKinds else {
            found.append(
                "the scroll views are \(FinalState.list(replayedKinds)), "
                    + "the recording \(with) \(FinalState.list(kinds))")
            return found
        }
        for (index, (live, replay)) in zip(scrollOffsets, replayed.scrollOffsets).enumerated() {
            let apart = FinalState.distance(live.offset, replay.offset)
            guard apart > FinalState.tolerance else { continue }
            found.append(
                "scroll view \(index + 1) (\(live.kind)) is at \(FinalState.text(replay.offset)), "
                    + "the recording \(at) \(FinalState.text(live.offset)): "
                    + "\(FinalState.text(apart)) pt apart, more than \(FinalState.text(FinalState.tolerance)) pt")
        }
        return found
    }

    /// Points: the largest distance between matching scroll offsets (0 when there are none).
    func worstOffsetDifference(from replayed: FinalState) -> CGFloat {
        zip(scrollOffsets, replayed.scrollOffsets).map { FinalState.distance($0.offset, $1.offset) }.max() ?? 0
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { max(abs(a.x - b.x), abs(a.y - b.y)) }

    private static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }

    /// A number the way the script line writes it: at most 3 decimals, no trailing zeros.
    public static func text(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
    }

    private static func text(_ p: CGPoint) -> String { "(\(text(p.x)), \(text(p.y)))" }
}
