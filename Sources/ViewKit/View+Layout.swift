import Foundation

/// Which parts of a view stretch when its superview's size changes, as UIKit's autoresizing mask.
public struct AutoresizingMask: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
}

extension View {
    public func setNeedsLayout() {
        needsLayout = true
        window?.needsDisplay = true
    }

    /// Runs `layoutSubviews` here and below, wherever a layout is pending, top down.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for sub in subviews { sub.layoutIfNeeded() }
    }

    /// Applies each subview's autoresizing mask after this view's size changed from `oldSize`.
    func resizeSubviews(from oldSize: CGSize) {
        for sub in subviews where sub.autoresizingMask != [] {
            sub.autoresize(superviewSize: bounds.size, oldSuperviewSize: oldSize)
        }
    }

    private func autoresize(superviewSize new: CGSize, oldSuperviewSize old: CGSize) {
        var f = frame
        let mask = autoresizingMask
        let (x, w) = Self.distribute(
            delta: new.width - old.width, lead: f.minX, size: f.width, trail: old.width - f.maxX,
            flexibleLead: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleTrail: mask.contains(.flexibleRightMargin))
        let (y, h) = Self.distribute(
            delta: new.height - old.height, lead: f.minY, size: f.height, trail: old.height - f.maxY,
            flexibleLead: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleTrail: mask.contains(.flexibleBottomMargin))
        f = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
        frame = f
    }

    /// Splits a change along one axis among the flexible parts in proportion to their current
    /// lengths (equally when they are all zero), as UIKit does. Returns the new origin and size.
    private static func distribute(
        delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
        flexibleLead: Bool, flexibleSize: Bool, flexibleTrail: Bool
    ) -> (CGFloat, CGFloat) {
        let parts = [(flexibleLead, lead), (flexibleSize, size), (flexibleTrail, trail)]
        let flexible = parts.filter { $0.0 }
        guard !flexible.isEmpty, delta != 0 else { return (lead, size) }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        func share(_ isFlexible: Bool, _ length: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(0, length) / total : delta / CGFloat(flexible.count)
        }
        return (lead + share(flexibleLead, lead), size + share(flexibleSize, size))
    }
}
