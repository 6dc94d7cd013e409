import SegueTestSupport
import ViewKit
import XCTest

/// Label wrapping, truncation and placement with `FakeTextMeasurer`: at 10 pt every character
/// (spaces too) is 5 pt wide and a line is 12 pt tall.
final class LabelTests: XCTestCase {
    private var window: Window!
    private var measurer: FakeTextMeasurer { window.textMeasurer as! FakeTextMeasurer }

    override func setUp() {
        super.setUp()
        window = makeWindow()
    }

    @discardableResult
    private func label(_ text: String?, lines: Int = 0, frame: CGRect = .zero, size: CGFloat = 10) -> Label {
        let l = Label(frame: frame)
        l.font = .systemFont(ofSize: size)
        l.text = text
        l.numberOfLines = lines
        window.addSubview(l)
        return l
    }

    private func lines(_ text: String, width: CGFloat, numberOfLines: Int = 0) -> [String] {
        label(text, lines: numberOfLines).textLayout(forWidth: width)?.lines.map(\.text) ?? ["<no layout>"]
    }

    // MARK: Wrapping

    func testWrapsAtSpaces() {
        let layout = label("aaaa bbbb cccc").textLayout(forWidth: 50)!
        XCTAssertEqual(layout.lines.map(\.text), ["aaaa bbbb", "cccc"])
        XCTAssertEqual(layout.lines.map(\.width), [45, 20])
        XCTAssertEqual(layout.size, CGSize(width: 45, height: 24))
        XCTAssertEqual(layout.lineHeight, 12)
        XCTAssertEqual(layout.lineAdvance, 12)
    }

    func testAWordThatExactlyFillsTheWidthStaysOnTheLine() {
        XCTAssertEqual(lines("aaaa bbbb cccc", width: 45), ["aaaa bbbb", "cccc"])
        XCTAssertEqual(lines("aaaa bbbb cccc", width: 44.9), ["aaaa", "bbbb", "cccc"])
        XCTAssertEqual(lines("aaaa bbbb cccc", width: 70), ["aaaa bbbb cccc"])
    }

    func testRunsOfSpacesCollapseAtBreaks() {
        XCTAssertEqual(lines("aaaa   bbbb", width: 30), ["aaaa", "bbbb"])
    }

    func testLongWordBreaksBetweenCharacters() {
        XCTAssertEqual(lines("abcdefghijklmnop", width: 50), ["abcdefghij", "klmnop"])
        XCTAssertEqual(lines("xy abcdefghijklmnop qr", width: 50), ["xy", "abcdefghij", "klmnop qr"])
        XCTAssertEqual(lines("abc", width: 3), ["a", "b", "c"], "at least one character per line")
    }

    func testExplicitNewlines() {
        XCTAssertEqual(lines("ab\ncd", width: 100), ["ab", "cd"])
        let layout = label("ab\n\ncd").textLayout(forWidth: 100)!
        XCTAssertEqual(layout.lines.map(\.text), ["ab", "", "cd"])
        XCTAssertEqual(layout.size, CGSize(width: 10, height: 36))
    }

    // MARK: Line limits

    func testNumberOfLinesTruncatesTheLastLineWithAnEllipsis() {
        let layout = label("one two three four", lines: 2).textLayout(forWidth: 40)!
        // "three four" is 50 pt; "three f…" is 8 characters, 40 pt.
        XCTAssertEqual(layout.lines.map(\.text), ["one two", "three f…"])
        XCTAssertEqual(layout.lines.map(\.width), [35, 40])
        XCTAssertEqual(layout.size, CGSize(width: 40, height: 24))
        XCTAssertEqual(lines("aaaa bbbb cccc", width: 50, numberOfLines: 1), ["aaaa bbbb…"])
    }

    func testNoEllipsisWhenEverythingFits() {
        XCTAssertEqual(lines("aaaa bbbb cccc", width: 50, numberOfLines: 2), ["aaaa bbbb", "cccc"])
        XCTAssertEqual(lines("aaaa bbbb cccc", width: 50, numberOfLines: 3), ["aaaa bbbb", "cccc"])
    }

    func testLinesCutAtAHardBreakStillEndInAnEllipsis() {
        // The third paragraph is cut; it must not be joined onto the second line, and the
        // second line must show that text was cut, as UILabel's tail truncation does.
        XCTAssertEqual(lines("ab\ncd\nef", width: 100, numberOfLines: 2), ["ab", "cd…"])
    }

    func testLineSpacingIsBetweenLinesOnly() {
        let l = label("a b c")
        l.lineSpacing = 4
        let layout = l.textLayout(forWidth: 5)!
        XCTAssertEqual(layout.lines.map(\.text), ["a", "b", "c"])
        XCTAssertEqual(layout.size.height, 44)  // 3 × 12 + 2 × 4
        XCTAssertEqual(layout.lineAdvance, 16)
    }

    func testFractionalSizesRoundUp() {
        // 15 pt: 7.5 pt per character, 18-pt lines.
        let layout = label("abc", size: 15).textLayout(forWidth: 1000)!
        XCTAssertEqual(layout.lines.map(\.width), [22.5])
        XCTAssertEqual(layout.size, CGSize(width: 23, height: 18))
    }

    // MARK: Measuring

