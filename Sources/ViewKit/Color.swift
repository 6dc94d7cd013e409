import Foundation

/// An sRGB colour with straight (not premultiplied) alpha; each component is 0…1.
public struct Color: Hashable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// - Parameters:
    ///   - hex: 0xRRGGBB.
    ///   - alpha: 0…1, straight (not premultiplied).
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    /// iOS's system blue (#007AFF).
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let label = Color(white: 0)
    public static let secondaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    public static let systemBackground = Color.white
    /// iOS's grouped background (#F2F2F7).
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
    public static let separator = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)

    /// 8-bit components, rounded.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (q(red), q(green), q(blue), q(alpha))
    }
}
