import Foundation

extension View {
    /// Maps the view's own (bounds) coordinates to its superview's.
    public var transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Maps the view's own coordinates to those of its root view (the window, when it is in one).
    public var transformToRoot: CGAffineTransform {
        guard superview != nil else { return .identity }
        var t = transformToSuperview
        var v = superview
        while let parent = v, parent.superview != nil {
            t = t.concatenating(parent.transformToSuperview)
            v = parent.superview
        }
        return t
    }

    private var root: View {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }

    /// The transform from this view's coordinates to `view`'s (or the root's when nil).
    /// Views in different trees convert through their roots, as if both roots were the window.
    private func transform(to view: View?) -> CGAffineTransform {
        let toRoot = root === self ? .identity : transformToRoot
        guard let view else { return toRoot }
        let fromRoot = (view.root === view ? .identity : view.transformToRoot).inverted()
        return toRoot.concatenating(fromRoot)
    }

    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        point.applying(transform(to: view))
    }

    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        guard let view else { return point.applying(transform(to: nil).inverted()) }
        return view.convert(point, to: self)
    }

    /// The bounding box of `rect` once mapped into `view`'s coordinates.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        rect.applying(transform(to: view))
    }

    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        guard let view else { return rect.applying(transform(to: nil).inverted()) }
        return view.convert(rect, to: self)
    }
}