    func testSizeThatFits() {
        let l = label("aaaa bbbb cccc")
        XCTAssertEqual(l.sizeThatFits(CGSize(width: 50, height: 1000)), CGSize(width: 45, height: 24))
        XCTAssertEqual(
            l.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1000)),
            CGSize(width: 70, height: 12))
        l.numberOfLines = 1
        XCTAssertEqual(l.sizeThatFits(CGSize(width: 50, height: 1000)), CGSize(width: 50, height: 12))
        l.text = ""
        XCTAssertEqual(l.sizeThatFits(CGSize(width: 50, height: 1000)), .zero)
        l.text = nil
        XCTAssertEqual(l.sizeThatFits(CGSize(width: 50, height: 1000)), .zero)
    }

    func testLayoutIsCachedUntilTheTextChanges() {
        let l = label("aaaa bbbb", frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        _ = window.makeDisplayList()
        let afterFirst = measurer.widthCallCount
        XCTAssertGreaterThan(afterFirst, 0)
        l.center.x += 10
        _ = window.makeDisplayList()
        XCTAssertEqual(measurer.widthCallCount, afterFirst)
        l.text = "cccc"
        XCTAssertEqual(window.makeDisplayList().dump, "text \"cccc\" Inter-regular 10pt at 10,4 #000000")
        XCTAssertGreaterThan(measurer.widthCallCount, afterFirst)
    }

    // MARK: Drawing

    func testEachWrappedLineIsATextOpAndTheBlockIsCentredVertically() {
        let l = label("aaaa bbbb cccc", frame: CGRect(x: 10, y: 20, width: 50, height: 100))
        l.textColor = Color(hex: 0x336699)
        // (100 − 24) / 2 = 38 below the top.
        XCTAssertLines(
            window.makeDisplayList().dump,
            """
            text "aaaa bbbb" Inter-regular 10pt at 10,58 #336699
            text "cccc" Inter-regular 10pt at 10,70 #336699
            """)
        l.font = .boldSystemFont(ofSize: 10)
        l.lineSpacing = 6
        // 30 pt tall now: 35 below the top, then 18 apart.
        XCTAssertLines(
            window.makeDisplayList().dump,
            """
            text "aaaa bbbb" Inter-bold 10pt at 10,55 #336699
            text "cccc" Inter-bold 10pt at 10,73 #336699
            """)
    }

    func testTooTallTextOverflowsEvenly() {
        label("aaaa bbbb cccc", frame: CGRect(x: 0, y: 100, width: 50, height: 12))
        XCTAssertLines(
            window.makeDisplayList().dump,
            """
            text "aaaa bbbb" Inter-regular 10pt at 0,94 #000000
            text "cccc" Inter-regular 10pt at 0,106 #000000
            """)
    }

    func testAlignment() {
        let l = label("ab cd", lines: 1, frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        // "ab cd" is 25 pt wide; the 12-pt line sits (40 − 12) / 2 = 14 below the top.
        let expected: [(TextAlignment, String)] = [(.natural, "0"), (.left, "0"), (.center, "38"), (.right, "75")]
        for (alignment, x) in expected {
            l.textAlignment = alignment
            XCTAssertEqual(
                window.makeDisplayList().dump, "text \"ab cd\" Inter-regular 10pt at \(x),114 #000000",
                "\(alignment)")
        }
    }

    func testAlignmentPlacesEachLineOnItsOwn() {
        let l = label("aaaa bbbb cccc", frame: CGRect(x: 10, y: 0, width: 50, height: 24))
        l.textAlignment = .center
        // Widths 45 and 20 in 50: offsets round(2.5) = 3 and 15.
        XCTAssertLines(
            window.makeDisplayList().dump,
            """
            text "aaaa bbbb" Inter-regular 10pt at 13,0 #000000
            text "cccc" Inter-regular 10pt at 25,12 #000000
            """)
        l.textAlignment = .right
        XCTAssertLines(
            window.makeDisplayList().dump,
            """
            text "aaaa bbbb" Inter-regular 10pt at 15,0 #000000
            text "cccc" Inter-regular 10pt at 40,12 #000000
            """)
    }

    func testNoTextNoOps() {
        let l = label(nil, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(window.makeDisplayList().dump, "")
        l.text = ""
        XCTAssertEqual(window.makeDisplayList().dump, "")
        l.text = "x"
        l.textColor = .clear
        XCTAssertEqual(window.makeDisplayList().dump, "")
    }

    func testLinesOutsideTheWindowAreCulled() {
        // 3 lines, 36 pt, centred in a 12-pt label at y −1: at −13, −1 and 11. The first is
        // wholly above the window.
        label("aaaa bbbb cccc", frame: CGRect(x: 0, y: -1, width: 30, height: 12))
        XCTAssertLines(
            window.makeDisplayList().dump,
            """
            text "bbbb" Inter-regular 10pt at 0,-1 #000000
            text "cccc" Inter-regular 10pt at 0,11 #000000
            """)
    }

    func testLabelNeedsAWindowToMeasure() {
        let l = Label()
        l.font = .systemFont(ofSize: 10)
        l.text = "abc"
        XCTAssertNil(l.textLayout(forWidth: 100))
        window.addSubview(l)
        XCTAssertEqual(l.textLayout(forWidth: 100)?.size, CGSize(width: 15, height: 12))
    }
}
