import ViewKit

/// A `TextMeasurer` with round, predictable metrics, so text tests can state exact numbers.
///
/// Every character (a grapheme cluster, so "…" is one) advances `font.size / 2` points,
/// a space included. Vertical metrics, in points: ascent `0.8 · size`, descent `0.2 · size`,
/// line height `1.2 · size`. The products are computed as `size · 12 / 10` and the like so that
/// whole-number sizes give exact results (a 10 pt font: 5 pt per character, 12 pt lines).
public final class FakeTextMeasurer: TextMeasurer {
    /// How many times `width(of:font:)` has been called; lets tests check layout caching.
    public private(set) var widthCallCount = 0

    public init() {}

    /// Points: `text.count · font.size / 2`.
    public func width(of text: String, font: Font) -> CGFloat {
        widthCallCount += 1
        return CGFloat(text.count) * font.size / 2
    }

    /// Points: ascent 0.8 · size, descent 0.2 · size, line height 1.2 · size.
    public func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 8 / 10, descent: font.size * 2 / 10, lineHeight: font.size * 12 / 10)
    }
}

/// A window measuring text with a fresh `FakeTextMeasurer`.
/// - Parameters:
///   - size: points; defaults to an iPhone 15's 390 × 844.
///   - scale: pixels per point.
public func makeWindow(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) -> Window {
    Window(size: size, scale: scale, textMeasurer: FakeTextMeasurer())
}
