import Foundation
import XCTest

@testable import ViewKit

/// Word wrap decides from the sum of word widths far from the edge and measures whole lines
/// near it: the lines must be exactly those of measuring every growing line.
final class TextWrapTests: XCTestCase {
    /// Measures like a font: per-character advances, and kerning that pulls a space and the
    /// letter after it together by `kerning` points. Counts the characters it shapes, each
    /// string once, as FontLibrary's memo does.
    private final class Measurer {
        let kerning: CGFloat
        var shaped = 0
        private var seen: Set<String> = []
        init(kerning: CGFloat) { self.kerning = kerning }

        func width(_ s: String) -> CGFloat {
            if seen.insert(s).inserted { shaped += s.count }
            let advances = s.unicodeScalars.reduce(CGFloat(0)) { $0 + CGFloat(5 + Int($1.value) % 7) }
            let joins = s.split(separator: " ", omittingEmptySubsequences: false).count - 1
            return advances - kerning * CGFloat(joins)
        }
    }

    /// The greedy wrap that measures every candidate line.
    private func measuringEveryLine(_ paragraph: String, width: CGFloat, _ measure: (String) -> CGFloat) -> [String] {
        let words = paragraph.split(separator: " ").map(String.init)
        var lines: [String] = [], current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width { current = candidate; continue }
            if !current.isEmpty { lines.append(current) }
            current = word
            while measure(current) > width, current.count > 1 {
                var count = 1
                while count < current.count, measure(String(current.prefix(count + 1))) <= width { count += 1 }
                lines.append(String(current.prefix(count)))
                current = String(current.dropFirst(count))
            }
        }
        lines.append(current)
        return lines
    }

    func testLinesAreThoseOfMeasuringEveryLine() {
        var generator = SplitMix64(seed: 7)
        let vocabulary = [
            "a", "of", "card", "spring", "velocity", "interruptible", "the", "Today", "is", "App", "Store",
        ]
        var naiveShaped = 0, wrapShaped = 0
        for kerning in [0, 0.5, 1.5] as [CGFloat] {
            for _ in 0..<200 {
                let count = 1 + Int(generator.next() % 60)
                let words = (0..<count).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
                let paragraph = words.joined(separator: " ")
                let width = CGFloat(40 + Int(generator.next() % 400))
                let naive = Measurer(kerning: kerning), wrapping = Measurer(kerning: kerning)
                XCTAssertEqual(
                    TextLayout.wrap(paragraph, width: width, measure: wrapping.width),
                    measuringEveryLine(paragraph, width: width, naive.width), "width \(width): \(paragraph)")
                naiveShaped += naive.shaped
                wrapShaped += wrapping.shaped
            }
        }
        print("wrap shaped \(wrapShaped) characters, measuring every line \(naiveShaped)")
        XCTAssertLessThan(wrapShaped * 2, naiveShaped, "\(wrapShaped) against \(naiveShaped)")
    }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
