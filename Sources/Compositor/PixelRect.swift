import Foundation

/// A rectangle of whole pixels: what the compositor draws, clips and presents in.
public struct PixelRect: Hashable, CustomStringConvertible {
    /// Pixels from the surface's left and top edges.
    public var x: Int, y: Int
    /// Pixels wide and high; zero or less is empty.
    public var width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The smallest whole-pixel rect that holds `rect` (pixels), its edges clamped to ±10⁹ (as
    /// `Renderer.snapped` clamps) so that far-off geometry cannot overflow `Int`.
    init(enclosing rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite,
            rect.maxY.isFinite
        else {
            self.init(0, 0, 0, 0)
            return
        }
        func clamped(_ v: CGFloat) -> Double { min(1e9, max(-1e9, Double(v))) }
        let x0 = Int(clamped(rect.minX).rounded(.down)), y0 = Int(clamped(rect.minY).rounded(.down))
        let x1 = Int(clamped(rect.maxX).rounded(.up)), y1 = Int(clamped(rect.maxY).rounded(.up))
        self.init(x0, y0, x1 - x0, y1 - y0)
    }

    static let zero = PixelRect(0, 0, 0, 0)

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    /// Pixels covered.
    public var area: Int { isEmpty ? 0 : width * height }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }

    /// The part both rects cover; empty (at the nearer corner) when they do not meet.
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return PixelRect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    }

    /// The smallest rect holding both; an empty rect adds nothing.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x0, y0, max(maxX, o.maxX) - x0, max(maxY, o.maxY) - y0)
    }

    public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }

    /// Whether every pixel of `o` is in this rect.
    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY)
    }

    /// The rect grown by `d` pixels on every side (shrunk when negative).
    func insetBy(_ d: Int) -> PixelRect { PixelRect(x + d, y + d, width - 2 * d, height - 2 * d) }

    /// The rect moved by (`dx`, `dy`) pixels.
    func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect { PixelRect(x + dx, y + dy, width, height) }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// An 8-bit straight-alpha colour, as `Color.rgba8` gives it.
typealias RGBA8 = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
