import Foundation

/// A context to draw an image into, as UIKit's image contexts (`UIGraphicsBeginImageContextWithOptions`):
/// what has been drawn into it so far, kept as display ops, which its image records. There is
/// no global current context: the caller holds this object and draws into it explicitly
/// (`drawHierarchy(in:afterScreenUpdates:into:)`), or a view keeps its own stack of them (the
/// `GraphicsBeginImageContextWithOptions` methods below).
public final class GraphicsImageContext {
    /// Points.
    public let size: CGSize
    public let isOpaque: Bool
    /// Pixels per point.
    public let scale: CGFloat
    var ops: [DisplayOp] = []

    /// - Parameters:
    ///   - size: points.
    ///   - opaque: true shows black wherever nothing is drawn, as an opaque bitmap does; false
    ///     leaves it transparent.
    ///   - scale: pixels per point; must be above 0 (there is no screen to take it from here).
    public init(size: CGSize, opaque: Bool, scale: CGFloat) {
        precondition(scale > 0, "GraphicsImageContext: scale \(scale) is not a positive number of pixels per point")
        (self.size, self.isOpaque, self.scale) = (size, opaque, scale)
    }

    /// An image of what has been drawn so far, the context's size in points.
    public func makeImage() -> Image {
        let list = DisplayList(size: size, clearColor: isOpaque ? .black : .clear, ops: ops)
        return Image(recording: list, size: size, scale: scale, name: "image context")
    }
}

// The UIKit functions, as methods of the view that draws: inside a view (the seeds' `createSnapshot`
// extension) they read as UIKit's free functions, and the contexts are that view's alone.
// swift-format-ignore: AlwaysUseLowerCamelCase
extension View {
    /// UIGraphicsBeginImageContextWithOptions: starts a context for drawing an image, which becomes
    /// this view's current one until `GraphicsEndImageContext()`.
    /// - Parameters:
    ///   - size: points.
    ///   - opaque: true shows black wherever nothing is drawn, as an opaque bitmap does; false
    ///     leaves it transparent.
    ///   - scale: pixels per point; 0 means the screen's: that of this view's window
    ///     (`window?.screen.scale`), 1 while the view is in none.
    public func GraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
        let pixelsPerPoint = scale > 0 ? scale : window?.screen.scale ?? 1
        imageContexts.append(GraphicsImageContext(size: size, opaque: opaque, scale: pixelsPerPoint))
    }

    /// UIGraphicsGetImageFromCurrentImageContext: an image of what has been drawn into this view's
    /// current context, the context's size in points; nil when it began none.
    public func GraphicsGetImageFromCurrentImageContext() -> Image? {
        imageContexts.last?.makeImage()
    }

    /// UIGraphicsEndImageContext: ends this view's current context; the one begun before it is
    /// current again.
    public func GraphicsEndImageContext() {
        _ = imageContexts.popLast()
    }

    /// UIView's `drawHierarchy(in:afterScreenUpdates:)`: draws this view and its subviews into
    /// its current image context (see `GraphicsBeginImageContextWithOptions`), as
    /// `drawHierarchy(in:afterScreenUpdates:into:)` does.
    /// - Returns: false when this view began no image context (nothing is drawn), true otherwise.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = imageContexts.last else { return false }
        drawHierarchy(in: rect, afterScreenUpdates: afterUpdates, into: context)
        return true
    }

    /// Draws this view and its subviews, as they look now (animations in flight included), into
    /// `context`, its bounds scaled to fill `rect` (points, in the context). The view's own
    /// transform and position are left out, as UIKit leaves them. Pending layout is done first
    /// whatever `afterUpdates` says: there is no screen update to wait for.
    public func drawHierarchy(
        in rect: CGRect, afterScreenUpdates afterUpdates: Bool, into context: GraphicsImageContext
    ) {
        layoutIfNeeded()
        let size = bounds.size
        let toRect = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(
                CGAffineTransform(
                    scaleX: size.width > 0 ? rect.width / size.width : 1,
                    y: size.height > 0 ? rect.height / size.height : 1)
            )
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        var drawing = DrawContext(
            visibleRect: CGRect(origin: .zero, size: context.size), scale: context.scale,
            textMeasurer: window?.textMeasurer)
        flatten(into: &drawing, toWindow: toRect, parentOpacity: 1, clip: nil)
        context.ops += drawing.ops
    }
}
