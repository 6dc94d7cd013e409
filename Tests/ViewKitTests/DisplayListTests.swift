import SegueTestSupport
import ViewKit
import XCTest

/// Trees flattened by `Window.makeDisplayList()`, checked through `DisplayList.dump`
/// (rects in window points). The window is 390 × 844 and has no background unless a test sets one.
final class DisplayListTests: XCTestCase {
    private let blue = Color(hex: 0x336699)
    private let red = Color(hex: 0xFF0000)
    private let green = Color(hex: 0x00FF00)
    private var window: Window!

    override func setUp() {
        super.setUp()
        window = makeWindow()
    }

    @discardableResult
    private func box(_ frame: CGRect, _ color: Color?, in parent: View? = nil) -> View {
        let v = View(frame: frame)
        v.backgroundColor = color
        (parent ?? window).addSubview(v)
        return v
    }

    private func dump() -> String {
        let list = window.makeDisplayList()
        XCTAssertTrue(list.isBalanced)
        return list.dump
    }

    func testBackgroundsInPaintersOrderWithRoundedCornersAndShadowFirst() {
        window.backgroundColor = .white
        let card = box(CGRect(x: 20, y: 40, width: 100, height: 60), blue)
        card.cornerRadius = 8
        card.shadowOpacity = 0.5
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 0, height: 2)
        box(CGRect(x: 20, y: 120, width: 50, height: 50), red)
        box(CGRect(x: 0, y: 0, width: 10, height: 10), nil)  // no background: no op
        XCTAssertLines(
            dump(),
            """
            fill [0,0 390x844] #FFFFFF
            shadow [20,40 100x60] r=8 #000000/0.50 blur=4 offset=0,2
            fill [20,40 100x60] r=8 #336699
            fill [20,120 50x50] #FF0000
            """)
    }

    func testListSizeAndClearColor() {
        window.clearColor = blue
        let list = window.makeDisplayList()
        XCTAssertEqual(list.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(list.clearColor, blue)
        XCTAssertTrue(list.ops.isEmpty)
    }

    func testNestedViewsAreOffsetAndTranslucentLeavesCarryAlpha() {
        let parent = box(CGRect(x: 10, y: 20, width: 100, height: 100), blue)
        box(CGRect(x: 5, y: 6, width: 7, height: 8), red, in: parent).alpha = 0.25
        XCTAssertLines(
            dump(),
            """
            fill [10,20 100x100] #336699
            fill [15,26 7x8] #FF0000 alpha=0.25
            """)
    }

    func testTranslucentViewWithSubviewsIsAGroup() {
        let container = box(CGRect(x: 10, y: 10, width: 100, height: 100), blue)
        container.alpha = 0.5
        container.shadowOpacity = 1
        box(CGRect(x: 10, y: 10, width: 20, height: 20), red, in: container)
        box(CGRect(x: 200, y: 10, width: 10, height: 10), green).alpha = 0.5
        // The shadow is cast outside the group; inside it, content is opaque and the group fades it.
        XCTAssertLines(
            dump(),
            """
            shadow [10,10 100x100] #000000 blur=3 offset=0,-3 alpha=0.50
            group [10,10 100x100] alpha=0.50
              fill [10,10 100x100] #336699
              fill [20,20 20x20] #FF0000
            end
            fill [200,10 10x10] #00FF00 alpha=0.50
            """)
    }

    func testNestedGroupsAreBalancedAndIndented() {
        let outer = box(CGRect(x: 0, y: 0, width: 100, height: 100), blue)
        outer.alpha = 0.5
        let inner = box(CGRect(x: 10, y: 10, width: 50, height: 50), red, in: outer)
        inner.clipsToBounds = true
        inner.cornerRadius = 5
        box(CGRect(x: 0, y: 0, width: 10, height: 10), green, in: inner)
        XCTAssertLines(
            dump(),
            """
            group [0,0 100x100] alpha=0.50
              fill [0,0 100x100] #336699
              group [10,10 50x50] r=5
                fill [10,10 50x50] r=5 #FF0000
                fill [10,10 10x10] #00FF00 clip=[10,10 50x50]
              end
            end
            """)
    }

    func testTranslucentUnclippedGroupCoversSubviewsOutsideItsBounds() {
        // UIKit fades the whole subtree, and without clipsToBounds a subview sticking out still
        // shows. The group's rect is its clip (see DisplayOp.beginGroup), so it must reach the subview.
        let container = box(CGRect(x: 10, y: 10, width: 100, height: 100), blue)
        container.alpha = 0.5
        box(CGRect(x: 80, y: 10, width: 40, height: 20), red, in: container)
        XCTAssertLines(
            dump(),
            """
            group [10,10 120x100] alpha=0.50
              fill [10,10 100x100] #336699
              fill [90,20 40x20] #FF0000
            end
            """)
    }

    func testClipsToBoundsWithCornerRadiusIsARoundedGroup() {
        let clipper = box(CGRect(x: 50, y: 50, width: 100, height: 100), blue)
        clipper.clipsToBounds = true
        clipper.cornerRadius = 12
        box(CGRect(x: -10, y: -10, width: 50, height: 50), red, in: clipper)
        XCTAssertLines(
            dump(),
            """
            group [50,50 100x100] r=12
              fill [50,50 100x100] r=12 #336699
              fill [40,40 50x50] #FF0000 clip=[50,50 100x100]
            end
            """)
    }

    func testClipsToBoundsWithoutRadiusOnlyClips() {
        let clipper = box(CGRect(x: 50, y: 50, width: 100, height: 100), blue)
        clipper.clipsToBounds = true
        box(CGRect(x: -10, y: -10, width: 50, height: 50), red, in: clipper)
        // Rounded but unclipped: no group and no clip.
        let rounded = box(CGRect(x: 200, y: 50, width: 100, height: 100), blue)
        rounded.cornerRadius = 20
        box(CGRect(x: 90, y: 0, width: 20, height: 20), red, in: rounded)
        XCTAssertLines(
            dump(),
            """
            fill [50,50 100x100] #336699
            fill [40,40 50x50] #FF0000 clip=[50,50 100x100]
            fill [200,50 100x100] r=20 #336699
            fill [290,50 20x20] #FF0000
            """)
    }

    func testNestedClipsIntersect() {
        let outer = box(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        outer.clipsToBounds = true
        let inner = box(CGRect(x: 50, y: 50, width: 100, height: 100), nil, in: outer)
        inner.clipsToBounds = true
        box(CGRect(x: 0, y: 0, width: 30, height: 30), red, in: inner)
        XCTAssertLines(dump(), "fill [50,50 30x30] #FF0000 clip=[50,50 50x50]")
    }

    func testCulling() {
        box(CGRect(x: 400, y: 0, width: 50, height: 50), red)  // right of the window
        box(CGRect(x: -60, y: -60, width: 50, height: 50), red)  // above-left
        box(CGRect(x: 0, y: 900, width: 50, height: 50), red)  // below
        box(CGRect(x: 380, y: 834, width: 20, height: 20), green)  // partly visible: kept
        let hidden = box(CGRect(x: 0, y: 0, width: 100, height: 100), blue)
        hidden.isHidden = true
        box(CGRect(x: 0, y: 0, width: 10, height: 10), red, in: hidden)
        box(CGRect(x: 0, y: 0, width: 100, height: 100), blue).alpha = 0
        let clipper = box(CGRect(x: 0, y: 200, width: 100, height: 100), nil)
        clipper.clipsToBounds = true
        box(CGRect(x: 150, y: 0, width: 20, height: 20), red, in: clipper)  // clipped away
        let open = box(CGRect(x: 0, y: 400, width: 100, height: 100), nil)
        box(CGRect(x: 150, y: 0, width: 20, height: 20), blue, in: open)  // outside its parent, inside the window
        XCTAssertLines(
            dump(),
            """
            fill [380,834 20x20] #00FF00
            fill [150,400 20x20] #336699
            """)
    }

    func testAViewOnlyTouchingTheWindowsEdgeIsCulled() {
        // Sharing an edge (or a corner) with the window shows no pixel.
        box(CGRect(x: 390, y: 0, width: 10, height: 10), red)
        box(CGRect(x: -50, y: -50, width: 50, height: 50), red)
        box(CGRect(x: 0, y: 844, width: 10, height: 10), red)
        XCTAssertLines(dump(), "")
    }

    func testShadowReachKeepsAViewJustOffscreen() {
        // 4-pt blur reaches 6 pt past the bounds, so a view 5 pt past the right edge still casts it.
        let v = box(CGRect(x: 395, y: 0, width: 10, height: 10), red)
        v.shadowOpacity = 1
        v.shadowRadius = 4
        v.shadowOffset = .zero
        XCTAssertLines(
            dump(),
            """
            shadow [395,0 10x10] #000000 blur=4 offset=0,0
            fill [395,0 10x10] #FF0000
            """)
        v.frame.origin.x = 397
        XCTAssertLines(dump(), "")
    }

    func testOffscreenTranslucentContainerProducesNoOps() {
        let container = box(CGRect(x: 500, y: 0, width: 50, height: 50), blue)
        container.alpha = 0.5
        box(CGRect(x: 0, y: 0, width: 10, height: 10), red, in: container)
        XCTAssertLines(dump(), "", "a wholly offscreen subtree should leave no empty group")
    }

    func testScrollOffsetMovesSubviews() {
        let scroller = box(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        box(CGRect(x: 0, y: 100, width: 20, height: 20), red, in: scroller)
        XCTAssertLines(dump(), "fill [0,50 20x20] #FF0000")
    }

    func testRotatedViewIsTagged() {
        let v = box(CGRect(x: 100, y: 100, width: 100, height: 50), red)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertLines(dump(), "fill [125,75 50x100] #FF0000 rot=90deg")
        v.transform = CGAffineTransform(scaleX: 2, y: 1)
        XCTAssertLines(dump(), "fill [50,100 200x50] #FF0000")
    }

    func testBlurView() {
        let blur = BlurView(style: .light)
        blur.frame = CGRect(x: 0, y: 10, width: 100, height: 50)
        window.addSubview(blur)
        XCTAssertLines(dump(), "blur [0,10 100x50] blur=20 tint=#FFFFFF/0.55")
    }

    func testIsBalanced() {
        let state = DrawState()
        let begin = DisplayOp.beginGroup(rect: .zero, cornerRadius: 0, state: state)
        XCTAssertTrue(DisplayList(size: .zero, ops: [begin, begin, .endGroup, .endGroup]).isBalanced)
        XCTAssertFalse(DisplayList(size: .zero, ops: [begin]).isBalanced)
        XCTAssertFalse(DisplayList(size: .zero, ops: [.endGroup, begin]).isBalanced)
    }

    func testNeedsDisplay() {
        let v = box(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        XCTAssertTrue(window.needsDisplay)
        _ = window.makeDisplayList()
        XCTAssertFalse(window.needsDisplay)
        v.backgroundColor = red  // unchanged: no redraw
        v.center = CGPoint(x: 5, y: 5)
        XCTAssertFalse(window.needsDisplay)
        v.backgroundColor = blue
        XCTAssertTrue(window.needsDisplay)
        _ = window.makeDisplayList()
        v.alpha = 0.5
        XCTAssertTrue(window.needsDisplay)
        _ = window.makeDisplayList()
        v.removeFromSuperview()
        XCTAssertTrue(window.needsDisplay)
        _ = window.makeDisplayList()
        v.backgroundColor = green  // no longer in the window
        XCTAssertFalse(window.needsDisplay)
    }
}
