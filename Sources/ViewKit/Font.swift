import Foundation

/// A font description: family, size in points and weight. Resolving it to glyphs is the backend's job.
public struct Font: Hashable {
    public enum Weight: Int, Hashable, CaseIterable, Comparable {
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
        case heavy = 800
        public static func < (l: Weight, r: Weight) -> Bool { l.rawValue < r.rawValue }
    }

    public var family: String
    /// Points.
    public var size: CGFloat
    public var weight: Weight

    public init(family: String = Font.systemFamily, size: CGFloat, weight: Weight = .regular) {
        (self.family, self.size, self.weight) = (family, size, weight)
    }

    /// The bundled family that stands in for San Francisco.
    public static let systemFamily = "Inter"

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(size: size, weight: .bold)
    }
}

/// Measures text with real font metrics. The backend implements it; tests may use a fake.
public protocol TextMeasurer: AnyObject {
    /// Advance width of a single line, in points.
    func width(of text: String, font: Font) -> CGFloat
    /// Vertical metrics of the font, in points.
    func metrics(of font: Font) -> FontMetrics
}

public struct FontMetrics: Hashable {
    /// Points from the top of the line box to the baseline.
    public var ascent: CGFloat
    /// Points from the baseline to the bottom of the line box (positive).
    public var descent: CGFloat
    /// Recommended distance between baselines, in points.
    public var lineHeight: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
        (self.ascent, self.descent, self.lineHeight) = (ascent, descent, lineHeight)
    }
}
