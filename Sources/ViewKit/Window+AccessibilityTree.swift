import Foundation

/// The window's accessibility tree, made when asked for (a bridge asks only while an AT
/// listens, the dump and the audit when run), never as part of a frame.
///
/// - The root is the window (its `accessibilityLabel` is the title a bridge gives it).
/// - While a controller is presented, the root holds only that controller's view, as a modal
///   dialog: nothing behind it is reachable, as the keyboard's focus cannot reach it either. It
///   is named by its view's label, else its controller's title, else its first heading.
/// - An element's text is its label; only what can be activated inside it is a child of it.
/// - Views that are not elements are passed through: their elements become their container's,
///   read rows top to bottom, each left to right (the keyboard's Tab order), unless a view gives
///   `accessibilityElements`, which are read in that order. A view with `.tabBar` is a
///   container of its own, whose buttons are tabs.
/// - Hidden views (`isHidden`, alpha under 0.01, `accessibilityElementsHidden` for what is
///   inside) and elements scrolled or clipped wholly out of sight are left out; a modal view
///   (`accessibilityViewIsModal`) hides its siblings.
extension Window {
    /// The tree as assistive technology sees it now.
    public func accessibilityTree() -> AccessibilityNode {
        layoutIfNeeded()
        var root = AccessibilityNode(
            view: self, role: .window, label: accessibilityLabel, states: [.showing, .enabled], frame: bounds)
        let scope = focusScope
        if scope !== self, let top = rootViewController?.topPresentedViewController, top.presentingViewController != nil
        {
            let frame = scope.convert(scope.bounds, to: nil).intersection(bounds)
            var dialog = AccessibilityNode(
                view: scope, role: .dialog, label: scope.accessibilitySettings.label ?? top.navigationItem.title,
                states: [.showing, .enabled, .modal], frame: frame.isNull ? bounds : frame)
            dialog.children = accessibilityChildren(of: scope, clip: bounds, inTabBar: false)
            // Unnamed, a dialog takes its first heading's words, as a screen reader then says
            // "Golden Hour dialog" rather than "dialog".
            if dialog.label == nil { dialog.label = dialog.first { $0.role == .heading }?.label }
            root.children = [dialog]
        } else {
            root.children = accessibilityChildren(of: self, clip: bounds, inTabBar: false)
        }
        return root
    }

    /// The elements inside `view` (not `view` itself), in reading order.
    private func accessibilityChildren(of view: View, clip: CGRect, inTabBar: Bool) -> [AccessibilityNode] {
        accessibilityBlocks(of: view, clip: clip, inTabBar: inTabBar).flatMap(\.nodes)
    }

    /// The elements inside `view` as blocks in reading order: each element alone, except that
    /// a view giving `accessibilityElements` makes one block of them in its order, which no
    /// container above reorders.
    private func accessibilityBlocks(of view: View, clip: CGRect, inTabBar: Bool) -> [AccessibilityBlock] {
        guard !view.accessibilityElementsHidden else { return [] }
        let frame = view.convert(view.bounds, to: nil)
        let inner = view.clipForSubviews(frame: frame, within: clip)
        guard !inner.isNull, !inner.isEmpty else { return [] }
        let explicit = view.accessibilityElements
        var kids = explicit ?? view.subviews
        if explicit == nil, let modal = kids.last(where: { $0.accessibilityViewIsModal && Window.isShown($0) }) {
            kids = [modal]
        }
        var blocks: [AccessibilityBlock] = []
        for kid in kids where Window.isShown(kid) {
            if let node = accessibilityNode(for: kid, clip: inner, inTabBar: inTabBar) {
                blocks.append(AccessibilityBlock(frame: node.frame, nodes: [node]))
            } else if !kid.isAccessibilityElement {
                blocks += accessibilityBlocks(of: kid, clip: inner, inTabBar: inTabBar)
            }
        }
        if explicit != nil {
            let nodes = blocks.flatMap(\.nodes)
            return nodes.first.map { [AccessibilityBlock(frame: $0.frame, nodes: nodes)] } ?? []
        }
        return Window.readingOrderIndices(blocks.map(\.frame)).map { blocks[$0] }
    }

    /// The node for `view` when it is an element or a container of its own (`.tabBar`); nil
    /// for a view passed through, or an element clipped wholly out of sight.
    private func accessibilityNode(for view: View, clip: CGRect, inTabBar: Bool) -> AccessibilityNode? {
        let traits = view.accessibilityTraits
        if traits.contains(.tabBar) {
            let children = accessibilityChildren(of: view, clip: clip, inTabBar: true)
            return AccessibilityNode(
                view: view, role: .tabList, label: view.accessibilityLabel, traits: traits,
                states: [.showing, .enabled],
                frame: view.accessibilityFrame, children: children)
        }
        guard view.isAccessibilityElement else { return nil }
        let frame = view.accessibilityFrame
        guard frame.intersects(clip) || (frame.isEmpty && clip.contains(frame.origin)) else { return nil }
        // Its text is in its label; what can be activated inside it (a play button in a bar
        // that opens the player) stays reachable, as its children.
        let inside = accessibilityChildren(of: view, clip: clip, inTabBar: false).filter {
            $0.states.contains(.activatable)
        }
        return AccessibilityNode(
            view: view, role: Window.role(of: view, traits: traits, inTabBar: inTabBar), label: view.accessibilityLabel,
            hint: view.accessibilityHint, value: view.accessibilityValue, traits: traits,
            states: states(of: view, traits: traits), frame: frame, children: inside)
    }

    private func states(of view: View, traits: AccessibilityTraits) -> AccessibilityStates {
        var states: AccessibilityStates = [.showing]
        if !traits.contains(.notEnabled) { states.insert(.enabled) }
        if traits.contains(.selected) { states.insert(.selected) }
        if isFocusable(view) { states.insert(.focusable) }
        if accessibilityFocusedView === view { states.insert(.focused) }
        if view.isAccessibilityActivatable { states.insert(.activatable) }
        return states
    }

    /// The role the traits say, most specific first; a cell without one is a list item.
    static func role(of view: View, traits: AccessibilityTraits, inTabBar: Bool) -> AccessibilityRole {
        if inTabBar, !traits.isDisjoint(with: [.button, .selected]) { return .tab }
        if traits.contains(.header) { return .heading }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.image) { return .image }
        if view is TableViewCell || view is CollectionViewCell { return .listItem }
        if traits.contains(.staticText) { return .label }
        return .group
    }

    /// Whether `view` shows at all (its model values: an element fading in is already there).
    static func isShown(_ view: View) -> Bool { !view.isHidden && view.alpha >= 0.01 }

    /// Indices of `frames` in reading order: rows top to bottom, each left to right, as
    /// `readingOrder` orders the keyboard's Tab stops.
    static func readingOrderIndices(_ frames: [CGRect]) -> [Int] {
        let byTop = frames.indices.sorted {
            frames[$0].minY != frames[$1].minY ? frames[$0].minY < frames[$1].minY : $0 < $1
        }
        var rows: [[Int]] = []
        for index in byTop {
            if let first = rows.last?.first, frames[index].minY < frames[first].midY {
                rows[rows.count - 1].append(index)
            } else {
                rows.append([index])
            }
        }
        return rows.flatMap { row in
            row.sorted { frames[$0].minX != frames[$1].minX ? frames[$0].minX < frames[$1].minX : $0 < $1 }
        }
    }
}

/// Elements read together: one element, or those a view ordered itself
/// (`accessibilityElements`), placed in reading order by the first one's frame.
private struct AccessibilityBlock {
    let frame: CGRect
    let nodes: [AccessibilityNode]
}
