import Foundation

/// Insets in points, as UIEdgeInsets.
public struct EdgeInsets: Hashable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = EdgeInsets()
}

extension IndexPath {
    /// UIKit's table index path.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// UIKit's collection index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}
