import Foundation

/// A 2-D affine transform with Core Graphics' layout and semantics:
/// a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Hashable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// - Parameter angle: radians, positive is clockwise on screen (y points down).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// True when the transform only scales and translates, so rects stay axis-aligned.
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// `self` applied first, then `t`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var determinant: CGFloat { a * d - b * c }

    /// The inverse, or nil when the transform collapses the plane (for example scale 0).
    public func invertedOrNil() -> CGAffineTransform? {
        let det = determinant
        guard abs(det) > 1e-12 else { return nil }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Core Graphics returns the transform unchanged when it cannot be inverted.
    public func inverted() -> CGAffineTransform { invertedOrNil() ?? self }

    /// Horizontal and vertical scale factors (lengths of the transformed unit vectors).
    public var scaleX: CGFloat { (a * a + b * b).squareRoot() }
    public var scaleY: CGFloat { (c * c + d * d).squareRoot() }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rect holding the four transformed corners, as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.isIdentity { return self }
        // Four corners without arrays or closures: every frame flattens the whole tree through
        // here, and the allocating form dominated the frame's CPU time.
        let (x0, y0, x1, y1) = (minX, minY, maxX, maxY)
        let a = CGPoint(x: x0, y: y0).applying(t), b = CGPoint(x: x1, y: y0).applying(t)
        let c = CGPoint(x: x0, y: y1).applying(t), d = CGPoint(x: x1, y: y1).applying(t)
        let left = min(min(a.x, b.x), min(c.x, d.x)), top = min(min(a.y, b.y), min(c.y, d.y))
        let right = max(max(a.x, b.x), max(c.x, d.x)), bottom = max(max(a.y, b.y), max(c.y, d.y))
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
