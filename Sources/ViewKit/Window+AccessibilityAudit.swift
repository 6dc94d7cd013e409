import Foundation

/// One problem the accessibility audit found on the screen as it stands, as Xcode's
/// accessibility audit reports them.
public struct AccessibilityAuditIssue: Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Equatable {
        /// An element that can be activated has no label: a screen reader could only say
        /// "button".
        case missingLabel
        /// An element that can be activated is smaller than 44×44 pt to touch (its bounds and
        /// `hitTestOutset`): the size is given.
        case smallHitTarget(CGSize)
        /// An image that shows and was given no label nor told it is decoration
        /// (`isAccessibilityElement = false`): a screen reader skips it, which may lose what it
        /// shows.
        case unlabeledImage
    }

    /// What is wrong.
    public let kind: Kind
    /// The view's type, and its `accessibilityIdentifier` or label when it has one.
    public let element: String
    /// Window points.
    public let frame: CGRect

    /// One line: what is wrong, the view, and where it is.
    public var description: String {
        let f = frame.integral
        let at = "\(Int(f.minX)),\(Int(f.minY)) \(Int(f.width))x\(Int(f.height))"
        switch kind {
        case .missingLabel: return "no label: \(element) at \(at)"
        case let .smallHitTarget(size):
            return "hit target \(Int(size.width.rounded()))x\(Int(size.height.rounded())) pt, under 44x44: "
                + "\(element) at \(at)"
        case .unlabeledImage: return "image with no label, not marked decorative: \(element) at \(at)"
        }
    }
}

extension Window {
    /// Points: the least width and height a target that can be activated should have.
    public static let minimumHitTarget: CGFloat = 44

    /// What assistive technology reaches now that falls short: elements that can be activated
    /// with no label or a hit target under 44×44 pt, and images left out for want of a label.
    /// Empty when the screen passes. What is behind a presentation is not checked: it cannot be
    /// reached.
    public func accessibilityAudit() -> [AccessibilityAuditIssue] {
        var issues: [AccessibilityAuditIssue] = []
        for node in accessibilityTree().allNodes {
            guard let view = node.view, node.states.contains(.activatable), view !== self else { continue }
            if (node.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                issues.append(AccessibilityAuditIssue(kind: .missingLabel, element: name(of: view), frame: node.frame))
            }
            let size = view.hitTargetSize
            if size.width < Window.minimumHitTarget - 0.5 || size.height < Window.minimumHitTarget - 0.5 {
                issues.append(
                    AccessibilityAuditIssue(kind: .smallHitTarget(size), element: name(of: view), frame: node.frame))
            }
        }
        let scope = focusScope
        collectUnlabeledImages(in: scope === self ? self : scope, into: &issues)
        return issues
    }

    private func collectUnlabeledImages(in view: View, into issues: inout [AccessibilityAuditIssue]) {
        guard Window.isShown(view), !view.accessibilityElementsHidden else { return }
        if let image = view as? ImageView, image.image != nil, image.accessibilitySettings.isElement == nil,
            image.accessibilityLabel == nil
        {
            issues.append(
                AccessibilityAuditIssue(
                    kind: .unlabeledImage, element: name(of: view), frame: view.convert(view.bounds, to: nil)))
        }
        guard !view.isAccessibilityElement else { return }
        for sub in view.subviews { collectUnlabeledImages(in: sub, into: &issues) }
    }

    private func name(of view: View) -> String {
        let type = String(describing: Swift.type(of: view))
        if let id = view.accessibilityIdentifier { return "\(type) '\(id)'" }
        if let label = view.accessibilityLabel { return "\(type) \"\(label)\"" }
        return type
    }
}

extension View {
    /// Points: the size a touch can land on, the bounds widened by `hitTestOutset` each side.
    public var hitTargetSize: CGSize {
        let size = presentation.bounds.size
        return CGSize(width: size.width + 2 * hitTestOutset, height: size.height + 2 * hitTestOutset)
    }
}
