import SegueTestSupport
import ViewKit
import XCTest

/// Autoresizing masks and the layout pass.
final class LayoutTests: XCTestCase {
    /// A 20-point margin on both sides of a 60-point child in a 100 × 100 parent,
    /// with the same layout vertically: frame (20, 20, 60, 60).
    private func makePair(_ mask: AutoresizingMask) -> (parent: View, child: View) {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    private func resized(_ mask: AutoresizingMask, to size: CGSize = CGSize(width: 200, height: 150)) -> CGRect {
        let (parent, child) = makePair(mask)
        parent.frame.size = size
        return child.frame
    }

    func testNoMaskKeepsTheFrame() {
        XCTAssertEqual(resized([]), CGRect(x: 20, y: 20, width: 60, height: 60))
    }

    func testFlexibleWidthTakesTheWholeChange() {
        XCTAssertEqual(resized(.flexibleWidth), CGRect(x: 20, y: 20, width: 160, height: 60))
    }

    func testFlexibleHeightTakesTheWholeChange() {
        XCTAssertEqual(resized(.flexibleHeight), CGRect(x: 20, y: 20, width: 60, height: 110))
    }

    func testFlexibleSize() {
        XCTAssertEqual(resized(.flexibleSize), CGRect(x: 20, y: 20, width: 160, height: 110))
    }

    func testFlexibleLeftMarginPinsToTheRight() {
        XCTAssertEqual(resized(.flexibleLeftMargin), CGRect(x: 120, y: 20, width: 60, height: 60))
    }

    func testFlexibleTopMarginPinsToTheBottom() {
        XCTAssertEqual(resized(.flexibleTopMargin), CGRect(x: 20, y: 70, width: 60, height: 60))
    }

    func testFlexibleRightAndBottomMarginsKeepTheOrigin() {
        XCTAssertEqual(
            resized([.flexibleRightMargin, .flexibleBottomMargin]),
            CGRect(x: 20, y: 20, width: 60, height: 60))
    }

    func testBothMarginsKeepTheViewCentred() {
        // The 100-point growth splits 20 : 20 between equal margins; 50 vertically the same way.
        XCTAssertEqual(
            resized([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]),
            CGRect(x: 70, y: 45, width: 60, height: 60))
    }

    func testEverythingFlexibleScalesProportionally() {
        // Widths 20 : 60 : 20 of a 100-point change → +20, +60, +20; heights the same for +50.
        let all: AutoresizingMask = [
            .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
            .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
        ]
        XCTAssertEqual(resized(all), CGRect(x: 40, y: 30, width: 120, height: 90))
    }

    func testUnequalPartsShareInProportion() {
        // Left margin 10, width 30, right margin 60 of 100: growing by 100 with a flexible left
        // margin and width gives the margin 100·10/40 = 25 and the width 100·30/40 = 75.
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 0, width: 30, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 200, height: 100)
        XCTAssertEqual(child.frame, CGRect(x: 35, y: 0, width: 105, height: 10))
    }

    func testZeroLengthPartsShareEqually() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(child)
        // Both flexible parts are 0 long, so each gets half of the 40-point change.
        parent.bounds.size = CGSize(width: 140, height: 100)
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 0, width: 20, height: 100))
    }

    func testShrinkingClampsAtZero() {
        XCTAssertEqual(
            resized(.flexibleWidth, to: CGSize(width: 20, height: 100)),
            CGRect(x: 20, y: 20, width: 0, height: 60))
    }

    func testWindowResizeEventAutoresizesAndScales() {
        let window = makeWindow(size: CGSize(width: 400, height: 800))
        let bar = View(frame: CGRect(x: 0, y: 750, width: 400, height: 50))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        window.addSubview(bar)
        window.send(TimedInputEvent(.resize(size: CGSize(width: 600, height: 700), scale: 2), at: 1))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 650, width: 600, height: 50))
        XCTAssertEqual(window.bounds, CGRect(x: 0, y: 0, width: 600, height: 700))
        XCTAssertEqual(window.scale, 2)
    }

    // MARK: Layout pass

    /// Counts layoutSubviews calls into a shared log.
    private final class Recorder: View {
        let name: String
        let onLayout: (String) -> Void
        var count = 0
        init(
            _ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
            onLayout: @escaping (String) -> Void
        ) {
            (self.name, self.onLayout) = (name, onLayout)
            super.init(frame: frame)
        }
        override func layoutSubviews() {
            count += 1
            onLayout(name)
        }
    }

    func testLayoutIfNeededRunsOnceTopDown() {
        var order: [String] = []
        let a = Recorder("a") { order.append($0) }
        let b = Recorder("b") { order.append($0) }
        let c = Recorder("c") { order.append($0) }
        a.addSubview(b)
        b.addSubview(c)
        a.layoutIfNeeded()
        XCTAssertEqual(order, ["a", "b", "c"])
        a.layoutIfNeeded()
        XCTAssertEqual(order, ["a", "b", "c"], "nothing is pending the second time")

        order = []
        c.setNeedsLayout()
        a.setNeedsLayout()
        c.setNeedsLayout()
        a.layoutIfNeeded()
        XCTAssertEqual(order, ["a", "c"], "only the views that asked, once each, parents first")
        XCTAssertEqual([a.count, b.count, c.count], [2, 1, 2])
    }

    func testResizingInLayoutSubviewsLaysTheChildOutInTheSamePass() {
        var order: [String] = []
        let child = Recorder("child") { order.append($0) }
        final class Parent: View {
            var child: View?
            override func layoutSubviews() { child?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10) }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.child = child
        parent.addSubview(child)
        parent.layoutIfNeeded()
        XCTAssertEqual(order, ["child"])
        order = []
        parent.frame.size = CGSize(width: 100, height: 300)
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(order, ["child"], "the child's size changed, so it lays out again")
    }

    func testMovingCenterDoesNotAskForLayout() {
        var count = 0
        let v = Recorder("v") { _ in count += 1 }
        v.layoutIfNeeded()
        v.center = CGPoint(x: 500, y: 500)
        v.layoutIfNeeded()
        XCTAssertEqual(count, 1)
        v.bounds.size = CGSize(width: 1, height: 1)
        v.layoutIfNeeded()
        XCTAssertEqual(count, 2)
    }

    func testMakeDisplayListRunsLayout() {
        let window = makeWindow()
        var count = 0
        let v = Recorder("v") { _ in count += 1 }
        window.addSubview(v)
        _ = window.makeDisplayList()
        XCTAssertEqual(count, 1)
        _ = window.makeDisplayList()
        XCTAssertEqual(count, 1)
        v.setNeedsLayout()
        XCTAssertTrue(window.needsDisplay)
        _ = window.makeDisplayList()
        XCTAssertEqual(count, 2)
    }

    func testLabelSizeThatFitsAndSizeToFit() {
        let window = makeWindow()
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.text = "abc def"
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 1000, height: 1000)), .zero, "no measurer outside a window")
        window.addSubview(label)
        // 7 characters × 5 pt, one 12-pt line.
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 1000, height: 1000)), CGSize(width: 35, height: 12))
        label.frame.origin = CGPoint(x: 10, y: 20)
        label.sizeToFit()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 20, width: 35, height: 12))
    }
}
