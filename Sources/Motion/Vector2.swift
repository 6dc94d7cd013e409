/// A two-dimensional vector of doubles: a position in points or a velocity in points per second.
///
/// Motion keeps its own small vector type so that it depends on no view layer.
public struct Vector2: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component (points, or points per second for velocities).
    public var x: Double
    /// The vertical component (points, or points per second for velocities).
    public var y: Double

    /// Creates a vector from its components.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = Vector2(x: 0, y: 0)

    /// The Euclidean length √(x² + y²), in the components' units.
    public var length: Double {
        (x * x + y * y).squareRoot()
    }

    /// This vector shortened, keeping its direction, so its length is at most `maximumLength`.
    public func clamped(toLength maximumLength: Double) -> Vector2 {
        let currentLength = length
        guard currentLength > maximumLength, currentLength > 0 else { return self }
        return self * (maximumLength / currentLength)
    }

    public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    public static func * (vector: Vector2, scale: Double) -> Vector2 {
        Vector2(x: vector.x * scale, y: vector.y * scale)
    }

    public static prefix func - (vector: Vector2) -> Vector2 {
        Vector2(x: -vector.x, y: -vector.y)
    }

    public var description: String {
        "(\(x), \(y))"
    }
}
