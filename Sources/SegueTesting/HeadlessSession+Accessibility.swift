import Foundation
import SegueScript
import ViewKit
import XCTest

/// Tests that read and drive the app as assistive technology does (issue 37): find an element
/// of the window's accessibility tree by its label or its traits, then activate it or escape,
/// as a screen reader's double tap or AT-SPI's actions do.
///
///     let close = try XCTUnwrap(session.accessibilityElement(labeled: "Close", traits: .button))
///     try session.activateAccessibilityElement(labeled: "Golden Hour", traits: .button)
///     XCTAssertEqual(session.accessibilityElements(withTraits: .header).map(\.label), ["Golden Hour"])
extension HeadlessSession {
    /// The window's accessibility tree now, as `run-script --accessibility-dump` writes it.
    public var accessibilityTree: AccessibilityNode { app.window.accessibilityTree() }

    /// The first element, in reading order, whose label is `label` (or begins with it and a
    /// comma: "Golden Hour" finds "Golden Hour, Photo apps…", a card read as its title and
    /// subtitle) and that has every trait in `traits`; nil when none.
    public func accessibilityElement(labeled label: String, traits: AccessibilityTraits = []) -> AccessibilityNode? {
        accessibilityTree.allNodes.first { node in
            guard let text = node.label, node.traits.isSuperset(of: traits) else { return false }
            return text == label || text.hasPrefix(label + ", ")
        }
    }

    /// Every element, in reading order, that has all of `traits`.
    public func accessibilityElements(withTraits traits: AccessibilityTraits) -> [AccessibilityNode] {
        accessibilityTree.allNodes.filter { $0.traits.isSuperset(of: traits) && $0.role != .window }
    }

    /// Activates the element `accessibilityElement(labeled:traits:)` finds, as a screen reader
    /// does (`Window.performAccessibilityActivate`: it takes focus, then
    /// `accessibilityActivate()`), then lets the app come to rest.
    /// - Throws: `NoSuchElement` when none is found, and what `settle()` throws.
    public func activateAccessibilityElement(labeled label: String, traits: AccessibilityTraits = []) throws {
        guard let node = accessibilityElement(labeled: label, traits: traits), let view = node.view else {
            throw NoSuchElement(label: label, tree: accessibilityTree.dump())
        }
        app.window.performAccessibilityActivate(view)
        try settle()
    }

    /// Escapes as an AT does, from the focused element: the views from it up are asked
    /// (`accessibilityPerformEscape()`), and when none takes it the Esc key goes (which
    /// dismisses a presentation); then lets the app come to rest.
    public func performAccessibilityEscape() throws {
        if !app.window.performAccessibilityEscape() { try send(.key(.escape, modifiers: [])) }
        try settle()
    }

    /// No element has the label asked for; the tree is given to read what there is.
    public struct NoSuchElement: Error, CustomStringConvertible {
        public let label: String
        public let tree: String
        public var description: String { "no accessibility element labelled \"\(label)\" in:\n\(tree)" }
    }
}

/// Asserts that the session's window has an element labelled `label` with `traits`, and
/// returns it; fails naming what the tree holds otherwise.
@discardableResult
public func assertAccessibilityElement(
    _ session: HeadlessSession, labeled label: String, traits: AccessibilityTraits = [],
    file: StaticString = #filePath, line: UInt = #line
) -> AccessibilityNode? {
    let node = session.accessibilityElement(labeled: label, traits: traits)
    if node == nil {
        XCTFail(
            "no element labelled \"\(label)\" with traits \(traits.rawValue) in:\n"
                + session.accessibilityTree.dump(), file: file, line: line)
    }
    return node
}
