import Foundation

/// Horizontal placement of lines, as NSTextAlignment (natural is left here).
public enum TextAlignment: Hashable {
    case left, center, right, natural
}

/// Lines of text broken at word boundaries to fit a width, measured with real font metrics.
public struct TextLayout: Hashable {
    public struct Line: Hashable {
        public var text: String
        /// Points.
        public var width: CGFloat
    }

    public private(set) var lines: [Line] = []
    /// Points: the widest line, and the height of all lines with their spacing.
    public private(set) var size: CGSize = .zero
    /// Points between the tops of consecutive line boxes.
    public let lineAdvance: CGFloat
    public let lineHeight: CGFloat

    /// - Parameters:
    ///   - text: the string to break into lines.
    ///   - font: the font it is measured in.
    ///   - width: points available for each line; `.greatestFiniteMagnitude` for no wrapping.
    ///   - numberOfLines: 0 means unlimited; the last allowed line ends in "…" when text is cut.
    ///   - lineSpacing: extra points between lines, as NSParagraphStyle.lineSpacing.
    ///   - measurer: measures the text with the font's real metrics (the backend's fonts).
    public init(
        text: String, font: Font, width: CGFloat, numberOfLines: Int, lineSpacing: CGFloat,
        measurer: TextMeasurer
    ) {
        let metrics = measurer.metrics(of: font)
        lineHeight = metrics.lineHeight
        lineAdvance = metrics.lineHeight + lineSpacing
        let measure = { (s: String) in measurer.width(of: s, font: font) }
        var broken: [String] = []
        var paragraphOf: [Int] = []
        for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let wrapped = TextLayout.wrap(String(paragraph), width: max(width, 1), measure: measure)
            broken += wrapped
            paragraphOf += Array(repeating: index, count: wrapped.count)
        }
        if numberOfLines > 0 && broken.count > numberOfLines {
            let kept = Array(broken.prefix(numberOfLines))
            // Only the rest of the last kept line's own paragraph flows onto it.
            let last = numberOfLines - 1
            let rest = broken.indices[last...].filter { paragraphOf[$0] == paragraphOf[last] }
                .map { broken[$0] }.joined(separator: " ")
            broken = Array(kept.dropLast()) + [TextLayout.truncate(rest, width: width, measure: measure)]
        }
        lines = broken.map { Line(text: $0, width: measure($0)) }
        let widest = lines.map(\.width).max() ?? 0
        let height = lines.isEmpty ? 0 : CGFloat(lines.count) * lineHeight + CGFloat(lines.count - 1) * lineSpacing
        size = CGSize(width: widest.rounded(.up), height: height.rounded(.up))
    }

    /// Greedy word wrap; a word wider than the line is broken between characters.
    static func wrap(_ paragraph: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty else { return [""] }
        var lines: [String] = []
        var current = ""
        // A line's width is about the sum of its words' and spaces' widths, off only by kerning
        // at the joins; far from the edge that sum decides, and near it the whole line is
        // measured. Measuring every growing line cost a long article ~5 ms on its first layout.
        let space = measure(" "), slackPerJoin: CGFloat = 2
        var estimate: CGFloat = 0, joins = 0
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            let guess = current.isEmpty ? measure(word) : estimate + space + measure(word)
            if guess <= width - slackPerJoin * CGFloat(joins + 1) {
                (current, estimate, joins) = (candidate, guess, current.isEmpty ? 0 : joins + 1)
                continue
            }
            let exact = measure(candidate)
            if exact <= width {
                (current, estimate, joins) = (candidate, exact, 0)
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while measure(current) > width, current.count > 1 {
                let (head, tail) = splitToFit(current, width: width, measure: measure)
                lines.append(head)
                current = tail
            }
            (estimate, joins) = (measure(current), 0)
        }
        lines.append(current)
        return lines
    }

    private static func splitToFit(_ word: String, width: CGFloat, measure: (String) -> CGFloat) -> (String, String) {
        var count = 1
        while count < word.count, measure(String(word.prefix(count + 1))) <= width { count += 1 }
        return (String(word.prefix(count)), String(word.dropFirst(count)))
    }

    /// The longest prefix of `text` that fits with a trailing ellipsis, cut at a word when possible.
    static func truncate(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        let ellipsis = "…"
        let whole = text.trimmingCharacters(in: .whitespaces) + ellipsis
        if measure(whole) <= width { return whole }
        var chars = Array(text)
        while !chars.isEmpty {
            chars.removeLast()
            let candidate = String(chars).trimmingCharacters(in: .whitespaces) + ellipsis
            if measure(candidate) <= width { return candidate }
        }
        return ellipsis
    }
}
