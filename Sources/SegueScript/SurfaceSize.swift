import Foundation

/// A window's size in points, as "390x844" in a script's `size` line, a recording's header
/// and `--size`. What checks it (the parsers, SegueTool's `SurfaceOptions`) names its range in
/// the error.
public struct SurfaceSize: Equatable {
    /// Points.
    public let width: Int
    /// Points.
    public let height: Int

    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    /// Reads "WIDTHxHEIGHT" (an `x` or `X` between two whole numbers); nil for anything else.
    /// The range is not checked here.
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        (width, height) = (w, h)
    }

    /// Points a side of the window may measure.
    public static let sides = 1...8192
    /// Pixels a side of a surface may measure at its scale (256 MB of RGBA at most).
    public static let largestPixelSide = 8192.0

    public var cgSize: CGSize { CGSize(width: width, height: height) }
    /// "390x844", as help shows a default.
    public var defaultValueDescription: String { "\(width)x\(height)" }
}

/// A number as a person would write it: 2, 0.5, 1e+10, nan.
public func format(_ value: Double) -> String { String(format: "%g", value) }
