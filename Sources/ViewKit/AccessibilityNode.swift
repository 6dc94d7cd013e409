import Foundation

/// What an element is, in the words every platform's accessibility API has (AT-SPI's roles,
/// the tree dump's words), decided from its traits and its kind of view.
public enum AccessibilityRole: String, Hashable, Sendable {
    /// The window: the tree's root.
    case window
    /// A presented controller's view, modal: nothing behind it is reachable.
    case dialog
    /// `.button`: a push button.
    case button
    /// `.link`.
    case link
    /// `.header`: a heading.
    case heading
    /// `.image`.
    case image
    /// `.staticText`: a label.
    case label
    /// `.adjustable`: a slider.
    case slider
    /// A container of tabs (`.tabBar`), and each tab in it.
    case tabList = "tab list"
    case tab
    /// A table or collection cell.
    case listItem = "list item"
    /// Anything else the app made an element.
    case group
}

/// An element's states, as AT-SPI names them.
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    /// The states' bits.
    public let rawValue: UInt32
    /// States from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The keyboard (and so an AT) can focus it.
    public static let focusable = AccessibilityStates(rawValue: 1 << 0)
    /// It has the focus: the keyboard's, which is the AT's.
    public static let focused = AccessibilityStates(rawValue: 1 << 1)
    /// It is chosen among others (`.selected`).
    public static let selected = AccessibilityStates(rawValue: 1 << 2)
    /// It can be used now (no `.notEnabled`).
    public static let enabled = AccessibilityStates(rawValue: 1 << 3)
    /// A presented controller, which hides what is behind it.
    public static let modal = AccessibilityStates(rawValue: 1 << 4)
    /// On screen: in the window, not hidden, not clipped away.
    public static let showing = AccessibilityStates(rawValue: 1 << 5)
    /// It can be activated (AT-SPI's Action interface).
    public static let activatable = AccessibilityStates(rawValue: 1 << 6)
}

/// One element of a window's accessibility tree, as assistive technology sees it at the moment
/// the tree was made (`Window.accessibilityTree()`): a platform-neutral description that a
/// bridge turns into its protocol (AT-SPI), the dump prints and the audit checks.
public struct AccessibilityNode {
    /// The view it stands for; nil once that view is gone.
    public weak var view: View?
    /// Stable while the view lives: what a bridge names the element by.
    public let id: ObjectIdentifier
    /// What it is, from its traits and its kind of view.
    public var role: AccessibilityRole
    /// `accessibilityLabel`: what it is called.
    public var label: String?
    /// `accessibilityHint`: what activating it does.
    public var hint: String?
    /// `accessibilityValue`: its current value.
    public var value: String?
    /// `accessibilityTraits`.
    public var traits: AccessibilityTraits
    /// What holds for it now: focus, selection, whether it can be activated.
    public var states: AccessibilityStates
    /// Window points (`View.accessibilityFrame`).
    public var frame: CGRect
    /// Its elements, in reading order.
    public var children: [AccessibilityNode]

    /// A node for `view`; its `id` is the view's identity.
    public init(
        view: View, role: AccessibilityRole, label: String?, hint: String? = nil, value: String? = nil,
        traits: AccessibilityTraits = [], states: AccessibilityStates, frame: CGRect, children: [AccessibilityNode] = []
    ) {
        self.view = view
        id = ObjectIdentifier(view)
        (self.role, self.label, self.hint, self.value) = (role, label, hint, value)
        (self.traits, self.states, self.frame, self.children) = (traits, states, frame, children)
    }

    /// This node and every node under it, depth first, parents before children.
    public var allNodes: [AccessibilityNode] { [self] + children.flatMap(\.allNodes) }

    /// The first node, depth first, that `predicate` accepts.
    public func first(where predicate: (AccessibilityNode) -> Bool) -> AccessibilityNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }

    /// The tree as text, one element a line, indented two spaces a level:
    /// `role "label" = value (hint) [states] x,y wxh` with the frame in whole points; what the
    /// accessibility goldens hold and `run-script --accessibility-dump` writes.
    public func dump() -> String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + role.rawValue
        if let label { line += " \"\(label)\"" }
        if let value { line += " = \"\(value)\"" }
        if let hint { line += " (\(hint))" }
        let names: [(AccessibilityStates, String)] = [
            (.focused, "focused"), (.focusable, "focusable"), (.selected, "selected"), (.modal, "modal"),
        ]
        var shown = names.filter { states.contains($0.0) }.map(\.1)
        if role != .window, role != .dialog, !states.contains(.enabled) { shown.append("disabled") }
        if !shown.isEmpty { line += " [" + shown.joined(separator: ", ") + "]" }
        let f = frame.integral
        line += " \(Int(f.minX)),\(Int(f.minY)) \(Int(f.width))x\(Int(f.height))"
        lines.append(line)
        for child in children { child.appendLines(to: &lines, depth: depth + 1) }
    }
}
