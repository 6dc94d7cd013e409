import Foundation

/// A value that animates component by component, such as a point, a size, a rectangle or a colour.
///
/// Each component moves independently under the same spring or decay, in the value's own units
/// (points for geometry, 0…1 for colour channels). Conversions must round-trip:
/// `Self(animatableComponents: v.animatableComponents) == v`, and every value of a type must
/// have the same number of components.
public protocol AnimatableVector {
    /// The value's components, in a fixed order.
    var animatableComponents: [Double] { get }
    /// Rebuilds a value from components in the order `animatableComponents` produces.
    init(animatableComponents: [Double])
}

extension Double: AnimatableVector {
    /// The single component, the value itself.
    public var animatableComponents: [Double] { [self] }

    /// Takes the first component.
    public init(animatableComponents: [Double]) {
        self = animatableComponents[0]
    }
}

extension Vector2: AnimatableVector {
    /// `[x, y]`.
    public var animatableComponents: [Double] { [x, y] }

    /// Takes `[x, y]`.
    public init(animatableComponents: [Double]) {
        self.init(x: animatableComponents[0], y: animatableComponents[1])
    }
}

extension CGPoint: AnimatableVector {
    /// `[x, y]`, in points.
    public var animatableComponents: [Double] { [Double(x), Double(y)] }

    /// Takes `[x, y]`, in points.
    public init(animatableComponents: [Double]) {
        self.init(x: animatableComponents[0], y: animatableComponents[1])
    }
}

extension CGSize: AnimatableVector {
    /// `[width, height]`, in points.
    public var animatableComponents: [Double] { [Double(width), Double(height)] }

    /// Takes `[width, height]`, in points.
    public init(animatableComponents: [Double]) {
        self.init(width: animatableComponents[0], height: animatableComponents[1])
    }
}

extension CGRect: AnimatableVector {
    /// `[x, y, width, height]`, in points; the raw origin and size, not standardised.
    public var animatableComponents: [Double] {
        [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)]
    }

    /// Takes `[x, y, width, height]`, in points.
    public init(animatableComponents: [Double]) {
        self.init(
            x: animatableComponents[0],
            y: animatableComponents[1],
            width: animatableComponents[2],
            height: animatableComponents[3]
        )
    }
}
