import Motion

/// The view properties that animate. `frame` animates as `center` plus `bounds`, as in UIKit.
public enum AnimatableProperty: Hashable, CaseIterable {
    case center, bounds, transform, alpha, cornerRadius, backgroundColor, shadowOpacity

    /// Which axis of a 2-D spring velocity drives each component: horizontal (x) components
    /// take `dx`, vertical ones `dy`; unit-less values follow `dx`, as UIKit's springs do.
    var axes: [Axis] {
        switch self {
        case .center: return [.x, .y]
        case .bounds: return [.x, .y, .x, .y]
        case .transform: return [.x, .x, .y, .y, .x, .y]
        case .alpha, .cornerRadius, .shadowOpacity: return [.x]
        case .backgroundColor: return [.x, .x, .x, .x]
        }
    }

    /// The smallest change that matters when deciding a value has settled.
    var isUnitless: Bool {
        switch self {
        case .alpha, .shadowOpacity, .backgroundColor, .transform: return true
        default: return false
        }
    }

    enum Axis { case x, y }
}

extension CGAffineTransform: AnimatableVector {
    /// `[a, b, c, d, tx, ty]`: interpolated per component, so scales and translations animate
    /// exactly; rotations by more than a few degrees also shrink a little on the way.
    public var animatableComponents: [Double] { [a, b, c, d, tx, ty].map(Double.init) }

    public init(animatableComponents c: [Double]) {
        self.init(
            a: CGFloat(c[0]), b: CGFloat(c[1]), c: CGFloat(c[2]), d: CGFloat(c[3]),
            tx: CGFloat(c[4]), ty: CGFloat(c[5]))
    }
}

extension Color: AnimatableVector {
    /// `[red, green, blue, alpha]`, each 0…1, straight alpha.
    public var animatableComponents: [Double] { [red, green, blue, alpha] }

    public init(animatableComponents c: [Double]) {
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

extension Color {
    /// `[r·a, g·a, b·a, a]`: colours animate premultiplied, so a fade to or from clear keeps its hue.
    var premultipliedComponents: [Double] { [red * alpha, green * alpha, blue * alpha, alpha] }

    init(premultiplied c: [Double]) {
        let a = min(1, max(0, c[3]))
        func straight(_ v: Double) -> Double { a > 0 ? min(1, max(0, v / a)) : 0 }
        self.init(red: straight(c[0]), green: straight(c[1]), blue: straight(c[2]), alpha: a)
    }
}

extension View {
    /// The model value of `property` as components.
    func modelComponents(_ property: AnimatableProperty) -> [Double] {
        switch property {
        case .center: return center.animatableComponents
        case .bounds: return bounds.animatableComponents
        case .transform: return transform.animatableComponents
        case .alpha: return [Double(alpha)]
        case .cornerRadius: return [Double(cornerRadius)]
        case .backgroundColor: return (backgroundColor ?? .clear).premultipliedComponents
        case .shadowOpacity: return [Double(shadowOpacity)]
        }
    }

    /// Sets the model value of `property` from components, bypassing animation capture.
    func setModelComponents(_ property: AnimatableProperty, _ c: [Double]) {
        withoutRecordingChanges {
            switch property {
            case .center: center = CGPoint(animatableComponents: c)
            case .bounds: bounds = CGRect(animatableComponents: c)
            case .transform: transform = CGAffineTransform(animatableComponents: c)
            case .alpha: alpha = CGFloat(c[0])
            case .cornerRadius: cornerRadius = CGFloat(c[0])
            case .backgroundColor: backgroundColor = Color(premultiplied: c)
            case .shadowOpacity: shadowOpacity = Float(c[0])
            }
        }
    }
}
