import Foundation

/// CACornerMask: which corners of a view `cornerRadius` rounds (`layer.maskedCorners`). The
/// names are Core Animation's, where min Y is the top edge (UIKit flips the layer's geometry).
public struct CornerMask: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Top left.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// Top right.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// All four, the default.
    public static let all: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner,
        .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// The corners on the top edge.
    static let top: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    /// The corners on the bottom edge.
    static let bottom: CornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    static let left: CornerMask = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
    static let right: CornerMask = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
}

extension Layer {
    /// Which corners `cornerRadius` rounds; all four by default. Only the background follows
    /// it: a shadow, and the clip of `masksToBounds`, keep all four corners round.
    public var maskedCorners: CornerMask {
        get { view.maskedCorners }
        nonmutating set { view.maskedCorners = newValue }
    }
}

extension View {
    /// Fills the background `rect` (local points) with `cornerRadius` (points) on the corners
    /// in `maskedCorners` only. A rounded rect grown by the radius past each edge that has no
    /// rounded corner, clipped to `rect`, leaves square exactly the corners that must be; when
    /// no such growth works (three corners, or two diagonal ones) the top and bottom halves
    /// are drawn apart, their clips meeting on the same pixel row. The clip is axis-aligned in
    /// the window: under a rotation it is the rotated rect's bounding box.
    func fillBackground(_ rect: CGRect, color: Color, cornerRadius: CGFloat, into ctx: inout DrawContext) {
        let corners = maskedCorners
        guard cornerRadius > 0, corners != .all, !corners.isEmpty else {
            return ctx.fill(rect, color: color, cornerRadius: corners.isEmpty ? 0 : cornerRadius)
        }
        if let grown = Self.grownRect(rect, rounding: corners, radius: cornerRadius) {
            return Self.fill(grown, clippedTo: rect, color: color, cornerRadius: cornerRadius, into: &ctx)
        }
        let upper = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height / 2)
        let lower = CGRect(x: rect.minX, y: upper.maxY, width: rect.width, height: rect.height - upper.height)
        for (half, edge) in [(upper, CornerMask.top), (lower, CornerMask.bottom)] {
            let rounded = corners.intersection(edge)
            if rounded.isEmpty {
                Self.fill(half, clippedTo: half, color: color, cornerRadius: 0, into: &ctx)
            } else if let grown = Self.grownRect(half, rounding: rounded, radius: cornerRadius) {
                Self.fill(grown, clippedTo: half, color: color, cornerRadius: cornerRadius, into: &ctx)
            }
        }
    }

    /// `rect` grown by `radius` past each edge none of whose corners is in `corners`, or nil
    /// when a corner left out of `corners` would still be inside `rect` (and so rounded).
    static func grownRect(_ rect: CGRect, rounding corners: CornerMask, radius: CGFloat) -> CGRect? {
        let growsLeft = corners.isDisjoint(with: .left), growsRight = corners.isDisjoint(with: .right)
        let growsUp = corners.isDisjoint(with: .top), growsDown = corners.isDisjoint(with: .bottom)
        let squared: [(CornerMask, Bool)] = [
            (.layerMinXMinYCorner, growsLeft || growsUp), (.layerMaxXMinYCorner, growsRight || growsUp),
            (.layerMinXMaxYCorner, growsLeft || growsDown), (.layerMaxXMaxYCorner, growsRight || growsDown),
        ]
        for (corner, movedOut) in squared where !corners.contains(corner) && !movedOut { return nil }
        let minX = rect.minX - (growsLeft ? radius : 0), maxX = rect.maxX + (growsRight ? radius : 0)
        let minY = rect.minY - (growsUp ? radius : 0), maxY = rect.maxY + (growsDown ? radius : 0)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// One fill, clipped to `clipRect` (local points) within the clip already in force.
    private static func fill(
        _ rect: CGRect, clippedTo clipRect: CGRect, color: Color, cornerRadius: CGFloat,
        into ctx: inout DrawContext
    ) {
        let saved = ctx.state.clip
        let inWindow = clipRect.applying(ctx.state.transform)
        ctx.state.clip = saved.map { $0.intersection(inWindow) } ?? inWindow
        if !ctx.state.clip!.isEmpty { ctx.fill(rect, color: color, cornerRadius: cornerRadius) }
        ctx.state.clip = saved
    }
}
